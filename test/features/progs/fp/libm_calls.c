// fmerge-test: cflags=-Os ldflags=-lm
// Twins differing only in the libm function they call.
#include <stdio.h>
#include <math.h>
__attribute__((noinline)) double t1(const double *p, int n) { double s = 0; for (int i = 0; i < n; i++) s += sin(p[i]); return s; }
__attribute__((noinline)) double t2(const double *p, int n) { double s = 0; for (int i = 0; i < n; i++) s += cos(p[i]); return s; }
__attribute__((noinline)) double t3(const double *p, int n) { double s = 0; for (int i = 0; i < n; i++) s += cos(p[i]); return s; }
__attribute__((noinline)) float u1(float x) { return sqrtf(x) + floorf(x); }
__attribute__((noinline)) float u2(float x) { return sqrtf(x) + ceilf(x); }
int main(void) { double a[3] = {0.1, 0.2, 0.3}; printf("%.12f %.12f %.12f %g %g\n", t1(a, 3), t2(a, 3), t3(a, 2), u1(2.5f), u2(2.5f)); return 0; }
