// fmerge-test: cflags=-Os
// Template instantiations that are identical (int/unsigned) or similar.
#include <cstdio>
template <typename T, int K> __attribute__((noinline)) T poly(const T *p, int n) { T s = 0; for (int i = 0; i < n; i++) s = s * K + p[i]; return s; }
int main() {
  int a[4] = {1, 2, 3, 4}; unsigned b[4] = {1, 2, 3, 4}; long c[4] = {1, 2, 3, 4};
  std::printf("%d %u %d %u %ld\n", poly<int, 3>(a, 4), poly<unsigned, 3>(b, 4), poly<int, 5>(a, 4), poly<unsigned, 5>(b, 3), poly<long, 3>(c, 4));
  return 0;
}
