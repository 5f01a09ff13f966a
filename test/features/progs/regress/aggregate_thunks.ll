; Twins whose parameter and return types differ but compare equal under
; LLVM's comparator: a struct of a pointer and an integer against a struct
; of two pointers, and a vector of integers against a vector of pointers.
; Their thunks convert a struct field by field and a vector with one
; inttoptr or ptrtoint. A pair of pointer arrays also compares equal, but
; no cast converts arrays: fmerge used to write an invalid bitcast there,
; and with it no output at all. Every twin is called through a table that
; keeps its address, so each runs as a thunk or as the body.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%kv1 = type { i32*, i64 }
%kv2 = type { i8*, i8* }

@g = global [4 x i32] [i32 3, i32 5, i32 7, i32 11]
@fmt = private unnamed_addr constant [22 x i8] c"%ld %ld %ld %ld %d%d\0A\00"

@ticks = global i64 0

define void @tick() noinline {
  %t = load i64, i64* @ticks
  %u = add i64 %t, 1
  store i64 %u, i64* @ticks
  ret void
}

define %kv1 @s1(%kv1 %x) noinline {
  call void @tick()
  call void @tick()
  ret %kv1 %x
}

define %kv2 @s2(%kv2 %x) noinline {
  call void @tick()
  call void @tick()
  ret %kv2 %x
}

define <2 x i64> @v1(<2 x i64> %x) noinline {
  call void @tick()
  %b = shufflevector <2 x i64> %x, <2 x i64> undef, <2 x i32> <i32 1, i32 0>
  ret <2 x i64> %b
}

define <2 x i8*> @v2(<2 x i8*> %x) noinline {
  call void @tick()
  %b = shufflevector <2 x i8*> %x, <2 x i8*> undef, <2 x i32> <i32 1, i32 0>
  ret <2 x i8*> %b
}

define [2 x i32*] @a1([2 x i32*] %x) noinline {
  %p = extractvalue [2 x i32*] %x, 0
  %q = extractvalue [2 x i32*] %x, 1
  %r = insertvalue [2 x i32*] undef, i32* %q, 0
  %s = insertvalue [2 x i32*] %r, i32* %p, 1
  ret [2 x i32*] %s
}

define [2 x i8*] @a2([2 x i8*] %x) noinline {
  %p = extractvalue [2 x i8*] %x, 0
  %q = extractvalue [2 x i8*] %x, 1
  %r = insertvalue [2 x i8*] undef, i8* %q, 0
  %s = insertvalue [2 x i8*] %r, i8* %p, 1
  ret [2 x i8*] %s
}

@ts1 = global %kv1 (%kv1)* @s1
@ts2 = global %kv2 (%kv2)* @s2
@tv1 = global <2 x i64> (<2 x i64>)* @v1
@tv2 = global <2 x i8*> (<2 x i8*>)* @v2
@ta1 = global [2 x i32*] ([2 x i32*])* @a1
@ta2 = global [2 x i8*] ([2 x i8*])* @a2

declare i32 @printf(i8*, ...)

define i32 @main() {
  %base = getelementptr [4 x i32], [4 x i32]* @g, i64 0, i64 0
  %base8 = bitcast i32* %base to i8*
  %fs1 = load %kv1 (%kv1)*, %kv1 (%kv1)** @ts1
  %fs2 = load %kv2 (%kv2)*, %kv2 (%kv2)** @ts2
  %k1a = insertvalue %kv1 undef, i32* %base, 0
  %k1 = insertvalue %kv1 %k1a, i64 1, 1
  %r1 = call %kv1 %fs1(%kv1 %k1)
  %r1p = extractvalue %kv1 %r1, 0
  %r1v = load i32, i32* %r1p
  %r1n = extractvalue %kv1 %r1, 1
  %k2a = insertvalue %kv2 undef, i8* %base8, 0
  %k2 = insertvalue %kv2 %k2a, i8* inttoptr (i64 2 to i8*), 1
  %r2 = call %kv2 %fs2(%kv2 %k2)
  %r2p = extractvalue %kv2 %r2, 0
  %r2p32 = bitcast i8* %r2p to i32*
  %r2v = load i32, i32* %r2p32
  %r2n = extractvalue %kv2 %r2, 1
  %r2ni = ptrtoint i8* %r2n to i64
  %sum12 = add i32 %r1v, %r2v
  %sum32 = sext i32 %sum12 to i64
  %sum3 = add i64 %sum32, %r1n
  %tk = load i64, i64* @ticks
  %sum = mul i64 %sum3, %tk
  %fv1 = load <2 x i64> (<2 x i64>)*, <2 x i64> (<2 x i64>)** @tv1
  %fv2 = load <2 x i8*> (<2 x i8*>)*, <2 x i8*> (<2 x i8*>)** @tv2
  %w1 = call <2 x i64> %fv1(<2 x i64> <i64 1, i64 2>)
  %w1e = extractelement <2 x i64> %w1, i32 0
  %w2 = call <2 x i8*> %fv2(<2 x i8*> <i8* inttoptr (i64 100 to i8*), i8* inttoptr (i64 200 to i8*)>)
  %w2p = extractelement <2 x i8*> %w2, i32 1
  %w2e = ptrtoint i8* %w2p to i64
  %fa1 = load [2 x i32*] ([2 x i32*])*, [2 x i32*] ([2 x i32*])** @ta1
  %fa2 = load [2 x i8*] ([2 x i8*])*, [2 x i8*] ([2 x i8*])** @ta2
  %x1a = insertvalue [2 x i32*] undef, i32* %base, 0
  %x1 = insertvalue [2 x i32*] %x1a, i32* null, 1
  %y1 = call [2 x i32*] %fa1([2 x i32*] %x1)
  %y1p = extractvalue [2 x i32*] %y1, 1
  %y1ok = icmp eq i32* %y1p, %base
  %y1i = zext i1 %y1ok to i32
  %x2a = insertvalue [2 x i8*] undef, i8* null, 0
  %x2 = insertvalue [2 x i8*] %x2a, i8* %base8, 1
  %y2 = call [2 x i8*] %fa2([2 x i8*] %x2)
  %y2p = extractvalue [2 x i8*] %y2, 0
  %y2ok = icmp eq i8* %y2p, %base8
  %y2i = zext i1 %y2ok to i32
  %fm = getelementptr [22 x i8], [22 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %fm, i64 %sum, i64 %r2ni, i64 %w1e, i64 %w2e, i32 %y1i, i32 %y2i)
  ret i32 0
}
