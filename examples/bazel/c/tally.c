#include <stdio.h>
#include <string.h>

#include "geom.h"
#include "text.h"

static unsigned long key_hash(const char *s) {
  unsigned long h = 1469598103934665603UL;
  while (*s) {
    h ^= (unsigned char)*s++;
    h *= 1099511628211UL;
  }
  return h;
}

int main(int argc, char **argv) {
  struct point pts[4] = {{1, 2}, {3, 4}, {5, 6}, {argc, 8}};
  struct extent ext[4] = {{2, 1}, {4, 3}, {6, 5}, {8, argc}};
  struct point p = point_add(pts[0], pts[1]);
  struct extent e = extent_add(ext[0], ext[1]);
  printf("point %d,%d extent %d,%d\n", p.x, p.y, e.w, e.h);
  printf("dot %d %d\n", point_dot(&pts[2], &pts[3]), extent_dot(&ext[2], &ext[3]));
  printf("checksum %ld %ld\n", point_checksum(pts, 4), extent_checksum(ext, 4));
  char line[64];
  strcpy(line, argc > 1 ? argv[1] : "the quick brown fox");
  text_upper(line);
  printf("%s: %zu words, hash %lx key %lx\n", line, text_count_words(line),
         text_hash(line), key_hash(line));
  return 0;
}
