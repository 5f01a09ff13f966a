; fmerge-test:
; Functions with quoted names (spaces, quotes, dots, unicode escapes) that
; are merged and called.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

define i32 @"fn with space"(i32 %x) noinline {
  %y = mul i32 %x, 11
  %z = sub i32 %y, 4
  ret i32 %z
}
define i32 @"fn \22quoted\22"(i32 %x) noinline {
  %y = mul i32 %x, 11
  %z = sub i32 %y, 4
  ret i32 %z
}
define i32 @"fn.dots-and\5Cbackslash"(i32 %x) noinline {
  %y = mul i32 %x, 11
  %z = sub i32 %y, 5
  ret i32 %z
}
define internal i32 @"\E2\82\ACeuro"(i32 %x) noinline {
  %y = mul i32 %x, 11
  %z = sub i32 %y, 5
  ret i32 %z
}
define i32 @main() {
  %a = call i32 @"fn with space"(i32 1)
  %b = call i32 @"fn \22quoted\22"(i32 2)
  %c = call i32 @"fn.dots-and\5Cbackslash"(i32 3)
  %d = call i32 @"\E2\82\ACeuro"(i32 4)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
declare i32 @printf(i8*, ...)
