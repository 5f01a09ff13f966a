// fmerge-test: cflags=-Os
// Twins differing only in string literal constants.
#include <stdio.h>
__attribute__((noinline)) void say1(int n) { for (int i = 0; i < n; i++) printf("hello %d\n", i); }
__attribute__((noinline)) void say2(int n) { for (int i = 0; i < n; i++) printf("world %d\n", i); }
__attribute__((noinline)) void say3(int n) { for (int i = 0; i < n; i++) printf("world %d\n", i); }
int main(void) { say1(2); say2(2); say3(1); return 0; }
