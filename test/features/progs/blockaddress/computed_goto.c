// fmerge-test: cflags=-Os
// Interpreters using labels as values (static dispatch tables: blockaddress
// in global initializers), near-duplicates differing in one constant,
// calling plain twins that are merged.
#include <stdio.h>
__attribute__((noinline)) int help1(int x) { return x * x + 3; }
__attribute__((noinline)) int help2(int x) { return x * x + 3; }
__attribute__((noinline)) int run1(const unsigned char *pc) {
  static void *tab[] = {&&op_inc, &&op_dbl, &&op_halt};
  int acc = 0;
  goto *tab[*pc++];
op_inc: acc += 1; goto *tab[*pc++];
op_dbl: acc *= 2; goto *tab[*pc++];
op_halt: return help1(acc);
}
__attribute__((noinline)) int run2(const unsigned char *pc) {
  static void *tab[] = {&&op_inc, &&op_dbl, &&op_halt};
  int acc = 0;
  goto *tab[*pc++];
op_inc: acc += 1; goto *tab[*pc++];
op_dbl: acc *= 3; goto *tab[*pc++];
op_halt: return help2(acc);
}
__attribute__((noinline)) int run3(const unsigned char *pc) {
  static void *tab[] = {&&op_inc, &&op_dbl, &&op_halt};
  int acc = 0;
  goto *tab[*pc++];
op_inc: acc += 1; goto *tab[*pc++];
op_dbl: acc *= 3; goto *tab[*pc++];
op_halt: return acc;
}
int main(void) { unsigned char p[] = {0, 1, 0, 1, 1, 0, 2}; printf("%d %d %d\n", run1(p), run2(p), run3(p + 2)); return 0; }
