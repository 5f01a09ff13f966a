; Issue 12 case 7: blockaddress(@f, %bb) in a global initializer, where @f
; has an identical twin and a similar partner; and blockaddress used as a
; value inside bodies that are candidates for similar merging. A function
; whose block addresses are taken keeps its body.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@tab = internal global [2 x i8*] [i8* blockaddress(@f, %odd), i8* blockaddress(@f, %even)]
@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"

define internal i32 @f(i32 %x) noinline {
entry:
  %r = and i32 %x, 1
  %c = icmp eq i32 %r, 0
  br i1 %c, label %even, label %odd
even:
  %e = mul i32 %x, 7
  ret i32 %e
odd:
  %o = add i32 %x, 11
  ret i32 %o
}

define internal i32 @twin(i32 %x) noinline {
entry:
  %r = and i32 %x, 1
  %c = icmp eq i32 %r, 0
  br i1 %c, label %even, label %odd
even:
  %e = mul i32 %x, 7
  ret i32 %e
odd:
  %o = add i32 %x, 11
  ret i32 %o
}

define internal i32 @near(i32 %x) noinline {
entry:
  %r = and i32 %x, 1
  %c = icmp eq i32 %r, 0
  br i1 %c, label %even, label %odd
even:
  %e = mul i32 %x, 9
  ret i32 %e
odd:
  %o = add i32 %x, 13
  ret i32 %o
}

; Computed goto over its own labels, with a near twin.
define internal i32 @jump1(i32 %x) noinline {
entry:
  %r = and i32 %x, 1
  %c = icmp eq i32 %r, 0
  %t = select i1 %c, i8* blockaddress(@jump1, %a), i8* blockaddress(@jump1, %b)
  indirectbr i8* %t, [label %a, label %b]
a:
  %av = mul i32 %x, 3
  ret i32 %av
b:
  %bv = add i32 %x, 5
  ret i32 %bv
}

define internal i32 @jump2(i32 %x) noinline {
entry:
  %r = and i32 %x, 1
  %c = icmp eq i32 %r, 0
  %t = select i1 %c, i8* blockaddress(@jump2, %a), i8* blockaddress(@jump2, %b)
  indirectbr i8* %t, [label %a, label %b]
a:
  %av = mul i32 %x, 4
  ret i32 %av
b:
  %bv = add i32 %x, 6
  ret i32 %bv
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %a = call i32 @f(i32 3)
  %b = call i32 @twin(i32 4)
  %c = call i32 @near(i32 5)
  %d = call i32 @jump1(i32 6)
  %e = call i32 @jump2(i32 7)
  %p = load i8*, i8** getelementptr ([2 x i8*], [2 x i8*]* @tab, i64 0, i64 0)
  %nz = icmp ne i8* %p, null
  %z = zext i1 %nz to i32
  %s = add i32 %e, %z
  %fm = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fm, i32 %a, i32 %b, i32 %c, i32 %d, i32 %s)
  ret i32 0
}
