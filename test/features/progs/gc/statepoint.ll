; fmerge-test:
; gc "statepoint-example" functions with gc.statepoint / gc.relocate
; (operand bundles, elementtype on the call target, token values),
; identical and near-duplicate, calling plain twins that are merged.
; The stack maps go to .llvm_stackmaps.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"
@cell = global i64 6
@calls = global i32 0

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
define void @safepoint() noinline {
  %v = load i32, i32* @calls
  %w = add i32 %v, 1
  store i32 %w, i32* @calls
  ret void
}
define i64 @sp1(i64 addrspace(1)* %obj, i64 %k) noinline gc "statepoint-example" {
  %tok = call token (i64, i32, void ()*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidf(i64 2882400000, i32 0, void ()* elementtype(void ()) @safepoint, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(i64 addrspace(1)* %obj) ]
  %rel = call i64 addrspace(1)* @llvm.experimental.gc.relocate.p1i64(token %tok, i32 0, i32 0)
  %v = load i64, i64 addrspace(1)* %rel
  %m = mul i64 %v, 3
  %k32 = trunc i64 %k to i32
  %hk = call i32 @help1(i32 %k32)
  %hk64 = sext i32 %hk to i64
  %r = add i64 %m, %hk64
  ret i64 %r
}
define i64 @sp2(i64 addrspace(1)* %obj, i64 %k) noinline gc "statepoint-example" {
  %tok = call token (i64, i32, void ()*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidf(i64 2882400000, i32 0, void ()* elementtype(void ()) @safepoint, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(i64 addrspace(1)* %obj) ]
  %rel = call i64 addrspace(1)* @llvm.experimental.gc.relocate.p1i64(token %tok, i32 0, i32 0)
  %v = load i64, i64 addrspace(1)* %rel
  %m = mul i64 %v, 3
  %k32 = trunc i64 %k to i32
  %hk = call i32 @help2(i32 %k32)
  %hk64 = sext i32 %hk to i64
  %r = add i64 %m, %hk64
  ret i64 %r
}
define i64 @sp3(i64 addrspace(1)* %obj, i64 %k) noinline gc "statepoint-example" {
  %tok = call token (i64, i32, void ()*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidf(i64 2882400000, i32 0, void ()* elementtype(void ()) @safepoint, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(i64 addrspace(1)* %obj) ]
  %rel = call i64 addrspace(1)* @llvm.experimental.gc.relocate.p1i64(token %tok, i32 0, i32 0)
  %v = load i64, i64 addrspace(1)* %rel
  %m = mul i64 %v, 5
  %k32 = trunc i64 %k to i32
  %hk = call i32 @help1(i32 %k32)
  %hk64 = sext i32 %hk to i64
  %r = add i64 %m, %hk64
  ret i64 %r
}
define i32 @main() {
  %o = addrspacecast i64* @cell to i64 addrspace(1)*
  %a = call i64 @sp1(i64 addrspace(1)* %o, i64 1)
  %b = call i64 @sp2(i64 addrspace(1)* %o, i64 2)
  %c = call i64 @sp3(i64 addrspace(1)* %o, i64 3)
  %n = load i32, i32* @calls
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %a, i64 %b, i64 %c, i32 %n)
  ret i32 0
}
declare token @llvm.experimental.gc.statepoint.p0f_isVoidf(i64, i32, void ()*, i32, i32, ...)
declare i64 addrspace(1)* @llvm.experimental.gc.relocate.p1i64(token, i32, i32)
declare i32 @printf(i8*, ...)
