; Linked before comdat_alias_retarget.ll: its copy of $k prevails.
target triple = "x86_64-pc-linux-gnu"
$k = comdat any
define linkonce_odr i32 @k1(i32 %x) unnamed_addr noinline comdat($k) { %a = mul i32 %x, 9
  %b = add i32 %a, 3
  ret i32 %b }
define void @keep() { call i32 @k1(i32 0)
  ret void }
