; fmerge-test: prelink=comdat_local_data.prelink.ll
; Two linkonce_odr functions, each reading a private table of its own
; comdat group: a body naming a group's local must stay in the group.
; The prelink module's copies of $f1 and $f2 prevail at link time, so
; this object's tables are discarded, and a merged function (which has no
; comdat) still naming them fails to link ("relocation refers to a
; discarded section"). @g1 and @g2 merge, so the program tests something.
target triple = "x86_64-pc-linux-gnu"

$f1 = comdat any
$f2 = comdat any
@t1 = private constant [4 x i32] [i32 1, i32 2, i32 3, i32 1], comdat($f1)
@t2 = private constant [4 x i32] [i32 1, i32 2, i32 3, i32 2], comdat($f2)
@.fmt = private constant [7 x i8] c"%d %d\0A\00"

declare i32 @printf(i8*, ...)
declare i32 @other(i32)

define linkonce_odr i32 @f1(i32 %x, i32 %i) comdat {
  %p = getelementptr [4 x i32], [4 x i32]* @t1, i32 0, i32 %i
  %v = load i32, i32* %p
  %a = mul i32 %v, %x
  %b = add i32 %a, 1
  %c = xor i32 %b, %x
  %d = mul i32 %c, %c
  %e = sub i32 %d, %a
  %f = shl i32 %e, 3
  ret i32 %f
}

define linkonce_odr i32 @f2(i32 %x, i32 %i) comdat {
  %p = getelementptr [4 x i32], [4 x i32]* @t2, i32 0, i32 %i
  %v = load i32, i32* %p
  %a = mul i32 %v, %x
  %b = add i32 %a, 11
  %c = xor i32 %b, %x
  %d = mul i32 %c, %c
  %e = sub i32 %d, %a
  %f = shl i32 %e, 3
  ret i32 %f
}

define internal i32 @g1(i32 %x) noinline {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define internal i32 @g2(i32 %x) noinline {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define i32 @main() {
  %1 = call i32 @f1(i32 3, i32 1)
  %2 = call i32 @f2(i32 %1, i32 3)
  %3 = call i32 @other(i32 %2)
  %4 = call i32 @g1(i32 %3)
  %5 = call i32 @g2(i32 %2)
  %6 = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @.fmt, i32 0, i32 0), i32 %4, i32 %5)
  ret i32 0
}
