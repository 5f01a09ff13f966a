; Identical twins the comparator finds equal through what their text
; spells differently: one steps back 8 bytes with an i8 GEP, the other
; one element with an i64 GEP (the comparator compares constant GEP
; indices as one byte offset), and a value named %"a = b" (a quoted name
; holding " = ") against %y. The identity key that picks what llir reads
; for identical merging must let each pair through (stop 23 review).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@arr = internal global [3 x i64] [i64 11, i64 22, i64 33]
@fmt = private unnamed_addr constant [12 x i8] c"%ld %ld %d\0A\00"

define internal i64 @back_bytes(i8* %p) noinline {
  %q = getelementptr i8, i8* %p, i64 -8
  %r = bitcast i8* %q to i64*
  %v = load i64, i64* %r, align 8
  ret i64 %v
}

define internal i64 @back_element(i64* %p) noinline {
  %q = getelementptr i64, i64* %p, i64 -1
  %r = bitcast i64* %q to i64*
  %v = load i64, i64* %r, align 8
  ret i64 %v
}

define internal i32 @quoted(i32 %x) noinline {
  %"a = b" = mul i32 %x, 7
  %z = add i32 %"a = b", 3
  ret i32 %z
}

define internal i32 @plain(i32 %x) noinline {
  %y = mul i32 %x, 7
  %z = add i32 %y, 3
  ret i32 %z
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %last = getelementptr [3 x i64], [3 x i64]* @arr, i64 0, i64 2
  %lastb = bitcast i64* %last to i8*
  %a = call i64 @back_bytes(i8* %lastb)
  %b = call i64 @back_element(i64* %last)
  %c = call i32 @quoted(i32 5)
  %d = call i32 @plain(i32 6)
  %cd = add i32 %c, %d
  %f = getelementptr [12 x i8], [12 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %a, i64 %b, i32 %cd)
  ret i32 0
}
