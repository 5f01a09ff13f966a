package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/remarks"
)

// TestRemarks: `fmerge merge -remarks` writes one remark per function the
// input defines, in LLVM's remark format (llvm-opt-report reads it): a
// Passed remark for each function identical merging merged away (as many
// as -stats counts), IdenticalSurvivor for the bodies they now share, and
// a Missed remark with a reason for every other function. In both modes,
// on the objects as given and on the linker's view with -lto.
func TestRemarks(t *testing.T) {
	needTools(t)
	for _, ex := range examples {
		t.Run(ex.name, func(t *testing.T) {
			dir := t.TempDir()
			objs := compileExample(t, ex, dir)
			view := filepath.Join(dir, "view.bc")
			run(t, nil, tool(ex.compiler), append([]string{"-flto", "-fuse-ld=lld", "-Wl,--plugin-opt=emit-llvm", "-o", view}, objs...)...)
			for _, c := range []struct {
				name string
				args []string
			}{
				{"identical", append([]string{"--mode=identical"}, objs...)},
				{"all", objs},
				{"lto-all", []string{"-lto=O2", view}},
			} {
				rem := filepath.Join(dir, c.name+".yaml")
				_, stderr := run(t, nil, fmergeBin, append([]string{"merge", "-quiet", "-stats", "-remarks", rem, "-o", filepath.Join(dir, c.name+".ll")}, c.args...)...)
				checkRemarks(t, c.name, rem, stderr)
			}
		})
	}
}

func checkRemarks(t *testing.T, name, path, stats string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rs, err := remarks.Parse(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	counts := statCounts(stats)
	if defined := counts["Number of functions defined"]; len(rs) != defined {
		t.Errorf("%s: %d remarks for %d defined functions", name, len(rs), defined)
	}
	seen := map[string]bool{}
	identical := 0
	for _, r := range rs {
		if seen[r.Function] {
			t.Errorf("%s: two remarks for %s", name, r.Function)
		}
		seen[r.Function] = true
		if r.Name == "" || r.Message() == "" {
			t.Errorf("%s: remark for %s has no reason: %+v", name, r.Function, r)
		}
		if r.Passed && strings.HasPrefix(r.Name, "Identical") && r.Name != "IdenticalSurvivor" {
			identical++
		}
	}
	// Functions merged by the identical stage and not merged again later.
	if merged := counts["Number of functions merged"]; identical > merged || (merged > 0 && identical == 0) {
		t.Errorf("%s: %d identical-merge remarks, %d identical merges", name, identical, merged)
	}
	run(t, nil, tool("llvm-opt-report"), "-o", path+".report", path)
}
