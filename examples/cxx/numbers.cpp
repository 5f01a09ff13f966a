// Number and name tables kept in containers of 64-bit types and pointers.
#include <string>
#include <vector>

#include "containers.h"
#include "lib.h"

namespace {

struct ByLength {
  bool operator()(const char *a, const char *b) const {
    return std::strlen(a) < std::strlen(b);
  }
};

long collatz_steps(unsigned long n) {
  long steps = 0;
  while (n != 1) {
    n = (n % 2) ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps;
}

} // namespace

std::string numbers_report() {
  static const char *const words[] = {"delta", "pi", "epsilon", "mu",
                                      "omega", "xi", "lambda"};
  SmallVec<long> steps;
  SmallVec<unsigned long> squares;
  SmallVec<const char *> names;
  SmallVec<const long *> slots;
  std::vector<long> big;
  std::vector<unsigned long> ubig;
  std::vector<const char *> all_names;

  for (unsigned long n = 1; n <= 12; n++) {
    steps.push_back(collatz_steps(n * 7));
    squares.push_back(n * n * n * 1000003UL);
    big.push_back(-static_cast<long>(n) * 100000007L);
    ubig.push_back(n << 40);
  }
  for (const char *w : words) {
    names.push_back(w);
    all_names.push_back(w);
  }
  for (std::size_t i = 0; i < steps.size(); i += 3)
    slots.push_back(&steps[i]);

  insertion_sort(steps.begin(), steps.end(), Greater());
  insertion_sort(squares.begin(), squares.end(), Greater());
  insertion_sort(names.begin(), names.end(), ByLength());
  reverse_range(big.data(), big.data() + big.size());
  reverse_range(ubig.data(), ubig.data() + ubig.size());
  reverse_range(all_names.data(), all_names.data() + all_names.size());

  std::string r = "steps desc:";
  for (long s : steps)
    r += " " + std::to_string(s);
  r += "\nsquares top: " + std::to_string(squares[0]) + " " +
       std::to_string(squares[1]) + "\nnames by length:";
  for (const char *n : names)
    r += std::string(" ") + n;
  r += "\nbig[0]=" + std::to_string(big[0]) +
       " ubig[0]=" + std::to_string(ubig[0]) + " last name=" + all_names[0];
  long sum = 0;
  for (const long *p : slots)
    sum += *p;
  r += "\nslot sum=" + std::to_string(sum) +
       " idx(70)=" + std::to_string(index_of(steps.begin(), steps.end(), 70L)) +
       " idx(pi)=" +
       std::to_string(index_of(names.begin(), names.end(), words[1])) +
       " removed=" + std::to_string(squares.erase_all(1000003UL)) + "\n";
  return r;
}
