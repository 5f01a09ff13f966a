; fmerge-test:
; Hex float constants of every kind: 0xK (x86_fp80), 0xL (fp128), 0xM
; (ppc_fp128, in a global only), 0xH (half), in twins that
; differ only in one such constant.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [22 x i8] c"%04x %04x %016llx %d\0A\00"
@pm = global ppc_fp128 0xM3FF00000000000000000000000000001, align 16
@pm2 = global ppc_fp128 0xM3FF00000000000000000000000000002, align 16

define i16 @h1() noinline {
  %v = bitcast half 0xH3C01 to i16
  ret i16 %v
}
define i16 @h2() noinline {
  %v = bitcast half 0xH3C02 to i16
  ret i16 %v
}
define i64 @k1(x86_fp80 %x) noinline {
  %s = fadd x86_fp80 %x, 0xK3FFF8000000000000001
  %m = fmul x86_fp80 %s, 0xK40008000000000000000
  %b = bitcast x86_fp80 %m to i80
  %t = trunc i80 %b to i64
  ret i64 %t
}
define i64 @k2(x86_fp80 %x) noinline {
  %s = fadd x86_fp80 %x, 0xK3FFF8000000000000003
  %m = fmul x86_fp80 %s, 0xK40008000000000000000
  %b = bitcast x86_fp80 %m to i80
  %t = trunc i80 %b to i64
  ret i64 %t
}
define i64 @l1(fp128 %x) noinline {
  %s = fadd fp128 %x, 0xL00000000000000013FFF000000000000
  %b = bitcast fp128 %s to i128
  %t = trunc i128 %b to i64
  ret i64 %t
}
define i64 @l2(fp128 %x) noinline {
  %s = fadd fp128 %x, 0xL00000000000000053FFF000000000000
  %b = bitcast fp128 %s to i128
  %t = trunc i128 %b to i64
  ret i64 %t
}
define i32 @m1() noinline {
  %p = bitcast ppc_fp128* @pm to i8*
  %v = load i8, i8* %p
  %z = zext i8 %v to i32
  ret i32 %z
}
define i32 @m2() noinline {
  %p = bitcast ppc_fp128* @pm2 to i8*
  %v = load i8, i8* %p
  %z = zext i8 %v to i32
  ret i32 %z
}
define i32 @main() {
  %fm = getelementptr [22 x i8], [22 x i8]* @fmt, i64 0, i64 0
  %a = call i16 @h1()
  %b = call i16 @h1()
  %c = call i64 @k1(x86_fp80 0xK3FFF8000000000000000)
  %d = call i32 @m1()
  %a1 = zext i16 %a to i32
  %b1 = zext i16 %b to i32
  call i32 (i8*, ...) @printf(i8* %fm, i32 %a1, i32 %b1, i64 %c, i32 %d)
  %e = call i16 @h2()
  %f = call i16 @h2()
  %g = call i64 @k2(x86_fp80 0xK3FFF8000000000000000)
  %h = call i32 @m2()
  %e1 = zext i16 %e to i32
  %f1 = zext i16 %f to i32
  call i32 (i8*, ...) @printf(i8* %fm, i32 %e1, i32 %f1, i64 %g, i32 %h)
  %i = call i64 @l1(fp128 0xL00000000000000003FFF000000000000)
  %j = call i64 @l2(fp128 0xL00000000000000003FFF000000000000)
  call i32 (i8*, ...) @printf(i8* %fm, i32 0, i32 0, i64 %i, i32 0)
  call i32 (i8*, ...) @printf(i8* %fm, i32 0, i32 0, i64 %j, i32 0)
  ret i32 0
}
declare i32 @printf(i8*, ...)
