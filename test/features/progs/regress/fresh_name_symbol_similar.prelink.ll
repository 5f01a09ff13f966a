; Linked before fresh_name_symbol_similar.ll: defines the symbol __fmerge.fa.fb.
target triple = "x86_64-pc-linux-gnu"
define i32 @__fmerge.fa.fb(i32 %x) noinline {
  %a = mul i32 %x, 5
  ret i32 %a
}
