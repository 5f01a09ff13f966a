#ifndef GEOM_H
#define GEOM_H

/* Two structs with the same layout: their helpers compile to identical IR. */
struct point { int x, y; };
struct extent { int w, h; };

struct point point_add(struct point a, struct point b);
struct extent extent_add(struct extent a, struct extent b);
int point_dot(const struct point *a, const struct point *b);
int extent_dot(const struct extent *a, const struct extent *b);
long point_checksum(const struct point *p, int n);
long extent_checksum(const struct extent *e, int n);

#endif
