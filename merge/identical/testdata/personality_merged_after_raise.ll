; @kz (unnamed_addr, align 16) becomes an alias of @ka, whose header is
; rewritten to align 16; a round later @pz merges into @pa and the
; personality reference in @ka's header is redirected. The rewritten
; header used to hold only the redirects made before it, and swallowed
; this one: @ka named the deleted @pz. (Found by review, stop 39.)
@sink = global i32 0
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
define internal i32 @pa(i32 %x) unnamed_addr {
  %1 = call i32 @a0(i32 %x)
  %2 = add i32 %1, 1
  ret i32 %2
}
define internal i32 @pz(i32 %x) unnamed_addr {
  %1 = call i32 @b0(i32 %x)
  %2 = add i32 %1, 1
  ret i32 %2
}
define i32 @ka(i32 %x) personality i32 (i32)* @pz {
  %1 = mul i32 %x, 3
  %2 = add i32 %1, 5
  %3 = xor i32 %2, %x
  ret i32 %3
}
define i32 @kz(i32 %x) unnamed_addr align 16 personality i32 (i32)* @pz {
  %1 = mul i32 %x, 3
  %2 = add i32 %1, 5
  %3 = xor i32 %2, %x
  ret i32 %3
}
define i32 @main() {
  %1 = call i32 @ka(i32 3)
  %2 = call i32 @kz(i32 %1)
  %3 = call i32 @pa(i32 %2)
  %4 = call i32 @pz(i32 %3)
  %f = getelementptr [4 x i8], [4 x i8]* @.fmt, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %4)
  ret i32 0
}
