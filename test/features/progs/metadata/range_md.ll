; fmerge-test:
; Twins that differ only in !range on a load: the range twin lets opt fold
; the check away; the plain twin is called with an out-of-range value.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00"
@small = global i8 1
@big = global i8 5

define i32 @ranged(i8* %p) noinline {
  %v = load i8, i8* %p, !range !0
  %c = icmp ult i8 %v, 2
  %z = zext i8 %v to i32
  %r = select i1 %c, i32 %z, i32 -1
  ret i32 %r
}

define i32 @plain(i8* %p) noinline {
  %v = load i8, i8* %p
  %c = icmp ult i8 %v, 2
  %z = zext i8 %v to i32
  %r = select i1 %c, i32 %z, i32 -1
  ret i32 %r
}

define i32 @plain_b(i8* %p) noinline {
  %v = load i8, i8* %p
  %c = icmp ult i8 %v, 2
  %z = zext i8 %v to i32
  %r = select i1 %c, i32 %z, i32 -1
  ret i32 %r
}

define i32 @main() {
  %x = call i32 @ranged(i8* @small)
  %y = call i32 @plain(i8* @big)
  %z = call i32 @plain_b(i8* @small)
  %f = getelementptr [10 x i8], [10 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %x, i32 %y, i32 %z)
  ret i32 0
}
declare i32 @printf(i8*, ...)
!0 = !{i8 0, i8 2}
