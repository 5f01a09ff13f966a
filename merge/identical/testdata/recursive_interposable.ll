; Equal bodies that call themselves: the comparator matches each one's
; recursive call with the other's. @a (linkonce_odr) and @b (linkonce):
; fmerge keeps the non-ODR @b's body (survivorFirst), and @b is
; interposable, so the body would move to a private copy whose recursive
; call names @b; a definition of @b linked in its place would then run
; inside @a's recursion. The weak pair @w1/@w2 is LLVM's double-weak case:
; @w2's recursion would go through @w1.
@.fmt = private unnamed_addr constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(i8*, ...)

define linkonce_odr i32 @a(i32 %x) {
  %z = icmp eq i32 %x, 0
  br i1 %z, label %done, label %more
more:
  %y = sub i32 %x, 1
  %r = call i32 @a(i32 %y)
  %t = add i32 %r, %x
  ret i32 %t
done:
  ret i32 1
}

define linkonce i32 @b(i32 %x) {
  %z = icmp eq i32 %x, 0
  br i1 %z, label %done, label %more
more:
  %y = sub i32 %x, 1
  %r = call i32 @b(i32 %y)
  %t = add i32 %r, %x
  ret i32 %t
done:
  ret i32 1
}

define weak i32 @w1(i32 %x) {
  %z = icmp ult i32 %x, 2
  br i1 %z, label %done, label %more
more:
  %y = lshr i32 %x, 1
  %r = call i32 @w1(i32 %y)
  %t = mul i32 %r, 3
  ret i32 %t
done:
  ret i32 %x
}

define weak i32 @w2(i32 %x) {
  %z = icmp ult i32 %x, 2
  br i1 %z, label %done, label %more
more:
  %y = lshr i32 %x, 1
  %r = call i32 @w2(i32 %y)
  %t = mul i32 %r, 3
  ret i32 %t
done:
  ret i32 %x
}

define i32 @main() {
  %1 = call i32 @a(i32 5)
  %2 = call i32 @b(i32 0)
  %3 = add i32 %1, %2
  %4 = call i32 @w2(i32 9)
  %f = getelementptr [7 x i8], [7 x i8]* @.fmt, i32 0, i32 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %3, i32 %4)
  ret i32 0
}
