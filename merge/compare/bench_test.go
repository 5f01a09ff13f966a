package compare

import (
	"os"
	"sort"
	"testing"
)

// benchFuncs loads the benchmark module: $COMPARE_BENCH_LL if set (e.g. a
// whole-program SQLite .ll), else the committed clang-14 corpus.
func benchFuncs(b *testing.B) ([]*Func, *GlobalNumbers) {
	path := os.Getenv("COMPARE_BENCH_LL")
	if path == "" {
		path = "testdata/real_Os.ll"
	}
	m := load(b, path)
	return definitions(m), NewGlobalNumbers(m)
}

func BenchmarkHash(b *testing.B) {
	fs, _ := benchFuncs(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, f := range fs {
			Hash(f)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(fs)), "ns/func")
}

// BenchmarkCompareSelf compares every function with itself: the full walk,
// the cost of confirming a merge.
func BenchmarkCompareSelf(b *testing.B) {
	fs, gn := benchFuncs(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, f := range fs {
			if Compare(f, f, gn) != 0 {
				b.Fatal("function differs from itself")
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(fs)), "ns/func")
}

// BenchmarkSort orders all functions with Compare, as the driver's ordered
// tree does.
func BenchmarkSort(b *testing.B) {
	fs, gn := benchFuncs(b)
	n := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := append([]*Func(nil), fs...)
		sort.Slice(s, func(i, j int) bool { n++; return Compare(s[i], s[j], gn) < 0 })
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/compare")
}
