#include "geom.h"

struct point point_add(struct point a, struct point b) {
  struct point r = {a.x + b.x, a.y + b.y};
  return r;
}

struct extent extent_add(struct extent a, struct extent b) {
  struct extent r = {a.w + b.w, a.h + b.h};
  return r;
}

int point_dot(const struct point *a, const struct point *b) {
  return a->x * b->x + a->y * b->y;
}

int extent_dot(const struct extent *a, const struct extent *b) {
  return a->w * b->w + a->h * b->h;
}

long point_checksum(const struct point *p, int n) {
  long sum = 17;
  for (int i = 0; i < n; i++) {
    sum = sum * 31 + p[i].x;
    sum = sum * 31 + p[i].y;
    if (sum > 1000000007L) sum %= 1000000007L;
  }
  return sum;
}

long extent_checksum(const struct extent *e, int n) {
  long sum = 17;
  for (int i = 0; i < n; i++) {
    sum = sum * 31 + e[i].w;
    sum = sum * 31 + e[i].h;
    if (sum > 1000000007L) sum %= 1000000007L;
  }
  return sum;
}
