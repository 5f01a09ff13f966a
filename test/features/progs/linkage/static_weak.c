// fmerge-test: cflags=-Os
// Internal, weak and external twins.
#include <stdio.h>
static __attribute__((noinline)) int st1(int x) { return (x << 3) - x + 9; }
static __attribute__((noinline)) int st2(int x) { return (x << 3) - x + 9; }
__attribute__((noinline, weak)) int wk1(int x) { return (x << 3) - x + 9; }
__attribute__((noinline, weak)) int wk2(int x) { return (x << 3) - x + 10; }
__attribute__((noinline)) int ex1(int x) { return (x << 3) - x + 10; }
int main(void) { printf("%d %d %d %d %d\n", st1(1), st2(2), wk1(3), wk2(4), ex1(5)); return 0; }
