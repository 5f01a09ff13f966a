// fmerge-test: cflags=-O2
#include <stdio.h>
/* Two cycles of sibling calls: A -> C -> A and B -> D -> B, 20 million
   levels each, in constant stack because every `return X(...)` is a jump.
   A and B share a long body and differ in their tail call (C takes three
   arguments, D two): merged, each side's call is emitted on its own and its
   result reaches the return through a phi and a select on the identifier,
   so neither call is in tail position any more. */
__attribute__((noinline)) long C(long n, long a, long b);
__attribute__((noinline)) long D(long n, long a);
#define BODY \
  long t = a ^ (b << 1); \
  t = t * 37 + b; t ^= t >> 7; t += b * 13 - a; \
  t = t * 41 + (a >> 3); t ^= t >> 11; t += (b ^ 0x5555) * 7; \
  t = t * 43 + (a >> 5); t ^= t >> 13; t += (b ^ 0x3333) * 9; \
  t = t * 47 + (a >> 7); t ^= t >> 17; t += (b ^ 0x1111) * 11; \
  t = t * 53 + (a >> 9); t ^= t >> 19; t += (b ^ 0x7777) * 15;
__attribute__((noinline)) long A(long n, long a, long b) {
  BODY
  if (n == 0) return t;
  return C(n - 1, t & 0xffff, a);
}
__attribute__((noinline)) long B(long n, long a, long b) {
  BODY
  if (n == 0) return t + 1;
  return D(n - 1, (t & 0xffff) ^ a);
}
__attribute__((noinline)) long C(long n, long a, long b) { return A(n, b, a + 1); }
__attribute__((noinline)) long D(long n, long a) { return B(n, a, a >> 2); }
int main(int argc, char **argv) {
  long r1 = A(20000000L + argc, 1, 2);
  long r2 = B(20000000L + argc, 3, 4);
  printf("%ld %ld\n", r1, r2);
  return 0;
}
