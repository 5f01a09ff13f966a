; Linked before comdat_local_data.ll: its copies of $f1 and $f2 prevail.
target triple = "x86_64-pc-linux-gnu"

$f1 = comdat any
$f2 = comdat any
@t1 = private constant [4 x i32] [i32 1, i32 2, i32 3, i32 1], comdat($f1)
@t2 = private constant [4 x i32] [i32 1, i32 2, i32 3, i32 2], comdat($f2)

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

define i32 @other(i32 %y) {
  %1 = call i32 @f1(i32 %y, i32 0)
  %2 = call i32 @f2(i32 %1, i32 2)
  ret i32 %2
}
