; Weak twins @w1/@w2 become a shared private body (@w1.fmerge) at once.
; @s (strong) equals them only after @b0 merges into @a0: it takes the
; private body over, which is deleted. @pz, named in the personality of all
; three, merges into @pa only later (after @d0->@c0, @d1->@c1). @w1's
; forwarder is written from @w1's header, which must then name @pa.
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
define internal i32 @pa(i32 %x) unnamed_addr {
  %1 = call i32 @c1(i32 %x)
  %2 = add i32 %1, 1
  ret i32 %2
}
define internal i32 @pz(i32 %x) unnamed_addr {
  %1 = call i32 @d1(i32 %x)
  %2 = add i32 %1, 1
  ret i32 %2
}
define weak i32 @w1(i32 %x) personality i32 (i32)* @pz {
  %1 = call i32 @a0(i32 %x)
  %2 = add i32 %1, 5
  %3 = xor i32 %2, %x
  ret i32 %3
}
define weak i32 @w2(i32 %x) personality i32 (i32)* @pz {
  %1 = call i32 @a0(i32 %x)
  %2 = add i32 %1, 5
  %3 = xor i32 %2, %x
  ret i32 %3
}
define i32 @s(i32 %x) personality i32 (i32)* @pz {
  %1 = call i32 @b0(i32 %x)
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
