; The weak twins name @pz in their headers (personality); @pz merges
; into @pa and goes. The private body's and the forwarder's headers are
; rewritten whole, and used to be rebuilt from the input text: they named
; the deleted @pz. (Found by review.)
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = global i32 0

define internal i32 @pa(i32 %a, i32 %b) unnamed_addr {
  %x = add i32 %a, %b
  %y = mul i32 %x, 3
  ret i32 %y
}
define internal i32 @pz(i32 %a, i32 %b) unnamed_addr {
  %x = add i32 %a, %b
  %y = mul i32 %x, 3
  ret i32 %y
}

define weak void @w1(i32 %v) personality i32 (i32, i32)* @pz {
  store volatile i32 %v, i32* @g
  store volatile i32 %v, i32* @g
  ret void
}
define weak void @w2(i32 %v) personality i32 (i32, i32)* @pz {
  store volatile i32 %v, i32* @g
  store volatile i32 %v, i32* @g
  ret void
}
@use = global i32 (i32, i32)* @pa
