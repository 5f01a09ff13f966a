; fmerge-test:
; Calls and definitions spread over several lines with comments in
; between, referring to functions that get merged.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00"

define i32 @m1(i32 %a,  ; first
               i32 %b)  ; second
               noinline {
entry:
  %s = add i32 %a,      ; lhs
           %b           ; rhs
  %t = mul i32 %s, 3
  ret i32 %t
}
define i32 @m2(i32 %a,
               i32 %b) noinline
{
entry:
  %s = add i32 %a, %b
  %t = mul i32 %s, 3
  ret i32 %t
}
define i32 @m3(i32 %a, i32 %b) noinline {
entry:
  %s = add i32 %a, %b
  %t = mul i32 %s, 4
  ret i32 %t
}
define i32 @main() {
  %a = call i32 @m1(
          i32 1,      ; a
          i32 2)      ; b
  %b = call i32
       @m2(i32 3,
           ; comment line inside the call
           i32 4)
  %c = call i32 @m3(i32 5, i32
       6)
  %f = getelementptr [10 x i8], [10 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(
      i8* %f, i32 %a, i32 %b,
      i32 %c)
  ret i32 0
}
declare i32 @printf(i8*, ...)
