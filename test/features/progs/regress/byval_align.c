// fmerge-test: cflags=-O2
// Issue 12 case 2: byval(%struct.V) align 16 as the 8th argument, read with
// aligned vector loads. The alignment must survive into merged bodies and
// thunks, or the callee reads a misaligned copy and crashes.
#include <stdio.h>

typedef struct __attribute__((aligned(16))) { float x[8]; } V;
typedef float f4 __attribute__((vector_size(16)));

__attribute__((noinline)) float sum_a(long a, long b, long c, long d, long e, long f, long g, V v) {
  f4 lo = *(f4 *)&v.x[0], hi = *(f4 *)&v.x[4];
  f4 m = (lo + hi) * (float)(a + b + c + d + e + f + g);
  return m[0] + m[1] + m[2] + m[3] + 1.0f;
}
__attribute__((noinline)) float sum_b(long a, long b, long c, long d, long e, long f, long g, V v) {
  f4 lo = *(f4 *)&v.x[0], hi = *(f4 *)&v.x[4];
  f4 m = (lo + hi) * (float)(a - b + c - d + e - f + g);
  return m[0] + m[1] + m[2] + m[3] + 2.0f;
}
__attribute__((noinline)) float sum_c(long a, long b, long c, long d, long e, long f, long g, V v) {
  f4 lo = *(f4 *)&v.x[0], hi = *(f4 *)&v.x[4];
  f4 m = (lo + hi) * (float)(a + b + c + d + e + f + g);
  return m[0] + m[1] + m[2] + m[3] + 1.0f;
}
int main(void) {
  V v;
  for (int i = 0; i < 8; i++) v.x[i] = (float)i * 0.5f;
  volatile char pad[3]; pad[0] = 1; (void)pad;
  printf("%.2f %.2f %.2f\n", sum_a(1, 2, 3, 4, 5, 6, 7, v), sum_b(1, 2, 3, 4, 5, 6, 7, v), sum_c(7, 6, 5, 4, 3, 2, 1, v));
  return 0;
}
