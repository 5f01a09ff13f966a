// fmerge-test: cflags=-Os
// Identical functions differing only in which typeinfo they return.
#include <cstdio>
#include <typeinfo>
struct X { virtual ~X() {} }; struct Y : X {}; struct Z : X {};
template <typename T> __attribute__((noinline)) const char *nm() { return typeid(T).name(); }
template <typename T> __attribute__((noinline)) bool isa(const X &x) { return dynamic_cast<const T *>(&x) != nullptr; }
int main() { Y y; Z z; std::printf("%s %s %s %d %d %d %d\n", nm<Y>(), nm<Z>(), nm<int>(), isa<Y>(y), isa<Y>(z), isa<Z>(z), isa<Z>(y)); return 0; }
