; fmerge-test:
; Near-duplicates that differ only in NaN payload / sign constants: the
; printed bit patterns must survive a similar merge; @nd is identical to
; @na and @ne differs from it in a plain constant.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [16 x i8] c"%016llx %08x\0A\00\00\00"

define void @na(double* %o, float* %fo, double %x) noinline {
  %a = fadd double %x, 1.0
  store double %a, double* %o
  %q = getelementptr double, double* %o, i64 1
  store double 0x7FF8000000001234, double* %q
  %q2 = getelementptr double, double* %o, i64 2
  store double 0xFFF0000000000005, double* %q2
  store float 0x7FF8000020000000, float* %fo
  ret void
}
define void @nd(double* %o, float* %fo, double %x) noinline {
  %a = fadd double %x, 1.0
  store double %a, double* %o
  %q = getelementptr double, double* %o, i64 1
  store double 0x7FF8000000001234, double* %q
  %q2 = getelementptr double, double* %o, i64 2
  store double 0xFFF0000000000005, double* %q2
  store float 0x7FF8000020000000, float* %fo
  ret void
}
define void @ne(double* %o, float* %fo, double %x) noinline {
  %a = fadd double %x, 5.0
  store double %a, double* %o
  %q = getelementptr double, double* %o, i64 1
  store double 0x7FF8000000001234, double* %q
  %q2 = getelementptr double, double* %o, i64 2
  store double 0xFFF0000000000005, double* %q2
  store float 0x7FF8000020000000, float* %fo
  ret void
}
define void @nb(double* %o, float* %fo, double %x) noinline {
  %a = fadd double %x, 1.0
  store double %a, double* %o
  %q = getelementptr double, double* %o, i64 1
  store double 0x7FF8000000004321, double* %q
  %q2 = getelementptr double, double* %o, i64 2
  store double 0xFFF0000000000007, double* %q2
  store float 0x7FF8000040000000, float* %fo
  ret void
}
define void @nc(double* %o, float* %fo, double %x) noinline {
  %a = fadd double %x, 1.0
  store double %a, double* %o
  %q = getelementptr double, double* %o, i64 1
  store double 0xFFF8000000004321, double* %q
  %q2 = getelementptr double, double* %o, i64 2
  store double 0x7FF0000000000007, double* %q2
  store float 0xFFF8000040000000, float* %fo
  ret void
}
define double @ra(i32 %i) noinline {
  %c = icmp sgt i32 %i, 0
  %r = select i1 %c, double 0x7FF4000000000001, double 0x7FF4000000000002
  ret double %r
}
define double @rb(i32 %i) noinline {
  %c = icmp sgt i32 %i, 0
  %r = select i1 %c, double 0x7FF4000000000001, double 0x7FF4000000000003
  ret double %r
}
define void @show(double* %d, float* %f) noinline {
  %fm = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  %fv = load float, float* %f
  %fb = bitcast float %fv to i32
  br label %loop
loop:
  %i = phi i64 [ 0, %0 ], [ %n, %loop ]
  %p = getelementptr double, double* %d, i64 %i
  %pi = bitcast double* %p to i64*
  %v = load i64, i64* %pi
  call i32 (i8*, ...) @printf(i8* %fm, i64 %v, i32 %fb)
  %n = add i64 %i, 1
  %c = icmp ult i64 %n, 3
  br i1 %c, label %loop, label %done
done:
  ret void
}
define i32 @main() {
  %d = alloca [3 x double]
  %f = alloca float
  %dp = getelementptr [3 x double], [3 x double]* %d, i64 0, i64 0
  call void @na(double* %dp, float* %f, double 1.0)
  call void @show(double* %dp, float* %f)
  call void @nb(double* %dp, float* %f, double 2.0)
  call void @show(double* %dp, float* %f)
  call void @nc(double* %dp, float* %f, double 3.0)
  call void @show(double* %dp, float* %f)
  call void @nd(double* %dp, float* %f, double 4.0)
  call void @show(double* %dp, float* %f)
  call void @ne(double* %dp, float* %f, double 4.0)
  call void @show(double* %dp, float* %f)
  %x = call double @ra(i32 0)
  %y = call double @rb(i32 0)
  store double %x, double* %dp
  %dp1 = getelementptr [3 x double], [3 x double]* %d, i64 0, i64 1
  store double %y, double* %dp1
  call void @show(double* %dp, float* %f)
  ret i32 0
}
declare i32 @printf(i8*, ...)
