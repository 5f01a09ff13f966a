; Valid IR laid out otherwise than LLVM prints it, outside any body: a
; global's initializer spread over three lines. fmerge must notice the
; layout and read the module as `opt -S` prints it (it used to give the
; line-based reader the pieces: a syntax error, and nothing merged). The
; twins are merged; the table keeps both addresses callable.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = constant [2 x i32 (i32)*]
  [i32 (i32)* @twin1,
   i32 (i32)* @twin2]
@fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00"

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

declare i32 @printf(i8*, ...)

define i32 @main() {
  %fm = getelementptr [10 x i8], [10 x i8]* @fmt, i64 0, i64 0
  %p1 = getelementptr [2 x i32 (i32)*], [2 x i32 (i32)*]* @table, i64 0, i64 0
  %p2 = getelementptr [2 x i32 (i32)*], [2 x i32 (i32)*]* @table, i64 0, i64 1
  %f1 = load i32 (i32)*, i32 (i32)** %p1
  %f2 = load i32 (i32)*, i32 (i32)** %p2
  %a = call i32 %f1(i32 5)
  %b = call i32 %f2(i32 6)
  %same = icmp eq i32 (i32)* %f1, %f2
  %s = zext i1 %same to i32
  call i32 (i8*, ...) @printf(i8* %fm, i32 %a, i32 %b, i32 %s)
  ret i32 0
}
