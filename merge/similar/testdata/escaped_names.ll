@"\01g" = global i32 5
@"odd name" = global i32 7
@fmt = private unnamed_addr constant [4 x i8] c"%d\0A\00"

declare i32 @printf(i8*, ...)

define internal i32 @"\01fa"(i32 %x) noinline {
entry:
  %g = load volatile i32, i32* @"\01g"
  %a = mul i32 %x, %g
  %b = add i32 %a, 17
  %c = xor i32 %b, %x
  store volatile i32 %c, i32* @"odd name"
  %d = sdiv i32 %c, 3
  ret i32 %d
}

define internal i32 @"\01fb"(i32 %x) noinline {
entry:
  %g = load volatile i32, i32* @"\01g"
  %a = mul i32 %x, %g
  %b = add i32 %a, 19
  %c = xor i32 %b, %x
  store volatile i32 %c, i32* @"odd name"
  %d = sdiv i32 %c, 3
  ret i32 %d
}

define i32 @main() {
entry:
  %p = getelementptr [4 x i8], [4 x i8]* @fmt, i64 0, i64 0
  %a = call i32 @"\01fa"(i32 3)
  %b = call i32 @"\01fb"(i32 4)
  call i32 (i8*, ...) @printf(i8* %p, i32 %a)
  call i32 (i8*, ...) @printf(i8* %p, i32 %b)
  ret i32 0
}
