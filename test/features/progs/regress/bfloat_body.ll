; A function whose body uses bfloat (which the IR library cannot read) is
; left unanalysed and merged with nothing; the rest of the module is merged
; as usual (it used to be refused whole with exit 2).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [12 x i8] c"%04x %d %d\0A\00"

define i16 @bf(i16 %x) noinline {
  %b = bitcast bfloat 0xR3F80 to i16
  %v = add i16 %b, %x
  ret i16 %v
}

define internal i32 @twin1(i32 %x) noinline {
  %a = mul i32 %x, 13
  %b = xor i32 %a, 77
  %c = add i32 %b, 5
  ret i32 %c
}

define internal i32 @twin2(i32 %x) noinline {
  %a = mul i32 %x, 13
  %b = xor i32 %a, 77
  %c = add i32 %b, 5
  ret i32 %c
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %fm = getelementptr [12 x i8], [12 x i8]* @fmt, i64 0, i64 0
  %a = call i16 @bf(i16 16256)
  %a1 = zext i16 %a to i32
  %b = call i32 @twin1(i32 3)
  %c = call i32 @twin2(i32 4)
  call i32 (i8*, ...) @printf(i8* %fm, i32 %a1, i32 %b, i32 %c)
  ret i32 0
}
