// fmerge-test: cflags=-O2
// Loops the vectorizer turns into vector code, differing in one constant.
#include <stdio.h>
__attribute__((noinline)) void l1(int *restrict o, const int *restrict a, int n) { for (int i = 0; i < n; i++) o[i] = a[i] * 3 + 1; }
__attribute__((noinline)) void l2(int *restrict o, const int *restrict a, int n) { for (int i = 0; i < n; i++) o[i] = a[i] * 5 + 1; }
__attribute__((noinline)) void l3(int *restrict o, const int *restrict a, int n) { for (int i = 0; i < n; i++) o[i] = a[i] * 5 + 1; }
__attribute__((noinline)) int r1(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
__attribute__((noinline)) int r2(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s ^= a[i]; return s; }
int main(void) {
  int a[37], o[37]; for (int i = 0; i < 37; i++) a[i] = i * i;
  l1(o, a, 37); int x = r1(o, 37); l2(o, a, 37); int y = r1(o, 37); l3(o, a, 33); int z = r2(o, 37);
  printf("%d %d %d\n", x, y, z);
  return 0;
}
