// fmerge-test: cflags=-Os
// Identical twins whose addresses are taken and compared: distinct
// functions must keep distinct addresses (no alias for address-taken ones).
#include <stdio.h>
typedef int (*fn)(int);
__attribute__((noinline)) int a(int x) { return x * x + 11; }
__attribute__((noinline)) int b(int x) { return x * x + 11; }
__attribute__((noinline)) int c(int x) { return x * x + 12; }
fn table[] = {a, b, c};
int main(void) {
  volatile int i = 0, j = 1;
  printf("%d %d %d\n", table[0](2), table[1](3), table[2](4));
  printf("a==b %d a==c %d same %d\n", table[i] == table[j], table[0] == table[2], table[i] == table[0]);
  return 0;
}
