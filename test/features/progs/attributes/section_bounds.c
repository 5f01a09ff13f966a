// fmerge-test: cflags=-Os
// Identical twins placed in different sections: each must stay inside its
// own section (checked with the linker's __start_/__stop_ symbols).
#include <stdio.h>
#include <stdint.h>
extern char __start_fsa[], __stop_fsa[], __start_fsb[], __stop_fsb[];
__attribute__((noinline, section("fsa"))) int fa(int x) { return x * 7 + 3; }
__attribute__((noinline, section("fsb"))) int fb(int x) { return x * 7 + 3; }
__attribute__((noinline, section("fsb"))) int fc(int x) { return x * 7 + 4; }
__attribute__((noinline)) int p1(int x) { return (x ^ 0x55) * 3; }
__attribute__((noinline)) int p2(int x) { return (x ^ 0x55) * 3; }
static int in(void *f, char *a, char *b) { return (char *)f >= a && (char *)f < b; }
int main(void) {
  printf("%d %d %d %d %d\n", fa(1), fb(2), fc(3), p1(4), p2(5));
  printf("fa in fsa: %d\n", in((void *)fa, __start_fsa, __stop_fsa));
  printf("fb in fsb: %d\n", in((void *)fb, __start_fsb, __stop_fsb));
  printf("fc in fsb: %d\n", in((void *)fc, __start_fsb, __stop_fsb));
  return 0;
}
