; fmerge-test:
; Bodies that start on the define line (and end on an instruction line),
; and comments after the opening brace.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

define i64 @a1(i64 %x) noinline { ; comment after the brace
  %y = mul i64 %x, 7
  %z = add i64 %y, 1
  ret i64 %z
}
define i64 @a2(i64 %x) noinline { %y = mul i64 %x, 7
  %z = add i64 %y, 1
  ret i64 %z }
define i64 @a3(i64 %x) noinline { %y = mul i64 %x, 7
  %z = add i64 %y, 2
  ret i64 %z
}
define i64 @a4(i64 %x) noinline { %y = mul i64 %x, 7 %z = add i64 %y, 2 ret i64 %z }
define i32 @main() {
  %a = call i64 @a1(i64 1)
  %b = call i64 @a2(i64 2)
  %c = call i64 @a3(i64 3)
  %d = call i64 @a4(i64 4)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %a, i64 %b, i64 %c, i64 %d)
  ret i32 0
}
declare i32 @printf(i8*, ...)
