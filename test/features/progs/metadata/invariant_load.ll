; fmerge-test:
; Twins that differ only in !invariant.load: the plain one is called while
; the memory changes between its two loads. Merging it into the invariant
; twin lets opt -O2 fold the second load away (wrong result).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00"
@cell = global i32 7

define void @bump(i32* %p, i32 %k) noinline {
  %v = load i32, i32* %p
  %w = add i32 %v, %k
  store i32 %w, i32* %p
  ret void
}

define i32 @inv(i32* %p, i32 %k) noinline {
  %a = load i32, i32* %p, !invariant.load !0
  call void @bump(i32* %p, i32 %k)
  %b = load i32, i32* %p, !invariant.load !0
  %m = mul i32 %a, 1000
  %r = add i32 %m, %b
  ret i32 %r
}

define i32 @plain(i32* %p, i32 %k) noinline {
  %a = load i32, i32* %p
  call void @bump(i32* %p, i32 %k)
  %b = load i32, i32* %p
  %m = mul i32 %a, 1000
  %r = add i32 %m, %b
  ret i32 %r
}

define i32 @plain2(i32* %p, i32 %k) noinline {
  %a = load i32, i32* %p
  call void @bump(i32* %p, i32 %k)
  %b = load i32, i32* %p
  %m = mul i32 %a, 1000
  %r = add i32 %m, %b
  ret i32 %r
}

define i32 @main() {
  %x = call i32 @inv(i32* @cell, i32 0)
  %y = call i32 @plain(i32* @cell, i32 5)
  %z = call i32 @plain2(i32* @cell, i32 3)
  %f = getelementptr [10 x i8], [10 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %x, i32 %y, i32 %z)
  ret i32 0
}
declare i32 @printf(i8*, ...)
!0 = !{}
