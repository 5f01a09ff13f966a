#include <stdio.h>

int sum_squares(const int *v, int n);
int sum_squares_copy(const int *v, int n);
int weigh(const int *v, int n);

int main(int argc, char **argv) {
  int v[5] = {argc, 2, 3, 4, 5};
  (void)argv;
  printf("%d %d %d\n", sum_squares(v, 5), sum_squares_copy(v, 4), weigh(v, 3));
  return 0;
}
