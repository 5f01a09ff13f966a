; From a review (stop 42): @vt names @b through dso_local_equivalent, and
; @b's twin @a, defined after @vt, survives. The redirected reference names
; a function further down, on which LLVM 14's text parser crashes: the
; output is reordered as the input is (irmod.readableByLLVM14).
target triple = "x86_64-pc-linux-gnu"
@.fmt = private constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(i8*, ...)

define linkonce_odr dso_local i32 @b(i32 %x) unnamed_addr noinline {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

@vt = dso_local constant i32 (i32)* dso_local_equivalent @b

define linkonce_odr dso_local i32 @a(i32 %x) unnamed_addr noinline {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define i32 @main() {
  %p = load i32 (i32)*, i32 (i32)** @vt
  %1 = call i32 %p(i32 5)
  %2 = call i32 @a(i32 6)
  %3 = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @.fmt, i32 0, i32 0), i32 %1, i32 %2)
  ret i32 0
}
