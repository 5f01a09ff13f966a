; regress/trapping_constant.ll, spelled with a comment and a line break
; between the keyword and its parenthesis (`udiv ; c` then `(i64 ...)`),
; which the line-by-line text scan cannot see: llir's reading of the
; expression catches it. Before, the text scan missed it, @da and @db were
; similar-merged, and the merged program died of SIGFPE.
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [21 x i8] c"%ld %ld %ld %ld %ld\0A\00"
@w = extern_weak global i32
@sink = global i64 0

declare i32 @printf(i8*, ...)

define internal i64 @da(i64 %x) noinline {
entry:
  %c = icmp eq i64 ptrtoint (i32* @w to i64), 0
  br i1 %c, label %skip, label %do
do:
  %y = add i64 %x, udiv ; c
   (i64 100, i64 ptrtoint (i32* @w to i64))
  %z = mul i64 %y, 3
  %z2 = xor i64 %z, 5
  br label %skip
skip:
  %r = phi i64 [ 1, %entry ], [ %z2, %do ]
  %r2 = add i64 %r, %x
  %r3 = mul i64 %r2, %x
  ret i64 %r3
}

define internal i64 @da2(i64 %x) noinline {
entry:
  %c = icmp eq i64 ptrtoint (i32* @w to i64), 0
  br i1 %c, label %skip, label %do
do:
  %y = add i64 %x, udiv ; c
   (i64 100, i64 ptrtoint (i32* @w to i64))
  %z = mul i64 %y, 3
  %z2 = xor i64 %z, 5
  br label %skip
skip:
  %r = phi i64 [ 1, %entry ], [ %z2, %do ]
  %r2 = add i64 %r, %x
  %r3 = mul i64 %r2, %x
  ret i64 %r3
}

define internal i64 @db(i64 %x) noinline {
entry:
  %c = icmp eq i64 %x, 0
  br i1 %c, label %skip, label %do
do:
  %y = add i64 %x, 7
  %z = mul i64 %y, 3
  %z2 = xor i64 %z, 5
  br label %skip
skip:
  %r = phi i64 [ 1, %entry ], [ %z2, %do ]
  %r2 = add i64 %r, %x
  %r3 = mul i64 %r2, %x
  ret i64 %r3
}

define internal i64 @pa(i64 %x) noinline {
entry:
  %c = icmp eq i64 ptrtoint (i32* @w to i64), 0
  br i1 %c, label %skip, label %do
do:
  store volatile i64 %x, i64* @sink
  br label %skip
skip:
  %r = phi i64 [ 1, %entry ], [ urem ; c
   (i64 100, i64 ptrtoint (i32* @w to i64)), %do ]
  %r2 = add i64 %r, %x
  %r3 = mul i64 %r2, %x
  ret i64 %r3
}

define internal i64 @pb(i64 %x) noinline {
entry:
  %c = icmp eq i64 %x, 0
  br i1 %c, label %skip, label %do
do:
  store volatile i64 %x, i64* @sink
  br label %skip
skip:
  %r = phi i64 [ 1, %entry ], [ 7, %do ]
  %r2 = add i64 %r, %x
  %r3 = mul i64 %r2, %x
  ret i64 %r3
}

define i32 @main() {
  %f = getelementptr [21 x i8], [21 x i8]* @fmt, i64 0, i64 0
  %1 = call i64 @da(i64 3)
  %2 = call i64 @da2(i64 4)
  %3 = call i64 @db(i64 3)
  %4 = call i64 @pa(i64 3)
  %5 = call i64 @pb(i64 3)
  call i32 (i8*, ...) @printf(i8* %f, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5)
  ret i32 0
}
