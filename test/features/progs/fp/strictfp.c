// fmerge-test: cflags=-Os -ffp-model=strict ldflags=-lm
// strictfp functions (constrained intrinsics) that depend on the rounding mode.
#include <stdio.h>
#include <fenv.h>
__attribute__((noinline)) double d1(double a, double b) { return a / b; }
__attribute__((noinline)) double d2(double a, double b) { return a / b; }
__attribute__((noinline)) double d3(double a, double b) { return a / b + 1.0; }
int main(void) {
  fesetround(FE_UPWARD);
  double x = d1(1.0, 3.0);
  fesetround(FE_DOWNWARD);
  double y = d2(1.0, 3.0), z = d3(1.0, 3.0);
  fesetround(FE_TONEAREST);
  printf("%a %a %a\n", x, y, z);
  return 0;
}
