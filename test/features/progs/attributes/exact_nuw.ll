; fmerge-test:
; Twins that differ only in exact / nuw flags; the plain twins get inputs
; where the flags would be violated, so folding by the flags is wrong.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"

define i32 @ex(i32 %x) noinline {
  %d = udiv exact i32 %x, 4
  %m = mul i32 %d, 4
  %c = icmp eq i32 %m, %x
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @noex(i32 %x) noinline {
  %d = udiv i32 %x, 4
  %m = mul i32 %d, 4
  %c = icmp eq i32 %m, %x
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @nuw(i32 %x) noinline {
  %s = shl nuw i32 %x, 4
  %t = lshr i32 %s, 4
  ret i32 %t
}
define i32 @nonuw(i32 %x) noinline {
  %s = shl i32 %x, 4
  %t = lshr i32 %s, 4
  ret i32 %t
}
define i32 @nonuw2(i32 %x) noinline {
  %s = shl i32 %x, 4
  %t = lshr i32 %s, 4
  ret i32 %t
}
define i32 @main() {
  %a = call i32 @ex(i32 8)
  %b = call i32 @noex(i32 7)
  %c = call i32 @nuw(i32 3)
  %d = call i32 @nonuw(i32 -1)
  %e = call i32 @nonuw2(i32 -16)
  %f = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e)
  ret i32 0
}
declare i32 @printf(i8*, ...)
