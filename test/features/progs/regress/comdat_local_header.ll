; fmerge-test: prelink=comdat_local_header.prelink.ll ldflags=-no-pie
; A shared private body keeps its header: what the header names counts as
; much as what the body names. @w and @w2 (linkonce, in $w) are equal, and
; their prefix data names @k, private in $w. The prelink module's copy of
; $w prevails at link time, so this object's @k is discarded: the private
; body of the pair (no comdat) must not be made, or it would name @k from
; outside the group ("relocation refers to a discarded section").
; @v1 and @v2 (internal, no comdat) are equal and name nothing local to a
; group: they still merge.
target triple = "x86_64-pc-linux-gnu"

$w = comdat any
@k = private constant i32 7, comdat($w)
@.fmt = private constant [13 x i8] c"%d %d %d %d\0A\00"

declare i32 @printf(i8*, ...)

define linkonce i32 @w(i32 %x) comdat prefix i32* @k {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define linkonce i32 @w2(i32 %x) comdat($w) prefix i32* @k {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define internal i32 @v1(i32 %x) {
  %a = mul i32 %x, 9
  %b = add i32 %a, 5
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define internal i32 @v2(i32 %x) {
  %a = mul i32 %x, 9
  %b = add i32 %a, 5
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define i32 @main() {
  %1 = call i32 @w(i32 6)
  %2 = call i32 @w2(i32 7)
  %3 = call i32 @v1(i32 8)
  %4 = call i32 @v2(i32 9)
  %5 = call i32 (i8*, ...) @printf(i8* getelementptr ([13 x i8], [13 x i8]* @.fmt, i32 0, i32 0), i32 %1, i32 %2, i32 %3, i32 %4)
  ret i32 0
}
