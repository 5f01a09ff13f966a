; @w1 and @w2, weak, merge through a private body in the first round.
; @s and @k equal it only in the fourth, once the chains b and c have
; merged into chain a level by level: @s (met first) takes the body over,
; then @k, which sorts before it by name, replaces @s. The weak names
; must end forwarding to @k (identical/driver_test.go,
; TestSharedBodyFollowsItsHolderMergedLater).

define internal i32 @a0(i32 %x) {
  %1 = mul i32 %x, 13
  %2 = xor i32 %1, 77
  ret i32 %2
}

define internal i32 @a1(i32 %x) {
  %1 = call i32 @a0(i32 %x)
  %2 = add i32 %1, 1
  ret i32 %2
}

define internal i32 @a2(i32 %x) {
  %1 = call i32 @a1(i32 %x)
  %2 = add i32 %1, 2
  ret i32 %2
}

define internal i32 @b0(i32 %x) {
  %1 = mul i32 %x, 13
  %2 = xor i32 %1, 77
  ret i32 %2
}

define internal i32 @b1(i32 %x) {
  %1 = call i32 @b0(i32 %x)
  %2 = add i32 %1, 1
  ret i32 %2
}

define internal i32 @b2(i32 %x) {
  %1 = call i32 @b1(i32 %x)
  %2 = add i32 %1, 2
  ret i32 %2
}

define internal i32 @c0(i32 %x) {
  %1 = mul i32 %x, 13
  %2 = xor i32 %1, 77
  ret i32 %2
}

define internal i32 @c1(i32 %x) {
  %1 = call i32 @c0(i32 %x)
  %2 = add i32 %1, 1
  ret i32 %2
}

define internal i32 @c2(i32 %x) {
  %1 = call i32 @c1(i32 %x)
  %2 = add i32 %1, 2
  ret i32 %2
}

define weak i32 @w1(i32 %x) {
  %1 = call i32 @a2(i32 %x)
  %2 = mul i32 %1, %x
  %3 = add i32 %2, 7
  ret i32 %3
}

define weak i32 @w2(i32 %x) {
  %1 = call i32 @a2(i32 %x)
  %2 = mul i32 %1, %x
  %3 = add i32 %2, 7
  ret i32 %3
}

define i32 @s(i32 %x) {
  %1 = call i32 @b2(i32 %x)
  %2 = mul i32 %1, %x
  %3 = add i32 %2, 7
  ret i32 %3
}

define i32 @k(i32 %x) {
  %1 = call i32 @c2(i32 %x)
  %2 = mul i32 %1, %x
  %3 = add i32 %2, 7
  ret i32 %3
}

define i32 @main(i32 %x) {
  %1 = call i32 @w1(i32 %x)
  %2 = call i32 @w2(i32 %1)
  %3 = call i32 @s(i32 %2)
  %4 = call i32 @k(i32 %3)
  ret i32 %4
}
