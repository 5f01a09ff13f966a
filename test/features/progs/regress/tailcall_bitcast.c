// fmerge-test: cflags=-O2
#include <stdio.h>
/* ev returns struct A*, od returns struct B*; each returns the other's result
   cast: `return (struct A *)od(...)` is a bitcast after the call, still a
   sibling call for llc (50M levels in constant stack). */
struct A { long v; }; struct B { long w; };
static struct A ga; static struct B gb;
__attribute__((noinline)) struct B *od(long n, long a, long b, long c, long d, long e);
__attribute__((noinline)) struct A *ev(long n, long a, long b, long c, long d, long e) {
  if (n == 0) { ga.v = a + b * 3 + c * 5 + d * 7 + e * 11; return &ga; }
  long t = a ^ (b << 1);
  t = t * 31 + c; t ^= t >> 7; t += d * 13 - e;
  return (struct A *)od(n - 1, t & 0xffff, a, b + 1, c, d ^ 5);
}
__attribute__((noinline)) struct B *od(long n, long a, long b, long c, long d, long e) {
  if (n == 0) { gb.w = a + b * 3 + c * 5 + d * 7 + e * 13; return &gb; }
  long t = a ^ (b << 1);
  t = t * 37 + c; t ^= t >> 7; t += d * 13 - e;
  return (struct B *)ev(n - 1, t & 0xffff, a, b + 1, c, d ^ 5);
}
int main(int argc, char **argv) {
  struct A *r = ev(50000000L + argc, 1, 2, 3, 4, 5);
  printf("%ld\n", r == &ga ? ga.v : ((struct B *)r)->w);
  return 0;
}
