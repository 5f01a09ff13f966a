/* Handlers for small structs that share one layout ({int, int}). */
#include "util.h"

point point_add(point a, point b) {
  point r = {a.x + b.x, a.y + b.y};
  return r;
}

extent extent_add(extent a, extent b) {
  extent r = {a.w + b.w, a.h + b.h};
  return r;
}

static int iabs(int v) { return v < 0 ? -v : v; }

int point_manhattan(const point *p) { return iabs(p->x) + iabs(p->y); }

int extent_area(const extent *e) { return e->w * e->h; }

/* Same code as interval_length below, on a different struct. */
int extent_perimeter_half(const extent *e) { return e->h - e->w; }

int interval_length(const interval *iv) { return iv->hi - iv->lo; }

int interval_clamp(const interval *iv, int v) {
  if (v < iv->lo)
    return iv->lo;
  if (v > iv->hi)
    return iv->hi;
  return v;
}

void point_scale(point *p, int k) {
  p->x *= k;
  p->y *= k;
}

void extent_scale(extent *e, int k) {
  e->w *= k;
  e->h *= k;
}
