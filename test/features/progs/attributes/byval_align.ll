; fmerge-test:
; byval align 16 as the 8th argument (on the stack), read with aligned
; vector loads: a thunk must pass it with the same alignment.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.V = type { <4 x i32>, <4 x i32> }
@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"
@v = global %struct.V { <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <4 x i32> <i32 10, i32 20, i32 30, i32 40> }, align 16
@tab = global [3 x i32 (i64, i64, i64, i64, i64, i64, i64, %struct.V*)*] [i32 (i64, i64, i64, i64, i64, i64, i64, %struct.V*)* @sa, i32 (i64, i64, i64, i64, i64, i64, i64, %struct.V*)* @sb, i32 (i64, i64, i64, i64, i64, i64, i64, %struct.V*)* @sc]

define i32 @sa(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, %struct.V* byval(%struct.V) align 16 %p) noinline {
  %p0 = getelementptr %struct.V, %struct.V* %p, i64 0, i32 0
  %p1 = getelementptr %struct.V, %struct.V* %p, i64 0, i32 1
  %x = load <4 x i32>, <4 x i32>* %p0, align 16
  %y = load <4 x i32>, <4 x i32>* %p1, align 16
  %s = add <4 x i32> %x, %y
  %e0 = extractelement <4 x i32> %s, i32 0
  %e3 = extractelement <4 x i32> %s, i32 3
  %t = add i32 %e0, %e3
  %g32 = trunc i64 %g to i32
  %r = add i32 %t, %g32
  ret i32 %r
}
define i32 @sb(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, %struct.V* byval(%struct.V) align 16 %p) noinline {
  %p0 = getelementptr %struct.V, %struct.V* %p, i64 0, i32 0
  %p1 = getelementptr %struct.V, %struct.V* %p, i64 0, i32 1
  %x = load <4 x i32>, <4 x i32>* %p0, align 16
  %y = load <4 x i32>, <4 x i32>* %p1, align 16
  %s = add <4 x i32> %x, %y
  %e0 = extractelement <4 x i32> %s, i32 0
  %e3 = extractelement <4 x i32> %s, i32 3
  %t = add i32 %e0, %e3
  %g32 = trunc i64 %g to i32
  %r = add i32 %t, %g32
  ret i32 %r
}
define i32 @sc(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, %struct.V* byval(%struct.V) align 16 %p) noinline {
  %p0 = getelementptr %struct.V, %struct.V* %p, i64 0, i32 0
  %p1 = getelementptr %struct.V, %struct.V* %p, i64 0, i32 1
  %x = load <4 x i32>, <4 x i32>* %p0, align 16
  %y = load <4 x i32>, <4 x i32>* %p1, align 16
  %s = sub <4 x i32> %x, %y
  %e0 = extractelement <4 x i32> %s, i32 0
  %e3 = extractelement <4 x i32> %s, i32 3
  %t = add i32 %e0, %e3
  %g32 = trunc i64 %g to i32
  %r = add i32 %t, %g32
  ret i32 %r
}
define i32 @main() {
  %fa = getelementptr [3 x i32 (i64, i64, i64, i64, i64, i64, i64, %struct.V*)*], [3 x i32 (i64, i64, i64, i64, i64, i64, i64, %struct.V*)*]* @tab, i64 0, i64 1
  %fb = load volatile i32 (i64, i64, i64, i64, i64, i64, i64, %struct.V*)*, i32 (i64, i64, i64, i64, i64, i64, i64, %struct.V*)** %fa
  %a = call i32 @sa(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, %struct.V* byval(%struct.V) align 16 @v)
  %b = call i32 %fb(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 8, %struct.V* byval(%struct.V) align 16 @v)
  %c = call i32 @sb(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 9, %struct.V* byval(%struct.V) align 16 @v)
  %d = call i32 @sc(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 9, %struct.V* byval(%struct.V) align 16 @v)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
declare i32 @printf(i8*, ...)
