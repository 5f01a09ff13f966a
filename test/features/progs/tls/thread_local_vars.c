// fmerge-test: cflags=-Os ldflags=-lpthread
// Twins differing only in which thread-local variable they use.
#include <stdio.h>
#include <pthread.h>
__thread int ta = 1, tb = 2;
__attribute__((noinline)) int ia(int k) { ta = ta * 3 + k; return ta; }
__attribute__((noinline)) int ib(int k) { tb = tb * 3 + k; return tb; }
__attribute__((noinline)) int ib2(int k) { tb = tb * 3 + k; return tb; }
static void *th(void *p) { int *r = p; r[0] = ia(1); r[1] = ib(2); r[2] = ib2(3); return 0; }
int main(void) {
  int r[3]; pthread_t t; pthread_create(&t, 0, th, r); pthread_join(t, 0);
  printf("%d %d %d | %d %d %d\n", r[0], r[1], r[2], ia(5), ib(6), ib2(7));
  return 0;
}
