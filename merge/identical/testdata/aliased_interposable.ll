; @al and @bl, aliases, name the interposable @w1 and @v. As aliases
; themselves, @w1 and @v would be interposable aliases that an alias
; points to, which LLVM's verifier refuses (opt -mergefunc
; -mergefunc-use-aliases writes @w1 so, and aborts): they become thunks,
; while @w2, which no alias names, may be an alias. (Found by review,
; stop 39.)
@al = alias i32 (i32), i32 (i32)* @w1
@bl = alias i64 (i64), bitcast (i32 (i32)* @v to i64 (i64)*)

; A weak pair: the body moves to a private function.
define weak i32 @w1(i32 %x) unnamed_addr {
  %1 = mul i32 %x, 3
  %2 = add i32 %1, 5
  ret i32 %2
}
define weak i32 @w2(i32 %x) unnamed_addr {
  %1 = mul i32 %x, 3
  %2 = add i32 %1, 5
  ret i32 %2
}

; A weak function equal to a strong one.
define i32 @s(i32 %x) {
  %1 = mul i32 %x, 7
  %2 = xor i32 %1, 9
  ret i32 %2
}
define weak i32 @v(i32 %x) unnamed_addr {
  %1 = mul i32 %x, 7
  %2 = xor i32 %1, 9
  ret i32 %2
}

define i32 @main() {
  %1 = call i32 @al(i32 3)
  %2 = call i32 @w2(i32 %1)
  %3 = call i64 @bl(i64 4)
  %4 = trunc i64 %3 to i32
  %5 = call i32 @s(i32 %4)
  %6 = add i32 %2, %5
  ret i32 %6
}
