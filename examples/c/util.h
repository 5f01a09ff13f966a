/* tinytext: a small text-processing toolkit used as fmerge's C example.
 *
 * The duplication in this program is the kind that occurs in real C code
 * bases: helpers copy-pasted into several files as `static` functions,
 * macro-generated containers over types of the same size, handlers for
 * structs that happen to share a layout, and near-duplicate loops that
 * differ in one constant or one operation. */
#ifndef TINYTEXT_UTIL_H
#define TINYTEXT_UTIL_H

#include <stddef.h>
#include <stdint.h>

/* strbuf.c */
/* Reports allocation failure and exits; called by each file's x*alloc. */
_Noreturn void oom(void);

typedef struct strbuf {
  char *data;
  size_t len;
  size_t cap;
} strbuf;

void sb_init(strbuf *sb);
void sb_free(strbuf *sb);
void sb_putc(strbuf *sb, char c);
void sb_puts(strbuf *sb, const char *s);
void sb_putn(strbuf *sb, long n);
const char *sb_cstr(strbuf *sb);

/* wordfreq.c */
typedef struct wordfreq wordfreq;
wordfreq *wf_new(void);
void wf_free(wordfreq *wf);
void wf_add_text(wordfreq *wf, const char *text);
size_t wf_distinct(const wordfreq *wf);
long wf_count(const wordfreq *wf, const char *word);
void wf_top(const wordfreq *wf, size_t n, strbuf *out);

/* intset.c */
typedef struct intset intset;
intset *is_new(void);
void is_free(intset *s);
int is_add(intset *s, long v);
int is_has(const intset *s, long v);
size_t is_size(const intset *s);
size_t is_sorted_keys(const intset *s, long *out, size_t max);

/* vec.c: growable arrays over several element types */
#define VEC_DECL(T, NAME)                                                   \
  typedef struct NAME {                                                     \
    T *items;                                                               \
    size_t len;                                                             \
    size_t cap;                                                             \
  } NAME;                                                                   \
  void NAME##_push(NAME *v, T x);                                           \
  T NAME##_get(const NAME *v, size_t i);                                    \
  void NAME##_reverse(NAME *v);                                             \
  void NAME##_sort(NAME *v);                                                \
  void NAME##_free(NAME *v);
VEC_DECL(int32_t, vec_i32)
VEC_DECL(uint32_t, vec_u32)
VEC_DECL(int64_t, vec_i64)
VEC_DECL(const char *, vec_str)

/* geom.c: structs with the same layout */
typedef struct point { int x, y; } point;
typedef struct extent { int w, h; } extent;
typedef struct interval { int lo, hi; } interval;
point point_add(point a, point b);
extent extent_add(extent a, extent b);
int point_manhattan(const point *p);
int extent_area(const extent *e);
int extent_perimeter_half(const extent *e);
int interval_length(const interval *iv);
int interval_clamp(const interval *iv, int v);
void point_scale(point *p, int k);
void extent_scale(extent *e, int k);

/* stats.c: near-duplicate reductions */
long sum_i32(const int32_t *a, size_t n);
long sum_sq_i32(const int32_t *a, size_t n);
long sum_abs_i32(const int32_t *a, size_t n);
int32_t min_i32(const int32_t *a, size_t n);
int32_t max_i32(const int32_t *a, size_t n);
long count_above(const int32_t *a, size_t n, int32_t t);
long count_below(const int32_t *a, size_t n, int32_t t);
int64_t median_i64(int64_t *a, size_t n);

/* csv.c */
size_t csv_split(char *line, char **fields, size_t max);
long csv_sum_column(const char *text, size_t col);

#endif
