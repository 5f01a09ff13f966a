// fmerge-test: cflags=-Os
// Twins differing only in TBAA type tags of their accesses.
#include <stdio.h>
__attribute__((noinline)) long t1(int *a, int *b) { long s = 0; for (int i = 0; i < 4; i++) { a[i] = i; s += b[i]; } return s; }
__attribute__((noinline)) long t2(unsigned *a, unsigned *b) { long s = 0; for (int i = 0; i < 4; i++) { a[i] = i; s += b[i]; } return s; }
__attribute__((noinline)) long t3(int *a, int *b) { long s = 0; for (int i = 0; i < 4; i++) { a[i] = i; s += b[i]; } return s; }
__attribute__((noinline)) float f1(float *a, int *b) { *b = 1; *a = 2.0f; return (float)*b; }
__attribute__((noinline)) float f2(float *a, float *b) { *b = 1; *a = 2.0f; return (float)*b; }
int main(void) { int x[4] = {9, 9, 9, 9}; unsigned y[4] = {8, 8, 8, 8}; float f[1], g[1]; int k[1];
  printf("%ld %ld %ld %g %g\n", t1(x, x), t2(y, y), t3(x, x + 0), f1(f, k), f2(g, g)); return 0; }
