; Names fmerge makes must differ from every global's in the symbol LLVM
; emits, not only in the IR name. The private body of the weak twins @foo
; and @bar is @bar.fmerge, emitted as the local label .Lbar.fmerge, which
; is also the symbol of @".Lbar.fmerge" below: llc failed ("symbol
; '.Lbar.fmerge' is already defined"). A global variable @"\01.Lbar.fmerge.1"
; would take the next one, .Lbar.fmerge.1.
target triple = "x86_64-pc-linux-gnu"

@.fmt = private constant [10 x i8] c"%d %d %d\0A\00"
@"\01.Lbar.fmerge.1" = global i32 4

declare i32 @printf(i8*, ...)

define weak i32 @foo(i32 %x) noinline {
  %a = mul i32 %x, 9
  %b = add i32 %a, 3
  ret i32 %b
}

define weak i32 @bar(i32 %x) noinline {
  %a = mul i32 %x, 9
  %b = add i32 %a, 3
  ret i32 %b
}

define i32 @".Lbar.fmerge"(i32 %x) noinline {
  %a = mul i32 %x, 5
  ret i32 %a
}

define i32 @main() {
  %1 = call i32 @foo(i32 1)
  %2 = call i32 @bar(i32 2)
  %l = load i32, i32* @"\01.Lbar.fmerge.1"
  %3 = call i32 @".Lbar.fmerge"(i32 %l)
  %4 = call i32 (i8*, ...) @printf(i8* getelementptr ([10 x i8], [10 x i8]* @.fmt, i32 0, i32 0), i32 %1, i32 %2, i32 %3)
  ret i32 0
}
