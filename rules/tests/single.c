#include <stdio.h>

/* A program of one source file and no deps: fmerge gets a single object. */
static int twice(int x) { return 2 * x + 1; }

__attribute__((noinline)) int twice_again(int x) { return 2 * x + 1; }

int main(int argc, char **argv) {
  (void)argv;
  printf("%d %d\n", twice(argc), twice_again(argc + 1));
  return 0;
}
