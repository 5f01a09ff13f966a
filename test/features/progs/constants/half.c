// fmerge-test: cflags=-Os
// half (0xH) constants through __fp16 storage.
#include <stdio.h>
#include <string.h>
__fp16 store[4];
__attribute__((noinline)) void s1(int i) { store[i & 3] = (__fp16)1.0009765625f; }
__attribute__((noinline)) void s2(int i) { store[i & 3] = (__fp16)1.001953125f; }
__attribute__((noinline)) void s3(int i) { store[i & 3] = (__fp16)1.001953125f; }
int main(void) {
  s1(0); s2(1); s3(2);
  unsigned short u[4]; memcpy(u, store, 8);
  printf("%04x %04x %04x %04x\n", u[0], u[1], u[2], u[3]);
  return 0;
}
