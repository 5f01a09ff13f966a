// fmerge-test: cflags=-O2
// restrict (noalias) twins called with overlapping pointers only where allowed.
#include <stdio.h>
__attribute__((noinline)) void ra(int *restrict o, const int *restrict a, int n) { for (int i = 0; i < n; i++) o[i] += a[i] * 2; }
__attribute__((noinline)) void rb(int *o, const int *a, int n) { for (int i = 0; i < n; i++) o[i] += a[i] * 2; }
__attribute__((noinline)) void rc(int *o, const int *a, int n) { for (int i = 0; i < n; i++) o[i] += a[i] * 2; }
int main(void) { int x[20], y[20]; for (int i = 0; i < 20; i++) x[i] = y[i] = i;
  ra(x, y, 20); rb(y + 1, y, 19); rc(x + 2, x, 18);
  int s = 0; for (int i = 0; i < 20; i++) s = s * 3 + x[i] + y[i]; printf("%d\n", s); return 0; }
