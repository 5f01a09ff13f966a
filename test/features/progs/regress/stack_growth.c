// fmerge-test: cflags=-Os
#include <stdio.h>
#include <string.h>
/* f recurses 20000 levels with a small frame; g, similar, uses a 256 KiB
   buffer and never recurses.  Merged, every level of f's recursion reserves
   g's buffer too: 20000 * 256 KiB overflows the 8 MiB stack. */
volatile int sink;
#define WORK(a, k) \
  for (int i = 0; i < 4; i++) { \
    unsigned x = a[i] * 2654435761u + k; \
    x ^= x >> 13; x *= 0x5bd1e995; x ^= x >> 15; x += i * 7; \
    x = (x << 3) | (x >> 29); x ^= 0xdeadbeef; x *= 31; x -= k * 3; \
    x ^= x >> 7; x *= 0x27d4eb2d; x ^= x >> 11; x += a[(i + 1) & 3]; \
    sink = x; \
  }
__attribute__((noinline)) int f(int n, int k) {
  int a[4];
  memset(a, k, sizeof a);
  WORK(a, k)
  if (n > 0) return f(n - 1, k) + a[1] % 7;
  return a[0] & 1;
}
__attribute__((noinline)) int g(int n, int k) {
  int a[65536];
  memset(a, k, sizeof a);
  WORK(a, k)
  if (n > 0) return a[n] % 7 + n;
  return a[0] & 3;
}
/* h is f's near-twin with the same small frame: merging f and h costs no
   stack, and may go ahead. */
__attribute__((noinline)) int h(int n, int k) {
  int a[4];
  memset(a, k + 1, sizeof a);
  WORK(a, k)
  if (n > 0) return h(n - 1, k) + a[2] % 5;
  return a[0] & 1;
}
int main(int argc, char **argv) {
  printf("%d %d %d\n", f(20000 + argc, 3), g(argc + 100, 5), h(20000 + argc, 4));
  return 0;
}
