; fmerge-test:
; Twins that differ only in signext vs zeroext on an i8 parameter: the
; callee relies on the caller's extension.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

define i32 @se(i8 signext %c) noinline {
  %w = sext i8 %c to i32
  %r = add i32 %w, 1000
  ret i32 %r
}
define i32 @ze(i8 zeroext %c) noinline {
  %w = sext i8 %c to i32
  %r = add i32 %w, 1000
  ret i32 %r
}
define i32 @ze2(i8 zeroext %c) noinline {
  %w = sext i8 %c to i32
  %r = add i32 %w, 1000
  ret i32 %r
}
define i32 @plain(i8 %c) noinline {
  %w = sext i8 %c to i32
  %r = add i32 %w, 1000
  ret i32 %r
}
define i32 @main() {
  %a = call i32 @se(i8 signext -1)
  %b = call i32 @ze(i8 zeroext -1)
  %c = call i32 @ze2(i8 zeroext -2)
  %d = call i32 @plain(i8 -3)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
declare i32 @printf(i8*, ...)
