; fmerge-test: prelink=comdat_ifunc_retarget.prelink.ll
; An ifunc's symbol is defined in its resolver's section. Its resolver @r2
; (no comdat) equals @r1, a member of $r, whose copy in the prelink module
; prevails at link time. Renaming the ifunc's resolver to @r1 moved it into
; this object's $r, which the linker discards: "relocation refers to a
; symbol in a discarded section". @r2 now keeps its own address. The
; internal twins @c1 and @c2 still merge.
target triple = "x86_64-pc-linux-gnu"
$r = comdat any
@.fmt = private constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(i8*, ...)
define internal i32 @impl(i32 %x) noinline { %a = mul i32 %x, 7
  ret i32 %a }
define linkonce_odr i32 (i32)* @r1() unnamed_addr noinline comdat($r) { ret i32 (i32)* @impl }
define linkonce_odr i32 (i32)* @r2() unnamed_addr noinline { ret i32 (i32)* @impl }
@if = ifunc i32 (i32), i32 (i32)* ()* @r2
define internal i32 @c1(i32 %x) noinline {
  %a = mul i32 %x, 11
  %b = xor i32 %a, 5
  ret i32 %b
}

define internal i32 @c2(i32 %x) noinline {
  %a = mul i32 %x, 11
  %b = xor i32 %a, 5
  ret i32 %b
}

define i32 @main() {
  %1 = call i32 @if(i32 3)
  %f = call i32 (i32)* @r1()
  %2 = call i32 %f(i32 2)
  %c1 = call i32 @c1(i32 %1)
  %c2 = call i32 @c2(i32 %2)
  %3 = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @.fmt, i32 0, i32 0), i32 %c1, i32 %c2)
  ret i32 0
}
