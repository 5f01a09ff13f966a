; Unmerged input for the report tests: three pairs of identical functions,
; one function that differs, a string constant (.rodata), initialised data
; (.data) and zero-initialised data (.bss).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = global i32 7, align 4
@table = global [4 x i64] [i64 1, i64 2, i64 3, i64 4], align 16
@zeros = global [64 x i8] zeroinitializer, align 16
@msg = private unnamed_addr constant [14 x i8] c"hello, world\0A\00", align 1

declare i32 @puts(i8*)

define i32 @sum_a(i32* %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %gep = getelementptr i32, i32* %p, i32 %i
  %v = load i32, i32* %gep
  %sq = mul i32 %v, %v
  %acc.next = add i32 %acc, %sq
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @sum_b(i32* %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %gep = getelementptr i32, i32* %p, i32 %i
  %v = load i32, i32* %gep
  %sq = mul i32 %v, %v
  %acc.next = add i32 %acc, %sq
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define internal i64 @mix_a(i64 %x, i64 %y) unnamed_addr {
  %a = mul i64 %x, 2654435761
  %b = xor i64 %a, %y
  %c = lshr i64 %b, 13
  %d = add i64 %c, %a
  %e = mul i64 %d, 40503
  ret i64 %e
}

define internal i64 @mix_b(i64 %x, i64 %y) unnamed_addr {
  %a = mul i64 %x, 2654435761
  %b = xor i64 %a, %y
  %c = lshr i64 %b, 13
  %d = add i64 %c, %a
  %e = mul i64 %d, 40503
  ret i64 %e
}

define i64 @use_mix(i64 %x) {
  %a = call i64 @mix_a(i64 %x, i64 1)
  %b = call i64 @mix_b(i64 %x, i64 2)
  %s = add i64 %a, %b
  ret i64 %s
}

define i32 @scale_a(i32 %x) unnamed_addr {
  %a = mul i32 %x, 3
  %b = add i32 %a, 17
  %c = sdiv i32 %b, 5
  ret i32 %c
}

define i32 @scale_b(i32 %x) unnamed_addr {
  %a = mul i32 %x, 3
  %b = add i32 %a, 17
  %c = sdiv i32 %b, 5
  ret i32 %c
}

define i32 @hello() {
  %c = load i32, i32* @counter
  %r = call i32 @puts(i8* getelementptr ([14 x i8], [14 x i8]* @msg, i64 0, i64 0))
  %s = add i32 %c, %r
  ret i32 %s
}
