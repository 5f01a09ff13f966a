// fmerge-test: cflags=-Os
// x86_fp80 (0xK) constants differing in the low mantissa bits.
#include <stdio.h>
#include <string.h>
__attribute__((noinline)) long double l1(long double x) { return x * 1.00000000000000000001L + 0.1L; }
__attribute__((noinline)) long double l2(long double x) { return x * 1.00000000000000000002L + 0.1L; }
__attribute__((noinline)) long double l3(long double x) { return x * 1.00000000000000000002L + 0.1L; }
static void show(long double v) { unsigned char b[10]; memcpy(b, &v, 10); for (int i = 9; i >= 0; i--) printf("%02x", b[i]); printf("\n"); }
int main(void) { show(l1(3)); show(l2(3)); show(l3(4)); return 0; }
