; Unnamed (numbered) functions: @0 and @1 are identical, @2 is similar to
; @3. LLVM requires unnamed globals numbered 0, 1, 2, ... in order, and
; merging deleted @0 (or @2) outright: the output had a gap ("function
; expected to be numbered '%0'") and fmerge stopped with an internal error
; on a module opt -verify accepts. Numbered functions are now left as they
; are (remark Numbered); the named pair still merges.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [19 x i8] c"%d %d %d %d %d %d\0A\00"

declare i32 @printf(i8*, ...)

define internal i32 @0(i32 %x) noinline {
  %m = mul i32 %x, 41
  %y = xor i32 %m, 77
  ret i32 %y
}

define internal i32 @1(i32 %x) noinline {
  %m = mul i32 %x, 41
  %y = xor i32 %m, 77
  ret i32 %y
}

define internal i32 @2(i32 %x) noinline {
  %m = mul i32 %x, 41
  %y = xor i32 %m, 77
  %z = add i32 %y, 23
  %w = mul i32 %z, %x
  %v = sub i32 %w, 5
  ret i32 %v
}

define internal i32 @3(i32 %x) noinline {
  %m = mul i32 %x, 43
  %y = xor i32 %m, 77
  %z = add i32 %y, 29
  %w = mul i32 %z, %x
  %v = sub i32 %w, 5
  ret i32 %v
}

define internal i32 @named1(i32 %x) noinline {
  %m = mul i32 %x, 41
  %y = xor i32 %m, 77
  %z = add i32 %y, 23
  %w = mul i32 %z, %x
  ret i32 %w
}

define internal i32 @named2(i32 %x) noinline {
  %m = mul i32 %x, 41
  %y = xor i32 %m, 77
  %z = add i32 %y, 23
  %w = mul i32 %z, %x
  ret i32 %w
}

define i32 @main() {
  %f = getelementptr [19 x i8], [19 x i8]* @fmt, i64 0, i64 0
  %a = call i32 @0(i32 3)
  %b = call i32 @1(i32 4)
  %c = call i32 @2(i32 5)
  %d = call i32 @3(i32 6)
  %e = call i32 @named1(i32 7)
  %g = call i32 @named2(i32 8)
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %g)
  ret i32 0
}
