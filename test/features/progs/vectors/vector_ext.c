// fmerge-test: cflags=-Os
// Generic vector arithmetic twins (different element types and constants).
#include <stdio.h>
typedef float f4 __attribute__((vector_size(16)));
typedef double d2 __attribute__((vector_size(16)));
typedef short s8 __attribute__((vector_size(16)));
__attribute__((noinline)) f4 g1(f4 a) { return a * (f4){1, 2, 3, 4} + 0.5f; }
__attribute__((noinline)) f4 g2(f4 a) { return a * (f4){1, 2, 3, 5} + 0.5f; }
__attribute__((noinline)) d2 g3(d2 a) { return a * (d2){1, 2} + 0.5; }
__attribute__((noinline)) s8 g4(s8 a) { return (a << 2) ^ (s8){1, 2, 3, 4, 5, 6, 7, 8}; }
__attribute__((noinline)) s8 g5(s8 a) { return (a << 3) ^ (s8){1, 2, 3, 4, 5, 6, 7, 8}; }
int main(void) {
  f4 a = g1((f4){1, 1, 1, 1}), b = g2((f4){1, 1, 1, 1}); d2 c = g3((d2){2, 2});
  s8 d = g4((s8){1, 1, 1, 1, 1, 1, 1, 1}), e = g5((s8){1, 1, 1, 1, 1, 1, 1, 1});
  printf("%g %g %g %g\n", a[3], b[3], c[1], a[0] + b[1]);
  printf("%d %d %d %d\n", d[0], d[7], e[0], e[7]);
  return 0;
}
