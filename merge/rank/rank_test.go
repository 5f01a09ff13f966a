package rank

import (
	"fmt"
	"math"
	"math/rand"
	"reflect"
	"testing"

	"github.com/llir/llvm/asm"

	"github.com/fmerge/rules_fmerge/merge/minhash"
)

// TestAdaptiveFormula checks equations (3) and (4) of the F3M paper against
// the values the paper quotes: 57 bands for 10k functions, 25 for 100k, 14
// for 1M, and 100 (capped) for small programs.
func TestAdaptiveFormula(t *testing.T) {
	for _, c := range []struct {
		x     int
		t     float64
		bands int
	}{{100, 0.05, 100}, {3162, 0.05, 100}, {10000, 0.1, 57}, {100000, 0.2, 25}, {1000000, 0.3, 14}, {10000000, 0.4, 9}, {1 << 30, 0.4, 9}} {
		th := AdaptiveThreshold(c.x)
		if math.Abs(th-c.t) > 1e-9 {
			t.Errorf("x=%d: threshold %g, want %g", c.x, th, c.t)
		}
		if b := AdaptiveBands(th); b != c.bands {
			t.Errorf("x=%d: bands %d, want %d", c.x, b, c.bands)
		}
	}
	r, err := DefaultOptions(Adaptive).Resolve(1000000)
	if err != nil || r.Rows != 2 || r.Bands != 14 || r.Threshold != 0.3 || r.K != 28 {
		t.Errorf("adaptive at 1M: %+v, %v", r, err)
	}
	o := DefaultOptions(Adaptive)
	o.Bands, o.Threshold = 30, 0.5
	if r, _ := o.Resolve(1000000); r.Bands != 30 || r.Threshold != 0.5 {
		t.Errorf("hand-set values not kept: %+v", r)
	}
	o = DefaultOptions(LSH)
	o.K, o.Rows, o.Bands = 200, 3, 100
	if _, err := o.Resolve(10); err == nil {
		t.Error("rows·bands > k accepted")
	}
}

// family builds n functions in groups: each group shares a base sequence,
// and members mutate a fraction of it, so the best candidate of each
// function is a member of its own group.
func family(seed int64, groups, members int, mutate float64) []Func {
	rng := rand.New(rand.NewSource(seed))
	consts := minhash.Constants(minhash.DefaultK, minhash.Seed)
	var out []Func
	for g := 0; g < groups; g++ {
		base := make([]uint32, 30+rng.Intn(60))
		for i := range base {
			base[i] = uint32(rng.Intn(40)+1)<<25 | uint32(rng.Intn(1<<20))
		}
		for m := 0; m < members; m++ {
			codes := append([]uint32{}, base...)
			for i := range codes {
				if rng.Float64() < mutate {
					codes[i] = uint32(rng.Intn(40)+1)<<25 | uint32(rng.Intn(1<<20))
				}
			}
			out = append(out, Func{Name: fmt.Sprintf("g%03d_m%d", g, m), Codes: codes, FP: minhash.Sketch(codes, consts)})
		}
	}
	return out
}

// TestPoliciesFindFamily: every policy proposes a same-group candidate for
// every function, and the results do not depend on the number of jobs.
func TestPoliciesFindFamily(t *testing.T) {
	funcs := family(11, 60, 3, 0.1)
	for _, p := range []Policy{Exhaustive, LSH, Adaptive} {
		var first [][]Candidate
		for _, jobs := range []int{1, 2, 7} {
			o := DefaultOptions(p)
			o.Jobs, o.TopN = jobs, 2
			r, err := New(o, funcs)
			if err != nil {
				t.Fatal(err)
			}
			all := r.All()
			if first == nil {
				first = all
			} else if !reflect.DeepEqual(first, all) {
				t.Fatalf("%s: results differ between 1 and %d jobs", p, jobs)
			}
		}
		for i, cs := range first {
			if len(cs) == 0 || cs[0].Name[:4] != funcs[i].Name[:4] {
				t.Errorf("%s: %s best candidate %v", p, funcs[i].Name, cs)
			}
			for j := 1; j < len(cs); j++ {
				if better(cs[j], cs[j-1]) {
					t.Errorf("%s: %s candidates out of order: %v", p, funcs[i].Name, cs)
				}
			}
		}
	}
}

// TestTieBreakByName: equal similarities are ordered by name, not by
// position.
func TestTieBreakByName(t *testing.T) {
	codes := []uint32{1 << 25, 2 << 25, 3 << 25, 4 << 25}
	fp := minhash.Sketch(codes, minhash.Constants(200, minhash.Seed))
	funcs := []Func{{Name: "zeta", Codes: codes, FP: fp}, {Name: "beta", Codes: codes, FP: fp},
		{Name: "alpha", Codes: codes, FP: fp}, {Name: "decl"}}
	for _, p := range []Policy{Exhaustive, LSH} {
		o := DefaultOptions(p)
		o.TopN = 5
		r, err := New(o, funcs)
		if err != nil {
			t.Fatal(err)
		}
		got := r.Candidates(0)
		if len(got) != 2 || got[0].Name != "alpha" || got[1].Name != "beta" || got[0].Similarity != 1 {
			t.Errorf("%s: %v", p, got)
		}
		if c := r.Candidates(3); len(c) != 0 {
			t.Errorf("%s: declaration has candidates %v", p, c)
		}
	}
}

// TestFrequencySimilarity checks the thesis bound on a hand-computed case:
// opcodes {add,add,ret} vs {add,ret,ret} share 2 of 6, types all equal.
func TestFrequencySimilarity(t *testing.T) {
	add, ret := uint32(13)<<25|5, uint32(1)<<25|5
	got := FrequencySimilarity([]uint32{add, add, ret}, []uint32{add, ret, ret})
	if want := 2.0 * 2 / 6; math.Abs(got-want) > 1e-12 {
		t.Errorf("similarity %g, want %g", got, want)
	}
	if s := FrequencySimilarity([]uint32{add, ret}, []uint32{add, ret}); s != 1 {
		t.Errorf("identical: %g", s)
	}
}

// TestPrepareFromIR ranks parsed IR: the two same-layout functions pick
// each other; reused fingerprints give the same result.
func TestPrepareFromIR(t *testing.T) {
	m, err := asm.ParseString("t.ll", `
define i32 @a(i32 %x) {
  %y = add i32 %x, 1
  %z = mul i32 %y, %y
  ret i32 %z
}
define i32 @b(i32 %p) {
  %q = add i32 %p, 7
  %r = mul i32 %q, %q
  ret i32 %r
}
define double @c(double %x) {
  %y = fadd double %x, 1.0
  ret double %y
}
declare void @d()
`)
	if err != nil {
		t.Fatal(err)
	}
	funcs, st := Prepare(IRFuncs(m.Funcs), DefaultOptions(LSH), nil)
	if st.Computed != 3 || st.Reused != 0 || funcs[3].FP != nil {
		t.Fatalf("prepare stats %+v", st)
	}
	one := DefaultOptions(Exhaustive)
	one.Jobs = 1
	seq, _ := Prepare(IRFuncs(m.Funcs), one, nil)
	one.Jobs = 5
	if par, _ := Prepare(IRFuncs(m.Funcs), one, nil); !reflect.DeepEqual(seq, par) {
		t.Fatal("Prepare depends on the number of jobs")
	}
	if seq[0].Codes == nil || !reflect.DeepEqual(seq[0].FP, funcs[0].FP) {
		t.Fatal("exhaustive Prepare must keep codes and give the same fingerprints")
	}
	again, st := Prepare(IRFuncs(m.Funcs), DefaultOptions(LSH), func(i int) minhash.Fingerprint { return funcs[i].FP })
	if st.Reused != 3 || !reflect.DeepEqual(again[0].FP, funcs[0].FP) {
		t.Fatalf("reuse stats %+v", st)
	}
	r, err := New(DefaultOptions(LSH), funcs)
	if err != nil {
		t.Fatal(err)
	}
	if c := r.Candidates(0); len(c) != 1 || c[0].Name != "b" || c[0].Similarity != 1 {
		t.Errorf("a: %v", c)
	}
	if c := r.Candidates(2); len(c) != 0 {
		t.Errorf("c: %v", c)
	}
}

// Prepare with options that do not resolve (the zero Policy) fails loudly
// instead of waiting forever on a worker limit of 0.
func TestPrepareInvalidOptionsPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Prepare accepted an empty Policy")
		}
	}()
	Prepare(nil, Options{}, nil)
}
