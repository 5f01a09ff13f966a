; fmerge-test: cflags=-O2
; Identical bodies, @f in addrspace(1), @g in addrspace(0): fmerge merged
; them and rewrote @g's uses as `bitcast (... addrspace(1)* @f to i32 (i32)*)`,
; a cast LLVM rejects (exit 1). Twins in different address spaces stay
; apart; @h1 and @h2, both in addrspace(1), still merge.
target triple = "x86_64-pc-linux-gnu"
@fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"
@fp = global i32 (i32)* @g
declare i32 @printf(i8*, ...)
define internal i32 @f(i32 %x) addrspace(1) noinline {
  %m = mul i32 %x, 37
  %y = xor i32 %m, 77
  %z = add i32 %y, %x
  ret i32 %z
}
define internal i32 @g(i32 %x) noinline {
  %m = mul i32 %x, 37
  %y = xor i32 %m, 77
  %z = add i32 %y, %x
  ret i32 %z
}
define internal i32 @h1(i32 %x) addrspace(1) noinline {
  %m = mul i32 %x, 41
  %y = xor i32 %m, 5
  ret i32 %y
}
define internal i32 @h2(i32 %x) addrspace(1) noinline {
  %m = mul i32 %x, 41
  %y = xor i32 %m, 5
  ret i32 %y
}
define i32 @main() {
  %a = call addrspace(1) i32 @f(i32 3)
  %b = call i32 @g(i32 6)
  %c = call addrspace(1) i32 @h1(i32 %a)
  %d = call addrspace(1) i32 @h2(i32 %b)
  %r = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @fmt, i64 0, i64 0), i32 %c, i32 %d)
  ret i32 0
}
