; fmerge-test: prelink=comdat_alias_retarget.prelink.ll
; An alias's symbol is defined in its aliasee's section. @al aliases @z1
; (in $z), whose twin @k1 is in $k; the prelink module's copy of $k
; prevails at link time. Deleting @z1 renamed the alias's aliasee to @k1,
; which moved @al into this object's $k, discarded by the linker: @al was
; left undefined (weak, address 0) and the call through it crashed. @z1
; now keeps its address (a thunk to @k1).
target triple = "x86_64-pc-linux-gnu"
$k = comdat any
$z = comdat any
@.fmt = private constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(i8*, ...)
define linkonce_odr i32 @k1(i32 %x) unnamed_addr noinline comdat($k) { %a = mul i32 %x, 9
  %b = add i32 %a, 3
  ret i32 %b }
define linkonce_odr i32 @z1(i32 %x) unnamed_addr noinline comdat($z) { %a = mul i32 %x, 9
  %b = add i32 %a, 3
  ret i32 %b }
@al = linkonce_odr unnamed_addr alias i32 (i32), i32 (i32)* @z1
define i32 @main() {
  %1 = call i32 @al(i32 1)
  %2 = call i32 @k1(i32 2)
  %3 = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @.fmt, i32 0, i32 0), i32 %1, i32 %2)
  ret i32 0
}
