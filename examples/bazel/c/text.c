#include "text.h"

/* A copy of the hash in tally.c: real programs repeat small helpers. */
static unsigned long fnv1a(const char *s) {
  unsigned long h = 1469598103934665603UL;
  while (*s) {
    h ^= (unsigned char)*s++;
    h *= 1099511628211UL;
  }
  return h;
}

unsigned long text_hash(const char *s) { return fnv1a(s) ^ (fnv1a(s) >> 29); }

static int is_space(char c) { return c == ' ' || c == '\t' || c == '\n'; }

size_t text_count_words(const char *s) {
  size_t n = 0;
  int in_word = 0;
  for (; *s; s++) {
    if (is_space(*s)) {
      in_word = 0;
    } else if (!in_word) {
      in_word = 1;
      n++;
    }
  }
  return n;
}

void text_upper(char *s) {
  for (; *s; s++)
    if (*s >= 'a' && *s <= 'z') *s = (char)(*s - 'a' + 'A');
}
