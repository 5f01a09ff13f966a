/* Two copies of one loop under different names: identical IR. */
int sum_squares(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i] * v[i] + (s >> 3);
  return s;
}

int sum_squares_copy(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i] * v[i] + (s >> 3);
  return s;
}
