// fmerge-test: cflags=-Os
// Atomic read-modify-write twins differing in operation and ordering.
#include <stdio.h>
long g1, g2;
__attribute__((noinline)) long a1(long *p, int n) { long r = 0; for (int i = 0; i < n; i++) r += __atomic_fetch_add(p, i, __ATOMIC_SEQ_CST); return r; }
__attribute__((noinline)) long a2(long *p, int n) { long r = 0; for (int i = 0; i < n; i++) r += __atomic_fetch_sub(p, i, __ATOMIC_SEQ_CST); return r; }
__attribute__((noinline)) long a3(long *p, int n) { long r = 0; for (int i = 0; i < n; i++) r += __atomic_fetch_add(p, i, __ATOMIC_RELAXED); return r; }
__attribute__((noinline)) long a4(long *p, int n) { long r = 0; for (int i = 0; i < n; i++) r += __atomic_fetch_xor(p, i, __ATOMIC_ACQ_REL); return r; }
__attribute__((noinline)) long a5(long *p, int n) { long r = 0; for (int i = 0; i < n; i++) r += __atomic_fetch_xor(p, i, __ATOMIC_ACQ_REL); return r; }
int main(void) { printf("%ld %ld %ld %ld %ld %ld\n", a1(&g1, 5), a2(&g2, 5), a3(&g1, 3), a4(&g2, 4), a5(&g1, 4), g1 + g2); return 0; }
