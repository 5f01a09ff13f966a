package similar

import (
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// pairs is a ranking that proposes exactly the given pairs.
func pairs(m *irmod.Module, ps ...[2]string) Candidates {
	idx := map[string]int{}
	for i, f := range m.Funcs {
		idx[f.Name] = i
	}
	cand := map[int][]int{}
	for _, p := range ps {
		a, b := idx[p[0]], idx[p[1]]
		cand[a] = append(cand[a], b)
		cand[b] = append(cand[b], a)
	}
	return func(f int) []int { return cand[f] }
}

// mergeHyFM merges the pairs of testdata/hyfm.ll whatever they cost,
// checks that the module verifies and behaves as before, and returns the
// merged module text.
func mergeHyFM(t *testing.T) (string, *Result) {
	need(t, "clang++-14", "llc-14")
	src := filepath.Join("testdata", "hyfm.ll")
	m, err := irmod.Load([]string{src}, irmod.Tools{})
	if err != nil {
		t.Fatal(err)
	}
	cand := pairs(m, [2]string{"loop_a", "loop_b"}, [2]string{"inv_a", "inv_b"},
		[2]string{"ext_a", "ext_b"}, [2]string{"ml_a", "ml_b"}, [2]string{"cc_a", "cc_b"})
	res, err := Run(m, cand, Options{Threshold: -1e9}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, mg := range res.Merges {
		got = append(got, mg.First+"+"+mg.Second)
	}
	want := []string{"loop_a+loop_b", "inv_a+inv_b", "ext_a+ext_b", "ml_a+ml_b", "cc_a+cc_b"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("merges %v, want %v", got, want)
	}
	return string(sameBehaviour(t, src, m, true)), res
}

// function returns the text of a definition in a module.
func function(t *testing.T, text, name string) string {
	loc := regexp.MustCompile(`(?m)^define [^\n]*@` + regexp.QuoteMeta(name) + `\(`).FindStringIndex(text)
	if loc == nil {
		t.Fatalf("no function %s", name)
	}
	start := loc[0]
	end := strings.Index(text[start:], "\n}\n")
	return text[start : start+end+3]
}

// TestPhisBeforeOtherPhis: the loop headers' phis must all stay grouped at
// the top of the merged header (HyFM stored the first demoted phi in front
// of the next phi).
func TestPhisBeforeOtherPhis(t *testing.T) {
	text, _ := mergeHyFM(t)
	f := function(t, text, "__fmerge.loop_a.loop_b")
	most := 0
	for _, blk := range strings.Split(f, "\nb")[1:] {
		n := 0
		for _, l := range strings.Split(blk, "\n")[1:] {
			if !strings.Contains(l, " = phi ") {
				break
			}
			n++
		}
		most = max(most, n)
	}
	if most < 3 {
		t.Errorf("no merged block starts with the loop header's phis (at most %d phis in a block):\n%s", most, f)
	}
	// Both loop counters start at 0 and step by the matched %i.next: one
	// phi serves both functions, and the loop test uses it without select.
	ctr := regexp.MustCompile(`(%v\d+) = phi i32 \[ 0, %b\d+ \], \[ %v\d+, %b\d+ \], \[ %v\d+, %b\d+ \]`).FindStringSubmatch(f)
	if ctr == nil || !strings.Contains(f, "icmp slt i32 "+ctr[1]+", %p0") {
		t.Errorf("the loop counters' phis were not matched:\n%s", f)
	}
}

// TestInvokeResultInPhi: the invoke result must reach the phi of its
// normal successor directly (HyFM's store/load pair put the load after
// that phi).
func TestInvokeResultInPhi(t *testing.T) {
	text, _ := mergeHyFM(t)
	f := function(t, text, "__fmerge.inv_a.inv_b")
	inv := regexp.MustCompile(`(%v\d+) = invoke `).FindStringSubmatch(f)
	if inv == nil {
		t.Fatalf("no invoke with a result in the merged function:\n%s", f)
	}
	if !regexp.MustCompile(`= phi i32 .*\[ ` + inv[1] + `, `).MatchString(f) {
		t.Errorf("no phi takes the invoke result %s:\n%s", inv[1], f)
	}
	if strings.Contains(f, "alloca") || strings.Contains(f, "store") {
		t.Errorf("merged function demotes to the stack:\n%s", f)
	}
}

// TestThunksKeepABIAttributes: thunks must pass zeroext arguments and take
// a signext result as the merged function declares them.
func TestThunksKeepABIAttributes(t *testing.T) {
	text, res := mergeHyFM(t)
	if res.Thunks < 2 {
		t.Fatalf("%d thunks, want ext_a and ext_b as thunks", res.Thunks)
	}
	for _, name := range []string{"ext_a", "ext_b"} {
		f := function(t, text, name)
		if !regexp.MustCompile(`tail call signext i16 @__fmerge\.ext_a\.ext_b\(i8 zeroext %c, i32 %n, i1 (true|false)\)`).MatchString(f) {
			t.Errorf("thunk %s does not repeat the ABI attributes:\n%s", name, f)
		}
	}
}

// TestMultiLineCallsRewritten: calls whose argument list spans lines (with
// a comment inside) are rewritten and the originals removed.
func TestMultiLineCallsRewritten(t *testing.T) {
	text, _ := mergeHyFM(t)
	for _, name := range []string{"@ml_a(", "@ml_b("} {
		if strings.Contains(text, name) {
			t.Errorf("%s still in the module", name)
		}
	}
	for _, call := range []string{"@__fmerge.ml_a.ml_b(i32 3, i32 4, i1 false)", "@__fmerge.ml_a.ml_b(i32 5, i32 6, i1 true)"} {
		if !strings.Contains(text, call) {
			t.Errorf("no call %s", call)
		}
	}
}

// TestCallingConventionsBridged: a fastcc and a C function merge into a
// fastcc function; the fastcc side's calls are rewritten, the C side
// becomes a thunk that calls with fastcc.
func TestCallingConventionsBridged(t *testing.T) {
	text, _ := mergeHyFM(t)
	if !strings.Contains(function(t, text, "__fmerge.cc_a.cc_b"), "define internal fastcc i32 @__fmerge.cc_a.cc_b(") {
		t.Errorf("merged function is not fastcc")
	}
	if strings.Contains(text, "@cc_a(") {
		t.Errorf("cc_a (fastcc like the merged function) was not removed")
	}
	if !strings.Contains(text, "call fastcc i32 @__fmerge.cc_a.cc_b(i32 12, i32 13, i1 false)") {
		t.Errorf("fastcc call of cc_a not rewritten")
	}
	thunk := function(t, text, "cc_b")
	if !strings.Contains(thunk, "tail call fastcc i32 @__fmerge.cc_a.cc_b(i32 %x, i32 %y, i1 true)") {
		t.Errorf("cc_b is not a thunk calling with fastcc:\n%s", thunk)
	}
}

// A function of one operation and a return that would need a thunk is
// never attempted, even when forced: the thunk is as large as the body.
// An internal one whose uses are all calls may still go (its calls are
// rewritten instead).
func TestTinyThunkedNeverAttempted(t *testing.T) {
	const src = `define i32 @ext1(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @ext2(i32 %x) {
  %y = add i32 %x, 2
  ret i32 %y
}

define internal i32 @int1(i32 %x) {
  %y = mul i32 %x, 3
  ret i32 %y
}

define internal i32 @int2(i32 %x) {
  %y = mul i32 %x, 5
  ret i32 %y
}

define i32 @use(i32 %x) {
  %a = call i32 @int1(i32 %x)
  %b = call i32 @int2(i32 %a)
  ret i32 %b
}
`
	m, err := irmod.Parse("tiny.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	cand := pairs(m, [2]string{"ext1", "ext2"}, [2]string{"int1", "int2"})
	res, err := Run(m, cand, Options{Threshold: -1e9}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tiny := range []string{"ext1", "ext2"} {
		if !tinyThunked(m, m.Func(tiny)) {
			t.Errorf("%s: not recognised as a tiny function that needs a thunk", tiny)
		}
	}
	for _, mg := range res.Merges {
		if mg.First == "ext1" || mg.Second == "ext1" {
			t.Errorf("merged %s+%s: ext1 needs a thunk as large as its body", mg.First, mg.Second)
		}
	}
	if tinyThunked(m, m.Func("int1")) {
		t.Error("int1 (internal, only called) would be refused")
	}
}
