/* tinytext driver: runs every part of the toolkit on built-in input and
 * prints deterministic results (compared against expected_output.txt). */
#include <stdio.h>
#include <string.h>

#include "util.h"

static const char *const kText =
    "It was the best of times, it was the worst of times, it was the age of\n"
    "wisdom, it was the age of foolishness, it was the epoch of belief, it\n"
    "was the epoch of incredulity, it was the season of Light, it was the\n"
    "season of Darkness, it was the spring of hope, it was the winter of\n"
    "despair.\n";

static const char *const kCsv =
    "name, qty, price\n"
    "apple, 3, 120\n"
    "pear , 5, -40\n"
    "plum,\t7, 99\n"
    "fig, 11 ,1000\n";

static const char *const kConfig =
    "  # settings  \n"
    "width = 640\n"
    "\theight= 480 \n"
    "title =  tiny text\n";

/* Same trim as csv.c: copy-pasted rather than shared. */
static char *trim(char *s) {
  while (*s == ' ' || *s == '\t')
    s++;
  char *end = s + strlen(s);
  while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
    *--end = '\0';
  return s;
}

static void demo_words(void) {
  wordfreq *wf = wf_new();
  wf_add_text(wf, kText);
  strbuf sb;
  sb_init(&sb);
  wf_top(wf, 6, &sb);
  printf("words: distinct=%zu it=%ld times=%ld zebra=%ld\n", wf_distinct(wf),
         wf_count(wf, "it"), wf_count(wf, "times"), wf_count(wf, "zebra"));
  printf("top: %s", sb_cstr(&sb));
  sb_free(&sb);
  wf_free(wf);
}

static void demo_config(void) {
  char buf[512];
  snprintf(buf, sizeof buf, "%s", kConfig);
  for (char *line = strtok(buf, "\n"); line != NULL;
       line = strtok(NULL, "\n")) {
    char *t = trim(line);
    if (*t == '#' || *t == '\0')
      continue;
    char *eq = strchr(t, '=');
    if (eq == NULL)
      continue;
    *eq = '\0';
    printf("config: [%s] -> [%s]\n", trim(t), trim(eq + 1));
  }
}

static void demo_vectors(void) {
  static const int32_t in[] = {42, -7, 19, 0, -300, 8, 8, 1000, 3};
  size_t n = sizeof in / sizeof in[0];
  vec_i32 vi = {0};
  vec_u32 vu = {0};
  vec_i64 vl = {0};
  for (size_t i = 0; i < n; i++) {
    vec_i32_push(&vi, in[i]);
    vec_u32_push(&vu, (uint32_t)in[i]);
    vec_i64_push(&vl, (int64_t)in[i] * 1000003);
  }
  vec_i32_sort(&vi);
  vec_u32_sort(&vu);
  vec_i64_reverse(&vl);
  vec_i64_sort(&vl);
  vec_i64_reverse(&vl);
  printf("i32 sorted:");
  for (size_t i = 0; i < vi.len; i++)
    printf(" %d", (int)vec_i32_get(&vi, i));
  printf("\nu32 sorted:");
  for (size_t i = 0; i < vu.len; i++)
    printf(" %u", (unsigned)vec_u32_get(&vu, i));
  printf("\ni64 desc:");
  for (size_t i = 0; i < vl.len; i++)
    printf(" %lld", (long long)vec_i64_get(&vl, i));
  printf("\n");

  vec_str vs = {0};
  const char *names[] = {"pear", "apple", "fig", "plum", "cherry"};
  for (size_t i = 0; i < 5; i++)
    vec_str_push(&vs, names[i]);
  vec_str_sort(&vs);
  vec_str_reverse(&vs);
  printf("str desc:");
  for (size_t i = 0; i < vs.len; i++)
    printf(" %s", vec_str_get(&vs, i));
  printf("\n");

  printf("stats: sum=%ld sumsq=%ld sumabs=%ld min=%d max=%d above8=%ld "
         "below8=%ld\n",
         sum_i32(vi.items, vi.len), sum_sq_i32(vi.items, vi.len),
         sum_abs_i32(vi.items, vi.len), (int)min_i32(vi.items, vi.len),
         (int)max_i32(vi.items, vi.len), count_above(vi.items, vi.len, 8),
         count_below(vi.items, vi.len, 8));
  vec_i32_free(&vi);
  vec_u32_free(&vu);
  vec_i64_free(&vl);
  vec_str_free(&vs);
}

static void demo_sets(void) {
  intset *s = is_new();
  long added = 0;
  for (long i = 0; i < 200; i++)
    added += is_add(s, (i * i * 7919) % 1009 - 500);
  long hits = 0;
  for (long v = -500; v < 509; v++)
    hits += is_has(s, v);
  long keys[8];
  size_t nk = is_sorted_keys(s, keys, 8);
  int64_t copy[8];
  for (size_t i = 0; i < nk; i++)
    copy[i] = keys[i];
  int64_t med = median_i64(copy, nk);
  printf("intset: first keys");
  for (size_t i = 0; i < nk; i++)
    printf(" %ld", keys[i]);
  printf(" median=%lld\n", (long long)med);
  printf("intset: added=%ld size=%zu hits=%ld has(-500)=%d has(9999)=%d\n",
         added, is_size(s), hits, is_has(s, -500), is_has(s, 9999));
  is_free(s);
}

static void demo_geom(void) {
  point p = point_add((point){3, -4}, (point){-10, 2});
  extent e = extent_add((extent){2, 3}, (extent){5, 7});
  interval iv = {-5, 12};
  point_scale(&p, 3);
  extent_scale(&e, 2);
  printf("geom: p=(%d,%d) manhattan=%d e=%dx%d area=%d half=%d len=%d "
         "clamp=%d,%d,%d\n",
         p.x, p.y, point_manhattan(&p), e.w, e.h, extent_area(&e),
         extent_perimeter_half(&e), interval_length(&iv),
         interval_clamp(&iv, -9), interval_clamp(&iv, 4),
         interval_clamp(&iv, 40));
}

static void demo_csv(void) {
  printf("csv: qty=%ld price=%ld missing=%ld\n", csv_sum_column(kCsv, 1),
         csv_sum_column(kCsv, 2), csv_sum_column(kCsv, 7));
  strbuf sb;
  sb_init(&sb);
  for (long k = -3; k <= 3; k++) {
    sb_putn(&sb, k * 12345);
    sb_putc(&sb, k < 3 ? ',' : '\n');
  }
  printf("strbuf: %s", sb_cstr(&sb));
  sb_free(&sb);
}

int main(void) {
  demo_words();
  demo_config();
  demo_vectors();
  demo_sets();
  demo_geom();
  demo_csv();
  return 0;
}
