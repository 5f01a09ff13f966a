// fmerge-test: cflags=-Os -fno-rtti -fexperimental-relative-c++-abi-vtables
// Relative vtables name their entries through dso_local_equivalent. Two
// defects met here (clang-14's own output):
// - LLVM 14 prints the vtables (global variables) before the functions
//   they name, and its text parser crashes on such a forward
//   dso_local_equivalent: fmerge, which reads bitcode through llvm-dis,
//   exited 1. It now moves each such vtable after the functions it names
//   (irmod.readableByLLVM14).
// - D1::f and D2::f are identical but for the type of `this`: identical
//   merging replaced the vtable's `dso_local_equivalent @D2::f` by a
//   bitcast of D1::f, which LLVM's grammar refuses there. Such a
//   reference now keeps its function (identical.renamable).
#include <cstdio>
struct B {
  virtual int f(int x) = 0;
  virtual int g(int x) = 0;
  virtual ~B() {}
};
struct D1 : B {
  __attribute__((noinline)) int f(int x) override { int a = x * 7 + 3; return (a ^ x) * a - 5; }
  __attribute__((noinline)) int g(int x) override { int a = x * 9 + 3; return (a ^ x) * a - 5; }
};
struct D2 : B {
  __attribute__((noinline)) int f(int x) override { int a = x * 7 + 3; return (a ^ x) * a - 5; }
  __attribute__((noinline)) int g(int x) override { int a = x * 11 + 3; return (a ^ x) * a - 7; }
};
__attribute__((noinline)) B *make(int i) {
  if (i & 1)
    return new D1;
  return new D2;
}
// Twins that merge in every configuration.
__attribute__((noinline)) int twin1(int x) { int a = x * 13 + 1; return (a ^ (x >> 2)) * a + x; }
__attribute__((noinline)) int twin2(int x) { int a = x * 13 + 1; return (a ^ (x >> 2)) * a + x; }
int main(int argc, char **) {
  int s = 0;
  for (int i = 0; i < 4; i++) {
    B *b = make(i + argc);
    s += b->f(i) + b->g(i);
    delete b;
  }
  printf("%d %d %d\n", s, twin1(s), twin2(s + 1));
}
