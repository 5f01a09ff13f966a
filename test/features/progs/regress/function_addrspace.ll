; fmerge-test: cflags=-O2
; Functions in address space 1 (valid on x86-64: the target ignores it).
; @hB and @hC are identical and external, so @hC becomes a thunk; @sA and
; @sC are similar, and @sA's address is taken, so it stays a thunk of the
; merged function. Every call of such a function must say addrspace(1):
; fmerge's thunks did not, and the merged module did not verify (exit 1).
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"
@fp = global i32 (i32) addrspace(1)* @sA

declare i32 @printf(i8*, ...)

define i32 @hB(i32 %x) addrspace(1) noinline {
  %m = mul i32 %x, 31
  %y = xor i32 %m, 77
  %z = add i32 %y, %x
  ret i32 %z
}

define i32 @hC(i32 %x) addrspace(1) noinline {
  %m = mul i32 %x, 31
  %y = xor i32 %m, 77
  %z = add i32 %y, %x
  ret i32 %z
}

define i32 @sA(i32 %x) addrspace(1) noinline {
  %a = mul i32 %x, 17
  %b = xor i32 %a, 5
  %c = add i32 %b, 3
  %d = mul i32 %c, %x
  %e = sub i32 %d, 11
  %f = xor i32 %e, %a
  %g = add i32 %f, %c
  %h = mul i32 %g, 7
  ret i32 %h
}

define i32 @sC(i32 %x) addrspace(1) noinline {
  %a = mul i32 %x, 19
  %b = xor i32 %a, 5
  %c = add i32 %b, 3
  %d = mul i32 %c, %x
  %e = sub i32 %d, 11
  %f = xor i32 %e, %a
  %g = add i32 %f, %c
  %h = mul i32 %g, 7
  ret i32 %h
}

define i32 @main() {
  %a = call addrspace(1) i32 @hB(i32 3)
  %b = call addrspace(1) i32 @hC(i32 4)
  %p = load volatile i32 (i32) addrspace(1)*, i32 (i32) addrspace(1)** @fp
  %c = call addrspace(1) i32 %p(i32 5)
  %d = call addrspace(1) i32 @sC(i32 6)
  %r = call i32 (i8*, ...) @printf(i8* getelementptr ([13 x i8], [13 x i8]* @fmt, i64 0, i64 0), i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
