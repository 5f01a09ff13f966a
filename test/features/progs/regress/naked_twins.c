// fmerge-test: cflags=-O1
// Issue 12 case 9: a naked function with an identical twin. A thunk cannot
// be written for a naked function (its body must be only inline asm), and
// llc crashed on the output.
#include <stdio.h>

__attribute__((naked, noinline)) int get_a(void) {
  __asm__ volatile("movl $42, %eax");
  __asm__ volatile("addl $1, %eax");
  __asm__ volatile("ret");
}
__attribute__((naked, noinline)) int get_b(void) {
  __asm__ volatile("movl $42, %eax");
  __asm__ volatile("addl $1, %eax");
  __asm__ volatile("ret");
}
__attribute__((naked, noinline)) int get_c(void) {
  __asm__ volatile("movl $43, %eax");
  __asm__ volatile("addl $1, %eax");
  __asm__ volatile("ret");
}
int main(void) {
  printf("%d %d %d\n", get_a(), get_b(), get_c());
  printf("%d\n", (void *)get_a != (void *)get_b);
  return 0;
}
