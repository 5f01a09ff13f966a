; fmerge-test:
; Twins that differ only in nsw: with nsw, opt folds "x+1 > x" to true;
; the plain twin is called with INT_MAX.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00"

define i32 @with_nsw(i32 %x) noinline {
  %s = add nsw i32 %x, 1
  %c = icmp sgt i32 %s, %x
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @without(i32 %x) noinline {
  %s = add i32 %x, 1
  %c = icmp sgt i32 %s, %x
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @without2(i32 %x) noinline {
  %s = add i32 %x, 1
  %c = icmp sgt i32 %s, %x
  %r = zext i1 %c to i32
  ret i32 %r
}

define i32 @main() {
  %a = call i32 @with_nsw(i32 5)
  %b = call i32 @without(i32 2147483647)
  %c = call i32 @without2(i32 2147483647)
  %f = getelementptr [10 x i8], [10 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c)
  ret i32 0
}
declare i32 @printf(i8*, ...)
