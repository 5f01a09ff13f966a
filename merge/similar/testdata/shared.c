/* Two pairs of similar functions, the second a copy of the first that
   names other globals: measuring compiles one of each equal pair. */
#include <stdio.h>

int g1, g2;

#define F(name, g, k)                                                   \
  __attribute__((noinline)) int name(int x) {                           \
    int s = 0;                                                          \
    for (int i = 0; i < x; i++) s += (i * k) ^ g;                       \
    g = s;                                                              \
    return s + k;                                                       \
  }

F(p1a, g1, 3)
F(p1b, g1, 5)
F(p2a, g2, 3)
F(p2b, g2, 5)

int main(void) {
  printf("%d %d %d %d\n", p1a(7), p1b(9), p2a(11), p2b(13));
  return 0;
}
