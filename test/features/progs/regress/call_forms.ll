; Issue 12 case 5: calls of a merged-away function written in the long form
; that names the function type, as an invoke, and spread over several lines
; with a comment. Rewriting them must work on the parsed call.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

define internal i32 @mix1(i32 %a, i32 %b) noinline {
  %x = mul i32 %a, 31
  %y = xor i32 %x, %b
  %z = add i32 %y, 17
  %w = mul i32 %z, %a
  %v = sub i32 %w, %b
  %u = shl i32 %v, 3
  %t = xor i32 %u, %x
  %s = add i32 %t, 1001
  ret i32 %s
}

define internal i32 @mix2(i32 %a, i32 %b) noinline {
  %x = mul i32 %a, 37
  %y = xor i32 %x, %b
  %z = add i32 %y, 19
  %w = mul i32 %z, %a
  %v = sub i32 %w, %b
  %u = shl i32 %v, 3
  %t = xor i32 %u, %x
  %s = add i32 %t, 1001
  ret i32 %s
}

define internal i32 @mix3(i32 %a, i32 %b) noinline {
  %x = mul i32 %a, 31
  %y = xor i32 %x, %b
  %z = add i32 %y, 17
  %w = mul i32 %z, %a
  %v = sub i32 %w, %b
  %u = shl i32 %v, 3
  %t = xor i32 %u, %x
  %s = add i32 %t, 1001
  ret i32 %s
}

declare i32 @printf(i8*, ...)
; Never called: nothing throws.
define i32 @pers(...) {
  ret i32 0
}

define i32 @main() personality i32 (...)* @pers {
entry:
  %a = call i32 (i32, i32) @mix1(i32 1, i32 2)
  %b = call i32 (i32, i32) @mix2(i32 3, i32 4)
  %c = invoke i32 @mix2(i32 5, i32 6)
          to label %ok unwind label %lp
ok:
  %d = call i32 @mix2(   ; a comment inside the call
      i32 7,             ; first argument
      i32 8)             ; second argument
  %e = call i32 (i32, i32) @mix3(i32 9, i32 10)
  %d2 = add i32 %d, %e
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d2)
  ret i32 0
lp:
  %l = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %l
}
