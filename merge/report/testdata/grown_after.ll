; grown_before.ll merged: @mix_b deleted, @scale_b an alias of @scale_a,
; @clamp_lo/@clamp_hi thunks into the similar-merged @__fmerge_clamp;
; @sum_b is no longer merged (a merge lost compared with after.ll).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = global i32 7, align 4
@table = global [4 x i64] [i64 1, i64 2, i64 3, i64 4], align 16
@zeros = global [64 x i8] zeroinitializer, align 16
@msg = private unnamed_addr constant [14 x i8] c"hello, world\0A\00", align 1

@scale_b = unnamed_addr alias i32 (i32), i32 (i32)* @scale_a

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

define i64 @use_mix(i64 %x) {
  %a = call i64 @mix_a(i64 %x, i64 1)
  %b = call i64 @mix_a(i64 %x, i64 2)
  %s = add i64 %a, %b
  ret i64 %s
}

define i32 @scale_a(i32 %x) unnamed_addr {
  %a = mul i32 %x, 3
  %b = add i32 %a, 17
  %c = sdiv i32 %b, 5
  ret i32 %c
}

define internal i32 @__fmerge_clamp(i1 %sel, i32 %x, i32 %lim) {
  %lt = icmp slt i32 %x, %lim
  %gt = icmp sgt i32 %x, %lim
  %c = select i1 %sel, i1 %gt, i1 %lt
  %r = select i1 %c, i32 %lim, i32 %x
  %m = mul i32 %r, 5
  %a = add i32 %m, 11
  ret i32 %a
}

define i32 @clamp_lo(i32 %x, i32 %lim) {
  %r = tail call i32 @__fmerge_clamp(i1 false, i32 %x, i32 %lim)
  ret i32 %r
}

define i32 @clamp_hi(i32 %x, i32 %lim) {
  %r = tail call i32 @__fmerge_clamp(i1 true, i32 %x, i32 %lim)
  ret i32 %r
}

define i32 @hello() {
  %c = load i32, i32* @counter
  %r = call i32 @puts(i8* getelementptr ([14 x i8], [14 x i8]* @msg, i64 0, i64 0))
  %s = add i32 %c, %r
  %t = call i32 @scale_a(i32 %s)
  %u = call i32 @clamp_lo(i32 %t, i32 0)
  %v = call i32 @clamp_hi(i32 %u, i32 100)
  %w = mul i32 %v, %c
  store i32 %w, i32* @counter
  ret i32 %w
}

define i64 @extra(i64 %x) {
  %a = call i64 @use_mix(i64 %x)
  %b = call i64 @use_mix(i64 %a)
  %c = udiv i64 %a, %b
  ret i64 %c
}
