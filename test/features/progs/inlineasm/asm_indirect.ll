; fmerge-test:
; Inline asm with indirect memory operands ("=*m" with elementtype),
; sideeffect / alignstack / inteldialect variants, !srcloc metadata.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"

define i32 @m1(i32 %x) noinline {
  %p = alloca i32
  call void asm "movl $1, $0", "=*m,r"(i32* elementtype(i32) %p, i32 %x), !srcloc !0
  %v = load i32, i32* %p
  %r = add i32 %v, 1
  ret i32 %r
}
define i32 @m2(i32 %x) noinline {
  %p = alloca i32
  call void asm "movl $1, $0", "=*m,r"(i32* elementtype(i32) %p, i32 %x), !srcloc !1
  %v = load i32, i32* %p
  %r = add i32 %v, 1
  ret i32 %r
}
define i32 @m3(i32 %x) noinline {
  %p = alloca i32
  call void asm "movl $1, $0", "=*m,r"(i32* elementtype(i32) %p, i32 %x)
  %v = load i32, i32* %p
  %r = add i32 %v, 2
  ret i32 %r
}
define i32 @i1(i32 %x) noinline {
  %r = call i32 asm sideeffect inteldialect "lea $0, [$1 + 7]", "=r,r"(i32 %x)
  ret i32 %r
}
define i32 @i2(i32 %x) noinline {
  %r = call i32 asm sideeffect alignstack "leal 7($1), $0", "=r,r"(i32 %x)
  ret i32 %r
}
define i32 @main() {
  %a = call i32 @m1(i32 1)
  %b = call i32 @m2(i32 2)
  %c = call i32 @m3(i32 3)
  %d = call i32 @i1(i32 4)
  %e = call i32 @i2(i32 5)
  %f = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d, i32 %e)
  ret i32 0
}
declare i32 @printf(i8*, ...)
!0 = !{i64 100}
!1 = !{i64 200}
