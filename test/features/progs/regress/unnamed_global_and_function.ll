; An unnamed global variable (@0) beside an unnamed function (@1) equal to
; a named one: the IR library numbers unnamed globals by their order, and a
; prelude without @0 read the function as @0 ("cannot find the text of
; function @0", exit 2). Every prelude now keeps every unnamed global.
target triple = "x86_64-pc-linux-gnu"
@.fmt = private constant [10 x i8] c"%d %d %d\0A\00"
@0 = global i32 5
declare i32 @printf(i8*, ...)

define internal i32 @1(i32 %x) noinline {
  %a = mul i32 %x, 7
  ret i32 %a
}

define internal i32 @h(i32 %x) noinline {
  %a = mul i32 %x, 7
  ret i32 %a
}

define i8* @g1() noinline {
  %p = bitcast i32* @0 to i8*
  %q = getelementptr i8, i8* %p, i64 0
  %r = getelementptr i8, i8* %q, i64 0
  %s = getelementptr i8, i8* %r, i64 0
  ret i8* %s
}

define i8* @g2() noinline {
  %p = bitcast i32 (i32)* @1 to i8*
  %q = getelementptr i8, i8* %p, i64 0
  %r = getelementptr i8, i8* %q, i64 0
  %s = getelementptr i8, i8* %r, i64 0
  ret i8* %s
}

define i32 @main() {
  %a = call i8* @g1()
  %b = call i8* @g2()
  %c = icmp eq i8* %a, %b
  %d = zext i1 %c to i32
  %e = call i32 @1(i32 3)
  %h = call i32 @h(i32 %e)
  %f = call i32 (i8*, ...) @printf(i8* getelementptr ([10 x i8], [10 x i8]* @.fmt, i32 0, i32 0), i32 %d, i32 %e, i32 %h)
  ret i32 0
}
