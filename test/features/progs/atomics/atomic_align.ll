; fmerge-test:
; Atomic load/store/cmpxchg/atomicrmw with explicit align and syncscope,
; in twins that differ only in align, ordering or syncscope.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"
@g = global i64 5, align 8
@h = global i32 9, align 8

define i64 @ld8(i64* %p) noinline {
  %v = load atomic i64, i64* %p seq_cst, align 8
  %w = add i64 %v, 1
  store atomic i64 %w, i64* %p release, align 8
  ret i64 %v
}
define i64 @ld8b(i64* %p) noinline {
  %v = load atomic i64, i64* %p seq_cst, align 8
  %w = add i64 %v, 1
  store atomic i64 %w, i64* %p release, align 8
  ret i64 %v
}
define i64 @ld8ss(i64* %p) noinline {
  %v = load atomic i64, i64* %p syncscope("singlethread") seq_cst, align 8
  %w = add i64 %v, 1
  store atomic i64 %w, i64* %p syncscope("singlethread") release, align 8
  ret i64 %v
}
define i32 @rmw4(i32* %p) noinline {
  %o = atomicrmw add i32* %p, i32 3 seq_cst, align 4
  %x = cmpxchg i32* %p, i32 12, i32 100 acq_rel monotonic, align 4
  %ok = extractvalue { i32, i1 } %x, 1
  %z = zext i1 %ok to i32
  %r = add i32 %o, %z
  ret i32 %r
}
define i32 @rmw8(i32* %p) noinline {
  %o = atomicrmw add i32* %p, i32 3 seq_cst, align 8
  %x = cmpxchg i32* %p, i32 12, i32 100 acq_rel monotonic, align 8
  %ok = extractvalue { i32, i1 } %x, 1
  %z = zext i1 %ok to i32
  %r = add i32 %o, %z
  ret i32 %r
}
define i32 @rmwv(i32* %p) noinline {
  %o = atomicrmw volatile xchg i32* %p, i32 3 seq_cst, align 4
  %x = cmpxchg weak volatile i32* %p, i32 3, i32 77 seq_cst seq_cst, align 4
  %ok = extractvalue { i32, i1 } %x, 1
  %z = zext i1 %ok to i32
  fence syncscope("singlethread") acquire
  %r = add i32 %o, %z
  ret i32 %r
}
define i32 @main() {
  %a = call i64 @ld8(i64* @g)
  %b = call i64 @ld8b(i64* @g)
  %c = call i64 @ld8ss(i64* @g)
  %d = call i32 @rmw4(i32* @h)
  %e = call i32 @rmw8(i32* @h)
  %e2 = call i32 @rmwv(i32* @h)
  %e3 = add i32 %e, %e2
  %f = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i64 %a, i64 %b, i64 %c, i32 %d, i32 %e3)
  ret i32 0
}
declare i32 @printf(i8*, ...)
