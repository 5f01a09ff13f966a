// fmerge-test: cflags=-Os
// bool and enum loads carry !range metadata; references carry nonnull
// and dereferenceable.
#include <cstdio>
enum class E : unsigned char { A, B, C };
__attribute__((noinline)) int r1(const bool *p) { return *p ? 7 : 3; }
__attribute__((noinline)) int r2(const bool *p) { return *p ? 7 : 4; }
__attribute__((noinline)) int r3(const bool *p) { return *p ? 7 : 4; }
__attribute__((noinline)) int e1(const E &e) { return (int)e * 5; }
__attribute__((noinline)) int e2(const E &e) { return (int)e * 6; }
__attribute__((noinline)) int e3(const unsigned char &e) { return (int)e * 6; }
int main() { bool t = true, f = false; E e = E::C; unsigned char u = 2; std::printf("%d %d %d %d %d %d\n", r1(&t), r2(&f), r3(&t), e1(e), e2(e), e3(u)); return 0; }
