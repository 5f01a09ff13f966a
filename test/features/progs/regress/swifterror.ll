; Issue 12 case 10: swifterror arguments and allocas. A swifterror value
; may only be loaded, stored, or passed as a swifterror argument; merged
; code that selects between two of them is invalid.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%err = type { i32 }
@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"
@e1 = internal global %err { i32 5 }
@e2 = internal global %err { i32 6 }

define internal swiftcc i32 @thrower1(i32 %x, %err** swifterror %e) noinline {
  %c = icmp sgt i32 %x, 10
  br i1 %c, label %bad, label %good
bad:
  store %err* @e1, %err** %e
  ret i32 0
good:
  %y = mul i32 %x, 3
  %z = add i32 %y, 7
  ret i32 %z
}

define internal swiftcc i32 @thrower2(i32 %x, %err** swifterror %e) noinline {
  %c = icmp sgt i32 %x, 20
  br i1 %c, label %bad, label %good
bad:
  store %err* @e2, %err** %e
  ret i32 0
good:
  %y = mul i32 %x, 5
  %z = add i32 %y, 9
  ret i32 %z
}

define internal i32 @catch1(i32 %x) noinline {
  %slot = alloca swifterror %err*
  store %err* null, %err** %slot
  %r = call swiftcc i32 @thrower1(i32 %x, %err** swifterror %slot)
  %e = load %err*, %err** %slot
  %isnull = icmp eq %err* %e, null
  br i1 %isnull, label %ok, label %fail
ok:
  ret i32 %r
fail:
  %p = getelementptr %err, %err* %e, i32 0, i32 0
  %v = load i32, i32* %p
  %n = sub i32 0, %v
  ret i32 %n
}

define internal i32 @catch2(i32 %x) noinline {
  %slot = alloca swifterror %err*
  store %err* null, %err** %slot
  %r = call swiftcc i32 @thrower2(i32 %x, %err** swifterror %slot)
  %e = load %err*, %err** %slot
  %isnull = icmp eq %err* %e, null
  br i1 %isnull, label %ok, label %fail
ok:
  ret i32 %r
fail:
  %p = getelementptr %err, %err* %e, i32 0, i32 0
  %v = load i32, i32* %p
  %n = sub i32 0, %v
  ret i32 %n
}

declare i32 @printf(i8*, ...)

define i32 @main() {
  %a = call i32 @catch1(i32 3)
  %b = call i32 @catch1(i32 30)
  %c = call i32 @catch2(i32 4)
  %d = call i32 @catch2(i32 40)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
