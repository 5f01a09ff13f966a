#include "counters.h"

#include <sstream>

#include "stack.h"

namespace {

template <typename T>
[[gnu::noinline]] std::string describe(Stack<T>& s, T probe) {
  std::ostringstream out;
  s.reverse();
  out << "size=" << s.size() << " has=" << s.contains(probe);
  out << " top=" << static_cast<unsigned long>(s.pop());
  return out.str();
}

}  // namespace

std::string count_ints(int n) {
  Stack<int> a;
  Stack<unsigned> b;
  for (int i = 0; i < n; i++) {
    a.push(i * 3);
    b.push(static_cast<unsigned>(i * 5));
  }
  return describe(a, 9) + " | " + describe(b, 10u);
}

std::string count_longs(long n) {
  Stack<long> a;
  Stack<unsigned long> b;
  for (long i = 0; i < n; i++) {
    a.push(i * 7);
    b.push(static_cast<unsigned long>(i * 11));
  }
  return describe(a, 14L) + " | " + describe(b, 22UL);
}

std::string count_pointers(int n) {
  static char buf[64];
  Stack<char*> a;
  Stack<const char*> b;
  for (int i = 0; i < n && i < 64; i++) {
    a.push(buf + i);
    b.push(buf + 2 * i % 64);
  }
  std::ostringstream out;
  a.reverse();
  b.reverse();
  out << "pointers " << a.size() << " " << b.size() << " " << a.contains(buf + 3)
      << " " << b.contains(buf + 4);
  return out.str();
}
