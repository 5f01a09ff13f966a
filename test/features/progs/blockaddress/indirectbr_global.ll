; fmerge-test:
; blockaddress constants in global initializers and in code, indirectbr,
; in functions that are identical or differ in one constant and call
; plain twins that are merged.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00"
@tab1 = internal constant [2 x i8*] [i8* blockaddress(@dispatch1, %one), i8* blockaddress(@dispatch1, %two)]
@tab2 = internal constant [2 x i8*] [i8* blockaddress(@dispatch2, %one), i8* blockaddress(@dispatch2, %two)]

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
define i32 @dispatch1(i32 %k) noinline {
entry:
  %i = and i32 %k, 1
  %p = getelementptr [2 x i8*], [2 x i8*]* @tab1, i32 0, i32 %i
  %t = load i8*, i8** %p
  indirectbr i8* %t, [label %one, label %two]
one:
  %h = call i32 @help1(i32 11)
  ret i32 %h
two:
  ret i32 22
}
define i32 @dispatch2(i32 %k) noinline {
entry:
  %i = and i32 %k, 1
  %p = getelementptr [2 x i8*], [2 x i8*]* @tab2, i32 0, i32 %i
  %t = load i8*, i8** %p
  indirectbr i8* %t, [label %one, label %two]
one:
  %h = call i32 @help2(i32 11)
  ret i32 %h
two:
  ret i32 23
}
define i32 @local1(i32 %k) noinline {
entry:
  %c = icmp eq i32 %k, 0
  %t = select i1 %c, i8* blockaddress(@local1, %a), i8* blockaddress(@local1, %b)
  indirectbr i8* %t, [label %a, label %b]
a:
  ret i32 100
b:
  ret i32 200
}
define i32 @local2(i32 %k) noinline {
entry:
  %c = icmp eq i32 %k, 0
  %t = select i1 %c, i8* blockaddress(@local2, %a), i8* blockaddress(@local2, %b)
  indirectbr i8* %t, [label %a, label %b]
a:
  ret i32 100
b:
  ret i32 200
}
define i32 @main() {
  %a = call i32 @dispatch1(i32 0)
  %b = call i32 @dispatch2(i32 1)
  %c = call i32 @local1(i32 0)
  %d = call i32 @local2(i32 1)
  %f = getelementptr [13 x i8], [13 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d)
  ret i32 0
}
declare i32 @printf(i8*, ...)
