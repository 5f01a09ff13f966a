; fmerge-test:
; Aliases (of functions, of aliases, with a bitcast) pointing at merged
; functions, and merged functions whose addresses are compared.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [19 x i8] c"%d %d %d %d %d %d\0A\00"

@al1 = alias i32 (i32), i32 (i32)* @t1
@al2 = alias i32 (i32), i32 (i32)* @t2
@alal = alias i32 (i32), i32 (i32)* @al2
@alcast = alias i64 (i64), bitcast (i32 (i32)* @t3 to i64 (i64)*)
@walias = weak alias i32 (i32), i32 (i32)* @t3

define i32 @t1(i32 %x) noinline {
  %y = shl i32 %x, 2
  %z = xor i32 %y, 1234
  ret i32 %z
}
define i32 @t2(i32 %x) noinline {
  %y = shl i32 %x, 2
  %z = xor i32 %y, 1234
  ret i32 %z
}
define i32 @t3(i32 %x) noinline {
  %y = shl i32 %x, 2
  %z = xor i32 %y, 4321
  ret i32 %z
}
define i32 @main() {
  %a = call i32 @al1(i32 1)
  %b = call i32 @alal(i32 2)
  %c = call i32 @t3(i32 3)
  %d = call i32 @walias(i32 4)
  %e0 = call i64 @alcast(i64 5)
  %e = trunc i64 %e0 to i32
  %ne = icmp ne i32 (i32)* @al1, @al2
  %g = zext i1 %ne to i32
  %f = getelementptr [19 x i8], [19 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e, i32 %g)
  ret i32 0
}
declare i32 @printf(i8*, ...)
