// fmerge-test: cflags=-Os
// Source-level aliases of functions that get merged.
#include <stdio.h>
__attribute__((noinline)) int base1(int x) { return x * 21 + 4; }
__attribute__((noinline)) int base2(int x) { return x * 21 + 4; }
__attribute__((noinline)) int base3(int x) { return x * 21 + 5; }
int al1(int) __attribute__((alias("base1")));
int al2(int) __attribute__((alias("base2")));
int al3(int) __attribute__((alias("base3")));
int main(void) { printf("%d %d %d %d %d %d\n", base1(1), al1(2), base2(3), al2(4), base3(5), al3(6)); return 0; }
