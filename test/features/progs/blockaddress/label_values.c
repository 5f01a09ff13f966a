// fmerge-test: cflags=-Os
// Label addresses computed in code (blockaddress as an instruction operand),
// in functions that call merged twins.
#include <stdio.h>
__attribute__((noinline)) int help1(int x) { return x * x + 3; }
__attribute__((noinline)) int help2(int x) { return x * x + 3; }
__attribute__((noinline)) int pick1(int k) {
  void *t[3] = {&&a, &&b, &&c};
  goto *t[k % 3];
a: return help1(10); b: return 20; c: return 30;
}
__attribute__((noinline)) int pick2(int k) {
  void *t[3] = {&&a, &&b, &&c};
  goto *t[k % 3];
a: return help2(10); b: return 20; c: return 31;
}
__attribute__((noinline)) int pick3(int k) {
  void *t[3] = {&&a, &&b, &&c};
  goto *t[k % 3];
a: return 10; b: return 20; c: return 31;
}
int main(void) { int s = 0; for (int i = 0; i < 6; i++) s = s * 3 + pick1(i) + pick2(i + 1) * 2 + pick3(i + 2) * 5; printf("%d\n", s); return 0; }
