// Package csmith runs the csmith differential test (run.sh) with a small
// program count as part of `go test`; longer runs are made by hand with
// `test/csmith/run.sh N MODE`.
package csmith

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// summary matches run.sh's last line.
var summary = regexp.MustCompile(`(?m)^(\d+) passed, (\d+) failed, (\d+) skipped \(mode \w+; fmerge merged (\d+) functions, opt -mergefunc (\d+); similar merges (\d+)\)`)

// TestCsmithIdentical: identical twins, --mode=identical. fmerge must merge
// at least as many functions as opt -mergefunc.
func TestCsmithIdentical(t *testing.T) {
	r := runCsmith(t, 20, "identical")
	if r.ref == 0 {
		t.Fatal("opt -mergefunc merged nothing: the twin transformation made no duplicates")
	}
	if r.merged < r.ref {
		t.Errorf("fmerge merged %d functions, opt -mergefunc %d", r.merged, r.ref)
	}
}

// TestCsmithAll: twins with swapped operands, --mode=all. Similar merging
// must take some of them, and every program must behave as before.
func TestCsmithAll(t *testing.T) {
	r := runCsmith(t, 12, "all")
	if r.similar == 0 {
		t.Error("no similar merges: the commuted twins were not merged")
	}
}

// outcome is run.sh's summary.
type outcome struct{ merged, ref, similar int }

// runCsmith runs run.sh on n seeds and fails the test on any failure or if
// too few programs ran.
func runCsmith(t *testing.T, n int, mode string) outcome {
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
	cmd := exec.Command("./run.sh", strconv.Itoa(n), mode)
	cmd.Env = append(os.Environ(), "FMERGE="+bin, "CSMITH_WORK="+filepath.Join(dir, "work"), "CSMITH_TIMEOUT=2")
	out, err := cmd.CombinedOutput()
	t.Logf("run.sh %d %s:\n%s", n, mode, out)
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
	if pass+skip != n || pass < n/2 {
		t.Fatalf("%d passed, %d skipped of %d: too few programs ran", pass, skip, n)
	}
	var r outcome
	r.merged, _ = strconv.Atoi(string(m[4]))
	r.ref, _ = strconv.Atoi(string(m[5]))
	r.similar, _ = strconv.Atoi(string(m[6]))
	return r
}
