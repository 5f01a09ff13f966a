; Near-twins whose entry allocas are shared by the merged function, where
; only f1 marks its two slots with lifetime markers (disjoint lives) and f2
; uses the same two slots at once without markers. The merged function
; carried f1's markers on the shared slots, llc's stack colouring gave both
; slots one stack location, and f2's path overwrote one with the other
; (201920 printed as 370480 in the default mode). Such a pair is no
; longer merged: merged code keeps the originals' markers only where they
; stay true of every slot (codegen.markersSafe).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(i8*, ...)
declare void @llvm.lifetime.start.p0i8(i64, i8*)
declare void @llvm.lifetime.end.p0i8(i64, i8*)

define void @fill(i32* %p, i32 %n, i32 %base) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %g = getelementptr i32, i32* %p, i32 %i
  %v = add i32 %base, %i
  store i32 %v, i32* %g
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
define i32 @sum2(i32* %p, i32* %q, i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %g = getelementptr i32, i32* %p, i32 %i
  %h = getelementptr i32, i32* %q, i32 %i
  %x = load i32, i32* %g
  %y = load i32, i32* %h
  %m = mul i32 %x, %y
  %s1 = add i32 %s, %m
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}

; f1: disjoint lifetimes
define internal i32 @f1(i32 %k) noinline {
entry:
  %a = alloca [16 x i32], align 16
  %b = alloca [16 x i32], align 16
  %a8 = bitcast [16 x i32]* %a to i8*
  %b8 = bitcast [16 x i32]* %b to i8*
  %ap = getelementptr [16 x i32], [16 x i32]* %a, i32 0, i32 0
  %bp = getelementptr [16 x i32], [16 x i32]* %b, i32 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* %a8)
  call void @fill(i32* %ap, i32 16, i32 %k)
  %r1 = call i32 @sum2(i32* %ap, i32* %ap, i32 16)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* %a8)
  call void @llvm.lifetime.start.p0i8(i64 64, i8* %b8)
  call void @fill(i32* %bp, i32 16, i32 3)
  %r2 = call i32 @sum2(i32* %bp, i32* %bp, i32 16)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* %b8)
  %r = add i32 %r1, %r2
  ret i32 %r
}
; f2: same allocas, no markers, simultaneous use
define internal i32 @f2(i32 %k) noinline {
entry:
  %a = alloca [16 x i32], align 16
  %b = alloca [16 x i32], align 16
  %ap = getelementptr [16 x i32], [16 x i32]* %a, i32 0, i32 0
  %bp = getelementptr [16 x i32], [16 x i32]* %b, i32 0, i32 0
  call void @fill(i32* %ap, i32 16, i32 %k)
  call void @fill(i32* %bp, i32 16, i32 100)
  %r1 = call i32 @sum2(i32* %ap, i32* %bp, i32 16)
  %r2 = call i32 @sum2(i32* %bp, i32* %bp, i32 16)
  %r = add i32 %r1, %r2
  ret i32 %r
}
define i32 @main() {
  %f = getelementptr [7 x i8], [7 x i8]* @fmt, i64 0, i64 0
  %a = call i32 @f1(i32 1)
  %b = call i32 @f2(i32 2)
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b)
  ret i32 0
}
