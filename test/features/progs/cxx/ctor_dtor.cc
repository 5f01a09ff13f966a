// fmerge-test: cflags=-Os
// Constructors/destructors (C1/C2, D1/D2) of classes with the same layout.
#include <cstdio>
int trace;
struct P { int a, b; __attribute__((noinline)) P(int x) : a(x), b(x * 2) { trace = trace * 3 + 1; } __attribute__((noinline)) ~P() { trace = trace * 3 + 2; } };
struct Q { int a, b; __attribute__((noinline)) Q(int x) : a(x), b(x * 2) { trace = trace * 3 + 1; } __attribute__((noinline)) ~Q() { trace = trace * 3 + 2; } };
struct R { int a, b; __attribute__((noinline)) R(int x) : a(x), b(x * 3) { trace = trace * 3 + 1; } __attribute__((noinline)) ~R() { trace = trace * 3 + 1; } };
int main() { int s; { P p(1); Q q(2); R r(3); s = p.b + q.b * 10 + r.b * 100; } std::printf("%d %d\n", s, trace); return 0; }
