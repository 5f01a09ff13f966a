// fmerge-test: cflags=-Os -g
// C++ templates with debug info: identical instantiations, inlined scopes.
#include <cstdio>
template <typename T> __attribute__((noinline)) T acc(const T *p, int n) { T s = 0; for (int i = 0; i < n; i++) s += p[i] * 2; return s; }
template <typename T> __attribute__((noinline)) T acc3(const T *p, int n) { T s = 0; for (int i = 0; i < n; i++) s += p[i] * 3; return s; }
struct V { int x; int get() const { return x * 2; } };
__attribute__((noinline)) int vs(const V *v, int n) { int s = 0; for (int i = 0; i < n; i++) s += v[i].get(); return s; }
int main() {
  int a[3] = {1, 2, 3}; unsigned b[3] = {4, 5, 6}; long c[3] = {7, 8, 9}; V v[2] = {{1}, {2}};
  std::printf("%d %u %ld %d %d\n", acc(a, 3), acc(b, 3), acc(c, 3), acc3(a, 3), vs(v, 2));
  return 0;
}
