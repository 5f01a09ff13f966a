// shapes: fmerge's C++ example. Prints a deterministic report built from
// template instantiations over same-layout types and a virtual hierarchy.
#include <cstdio>

#include "lib.h"

int main() {
  std::printf("== inventory\n%s", inventory_report().c_str());
  std::printf("== numbers\n%s", numbers_report().c_str());
  std::vector<Shape *> g = make_gallery();
  std::printf("== gallery\n%s", gallery_report(g).c_str());
  free_gallery(g);
  return 0;
}
