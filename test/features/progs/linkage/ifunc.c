// fmerge-test: cflags=-Os
// ifuncs whose resolvers and implementations are twins.
#include <stdio.h>
__attribute__((noinline)) int impl_a(int x) { return (x * 7 ^ 0x55) + 100; }
__attribute__((noinline)) int impl_b(int x) { return (x * 7 ^ 0x55) + 200; }
__attribute__((noinline)) int impl_c(int x) { return (x * 7 ^ 0x55) + 200; }
static int (*res1(void))(int) { return impl_a; }
static int (*res2(void))(int) { return impl_b; }
static int (*res3(void))(int) { return impl_c; }
int f1(int) __attribute__((ifunc("res1")));
int f2(int) __attribute__((ifunc("res2")));
int f3(int) __attribute__((ifunc("res3")));
int main(void) { printf("%d %d %d\n", f1(1), f2(2), f3(3)); return 0; }
