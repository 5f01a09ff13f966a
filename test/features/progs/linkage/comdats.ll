; fmerge-test:
; Twins in comdats (any / nodeduplicate / shared with a variable) next to
; twins outside comdats.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

$c1 = comdat any
$c2 = comdat any
$cv = comdat any
$nd = comdat nodeduplicate
@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"
@cv = linkonce_odr global i32 9, comdat

define linkonce_odr i32 @c1(i32 %x) noinline comdat {
  %y = mul i32 %x, 13
  %z = add i32 %y, 1
  ret i32 %z
}
define linkonce_odr i32 @c2(i32 %x) noinline comdat {
  %y = mul i32 %x, 13
  %z = add i32 %y, 1
  ret i32 %z
}
define linkonce_odr i32 @cvf(i32 %x) noinline comdat($cv) {
  %g = load i32, i32* @cv
  %y = mul i32 %x, 13
  %z = add i32 %y, %g
  ret i32 %z
}
define i32 @nd(i32 %x) noinline comdat {
  %y = mul i32 %x, 13
  %z = add i32 %y, 2
  ret i32 %z
}
define i32 @plain(i32 %x) noinline {
  %y = mul i32 %x, 13
  %z = add i32 %y, 2
  ret i32 %z
}
define i32 @main() {
  %a = call i32 @c1(i32 1)
  %b = call i32 @c2(i32 2)
  %c = call i32 @cvf(i32 3)
  %d = call i32 @nd(i32 4)
  %e = call i32 @plain(i32 5)
  %f = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e)
  ret i32 0
}
declare i32 @printf(i8*, ...)
