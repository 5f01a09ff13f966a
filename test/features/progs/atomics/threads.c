// fmerge-test: cflags=-Os ldflags=-lpthread
// Threads incrementing through atomic twins (relaxed vs seq_cst).
#include <stdio.h>
#include <pthread.h>
static long c1, c2;
__attribute__((noinline)) void *w1(void *a) { for (int i = 0; i < 100000; i++) __atomic_fetch_add(&c1, 1, __ATOMIC_RELAXED); return a; }
__attribute__((noinline)) void *w2(void *a) { for (int i = 0; i < 100000; i++) __atomic_fetch_add(&c2, 1, __ATOMIC_SEQ_CST); return a; }
__attribute__((noinline)) void *w3(void *a) { for (int i = 0; i < 100000; i++) __atomic_fetch_add(&c2, 2, __ATOMIC_SEQ_CST); return a; }
__attribute__((noinline)) void *w4(void *a) { for (int i = 0; i < 100000; i++) __atomic_fetch_add(&c1, 1, __ATOMIC_RELAXED); return a; }
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, w1, 0); pthread_create(&t[1], 0, w4, 0);
  pthread_create(&t[2], 0, w2, 0); pthread_create(&t[3], 0, w3, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  printf("%ld %ld\n", c1, c2);
  return 0;
}
