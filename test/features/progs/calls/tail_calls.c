// fmerge-test: cflags=-Os
// Twins that end in tail calls to different callees.
#include <stdio.h>
__attribute__((noinline)) int leaf1(int x) { return x * 3; }
__attribute__((noinline)) int leaf2(int x) { return x * 4; }
__attribute__((noinline)) int t1(int x) { x = x * x + 1; return leaf1(x); }
__attribute__((noinline)) int t2(int x) { x = x * x + 1; return leaf2(x); }
__attribute__((noinline)) int t3(int x) { x = x * x + 1; return leaf2(x); }
int main(void) { printf("%d %d %d\n", t1(2), t2(3), t3(4)); return 0; }
