// fmerge-test: cflags=-O2
// Issue 12 case 3: f1 calls f2, both norecurse. Merged into one function,
// the call becomes recursive; keeping norecurse lets a later `opt -O2`
// (GlobalOpt) turn the global into a local of the merged function, and the
// result changes.
#include <stdio.h>

static int g;

__attribute__((noinline)) int f2(int x) {
  g = x * 3;
  int r = g + 7;
  r = r * x + (g ^ 5);
  return r - g / 2;
}
__attribute__((noinline)) int f1(int x) {
  g = x * 2;
  int r = f2(x + 1);
  r = r * x + (g ^ 5);
  return r - g / 2;
}
int main(int argc, char **argv) {
  (void)argv;
  int a = f1(argc + 4), b = f2(argc + 9);
  printf("%d %d\n", a, b);
  return 0;
}
