; fmerge-test:
; returned parameter attribute on twins and near-duplicates: the caller
; may use the argument instead of the result.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"
@buf = global [4 x i32] zeroinitializer

define i32* @st1(i32* returned %p, i32 %v) noinline {
  store i32 %v, i32* %p
  ret i32* %p
}
define i32* @st2(i32* returned %p, i32 %v) noinline {
  %w = add i32 %v, 1
  store i32 %w, i32* %p
  ret i32* %p
}
define i32* @st3(i32* %p, i32 %v) noinline {
  %w = add i32 %v, 1
  store i32 %w, i32* %p
  ret i32* %p
}
define i32 @id1(i32 %a, i32 returned %b) noinline {
  %c = mul i32 %a, %b
  store i32 %c, i32* getelementptr ([4 x i32], [4 x i32]* @buf, i64 0, i64 3)
  ret i32 %b
}
define i32 @id2(i32 returned %a, i32 %b) noinline {
  %c = mul i32 %a, %b
  store i32 %c, i32* getelementptr ([4 x i32], [4 x i32]* @buf, i64 0, i64 3)
  ret i32 %a
}
define i32 @main() {
  %p0 = getelementptr [4 x i32], [4 x i32]* @buf, i64 0, i64 0
  %p1 = getelementptr [4 x i32], [4 x i32]* @buf, i64 0, i64 1
  %p2 = getelementptr [4 x i32], [4 x i32]* @buf, i64 0, i64 2
  %r0 = call i32* @st1(i32* %p0, i32 5)
  %r1 = call i32* @st2(i32* %p1, i32 6)
  %r2 = call i32* @st3(i32* %p2, i32 7)
  %v0 = load i32, i32* %r0
  %v1 = load i32, i32* %r1
  %v2 = load i32, i32* %r2
  %a = call i32 @id1(i32 3, i32 4)
  %b = call i32 @id2(i32 3, i32 4)
  %s = add i32 %v2, %a
  %s2 = mul i32 %b, 100
  %s3 = add i32 %s, %s2
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %v0, i32 %v1, i32 %s3, i32 %a)
  ret i32 0
}
declare i32 @printf(i8*, ...)
