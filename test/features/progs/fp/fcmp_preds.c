// fmerge-test: cflags=-Os
// Near-duplicates differing only in the fcmp predicate (ordered/unordered).
#include <stdio.h>
#include <math.h>
__attribute__((noinline)) int c1(const double *p, int n) { int k = 0; for (int i = 0; i < n; i++) k += p[i] < 1.0; return k; }
__attribute__((noinline)) int c2(const double *p, int n) { int k = 0; for (int i = 0; i < n; i++) k += !(p[i] >= 1.0); return k; }
__attribute__((noinline)) int c3(const double *p, int n) { int k = 0; for (int i = 0; i < n; i++) k += p[i] <= 1.0; return k; }
int main(void) { double a[4] = {0.5, 1.0, NAN, 2.0}; printf("%d %d %d\n", c1(a, 4), c2(a, 4), c3(a, 4)); return 0; }
