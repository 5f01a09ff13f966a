// fmerge-test: cflags=-Os
// Throwing and catching twins (invoke/landingpad/personality).
#include <cstdio>
#include <stdexcept>
__attribute__((noinline)) int thr(int x) { if (x > 3) throw std::runtime_error("big"); if (x < 0) throw x; return x; }
__attribute__((noinline)) int c1(int x) { try { return thr(x) * 2; } catch (const std::exception &e) { return -1; } catch (int v) { return v * 10; } }
__attribute__((noinline)) int c2(int x) { try { return thr(x) * 2; } catch (const std::exception &e) { return -2; } catch (int v) { return v * 10; } }
__attribute__((noinline)) int c3(int x) { try { return thr(x) * 2; } catch (const std::exception &e) { return -2; } catch (int v) { return v * 10; } }
__attribute__((noinline)) int c4(int x) { try { return thr(x) * 2; } catch (int v) { return v * 10; } catch (const std::exception &e) { return -2; } }
int main() { std::printf("%d %d %d %d %d %d %d\n", c1(1), c1(5), c2(7), c3(-2), c3(2), c4(5), c4(-1)); return 0; }
