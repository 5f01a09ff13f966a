// fmerge-test: cflags=-Os
// asm goto (callbr) in near-duplicate functions that call merged twins.
#include <stdio.h>
__attribute__((noinline)) int help1(int x) { return x * x + 3; }
__attribute__((noinline)) int help2(int x) { return x * x + 3; }
__attribute__((noinline)) int g1(int x) {
  __asm__ goto("cmpl $10, %0\n\tjg %l[big]" : : "r"(x) : "cc" : big);
  return help1(x) + 1;
big:
  return x * 100;
}
__attribute__((noinline)) int g2(int x) {
  __asm__ goto("cmpl $20, %0\n\tjg %l[big]" : : "r"(x) : "cc" : big);
  return help2(x) + 1;
big:
  return x * 100;
}
__attribute__((noinline)) int g3(int x) {
  __asm__ goto("cmpl $20, %0\n\tjg %l[big]" : : "r"(x) : "cc" : big);
  return x + 1;
big:
  return x * 100;
}
__attribute__((noinline)) int g4(int x) {
  __asm__ goto("cmpl $20, %0\n\tjg %l[big]" : : "r"(x) : "cc" : big);
  return x + 2;
big:
  return x * 100;
}
int main(void) { printf("%d %d %d %d %d %d\n", g1(5), g1(15), g2(15), g3(25), g4(5), g4(30)); return 0; }
