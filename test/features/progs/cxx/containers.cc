// fmerge-test: cflags=-Os
// std::vector / std::sort instantiations for types of the same layout.
#include <cstdio>
#include <vector>
#include <algorithm>
int main() {
  std::vector<int> a = {5, 3, 9, 1}; std::vector<unsigned> b = {5, 3, 9, 1}; std::vector<long> c = {5, 3, 9, 1};
  std::sort(a.begin(), a.end()); std::sort(b.begin(), b.end()); std::sort(c.begin(), c.end(), [](long x, long y) { return x > y; });
  a.push_back(7); b.push_back(8); c.push_back(6);
  for (int x : a) std::printf("%d ", x); for (unsigned x : b) std::printf("%u ", x); for (long x : c) std::printf("%ld ", x);
  std::printf("\n");
  return 0;
}
