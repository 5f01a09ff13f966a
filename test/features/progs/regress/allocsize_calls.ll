; Issue 12 case 6: two similar linkonce_odr allocation functions with
; allocsize on different parameter positions; clang copies allocsize(N)
; onto every call site. When calls are redirected to a merged function with
; another parameter layout, the call-site attribute must not keep naming
; the old positions.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [18 x i8] c"%d %d %d %ld %ld\0A\00"

declare noalias i8* @malloc(i64)
declare void @free(i8*)
declare i32 @printf(i8*, ...)
declare i64 @llvm.objectsize.i64.p0i8(i8*, i1, i1, i1)

define linkonce_odr i8* @alloc_a(i64 %n, i32 %tag) noinline allocsize(0) {
  %t = sext i32 %tag to i64
  %m = mul i64 %n, 3
  %s = add i64 %m, %t
  %p = call i8* @malloc(i64 %s)
  %q = getelementptr i8, i8* %p, i64 0
  store i8 7, i8* %q
  ret i8* %p
}

define linkonce_odr i8* @alloc_b(i32 %tag, i64 %n) noinline allocsize(1) {
  %t = sext i32 %tag to i64
  %m = mul i64 %n, 5
  %s = add i64 %m, %t
  %p = call i8* @malloc(i64 %s)
  %q = getelementptr i8, i8* %p, i64 0
  store i8 9, i8* %q
  ret i8* %p
}

define i32 @main() {
  %a = call i8* @alloc_a(i64 16, i32 1) #0
  %b = call i8* @alloc_b(i32 2, i64 16) #1
  %c = call i8* @alloc_b(i32 3, i64 8) allocsize(1)
  %va = load i8, i8* %a
  %vb = load i8, i8* %b
  %vc = load i8, i8* %c
  %xa = zext i8 %va to i32
  %xb = zext i8 %vb to i32
  %xc = zext i8 %vc to i32
  %ob = call i64 @llvm.objectsize.i64.p0i8(i8* %b, i1 false, i1 false, i1 false)
  %oc = call i64 @llvm.objectsize.i64.p0i8(i8* %c, i1 false, i1 false, i1 false)
  %f = getelementptr [18 x i8], [18 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %xa, i32 %xb, i32 %xc, i64 %ob, i64 %oc)
  call void @free(i8* %a)
  call void @free(i8* %b)
  call void @free(i8* %c)
  ret i32 0
}

attributes #0 = { allocsize(0) }
attributes #1 = { allocsize(1) }
