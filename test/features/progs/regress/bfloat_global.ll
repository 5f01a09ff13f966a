; A bfloat global (valid LLVM 14, a type the IR library cannot read) makes
; the module unreadable to fmerge outside any one body: it is written as
; it came in, with a warning, in every configuration, and nothing is
; merged (it used to be refused whole with exit 2). The twins below would
; merge in a module without it.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@one = global bfloat 0xR3F80
@fmt = private unnamed_addr constant [12 x i8] c"%04x %d %d\0A\00"

define i16 @bits(i16 %x) noinline {
  %p = bitcast bfloat* @one to i16*
  %b = load i16, i16* %p
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
  %a = call i16 @bits(i16 1)
  %w = zext i16 %a to i32
  %c = call i32 @twin1(i32 5)
  %d = call i32 @twin2(i32 6)
  call i32 (i8*, ...) @printf(i8* %fm, i32 %w, i32 %c, i32 %d)
  ret i32 0
}
