// fmerge-test: cflags=-Os
// [[clang::musttail]] returns in near-duplicate functions.
#include <stdio.h>
__attribute__((noinline)) int step(int n, int acc);
__attribute__((noinline)) int s1(int n, int acc) { if (n <= 0) return acc; __attribute__((musttail)) return step(n - 1, acc + 1); }
__attribute__((noinline)) int s2(int n, int acc) { if (n <= 0) return acc; __attribute__((musttail)) return step(n - 1, acc + 2); }
__attribute__((noinline)) int s3(int n, int acc) { if (n <= 0) return acc; __attribute__((musttail)) return step(n - 1, acc + 2); }
__attribute__((noinline)) int step(int n, int acc) { if (n <= 0) return acc; __attribute__((musttail)) return (n & 1 ? s1 : n & 2 ? s2 : s3)(n, acc * 2 % 1000003); }
int main(void) { printf("%d %d\n", step(1000000, 1), s3(77, 5)); return 0; }
