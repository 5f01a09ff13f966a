// fmerge-test: cflags=-Os
// Function pointers stored in constant and mutable global tables.
#include <stdio.h>
__attribute__((noinline)) static int op_a(int x, int y) { return x * y + x; }
__attribute__((noinline)) static int op_b(int x, int y) { return x * y + x; }
__attribute__((noinline)) static int op_c(int x, int y) { return x * y - x; }
__attribute__((noinline)) static int op_d(int x, int y) { return x * y - y; }
static int (*const ctab[])(int, int) = {op_a, op_c};
int (*mtab[])(int, int) = {op_b, op_d, op_a};
int main(void) { int s = 0; for (int i = 0; i < 2; i++) s = s * 7 + ctab[i](i + 2, 3); for (int i = 0; i < 3; i++) s = s * 7 + mtab[i](i + 1, 5); printf("%d\n", s); return 0; }
