// fmerge-test: cflags=-Os
// Twins differing only in a shufflevector mask (a constant operand that
// cannot become a parameter).
#include <stdio.h>
typedef int v4 __attribute__((vector_size(16)));
__attribute__((noinline)) v4 s1(v4 a, v4 b) { return __builtin_shufflevector(a, b, 0, 4, 1, 5) + a; }
__attribute__((noinline)) v4 s2(v4 a, v4 b) { return __builtin_shufflevector(a, b, 3, 2, 1, 0) + a; }
__attribute__((noinline)) v4 s3(v4 a, v4 b) { return __builtin_shufflevector(a, b, 3, 2, 1, 0) + a; }
static void show(v4 v) { printf("%d %d %d %d\n", v[0], v[1], v[2], v[3]); }
int main(void) { v4 a = {1, 2, 3, 4}, b = {10, 20, 30, 40}; show(s1(a, b)); show(s2(a, b)); show(s3(b, a)); return 0; }
