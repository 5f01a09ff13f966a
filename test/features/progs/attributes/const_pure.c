// fmerge-test: cflags=-Os
// const/pure function twins: a merge must keep the memory effects right;
// the pure twin reads a global that changes between calls.
#include <stdio.h>
int g = 1;
__attribute__((noinline, const)) int c1(int x) { return x * 13 + 5; }
__attribute__((noinline, const)) int c2(int x) { return x * 13 + 5; }
__attribute__((noinline, pure)) int p1(int x) { return x * 13 + g; }
__attribute__((noinline, pure)) int p2(int x) { return x * 17 + g; }
__attribute__((noinline)) int run(int x) {
  int a = p1(x); g++; int b = p1(x); g++; int c = p2(x);
  return a * 10000 + b * 100 + c + c1(x) + c2(x + 1);
}
int main(void) { printf("%d %d\n", run(1), run(2)); return 0; }
