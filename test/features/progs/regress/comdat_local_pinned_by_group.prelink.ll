target triple = "x86_64-pc-linux-gnu"
$c = comdat any
$d = comdat any
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
define linkonce_odr i32 @d(i32 %x) comdat {
  %r = call i32 @a1(i32 %x)
  %s = add i32 %r, 2
  ret i32 %s
}
