// fmerge-test: cflags=-Os
// swiftcall functions with swiftself and swifterror parameters, calling
// plain twins that are merged (calls inside them get redirected).
#include <stdio.h>
int help1(int x);
int help2(int x);
#define SC __attribute__((swiftcall, noinline))
#define CTX __attribute__((swift_context))
#define ERR __attribute__((swift_error_result))
SC int s1(int x, void *CTX ctx, void **ERR err) { if (x < 0) { *err = ctx; return 0; } return help1(x) * 2 + (ctx != 0); }
SC int s2(int x, void *CTX ctx, void **ERR err) { if (x < 0) { *err = ctx; return 0; } return help2(x) * 2 + (ctx != 0); }
SC int s3(int x, void *CTX ctx, void **ERR err) { if (x < 0) { *err = ctx; return 0; } return x * 3 + (ctx != 0); }
SC int s4(int x, void *CTX ctx, void **ERR err) { return x * 7; }
__attribute__((noinline)) int help1(int x) { return x * x + 3; }
__attribute__((noinline)) int help2(int x) { return x * x + 3; }
int cookie;
__attribute__((noinline)) int drive(int x) {
  void *e = 0; int r = s1(x, &cookie, &e); int k = e != 0;
  e = 0; r += s2(x - 5, &cookie, &e); k += e == &cookie;
  e = 0; r += s3(x, 0, &e); k += e != 0;
  e = 0; r += s4(x, 0, &e);
  return r * 10 + k;
}
int main(void) { printf("%d %d\n", drive(3), drive(10)); return 0; }
