// fmerge-test: cflags=-Os
// nonnull / returns_nonnull / alloc_size twins; one twin may return NULL.
#include <stdio.h>
#include <stdlib.h>
static char buf[64];
__attribute__((noinline, returns_nonnull)) char *get_a(int i) { return buf + (i & 31); }
__attribute__((noinline)) char *get_b(int i) { return i < 0 ? 0 : buf + (i & 31); }
__attribute__((noinline, alloc_size(1))) void *al1(size_t n, size_t m) { return calloc(n + m, 1); }
__attribute__((noinline, alloc_size(2))) void *al2(size_t n, size_t m) { return calloc(n + m, 1); }
__attribute__((noinline, nonnull(1))) int ln1(const char *s) { int n = 0; while (s[n]) n++; return n; }
__attribute__((noinline)) int ln2(const char *s) { int n = 0; if (!s) return -1; while (s[n]) n++; return n; }
int main(void) {
  printf("%d %d\n", (int)(get_a(3) - buf), get_b(-1) == 0);
  char *p = al1(4, 8), *q = al2(8, 4);
  printf("%d %d\n", (int)__builtin_dynamic_object_size(p, 0), (int)__builtin_dynamic_object_size(q, 0));
  free(p); free(q);
  printf("%d %d %d\n", ln1("hello"), ln2("hi"), ln2(0));
  return 0;
}
