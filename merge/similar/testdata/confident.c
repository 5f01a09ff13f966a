/* Two long functions that differ in one constant: the cost model is sure
   their merge pays, so measuring compiles only the thunks. */
#include <stdio.h>

#define STEP(k)                                                          \
  h ^= (unsigned)(v[(i + k) % n] * (k + 3));                           \
  h = (h << 5 | h >> 27) + (unsigned)k * 2654435761u;                  \
  if (h & 1u << (k % 31)) h += v[k % n]; else h -= (unsigned)k;

#define BODY(seed)                                                       \
  unsigned h = seed;                                                     \
  for (int i = 0; i < n; i++) {                                          \
    STEP(1) STEP(2) STEP(3) STEP(4) STEP(5) STEP(6) STEP(7) STEP(8)      \
    STEP(9) STEP(10) STEP(11) STEP(12)                                   \
  }                                                                      \
  return h;

__attribute__((noinline)) unsigned mix_a(const int *v, int n) { BODY(17u) }
__attribute__((noinline)) unsigned mix_b(const int *v, int n) { BODY(99u) }

int main(void) {
  int v[7] = {3, 1, 4, 1, 5, 9, 2};
  printf("%u %u\n", mix_a(v, 7), mix_b(v, 5));
  return 0;
}
