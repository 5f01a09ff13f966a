// fmerge-test: cflags=-Os
// SSE intrinsic twins differing in one intrinsic / immediate.
#include <stdio.h>
#include <immintrin.h>
__attribute__((noinline)) __m128i i1(__m128i a, __m128i b) { return _mm_add_epi32(_mm_shuffle_epi32(a, 0x1b), b); }
__attribute__((noinline)) __m128i i2(__m128i a, __m128i b) { return _mm_add_epi32(_mm_shuffle_epi32(a, 0x4e), b); }
__attribute__((noinline)) __m128i i3(__m128i a, __m128i b) { return _mm_sub_epi32(_mm_shuffle_epi32(a, 0x4e), b); }
__attribute__((noinline)) __m128 i4(__m128 a, __m128 b) { return _mm_max_ps(a, b); }
__attribute__((noinline)) __m128 i5(__m128 a, __m128 b) { return _mm_min_ps(a, b); }
int main(void) {
  int o[4]; float f[4];
  __m128i a = _mm_setr_epi32(1, 2, 3, 4), b = _mm_setr_epi32(10, 20, 30, 40);
  _mm_storeu_si128((__m128i *)o, i1(a, b)); printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]);
  _mm_storeu_si128((__m128i *)o, i2(a, b)); printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]);
  _mm_storeu_si128((__m128i *)o, i3(a, b)); printf("%d %d %d %d\n", o[0], o[1], o[2], o[3]);
  __m128 x = _mm_setr_ps(1, 5, 2, 6), y = _mm_setr_ps(4, 3, 2, 1);
  _mm_storeu_ps(f, i4(x, y)); printf("%g %g %g %g\n", f[0], f[1], f[2], f[3]);
  _mm_storeu_ps(f, i5(x, y)); printf("%g %g %g %g\n", f[0], f[1], f[2], f[3]);
  return 0;
}
