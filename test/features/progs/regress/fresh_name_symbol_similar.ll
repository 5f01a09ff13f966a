; fmerge-test: prelink=fresh_name_symbol_similar.prelink.ll
; Similar merging names the merged function of @fa and @fb
; @__fmerge.fa.fb. This module calls a function declared as
; @"\01__fmerge.fa.fb": LLVM emits the rest of a "\01" name as the
; symbol, __fmerge.fa.fb, defined by the prelink module. Before, the
; merged function took that symbol, and the call bound to it (in a module
; defining @"\01__fmerge.fa.fb", llc failed instead). The merged function
; now takes a name no global's symbol has.
target triple = "x86_64-pc-linux-gnu"

@.fmt = private constant [10 x i8] c"%d %d %d\0A\00"
declare i32 @printf(i8*, ...)

define internal i32 @fa(i32 %x) noinline {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %skip, label %do
do:
  %y = add i32 %x, 7
  %z = mul i32 %y, 3
  %z2 = xor i32 %z, 5
  br label %skip
skip:
  %r = phi i32 [ 1, %entry ], [ %z2, %do ]
  %r2 = add i32 %r, %x
  %r3 = mul i32 %r2, %x
  ret i32 %r3
}

define internal i32 @fb(i32 %x) noinline {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %skip, label %do
do:
  %y = add i32 %x, 9
  %z = mul i32 %y, 3
  %z2 = xor i32 %z, 5
  br label %skip
skip:
  %r = phi i32 [ 1, %entry ], [ %z2, %do ]
  %r2 = add i32 %r, %x
  %r3 = mul i32 %r2, %x
  ret i32 %r3
}

declare i32 @"\01__fmerge.fa.fb"(i32)

define i32 @main() {
  %1 = call i32 @fa(i32 1)
  %2 = call i32 @fb(i32 2)
  %3 = call i32 @"\01__fmerge.fa.fb"(i32 3)
  %4 = call i32 (i8*, ...) @printf(i8* getelementptr ([10 x i8], [10 x i8]* @.fmt, i32 0, i32 0), i32 %1, i32 %2, i32 %3)
  ret i32 0
}
