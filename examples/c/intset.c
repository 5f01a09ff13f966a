/* Set of longs: open addressing with linear probing. */
#include <stdio.h>
#include <stdlib.h>

#include "util.h"

/* Copy-pasted helpers (also in wordfreq.c). */
static void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n, size);
  if (p == NULL) {
    oom();
  }
  return p;
}

/* Same FNV-1a as wordfreq.c's hash_bytes, pasted under another name. */
static uint32_t fnv1a(const unsigned char *p, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) {
    h ^= p[i];
    h *= 16777619u;
  }
  return h;
}

struct intset {
  long *keys;
  unsigned char *used;
  size_t cap;
  size_t size;
};

intset *is_new(void) {
  intset *s = xcalloc(1, sizeof *s);
  s->cap = 8;
  s->keys = xcalloc(s->cap, sizeof *s->keys);
  s->used = xcalloc(s->cap, 1);
  return s;
}

void is_free(intset *s) {
  free(s->keys);
  free(s->used);
  free(s);
}

static size_t is_probe(const intset *s, long v) {
  size_t i = fnv1a((const unsigned char *)&v, sizeof v) & (s->cap - 1);
  while (s->used[i] && s->keys[i] != v)
    i = (i + 1) & (s->cap - 1);
  return i;
}

static void is_rehash(intset *s) {
  long *keys = s->keys;
  unsigned char *used = s->used;
  size_t cap = s->cap;
  s->cap *= 2;
  s->keys = xcalloc(s->cap, sizeof *s->keys);
  s->used = xcalloc(s->cap, 1);
  for (size_t i = 0; i < cap; i++) {
    if (used[i]) {
      size_t j = is_probe(s, keys[i]);
      s->used[j] = 1;
      s->keys[j] = keys[i];
    }
  }
  free(keys);
  free(used);
}

int is_add(intset *s, long v) {
  if (2 * (s->size + 1) > s->cap)
    is_rehash(s);
  size_t i = is_probe(s, v);
  if (s->used[i])
    return 0;
  s->used[i] = 1;
  s->keys[i] = v;
  s->size++;
  return 1;
}

int is_has(const intset *s, long v) { return s->used[is_probe(s, v)]; }

size_t is_size(const intset *s) { return s->size; }

/* qsort comparator; stats.c pastes the same one as compare_i64. */
static int cmp_long(const void *a, const void *b) {
  long x = *(const long *)a, y = *(const long *)b;
  return (x > y) - (x < y);
}

size_t is_sorted_keys(const intset *s, long *out, size_t max) {
  size_t n = 0;
  for (size_t i = 0; i < s->cap && n < max; i++)
    if (s->used[i])
      out[n++] = s->keys[i];
  qsort(out, n, sizeof *out, cmp_long);
  return n;
}
