// fmerge-test: cflags=-Os
// noreturn twins differing in the exit status: the exit status is compared.
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline, noreturn)) void die_a(const char *m, int v) { printf("die %s %d\n", m, v * 2); fflush(stdout); exit(3); }
__attribute__((noinline, noreturn)) void die_b(const char *m, int v) { printf("die %s %d\n", m, v * 2); fflush(stdout); exit(0); }
__attribute__((noinline, noreturn)) void die_c(const char *m, int v) { printf("die %s %d\n", m, v * 2); fflush(stdout); exit(0); }
volatile int which = 1;
int main(void) {
  printf("start\n");
  if (which == 0) die_a("a", 1);
  if (which == 2) die_c("c", 2);
  die_b("b", 3);
}
