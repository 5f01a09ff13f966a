// fmerge-test: cflags=-O2
#include <stdio.h>
/* A threaded interpreter: each handler ends by jumping to the next one
   through a table (`return tbl[op](...)`, an indirect sibling call), so
   50,000,000 steps run in constant stack. op_a and op_b are similar and
   take six arguments; merged, the identifier would be a seventh, on the
   stack, and each step through a thunk would leave a frame. */
typedef long (*handler)(long n, long a, long b, long c, long d, long e);
extern handler tbl[3];
__attribute__((noinline)) long op_a(long n, long a, long b, long c, long d, long e) {
  if (n == 0) return a + b * 3 + c * 5 + d * 7 + e * 11;
  long t = a ^ (b << 1);
  t = t * 31 + c; t ^= t >> 7; t += d * 13 - e;
  return tbl[((unsigned long)t >> 3) % 3](n - 1, t & 0xffff, a, b + 1, c, d ^ 5);
}
__attribute__((noinline)) long op_b(long n, long a, long b, long c, long d, long e) {
  if (n == 0) return a + b * 3 + c * 5 + d * 7 + e * 13;
  long t = a ^ (b << 1);
  t = t * 37 + c; t ^= t >> 7; t += d * 13 - e;
  return tbl[((unsigned long)t >> 5) % 3](n - 1, t & 0xffff, a, b + 1, c, d ^ 3);
}
__attribute__((noinline)) long op_c(long n, long a, long b, long c, long d, long e) {
  if (n == 0) return a - b;
  return tbl[(unsigned long)(a + n) % 3](n - 1, b ^ c, a + 1, b, c, d + e);
}
handler tbl[3] = {op_a, op_b, op_c};
/* sum_a and sum_b are similar too, with five arguments: the identifier
   fits in the sixth register, and they may merge. */
__attribute__((noinline)) long sum_a(long n, long a, long b, long c, long d) {
  long s = 0;
  for (long i = 0; i < n; i++) { s += a * i + b; s ^= c + (s >> 3); s += d; }
  return s;
}
__attribute__((noinline)) long sum_b(long n, long a, long b, long c, long d) {
  long s = 0;
  for (long i = 0; i < n; i++) { s += a * i + b; s ^= c + (s >> 5); s += d; }
  return s;
}
int main(int argc, char **argv) {
  printf("%ld %ld %ld\n", tbl[0](50000000L + argc, 1, 2, 3, 4, 5), sum_a(100 + argc, 2, 3, 4, 5), sum_b(200 + argc, 3, 4, 5, 6));
  return 0;
}
