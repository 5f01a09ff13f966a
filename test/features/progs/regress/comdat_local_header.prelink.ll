; Linked before comdat_local_header.ll: its copy of $w prevails.
target triple = "x86_64-pc-linux-gnu"

$w = comdat any
@k = private constant i32 7, comdat($w)

define linkonce i32 @w(i32 %x) comdat prefix i32* @k {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define linkonce i32 @w2(i32 %x) comdat($w) prefix i32* @k {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

