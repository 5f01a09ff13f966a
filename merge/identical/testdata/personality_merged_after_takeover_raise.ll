; weak twins @w1/@w2 share a private body (round 1); strong @s, equal only
; after @b1 merges into @a1, takes the body over (the private body is
; deleted); @pz merges into @pa only after that (chain c0/d0 -> c1/d1 -> c2/d2).
@.fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"
declare i32 @printf(i8*, ...)
define internal i32 @a0(i32 %x) {
  %1 = mul i32 %x, 13
  %2 = xor i32 %1, 77
  ret i32 %2
}
define internal i32 @b0(i32 %x) {
  %1 = mul i32 %x, 13
  %2 = xor i32 %1, 77
  ret i32 %2
}
define internal i32 @a1(i32 %x) {
  %1 = call i32 @a0(i32 %x)
  %2 = xor i32 %1, 5
  ret i32 %2
}
define internal i32 @b1(i32 %x) {
  %1 = call i32 @b0(i32 %x)
  %2 = xor i32 %1, 5
  ret i32 %2
}
define internal i32 @c0(i32 %x) {
  %1 = mul i32 %x, 17
  %2 = xor i32 %1, 7
  ret i32 %2
}
define internal i32 @d0(i32 %x) {
  %1 = mul i32 %x, 17
  %2 = xor i32 %1, 7
  ret i32 %2
}
define internal i32 @c1(i32 %x) {
  %1 = call i32 @c0(i32 %x)
  %2 = add i32 %1, 9
  ret i32 %2
}
define internal i32 @d1(i32 %x) {
  %1 = call i32 @d0(i32 %x)
  %2 = add i32 %1, 9
  ret i32 %2
}
define internal i32 @c2(i32 %x) {
  %1 = call i32 @c1(i32 %x)
  %2 = add i32 %1, 11
  ret i32 %2
}
define internal i32 @d2(i32 %x) {
  %1 = call i32 @d1(i32 %x)
  %2 = add i32 %1, 11
  ret i32 %2
}
define internal i32 @pa(i32 %x) unnamed_addr {
  %1 = call i32 @c2(i32 %x)
  %2 = add i32 %1, 1
  ret i32 %2
}
define internal i32 @pz(i32 %x) unnamed_addr {
  %1 = call i32 @d2(i32 %x)
  %2 = add i32 %1, 1
  ret i32 %2
}
define weak i32 @w1(i32 %x) unnamed_addr personality i32 (i32)* @pz {
  %1 = call i32 @a1(i32 %x)
  %2 = add i32 %1, 5
  %3 = xor i32 %2, %x
  ret i32 %3
}
define weak i32 @w2(i32 %x) unnamed_addr align 16 personality i32 (i32)* @pz {
  %1 = call i32 @a1(i32 %x)
  %2 = add i32 %1, 5
  %3 = xor i32 %2, %x
  ret i32 %3
}
define i32 @s(i32 %x) personality i32 (i32)* @pz {
  %1 = call i32 @b1(i32 %x)
  %2 = add i32 %1, 5
  %3 = xor i32 %2, %x
  ret i32 %3
}
define i32 @main() {
  %1 = call i32 @w1(i32 3)
  %2 = call i32 @w2(i32 %1)
  %3 = call i32 @s(i32 %2)
  %4 = call i32 @pa(i32 %3)
  %5 = call i32 @pz(i32 %4)
  %f = getelementptr [4 x i8], [4 x i8]* @.fmt, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %5)
  ret i32 0
}
