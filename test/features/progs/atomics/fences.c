// fmerge-test: cflags=-Os
// Fences and atomic loads/stores with different orderings.
#include <stdio.h>
int flag, data;
__attribute__((noinline)) void pub1(int v) { data = v; __atomic_thread_fence(__ATOMIC_RELEASE); __atomic_store_n(&flag, 1, __ATOMIC_RELAXED); }
__attribute__((noinline)) void pub2(int v) { data = v; __atomic_thread_fence(__ATOMIC_SEQ_CST); __atomic_store_n(&flag, 1, __ATOMIC_RELAXED); }
__attribute__((noinline)) int get1(void) { int f = __atomic_load_n(&flag, __ATOMIC_ACQUIRE); return f ? data : -1; }
__attribute__((noinline)) int get2(void) { int f = __atomic_load_n(&flag, __ATOMIC_SEQ_CST); return f ? data + 1 : -1; }
int main(void) { printf("%d ", get1()); pub1(5); printf("%d ", get1()); pub2(7); printf("%d\n", get2()); return 0; }
