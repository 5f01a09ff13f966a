; Weak align 16 twins become aliases of their private body; @s takes it
; over, then @s itself becomes an alias of @a_s: @a_s must end align 16.
; (Found by review.)
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
define internal void @f4() unnamed_addr noinline {
  %v0 = load volatile i32, i32* @g
  ret void
}
define void @s(i32 %x) unnamed_addr {
  call void @f1()
  call void @f1()
  call void @f1()
  call void @f1()
  call void @f1()
  call void @f1()
  ret void
}
define weak void @w1(i32 %x) unnamed_addr align 16 {
  call void @f2()
  call void @f2()
  call void @f2()
  call void @f2()
  call void @f2()
  call void @f2()
  ret void
}
define weak void @w2(i32 %x) unnamed_addr align 16 {
  call void @f2()
  call void @f2()
  call void @f2()
  call void @f2()
  call void @f2()
  call void @f2()
  ret void
}
define void @a_s(i32 %x) unnamed_addr {
  call void @f4()
  call void @f4()
  call void @f4()
  call void @f4()
  call void @f4()
  call void @f4()
  ret void
}
@tab = global [4 x void (i32)*] [void (i32)* @s, void (i32)* @w1, void (i32)* @w2, void (i32)* @a_s]
