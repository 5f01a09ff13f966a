// fmerge-test: cflags=-Os
// Twins that differ only in cold/hot/minsize attributes.
#include <stdio.h>
__attribute__((noinline, cold)) int k1(const int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s = s * 31 + p[i]; return s; }
__attribute__((noinline, hot)) int k2(const int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s = s * 31 + p[i]; return s; }
__attribute__((noinline, minsize)) int k3(const int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s = s * 37 + p[i]; return s; }
__attribute__((noinline)) int k4(const int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s = s * 37 + p[i]; return s; }
int main(void) { int a[] = {3, 1, 4, 1, 5, 9}; printf("%d %d %d %d\n", k1(a, 6), k2(a, 5), k3(a, 6), k4(a, 4)); return 0; }
