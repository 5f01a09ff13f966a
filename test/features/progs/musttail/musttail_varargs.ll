; fmerge-test:
; musttail calls that forward varargs (...) from near-duplicate
; trampolines, and musttail between fixed-signature twins.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [11 x i8] c"[%d %d %d]\00"
@nl = private unnamed_addr constant [2 x i8] c"\0A\00"

define i32 @tramp1(i8* %f, ...) noinline {
  call void @note(i32 1)
  %r = musttail call i32 (i8*, ...) @printf(i8* %f, ...)
  ret i32 %r
}
define i32 @tramp2(i8* %f, ...) noinline {
  call void @note(i32 2)
  %r = musttail call i32 (i8*, ...) @printf(i8* %f, ...)
  ret i32 %r
}
define i32 @tramp3(i8* %f, ...) noinline {
  call void @note(i32 2)
  %r = musttail call i32 (i8*, ...) @printf(i8* %f, ...)
  ret i32 %r
}
@notes = global i32 0
define void @note(i32 %k) noinline {
  %v = load i32, i32* @notes
  %m = mul i32 %v, 10
  %a = add i32 %m, %k
  store i32 %a, i32* @notes
  ret void
}
define i32 @fx1(i32 %a, i32 %b) noinline {
  %s = add i32 %a, 1
  %r = musttail call i32 @leaf(i32 %s, i32 %b)
  ret i32 %r
}
define i32 @fx2(i32 %a, i32 %b) noinline {
  %s = add i32 %a, 2
  %r = musttail call i32 @leaf(i32 %s, i32 %b)
  ret i32 %r
}
define i32 @leaf(i32 %a, i32 %b) noinline {
  %m = mul i32 %a, %b
  ret i32 %m
}
define i32 @main() {
  %f = getelementptr [11 x i8], [11 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @tramp1(i8* %f, i32 1, i32 2, i32 3)
  call i32 (i8*, ...) @tramp2(i8* %f, i32 4, i32 5, i32 6)
  %x = call i32 @fx1(i32 3, i32 4)
  %y = call i32 @fx2(i32 3, i32 4)
  %n = load i32, i32* @notes
  call i32 (i8*, ...) @tramp3(i8* %f, i32 %x, i32 %y, i32 %n)
  %nl = getelementptr [2 x i8], [2 x i8]* @nl, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %nl)
  ret i32 0
}
declare i32 @printf(i8*, ...)
