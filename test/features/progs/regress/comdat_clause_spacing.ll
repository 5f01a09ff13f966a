; Weak twins whose headers space their comdat clause as LLVM's parser
; allows (`comdat ( $w1 )`). Their shared private body drops the clause;
; the header model's regular expression dropped only the word, leaving
; "( $w1 )" behind: the output did not parse (internal error, exit 1).
; Header.WithoutComdat now reads the clause with comdatClause.
target triple = "x86_64-pc-linux-gnu"
$w1 = comdat any
$w2 = comdat any
@.fmt = private constant [7 x i8] c"%d %d\0A\00"
declare i32 @printf(i8*, ...)

define linkonce i32 @w1(i32 %x) comdat ( $w1 ) {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define linkonce i32 @w2(i32 %x) comdat ( $w2 ) {
  %a = mul i32 %x, 7
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define i32 @main() {
  %1 = call i32 @w1(i32 6)
  %2 = call i32 @w2(i32 7)
  %3 = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @.fmt, i32 0, i32 0), i32 %1, i32 %2)
  ret i32 0
}
