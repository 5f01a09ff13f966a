// fmerge-test: cflags=-Os
// Twins differing only in 0.0 vs -0.0 (equal as numbers, different bits).
#include <stdio.h>
__attribute__((noinline)) double z1(double x) { return x > 10 ? x : 0.0; }
__attribute__((noinline)) double z2(double x) { return x > 10 ? x : -0.0; }
__attribute__((noinline)) float zf1(float x) { return x > 10 ? x : 0.0f; }
__attribute__((noinline)) float zf2(float x) { return x > 10 ? x : -0.0f; }
int main(void) { printf("%g %g %g %g\n", 1 / z1(1), 1 / z2(1), 1 / zf1(1), 1 / zf2(1)); return 0; }
