// fmerge-test: cflags=-Os -march=haswell
// Twins that differ only in FP contraction (fma allowed or not).
#include <stdio.h>
__attribute__((noinline)) double m1(double a, double b, double c) {
#pragma STDC FP_CONTRACT OFF
  return a * b + c;
}
__attribute__((noinline)) double m2(double a, double b, double c) {
#pragma STDC FP_CONTRACT OFF
  return a * b + c;
}
__attribute__((noinline)) double m3(double a, double b, double c) {
#pragma STDC FP_CONTRACT ON
  return a * b + c;
}
int main(void) {
  double a = 1.0 + 0x1p-30, b = 1.0 - 0x1p-30, c = -1.0;
  printf("%a %a\n", m1(a, b, c), m2(a, b, c));
  double r = m3(a, b, c);
  printf("%d\n", r == m1(a, b, c) || r == -0x1p-60);
  return 0;
}
