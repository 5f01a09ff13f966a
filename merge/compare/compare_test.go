package compare

import (
	"sort"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
)

func load(t testing.TB, path string) *ir.Module {
	t.Helper()
	m, err := loadModule(path)
	if err != nil {
		t.Fatalf("parse %s: %v", path, err)
	}
	return m
}

func loadModule(path string) (*ir.Module, error) { return asm.ParseFile(path) }

func funcsByName(m *ir.Module) map[string]*ir.Func {
	out := map[string]*ir.Func{}
	for _, f := range m.Funcs {
		out[f.Name()] = f
	}
	return out
}

// TestCases checks every hand-written pair in testdata/cases.ll: eq_ pairs
// must compare 0 and hash alike, ne_ pairs must not compare 0; both ways
// round, so antisymmetry is checked too.
func TestCases(t *testing.T) {
	m := load(t, "testdata/cases.ll")
	gn := NewGlobalNumbers(m)
	fs := funcsByName(m)
	var names []string
	for name := range fs {
		if strings.HasSuffix(name, "_l") && (strings.HasPrefix(name, "eq_") || strings.HasPrefix(name, "ne_")) {
			names = append(names, strings.TrimSuffix(name, "_l"))
		}
	}
	sort.Strings(names)
	if len(names) < 80 {
		t.Fatalf("only %d cases found", len(names))
	}
	for _, c := range names {
		l, r := fs[c+"_l"], fs[c+"_r"]
		if r == nil {
			t.Errorf("%s: no right-hand function", c)
			continue
		}
		fl, fr := &Func{IR: l}, &Func{IR: r}
		lr, rl := Compare(fl, fr, gn), Compare(fr, fl, gn)
		if lr != -rl {
			t.Errorf("%s: not antisymmetric: %d vs %d", c, lr, rl)
		}
		if Compare(fl, fl, gn) != 0 || Compare(fr, fr, gn) != 0 {
			t.Errorf("%s: not reflexive", c)
		}
		if strings.HasPrefix(c, "eq_") {
			if lr != 0 {
				t.Errorf("%s: Compare = %d, want 0", c, lr)
			}
			if Hash(fl) != Hash(fr) {
				t.Errorf("%s: equal functions hash differently", c)
			}
		} else if lr == 0 {
			t.Errorf("%s: Compare = 0, want a difference", c)
		}
	}
}

// TestExtraAndRetAlign: the facts llir drops take part in the comparison.
func TestExtraAndRetAlign(t *testing.T) {
	m := load(t, "testdata/cases.ll")
	gn := NewGlobalNumbers(m)
	fs := funcsByName(m)
	l, r := fs["eq_names_l"], fs["eq_names_r"]
	cases := []struct {
		name   string
		a, b   Func
		wantEq bool
	}{
		{"same", Func{IR: l, RetAlign: 8, Extra: []uint64{4}}, Func{IR: r, RetAlign: 8, Extra: []uint64{4}}, true},
		{"retalign", Func{IR: l, RetAlign: 8}, Func{IR: r, RetAlign: 4}, false},
		{"retalign-absent", Func{IR: l, RetAlign: 8}, Func{IR: r}, false},
		{"extra", Func{IR: l, Extra: []uint64{1<<62 | 4}}, Func{IR: r, Extra: []uint64{1<<62 | 8}}, false},
		{"extra-len", Func{IR: l, Extra: []uint64{0}}, Func{IR: r}, false},
	}
	for _, tc := range cases {
		got := Compare(&tc.a, &tc.b, gn)
		if (got == 0) != tc.wantEq {
			t.Errorf("%s: Compare = %d, want equal=%v", tc.name, got, tc.wantEq)
		}
		if back := Compare(&tc.b, &tc.a, gn); back != -got {
			t.Errorf("%s: not antisymmetric", tc.name)
		}
	}
}

// TestAlias: after the driver merges G into F, calls to G and to F are the
// same.
func TestAlias(t *testing.T) {
	m := load(t, "testdata/cases.ll")
	gn := NewGlobalNumbers(m)
	fs := funcsByName(m)
	l, r := &Func{IR: fs["ne_callee_l"]}, &Func{IR: fs["ne_callee_r"]}
	if Compare(l, r, gn) == 0 {
		t.Fatal("calls to different functions compare equal before Alias")
	}
	gn.Alias(fs["ext2"], fs["ext"])
	if got := Compare(l, r, gn); got != 0 {
		t.Fatalf("after Alias(ext2, ext): Compare = %d, want 0", got)
	}
	if gn.Number(fs["ext2"]) != gn.Number(fs["ext"]) {
		t.Fatal("aliased globals have different numbers")
	}
}

// TestLayout checks the data layout rules GEP offsets depend on.
func TestLayout(t *testing.T) {
	m := load(t, "testdata/cases.ll")
	dl := NewGlobalNumbers(m).layout
	fs := funcsByName(m)
	// %struct.C = { i64, i32 }: size 16, field 1 at 8.
	gep := fs["ne_gepoffset_l"].Blocks[0].Insts[0].(*ir.InstGetElementPtr)
	c := &comparator{gn: NewGlobalNumbers(m)}
	off, ok := c.constOffset(gep.ElemType, gep.Indices, 0)
	if !ok || off != 8 {
		t.Errorf("offset of C.1 = %d,%v, want 8", off, ok)
	}
	gep = fs["ne_gepoffset_r"].Blocks[0].Insts[0].(*ir.InstGetElementPtr)
	off, ok = c.constOffset(gep.ElemType, gep.Indices, 0)
	if !ok || off != 24 {
		t.Errorf("offset of C[1].1 = %d,%v, want 24", off, ok)
	}
	if got := dl.allocSize(gep.ElemType); got != 16 {
		t.Errorf("alloc size of {i64,i32} = %d, want 16", got)
	}
}

// TestHashSeparates: the hash must actually tell functions apart, or the
// driver's buckets degenerate into one.
func TestHashSeparates(t *testing.T) {
	m := load(t, "testdata/cases.ll")
	fs := funcsByName(m)
	for _, c := range []string{"ne_pred", "ne_nsw", "ne_rettype", "ne_varargs"} {
		if Hash(&Func{IR: fs[c+"_l"]}) == Hash(&Func{IR: fs[c+"_r"]}) {
			t.Errorf("%s: same hash", c)
		}
	}
	// The C corpus has 63 functions, 17 of them duplicates.
	defs := definitions(load(t, "testdata/real_Os.ll"))
	seen := map[uint64]bool{}
	for _, f := range defs {
		seen[Hash(f)] = true
	}
	if len(seen) < len(defs)/2 {
		t.Errorf("%d distinct hashes for %d functions", len(seen), len(defs))
	}
}

// Globals are known by name, not by llir object: a module read in shards
// has one object per shard for each global. Every case of cases.ll
// compares the same with its right-hand function taken from a second read
// of the module as from the first.
func TestGlobalsAreKnownByName(t *testing.T) {
	a, b := load(t, "testdata/cases.ll"), load(t, "testdata/cases.ll")
	gn := NewGlobalNumbers(a)
	fa, fb := funcsByName(a), funcsByName(b)
	checked := 0
	for name, l := range fa {
		if !strings.HasSuffix(name, "_l") {
			continue
		}
		c := strings.TrimSuffix(name, "_l")
		ra, rb := fa[c+"_r"], fb[c+"_r"]
		if ra == nil {
			continue
		}
		want, got := Compare(&Func{IR: l}, &Func{IR: ra}, gn), Compare(&Func{IR: l}, &Func{IR: rb}, gn)
		if got != want {
			t.Errorf("%s: %d with the other read's right-hand function, %d with the same read's", c, got, want)
		}
		if Hash(&Func{IR: ra}) != Hash(&Func{IR: rb}) {
			t.Errorf("%s: the two reads hash apart", c)
		}
		checked++
	}
	if checked < 80 {
		t.Fatalf("only %d cases compared", checked)
	}
	if !SameGlobal(fa["eq_names_l"], fb["eq_names_l"]) || SameGlobal(fa["eq_names_l"], fa["eq_names_r"]) {
		t.Error("SameGlobal does not tell globals by name")
	}
}
