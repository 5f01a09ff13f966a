; Near-twins that differ only in the function they call, where the
; callees' definitions say how an argument is passed (signext, zeroext)
; and the call sites do not: valid IR, and a direct call takes the
; attributes from the callee (LLVM's CallBase::paramHasAttr). Similar
; merging used to call the two callees through a `select` of pointers,
; which reads only the call site's attributes: the i8 was passed without
; its sign extension and the callees computed with garbage in the upper
; bits (-1440 printed as 2088). Such a callee stays a direct call
; (allow.SelectableCallee). The "fact" pair (nocapture/noundef only on
; the definitions) may still be selected: those attributes change nothing
; about how the call is made.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"
@cell = global i32 0

declare i32 @printf(i8*, ...)

define i32 @ca(i8 signext %x) noinline {
  %e = sext i8 %x to i32
  %r = mul i32 %e, 3
  ret i32 %r
}

define i32 @cb(i8 signext %x) noinline {
  %e = sext i8 %x to i32
  %r = mul i32 %e, 5
  %s = add i32 %r, 1
  ret i32 %s
}

define zeroext i16 @cz(i16 zeroext %x) noinline {
  %r = add i16 %x, 7
  ret i16 %r
}

define zeroext i16 @cw(i16 zeroext %x) noinline {
  %r = mul i16 %x, 3
  ret i16 %r
}

define i32 @fa(i32* nocapture noundef %p) noinline {
  %v = load i32, i32* %p
  %r = add i32 %v, 11
  ret i32 %r
}

define i32 @fb(i32* nocapture noundef %p) noinline {
  %v = load i32, i32* %p
  %r = mul i32 %v, 13
  ret i32 %r
}

define internal i32 @u1(i32 %big) noinline {
  %m = mul i32 %big, 77
  %t = trunc i32 %m to i8
  %r = call i32 @ca(i8 %t)
  %y = xor i32 %r, 17
  %z = add i32 %y, 23
  %w = mul i32 %z, 9
  ret i32 %w
}

define internal i32 @u2(i32 %big) noinline {
  %m = mul i32 %big, 77
  %t = trunc i32 %m to i8
  %r = call i32 @cb(i8 %t)
  %y = xor i32 %r, 17
  %z = add i32 %y, 23
  %w = mul i32 %z, 9
  ret i32 %w
}

define internal i32 @z1(i32 %big) noinline {
  %m = mul i32 %big, 4099
  %t = trunc i32 %m to i16
  %r = call i16 @cz(i16 %t)
  %e = sext i16 %r to i32
  %y = xor i32 %e, 17
  %z = add i32 %y, 23
  %w = mul i32 %z, 9
  ret i32 %w
}

define internal i32 @z2(i32 %big) noinline {
  %m = mul i32 %big, 4099
  %t = trunc i32 %m to i16
  %r = call i16 @cw(i16 %t)
  %e = sext i16 %r to i32
  %y = xor i32 %e, 17
  %z = add i32 %y, 23
  %w = mul i32 %z, 9
  ret i32 %w
}

define internal i32 @f1(i32 %v) noinline {
  %a = add i32 %v, 5
  store i32 %a, i32* @cell
  %r = call i32 @fa(i32* @cell)
  %y = xor i32 %r, 17
  %z = add i32 %y, 23
  %w = mul i32 %z, 9
  ret i32 %w
}

define internal i32 @f2(i32 %v) noinline {
  %a = add i32 %v, 5
  store i32 %a, i32* @cell
  %r = call i32 @fb(i32* @cell)
  %y = xor i32 %r, 17
  %z = add i32 %y, 23
  %w = mul i32 %z, 9
  ret i32 %w
}

define void @show(i32 %big) noinline {
  %f = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  %a = call i32 @u1(i32 %big)
  %b = call i32 @u2(i32 %big)
  %c = call i32 @z1(i32 %big)
  %d = call i32 @z2(i32 %big)
  %e = call i32 @f1(i32 %big)
  %g = call i32 @f2(i32 %big)
  %s = add i32 %e, %g
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d, i32 %s)
  ret void
}

define i32 @main() {
  call void @show(i32 1000)
  call void @show(i32 123456)
  call void @show(i32 -77)
  ret i32 0
}
