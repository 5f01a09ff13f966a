// fmerge-test: cflags=-Os
// Compare-exchange twins: weak vs strong, different orderings and widths.
#include <stdio.h>
#include <stdint.h>
__attribute__((noinline)) int x1(int *p, int e, int d) { __atomic_compare_exchange_n(p, &e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return e; }
__attribute__((noinline)) int x2(int *p, int e, int d) { __atomic_compare_exchange_n(p, &e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED); return e; }
__attribute__((noinline)) int x3(int *p, int e, int d) { while (!__atomic_compare_exchange_n(p, &e, d, 1, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {} return e; }
__attribute__((noinline)) short x4(short *p, short e, short d) { __atomic_compare_exchange_n(p, &e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return e; }
__attribute__((noinline)) int64_t x5(int64_t *p, int64_t e, int64_t d) { __atomic_compare_exchange_n(p, &e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return e; }
__attribute__((noinline)) int x6(int *p, int e, int d) { __atomic_compare_exchange_n(p, &e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return e; }
__attribute__((noinline)) int x7(int *p, int e, int d) { __atomic_compare_exchange_n(p, &e, d + 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return e + 2; }
int main(void) {
  int a = 5; short s = 7; int64_t l = 9;
  printf("%d ", x1(&a, 5, 6)); printf("%d ", x2(&a, 5, 7)); printf("%d ", x3(&a, 6, 8));
  printf("%d %lld %d %d %lld\n", x4(&s, 7, 1), (long long)x5(&l, 9, 2), a, s, (long long)l);
  int b = 1; printf("%d %d %d %d\n", x6(&b, 1, 4), b, x7(&b, 4, 6), b);
  return 0;
}
