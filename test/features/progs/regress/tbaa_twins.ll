; Identical functions that differ only in TBAA tags: @distinct says its
; two stores never alias (int vs float tag), @maybe says they may (both
; int). Merged with the survivor's tags kept, opt -O2 on the output folds
; @maybe(p, p) to the first stored value. The survivor's differing hints
; must be dropped.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"

define internal i32 @distinct(i32* %p, i32* %q) noinline {
  store i32 1, i32* %p, align 4, !tbaa !1
  store i32 2, i32* %q, align 4, !tbaa !4
  %v = load i32, i32* %p, align 4, !tbaa !1
  %w = mul i32 %v, 10
  %x = add i32 %w, 3
  ret i32 %x
}

define internal i32 @maybe(i32* %p, i32* %q) noinline {
  store i32 1, i32* %p, align 4, !tbaa !1
  store i32 2, i32* %q, align 4, !tbaa !1
  %v = load i32, i32* %p, align 4, !tbaa !1
  %w = mul i32 %v, 10
  %x = add i32 %w, 3
  ret i32 %x
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %a = alloca i32
  %b = alloca i32
  %r1 = call i32 @distinct(i32* %a, i32* %b)
  %r2 = call i32 @maybe(i32* %a, i32* %a)
  %f = getelementptr [7 x i8], [7 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %r1, i32 %r2)
  ret i32 0
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"omnipotent char", !0, i64 0}
!4 = !{!5, !5, i64 0}
!5 = !{!"float", !3, i64 0}
