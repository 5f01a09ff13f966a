; Interposable twins. @w1 and @w2 are weak and @s strong, with one body:
; LLVM ends with both weak names as thunks to @s and no private copy
; (fmerge used to keep a private copy besides @s). @t1, @t2 and @t3 are
; weak, unnamed_addr and too small for a thunk: with aliases (the default)
; all three become aliases of one private body (fmerge used to give @t3 a
; body of its own, and a fourth twin a second private copy). Each is
; called through a table, so the thunks and aliases are what runs.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@acc = global i32 1
@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

define weak i32 @w1(i32 %x) noinline {
  %a = mul i32 %x, 31
  %b = xor i32 %a, 1234
  %c = add i32 %b, 7
  ret i32 %c
}

define weak i32 @w2(i32 %x) noinline {
  %a = mul i32 %x, 31
  %b = xor i32 %a, 1234
  %c = add i32 %b, 7
  ret i32 %c
}

define i32 @s(i32 %x) noinline {
  %a = mul i32 %x, 31
  %b = xor i32 %a, 1234
  %c = add i32 %b, 7
  ret i32 %c
}

define weak void @t1(i32 %x) unnamed_addr noinline {
  store i32 %x, i32* @acc
  ret void
}

define weak void @t2(i32 %x) unnamed_addr noinline {
  store i32 %x, i32* @acc
  ret void
}

define weak void @t3(i32 %x) unnamed_addr noinline {
  store i32 %x, i32* @acc
  ret void
}

@tab = global [3 x i32 (i32)*] [i32 (i32)* @w1, i32 (i32)* @w2, i32 (i32)* @s]
@ttab = global [3 x void (i32)*] [void (i32)* @t1, void (i32)* @t2, void (i32)* @t3]

declare i32 @printf(i8*, ...)

define i32 @main() {
  %p0 = getelementptr [3 x i32 (i32)*], [3 x i32 (i32)*]* @tab, i64 0, i64 0
  %p1 = getelementptr [3 x i32 (i32)*], [3 x i32 (i32)*]* @tab, i64 0, i64 1
  %p2 = getelementptr [3 x i32 (i32)*], [3 x i32 (i32)*]* @tab, i64 0, i64 2
  %f0 = load i32 (i32)*, i32 (i32)** %p0
  %f1 = load i32 (i32)*, i32 (i32)** %p1
  %f2 = load i32 (i32)*, i32 (i32)** %p2
  %a = call i32 %f0(i32 3)
  %b = call i32 %f1(i32 4)
  %c = call i32 %f2(i32 5)
  %q0 = getelementptr [3 x void (i32)*], [3 x void (i32)*]* @ttab, i64 0, i64 0
  %q1 = getelementptr [3 x void (i32)*], [3 x void (i32)*]* @ttab, i64 0, i64 1
  %q2 = getelementptr [3 x void (i32)*], [3 x void (i32)*]* @ttab, i64 0, i64 2
  %g0 = load void (i32)*, void (i32)** %q0
  %g1 = load void (i32)*, void (i32)** %q1
  %g2 = load void (i32)*, void (i32)** %q2
  call void %g0(i32 40)
  %d0 = load i32, i32* @acc
  call void %g1(i32 2)
  %d1 = load i32, i32* @acc
  call void %g2(i32 300)
  %d2 = load i32, i32* @acc
  %d01 = add i32 %d0, %d1
  %d = add i32 %d01, %d2
  %fm = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fm, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
