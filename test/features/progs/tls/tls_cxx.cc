// fmerge-test: cflags=-Os
// C++ thread_local with dynamic initialization (TLS wrapper/init functions).
#include <cstdio>
#include <string>
__attribute__((noinline)) int init_val(int k) { return k * 11; }
thread_local int d1 = init_val(1);
thread_local int d2 = init_val(2);
thread_local std::string s1 = std::string(5, 'a');
thread_local std::string s2 = std::string(3, 'b');
__attribute__((noinline)) int u1() { return d1++ + (int)s1.size(); }
__attribute__((noinline)) int u2() { return d2++ + (int)s2.size(); }
__attribute__((noinline)) int u3() { return d2++ + (int)s2.size(); }
int main() { std::printf("%d %d %d %s %s\n", u1(), u2(), u3(), s1.c_str(), s2.c_str()); return 0; }
