; The private body of two interposable twins is named after the first,
; with ".fmerge" added. A name starting with "\01" tells LLVM to emit the
; rest as the symbol, unchanged: the private body of @"\01foo" was
; @"\01foo.fmerge", the bare symbol foo.fmerge instead of a local
; .Lfoo.fmerge, and llc failed ("symbol 'foo.fmerge' is already defined")
; on a module that defines @"foo.fmerge". The private name drops "\01".
target triple = "x86_64-pc-linux-gnu"

@.fmt = private constant [10 x i8] c"%d %d %d\0A\00"

declare i32 @printf(i8*, ...)

define weak i32 @"\01foo"(i32 %x) noinline {
  %a = mul i32 %x, 9
  %b = add i32 %a, 3
  ret i32 %b
}

define weak i32 @bar(i32 %x) noinline {
  %a = mul i32 %x, 9
  %b = add i32 %a, 3
  ret i32 %b
}

define i32 @"foo.fmerge"(i32 %x) noinline {
  %a = mul i32 %x, 5
  ret i32 %a
}

define i32 @main() {
  %1 = call i32 @"\01foo"(i32 1)
  %2 = call i32 @bar(i32 2)
  %3 = call i32 @"foo.fmerge"(i32 3)
  %4 = call i32 (i8*, ...) @printf(i8* getelementptr ([10 x i8], [10 x i8]* @.fmt, i32 0, i32 0), i32 %1, i32 %2, i32 %3)
  ret i32 0
}
