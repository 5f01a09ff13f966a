// fmerge-test: cflags=-O2
#include <stdio.h>
/* od <-> ev: 20 million levels of mutual sibling calls returning int.
   q is od returning long.  Merged (od,q) returns i64; od's side zero-extends
   ev's i32 result before returning it, so its call is no longer a tail call. */
__attribute__((noinline)) int od(long n, long a, long b);
__attribute__((noinline)) int ev(long n, long a, long b) { return od(n - 1, b, a + 1); }
#define BODY \
  long t = a ^ (b << 1); \
  t = t * 37 + b; t ^= t >> 7; t += b * 13 - a; \
  t = t * 41 + (a >> 3); t ^= t >> 11; t += (b ^ 0x5555) * 7; \
  t = t * 43 + (a >> 5); t ^= t >> 13; t += (b ^ 0x3333) * 9; \
  t = t * 47 + (a >> 7); t ^= t >> 17; t += (b ^ 0x1111) * 11;
__attribute__((noinline)) int od(long n, long a, long b) {
  BODY
  if (n <= 0) return (int)t;
  return ev(n, t & 0xffff, a ^ 7);
}
__attribute__((noinline)) long q(long n, long a, long b) {
  BODY
  if (n <= 0) return t;
  return b + (t & 0xffff) * (a ^ 7);
}
int main(int argc, char **argv) {
  printf("%d %ld\n", od(20000000L + argc, 1, 2), q(argc, 3, 4));
  return 0;
}
