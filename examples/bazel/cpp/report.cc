#include <iostream>

#include "counters.h"

int main(int argc, char** argv) {
  int n = argc > 1 ? 12 : 10;
  std::cout << count_ints(n) << "\n";
  std::cout << count_longs(n) << "\n";
  std::cout << count_pointers(n) << "\n";
  return 0;
}
