#include <cstdio>
#include <stdexcept>
#include <string>
#define NI __attribute__((noinline))
NI static int parse_pos(const std::string &s) { int v = std::stoi(s); if (v < 0) throw std::runtime_error("neg"); return v * 2; }
NI static int parse_small(const std::string &s) { int v = std::stoi(s); if (v > 100) throw std::runtime_error("big"); return v + 2; }
NI static int safe1(const char *x) { try { return parse_pos(x); } catch (const std::exception &e) { std::printf("err1 %s\n", e.what()); return -1; } }
NI static int safe2(const char *x) { try { return parse_small(x); } catch (const std::exception &e) { std::printf("err2 %s\n", e.what()); return -2; } }
int main() {
  const char *in[] = {"5", "-3", "500", "42"};
  for (const char *x : in) std::printf("%d %d\n", safe1(x), safe2(x));
  return 0;
}
