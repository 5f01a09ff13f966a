// fmerge-test: cflags=-Os
// Near-duplicates differing in one floating-point operation.
#include <stdio.h>
__attribute__((noinline)) double f_add(const double *p, int n) { double s = 1; for (int i = 0; i < n; i++) s = s * 0.5 + p[i]; return s; }
__attribute__((noinline)) double f_sub(const double *p, int n) { double s = 1; for (int i = 0; i < n; i++) s = s * 0.5 - p[i]; return s; }
__attribute__((noinline)) float g_mul(const float *p, int n) { float s = 1; for (int i = 0; i < n; i++) s = s * p[i] + 0.25f; return s; }
__attribute__((noinline)) float g_div(const float *p, int n) { float s = 1; for (int i = 0; i < n; i++) s = s / p[i] + 0.25f; return s; }
int main(void) {
  double d[4] = {1, 2, 3, 4}; float f[4] = {1, 2, 4, 8};
  printf("%a %a %a %a\n", f_add(d, 4), f_sub(d, 4), g_mul(f, 4), g_div(f, 4));
  return 0;
}
