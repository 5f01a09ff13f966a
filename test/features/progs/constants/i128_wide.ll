; fmerge-test:
; i128 / i256 / odd-width integer arithmetic with wide constants in
; near-duplicates.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [19 x i8] c"%016llx %016llx\0A\00\00\00"

define i128 @w1(i128 %x) noinline {
  %m = mul i128 %x, 170141183460469231731687303715884105727
  %a = add i128 %m, 18446744073709551617
  ret i128 %a
}
define i128 @w2(i128 %x) noinline {
  %m = mul i128 %x, 170141183460469231731687303715884105725
  %a = add i128 %m, 18446744073709551617
  ret i128 %a
}
define i128 @w3(i128 %x) noinline {
  %m = mul i128 %x, 170141183460469231731687303715884105725
  %a = add i128 %m, 18446744073709551617
  ret i128 %a
}
define i64 @o1(i64 %x) noinline {
  %t = trunc i64 %x to i37
  %m = mul i37 %t, 12345678901
  %z = zext i37 %m to i64
  ret i64 %z
}
define i64 @o2(i64 %x) noinline {
  %t = trunc i64 %x to i37
  %m = mul i37 %t, 12345678903
  %z = zext i37 %m to i64
  ret i64 %z
}
define void @pr(i128 %v) noinline {
  %fm = getelementptr [19 x i8], [19 x i8]* @fmt, i64 0, i64 0
  %h = lshr i128 %v, 64
  %hi = trunc i128 %h to i64
  %lo = trunc i128 %v to i64
  call i32 (i8*, ...) @printf(i8* %fm, i64 %hi, i64 %lo)
  ret void
}
define i32 @main() {
  %a = call i128 @w1(i128 3)
  call void @pr(i128 %a)
  %b = call i128 @w2(i128 3)
  call void @pr(i128 %b)
  %c = call i128 @w3(i128 5)
  call void @pr(i128 %c)
  %d = call i64 @o1(i64 99)
  %e = call i64 @o2(i64 99)
  %d1 = zext i64 %d to i128
  %e1 = zext i64 %e to i128
  %de = shl i128 %d1, 64
  %x = or i128 %de, %e1
  call void @pr(i128 %x)
  ret i32 0
}
declare i32 @printf(i8*, ...)
