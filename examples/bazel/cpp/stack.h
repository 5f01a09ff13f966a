#ifndef STACK_H
#define STACK_H

#include <cstddef>
#include <vector>

// A small container template: instantiations for types of the same size
// and representation (int/unsigned, long/unsigned long, pointers) compile
// to identical machine code, which fmerge folds.
template <typename T>
class Stack {
 public:
  void push(T v) { items_.push_back(v); }
  T pop() {
    T v = items_.back();
    items_.pop_back();
    return v;
  }
  std::size_t size() const { return items_.size(); }
  [[gnu::noinline]] bool contains(T v) const {
    for (const T& x : items_)
      if (x == v) return true;
    return false;
  }
  [[gnu::noinline]] void reverse() {
    for (std::size_t i = 0, j = items_.size(); i + 1 < j; ++i, --j) {
      T t = items_[i];
      items_[i] = items_[j - 1];
      items_[j - 1] = t;
    }
  }

 private:
  std::vector<T> items_;
};

#endif
