// Command cxxgen writes a random, self-checking, template-heavy C++17
// program for differential testing of fmerge (csmith's role for C): class
// and function templates instantiated over integer types and over
// layout-equal structs (identical functions), near-duplicate templates
// that differ in one constant or operator (similar functions), virtual
// methods (vtables), lambdas, std::array and std::vector. All arithmetic
// is on unsigned values, so the program has no undefined behaviour; main
// prints one checksum.
//
//	go run ./test/cxxgen -seed 7 > p.cc
//
// The output depends only on -seed.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"strings"
)

var types = []string{"uint8_t", "uint16_t", "uint32_t", "uint64_t", "unsigned", "unsigned long"}

// expr builds a random expression over the names in vars, of depth d.
func expr(r *rand.Rand, vars []string, d int) string {
	if d == 0 || r.Intn(4) == 0 {
		if r.Intn(3) == 0 {
			return fmt.Sprintf("T(%d)", r.Intn(97)+1)
		}
		return vars[r.Intn(len(vars))]
	}
	a, b := expr(r, vars, d-1), expr(r, vars, d-1)
	switch r.Intn(8) {
	case 0:
		return fmt.Sprintf("T(%s + %s)", a, b)
	case 1:
		return fmt.Sprintf("T(%s - %s)", a, b)
	case 2:
		return fmt.Sprintf("T(%s * %s)", a, b)
	case 3:
		return fmt.Sprintf("T(%s ^ %s)", a, b)
	case 4:
		return fmt.Sprintf("T(%s / T(%s | T(1)))", a, b)
	case 5:
		return fmt.Sprintf("T(%s >> (%s %% 5))", a, b)
	case 6:
		return fmt.Sprintf("T(%s < %s ? %s : %s)", a, b, b, a)
	default:
		return fmt.Sprintf("T(%s & %s)", a, b)
	}
}

// body is a loop folding a std::array through an expression.
func body(r *rand.Rand, k int) string {
	e := expr(r, []string{"a", "b", "x", "acc"}, 3)
	return fmt.Sprintf(`  T acc = T(%d);
  std::array<T, %d> buf{};
  for (unsigned i = 0; i < buf.size(); i++) buf[i] = T(a + T(i) * b);
  for (T x : buf) acc = %s;
  return acc;
`, k, r.Intn(6)+3, e)
}

func main() {
	seed := flag.Int64("seed", 1, "random seed")
	nfun := flag.Int("funcs", 8, "function templates")
	flag.Parse()
	r := rand.New(rand.NewSource(*seed))
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	fmt.Fprintf(w, "// cxxgen -seed %d\n#include <array>\n#include <cstdint>\n#include <cstdio>\n#include <functional>\n#include <memory>\n#include <vector>\n\n", *seed)
	fmt.Fprintln(w, "static uint64_t checksum = 0;\nstatic void mix(uint64_t v) { checksum = checksum * 1000003u ^ v; }")
	// Layout-equal structs: their member functions compile to identical code.
	for _, s := range []string{"PairA", "PairB"} {
		fmt.Fprintf(w, "struct %s { unsigned x, y; unsigned sum() const { return x * 3u + y; } };\n", s)
	}
	var calls []string
	for i := 0; i < *nfun; i++ {
		b := body(r, i)
		fmt.Fprintf(w, "\ntemplate <typename T> __attribute__((noinline)) T f%d(T a, T b) {\n%s}\n", i, b)
		// A near twin: the same body with one constant changed.
		twin := strings.Replace(b, fmt.Sprintf("T acc = T(%d)", i), fmt.Sprintf("T acc = T(%d)", i+100), 1)
		fmt.Fprintf(w, "template <typename T> __attribute__((noinline)) T g%d(T a, T b) {\n%s}\n", i, twin)
		for _, t := range types {
			if r.Intn(2) == 0 {
				continue
			}
			a, bb := r.Intn(1000), r.Intn(1000)
			calls = append(calls, fmt.Sprintf("mix(f%d<%s>(static_cast<%s>(%d), static_cast<%s>(%d)));", i, t, t, a, t, bb))
			calls = append(calls, fmt.Sprintf("mix(g%d<%s>(static_cast<%s>(%d), static_cast<%s>(%d)));", i, t, t, bb, t, a))
		}
	}
	// Class templates with virtual methods, instantiated twice.
	fmt.Fprintln(w, "\nstruct Shape { virtual ~Shape() = default; virtual uint64_t area(unsigned k) const = 0; };")
	for i := 0; i < 3; i++ {
		fmt.Fprintf(w, "template <typename T> struct Box%d : Shape { T w, h; Box%d(T a, T b) : w(a), h(b) {}\n  uint64_t area(unsigned k) const override { return uint64_t(T(w * h + T(k) * T(%d))); } };\n", i, i, r.Intn(50)+1)
	}
	fmt.Fprintln(w, "\nint main() {")
	for _, c := range calls {
		fmt.Fprintf(w, "  %s\n", c)
	}
	fmt.Fprintln(w, "  std::vector<std::unique_ptr<Shape>> shapes;")
	for i := 0; i < 3; i++ {
		for _, t := range []string{"uint32_t", "uint64_t", "uint16_t"} {
			fmt.Fprintf(w, "  shapes.emplace_back(new Box%d<%s>(%d, %d));\n", i, t, r.Intn(300), r.Intn(300))
		}
	}
	fmt.Fprintln(w, "  for (unsigned k = 0; k < 4; k++) for (auto &s : shapes) mix(s->area(k));")
	fmt.Fprintf(w, "  PairA pa{%d, %d}; PairB pb{%d, %d}; mix(pa.sum()); mix(pb.sum());\n", r.Intn(99), r.Intn(99), r.Intn(99), r.Intn(99))
	fmt.Fprintf(w, "  std::function<unsigned(unsigned)> l1 = [](unsigned v) { return v * %du + 1u; };\n", r.Intn(9)+2)
	fmt.Fprintf(w, "  std::function<unsigned(unsigned)> l2 = [](unsigned v) { return v * %du + 1u; };\n", r.Intn(9)+2)
	fmt.Fprintln(w, "  for (unsigned v = 0; v < 5; v++) { mix(l1(v)); mix(l2(v)); }")
	fmt.Fprintln(w, "  std::printf(\"checksum = %llx\\n\", (unsigned long long)checksum);\n  return 0;\n}")
}
