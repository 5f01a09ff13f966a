; From a review (stop 42): `dso_local_equivalent  @fb` (two spaces, which
; LLVM accepts) was rewritten into a bitcast of its twin, which LLVM's
; grammar refuses there (irmod.Module.NameOnly).
target triple = "x86_64-pc-linux-gnu"
%A = type { i32 }
%B = type { i32 }
@.fmt = private constant [7 x i8] c"%d %d\0A\00"
@a = global %A { i32 3 }
@b = global %B { i32 4 }
declare i32 @printf(i8*, ...)

define dso_local i32 @fa(%A* %p, i32 %x) unnamed_addr noinline {
  %q = getelementptr %A, %A* %p, i32 0, i32 0
  %k = load i32, i32* %q
  %a = mul i32 %x, %k
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define dso_local i32 @fb(%B* %p, i32 %x) unnamed_addr noinline {
  %q = getelementptr %B, %B* %p, i32 0, i32 0
  %k = load i32, i32* %q
  %a = mul i32 %x, %k
  %b = add i32 %a, 3
  %c = xor i32 %b, %x
  %d = mul i32 %c, %a
  ret i32 %d
}

define i32 @main() {
  %p = load i32 (%B*, i32)*, i32 (%B*, i32)** @vt
  %1 = call i32 %p(%B* @b, i32 5)
  %2 = call i32 @fa(%A* @a, i32 6)
  %3 = call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @.fmt, i32 0, i32 0), i32 %1, i32 %2)
  ret i32 0
}

@vt = dso_local constant i32 (%B*, i32)* dso_local_equivalent  @fb
