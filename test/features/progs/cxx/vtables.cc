// fmerge-test: cflags=-Os
// Virtual functions that are identical across classes (vtable slots must
// keep pointing at callable code), plus thunks for multiple inheritance.
#include <cstdio>
struct A { virtual ~A() {} virtual int f(int x) const { return x * 2 + k; } virtual int g(int x) const { return x - k; } int k = 1; };
struct B : A { int f(int x) const override { return x * 2 + k; } int g(int x) const override { return x - k - 1; } };
struct C : A { int f(int x) const override { return x * 3 + k; } };
struct M { virtual int m(int x) const { return x + 40; } virtual ~M() {} };
struct D : M, B { int m(int x) const override { return x + 41; } int g(int x) const override { return x - k - 1; } };
__attribute__((noinline)) int call(const A &a, int x) { return a.f(x) * 100 + a.g(x); }
__attribute__((noinline)) int callm(const M &m, int x) { return m.m(x); }
int main() { A a; B b; C c; D d; std::printf("%d %d %d %d %d %d\n", call(a, 5), call(b, 5), call(c, 5), call(d, 5), callm(d, 1), callm(M(), 1)); return 0; }
