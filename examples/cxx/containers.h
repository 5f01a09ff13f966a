// Small generic containers and algorithms, instantiated in several files
// over types with the same layout (int/unsigned/enums; long/unsigned
// long/pointers). Each instantiation is its own function in the IR; many
// compile to identical code, which fmerge folds at link time.
#ifndef SHAPES_CONTAINERS_H
#define SHAPES_CONTAINERS_H

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <utility>

// A growable array with a small fixed inline capacity.
template <class T, std::size_t N = 4> class SmallVec {
public:
  SmallVec() : data_(inline_), size_(0), cap_(N) {}
  SmallVec(const SmallVec &) = delete;
  SmallVec &operator=(const SmallVec &) = delete;
  ~SmallVec() {
    if (data_ != inline_)
      std::free(data_);
  }

  void push_back(T v) {
    if (size_ == cap_)
      grow();
    data_[size_++] = v;
  }
  T &operator[](std::size_t i) { return data_[i]; }
  const T &operator[](std::size_t i) const { return data_[i]; }
  std::size_t size() const { return size_; }
  T *begin() { return data_; }
  T *end() { return data_ + size_; }
  const T *begin() const { return data_; }
  const T *end() const { return data_ + size_; }

  // Removes every element equal to v; returns how many were removed.
  std::size_t erase_all(T v) {
    std::size_t out = 0;
    for (std::size_t i = 0; i < size_; i++)
      if (!(data_[i] == v))
        data_[out++] = data_[i];
    std::size_t removed = size_ - out;
    size_ = out;
    return removed;
  }

private:
  void grow() {
    std::size_t cap = cap_ * 2;
    T *p = static_cast<T *>(std::malloc(cap * sizeof(T)));
    if (p == nullptr)
      std::abort();
    std::memcpy(static_cast<void *>(p), data_, size_ * sizeof(T));
    if (data_ != inline_)
      std::free(data_);
    data_ = p;
    cap_ = cap;
  }

  T *data_;
  std::size_t size_;
  std::size_t cap_;
  T inline_[N];
};

struct Less {
  template <class T> bool operator()(const T &a, const T &b) const {
    return a < b;
  }
};

struct Greater {
  template <class T> bool operator()(const T &a, const T &b) const {
    return b < a;
  }
};

// Stable insertion sort over a pointer range.
template <class T, class Cmp> void insertion_sort(T *first, T *last, Cmp cmp) {
  if (first == last)
    return;
  for (T *i = first + 1; i != last; ++i) {
    T v = *i;
    T *j = i;
    while (j != first && cmp(v, *(j - 1))) {
      *j = *(j - 1);
      --j;
    }
    *j = v;
  }
}

// Index of the first element equal to v, or -1.
template <class T> long index_of(const T *first, const T *last, T v) {
  for (const T *p = first; p != last; ++p)
    if (*p == v)
      return p - first;
  return -1;
}

template <class T> std::size_t count_equal(const T *first, const T *last, T v) {
  std::size_t n = 0;
  for (const T *p = first; p != last; ++p)
    n += (*p == v);
  return n;
}

template <class T> void reverse_range(T *first, T *last) {
  while (first < last && first < --last)
    std::swap(*first++, *last);
}

#endif
