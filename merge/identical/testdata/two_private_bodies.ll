; Two pairs of weak twins whose private bodies become equal once @f2 merges
; into @f1; [2 x i64] and [2 x i8*] parameters compare equal, but neither
; pair can forward to the other's body (no cast converts arrays). fmerge
; used to let one body take the other over anyway, and stopped with a
; panic. (Found by review.)
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = global i32 0

define internal void @f1() unnamed_addr noinline {
  %v0 = load volatile i32, i32* @g
  ret void
}
define internal void @f2() unnamed_addr noinline {
  %v0 = load volatile i32, i32* @g
  ret void
}
define weak void @wa1([2 x i64] %x) {
  call void @f1()
  call void @f1()
  call void @f1()
  call void @f1()
  call void @f1()
  call void @f1()
  ret void
}
define weak void @wa2([2 x i64] %x) {
  call void @f1()
  call void @f1()
  call void @f1()
  call void @f1()
  call void @f1()
  call void @f1()
  ret void
}
define weak void @wb1([2 x i8*] %x) {
  call void @f2()
  call void @f2()
  call void @f2()
  call void @f2()
  call void @f2()
  call void @f2()
  ret void
}
define weak void @wb2([2 x i8*] %x) {
  call void @f2()
  call void @f2()
  call void @f2()
  call void @f2()
  call void @f2()
  call void @f2()
  ret void
}
