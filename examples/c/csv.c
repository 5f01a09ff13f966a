/* Minimal CSV handling: comma-separated fields, no quoting. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* Copy-pasted trim helper; main.c has the same one. */
static char *trim(char *s) {
  while (*s == ' ' || *s == '\t')
    s++;
  char *end = s + strlen(s);
  while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
    *--end = '\0';
  return s;
}

size_t csv_split(char *line, char **fields, size_t max) {
  size_t n = 0;
  char *p = line;
  while (n < max) {
    char *comma = strchr(p, ',');
    if (comma != NULL)
      *comma = '\0';
    fields[n++] = trim(p);
    if (comma == NULL)
      break;
    p = comma + 1;
  }
  return n;
}

static long parse_long(const char *s) {
  long v = 0;
  int neg = 0;
  if (*s == '-') {
    neg = 1;
    s++;
  }
  while (isdigit((unsigned char)*s))
    v = v * 10 + (*s++ - '0');
  return neg ? -v : v;
}

long csv_sum_column(const char *text, size_t col) {
  long total = 0;
  char line[256];
  const char *p = text;
  int header = 1;
  while (*p != '\0') {
    size_t n = strcspn(p, "\n");
    if (n >= sizeof line)
      n = sizeof line - 1;
    memcpy(line, p, n);
    line[n] = '\0';
    p += n;
    if (*p == '\n')
      p++;
    char *t = trim(line);
    if (*t == '\0' || *t == '#')
      continue;
    if (header) {
      header = 0;
      continue;
    }
    char *fields[16];
    if (csv_split(line, fields, 16) > col)
      total += parse_long(fields[col]);
  }
  return total;
}
