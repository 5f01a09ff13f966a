#include <stdio.h>
#include <string.h>
struct S { int a; long b; };
#define NI __attribute__((noinline))
NI static int sum3(int *p, int n, struct S *s) {
  int t = 0;
  for (int i = 0; i < n; i++) { t += p[i] * 3; if (t > 100) t -= s->a; }
  return t + (int)s->b;
}
NI static int sum5(int *p, int n, struct S *s) {
  int t = 1;
  for (int i = 0; i < n; i++) { t += p[i] * 5; if (t > 200) t ^= s->a; }
  printf("sum5\n");
  return t + (int)s->b;
}
NI int count_a(const char *s) { int c = 0; for (; *s; s++) if (*s == 'a') c++; return c; }
NI int count_b(const char *s) { int c = 0; for (; *s; s++) if (*s == 'b') c += 2; return c; }
NI static void fill(int *p, int n, int v) { for (int i = 0; i < n; i++) p[i] = v + i; }
NI static void fill2(int *p, int n, int v) { for (int i = 0; i < n; i++) p[i] = v * i; }
NI static long mix(long x, int y) { switch (y) { case 0: return x + 1; case 1: return x * 3; case 7: return x - 9; default: return x; } }
NI static long mix2(long x, int y) { switch (y) { case 0: return x + 2; case 1: return x * 5; case 7: return x - 1; default: return -x; } }
NI static double avg(double *d, int n) { double s = 0; for (int i = 0; i < n; i++) s += d[i]; return n ? s / n : 0; }
NI static double avg2(double *d, int n) { double s = 1; for (int i = 0; i < n; i++) s += d[i] * 2; return n ? s / n : 1; }
int main(int argc, char **argv) {
  int a[8]; struct S s = {7, 9}; double d[3] = {1.5, 2.5, argc};
  fill(a, 8, argc); printf("%d\n", sum3(a, 8, &s)); fill2(a, 8, argc + 1); printf("%d\n", sum5(a, 8, &s));
  printf("%d %d\n", count_a("banana"), count_b("bubble"));
  for (int y = 0; y < 9; y++) printf("%ld %ld\n", mix(10 * y, y), mix2(10 * y, y));
  printf("%.3f %.3f\n", avg(d, 3), avg2(d, 3));
  return 0;
}
