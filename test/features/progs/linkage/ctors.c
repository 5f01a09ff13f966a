// fmerge-test: cflags=-Os
// Constructor/destructor twins referenced from llvm.global_ctors/dtors.
#include <stdio.h>
int v1, v2, v3;
__attribute__((constructor(200), noinline)) void init1(void) { v1 = v1 * 10 + 1; v3 = v3 * 10 + 1; }
__attribute__((constructor(201), noinline)) void init2(void) { v2 = v2 * 10 + 1; v3 = v3 * 10 + 2; }
__attribute__((constructor(202), noinline)) void init3(void) { v2 = v2 * 10 + 1; v3 = v3 * 10 + 2; }
__attribute__((destructor, noinline)) void fini1(void) { printf("fini %d\n", v3); }
__attribute__((destructor, noinline)) void fini2(void) { printf("fini %d\n", v3); }
int main(void) { printf("%d %d %d\n", v1, v2, v3); v3 = 7; return 0; }
