// fmerge-test: cflags=-Os
// Many mixed integer/float/struct arguments, some passed on the stack.
#include <stdio.h>
struct P { double x, y; };
__attribute__((noinline)) double m1(int a, long b, double c, float d, int e, long f, double g, int h, struct P p, int i) { return a + b * c + d - e + f * g + h + p.x * p.y + i; }
__attribute__((noinline)) double m2(int a, long b, double c, float d, int e, long f, double g, int h, struct P p, int i) { return a + b * c + d - e + f * g + h + p.x * p.y - i; }
__attribute__((noinline)) double m3(int a, long b, double c, float d, int e, long f, double g, int h, struct P p, int i) { return a + b * c + d - e + f * g + h + p.x * p.y - i; }
int main(void) { struct P p = {1.5, 2.5}; printf("%g %g %g\n", m1(1, 2, 3, 4, 5, 6, 7, 8, p, 9), m2(1, 2, 3, 4, 5, 6, 7, 8, p, 9), m3(2, 2, 3, 4, 5, 6, 7, 8, p, 9)); return 0; }
