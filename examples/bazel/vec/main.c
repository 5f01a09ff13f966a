/* Uses every vector type the same way from two places (a report and a
 * consistency check), as a program using a generic container library
 * would, and prints what it computed. With arguments, their lengths seed
 * the data. */
#include <stdio.h>
#include <string.h>

#include "vec.h"

#define USE(T, N, FMT, CAST)                                               \
  static void report_##N(long seed, size_t n) {                            \
    N##_vec v;                                                             \
    N##_init(&v);                                                          \
    N##_fill_pattern(&v, n, seed);                                         \
    long at = N##_find(&v, N##_get(&v, n / 3));                            \
    N##_reverse(&v);                                                       \
    unsigned long h1 = N##_hash(&v);                                       \
    N##_sort(&v);                                                          \
    printf(#N " n %zu min " FMT " max " FMT " mean %.3f above %zu at %ld " \
           "hash %lx %lx\n",                                               \
           n, (CAST)N##_min(&v), (CAST)N##_max(&v), N##_mean(&v),          \
           N##_count_above(&v, N##_get(&v, n / 2)), at, h1, N##_hash(&v)); \
    N##_free(&v);                                                          \
  }                                                                        \
  static int check_##N(long seed, size_t n) {                              \
    N##_vec a, b;                                                          \
    N##_init(&a);                                                          \
    N##_init(&b);                                                          \
    N##_fill_pattern(&a, n, seed);                                         \
    for (size_t i = a.len; i > 0; i--) N##_push(&b, N##_get(&a, i - 1));   \
    N##_reverse(&b);                                                       \
    int ok = N##_hash(&a) == N##_hash(&b) && N##_max(&a) == N##_max(&b) && \
             N##_min(&a) == N##_min(&b) && N##_mean(&a) == N##_mean(&b) && \
             N##_find(&b, N##_get(&a, 0)) <= 0 &&                          \
             N##_count_above(&a, (T)500) == N##_count_above(&b, (T)500);   \
    N##_sort(&a);                                                          \
    N##_sort(&b);                                                          \
    ok = ok && N##_hash(&a) == N##_hash(&b);                               \
    N##_free(&a);                                                          \
    N##_free(&b);                                                          \
    return ok;                                                             \
  }

USE(int, int, "%d", int)
USE(unsigned, uint, "%u", unsigned)
USE(long, long, "%ld", long)
USE(unsigned long, ulong, "%lu", unsigned long)
USE(short, short, "%d", int)
USE(float, float, "%.1f", double)
USE(double, double, "%.1f", double)

int main(int argc, char **argv) {
  long seed = 42;
  for (int i = 1; i < argc; i++) seed = seed * 31 + (long)strlen(argv[i]);
  int ok = 1;
  for (size_t n = 100; n <= 300; n += 200) {
    report_int(seed, n);
    report_uint(seed, n);
    report_long(seed, n);
    report_ulong(seed, n);
    report_short(seed, n);
    report_float(seed, n);
    report_double(seed, n);
    ok &= check_int(seed + 1, n) & check_uint(seed + 1, n) & check_long(seed + 1, n) &
          check_ulong(seed + 1, n) & check_short(seed + 1, n) & check_float(seed + 1, n) &
          check_double(seed + 1, n);
  }
  printf("checks %s\n", ok ? "ok" : "FAILED");
  return !ok;
}
