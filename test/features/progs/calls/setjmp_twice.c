// fmerge-test: cflags=-Os
// returns_twice (setjmp) in near-duplicate functions.
#include <stdio.h>
#include <setjmp.h>
static jmp_buf jb;
__attribute__((noinline)) void thrower(int v) { if (v > 2) longjmp(jb, v); }
__attribute__((noinline)) int s1(int v) { volatile int r = 100; if (setjmp(jb)) return r + 1; r = 200; thrower(v); return r; }
__attribute__((noinline)) int s2(int v) { volatile int r = 100; if (setjmp(jb)) return r + 2; r = 200; thrower(v); return r; }
__attribute__((noinline)) int s3(int v) { volatile int r = 100; if (setjmp(jb)) return r + 2; r = 200; thrower(v); return r; }
int main(void) { printf("%d %d %d %d\n", s1(1), s1(5), s2(6), s3(7)); return 0; }
