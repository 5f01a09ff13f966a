// fmerge-test: cflags=-Os
// Twins that differ only in target features (target("avx2") vs baseline).
#include <stdio.h>
__attribute__((noinline, target("avx2"))) void va(float *o, const float *a, int n) { for (int i = 0; i < n; i++) o[i] = a[i] * 2.0f + 1.0f; }
__attribute__((noinline)) void vb(float *o, const float *a, int n) { for (int i = 0; i < n; i++) o[i] = a[i] * 2.0f + 1.0f; }
__attribute__((noinline, target("sse4.2"))) void vc(float *o, const float *a, int n) { for (int i = 0; i < n; i++) o[i] = a[i] * 3.0f + 1.0f; }
__attribute__((noinline, target("sse4.2"))) void vd(float *o, const float *a, int n) { for (int i = 0; i < n; i++) o[i] = a[i] * 3.0f + 2.0f; }
int main(void) {
  float a[16], o[16]; for (int i = 0; i < 16; i++) a[i] = i * 0.5f;
  float s = 0;
  vb(o, a, 16); for (int i = 0; i < 16; i++) s += o[i];
  if (__builtin_cpu_supports("avx2")) { va(o, a, 16); for (int i = 0; i < 16; i++) s -= o[i]; }
  else s -= 0; /* same result either way */
  vc(o, a, 16); s += o[15]; vd(o, a, 16); s += o[14];
  printf("%g\n", s);
  return 0;
}
