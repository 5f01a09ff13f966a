// fmerge-test: cflags=-Os
// Twins differing only in volatile: the volatile one's loads stay.
#include <stdio.h>
int plain[4] = {1, 2, 3, 4};
volatile int vol[4] = {1, 2, 3, 4};
__attribute__((noinline)) int v1(int *p) { int s = 0; for (int i = 0; i < 4; i++) s += p[i] * (i + 1); return s; }
__attribute__((noinline)) int v2(volatile int *p) { int s = 0; for (int i = 0; i < 4; i++) s += p[i] * (i + 1); return s; }
__attribute__((noinline)) int v3(volatile int *p) { int s = 0; for (int i = 0; i < 4; i++) s += p[i] * (i + 2); return s; }
int main(void) { printf("%d %d %d\n", v1(plain), v2(vol), v3(vol)); return 0; }
