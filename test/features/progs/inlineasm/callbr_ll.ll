; fmerge-test:
; callbr (asm goto) written in IR, with blockaddress operands, in
; identical and near-duplicate functions that call merged twins.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"

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
define i32 @cb1(i32 %x) noinline {
entry:
  callbr void asm "cmpl $$10, $0; jg ${1:l}", "r,X,~{dirflag},~{fpsr},~{flags}"(i32 %x, i8* blockaddress(@cb1, %big)) to label %small [label %big]
small:
  %hh = call i32 @help1(i32 %x)
  %a = add i32 %hh, 1
  ret i32 %a
big:
  %b = mul i32 %x, 100
  ret i32 %b
}
define i32 @cb2(i32 %x) noinline {
entry:
  callbr void asm "cmpl $$10, $0; jg ${1:l}", "r,X,~{dirflag},~{fpsr},~{flags}"(i32 %x, i8* blockaddress(@cb2, %big)) to label %small [label %big]
small:
  %hh = call i32 @help2(i32 %x)
  %a = add i32 %hh, 1
  ret i32 %a
big:
  %b = mul i32 %x, 100
  ret i32 %b
}
define i32 @cb3(i32 %x) noinline {
entry:
  callbr void asm "cmpl $$20, $0; jg ${1:l}", "r,X,~{dirflag},~{fpsr},~{flags}"(i32 %x, i8* blockaddress(@cb3, %big)) to label %small [label %big]
small:
  %a = add i32 %x, 1
  ret i32 %a
big:
  %b = mul i32 %x, 100
  ret i32 %b
}
define i32 @main() {
  %a = call i32 @cb1(i32 5)
  %b = call i32 @cb2(i32 15)
  %c = call i32 @cb3(i32 15)
  %d = call i32 @cb3(i32 25)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
declare i32 @printf(i8*, ...)
