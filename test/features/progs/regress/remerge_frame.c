// fmerge-test: cflags=-Os
/* With -remerge, a merged function merged again must stay within the
   stack bounds of its originals, not of the merged function it merges. */
#include <stdio.h>
#include <string.h>
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
#define G(name, N) __attribute__((noinline)) int name(int n, int k) { \
  int a[N]; memset(a, k, sizeof a); WORK(a, k) \
  if (n > 0) return a[n % N] % 7 + n; return a[0] & 3; }
G(g1, 60)
G(g2, 61)
G(g3, 62)
G(g4, 63)
int main(int argc, char **argv) {
  printf("%d %d %d %d %d\n", f(15000 + argc, 3), g1(argc + 100, 5), g2(argc+7, 4), g3(argc+9, 2), g4(argc+3, 1));
  return 0;
}
