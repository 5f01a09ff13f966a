; fmerge-test: prelink=comdat_local_alias.prelink.ll
; From a review (stop 42): @ka is a private alias of @k, private in $w;
; it lives in $w's section and goes with it. The linkonce twins @w and @w2
; (in $w) read through @ka: their shared private body (no comdat) must
; not name it. The prelink module's $w prevails.
target triple = "x86_64-pc-linux-gnu"

$w = comdat any
@k = private constant i32 7, comdat($w)
@ka = private alias i32, i32* @k
@.fmt = private constant [7 x i8] c"%d %d\0A\00"

declare i32 @printf(i8*, ...)

define linkonce i32 @w(i32 %x) comdat {
  %k = load i32, i32* @ka
  %a = mul i32 %x, %k
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define linkonce i32 @w2(i32 %x) comdat($w) {
  %k = load i32, i32* @ka
  %a = mul i32 %x, %k
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define internal i32 @g1(i32 %x) noinline {
  %a = mul i32 %x, 11
  %b = add i32 %a, 5
  %c = xor i32 %b, %x
  ret i32 %c
}

define internal i32 @g2(i32 %x) noinline {
  %a = mul i32 %x, 11
  %b = add i32 %a, 5
  %c = xor i32 %b, %x
  ret i32 %c
}

define i32 @main() {
  %1 = call i32 @w(i32 6)
  %2 = call i32 @w2(i32 7)
  %g1 = call i32 @g1(i32 %1)
  %g2 = call i32 @g2(i32 %2)
  %3 = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @.fmt, i32 0, i32 0), i32 %g1, i32 %g2)
  ret i32 0
}
