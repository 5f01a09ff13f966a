; fmerge-test:
; swifterror parameters and allocas, swiftself, in twins and
; near-duplicates (swifterror values may only be used in specific ways),
; calling plain twins that are merged (the calls get redirected).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%swift.error = type opaque
@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"
@errobj = global i8 0

define i32 @help1(i32 %x) noinline {
  %m = mul i32 %x, %x
  %r = add i32 %m, 3
  ret i32 %r
}
define i32 @help2(i32 %x) noinline {
  %m = mul i32 %x, %x
  %r = add i32 %m, 3
  ret i32 %r
}
define swiftcc i32 @thr1(i32 %x, i8* swiftself %self, %swift.error** swifterror %err) noinline {
  %c = icmp slt i32 %x, 0
  br i1 %c, label %fail, label %ok
fail:
  store %swift.error* bitcast (i8* @errobj to %swift.error*), %swift.error** %err
  ret i32 0
ok:
  %h = call i32 @help1(i32 %x)
  %r = mul i32 %h, 3
  ret i32 %r
}
define swiftcc i32 @thr2(i32 %x, i8* swiftself %self, %swift.error** swifterror %err) noinline {
  %c = icmp slt i32 %x, 0
  br i1 %c, label %fail, label %ok
fail:
  store %swift.error* bitcast (i8* @errobj to %swift.error*), %swift.error** %err
  ret i32 0
ok:
  %h = call i32 @help2(i32 %x)
  %r = mul i32 %h, 3
  ret i32 %r
}
define swiftcc i32 @thr3(i32 %x, i8* swiftself %self, %swift.error** swifterror %err) noinline {
  %c = icmp slt i32 %x, 0
  br i1 %c, label %fail, label %ok
fail:
  store %swift.error* bitcast (i8* @errobj to %swift.error*), %swift.error** %err
  ret i32 0
ok:
  %r = mul i32 %x, 5
  ret i32 %r
}
define i32 @callit1(i32 %x) noinline {
  %e = alloca swifterror %swift.error*
  store %swift.error* null, %swift.error** %e
  %r = call swiftcc i32 @thr1(i32 %x, i8* swiftself null, %swift.error** swifterror %e)
  %ev = load %swift.error*, %swift.error** %e
  %isnull = icmp eq %swift.error* %ev, null
  %k = select i1 %isnull, i32 %r, i32 -100
  ret i32 %k
}
define i32 @callit2(i32 %x) noinline {
  %e = alloca swifterror %swift.error*
  store %swift.error* null, %swift.error** %e
  %r = call swiftcc i32 @thr2(i32 %x, i8* swiftself null, %swift.error** swifterror %e)
  %ev = load %swift.error*, %swift.error** %e
  %isnull = icmp eq %swift.error* %ev, null
  %k = select i1 %isnull, i32 %r, i32 -100
  ret i32 %k
}
define i32 @callit3(i32 %x) noinline {
  %e = alloca swifterror %swift.error*
  store %swift.error* null, %swift.error** %e
  %r = call swiftcc i32 @thr3(i32 %x, i8* swiftself null, %swift.error** swifterror %e)
  %ev = load %swift.error*, %swift.error** %e
  %isnull = icmp eq %swift.error* %ev, null
  %k = select i1 %isnull, i32 %r, i32 -200
  ret i32 %k
}
define i32 @main() {
  %a = call i32 @callit1(i32 4)
  %b = call i32 @callit2(i32 -1)
  %c = call i32 @callit3(i32 5)
  %d = call i32 @callit3(i32 -5)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
declare i32 @printf(i8*, ...)
