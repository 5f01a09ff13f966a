; Two near-twins whose return types unify (i16 zeroext, i8 signext): the
; merged function returns i16 with no extension attribute, so a call
; reading zeroext from it must not be rewritten (TestRewrittenCallsKeepReturnExtension).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@.fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"
@g = global [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8]
declare i32 @printf(i8*, ...)

define internal zeroext i16 @f1(i32 %x, i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %a = phi i32 [%x, %entry], [%a1, %loop]
  %p = getelementptr [8 x i32], [8 x i32]* @g, i32 0, i32 %i
  %v = load i32, i32* %p
  %m = mul i32 %a, 65599
  %a1 = add i32 %m, %v
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %r = trunc i32 %a1 to i16
  ret i16 %r
}
define internal signext i8 @f2(i32 %x, i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %a = phi i32 [%x, %entry], [%a1, %loop]
  %p = getelementptr [8 x i32], [8 x i32]* @g, i32 0, i32 %i
  %v = load i32, i32* %p
  %m = mul i32 %a, 65599
  %a1 = add i32 %m, %v
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  %r = trunc i32 %a1 to i8
  ret i8 %r
}
define i32 @main() {
entry:
  br label %l
l:
  %k = phi i32 [1, %entry], [%k1, %l]
  %x = mul i32 %k, 123457
  %r1 = call zeroext i16 @f1(i32 %x, i32 %k)
  %z1 = zext i16 %r1 to i32
  %r2 = call signext i8 @f2(i32 %x, i32 %k)
  %z2 = sext i8 %r2 to i32
  call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @.fmt, i32 0, i32 0), i32 %z1, i32 %z2)
  %k1 = add i32 %k, 1
  %dd = icmp eq i32 %k1, 8
  br i1 %dd, label %e, label %l
e:
  ret i32 0
}
