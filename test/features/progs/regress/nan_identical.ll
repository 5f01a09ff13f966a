; Issue 12 case 1 (identical mode): two functions that differ only in the
; payload of a NaN constant must not be merged; llir sees both as "NaN".
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [6 x i8] c"%llx\0A\00"

define internal i64 @box1(i64 %x) noinline {
  %d = fadd double 0x7FF8000000001234, 0.0
  %b = bitcast double 0x7FF8000000001234 to i64
  %r = add i64 %b, %x
  ret i64 %r
}

define internal i64 @box2(i64 %x) noinline {
  %d = fadd double 0x7FF8000000004321, 0.0
  %b = bitcast double 0x7FF8000000004321 to i64
  %r = add i64 %b, %x
  ret i64 %r
}

define internal i64 @half1(i64 %x) noinline {
  %b = bitcast half 0xH7C01 to i16
  %e = zext i16 %b to i64
  %r = add i64 %e, %x
  ret i64 %r
}

define internal i64 @half2(i64 %x) noinline {
  %b = bitcast half 0xH7E00 to i16
  %e = zext i16 %b to i64
  %r = add i64 %e, %x
  ret i64 %r
}

define internal i64 @fp80a(i64 %x) noinline {
  %b = bitcast x86_fp80 0xK7FFF8000000000001234 to i80
  %t = trunc i80 %b to i64
  %r = add i64 %t, %x
  ret i64 %r
}

define internal i64 @fp80b(i64 %x) noinline {
  %b = bitcast x86_fp80 0xK7FFFC000000000000000 to i80
  %t = trunc i80 %b to i64
  %r = add i64 %t, %x
  ret i64 %r
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %p = getelementptr [6 x i8], [6 x i8]* @fmt, i64 0, i64 0
  %a = call i64 @box1(i64 1)
  call i32 (i8*, ...) @printf(i8* %p, i64 %a)
  %b = call i64 @box2(i64 1)
  call i32 (i8*, ...) @printf(i8* %p, i64 %b)
  %c = call i64 @half1(i64 1)
  call i32 (i8*, ...) @printf(i8* %p, i64 %c)
  %d = call i64 @half2(i64 1)
  call i32 (i8*, ...) @printf(i8* %p, i64 %d)
  %e = call i64 @fp80a(i64 1)
  call i32 (i8*, ...) @printf(i8* %p, i64 %e)
  %f = call i64 @fp80b(i64 1)
  call i32 (i8*, ...) @printf(i8* %p, i64 %f)
  ret i32 0
}
