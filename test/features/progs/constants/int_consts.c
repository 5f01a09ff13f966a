// fmerge-test: cflags=-Os
// Twins differing in 64-bit and 128-bit integer constants.
#include <stdio.h>
#include <stdint.h>
__attribute__((noinline)) uint64_t h1(uint64_t x) { x ^= 0x9e3779b97f4a7c15ull; x *= 0xbf58476d1ce4e5b9ull; return x ^ (x >> 31); }
__attribute__((noinline)) uint64_t h2(uint64_t x) { x ^= 0x9e3779b97f4a7c15ull; x *= 0x94d049bb133111ebull; return x ^ (x >> 31); }
__attribute__((noinline)) unsigned __int128 w1(unsigned __int128 x) { return x * (((unsigned __int128)0x123456789abcdefull << 64) | 0xfedcba9876543210ull) + 1; }
__attribute__((noinline)) unsigned __int128 w2(unsigned __int128 x) { return x * (((unsigned __int128)0x123456789abcdefull << 64) | 0xfedcba9876543211ull) + 1; }
int main(void) {
  unsigned __int128 a = w1(3), b = w2(3);
  printf("%016llx %016llx\n", (unsigned long long)h1(1), (unsigned long long)h2(1));
  printf("%016llx%016llx %016llx%016llx\n", (unsigned long long)(a >> 64), (unsigned long long)a, (unsigned long long)(b >> 64), (unsigned long long)b);
  return 0;
}
