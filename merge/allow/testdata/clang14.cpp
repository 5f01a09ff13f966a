// Input for TestClangOutputIsClassified: common C++ constructs, compiled by
// gen.sh with clang++-14 at -O0 -g and -O2, so the table is checked against
// the attributes, metadata and intrinsics clang 14 really emits.
#include <atomic>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

struct Point { int x, y; };

int sum(const std::vector<int> &v) {
  int s = 0;
  for (int x : v) s += x;
  return s;
}

long sumLong(const std::vector<long> &v) {
  long s = 0;
  for (long x : v) s += x;
  return s;
}

std::string greet(const std::string &name) { return "hello " + name; }

int parse(const char *s) {
  if (!s) throw std::invalid_argument("null");
  return (int)std::strlen(s);
}

int safeParse(const char *s) {
  try { return parse(s); } catch (const std::exception &) { return -1; }
}

std::atomic<int> counter;
int bump() { return counter.fetch_add(1, std::memory_order_relaxed) + 1; }

void copyPoints(Point *dst, const Point *src, unsigned n) { std::memcpy(dst, src, n * sizeof(Point)); }

double scale(double x, double f) { return __builtin_fma(x, f, 1.0); }

unsigned addOverflow(unsigned a, unsigned b) {
  unsigned r;
  if (__builtin_add_overflow(a, b, &r)) return 0;
  return r;
}

int variadicSum(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += __builtin_va_arg(ap, int);
  __builtin_va_end(ap);
  return s;
}

void *caller() { return __builtin_return_address(0); }

__attribute__((noinline, cold)) void logError(const char *msg) { (void)std::strlen(msg); }

int useAll() {
  std::vector<int> v{1, 2, 3};
  Point p[2] = {{1, 2}, {3, 4}}, q[2];
  copyPoints(q, p, 2);
  logError("x");
  return sum(v) + safeParse("abc") + bump() + (int)scale(1, 2) + (int)addOverflow(1, 2) + variadicSum(2, 1, 2) +
         greet("w").size() + (caller() != nullptr) + q[1].y;
}
