// fmerge-test: cflags=-Os
// Issue 12 case 1: NaN payloads (NaN boxing) must keep their exact bits
// through a similar merge: f and g differ in one constant and one operation.
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static uint64_t bits(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }
static uint32_t fbits(float d) { uint32_t u; memcpy(&u, &d, 4); return u; }

__attribute__((noinline)) void box_a(double *out, float *fo, int n) {
  for (int i = 0; i < n; i++) {
    out[i * 4 + 0] = __builtin_nan("0x1234");
    out[i * 4 + 1] = __builtin_nans("0x5");
    out[i * 4 + 2] = -__builtin_nan("0xdeadbeef");
    out[i * 4 + 3] = 0.1 + i;
    fo[i] = __builtin_nanf("0x42");
  }
}
__attribute__((noinline)) void box_b(double *out, float *fo, int n) {
  for (int i = 0; i < n; i++) {
    out[i * 4 + 0] = __builtin_nan("0x4321");
    out[i * 4 + 1] = __builtin_nans("0x7");
    out[i * 4 + 2] = -__builtin_nan("0xbeef");
    out[i * 4 + 3] = 0.30000000000000004 * i;
    fo[i] = __builtin_nansf("0x24");
  }
}
int main(void) {
  double d[8]; float f[2];
  box_a(d, f, 2);
  for (int i = 0; i < 8; i++) printf("a%d %016llx\n", i, (unsigned long long)bits(d[i]));
  printf("af %08x\n", fbits(f[1]));
  box_b(d, f, 2);
  for (int i = 0; i < 8; i++) printf("b%d %016llx\n", i, (unsigned long long)bits(d[i]));
  printf("bf %08x\n", fbits(f[1]));
  return 0;
}
