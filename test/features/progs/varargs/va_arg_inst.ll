; fmerge-test:
; The va_arg instruction (clang lowers va_arg itself; this uses the IR
; instruction) in twins reading i32 vs i64 vs double.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.va = type { i32, i32, i8*, i8* }
@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

define i32 @sum32(i32 %n, ...) noinline {
  %ap = alloca %struct.va
  %ap8 = bitcast %struct.va* %ap to i8*
  call void @llvm.va_start(i8* %ap8)
  br label %loop
loop:
  %i = phi i32 [ 0, %0 ], [ %i1, %loop ]
  %s = phi i32 [ 0, %0 ], [ %s1, %loop ]
  %v = va_arg i8* %ap8, i32
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  call void @llvm.va_end(i8* %ap8)
  ret i32 %s1
}
define i32 @sum32b(i32 %n, ...) noinline {
  %ap = alloca %struct.va
  %ap8 = bitcast %struct.va* %ap to i8*
  call void @llvm.va_start(i8* %ap8)
  br label %loop
loop:
  %i = phi i32 [ 0, %0 ], [ %i1, %loop ]
  %s = phi i32 [ 0, %0 ], [ %s1, %loop ]
  %v = va_arg i8* %ap8, i32
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  call void @llvm.va_end(i8* %ap8)
  ret i32 %s1
}
define i32 @sum64(i32 %n, ...) noinline {
  %ap = alloca %struct.va
  %ap8 = bitcast %struct.va* %ap to i8*
  call void @llvm.va_start(i8* %ap8)
  br label %loop
loop:
  %i = phi i32 [ 0, %0 ], [ %i1, %loop ]
  %s = phi i32 [ 0, %0 ], [ %s1, %loop ]
  %v64 = va_arg i8* %ap8, i64
  %v = trunc i64 %v64 to i32
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  call void @llvm.va_end(i8* %ap8)
  ret i32 %s1
}
define i32 @sumd(i32 %n, ...) noinline {
  %ap = alloca %struct.va
  %ap8 = bitcast %struct.va* %ap to i8*
  call void @llvm.va_start(i8* %ap8)
  br label %loop
loop:
  %i = phi i32 [ 0, %0 ], [ %i1, %loop ]
  %s = phi i32 [ 0, %0 ], [ %s1, %loop ]
  %vd = va_arg i8* %ap8, double
  %v = fptosi double %vd to i32
  %s1 = add i32 %s, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %done
done:
  call void @llvm.va_end(i8* %ap8)
  ret i32 %s1
}
define i32 @main() {
  %a = call i32 (i32, ...) @sum32(i32 3, i32 1, i32 2, i32 3)
  %b = call i32 (i32, ...) @sum32b(i32 8, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8)
  %c = call i32 (i32, ...) @sum64(i32 7, i64 10, i64 20, i64 30, i64 40, i64 50, i64 60, i64 70)
  %d = call i32 (i32, ...) @sumd(i32 10, double 1.0, double 2.0, double 3.0, double 4.0, double 5.0, double 6.0, double 7.0, double 8.0, double 9.0, double 10.0)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
declare void @llvm.va_start(i8*)
declare void @llvm.va_end(i8*)
declare i32 @printf(i8*, ...)
