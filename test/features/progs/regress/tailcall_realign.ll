; fmerge-test: cflags=-O2
; od <-> ev: 50M levels of mutual sibling calls. q = od + an 8-byte slot of align 64.
; Merged (od,q): the merged frame needs stack realignment (andq $-64,%rsp), and X86 makes
; no sibling call from a function that realigns: od's `tail call @ev` becomes callq -> overflow.
; Control: realign_ctl.ll (align 8) merges the same and runs.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
@.fmt = private constant [9 x i8] c"%ld %ld\0A\00"
declare i32 @printf(i8*, ...)

define void @sink(i8* %p) noinline {
  %v = load volatile i8, i8* %p
  %q = getelementptr i8, i8* %p, i64 1
  store volatile i8 %v, i8* %q
  ret void
}
define i64 @ev(i64 %n, i64 %a, i64 %b) noinline {
  %n1 = add i64 %n, -1
  %b1 = add i64 %a, 1
  %r = tail call i64 @od(i64 %n1, i64 %b, i64 %b1)
  ret i64 %r
}
define i64 @od(i64 %n, i64 %a, i64 %b) noinline {
  %1 = shl i64 %b, 1
  %2 = xor i64 %1, %a
  %3 = mul i64 %2, 37
  %4 = add i64 %3, %b
  %5 = ashr i64 %4, 7
  %6 = xor i64 %5, %4
  %7 = mul i64 %b, 13
  %8 = sub i64 %7, %a
  %9 = add i64 %6, %8
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %rec
rec:
  %n1 = add i64 %n, -1
  %m = and i64 %9, 65535
  %x = xor i64 %a, 7
  %r = tail call i64 @ev(i64 %n1, i64 %m, i64 %x)
  ret i64 %r
done:
  ret i64 %9
}
define i64 @q(i64 %n, i64 %a, i64 %b) noinline {
  %buf = alloca [8 x i8], align 64
  %p = getelementptr [8 x i8], [8 x i8]* %buf, i64 0, i64 0
  %1 = shl i64 %b, 1
  %2 = xor i64 %1, %a
  %3 = mul i64 %2, 37
  %4 = add i64 %3, %b
  %5 = ashr i64 %4, 7
  %6 = xor i64 %5, %4
  %7 = mul i64 %b, 13
  %8 = sub i64 %7, %a
  %9 = add i64 %6, %8
  %c = trunc i64 %9 to i8
  store volatile i8 %c, i8* %p
  call void @sink(i8* %p)
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %rec
rec:
  %n1 = add i64 %n, -1
  %m = and i64 %9, 65535
  %x = xor i64 %a, 7
  %r = tail call i64 @ev(i64 %n1, i64 %m, i64 %x)
  ret i64 %r
done:
  ret i64 %9
}
define i32 @main(i32 %argc, i8** %argv) {
  %a = sext i32 %argc to i64
  %n = add i64 %a, 50000000
  %r1 = call i64 @ev(i64 %n, i64 1, i64 2)
  %a2 = add i64 %a, 1
  %r2 = call i64 @q(i64 %a2, i64 3, i64 4)
  %f = getelementptr [9 x i8], [9 x i8]* @.fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %r1, i64 %r2)
  ret i32 0
}
