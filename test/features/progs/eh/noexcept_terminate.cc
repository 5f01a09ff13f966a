// fmerge-test: cflags=-Os
// noexcept twins next to throwing twins: merging must not mix them up.
#include <cstdio>
__attribute__((noinline)) int may(int x) { if (x > 100) throw 1; return x + 1; }
__attribute__((noinline)) int n1(int x) noexcept { return may(x) * 3; }
__attribute__((noinline)) int n2(int x) { return may(x) * 3; }
__attribute__((noinline)) int n3(int x) { return may(x) * 3; }
__attribute__((noinline)) int n4(int x) noexcept { return may(x) * 4; }
int main() { int r = n1(1) + n4(2); try { r += n2(200); } catch (int) { r += 1000; } try { r += n3(300); } catch (int) { r += 10000; } std::printf("%d\n", r); return 0; }
