// fmerge-test: cflags=-Os
// Twins differing only in the inline asm template (and its constraints).
#include <stdio.h>
__attribute__((noinline)) int a1(int x) { __asm__("addl $1, %0" : "+r"(x)); return x * 3; }
__attribute__((noinline)) int a2(int x) { __asm__("addl $2, %0" : "+r"(x)); return x * 3; }
__attribute__((noinline)) int a3(int x) { __asm__("addl $2, %0" : "+r"(x)); return x * 3; }
__attribute__((noinline)) int a4(int x, int y) { __asm__("imull %1, %0" : "+r"(x) : "r"(y)); return x; }
__attribute__((noinline)) int a5(int x, int y) { __asm__("imull %1, %0" : "+r"(x) : "rm"(y)); return x; }
__attribute__((noinline)) int a6(int x) { int r; __asm__ volatile("leal 5(%1), %0" : "=r"(r) : "r"(x)); return r; }
__attribute__((noinline)) int a7(int x) { int r; __asm__("leal 5(%1), %0" : "=r"(r) : "r"(x)); return r; }
int main(void) { printf("%d %d %d %d %d %d %d\n", a1(1), a2(1), a3(2), a4(3, 4), a5(5, 6), a6(7), a7(8)); return 0; }
