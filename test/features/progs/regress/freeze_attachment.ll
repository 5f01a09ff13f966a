; Valid LLVM 14 the IR library's grammar lacks: a metadata attachment on
; `freeze` (docs/llir-defects.md #9). The two functions holding one are
; left unanalysed and merged with nothing, with a warning; the rest of the
; module is merged as usual (this used to skip similar merging, or fail
; the run when the two collided, with a syntax error).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"

define i32 @fz1(i32 %x) noinline {
  %f = freeze i32 %x, !annotation !0
  %a = mul i32 %f, 13
  %b = xor i32 %a, 77
  ret i32 %b
}

define i32 @fz2(i32 %x) noinline {
  %f = freeze i32 %x, !annotation !0
  %a = mul i32 %f, 13
  %b = xor i32 %a, 77
  ret i32 %b
}

define internal i32 @twin1(i32 %x) noinline {
  %a = mul i32 %x, 13
  %b = xor i32 %a, 77
  %c = add i32 %b, 5
  ret i32 %c
}

define internal i32 @twin2(i32 %x) noinline {
  %a = mul i32 %x, 13
  %b = xor i32 %a, 77
  %c = add i32 %b, 5
  ret i32 %c
}

define internal i32 @near(i32 %x) noinline {
  %a = mul i32 %x, 13
  %b = xor i32 %a, 78
  %c = add i32 %b, 5
  ret i32 %c
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %fm = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  %a = call i32 @fz1(i32 3)
  %b = call i32 @fz2(i32 4)
  %c = call i32 @twin1(i32 5)
  %d = call i32 @twin2(i32 6)
  %e = call i32 @near(i32 7)
  call i32 (i8*, ...) @printf(i8* %fm, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e)
  ret i32 0
}

!0 = !{!"fmerge.test"}
