// fmerge-test: cflags=-Os
// Constant expressions: ptrtoint/inttoptr/gep in initializers and code.
#include <stdio.h>
#include <stdint.h>
int arr[8] = {1, 2, 3, 4, 5, 6, 7, 8};
int *const tab[] = {&arr[1], &arr[5]};
__attribute__((noinline)) intptr_t d1(void) { return (intptr_t)&arr[6] - (intptr_t)&arr[1]; }
__attribute__((noinline)) intptr_t d2(void) { return (intptr_t)&arr[7] - (intptr_t)&arr[1]; }
__attribute__((noinline)) int t1(int i) { return *tab[i & 1] + arr[2]; }
__attribute__((noinline)) int t2(int i) { return *tab[i & 1] + arr[3]; }
int main(void) { printf("%ld %ld %d %d\n", (long)d1(), (long)d2(), t1(0), t2(1)); return 0; }
