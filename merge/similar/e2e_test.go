package similar

import (
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/cost"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/rank"
)

// byCost is a stand-in ranking for tests: the other eligible functions,
// nearest estimated size first (ties by index).
func byCost(m *irmod.Module) Candidates {
	c := make([]float64, len(m.Funcs))
	for i, f := range m.Funcs {
		if f.Defined() {
			c[i] = cost.Func(f.IR)
		}
	}
	return func(f int) []int {
		var out []int
		for i, g := range m.Funcs {
			if i != f && g.Defined() {
				out = append(out, i)
			}
		}
		sort.SliceStable(out, func(a, b int) bool {
			da, db := c[out[a]]-c[f], c[out[b]]-c[f]
			if da < 0 {
				da = -da
			}
			if db < 0 {
				db = -db
			}
			return da < db
		})
		return out
	}
}

func need(t *testing.T, tools ...string) {
	for _, x := range tools {
		if _, err := exec.LookPath(x); err != nil {
			t.Skipf("%s not installed", x)
		}
	}
}

func sh(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

// textSize is the size of the .text section of a file (llvm-size -A).
func textSize(t *testing.T, file string) int {
	for _, l := range strings.Split(sh(t, "llvm-size-14", "-A", file), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == ".text" {
			n, _ := strconv.Atoi(f[1])
			return n
		}
	}
	t.Fatalf("%s: no .text section", file)
	return 0
}

// build compiles .ll to an executable and runs it, returning its output.
func build(t *testing.T, ll, exe string, cxx bool) string {
	obj := exe + ".o"
	sh(t, "llc-14", "-O2", "-filetype=obj", "-relocation-model=pic", "-o", obj, ll)
	drv := "clang-14"
	if cxx {
		drv = "clang++-14"
	}
	sh(t, drv, "-fuse-ld=lld", "-o", exe, obj)
	return sh(t, exe)
}

// sameBehaviour renders merged module m, checks that it verifies, and
// that the program built from it prints what the one built from src (the
// input) prints. It returns the rendered text.
func sameBehaviour(t *testing.T, src string, m *irmod.Module, cxx bool) []byte {
	t.Helper()
	text := m.Render()
	if err := (irmod.Tools{}).Verify(text); err != nil {
		t.Fatalf("merged module fails opt -verify: %v\n%s", err, text)
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "out.ll")
	if err := os.WriteFile(out, text, 0o644); err != nil {
		t.Fatal(err)
	}
	if before, after := build(t, src, filepath.Join(dir, "before"), cxx), build(t, out, filepath.Join(dir, "after"), cxx); before != after {
		t.Fatalf("behaviour changed:\nbefore:\n%s\nafter:\n%s", before, after)
	}
	return text
}

// outcome is what runProgram observed.
type outcome struct {
	res           *Result
	before, after int // .text bytes of the executables
}

func runProgram(t *testing.T, src string, opts Options, wantMerges int) outcome {
	return runProgramWith(t, src, opts, wantMerges, nil)
}

// runProgramWith is runProgram with a candidate source (nil: byCost).
func runProgramWith(t *testing.T, src string, opts Options, wantMerges int, rank func(*irmod.Module) Candidates) outcome {
	need(t, "clang-14", "clang++-14", "llc-14", "llvm-size-14", "ld.lld-14")
	dir := t.TempDir()
	cxx := strings.HasSuffix(src, ".cc")
	drv := "clang-14"
	if cxx {
		drv = "clang++-14"
	}
	ll := filepath.Join(dir, "in.ll")
	sh(t, drv, "-O2", "-S", "-emit-llvm", "-o", ll, filepath.Join("testdata", src))
	m, err := irmod.Load([]string{ll}, irmod.Tools{})
	if err != nil {
		t.Fatal(err)
	}
	if rank == nil {
		rank = byCost
	}
	res, err := Run(m, rank(m), opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Merges) < wantMerges {
		t.Fatalf("%d merges, want at least %d (attempts %d)", len(res.Merges), wantMerges, res.Attempts)
	}
	out := filepath.Join(dir, "out.ll")
	text := m.Render()
	if err := (irmod.Tools{}).Verify(text); err != nil {
		t.Fatalf("merged module fails opt -verify: %v", err)
	}
	if err := os.WriteFile(out, text, 0o644); err != nil {
		t.Fatal(err)
	}
	want := build(t, ll, filepath.Join(dir, "before"), cxx)
	got := build(t, out, filepath.Join(dir, "after"), cxx)
	if got != want {
		t.Fatalf("behaviour changed:\nbefore:\n%s\nafter:\n%s", want, got)
	}
	o := outcome{res: res, before: textSize(t, filepath.Join(dir, "before")), after: textSize(t, filepath.Join(dir, "after"))}
	t.Logf("%s: %d merges (%d thunks, %d removed), saving %.0f bytes (measured: %d proposals); .text %d -> %d",
		src, len(res.Merges), res.Thunks, res.Removed, res.Saved, res.Measured, o.before, o.after)
	return o
}

// TestModelMergesDoNotGrow: the calibrated model alone (no measuring) is
// pessimistic enough that what it commits does not grow .text. On prog1.c
// it used to commit a merge that grew .text by 187 bytes; prog2.cc has a
// merge that really pays, which it must still find.
func TestModelMergesDoNotGrow(t *testing.T) {
	for _, c := range []struct {
		src  string
		want int
	}{{"prog1.c", 0}, {"prog2.cc", 1}} {
		src := c.src
		o := runProgram(t, src, Options{Explore: 3}, c.want)
		if o.after > o.before {
			t.Errorf("%s: .text grew %d -> %d with model-only merges %+v", src, o.before, o.after, o.res.Merges)
		}
	}
}

// TestMeasuredMergesShrink: with every proposal measured (Confident < 0)
// every committed merge must pay for itself, so .text never grows, and the
// measured saving predicts the real one (up to the call-site allowance and
// the executable's own alignment of .text).
func TestMeasuredMergesShrink(t *testing.T) {
	for _, src := range []string{"prog1.c", "prog2.cc"} {
		o := runProgram(t, src, Options{Explore: 3, Measure: &cost.Measurer{}, Confident: -1}, 0)
		if o.after > o.before {
			t.Errorf("%s: .text grew %d -> %d with measured merges %+v", src, o.before, o.after, o.res.Merges)
		}
		if got := o.before - o.after; float64(got) < o.res.Saved-16-5*float64(o.res.Removed) {
			t.Errorf("%s: measured saving %.0f, real %d", src, o.res.Saved, got)
		}
	}
}

// TestMergesWithRank uses the real candidate search (merge/rank through
// CandidatesFromRank): on prog2.cc it must find both profitable pairs
// (safe1/safe2 and parse_pos/parse_small), measured, without growing .text.
func TestMergesWithRank(t *testing.T) {
	ranked := func(m *irmod.Module) Candidates {
		ro := rank.DefaultOptions(rank.Exhaustive)
		ro.TopN = 3
		c, _, err := CandidatesFromRank(m, ro, nil)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	o := runProgramWith(t, "prog2.cc", Options{Explore: 3, Measure: &cost.Measurer{}}, 2, ranked)
	if o.after >= o.before {
		t.Errorf(".text %d -> %d, want smaller", o.before, o.after)
	}
}

// TestForcedMergesKeepBehaviour merges every pair it can, profitable or
// not, to exercise code generation on all shapes in the program.
func TestForcedMergesKeepBehaviour(t *testing.T) {
	runProgram(t, "prog1.c", Options{Explore: 3, Threshold: -1e9}, 4)
}

func TestMergesCProgramNW(t *testing.T) {
	runProgram(t, "prog1.c", Options{Explore: 3, Align: align.NW, WholeFunctionMax: 200, Threshold: -1e9}, 4)
}

func TestMergesCxxExceptions(t *testing.T) {
	runProgram(t, "prog2.cc", Options{Explore: 3, Threshold: -1000}, 1)
}

// TestReturnTypesUnified merges functions whose return types differ: int
// and long (the merged function returns i64, the int's thunk truncates),
// two pointer types (the second's thunk bitcasts). The program must print
// the same.
func TestReturnTypesUnified(t *testing.T) {
	ranked := func(m *irmod.Module) Candidates {
		return pairs(m, [2]string{"sum_int", "sum_long"}, [2]string{"pick_node", "pick_leaf"})
	}
	o := runProgramWith(t, "retwiden.c", Options{Threshold: -1e9}, 2, ranked)
	for _, mg := range o.res.Merges {
		if mg.First == "sum_int" && mg.Second == "sum_long" {
			return
		}
	}
	t.Errorf("sum_int and sum_long not merged: %+v", o.res.Merges)
}

// TestConfidentMergesCompileThunksOnly: a merge the model is sure of
// (confident.c: two long functions that differ in one constant) is
// committed on its estimate, with only its thunks compiled, and shrinks
// the program as much as when every proposal is measured
// (Options.Confident < 0).
func TestConfidentMergesCompileThunksOnly(t *testing.T) {
	pair := func(m *irmod.Module) Candidates { return pairs(m, [2]string{"mix_a", "mix_b"}) }
	sure := runProgramWith(t, "confident.c", Options{Measure: &cost.Measurer{}}, 1, pair)
	all := runProgramWith(t, "confident.c", Options{Measure: &cost.Measurer{}, Confident: -1}, 1, pair)
	if sure.res.Trusted != 1 || sure.res.Measured != 0 {
		t.Errorf("default: %d proposals trusted, %d measured; want 1 and 0", sure.res.Trusted, sure.res.Measured)
	}
	if all.res.Trusted != 0 || all.res.Measured != 1 {
		t.Errorf("Confident -1: %d proposals trusted, %d measured; want 0 and 1", all.res.Trusted, all.res.Measured)
	}
	if sure.after != all.after || sure.after >= sure.before {
		t.Errorf(".text %d -> %d trusting the model, %d measuring all; want the same, smaller", sure.before, sure.after, all.after)
	}
	if sure.res.MeasureRuns == 0 {
		t.Error("the thunks of the trusted merge were not compiled")
	}
}

// TestEqualFunctionsMeasuredOnce: shared.c's second pair is its first
// with other globals; measuring compiles one of each equal function (the
// originals, the merged functions, the thunks) and gives both merges the
// same Δ.
func TestEqualFunctionsMeasuredOnce(t *testing.T) {
	two := func(m *irmod.Module) Candidates {
		return pairs(m, [2]string{"p1a", "p1b"}, [2]string{"p2a", "p2b"})
	}
	o := runProgramWith(t, "shared.c", Options{Measure: &cost.Measurer{}, Confident: -1, Threshold: -1e9}, 2, two)
	if o.res.Measured != 2 || o.res.SizesShared < 3 {
		t.Errorf("%d proposals measured, %d sizes shared; want 2 and at least 3 (both originals and the merged function)", o.res.Measured, o.res.SizesShared)
	}
	if d0, d1 := o.res.Merges[0].Delta, o.res.Merges[1].Delta; d0 != d1 {
		t.Errorf("Δ %v and %v, want equal", d0, d1)
	}
}

// TestUnmeasurableProposalsAreNotCommitted: when llc refuses every
// scratch module (here a flag it does not know), no proposal is
// committed, each is counted and missed as Unmeasurable (not as an
// unprofitable merge of infinite size), and llc's reason is kept.
func TestUnmeasurableProposalsAreNotCommitted(t *testing.T) {
	pair := func(m *irmod.Module) Candidates { return pairs(m, [2]string{"mix_a", "mix_b"}) }
	o := runProgramWith(t, "confident.c", Options{Measure: &cost.Measurer{Flags: []string{"-no-such-llc-flag"}}, Confident: -1}, 0, pair)
	if len(o.res.Merges) != 0 || o.res.Unmeasurable != 1 {
		t.Errorf("%d merges, %d unmeasurable; want 0 and 1", len(o.res.Merges), o.res.Unmeasurable)
	}
	if !strings.Contains(o.res.MeasureError, "no-such-llc-flag") {
		t.Errorf("measure error %q, want llc's complaint", o.res.MeasureError)
	}
	for _, name := range []string{"mix_a", "mix_b"} {
		if m := o.res.Missed[name]; m.Code != MissUnmeasurable {
			t.Errorf("%s missed as %+v, want %s", name, m, MissUnmeasurable)
		}
	}
}

// TestRemergeOnlyWhenAsked: by default no merged function is merged again
// (Options.Remerge); with Remerge, forced merging of remerge.c merges a
// merged function again, and the program still behaves the same.
func TestRemergeOnlyWhenAsked(t *testing.T) {
	remerged := func(res *Result) int {
		merged, n := map[string]bool{}, 0
		for _, mg := range res.Merges {
			if merged[mg.First] || merged[mg.Second] {
				n++
			}
			merged[mg.Merged] = true
		}
		return n
	}
	off := runProgram(t, "remerge.c", Options{Explore: 3, Threshold: -1e9}, 2)
	if n := remerged(off.res); n != 0 {
		t.Errorf("without Remerge, %d merges took a merged function", n)
	}
	on := runProgram(t, "remerge.c", Options{Explore: 3, Threshold: -1e9, Remerge: true}, 3)
	for _, mg := range on.res.Merges {
		t.Logf("%s + %s -> %s", mg.First, mg.Second, mg.Merged)
	}
	if n := remerged(on.res); n == 0 {
		t.Errorf("with Remerge, no merged function was merged again (%d merges)", len(on.res.Merges))
	}
}
