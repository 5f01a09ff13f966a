; fmerge-test:
; byref, noundef, dereferenceable and nonnull parameter attributes on
; identical and similar functions.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%pair = type { i64, i64 }
@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"
@p = global %pair { i64 3, i64 4 }

define i32 @b1(%pair* byref(%pair) align 8 %p, i32 noundef %k) noinline {
  %a = getelementptr %pair, %pair* %p, i64 0, i32 0
  %b = getelementptr %pair, %pair* %p, i64 0, i32 1
  %x = load i64, i64* %a
  %y = load i64, i64* %b
  %s = mul i64 %x, %y
  %t = trunc i64 %s to i32
  %r = add i32 %t, %k
  ret i32 %r
}
define i32 @b2(%pair* byref(%pair) align 8 %p, i32 noundef %k) noinline {
  %a = getelementptr %pair, %pair* %p, i64 0, i32 0
  %b = getelementptr %pair, %pair* %p, i64 0, i32 1
  %x = load i64, i64* %a
  %y = load i64, i64* %b
  %s = mul i64 %x, %y
  %t = trunc i64 %s to i32
  %r = add i32 %t, %k
  ret i32 %r
}
define i32 @d1(%pair* nonnull dereferenceable(16) %p, i32 %k) noinline {
  %a = getelementptr %pair, %pair* %p, i64 0, i32 0
  %b = getelementptr %pair, %pair* %p, i64 0, i32 1
  %x = load i64, i64* %a
  %y = load i64, i64* %b
  %s = add i64 %x, %y
  %t = trunc i64 %s to i32
  %r = add i32 %t, %k
  ret i32 %r
}
define i32 @d2(%pair* nonnull dereferenceable(16) %p, i32 %k) noinline {
  %a = getelementptr %pair, %pair* %p, i64 0, i32 0
  %b = getelementptr %pair, %pair* %p, i64 0, i32 1
  %x = load i64, i64* %a
  %y = load i64, i64* %b
  %s = sub i64 %x, %y
  %t = trunc i64 %s to i32
  %r = add i32 %t, %k
  ret i32 %r
}
define i32 @main() {
  %a = call i32 @b1(%pair* byref(%pair) align 8 @p, i32 noundef 1)
  %b = call i32 @b2(%pair* byref(%pair) align 8 @p, i32 noundef 2)
  %c = call i32 @d1(%pair* @p, i32 3)
  %d = call i32 @d2(%pair* @p, i32 4)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
declare i32 @printf(i8*, ...)
