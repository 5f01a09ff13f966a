// fmerge-test: cflags=-Os
// Twins differing only in which global (or which field offset) they use.
#include <stdio.h>
struct S { int a, b, c[4]; };
struct S s1 = {1, 2, {3, 4, 5, 6}}, s2 = {10, 20, {30, 40, 50, 60}};
__attribute__((noinline)) int r1(int i) { return s1.c[i & 3] + s1.b; }
__attribute__((noinline)) int r2(int i) { return s2.c[i & 3] + s2.b; }
__attribute__((noinline)) int r3(int i) { return s2.c[i & 3] + s2.a; }
__attribute__((noinline)) int *q1(void) { return &s1.c[2]; }
__attribute__((noinline)) int *q2(void) { return &s1.c[3]; }
int main(void) { printf("%d %d %d %d %d\n", r1(1), r2(2), r3(3), *q1(), *q2()); return 0; }
