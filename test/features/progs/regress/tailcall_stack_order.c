// fmerge-test: cflags=-O2
#include <stdio.h>
/* A <-> B: 20 million levels of mutual sibling calls.  Eight doubles fill
   xmm0-7, so y (float) and x (double) travel on the stack, at offsets 0 and
   8; each call passes its own incoming y and x on unchanged, so llc makes
   it a jump (the stack arguments already lie where the callee wants them).
   Q is B with x and y swapped.  Merged with B, the merged function takes
   one order; the thunk (or rewritten call) of the other passes the same
   16 bytes of stack arguments but in another order: no sibling call. */
#define D double
__attribute__((noinline)) double A(long n, D d1, D d2, D d3, D d4, D d5, D d6, D d7, D d8, float y, double x);
__attribute__((noinline)) double Q(long n, D d1, D d2, D d3, D d4, D d5, D d6, D d7, D d8, double x, float y) {
  D t = d1 * 1.5 + d2 * 0.25 - d3 * 0.125 + d4 * 0.5 - d5 * 0.75 + d6 * 0.0625 + d7 * 0.3 - d8 * 0.1;
  t = t * 0.5 + (d1 - d2) * (d3 - d4) * 0.001 + y * 0.01 + x * 0.02;
  if (n <= 0) return t;
  return t + d8 * 7;
}
__attribute__((noinline)) double B(long n, D d1, D d2, D d3, D d4, D d5, D d6, D d7, D d8, float y, double x) {
  D t = d1 * 1.5 + d2 * 0.25 - d3 * 0.125 + d4 * 0.5 - d5 * 0.75 + d6 * 0.0625 + d7 * 0.3 - d8 * 0.1;
  t = t * 0.5 + (d1 - d2) * (d3 - d4) * 0.001 + y * 0.01 + x * 0.02;
  if (n <= 0) return t;
  return A(n - 1, d2, d3, d4, d5, d6, d7, d8, t * 1e-3, y, x);
}
__attribute__((noinline)) double A(long n, D d1, D d2, D d3, D d4, D d5, D d6, D d7, D d8, float y, double x) {
  return B(n, d8, d1, d2, d3, d4, d5, d6, d7, y, x);
}
int main(int argc, char **argv) {
  double r = A(20000000L + argc, 1, 2, 3, 4, 5, 6, 7, 8, 0.5f, 0.25);
  double s = Q(argc, 1, 2, 3, 4, 5, 6, 7, 8, 0.75, 0.5f);
  printf("%.6g %.6g\n", r, s);
  return 0;
}
