// fmerge-test: cflags=-Os
// Similar functions returning NaNs with different payloads and sign.
#include <stdio.h>
#include <string.h>
#include <stdint.h>
__attribute__((noinline)) double n1(int i) { return i > 0 ? __builtin_nan("0x11") : (double)i; }
__attribute__((noinline)) double n2(int i) { return i > 0 ? __builtin_nan("0x22") : (double)i; }
__attribute__((noinline)) double n3(int i) { return i > 0 ? -__builtin_nan("0x22") : (double)i; }
__attribute__((noinline)) float f1(int i) { return i > 0 ? __builtin_nansf("0x3") : (float)i; }
__attribute__((noinline)) float f2(int i) { return i > 0 ? __builtin_nansf("0x4") : (float)i; }
__attribute__((noinline)) double n4(int i) { return i > 0 ? -__builtin_nan("0x22") : (double)i; }
__attribute__((noinline)) float f3(int i) { return i > 1 ? __builtin_nansf("0x3") : (float)i; }
static uint64_t b(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static uint32_t bf(float d) { uint32_t u; memcpy(&u, &d, 4); return u; }
int main(void) {
  printf("%016llx %016llx %016llx\n", (unsigned long long)b(n1(1)), (unsigned long long)b(n2(1)), (unsigned long long)b(n3(1)));
  printf("%016llx %08x %08x\n", (unsigned long long)b(n4(1)), bf(f3(1)), bf(f3(2)));
  printf("%08x %08x\n", bf(f1(1)), bf(f2(1)));
  return 0;
}
