// fmerge-test: cflags=-O2
#include <stdio.h>
/* ev/od: mutual tail recursion, 50M levels, args (long x5, __int128): in LLVM 14
   the __int128 is split between r9 and 8 bytes of stack; calls stay jumps.
   Merged with an identifier, the merged function needs 16 bytes of stack args. */
typedef __int128 i128;
__attribute__((noinline)) long od(long n, long a, long b, long c, long d, i128 e);
__attribute__((noinline)) long ev(long n, long a, long b, long c, long d, i128 e) {
  if (n == 0) return a + b * 3 + c * 5 + d * 7 + (long)e * 11;
  long t = a ^ (b << 1);
  t = t * 31 + c; t ^= t >> 7; t += d * 13 - (long)e;
  return od(n - 1, t & 0xffff, a, b + 1, c, e);
}
__attribute__((noinline)) long od(long n, long a, long b, long c, long d, i128 e) {
  if (n == 0) return a + b * 3 + c * 5 + d * 7 + (long)e * 13;
  long t = a ^ (b << 1);
  t = t * 37 + c; t ^= t >> 7; t += d * 13 - (long)e;
  return ev(n - 1, t & 0xffff, a, b + 1, c, e);
}
int main(int argc, char **argv) {
  printf("%ld\n", ev(50000000L + argc, 1, 2, 3, 4, 5));
  return 0;
}
