; fmerge-test:
; Vector IR: insert/extractelement with different indices, shufflevector
; masks with undef/poison lanes, <8 x i1> masks, vector selects,
; masked loads, in twins that differ only in one such operand.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"
@data = global <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>

define i32 @ex1(<4 x i32> %v) noinline {
  %a = extractelement <4 x i32> %v, i32 1
  %b = insertelement <4 x i32> %v, i32 %a, i64 3
  %c = extractelement <4 x i32> %b, i32 3
  ret i32 %c
}
define i32 @ex2(<4 x i32> %v) noinline {
  %a = extractelement <4 x i32> %v, i32 2
  %b = insertelement <4 x i32> %v, i32 %a, i64 3
  %c = extractelement <4 x i32> %b, i32 3
  ret i32 %c
}
define i32 @sh1(<4 x i32> %v) noinline {
  %s = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 3, i32 undef, i32 1, i32 0>
  %t = add <4 x i32> %s, %v
  %c = extractelement <4 x i32> %t, i32 0
  ret i32 %c
}
define i32 @sh2(<4 x i32> %v) noinline {
  %s = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 2, i32 undef, i32 1, i32 0>
  %t = add <4 x i32> %s, %v
  %c = extractelement <4 x i32> %t, i32 0
  ret i32 %c
}
define i32 @msk1(<8 x i32>* %p) noinline {
  %m = load <8 x i32>, <8 x i32>* %p
  %c = icmp sgt <8 x i32> %m, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %s = select <8 x i1> %c, <8 x i32> %m, <8 x i32> zeroinitializer
  %ml = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %p, i32 4, <8 x i1> <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> %s)
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %ml)
  ret i32 %r
}
define i32 @msk2(<8 x i32>* %p) noinline {
  %m = load <8 x i32>, <8 x i32>* %p
  %c = icmp sgt <8 x i32> %m, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %s = select <8 x i1> %c, <8 x i32> %m, <8 x i32> zeroinitializer
  %ml = call <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>* %p, i32 4, <8 x i1> <i1 false, i1 true, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>, <8 x i32> %s)
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %ml)
  ret i32 %r
}
define i32 @main() {
  %a = call i32 @ex1(<4 x i32> <i32 10, i32 20, i32 30, i32 40>)
  %b = call i32 @ex2(<4 x i32> <i32 10, i32 20, i32 30, i32 40>)
  %c = call i32 @sh1(<4 x i32> <i32 1, i32 2, i32 3, i32 4>)
  %d = call i32 @sh2(<4 x i32> <i32 1, i32 2, i32 3, i32 4>)
  %e1 = call i32 @msk1(<8 x i32>* @data)
  %e2 = call i32 @msk2(<8 x i32>* @data)
  %e0 = mul i32 %e1, 1000
  %e = add i32 %e0, %e2
  %f = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e)
  ret i32 0
}
declare <8 x i32> @llvm.masked.load.v8i32.p0v8i32(<8 x i32>*, i32, <8 x i1>, <8 x i32>)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
declare i32 @printf(i8*, ...)
