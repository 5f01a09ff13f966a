// fmerge-test: cflags=-Os
// Pointers to member functions and data members.
#include <cstdio>
struct S { int a = 1, b = 2; __attribute__((noinline)) int f(int x) { return a * x + b; } __attribute__((noinline)) int g(int x) { return a * x + b; } __attribute__((noinline)) int h(int x) { return b * x + a; } };
__attribute__((noinline)) int viaf(S &s, int (S::*m)(int), int x) { return (s.*m)(x); }
__attribute__((noinline)) int viad(S &s, int S::*d) { return s.*d; }
int main() { S s; s.a = 3; std::printf("%d %d %d %d %d %d\n", viaf(s, &S::f, 2), viaf(s, &S::g, 3), viaf(s, &S::h, 4), viad(s, &S::a), viad(s, &S::b), &S::f == &S::g); return 0; }
