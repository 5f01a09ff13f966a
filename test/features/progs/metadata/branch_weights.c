// fmerge-test: cflags=-Os
// Twins differing only in !prof branch weights (__builtin_expect).
#include <stdio.h>
__attribute__((noinline)) int b1(int x) { if (__builtin_expect(x > 5, 1)) return x * 9; return x - 1; }
__attribute__((noinline)) int b2(int x) { if (__builtin_expect(x > 5, 0)) return x * 9; return x - 1; }
__attribute__((noinline)) int b3(int x) { if (__builtin_expect(x > 5, 0)) return x * 9; return x - 1; }
__attribute__((noinline)) int b4(int x) { if (__builtin_expect(x > 6, 0)) return x * 9; return x - 1; }
int main(void) { printf("%d %d %d %d %d\n", b1(7), b2(3), b3(9), b4(6), b4(7)); return 0; }
