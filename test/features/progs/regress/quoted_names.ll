; Issue 12 case 10: function names with '"' (escaped as \22), spaces and
; other escapes, merged in every configuration.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

define internal i32 @"say \22hi\22 a"(i32 %x) noinline {
  %m = mul i32 %x, 31
  %y = xor i32 %m, 77
  %z = add i32 %y, 17
  %w = mul i32 %z, %x
  %v = sub i32 %w, 5
  ret i32 %v
}

define internal i32 @"say \22hi\22 b"(i32 %x) noinline {
  %m = mul i32 %x, 37
  %y = xor i32 %m, 77
  %z = add i32 %y, 19
  %w = mul i32 %z, %x
  %v = sub i32 %w, 5
  ret i32 %v
}

define i32 @"\01weird name"(i32 %x) noinline {
  %m = mul i32 %x, 31
  %y = xor i32 %m, 77
  %z = add i32 %y, 17
  %w = mul i32 %z, %x
  %v = sub i32 %w, 5
  ret i32 %v
}

define internal i32 @"with space"(i32 %x) noinline {
  %m = mul i32 %x, 41
  %y = xor i32 %m, 77
  %z = add i32 %y, 23
  %w = mul i32 %z, %x
  %v = sub i32 %w, 5
  ret i32 %v
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %a = call i32 @"say \22hi\22 a"(i32 1)
  %b = call i32 @"say \22hi\22 b"(i32 2)
  %c = call i32 @"\01weird name"(i32 3)
  %d = call i32 @"with space"(i32 4)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
