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
var summary = regexp.MustCompile(`(?m)^(\d+) passed, (\d+) failed, (\d+) skipped \(mode \w+; fmerge merged (\d+) functions, opt -mergefunc (\d+)\)`)

func TestCsmithIdentical(t *testing.T) {
	for _, tool := range []string{"csmith", "clang-14", "llc", "opt", "llvm-dis"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed: run tools/install-deps.sh", tool)
		}
	}
	if _, err := os.Stat("/usr/include/csmith/csmith.h"); err != nil {
		t.Skip("csmith.h not installed (libcsmith-dev): run tools/install-deps.sh")
	}
	const n = 20
	dir := t.TempDir()
	bin := filepath.Join(dir, "fmerge")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/fmerge/rules_fmerge/tools/fmerge").CombinedOutput(); err != nil {
		t.Fatalf("building fmerge: %v\n%s", err, out)
	}
	cmd := exec.Command("./run.sh", strconv.Itoa(n), "identical")
	cmd.Env = append(os.Environ(), "FMERGE="+bin, "CSMITH_WORK="+filepath.Join(dir, "work"), "CSMITH_TIMEOUT=2")
	out, err := cmd.CombinedOutput()
	t.Logf("run.sh %d identical:\n%s", n, out)
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
	merged, _ := strconv.Atoi(string(m[4]))
	ref, _ := strconv.Atoi(string(m[5]))
	if ref == 0 {
		t.Fatal("opt -mergefunc merged nothing: the twin transformation made no duplicates")
	}
	if merged < ref {
		t.Errorf("fmerge merged %d functions, opt -mergefunc %d", merged, ref)
	}
}
