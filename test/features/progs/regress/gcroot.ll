; Issue 12 case 10: llvm.gcroot needs an alloca as its first operand, in
; a function with a gc strategy. Merged code must never hand it anything
; else (a select of two allocas, a phi).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"
@obj1 = internal global i32 11
@obj2 = internal global i32 22

declare void @llvm.gcroot(i8**, i8*)

define internal i32 @root1(i32 %x) noinline gc "shadow-stack" {
  %r = alloca i8*
  %s = alloca i8*
  call void @llvm.gcroot(i8** %r, i8* null)
  call void @llvm.gcroot(i8** %s, i8* null)
  store i8* bitcast (i32* @obj1 to i8*), i8** %r
  %p = load i8*, i8** %r
  %q = bitcast i8* %p to i32*
  %v = load i32, i32* %q
  %m = mul i32 %v, %x
  %a = add i32 %m, 3
  ret i32 %a
}

define internal i32 @root2(i32 %x) noinline gc "shadow-stack" {
  %r = alloca i8*
  %s = alloca i8*
  call void @llvm.gcroot(i8** %s, i8* null)
  call void @llvm.gcroot(i8** %r, i8* null)
  store i8* bitcast (i32* @obj2 to i8*), i8** %r
  %p = load i8*, i8** %r
  %q = bitcast i8* %p to i32*
  %v = load i32, i32* %q
  %m = mul i32 %v, %x
  %a = add i32 %m, 5
  ret i32 %a
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %a = call i32 @root1(i32 2)
  %b = call i32 @root2(i32 3)
  %f = getelementptr [7 x i8], [7 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b)
  ret i32 0
}
