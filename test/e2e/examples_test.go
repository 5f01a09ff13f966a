package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/test/e2e/irdiff"
)

// example is one bundled program under examples/.
type example struct {
	name     string
	dir      string
	ext      string // source extension
	compiler string // clang or clang++
}

var examples = []example{
	{name: "c", dir: "../../examples/c", ext: ".c", compiler: "clang"},
	{name: "cxx", dir: "../../examples/cxx", ext: ".cpp", compiler: "clang++"},
}

// knownMisses lists merges opt -mergefunc performs that fmerge does not, by
// example and function, with the reason. Every entry must be justified;
// anything not listed fails TestExamples.
var knownMisses = map[string]map[string]string{}

// compileExample compiles every source of ex to an LTO bitcode object in dir
// and returns the object paths, sorted.
func compileExample(t *testing.T, ex example, dir string) []string {
	t.Helper()
	srcs, err := filepath.Glob(filepath.Join(ex.dir, "*"+ex.ext))
	if err != nil || len(srcs) == 0 {
		t.Fatalf("no %s sources in %s", ex.ext, ex.dir)
	}
	sort.Strings(srcs)
	var objs []string
	for _, src := range srcs {
		obj := filepath.Join(dir, strings.TrimSuffix(filepath.Base(src), ex.ext)+".o")
		run(t, nil, tool(ex.compiler), "-Os", "-flto", "-c", src, "-o", obj)
		objs = append(objs, obj)
	}
	return objs
}

// buildAndRun compiles a module (.ll/.bc) or links a native object (.o)
// into an executable and returns what it prints.
func buildAndRun(t *testing.T, ex example, in, dir, tag string) string {
	t.Helper()
	obj := in
	if !strings.HasSuffix(in, ".o") {
		obj = filepath.Join(dir, tag+".o")
		run(t, nil, tool("llc"), "-filetype=obj", "-relocation-model=pic", in, "-o", obj)
	}
	exe := filepath.Join(dir, tag+".exe")
	run(t, nil, tool(ex.compiler), "-fuse-ld=lld", obj, "-o", exe)
	return runBinary(t, exe)
}

// statLine is one counter of fmerge -stats output:
// `<count> <component> - <description>`.
var statLine = regexp.MustCompile(`(?m)^\s*(\d+)\s+\S+\s+-\s+(.+?)\s*$`)

// statCounts reads the counters of fmerge -stats by description.
func statCounts(stderr string) map[string]int {
	out := map[string]int{}
	for _, m := range statLine.FindAllStringSubmatch(stderr, -1) {
		n, _ := strconv.Atoi(m[1])
		out[m[2]] = n
	}
	return out
}

// statMerged reads "Number of functions merged" from fmerge -stats output.
func statMerged(stderr string) int { return statCounts(stderr)["Number of functions merged"] }

func TestExamples(t *testing.T) {
	forEachExample(t, testExample)
}

// forEachExample runs test on every example as parallel subtests, at most
// as many at once as the parallelism semaphore allows.
func forEachExample(t *testing.T, test func(*testing.T, example)) {
	needTools(t)
	for _, ex := range examples {
		t.Run(ex.name, func(t *testing.T) {
			t.Parallel()
			parallelism <- struct{}{}
			defer func() { <-parallelism }()
			test(t, ex)
		})
	}
}

func testExample(t *testing.T, ex example) {
	dir := t.TempDir()
	want := readFile(t, filepath.Join(ex.dir, "expected_output.txt"))
	objs := compileExample(t, ex, dir)

	linkedBC := filepath.Join(dir, "linked.bc")
	linkedLL := filepath.Join(dir, "linked.ll")
	run(t, nil, tool("llvm-link"), append(objs, "-o", linkedBC)...)
	run(t, nil, tool("llvm-dis"), linkedBC, "-o", linkedLL)
	if got := buildAndRun(t, ex, linkedBC, dir, "baseline"); got != want {
		t.Fatalf("baseline (no fmerge) output differs from expected_output.txt:\n%s", got)
	}

	// fmerge on the bitcode objects directly, text output.
	mergedLL := filepath.Join(dir, "merged.ll")
	_, stderr := run(t, nil, fmergeBin, append([]string{"merge", "--mode=identical", "-stats", "-o", mergedLL}, objs...)...)
	run(t, nil, tool("opt"), "-verify", "-disable-output", mergedLL)
	if got := buildAndRun(t, ex, mergedLL, dir, "merged-ll"); got != want {
		t.Fatalf("merged (.ll) program output differs from expected_output.txt:\n%s", got)
	}

	// The other output forms: bitcode and native object.
	mergedBC := filepath.Join(dir, "merged.bc")
	run(t, nil, fmergeBin, append([]string{"merge", "--mode=identical", "-o", mergedBC}, objs...)...)
	run(t, nil, tool("opt"), "-verify", "-disable-output", mergedBC)
	mergedO := filepath.Join(dir, "merged.o")
	run(t, nil, fmergeBin, "merge", "--mode=identical", "-llc-flag=-relocation-model=pic", "-o", mergedO, linkedLL)
	if got := buildAndRun(t, ex, mergedO, dir, "merged-o"); got != want {
		t.Fatalf("merged (.o) program output differs from expected_output.txt:\n%s", got)
	}

	compareWithOpt(t, ex, linkedLL, mergedLL, statMerged(stderr))
}

// compareWithOpt runs opt -mergefunc on the same module and checks that
// fmerge performs every merge opt performs (or a listed, justified miss)
// and at least as many, and that fmerge's own counter matches its output.
func compareWithOpt(t *testing.T, ex example, linkedLL, mergedLL string, statCount int) {
	optLL := filepath.Join(filepath.Dir(linkedLL), "opt-mergefunc.ll")
	run(t, nil, tool("opt"), "-mergefunc", "-S", linkedLL, "-o", optLL)
	before := irdiff.Parse(readFile(t, linkedLL))
	optAfter := irdiff.Parse(readFile(t, optLL))
	fmAfter := irdiff.Parse(readFile(t, mergedLL))
	optRes := irdiff.Diff(before, optAfter)
	fmRes := irdiff.Diff(before, fmAfter)

	t.Logf("opt -mergefunc merged %d: %s", optRes.Count(), describe(optRes))
	t.Logf("fmerge merged %d (-stats says %d): %s", fmRes.Count(), statCount, describe(fmRes))
	if optRes.Count() == 0 {
		t.Fatalf("opt -mergefunc merged nothing in example %s: the example lost its duplication", ex.name)
	}
	if statCount != fmRes.Count() {
		t.Errorf("fmerge -stats reports %d functions merged, but its output shows %d", statCount, fmRes.Count())
	}
	missing := irdiff.Coverage(optRes, fmRes, fmAfter, "opt -mergefunc", "fmerge")
	known := 0
	for _, fn := range sortedKeys(missing) {
		if reason, ok := knownMisses[ex.name][fn]; ok {
			t.Logf("known miss %s: %s (%s)", fn, reason, missing[fn])
			known++
			continue
		}
		t.Errorf("fmerge does not merge %s: %s", fn, missing[fn])
	}
	if fmRes.Count()+known < optRes.Count() {
		t.Errorf("fmerge merged %d functions (%d known misses), opt -mergefunc %d", fmRes.Count(), known, optRes.Count())
	}
	extra := irdiff.Coverage(fmRes, optRes, optAfter, "fmerge", "opt -mergefunc")
	for _, fn := range sortedKeys(extra) {
		t.Logf("fmerge-only merge %s: %s", fn, extra[fn])
	}
}

// describe lists merges as "G->F" pairs, sorted.
func describe(r *irdiff.Result) string {
	var parts []string
	for _, g := range r.Names() {
		parts = append(parts, g+"->"+r.Rep(g))
	}
	return strings.Join(parts, " ")
}

func sortedKeys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// TestDeterminism checks that fmerge's output is byte-identical across runs
// and across GOMAXPROCS settings.
func TestDeterminism(t *testing.T) {
	needTools(t)
	ex := examples[1]
	dir := t.TempDir()
	objs := compileExample(t, ex, dir)
	for _, mode := range []string{"identical", "all"} {
		checkDeterministic(t, dir, mode, objs)
	}
}

// checkDeterministic merges objs with GOMAXPROCS 1, 2 and 8 and -jobs 1
// and 8, and requires byte-identical outputs and remarks, and reports for
// the same flags.
func checkDeterministic(t *testing.T, dir, mode string, objs []string) {
	var first, firstReport, firstRemarks []byte
	for i, r := range []struct{ procs, jobs string }{{"1", ""}, {"2", ""}, {"8", ""}, {"2", "1"}, {"2", "8"}, {"8", "1"}} {
		// The same paths every run: the report names its output.
		out := filepath.Join(dir, mode+".ll")
		report := filepath.Join(dir, mode+".json")
		rem := filepath.Join(dir, mode+".remarks.yaml")
		env := []string{"GOMAXPROCS=" + r.procs}
		args := []string{"merge", "-quiet", "--mode=" + mode, "-report-timings=false", "-report", report, "-remarks", rem, "-o", out}
		if r.jobs != "" {
			args = append(args, "-jobs="+r.jobs)
		}
		run(t, env, fmergeBin, append(args, objs...)...)
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		rb, err := os.ReadFile(report)
		if err != nil {
			t.Fatal(err)
		}
		remb, err := os.ReadFile(rem)
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first, firstReport, firstRemarks = b, rb, remb
			continue
		}
		if string(remb) != string(firstRemarks) {
			t.Fatalf("--mode=%s: run %d (GOMAXPROCS=%s -jobs=%q) remarks differ from run 0 (GOMAXPROCS=1)", mode, i, r.procs, r.jobs)
		}
		if string(b) != string(first) {
			t.Fatalf("--mode=%s: run %d (GOMAXPROCS=%s -jobs=%q) output differs from run 0 (GOMAXPROCS=1)", mode, i, r.procs, r.jobs)
		}
		// The report lists the command-line flags, -jobs among them.
		if r.jobs == "" && string(rb) != string(firstReport) {
			t.Fatalf("--mode=%s: run %d (GOMAXPROCS=%s -jobs=%q) report differs from run 0 (GOMAXPROCS=1)", mode, i, r.procs, r.jobs)
		}
	}
}
