/* The same loop again, in another library. */
int weigh(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i] * v[i] + (s >> 3);
  return s;
}
