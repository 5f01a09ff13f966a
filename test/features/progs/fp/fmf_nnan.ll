; fmerge-test:
; Twins that differ only in fast-math flags (nnan ninf): the flagged twin
; lets opt fold the NaN check; the plain twin is called with a NaN.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00"

define i32 @fast(double %x) noinline {
  %s = fadd nnan ninf double %x, 1.0
  %c = fcmp nnan uno double %s, %s
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @strict(double %x) noinline {
  %s = fadd double %x, 1.0
  %c = fcmp uno double %s, %s
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @strict2(double %x) noinline {
  %s = fadd double %x, 1.0
  %c = fcmp uno double %s, %s
  %r = zext i1 %c to i32
  ret i32 %r
}
define i32 @main() {
  %a = call i32 @fast(double 2.0)
  %b = call i32 @strict(double 0x7FF8000000000000)
  %c = call i32 @strict2(double 0x7FF0000000000000)
  %f = getelementptr [10 x i8], [10 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c)
  ret i32 0
}
declare i32 @printf(i8*, ...)
