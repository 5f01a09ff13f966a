// fmerge-test: cflags=-Os
// Rethrow and nested try in near-duplicates.
#include <cstdio>
__attribute__((noinline)) void f(int x) { if (x % 3 == 0) throw x; }
__attribute__((noinline)) int r1(int x) { try { try { f(x); } catch (int v) { if (v > 5) throw; return v + 1; } } catch (int v) { return v * 2; } return 0; }
__attribute__((noinline)) int r2(int x) { try { try { f(x); } catch (int v) { if (v > 5) throw; return v + 2; } } catch (int v) { return v * 2; } return 0; }
__attribute__((noinline)) int r3(int x) { try { try { f(x); } catch (int v) { if (v > 5) throw; return v + 2; } } catch (int v) { return v * 2; } return 0; }
int main() { int s = 0; for (int i = 0; i < 10; i++) s = s * 3 + r1(i) + r2(i) + r3(i + 1); std::printf("%d\n", s); return 0; }
