; A main for linking before.ll into an executable (measurement tests).
target triple = "x86_64-pc-linux-gnu"

declare i32 @hello()

define i32 @main() {
  %r = call i32 @hello()
  ret i32 0
}
