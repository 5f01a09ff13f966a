/* Pairs of similar functions whose return types differ: an int and a long
 * (merged into one returning i64, the int's thunk truncates) and two
 * pointer types (merged returning the first, the second's thunk bitcasts). */
#include <stdio.h>

struct node { struct node *next; int v; };
struct leaf { long weight; int v; };

__attribute__((noinline)) int sum_int(const int *a, int n, int bias) {
  int s = bias;
  for (int i = 0; i < n; i++) {
    s += a[i] * 3 - (a[i] >> 1);
    if (s > 1000) s -= 999;
  }
  return s;
}

__attribute__((noinline)) long sum_long(const int *a, int n, int bias) {
  long s = bias;
  for (int i = 0; i < n; i++) {
    s += a[i] * 3 - (a[i] >> 1);
    if (s > 1000) s -= 997;
  }
  return s * 5;
}

__attribute__((noinline)) struct node *pick_node(struct node **xs, int n, int want) {
  for (int i = 0; i < n; i++) {
    if (xs[i]->v == want) return xs[i];
    if (xs[i]->v > want * 2) break;
  }
  return xs[0];
}

__attribute__((noinline)) struct leaf *pick_leaf(struct leaf **xs, int n, int want) {
  for (int i = 0; i < n; i++) {
    if (xs[i]->v == want) return xs[i];
    if (xs[i]->v > want * 3) break;
  }
  return xs[n - 1];
}

int main(void) {
  int a[] = {5, -7, 300, 400, -1, 900, 12};
  struct node n1 = {0, 4}, n2 = {&n1, 9};
  struct node *ns[] = {&n1, &n2};
  struct leaf l1 = {10, 4}, l2 = {20, 9};
  struct leaf *ls[] = {&l1, &l2};
  printf("%d %ld\n", sum_int(a, 7, -3), sum_long(a, 7, -3));
  printf("%d %d\n", pick_node(ns, 2, 9)->v, pick_node(ns, 2, 5)->v);
  printf("%ld %ld\n", pick_leaf(ls, 2, 4)->weight, pick_leaf(ls, 2, 1)->weight);
  return 0;
}
