// fmerge-test: cflags=-O2
// Twins differing only in loop metadata (unroll/vectorize pragmas).
#include <stdio.h>
__attribute__((noinline)) int l1(const int *p, int n) { int s = 0;
#pragma clang loop unroll(disable) vectorize(disable)
  for (int i = 0; i < n; i++) s += p[i] * 3; return s; }
__attribute__((noinline)) int l2(const int *p, int n) { int s = 0;
#pragma clang loop unroll_count(4)
  for (int i = 0; i < n; i++) s += p[i] * 3; return s; }
__attribute__((noinline)) int l3(const int *p, int n) { int s = 0;
#pragma clang loop unroll(disable) vectorize(disable)
  for (int i = 0; i < n; i++) s += p[i] * 3; return s; }
__attribute__((noinline)) int l4(const int *p, int n) { int s = 0;
#pragma clang loop unroll(disable) vectorize(disable)
  for (int i = 0; i < n; i++) s += p[i] * 5; return s; }
int main(void) { int a[21]; for (int i = 0; i < 21; i++) a[i] = i; printf("%d %d %d %d\n", l1(a, 21), l2(a, 21), l3(a, 20), l4(a, 19)); return 0; }
