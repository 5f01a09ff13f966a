// fmerge-test: cflags=-Os -g
// Twins with full debug info (DISubprogram, dbg.value, locations).
#include <stdio.h>
__attribute__((noinline)) int d1(int *p, int n) { int s = 0; for (int i = 0; i < n; i++) { int t = p[i] * 2; s += t; } return s; }
__attribute__((noinline)) int d2(int *p, int n) { int s = 0; for (int i = 0; i < n; i++) { int t = p[i] * 2; s += t; } return s; }
__attribute__((noinline)) int d3(int *p, int n) { int s = 0; for (int i = 0; i < n; i++) { int t = p[i] * 3; s += t; } return s; }
struct S { int a; double b; };
__attribute__((noinline)) double e1(struct S *s) { return s->a * s->b; }
__attribute__((noinline)) double e2(struct S *s) { return s->a + s->b; }
int main(void) { int a[4] = {1, 2, 3, 4}; struct S s = {3, 1.5}; printf("%d %d %d %g %g\n", d1(a, 4), d2(a, 3), d3(a, 4), e1(&s), e2(&s)); return 0; }
