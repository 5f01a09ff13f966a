// fmerge-test: cflags=-Os
// Twins that differ only in function alignment: the aligned one must stay
// aligned after merging.
#include <stdio.h>
#include <stdint.h>
__attribute__((noinline, aligned(256))) int al(int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i] * p[i] + 1; return s; }
__attribute__((noinline)) int un(int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i] * p[i] + 1; return s; }
__attribute__((noinline, aligned(128))) int al2(int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i] * p[i] + 2; return s; }
int main(void) {
  int a[4] = {1, 2, 3, 4};
  printf("%d %d %d\n", al(a, 4), un(a, 4), al2(a, 4));
  printf("al aligned 256: %d\n", (int)(((uintptr_t)&al) % 256 == 0));
  printf("al2 aligned 128: %d\n", (int)(((uintptr_t)&al2) % 128 == 0));
  return 0;
}
