; fmerge-test:
; Twins that differ only in !nonnull on a pointer load; the plain twin
; loads a null pointer and must see it.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"
@x = global i32 42
@pnn = global i32* @x
@pnull = global i32* null

define i32 @nn(i32** %pp) noinline {
  %p = load i32*, i32** %pp, !nonnull !0
  %c = icmp eq i32* %p, null
  br i1 %c, label %isnull, label %ok
isnull:
  ret i32 -1
ok:
  %v = load i32, i32* %p
  ret i32 %v
}

define i32 @pl(i32** %pp) noinline {
  %p = load i32*, i32** %pp
  %c = icmp eq i32* %p, null
  br i1 %c, label %isnull, label %ok
isnull:
  ret i32 -1
ok:
  %v = load i32, i32* %p
  ret i32 %v
}

define i32 @pl2(i32** %pp) noinline {
  %p = load i32*, i32** %pp
  %c = icmp eq i32* %p, null
  br i1 %c, label %isnull, label %ok
isnull:
  ret i32 -1
ok:
  %v = load i32, i32* %p
  ret i32 %v
}

define i32 @main() {
  %a = call i32 @nn(i32** @pnn)
  %b = call i32 @pl(i32** @pnull)
  %c = call i32 @pl2(i32** @pnn)
  %s = add i32 %b, %c
  %f = getelementptr [7 x i8], [7 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %s)
  ret i32 0
}
declare i32 @printf(i8*, ...)
!0 = !{}
