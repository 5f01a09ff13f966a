/* Growable, always NUL-terminated string buffer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

void oom(void) {
  fputs("out of memory\n", stderr);
  exit(1);
}

/* Copy-pasted into several files, as in many C projects. */
static void *xrealloc(void *p, size_t n) {
  void *q = realloc(p, n);
  if (q == NULL) {
    oom();
  }
  return q;
}

static void sb_grow(strbuf *sb, size_t need) {
  if (sb->len + need + 1 <= sb->cap)
    return;
  size_t cap = sb->cap ? sb->cap : 16;
  while (cap < sb->len + need + 1)
    cap *= 2;
  sb->data = xrealloc(sb->data, cap);
  sb->cap = cap;
}

void sb_init(strbuf *sb) {
  sb->data = NULL;
  sb->len = 0;
  sb->cap = 0;
  sb_grow(sb, 0);
  sb->data[0] = '\0';
}

void sb_free(strbuf *sb) {
  free(sb->data);
  sb->data = NULL;
  sb->len = sb->cap = 0;
}

void sb_putc(strbuf *sb, char c) {
  sb_grow(sb, 1);
  sb->data[sb->len++] = c;
  sb->data[sb->len] = '\0';
}

void sb_puts(strbuf *sb, const char *s) {
  size_t n = strlen(s);
  sb_grow(sb, n);
  memcpy(sb->data + sb->len, s, n + 1);
  sb->len += n;
}

void sb_putn(strbuf *sb, long n) {
  char tmp[32];
  int i = 0;
  unsigned long u = n < 0 ? 0UL - (unsigned long)n : (unsigned long)n;
  do {
    tmp[i++] = (char)('0' + u % 10);
    u /= 10;
  } while (u != 0);
  if (n < 0)
    sb_putc(sb, '-');
  while (i > 0)
    sb_putc(sb, tmp[--i]);
}

const char *sb_cstr(strbuf *sb) { return sb->data; }
