// fmerge-test: cflags=-Os
// naked functions that read their arguments from registers directly;
// plain twins next to them are merged.
#include <stdio.h>
__attribute__((noinline)) int help1(int x) { return x * x + 3; }
__attribute__((noinline)) int help2(int x) { return x * x + 3; }
__attribute__((naked, noinline)) long add3(long a, long b, long c) { __asm__("leaq (%rdi,%rsi), %rax\n\taddq %rdx, %rax\n\tret"); }
__attribute__((naked, noinline)) long add3b(long a, long b, long c) { __asm__("leaq (%rdi,%rsi), %rax\n\taddq %rdx, %rax\n\tret"); }
__attribute__((naked, noinline)) long sub3(long a, long b, long c) { __asm__("movq %rdi, %rax\n\tsubq %rsi, %rax\n\tsubq %rdx, %rax\n\tret"); }
int main(void) { printf("%ld %ld %ld\n", add3(1, 2, 3), add3b(4, 5, 6), sub3(10, 2, 3));
  printf("%d %d\n", help1(3), help2(4)); return 0; }
