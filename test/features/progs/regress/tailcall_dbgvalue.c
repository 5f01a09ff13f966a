// fmerge-test: cflags=-O2 -g
/* tailcall_thunk.c with `long r = od(...); return r;`: under -g an
   llvm.dbg.value of r follows the tail call, which the first form of the
   sibling-call rule (a call that ends its block) did not see: merged,
   the recursion overflowed the stack. */
#include <stdio.h>
/* Mutual recursion of depth 50,000,000 that runs in constant stack because
   llc turns each `return other(...)` into a jump (sibling call: the callee's
   six arguments travel in registers).  ev and od are similar; merged, the
   merged function takes a seventh argument (the identifier) on the stack,
   so the thunk of ev or od can no longer jump to it and every level leaves a frame. */
__attribute__((noinline)) long od(long n, long a, long b, long c, long d, long e);
__attribute__((noinline)) long ev(long n, long a, long b, long c, long d, long e) {
  if (n == 0) return a + b * 3 + c * 5 + d * 7 + e * 11;
  long t = a ^ (b << 1);
  t = t * 31 + c; t ^= t >> 7; t += d * 13 - e;
  long r = od(n - 1, t & 0xffff, a, b + 1, c, d ^ 5); return r;
}
__attribute__((noinline)) long od(long n, long a, long b, long c, long d, long e) {
  if (n == 0) return a + b * 3 + c * 5 + d * 7 + e * 13;
  long t = a ^ (b << 1);
  t = t * 37 + c; t ^= t >> 7; t += d * 13 - e;
  long r = ev(n - 1, t & 0xffff, a, b + 1, c, d ^ 5); return r;
}
/* ev5 and od5 take five arguments: the identifier goes in the sixth
   register, the thunks still jump, and they may merge. */
__attribute__((noinline)) long od5(long n, long a, long b, long c, long d);
__attribute__((noinline)) long ev5(long n, long a, long b, long c, long d) {
  if (n == 0) return a + b * 3 + c * 5 + d * 7;
  long t = a ^ (b << 1);
  t = t * 31 + c; t ^= t >> 7; t += d * 13;
  return od5(n - 1, t & 0xffff, a, b + 1, c ^ 5);
}
__attribute__((noinline)) long od5(long n, long a, long b, long c, long d) {
  if (n == 0) return a + b * 3 + c * 5 + d * 11;
  long t = a ^ (b << 1);
  t = t * 37 + c; t ^= t >> 7; t += d * 13;
  return ev5(n - 1, t & 0xffff, a, b + 1, c ^ 5);
}
int main(int argc, char **argv) {
  printf("%ld %ld\n", ev(50000000L + argc, 1, 2, 3, 4, 5), ev5(50000000L + argc, 1, 2, 3, 4));
  return 0;
}
