; fmerge-test:
; The same as calls/longform_calls.ll with CRLF line endings.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

define i32 @f1(i32 %a, i32 %b) noinline {
  %m = mul i32 %a, %b
  %r = add i32 %m, 17
  ret i32 %r
}
define i32 @f2(i32 %a, i32 %b) noinline {
  %m = mul i32 %a, %b
  %r = add i32 %m, 17
  ret i32 %r
}
define i32 @f3(i32 %a, i32 %b) noinline {
  %m = mul i32 %a, %b
  %r = add i32 %m, 18
  ret i32 %r
}
define i32 @g1(i32 %x) noinline {
  %a = call i32 (i32, i32) @f1(i32 %x, i32 3)
  %b = tail call i32 (i32, i32) @f2(i32 %a, i32 2)
  %c = call fastcc i32 (i32) @h(i32 %b)
  ret i32 %c
}
define i32 @g2(i32 %x) noinline {
  %a = call i32 (i32, i32) @f1(i32 %x, i32 3)
  %b = tail call i32 (i32, i32) @f3(i32 %a, i32 2)
  %c = call fastcc i32 (i32) @h(i32 %b)
  ret i32 %c
}
define internal fastcc i32 @h(i32 %x) noinline {
  %r = xor i32 %x, 85
  ret i32 %r
}
define i32 @main() {
  %a = call i32 (i32) @g1(i32 1)
  %b = call i32 (i32) @g2(i32 2)
  %c = call i32 (i32, i32) @f2(i32 4, i32 5)
  %d = call i32 (i32, i32) @f3(i32 4, i32 5)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  %r = call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
declare i32 @printf(i8*, ...)
