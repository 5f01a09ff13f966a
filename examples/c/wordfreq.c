/* Word-frequency table: open hashing with chaining. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* Copy-pasted helpers (also in strbuf.c / intset.c). */
static void *xrealloc(void *p, size_t n) {
  void *q = realloc(p, n);
  if (q == NULL) {
    oom();
  }
  return q;
}

static void *xcalloc(size_t n, size_t size) {
  void *p = calloc(n, size);
  if (p == NULL) {
    oom();
  }
  return p;
}

/* FNV-1a; the same function is pasted in intset.c under another name. */
static uint32_t hash_bytes(const unsigned char *p, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) {
    h ^= p[i];
    h *= 16777619u;
  }
  return h;
}

struct entry {
  char *word;
  long count;
  struct entry *next;
};

struct wordfreq {
  struct entry **buckets;
  size_t nbuckets;
  size_t distinct;
};

wordfreq *wf_new(void) {
  wordfreq *wf = xcalloc(1, sizeof *wf);
  wf->nbuckets = 64;
  wf->buckets = xcalloc(wf->nbuckets, sizeof *wf->buckets);
  return wf;
}

void wf_free(wordfreq *wf) {
  for (size_t i = 0; i < wf->nbuckets; i++) {
    struct entry *e = wf->buckets[i];
    while (e != NULL) {
      struct entry *next = e->next;
      free(e->word);
      free(e);
      e = next;
    }
  }
  free(wf->buckets);
  free(wf);
}

static struct entry **wf_slot(const wordfreq *wf, const char *w, size_t n) {
  uint32_t h = hash_bytes((const unsigned char *)w, n);
  struct entry **pe = &wf->buckets[h % wf->nbuckets];
  while (*pe != NULL &&
         !(strlen((*pe)->word) == n && memcmp((*pe)->word, w, n) == 0))
    pe = &(*pe)->next;
  return pe;
}

static void wf_add_word(wordfreq *wf, const char *w, size_t n) {
  struct entry **pe = wf_slot(wf, w, n);
  if (*pe == NULL) {
    struct entry *e = xcalloc(1, sizeof *e);
    e->word = xrealloc(NULL, n + 1);
    for (size_t i = 0; i < n; i++)
      e->word[i] = (char)tolower((unsigned char)w[i]);
    e->word[n] = '\0';
    *pe = e;
    wf->distinct++;
  }
  (*pe)->count++;
}

void wf_add_text(wordfreq *wf, const char *text) {
  char word[64];
  size_t n = 0;
  for (const char *p = text;; p++) {
    if (isalpha((unsigned char)*p) && n < sizeof word - 1) {
      word[n++] = (char)tolower((unsigned char)*p);
    } else if (!isalpha((unsigned char)*p)) {
      if (n > 0)
        wf_add_word(wf, word, n);
      n = 0;
    }
    if (*p == '\0')
      break;
  }
}

size_t wf_distinct(const wordfreq *wf) { return wf->distinct; }

long wf_count(const wordfreq *wf, const char *word) {
  struct entry **pe = wf_slot(wf, word, strlen(word));
  return *pe ? (*pe)->count : 0;
}

/* Orders by count descending, then word ascending: deterministic. */
static int entry_cmp(const void *a, const void *b) {
  const struct entry *x = *(const struct entry *const *)a;
  const struct entry *y = *(const struct entry *const *)b;
  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return strcmp(x->word, y->word);
}

void wf_top(const wordfreq *wf, size_t n, strbuf *out) {
  struct entry **all = xcalloc(wf->distinct ? wf->distinct : 1, sizeof *all);
  size_t k = 0;
  for (size_t i = 0; i < wf->nbuckets; i++)
    for (struct entry *e = wf->buckets[i]; e != NULL; e = e->next)
      all[k++] = e;
  qsort(all, k, sizeof *all, entry_cmp);
  for (size_t i = 0; i < k && i < n; i++) {
    sb_puts(out, all[i]->word);
    sb_putc(out, '=');
    sb_putn(out, all[i]->count);
    sb_putc(out, i + 1 < k && i + 1 < n ? ' ' : '\n');
  }
  free(all);
}
