; fmerge-test:
; norecurse twins that call each other: merged, the survivor calls itself,
; so norecurse must go; otherwise opt -O2 (globalopt) turns the internal
; global @g into a local of the "non-recursive" function: wrong result.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"
@g = internal global i32 0

define internal i32 @ping(i32 %n) noinline norecurse {
  store i32 %n, i32* @g
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %rec, label %done
rec:
  %m = sub i32 %n, 1
  %r = call i32 @pong(i32 %m)
  br label %done
done:
  %v = load i32, i32* @g
  ret i32 %v
}

define internal i32 @pong(i32 %n) noinline norecurse {
  store i32 %n, i32* @g
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %rec, label %done
rec:
  %m = sub i32 %n, 1
  %r = call i32 @ping(i32 %m)
  br label %done
done:
  %v = load i32, i32* @g
  ret i32 %v
}

define i32 @main() {
  %a = call i32 @ping(i32 3)
  %b = call i32 @pong(i32 4)
  %f = getelementptr [7 x i8], [7 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b)
  ret i32 0
}
declare i32 @printf(i8*, ...)
