; A function whose quoted name reads as a number (@"7"): the IR library's
; Name() gives it with its quotes, so fmerge could not find its text
; ("cannot find the text of function") and exited 1 in every mode but
; identical. Names now come from irmod.NameOf.
target triple = "x86_64-pc-linux-gnu"
@.fmt = private constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(i8*, ...)

define internal i32 @"7"(i32 %x) noinline {
  %m = mul i32 %x, 31
  %y = xor i32 %m, 77
  %z = add i32 %y, 17
  %w = mul i32 %z, %x
  %v = sub i32 %w, 5
  ret i32 %v
}

define internal i32 @f2(i32 %x) noinline {
  %m = mul i32 %x, 37
  %y = xor i32 %m, 77
  %z = add i32 %y, 19
  %w = mul i32 %z, %x
  %v = sub i32 %w, 5
  ret i32 %v
}

define internal i32 @g1(i32 %x) noinline {
  %m = mul i32 %x, 41
  %y = xor i32 %m, 77
  %z = add i32 %y, 19
  %w = mul i32 %z, %x
  %v = sub i32 %w, 5
  ret i32 %v
}

define internal i32 @g2(i32 %x) noinline {
  %m = mul i32 %x, 43
  %y = xor i32 %m, 77
  %z = add i32 %y, 19
  %w = mul i32 %z, %x
  %v = sub i32 %w, 5
  ret i32 %v
}

define i32 @main() {
  %1 = call i32 @"7"(i32 3)
  %2 = call i32 @f2(i32 %1)
  %3 = call i32 @g1(i32 %2)
  %4 = call i32 @g2(i32 %3)
  %5 = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @.fmt, i32 0, i32 0), i32 %1, i32 %4)
  ret i32 0
}
