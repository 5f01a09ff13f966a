; fmerge-test:
; naked functions in IR (body: inline asm + unreachable), identical and
; differing in the asm; a naked function must never become a thunk.
; Plain twins next to them are merged.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

define i32 @help1(i32 %x) noinline {
  %m = mul i32 %x, %x
  %r = add i32 %m, 3
  ret i32 %r
}
define i32 @help2(i32 %x) noinline {
  %m = mul i32 %x, %x
  %r = add i32 %m, 3
  ret i32 %r
}
define i32 @n1(i32 %x) naked noinline {
  call void asm sideeffect "leal 10(%rdi), %eax\0Aret", "~{dirflag},~{fpsr},~{flags}"()
  unreachable
}
define i32 @n2(i32 %x) naked noinline {
  call void asm sideeffect "leal 10(%rdi), %eax\0Aret", "~{dirflag},~{fpsr},~{flags}"()
  unreachable
}
define internal i32 @n3(i32 %x) naked noinline {
  call void asm sideeffect "leal 10(%rdi), %eax\0Aret", "~{dirflag},~{fpsr},~{flags}"()
  unreachable
}
define i32 @n4(i32 %x) naked noinline {
  call void asm sideeffect "leal 20(%rdi), %eax\0Aret", "~{dirflag},~{fpsr},~{flags}"()
  unreachable
}
@tab = global [2 x i32 (i32)*] [i32 (i32)* @n1, i32 (i32)* @n2]
define i32 @main() {
  %p = getelementptr [2 x i32 (i32)*], [2 x i32 (i32)*]* @tab, i64 0, i64 1
  %fp = load volatile i32 (i32)*, i32 (i32)** %p
  %a = call i32 @n1(i32 1)
  %b = call i32 %fp(i32 2)
  %c = call i32 @n3(i32 3)
  %d0 = call i32 @n4(i32 4)
  %h1 = call i32 @help1(i32 2)
  %h2 = call i32 @help2(i32 3)
  %h = add i32 %h1, %h2
  %d1 = mul i32 %d0, 1000
  %d = add i32 %d1, %h
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
declare i32 @printf(i8*, ...)
