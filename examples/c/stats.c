/* Reductions over int arrays; several differ only in one operation. */
#include <stdlib.h>

#include "util.h"

long sum_i32(const int32_t *a, size_t n) {
  long s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i];
  return s;
}

long sum_sq_i32(const int32_t *a, size_t n) {
  long s = 0;
  for (size_t i = 0; i < n; i++)
    s += (long)a[i] * a[i];
  return s;
}

long sum_abs_i32(const int32_t *a, size_t n) {
  long s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i] < 0 ? -(long)a[i] : a[i];
  return s;
}

int32_t min_i32(const int32_t *a, size_t n) {
  int32_t m = n ? a[0] : 0;
  for (size_t i = 1; i < n; i++)
    if (a[i] < m)
      m = a[i];
  return m;
}

int32_t max_i32(const int32_t *a, size_t n) {
  int32_t m = n ? a[0] : 0;
  for (size_t i = 1; i < n; i++)
    if (a[i] > m)
      m = a[i];
  return m;
}

long count_above(const int32_t *a, size_t n, int32_t t) {
  long c = 0;
  for (size_t i = 0; i < n; i++)
    if (a[i] > t)
      c++;
  return c;
}

long count_below(const int32_t *a, size_t n, int32_t t) {
  long c = 0;
  for (size_t i = 0; i < n; i++)
    if (a[i] < t)
      c++;
  return c;
}

static int compare_i64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

/* Sorts a in place and returns its lower median. */
int64_t median_i64(int64_t *a, size_t n) {
  if (n == 0)
    return 0;
  qsort(a, n, sizeof *a, compare_i64);
  return a[(n - 1) / 2];
}
