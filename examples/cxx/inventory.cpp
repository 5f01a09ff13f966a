// Inventory counts kept in containers of int, unsigned and enum types.
#include <map>
#include <string>
#include <vector>

#include "containers.h"
#include "lib.h"
#include "shapes.h"

namespace {

template <class T> std::string join(const SmallVec<T> &v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); i++) {
    if (i)
      s += ',';
    s += std::to_string(static_cast<long long>(v[i]));
  }
  return s;
}

template <class K> std::string dump_map(const std::map<K, long> &m) {
  std::string s;
  for (const auto &kv : m) {
    s += std::to_string(static_cast<long long>(kv.first));
    s += ':';
    s += std::to_string(kv.second);
    s += ' ';
  }
  return s;
}

} // namespace

std::string inventory_report() {
  static const int deltas[] = {5, -3, 12, 7, -3, 0, 42, 7, -1, 7};
  SmallVec<int> signed_deltas;
  SmallVec<unsigned> amounts;
  SmallVec<Material> materials;
  SmallVec<Color> colors;
  std::map<int, long> by_delta;
  std::map<unsigned, long> by_bucket;
  std::vector<int> history;
  std::vector<unsigned> ids;
  std::vector<Material> stock;

  for (int i = 0; i < 10; i++) {
    int d = deltas[i];
    signed_deltas.push_back(d);
    amounts.push_back(static_cast<unsigned>(d * d));
    materials.push_back(static_cast<Material>(i % 4));
    colors.push_back(static_cast<Color>((i * 3) % 4));
    by_delta[d] += 1;
    by_bucket[static_cast<unsigned>(d * d) / 10] += d;
    history.push_back(d);
    ids.push_back(1000u + static_cast<unsigned>(i) * 7u);
    stock.push_back(static_cast<Material>((i * 5) % 4));
  }

  insertion_sort(signed_deltas.begin(), signed_deltas.end(), Less());
  insertion_sort(amounts.begin(), amounts.end(), Greater());
  insertion_sort(materials.begin(), materials.end(), Less());
  reverse_range(history.data(), history.data() + history.size());
  reverse_range(ids.data(), ids.data() + ids.size());

  std::string r;
  r += "deltas sorted: " + join(signed_deltas) + "\n";
  r += "amounts desc: " + join(amounts) + "\n";
  r += "materials: " + join(materials) + "\n";
  r += "colors: " + join(colors) + "\n";
  r += "by delta: " + dump_map(by_delta) + "\n";
  r += "by bucket: " + dump_map(by_bucket) + "\n";
  r += "history[0]=" + std::to_string(history[0]) +
       " ids[0]=" + std::to_string(ids[0]) + "\n";
  r += "count 7=" +
       std::to_string(count_equal(signed_deltas.begin(), signed_deltas.end(), 7)) +
       " steel=" +
       std::to_string(count_equal(stock.data(), stock.data() + stock.size(), Steel)) +
       " blue@" +
       std::to_string(index_of(colors.begin(), colors.end(), Color::Blue)) +
       " 49@" + std::to_string(index_of(amounts.begin(), amounts.end(), 49u)) +
       "\n";
  std::size_t removed = signed_deltas.erase_all(-3) + amounts.erase_all(9u) +
                        colors.erase_all(Color::Red);
  r += "removed=" + std::to_string(removed) +
       " left=" + std::to_string(signed_deltas.size() + amounts.size() + colors.size()) +
       "\n";
  return r;
}
