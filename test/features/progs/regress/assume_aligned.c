// fmerge-test: cflags=-O1
// Issue 12 case 10: __builtin_assume_aligned becomes an llvm.assume with an
// "align" operand bundle naming a local value; merged code must keep the
// bundle's operands defined.
#include <stdio.h>

__attribute__((noinline)) long sum_a(long *p, int n) {
  long *q = __builtin_assume_aligned(p, 16);
  long s = 0;
  for (int i = 0; i < n; i++) s += q[i] * 3;
  return s + 1;
}
__attribute__((noinline)) long sum_b(long *p, int n) {
  long *q = __builtin_assume_aligned(p, 32);
  long s = 0;
  for (int i = 0; i < n; i++) s += q[i] * 5;
  return s + 2;
}
__attribute__((noinline)) long sum_c(long *p, int n) {
  long *q = __builtin_assume_aligned(p, 16);
  long s = 0;
  for (int i = 0; i < n; i++) s += q[i] * 7;
  return s + 3;
}
int main(void) {
  static long v[16] __attribute__((aligned(32)));
  for (int i = 0; i < 16; i++) v[i] = i * i;
  printf("%ld %ld %ld\n", sum_a(v, 16), sum_b(v, 16), sum_c(v, 16));
  return 0;
}
