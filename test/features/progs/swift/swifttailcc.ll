; fmerge-test:
; swifttailcc / tailcc functions with musttail calls between near-duplicates
; and swiftasync parameters.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00"

define swifttailcc i32 @st1(i8* swiftasync %ctx, i32 %n, i32 %acc) noinline {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
done:
  ret i32 %acc
more:
  %m = sub i32 %n, 1
  %a = add i32 %acc, 3
  %r = musttail call swifttailcc i32 @st2(i8* swiftasync %ctx, i32 %m, i32 %a)
  ret i32 %r
}
define swifttailcc i32 @st2(i8* swiftasync %ctx, i32 %n, i32 %acc) noinline {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
done:
  ret i32 %acc
more:
  %m = sub i32 %n, 1
  %a = add i32 %acc, 5
  %r = musttail call swifttailcc i32 @st1(i8* swiftasync %ctx, i32 %m, i32 %a)
  ret i32 %r
}
define tailcc i32 @tc1(i32 %n, i32 %acc) noinline {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
done:
  ret i32 %acc
more:
  %m = sub i32 %n, 1
  %a = add i32 %acc, 7
  %r = tail call tailcc i32 @tc2(i32 %m, i32 %a)
  ret i32 %r
}
define tailcc i32 @tc2(i32 %n, i32 %acc) noinline {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
done:
  ret i32 %acc
more:
  %m = sub i32 %n, 1
  %a = add i32 %acc, 7
  %r = tail call tailcc i32 @tc1(i32 %m, i32 %a)
  ret i32 %r
}
define i32 @main() {
  %a = call swifttailcc i32 @st1(i8* swiftasync null, i32 1000001, i32 0)
  %b = call swifttailcc i32 @st2(i8* swiftasync null, i32 11, i32 0)
  %c = call tailcc i32 @tc1(i32 1000000, i32 1)
  %f = getelementptr [10 x i8], [10 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c)
  ret i32 0
}
declare i32 @printf(i8*, ...)
