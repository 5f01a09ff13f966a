; fmerge-test:
; gc "shadow-stack" functions using llvm.gcroot, identical and similar;
; the printed root-chain depth (read with inline asm: the chain head is
; created by the shadow-stack lowering) shows the frames are registered.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%FrameMap = type { i32, i32 }
%StackEntry = type { %StackEntry*, %FrameMap* }
@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

define i32 @depth() noinline {
  %h = call %StackEntry* asm "movq llvm_gc_root_chain(%rip), $0", "=r"()
  br label %loop
loop:
  %p = phi %StackEntry* [ %h, %0 ], [ %nx, %body ]
  %n = phi i32 [ 0, %0 ], [ %n1, %body ]
  %z = icmp eq %StackEntry* %p, null
  br i1 %z, label %done, label %body
body:
  %np = getelementptr %StackEntry, %StackEntry* %p, i32 0, i32 0
  %nx = load %StackEntry*, %StackEntry** %np
  %n1 = add i32 %n, 1
  br label %loop
done:
  ret i32 %n
}
define i32 @r1(i32 %x) noinline gc "shadow-stack" {
  %root = alloca i8*
  call void @llvm.gcroot(i8** %root, i8* null)
  store i8* null, i8** %root
  %d = call i32 @depth()
  %m = mul i32 %d, 100
  %r = add i32 %m, %x
  ret i32 %r
}
define i32 @r2(i32 %x) noinline gc "shadow-stack" {
  %root = alloca i8*
  call void @llvm.gcroot(i8** %root, i8* null)
  store i8* null, i8** %root
  %d = call i32 @depth()
  %m = mul i32 %d, 100
  %r = add i32 %m, %x
  ret i32 %r
}
define i32 @r3(i32 %x) noinline gc "shadow-stack" {
  %root = alloca i8*
  call void @llvm.gcroot(i8** %root, i8* null)
  store i8* null, i8** %root
  %d = call i32 @depth()
  %m = mul i32 %d, 1000
  %r = add i32 %m, %x
  ret i32 %r
}
define i32 @nogc(i32 %x) noinline {
  %d = call i32 @depth()
  %m = mul i32 %d, 100
  %r = add i32 %m, %x
  ret i32 %r
}
define i32 @main() gc "shadow-stack" {
  %root = alloca i8*
  call void @llvm.gcroot(i8** %root, i8* null)
  %a = call i32 @r1(i32 1)
  %b = call i32 @r2(i32 2)
  %c = call i32 @r3(i32 3)
  %d = call i32 @nogc(i32 4)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
declare void @llvm.gcroot(i8**, i8*)
declare i32 @printf(i8*, ...)
