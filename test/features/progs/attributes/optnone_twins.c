// fmerge-test: cflags=-Os
// optnone twins (never touched by the optimizer) next to optimized twins.
#include <stdio.h>
__attribute__((noinline, optnone)) int o1(int x) { int y = x * 3; for (int i = 0; i < 3; i++) y += i; return y; }
__attribute__((noinline, optnone)) int o2(int x) { int y = x * 3; for (int i = 0; i < 3; i++) y += i; return y; }
__attribute__((noinline, optnone)) int o3(int x) { int y = x * 5; for (int i = 0; i < 3; i++) y += i; return y; }
__attribute__((noinline)) int n1(int x) { int y = x * 3; for (int i = 0; i < x; i++) y += i; return y; }
__attribute__((noinline)) int n2(int x) { int y = x * 3; for (int i = 0; i < x; i++) y += i; return y; }
int main(void) { printf("%d %d %d %d %d\n", o1(1), o2(2), o3(3), n1(4), n2(5)); return 0; }
