; fmerge-test: prelink=comdat_local_identical.prelink.ll
; Identical merging must not make code outside a comdat group name one of
; the group's locals: the prelink module's copies of $c and $w prevail at
; link time, and this object's are discarded.
; - @a1 (internal, in $c, called by $c's @c) equals @b (linkonce_odr, no
;   comdat). LLVM's order keeps the non-ODR @a1 and sends main's call of
;   @b to it; main would then name a discarded local. @b must survive.
; - @w1 and @w2 (linkonce, in $w) equal each other and read @k, private
;   in $w. Their shared private body has no comdat: it must not take a
;   body that names @k.
target triple = "x86_64-pc-linux-gnu"

$c = comdat any
$w = comdat any
@k = private constant i32 7, comdat($w)
@.fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"

declare i32 @printf(i8*, ...)

define internal i32 @a1(i32 %x) comdat($c) {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define linkonce_odr i32 @c(i32 %x) comdat {
  %r = call i32 @a1(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

define linkonce_odr i32 @b(i32 %x) {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define linkonce i32 @w(i32 %x) comdat {
  %k = load i32, i32* @k
  %a = mul i32 %x, %k
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define linkonce i32 @w2(i32 %x) comdat($w) {
  %k = load i32, i32* @k
  %a = mul i32 %x, %k
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define i32 @main() {
  %1 = call i32 @c(i32 3)
  %2 = call i32 @b(i32 5)
  %3 = call i32 @w(i32 6)
  %4 = call i32 @w2(i32 7)
  %5 = call i32 (i8*, ...) @printf(i8* getelementptr ([13 x i8], [13 x i8]* @.fmt, i32 0, i32 0), i32 %1, i32 %2, i32 %3, i32 %4)
  ret i32 0
}
