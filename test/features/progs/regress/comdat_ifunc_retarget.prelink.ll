; Linked before comdat_ifunc_retarget.ll: its copy of $r prevails.
target triple = "x86_64-pc-linux-gnu"
$r = comdat any
define internal i32 @impl(i32 %x) noinline { %a = mul i32 %x, 7
  ret i32 %a }
define linkonce_odr i32 (i32)* @r1() unnamed_addr noinline comdat($r) { ret i32 (i32)* @impl }
define void @keep() { call i32 (i32)* @r1()
  ret void }
