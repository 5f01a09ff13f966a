; fmerge-test:
; bfloat (0xR) constants in twins that differ only in that constant.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [11 x i8] c"%04x %04x\0A\00"
define i16 @bf1() noinline {
  %v = bitcast bfloat 0xR3F81 to i16
  ret i16 %v
}
define i16 @bf2() noinline {
  %v = bitcast bfloat 0xR3F82 to i16
  ret i16 %v
}
define i16 @bf3() noinline {
  %v = bitcast bfloat 0xR3F82 to i16
  ret i16 %v
}
define i32 @main() {
  %fm = getelementptr [11 x i8], [11 x i8]* @fmt, i64 0, i64 0
  %a = call i16 @bf1()
  %b = call i16 @bf2()
  %c = call i16 @bf3()
  %a1 = zext i16 %a to i32
  %b1 = zext i16 %b to i32
  %c1 = zext i16 %c to i32
  %s = add i32 %b1, %c1
  call i32 (i8*, ...) @printf(i8* %fm, i32 %a1, i32 %s)
  ret i32 0
}
declare i32 @printf(i8*, ...)
