// fmerge-test: cflags=-Os
// va_copy and forwarding a va_list to vsnprintf in twins.
#include <stdio.h>
#include <stdarg.h>
__attribute__((noinline)) int fmt1(char *b, int n, const char *f, ...) { va_list ap, aq; va_start(ap, f); va_copy(aq, ap); int k = vsnprintf(b, n, f, ap); k += vsnprintf(0, 0, f, aq); va_end(aq); va_end(ap); return k; }
__attribute__((noinline)) int fmt2(char *b, int n, const char *f, ...) { va_list ap, aq; va_start(ap, f); va_copy(aq, ap); int k = vsnprintf(b, n, f, ap); k += vsnprintf(0, 0, f, aq); va_end(aq); va_end(ap); return k; }
__attribute__((noinline)) int fmt3(char *b, int n, const char *f, ...) { va_list ap, aq; va_start(ap, f); va_copy(aq, ap); int k = vsnprintf(b, n, f, ap); k -= vsnprintf(0, 0, f, aq); va_end(aq); va_end(ap); return k; }
int main(void) { char b[64]; int k = fmt1(b, 64, "%d-%s-%g", 4, "x", 2.5); printf("%s %d\n", b, k); k = fmt2(b, 64, "%x", 255); printf("%s %d\n", b, k); k = fmt3(b, 8, "%s", "abcdefghijk"); printf("%s %d\n", b, k); return 0; }
