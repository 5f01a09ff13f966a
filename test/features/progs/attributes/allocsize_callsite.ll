; fmerge-test:
; Allocator twins that differ only in allocsize(0) vs allocsize(1), and
; callers that differ only in the allocsize position at the call site: the
; object sizes the program prints come from them (objectsize is folded by
; codegen from the callee's allocsize).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

define i8* @myalloc(i64 %a, i64 %b) noinline {
  %n = add i64 %a, %b
  %p = call i8* @malloc(i64 %n)
  ret i8* %p
}
define i8* @alloc_a(i64 %a, i64 %b) noinline allocsize(0) {
  %n = add i64 %a, %b
  %p = call i8* @malloc(i64 %n)
  ret i8* %p
}
define i8* @alloc_b(i64 %a, i64 %b) noinline allocsize(1) {
  %n = add i64 %a, %b
  %p = call i8* @malloc(i64 %n)
  ret i8* %p
}
define i64 @via_a(i64 %a, i64 %b) noinline {
  %p = call i8* @alloc_a(i64 %a, i64 %b)
  %s = call i64 @llvm.objectsize.i64.p0i8(i8* %p, i1 false, i1 true, i1 true)
  call void @free(i8* %p)
  ret i64 %s
}
define i64 @via_b(i64 %a, i64 %b) noinline {
  %p = call i8* @alloc_b(i64 %a, i64 %b)
  %s = call i64 @llvm.objectsize.i64.p0i8(i8* %p, i1 false, i1 true, i1 true)
  call void @free(i8* %p)
  ret i64 %s
}
define i64 @size_first(i64 %a, i64 %b) noinline {
  %p = call i8* @myalloc(i64 %a, i64 %b) allocsize(0)
  %s = call i64 @llvm.objectsize.i64.p0i8(i8* %p, i1 false, i1 true, i1 true)
  call void @free(i8* %p)
  ret i64 %s
}
define i64 @size_second(i64 %a, i64 %b) noinline {
  %p = call i8* @myalloc(i64 %a, i64 %b) allocsize(1)
  %s = call i64 @llvm.objectsize.i64.p0i8(i8* %p, i1 false, i1 true, i1 true)
  call void @free(i8* %p)
  ret i64 %s
}
define i64 @size_second2(i64 %a, i64 %b) noinline {
  %p = call i8* @myalloc(i64 %a, i64 %b) allocsize(1)
  %s = call i64 @llvm.objectsize.i64.p0i8(i8* %p, i1 false, i1 true, i1 true)
  call void @free(i8* %p)
  ret i64 %s
}
define i64 @size_both(i64 %a, i64 %b) noinline {
  %p = call i8* @myalloc(i64 %a, i64 %b) allocsize(0, 1)
  %s = call i64 @llvm.objectsize.i64.p0i8(i8* %p, i1 false, i1 true, i1 true)
  call void @free(i8* %p)
  ret i64 %s
}
define i32 @main() {
  %a = call i64 @size_first(i64 10, i64 20)
  %b = call i64 @size_second(i64 10, i64 20)
  %c = call i64 @size_second2(i64 11, i64 21)
  %d = call i64 @size_both(i64 3, i64 5)
  %a1 = trunc i64 %a to i32
  %b1 = trunc i64 %b to i32
  %c1 = trunc i64 %c to i32
  %d1 = trunc i64 %d to i32
  %va = call i64 @via_a(i64 100, i64 200)
  %vb = call i64 @via_b(i64 100, i64 200)
  %va1 = trunc i64 %va to i32
  %vb1 = trunc i64 %vb to i32
  %f2 = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f2, i32 %va1, i32 %vb1, i32 0, i32 0)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a1, i32 %b1, i32 %c1, i32 %d1)
  ret i32 0
}
declare i8* @malloc(i64)
declare void @free(i8*)
declare i64 @llvm.objectsize.i64.p0i8(i8*, i1, i1, i1)
declare i32 @printf(i8*, ...)
