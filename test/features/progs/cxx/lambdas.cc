// fmerge-test: cflags=-Os
// Lambdas (distinct closure types) with identical and similar bodies,
// called through std::function and templates.
#include <cstdio>
#include <functional>
template <typename F> __attribute__((noinline)) int apply(F f, int n) { int s = 0; for (int i = 0; i < n; i++) s += f(i); return s; }
int main() {
  int k = 3;
  auto l1 = [k](int x) { return x * k + 1; };
  auto l2 = [k](int x) { return x * k + 1; };
  auto l3 = [k](int x) { return x * k + 2; };
  std::function<int(int)> f1 = l1, f2 = l3;
  std::printf("%d %d %d %d %d\n", apply(l1, 5), apply(l2, 6), apply(l3, 7), f1(4), f2(4));
  return 0;
}
