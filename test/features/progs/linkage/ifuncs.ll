; fmerge-test:
; ifuncs whose resolvers are identical twins and whose implementations
; are merged.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00"

@if1 = ifunc i32 (i32), i32 (i32)* ()* @res1
@if2 = ifunc i32 (i32), i32 (i32)* ()* @res2
@if3 = ifunc i32 (i32), i32 (i32)* ()* @res3

define internal i32 (i32)* @res1() {
  ret i32 (i32)* @impl1
}
define internal i32 (i32)* @res2() {
  ret i32 (i32)* @impl2
}
define internal i32 (i32)* @res3() {
  ret i32 (i32)* @impl2
}
define internal i32 @impl1(i32 %x) noinline {
  %y = mul i32 %x, 5
  %z = add i32 %y, 100
  ret i32 %z
}
define internal i32 @impl2(i32 %x) noinline {
  %y = mul i32 %x, 5
  %z = add i32 %y, 200
  ret i32 %z
}
define i32 @main() {
  %a = call i32 @if1(i32 1)
  %b = call i32 @if2(i32 2)
  %c = call i32 @if3(i32 3)
  %f = getelementptr [10 x i8], [10 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c)
  ret i32 0
}
declare i32 @printf(i8*, ...)
