package compare

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
)

var modules = []string{"cases", "real_O1", "real_Os", "real_O1g", "realcc_O1", "realcc_Os"}

func definitions(m *ir.Module) []*Func {
	var out []*Func
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			out = append(out, &Func{IR: f})
		}
	}
	return out
}

// TestTotalOrder sorts every module's functions with Compare and checks
// that the result is consistent for every pair: antisymmetric, ordered as
// sorted, equal functions contiguous, and equal functions hash alike.
//
// COMPARE_ORACLE (see TestAgainstMergefunc) adds a module here too.
func TestTotalOrder(t *testing.T) {
	paths := []string{}
	for _, name := range modules {
		paths = append(paths, "testdata/"+name)
	}
	if extra := os.Getenv("COMPARE_ORACLE"); extra != "" {
		paths = append(paths, extra)
	}
	for _, name := range paths {
		m := load(t, name+".ll")
		gn := NewGlobalNumbers(m)
		fs := definitions(m)
		sort.SliceStable(fs, func(i, j int) bool { return Compare(fs[i], fs[j], gn) < 0 })
		for i := range fs {
			for j := i; j < len(fs); j++ {
				a, b := Compare(fs[i], fs[j], gn), Compare(fs[j], fs[i], gn)
				if a != -b {
					t.Fatalf("%s: %s vs %s not antisymmetric (%d, %d)", name, fs[i].IR.Name(), fs[j].IR.Name(), a, b)
				}
				if a > 0 {
					t.Fatalf("%s: sorted %s after %s but Compare = 1", name, fs[j].IR.Name(), fs[i].IR.Name())
				}
				if a == 0 && j > i && Compare(fs[i], fs[j-1], gn) != 0 {
					t.Fatalf("%s: %s == %s but not contiguous", name, fs[i].IR.Name(), fs[j].IR.Name())
				}
				if a == 0 && Hash(fs[i]) != Hash(fs[j]) {
					t.Fatalf("%s: %s == %s but hashes differ", name, fs[i].IR.Name(), fs[j].IR.Name())
				}
			}
		}
	}
}

// TestAgainstMergefunc uses opt-14 -mergefunc's merges of the same modules
// (recorded by testdata/gen.sh) as an oracle: every pair LLVM merged must
// compare equal, and every pair found equal that LLVM would bother to
// thunk (more than 2 instructions) must have been merged by LLVM.
//
// COMPARE_ORACLE=path/to/module (without .ll) adds a module of your own;
// make its .mergefunc with the script in testdata/gen.sh.
func TestAgainstMergefunc(t *testing.T) {
	paths := []string{}
	for _, name := range modules[1:] {
		paths = append(paths, "testdata/"+name)
	}
	if extra := os.Getenv("COMPARE_ORACLE"); extra != "" {
		paths = append(paths, extra)
	}
	for _, name := range paths {
		m := load(t, name+".ll")
		gn := NewGlobalNumbers(m)
		byName := map[string]*Func{}
		fs := definitions(m)
		for _, f := range fs {
			byName[f.IR.Name()] = f
		}
		root := unionFind{}
		for _, p := range readPairs(t, name+".mergefunc") {
			g, f := byName[p[0]], byName[p[1]]
			if g == nil || f == nil {
				t.Fatalf("%s: unknown function in oracle pair %v", name, p)
			}
			if res := Compare(g, f, gn); res != 0 {
				t.Errorf("%s: LLVM merged %s into %s, Compare = %d", name, p[0], p[1], res)
			}
			root.union(p[0], p[1])
		}
		for i, a := range fs {
			for _, b := range fs[i+1:] {
				if Compare(a, b, gn) != 0 || tiny(a.IR) {
					continue
				}
				if root.find(a.IR.Name()) != root.find(b.IR.Name()) {
					t.Errorf("%s: %s == %s, but LLVM did not merge them", name, a.IR.Name(), b.IR.Name())
				}
			}
		}
	}
}

// tiny is LLVM's "too small to bother creating a thunk for".
func tiny(f *ir.Func) bool {
	return len(f.Blocks) == 1 && len(f.Blocks[0].Insts)+1 <= 2
}

func readPairs(t *testing.T, path string) [][2]string {
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	var out [][2]string
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		w := strings.Fields(sc.Text())
		if len(w) != 2 {
			t.Fatalf("%s: bad line %q", path, sc.Text())
		}
		out = append(out, [2]string{w[0], w[1]})
	}
	return out
}

type unionFind map[string]string

func (u unionFind) find(x string) string {
	for {
		p, ok := u[x]
		if !ok || p == x {
			return x
		}
		x = p
	}
}

func (u unionFind) union(a, b string) { u[u.find(a)] = u.find(b) }

// TestRealExpectations spells out what the C corpus was written for.
func TestRealExpectations(t *testing.T) {
	for _, name := range []string{"real_O1", "real_Os"} {
		m := load(t, "testdata/"+name+".ll")
		gn := NewGlobalNumbers(m)
		fs := funcsByName(m)
		check := func(a, b string, wantEq bool) {
			got := Compare(&Func{IR: fs[a]}, &Func{IR: fs[b]}, gn)
			if (got == 0) != wantEq {
				t.Errorf("%s: Compare(%s, %s) = %d, want equal=%v", name, a, b, got, wantEq)
			}
		}
		for _, p := range [][2]string{{"sum_a", "sum_b"}, {"fact_a", "fact_b"}, {"classify_a", "classify_b"},
			{"bump_a", "bump_b"}, {"atomic_inc_a", "atomic_inc_b"}, {"popcnt_a", "popcnt_b"}, {"mid_a", "mid_b"}} {
			check(p[0], p[1], true)
		}
		for _, p := range [][2]string{{"sum_a", "sum_c"}, {"sum_a", "usum"}, {"classify_a", "classify_c"},
			{"bump_a", "bump_c"}, {"atomic_inc_a", "atomic_inc_c"}, {"ping", "pong"}, {"hot_inc", "cold_inc"},
			{"cold_inc", "cold_attr_inc"}, {"copy_a", "move_c"}, {"max3_a", "min3"}, {"rdtsc_lo", "rdtsc_hi"}} {
			check(p[0], p[1], false)
		}
	}
}

func ExampleCompare() {
	m, _ := loadModule("testdata/real_O1.ll")
	gn := NewGlobalNumbers(m)
	fs := funcsByName(m)
	a, b := &Func{IR: fs["fact_a"]}, &Func{IR: fs["fact_b"]}
	fmt.Println(Compare(a, b, gn), Hash(a) == Hash(b))
	// Output: 0 true
}
