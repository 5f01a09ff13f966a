// fmerge-test: cflags=-Os
// Destructors run during unwinding (cleanup landing pads) in twins.
#include <cstdio>
int log_v;
struct G { int k; ~G() { log_v = log_v * 10 + k; } };
__attribute__((noinline)) void may(int x) { if (x & 1) throw x; }
__attribute__((noinline)) int u1(int x) { G a{1}; G b{2}; may(x); return x; }
__attribute__((noinline)) int u2(int x) { G a{1}; G b{3}; may(x); return x; }
__attribute__((noinline)) int u3(int x) { G a{1}; G b{3}; may(x); return x; }
int main() {
  int r = 0;
  for (int i = 0; i < 4; i++) { try { r += u1(i) + u2(i + 1) + u3(i); } catch (int v) { r += v * 100; } }
  std::printf("%d %d\n", r, log_v);
  return 0;
}
