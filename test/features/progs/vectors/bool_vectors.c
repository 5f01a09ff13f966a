// fmerge-test: cflags=-Os
// Vector compares producing <N x i1> masks, then bitwise selects.
#include <stdio.h>
typedef int v4 __attribute__((vector_size(16)));
__attribute__((noinline)) v4 c1(v4 a, v4 b) { v4 m = a > b; return (a & m) | (b & ~m); }
__attribute__((noinline)) v4 c2(v4 a, v4 b) { v4 m = a < b; return (a & m) | (b & ~m); }
__attribute__((noinline)) v4 c3(v4 a, v4 b) { v4 m = a < b; return (a & m) | (b & ~m); }
__attribute__((noinline)) v4 c4(v4 a, v4 b) { v4 m = a <= b; return (a & m) | (b & ~m); }
int main(void) { v4 a = {1, 9, 5, 7}, b = {5, 5, 5, 5}; v4 x = c1(a, b), y = c2(a, b), z = c3(b, a), w = c4(a, b);
  printf("%d %d %d %d | %d %d %d %d | %d %d %d %d | %d\n", x[0], x[1], x[2], x[3], y[0], y[1], y[2], y[3], z[0], z[1], z[2], z[3], w[2]); return 0; }
