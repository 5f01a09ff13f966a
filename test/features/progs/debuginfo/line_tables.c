// fmerge-test: cflags=-Os -gline-tables-only
// Twins with line-tables-only debug info.
#include <stdio.h>
__attribute__((noinline)) unsigned h1(const char *s) { unsigned h = 5381; while (*s) h = h * 33 + (unsigned char)*s++; return h; }
__attribute__((noinline)) unsigned h2(const char *s) { unsigned h = 5381; while (*s) h = h * 33 + (unsigned char)*s++; return h; }
__attribute__((noinline)) unsigned h3(const char *s) { unsigned h = 5381; while (*s) h = h * 31 + (unsigned char)*s++; return h; }
int main(void) { printf("%u %u %u\n", h1("abc"), h2("hello"), h3("abc")); return 0; }
