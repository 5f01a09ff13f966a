; fmerge-test: prelink=comdat_local_pinned_by_group.prelink.ll
; From a review (stop 42): $c's internal @a1 is named by $d's @d, another
; group, and by $c's own @c. A reference from another group does not keep
; $c in every link (only together with $d), so @a1 stays a comdat local:
; identical merging must not send main's call of its twin @b to it. The
; prelink module's $c and $d prevail.
target triple = "x86_64-pc-linux-gnu"

$c = comdat any
$d = comdat any
@.fmt = private constant [10 x i8] c"%d %d %d\0A\00"

declare i32 @printf(i8*, ...)

define internal i32 @a1(i32 %x) comdat($c) {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define linkonce_odr i32 @c(i32 %x) comdat {
  %r = call i32 @a1(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

define linkonce_odr i32 @d(i32 %x) comdat {
  %r = call i32 @a1(i32 %x)
  %s = add i32 %r, 2
  ret i32 %s
}

define linkonce_odr i32 @b(i32 %x) {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define i32 @main() {
  %1 = call i32 @c(i32 3)
  %2 = call i32 @b(i32 5)
  %3 = call i32 @d(i32 6)
  %4 = call i32 (i8*, ...) @printf(i8* getelementptr ([10 x i8], [10 x i8]* @.fmt, i32 0, i32 0), i32 %1, i32 %2, i32 %3)
  ret i32 0
}
