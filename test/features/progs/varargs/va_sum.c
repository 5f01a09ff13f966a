// fmerge-test: cflags=-Os
// Variadic twins reading ints vs doubles with va_arg, plus identical ones.
#include <stdio.h>
#include <stdarg.h>
__attribute__((noinline)) long vs1(int n, ...) { va_list ap; va_start(ap, n); long s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
__attribute__((noinline)) long vs2(int n, ...) { va_list ap; va_start(ap, n); long s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
__attribute__((noinline)) long vs3(int n, ...) { va_list ap; va_start(ap, n); long s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int) * 2; va_end(ap); return s; }
__attribute__((noinline)) double vd1(int n, ...) { va_list ap; va_start(ap, n); double s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, double); va_end(ap); return s; }
int main(void) { printf("%ld %ld %ld %g\n", vs1(3, 1, 2, 3), vs2(12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), vs3(2, 5, 6), vd1(10, 1., 2., 3., 4., 5., 6., 7., 8., 9., 10.)); return 0; }
