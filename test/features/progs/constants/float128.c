// fmerge-test: cflags=-Os
// __float128 (fp128, 0xL) constants differing in low bits.
#include <stdio.h>
#include <string.h>
__attribute__((noinline)) __float128 q1(__float128 x) { return x + 0.1Q; }
__attribute__((noinline)) __float128 q2(__float128 x) { return x + 0.100000000000000000000000000000001Q; }
__attribute__((noinline)) __float128 q3(__float128 x) { return x + 0.100000000000000000000000000000001Q; }
static void show(__float128 v) { unsigned char b[16]; memcpy(b, &v, 16); for (int i = 15; i >= 0; i--) printf("%02x", b[i]); printf("\n"); }
int main(void) { show(q1(0)); show(q2(0)); show(q3(1)); return 0; }
