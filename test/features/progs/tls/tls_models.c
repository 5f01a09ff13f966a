// fmerge-test: cflags=-Os -fPIC
// Thread-locals with different TLS models accessed by twins.
#include <stdio.h>
__thread int gd = 5;
__thread int ie __attribute__((tls_model("initial-exec"))) = 6;
__thread int le __attribute__((tls_model("local-exec"))) = 7;
static __thread int ld = 8;
__attribute__((noinline)) int g1(void) { return gd++ * 2; }
__attribute__((noinline)) int g2(void) { return ie++ * 2; }
__attribute__((noinline)) int g3(void) { return le++ * 2; }
__attribute__((noinline)) int g4(void) { return ld++ * 2; }
__attribute__((noinline)) int g5(void) { return le++ * 2; }
__attribute__((noinline)) int *ad1(void) { return &ie; }
__attribute__((noinline)) int *ad2(void) { return &ld; }
int main(void) { printf("%d %d %d %d %d %d %d\n", g1(), g2(), g3(), g4(), g5(), *ad1(), *ad2()); return 0; }
