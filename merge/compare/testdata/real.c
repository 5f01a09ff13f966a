/* Real-code corpus for the comparator tests: many small functions, some
 * duplicated under different names (the merge candidates), some that differ
 * in one detail. Compiled by gen.sh with clang-14. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct point { int x, y; };
struct rect { struct point a, b; long tag; };
struct node { struct node *next; int val; };

int sum_a(const int *v, int n) { int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
int sum_b(const int *v, int n) { int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
int sum_c(const int *v, int n) { int s = 1; for (int i = 0; i < n; i++) s += v[i]; return s; }
unsigned usum(const unsigned *v, int n) { unsigned s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
long lsum(const long *v, int n) { long s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }

int area_a(const struct rect *r) { return (r->b.x - r->a.x) * (r->b.y - r->a.y); }
int area_b(const struct rect *r) { return (r->b.x - r->a.x) * (r->b.y - r->a.y); }
int perim(const struct rect *r) { return 2 * ((r->b.x - r->a.x) + (r->b.y - r->a.y)); }

int list_len_a(const struct node *n) { int k = 0; while (n) { k++; n = n->next; } return k; }
int list_len_b(const struct node *n) { int k = 0; while (n) { k++; n = n->next; } return k; }
int list_sum(const struct node *n) { int k = 0; while (n) { k += n->val; n = n->next; } return k; }

unsigned fact_a(unsigned n) { return n > 1 ? n * fact_a(n - 1) : 1; }
unsigned fact_b(unsigned n) { return n > 1 ? n * fact_b(n - 1) : 1; }
void note(unsigned);
unsigned ping(unsigned n);
__attribute__((noinline)) unsigned pong(unsigned n) { note(n); return n != 0 ? ping(n - 1) : 0; }
__attribute__((noinline)) unsigned ping(unsigned n) { note(n); return n != 0 ? pong(n - 1) : 0; }

int classify_a(int c) {
  switch (c) { case 0: return 10; case 1: return 20; case 5: return 7; case 9: return 3; default: return -1; }
}
int classify_b(int c) {
  switch (c) { case 0: return 10; case 1: return 20; case 5: return 7; case 9: return 3; default: return -1; }
}
int classify_c(int c) {
  switch (c) { case 0: return 10; case 1: return 20; case 5: return 7; case 9: return 4; default: return -1; }
}

static int counter;
static int other_counter;
void bump_a(void) { counter++; }
void bump_b(void) { counter++; }
void bump_c(void) { other_counter++; }
int get_counter(void) { return counter + other_counter; }

double mix_a(double a, double b) { return a * 0.25 + b * 0.75; }
double mix_b(double a, double b) { return a * 0.25 + b * 0.75; }
float mixf(float a, float b) { return a * 0.25f + b * 0.75f; }

int vsum(int n, ...) {
  va_list ap; va_start(ap, n); int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap); return s;
}

void copy_a(char *d, const char *s, size_t n) { memcpy(d, s, n); d[n] = 0; }
void copy_b(char *d, const char *s, size_t n) { memcpy(d, s, n); d[n] = 0; }
void move_c(char *d, const char *s, size_t n) { memmove(d, s, n); d[n] = 0; }

int atomic_inc_a(int *p) { return __atomic_add_fetch(p, 1, __ATOMIC_SEQ_CST); }
int atomic_inc_b(int *p) { return __atomic_add_fetch(p, 1, __ATOMIC_SEQ_CST); }
int atomic_inc_c(int *p) { return __atomic_add_fetch(p, 1, __ATOMIC_RELAXED); }

int rdtsc_lo(void) { unsigned lo, hi; __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi)); return (int)lo; }
int rdtsc_hi(void) { unsigned lo, hi; __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi)); return (int)hi; }

typedef int (*binop)(int, int);
static int op_add(int a, int b) { return a + b; }
static int op_sub(int a, int b) { return a - b; }
static int op_mul(int a, int b) { return a * b; }
static int op_add2(int a, int b) { return a + b; }
binop table[] = { op_add, op_sub, op_mul, op_add2 };
int apply(int i, int a, int b) { return table[i & 3](a, b); }

uint64_t hash_a(const unsigned char *p, size_t n) {
  uint64_t h = 1469598103934665603ULL;
  for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211ULL; }
  return h;
}
uint64_t hash_b(const unsigned char *p, size_t n) {
  uint64_t h = 1469598103934665603ULL;
  for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 1099511628211ULL; }
  return h;
}
uint32_t hash32(const unsigned char *p, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 16777619u; }
  return h;
}

struct point mid_a(struct point a, struct point b) { struct point m = { (a.x + b.x) / 2, (a.y + b.y) / 2 }; return m; }
struct point mid_b(struct point a, struct point b) { struct point m = { (a.x + b.x) / 2, (a.y + b.y) / 2 }; return m; }
struct rect grow(struct rect r, int d) { r.a.x -= d; r.a.y -= d; r.b.x += d; r.b.y += d; return r; }

int max3_a(int a, int b, int c) { int m = a > b ? a : b; return m > c ? m : c; }
int max3_b(int a, int b, int c) { int m = a > b ? a : b; return m > c ? m : c; }
int min3(int a, int b, int c) { int m = a < b ? a : b; return m < c ? m : c; }
unsigned umax3(unsigned a, unsigned b, unsigned c) { unsigned m = a > b ? a : b; return m > c ? m : c; }

const char *name_of(int i) {
  static const char *names[] = { "zero", "one", "two", "three" };
  return (unsigned)i < 4 ? names[i] : "many";
}
const char *name_of2(int i) {
  static const char *names[] = { "zero", "one", "two", "three" };
  return (unsigned)i < 4 ? names[i] : "many";
}

int clamp_a(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
int clamp_b(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
long clampl(long v, long lo, long hi) { return v < lo ? lo : v > hi ? hi : v; }

void fill_a(int *p, int n, int v) { for (int i = 0; i < n; i++) p[i] = v; }
void fill_b(int *p, int n, int v) { for (int i = 0; i < n; i++) p[i] = v; }
void fill_sq(int *p, int n) { for (int i = 0; i < n; i++) p[i] = i * i; }

int popcnt_a(unsigned x) { return __builtin_popcount(x); }
int popcnt_b(unsigned x) { return __builtin_popcount(x); }
int clz_c(unsigned x) { return x ? __builtin_clz(x) : 32; }

__attribute__((section(".text.hot"))) int hot_inc(int x) { return x + 1; }
int cold_inc(int x) { return x + 1; }
__attribute__((cold)) int cold_attr_inc(int x) { return x + 1; }
