// fmerge-test: cflags=-Os
// Twins that differ only in fast-math flags (reassoc via pragma): the
// reassociated one may give a different rounding, the strict one must not.
#include <stdio.h>
__attribute__((noinline)) double sa(const double *p, int n) {
  double s = 0; for (int i = 0; i < n; i++) s += p[i]; return s;
}
__attribute__((noinline)) double sb(const double *p, int n) {
#pragma clang fp reassociate(on)
  double s = 0; for (int i = 0; i < n; i++) s += p[i]; return s;
}
__attribute__((noinline)) double ka(double a, double b) { return (a + b) - a; }
__attribute__((noinline)) double kb(double a, double b) {
#pragma clang fp reassociate(on)
  return (a + b) - a;
}
int main(void) {
  double v[3] = {1e16, 1.0, -1e16};
  printf("%.17g %.17g\n", sa(v, 3), ka(1e16, 1.0));
  double w = sb(v, 3), k = kb(1e16, 1.0);
  printf("%d %d\n", w == w, k == k);
  return 0;
}
