// fmerge-test: cflags=-Os
// Mutually recursive twins (even/odd) and self-recursive near-duplicates.
#include <stdio.h>
__attribute__((noinline)) int is_even(unsigned n);
__attribute__((noinline)) int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
__attribute__((noinline)) int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
__attribute__((noinline)) int is_odd2(unsigned n);
__attribute__((noinline)) int is_even2(unsigned n) { return n == 0 ? 1 : is_odd2(n - 1); }
__attribute__((noinline)) int is_odd2(unsigned n) { return n == 0 ? 0 : is_even2(n - 1); }
__attribute__((noinline)) int fib1(int n) { return n < 2 ? n : fib1(n - 1) + fib1(n - 2); }
__attribute__((noinline)) int fib2(int n) { return n < 2 ? n + 1 : fib2(n - 1) + fib2(n - 2); }
int main(void) { printf("%d %d %d %d %d %d\n", is_even(10), is_odd(7), is_even2(5), is_odd2(9), fib1(15), fib2(15)); return 0; }
