; fmerge-test:
; thread_local globals with every TLS model, accessed directly, in twins
; that differ only in which TLS variable (and so which access model).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"
@gd = thread_local global i32 1
@ld = internal thread_local(localdynamic) global i32 2
@ie = thread_local(initialexec) global i32 3
@le = thread_local(localexec) global i32 4
@le2 = thread_local(localexec) global i32 4

define i32 @t_gd(i32 %k) noinline {
  %v = load i32, i32* @gd
  %w = add i32 %v, %k
  store i32 %w, i32* @gd
  ret i32 %w
}
define i32 @t_ld(i32 %k) noinline {
  %v = load i32, i32* @ld
  %w = add i32 %v, %k
  store i32 %w, i32* @ld
  ret i32 %w
}
define i32 @t_ie(i32 %k) noinline {
  %v = load i32, i32* @ie
  %w = add i32 %v, %k
  store i32 %w, i32* @ie
  ret i32 %w
}
define i32 @t_le(i32 %k) noinline {
  %v = load i32, i32* @le
  %w = add i32 %v, %k
  store i32 %w, i32* @le
  ret i32 %w
}
define i32 @t_le2(i32 %k) noinline {
  %v = load i32, i32* @le
  %w = add i32 %v, %k
  store i32 %w, i32* @le
  ret i32 %w
}
define i32 @main() {
  %a = call i32 @t_gd(i32 10)
  %b = call i32 @t_ld(i32 20)
  %c = call i32 @t_ie(i32 30)
  %d = call i32 @t_le(i32 40)
  %e = call i32 @t_le2(i32 50)
  %f = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e)
  ret i32 0
}
declare i32 @printf(i8*, ...)
