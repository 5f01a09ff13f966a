// fmerge-test: cflags=-Os -fPIC
// Twins with different visibilities.
#include <stdio.h>
__attribute__((noinline, visibility("hidden"))) int h1(int x) { return x * 19 - 2; }
__attribute__((noinline, visibility("protected"))) int h2(int x) { return x * 19 - 2; }
__attribute__((noinline, visibility("default"))) int h3(int x) { return x * 19 - 2; }
__attribute__((noinline, visibility("hidden"))) int h4(int x) { return x * 19 - 3; }
int main(void) { printf("%d %d %d %d\n", h1(1), h2(2), h3(3), h4(4)); return 0; }
