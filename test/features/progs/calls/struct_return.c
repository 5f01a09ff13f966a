// fmerge-test: cflags=-Os
// sret and byval aggregate twins.
#include <stdio.h>
struct Big { long a[6]; };
__attribute__((noinline)) struct Big mk1(long x) { struct Big b; for (int i = 0; i < 6; i++) b.a[i] = x * i + 1; return b; }
__attribute__((noinline)) struct Big mk2(long x) { struct Big b; for (int i = 0; i < 6; i++) b.a[i] = x * i + 2; return b; }
__attribute__((noinline)) long sum1(struct Big b) { long s = 0; for (int i = 0; i < 6; i++) s += b.a[i] * (i + 1); return s; }
__attribute__((noinline)) long sum2(struct Big b) { long s = 0; for (int i = 0; i < 6; i++) s += b.a[i] * (i + 1); return s; }
__attribute__((noinline)) long sum3(struct Big b) { long s = 0; for (int i = 0; i < 6; i++) s -= b.a[i] * (i + 1); return s; }
int main(void) { printf("%ld %ld %ld\n", sum1(mk1(3)), sum2(mk2(4)), sum3(mk1(5))); return 0; }
