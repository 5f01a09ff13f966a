; Linked before comdat_local_identical.ll: its copies of $c and $w prevail.
target triple = "x86_64-pc-linux-gnu"

$c = comdat any
$w = comdat any
@k = private constant i32 7, comdat($w)

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
