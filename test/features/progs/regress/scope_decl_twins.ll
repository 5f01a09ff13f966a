; Identical functions that differ only in their noalias scopes: each
; declares a scope of its own (llvm.experimental.noalias.scope.decl, as the
; inliner leaves them), and @distinct's hints say its two stores never
; alias, while @maybe makes no such claim. The comparator associates the
; declarations' scope lists by position, as LLVM 14 does, so the two merge
; (they did not while those operands compared by content, and opt
; -mergefunc merged more C++ than fmerge: jsoncpp). The survivor's hints
; must then be dropped: kept, opt -O2 on the output folds @maybe(p, p) to
; the first stored value.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"

declare void @llvm.experimental.noalias.scope.decl(metadata)

define internal i32 @distinct(i32* %p, i32* %q) noinline {
  call void @llvm.experimental.noalias.scope.decl(metadata !2)
  store i32 1, i32* %p, align 4, !alias.scope !2
  store i32 2, i32* %q, align 4, !noalias !2
  %v = load i32, i32* %p, align 4, !alias.scope !2
  %w = mul i32 %v, 10
  %x = add i32 %w, 3
  ret i32 %x
}

define internal i32 @maybe(i32* %p, i32* %q) noinline {
  call void @llvm.experimental.noalias.scope.decl(metadata !5)
  store i32 1, i32* %p, align 4
  store i32 2, i32* %q, align 4
  %v = load i32, i32* %p, align 4
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

!0 = distinct !{!0, !"domain of distinct"}
!1 = distinct !{!1, !0, !"scope of distinct"}
!2 = !{!1}
!3 = distinct !{!3, !"domain of maybe"}
!4 = distinct !{!4, !3, !"scope of maybe"}
!5 = !{!4}
