/* Four functions alike but for a constant or an operator: forced merging
   pairs them in the first round, and, with Options.Remerge, merges the two
   merged functions in the next. */
#include <stdio.h>

__attribute__((noinline)) int scale_a(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i] * 3 + (v[i] >> 1);
  return s;
}

__attribute__((noinline)) int scale_b(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i] * 5 + (v[i] >> 1);
  return s;
}

__attribute__((noinline)) int scale_c(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i] * 7 + (v[i] >> 2);
  return s;
}

__attribute__((noinline)) int scale_d(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += v[i] * 9 - (v[i] >> 2);
  return s;
}

int main(void) {
  int v[8] = {1, -2, 3, 40, -5, 6, 70, 8};
  printf("%d %d %d %d\n", scale_a(v, 8), scale_b(v, 8), scale_c(v, 8), scale_d(v, 8));
  return 0;
}
