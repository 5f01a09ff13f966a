; Issue 12 case 4: two functions that differ only in !invariant.load on a
; load must not be merged as identical: the kept body would promise the
; other function's callers that the memory never changes, and LICM (opt
; -O2 on the output, or MachineLICM in llc) hoists the load out of the loop.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@mode = internal global i32 0
@cell = internal global i32 10
@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"

define internal void @bump(i32* %p) noinline {
  %m = load volatile i32, i32* @mode
  %z = icmp eq i32 %m, 0
  br i1 %z, label %done, label %inc
inc:
  %v = load i32, i32* %p
  %w = add i32 %v, 1
  store i32 %w, i32* %p
  br label %done
done:
  ret void
}

; Called only while @mode is 0: *p really is invariant here.
define internal i32 @sum_inv(i32* dereferenceable(4) %p, i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %v = load i32, i32* %p, align 4, !invariant.load !0
  %s1 = add i32 %s, %v
  call void @bump(i32* %p)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}

define internal i32 @sum_plain(i32* dereferenceable(4) %p, i32 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %v = load i32, i32* %p, align 4
  %s1 = add i32 %s, %v
  call void @bump(i32* %p)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %a = call i32 @sum_inv(i32* @cell, i32 5)
  store volatile i32 1, i32* @mode
  %b = call i32 @sum_plain(i32* @cell, i32 5)
  %f = getelementptr [7 x i8], [7 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b)
  ret i32 0
}

!0 = !{}
