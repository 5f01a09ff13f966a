; fmerge-test:
; Twins with linkonce_odr, weak_odr, weak, internal, private and
; available_externally-adjacent linkages.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"

define linkonce_odr i32 @lo(i32 %x) unnamed_addr noinline {
  %y = mul i32 %x, 9
  %z = add i32 %y, 3
  ret i32 %z
}
define weak_odr i32 @wo(i32 %x) noinline {
  %y = mul i32 %x, 9
  %z = add i32 %y, 3
  ret i32 %z
}
define weak i32 @wk(i32 %x) noinline {
  %y = mul i32 %x, 9
  %z = add i32 %y, 3
  ret i32 %z
}
define private i32 @pv(i32 %x) noinline {
  %y = mul i32 %x, 9
  %z = add i32 %y, 4
  ret i32 %z
}
define internal i32 @in(i32 %x) unnamed_addr noinline {
  %y = mul i32 %x, 9
  %z = add i32 %y, 4
  ret i32 %z
}
define i32 @main() {
  %a = call i32 @lo(i32 1)
  %b = call i32 @wo(i32 2)
  %c = call i32 @wk(i32 3)
  %d = call i32 @pv(i32 4)
  %e = call i32 @in(i32 5)
  %f = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e)
  ret i32 0
}
declare i32 @printf(i8*, ...)
