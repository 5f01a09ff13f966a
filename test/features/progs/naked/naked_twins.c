// fmerge-test: cflags=-Os
// naked functions (no prologue; body is asm only): identical and similar.
#include <stdio.h>
__attribute__((naked, noinline)) int nk1(int x) { __asm__("leal 3(%rdi), %eax\n\tret"); }
__attribute__((naked, noinline)) int nk2(int x) { __asm__("leal 3(%rdi), %eax\n\tret"); }
__attribute__((naked, noinline)) int nk3(int x) { __asm__("leal 4(%rdi), %eax\n\tret"); }
__attribute__((noinline)) int w1(int x) { return nk1(x) * 5 + 1; }
__attribute__((noinline)) int w2(int x) { return nk3(x) * 5 + 1; }
int main(void) { printf("%d %d %d %d %d\n", nk1(1), nk2(2), nk3(3), w1(4), w2(5)); return 0; }
