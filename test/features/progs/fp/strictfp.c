// fmerge-test: cflags=-Os ldflags=-lm
// strictfp functions (FENV_ACCESS: constrained intrinsics) that depend on
// the rounding mode, next to non-strict twins that are merged.
#include <stdio.h>
#include <fenv.h>
__attribute__((noinline)) double d1(double a, double b) {
#pragma STDC FENV_ACCESS ON
  return a / b;
}
__attribute__((noinline)) double d2(double a, double b) {
#pragma STDC FENV_ACCESS ON
  return a / b;
}
__attribute__((noinline)) double d3(double a, double b) {
#pragma STDC FENV_ACCESS ON
  return a / b + 1.0;
}
__attribute__((noinline)) double q1(double a, double b) { return a / b; }
__attribute__((noinline)) double q2(double a, double b) { return a / b; }
int main(void) {
  fesetround(FE_UPWARD);
  double x = d1(1.0, 3.0);
  fesetround(FE_DOWNWARD);
  double y = d2(1.0, 3.0), z = d3(1.0, 3.0);
  fesetround(FE_TONEAREST);
  printf("%a %a %a %a %a\n", x, y, z, q1(1.0, 3.0), q2(2.0, 3.0));
  return 0;
}
