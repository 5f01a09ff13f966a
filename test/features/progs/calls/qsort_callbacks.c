// fmerge-test: cflags=-Os
// Comparator twins passed to qsort (ascending vs descending, and a duplicate).
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) int asc(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
__attribute__((noinline)) int desc(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x < y) - (x > y); }
__attribute__((noinline)) int asc2(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
static void show(int *v) { for (int i = 0; i < 6; i++) printf("%d ", v[i]); printf("\n"); }
int main(void) {
  int v[6] = {4, 1, 5, 9, 2, 6};
  qsort(v, 6, sizeof v[0], asc); show(v);
  qsort(v, 6, sizeof v[0], desc); show(v);
  qsort(v, 6, sizeof v[0], asc2); show(v);
  return 0;
}
