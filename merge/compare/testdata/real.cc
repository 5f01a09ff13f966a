// C++ corpus: templates instantiated for several types (the classic source
// of identical functions), exceptions, virtual functions. No function
// returns a reference (llir cannot parse return-attribute align).
#include <cstddef>
#include <cstdint>

template <typename T> T tsum(const T *v, int n) { T s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
template <typename T> T tmax(const T *v, int n) { T m = v[0]; for (int i = 1; i < n; i++) if (v[i] > m) m = v[i]; return m; }
template <typename T> void tswap(T *a, T *b) { T t = *a; *a = *b; *b = t; }
template <typename T> struct Box { T v; T get() const { return v; } void set(T x) { v = x; } };

int may_throw(int);
struct Guard { int *p; ~Guard() { if (p) *p = 0; } };

int eh_a(int x) { int k = 1; try { Guard g{&k}; return may_throw(x); } catch (int e) { return e + k; } }
int eh_b(int x) { int k = 1; try { Guard g{&k}; return may_throw(x); } catch (int e) { return e + k; } }
int eh_c(int x) { int k = 1; try { Guard g{&k}; return may_throw(x); } catch (long e) { return (int)e + k; } }

struct Shape { virtual ~Shape() {} virtual int area() const = 0; virtual int sides() const = 0; };
struct Sq : Shape { int s; Sq(int s) : s(s) {} int area() const override { return s * s; } int sides() const override { return 4; } };
struct Tri : Shape { int b, h; Tri(int b, int h) : b(b), h(h) {} int area() const override { return b * h / 2; } int sides() const override { return 3; } };
struct Sq2 : Shape { int s; Sq2(int s) : s(s) {} int area() const override { return s * s; } int sides() const override { return 4; } };

int total_area(Shape **v, int n) { int a = 0; for (int i = 0; i < n; i++) a += v[i]->area(); return a; }
Shape *make(int k) { if (k == 0) return new Sq(2); if (k == 1) return new Tri(2, 3); return new Sq2(5); }

int use_all(int *vi, unsigned *vu, long *vl, unsigned long *vul, short *vs, int n) {
  int r = tsum(vi, n) + (int)tsum(vu, n) + (int)tsum(vl, n) + (int)tsum(vul, n) + tsum(vs, n);
  r += tmax(vi, n) + (int)tmax(vu, n) + (int)tmax(vl, n) + (int)tmax(vul, n);
  tswap(vi, vi + 1); tswap(vu, vu + 1); tswap(vl, vl + 1); tswap(vul, vul + 1);
  Box<int> bi{1}; Box<unsigned> bu{2}; Box<long> bl{3}; Box<float> bf{4};
  bi.set(r); bu.set(r); bl.set(r); bf.set((float)r);
  return r + bi.get() + (int)bu.get() + (int)bl.get() + (int)bf.get() + eh_a(n) + eh_b(n) + eh_c(n);
}
