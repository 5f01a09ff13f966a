// Package csmith runs the csmith differential test (run.sh) as part of
// `go test`, on fixed seed ranges so that runs are reproducible: 30
// programs in identical mode, 30 with weak copies (twin -weak) and 70 in
// each configuration of mode all
// (measured profit, the cost model, the cost model forced to take every
// proposal), a different range of seeds for each. Every merged module is
// checked with opt -verify and run against the unmerged build. Longer runs
// are made by hand with `test/csmith/run.sh N MODE` (see README.md).
package csmith

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"
)

// summary matches run.sh's last line.
var summary = regexp.MustCompile(`(?m)^(\d+) passed, (\d+) failed, (\d+) skipped \(mode [^;]*; fmerge merged (\d+) functions, opt -mergefunc (\d+); similar merges (\d+)\)`)

// TestCsmithIdentical: identical twins, --mode=identical. fmerge must merge
// at least as many functions as opt -mergefunc.
func TestCsmithIdentical(t *testing.T) {
	r := runCsmith(t, config{n: 30, first: 1, mode: "identical", minPass: 25})
	if r.ref == 0 {
		t.Fatal("opt -mergefunc merged nothing: the twin transformation made no duplicates")
	}
	if r.merged < r.ref {
		t.Errorf("fmerge merged %d functions, opt -mergefunc %d", r.merged, r.ref)
	}
}

// TestCsmithWeak: an external twin and two weak copies of every internal
// function (twin -weak), --mode=identical: the weak pairs merge through
// private bodies that the external twins take over, and calls through the
// weak names run the forwarders.
func TestCsmithWeak(t *testing.T) {
	r := runCsmith(t, config{n: 30, first: 301, mode: "identical", twin: "-weak", minPass: 25})
	if r.merged < r.ref {
		t.Errorf("fmerge merged %d functions, opt -mergefunc %d", r.merged, r.ref)
	}
}

// TestCsmithAll: twins with swapped operands, --mode=all, in the three
// profitability configurations. Similar merging must take some of them,
// and every program must behave as before. With the cost model forced to
// accept everything (-min-saving=-100000), every proposal the model makes
// is committed, so the most merged code reaches the differential check.
func TestCsmithAll(t *testing.T) {
	for _, c := range []config{
		{name: "measure", n: 70, minPass: 50, first: 1, mode: "all"},
		{name: "model", n: 70, minPass: 50, first: 101, mode: "all", flags: "-profit=model"},
		{name: "forced", n: 70, minPass: 50, first: 201, mode: "all", flags: "-profit=model -min-saving=-100000"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := runCsmith(t, c)
			if r.similar == 0 {
				t.Error("no similar merges: the commuted twins were not merged")
			}
		})
	}
}

// config is one run of run.sh: n seeds from first, fmerge --mode=mode and
// extra flags; at least minPass programs must be compared (the others may
// be skipped: their unmerged build times out or crashes).
type config struct {
	name        string
	n, first    int
	minPass     int
	mode, flags string
	twin        string // CSMITH_TWIN
}

// outcome is run.sh's summary.
type outcome struct{ merged, ref, similar int }

// runCsmith runs run.sh for c and fails the test on any failure or if too
// few programs were compared.
func runCsmith(t *testing.T, c config) outcome {
	for _, tool := range []string{"csmith", "clang-14", "llc", "opt", "llvm-dis"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed: run tools/install-deps.sh", tool)
		}
	}
	if _, err := os.Stat("/usr/include/csmith/csmith.h"); err != nil {
		t.Skip("csmith.h not installed (libcsmith-dev): run tools/install-deps.sh")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "fmerge")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/fmerge/rules_fmerge/tools/fmerge").CombinedOutput(); err != nil {
		t.Fatalf("building fmerge: %v\n%s", err, out)
	}
	n := c.n
	cmd := exec.Command("./run.sh", strconv.Itoa(n), c.mode)
	cmd.Env = append(os.Environ(), "FMERGE="+bin, "CSMITH_WORK="+filepath.Join(dir, "work"), "CSMITH_TIMEOUT=2",
		"CSMITH_FIRST="+strconv.Itoa(c.first), "FMERGE_FLAGS="+c.flags, "CSMITH_TWIN="+c.twin)
	start := time.Now()
	out, err := cmd.CombinedOutput()
	t.Logf("CSMITH_FIRST=%d FMERGE_FLAGS=%q CSMITH_TWIN=%q run.sh %d %s (%.0fs):\n%s", c.first, c.flags, c.twin, n, c.mode, time.Since(start).Seconds(), out)
	m := summary.FindSubmatch(out)
	if m == nil {
		t.Fatalf("run.sh printed no summary (err %v)", err)
	}
	pass, _ := strconv.Atoi(string(m[1]))
	fail, _ := strconv.Atoi(string(m[2]))
	skip, _ := strconv.Atoi(string(m[3]))
	if fail != 0 || err != nil {
		t.Fatalf("%d csmith programs failed (exit %v)", fail, err)
	}
	if pass+skip != n || pass < c.minPass {
		t.Fatalf("%d passed, %d skipped of %d: too few programs ran", pass, skip, n)
	}
	var r outcome
	r.merged, _ = strconv.Atoi(string(m[4]))
	r.ref, _ = strconv.Atoi(string(m[5]))
	r.similar, _ = strconv.Atoi(string(m[6]))
	return r
}
