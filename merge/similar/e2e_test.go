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

// textSize is the .text size of an executable (llvm-size, Berkeley).
func textSize(t *testing.T, exe string) int {
	out := sh(t, "llvm-size-14", exe)
	f := strings.Fields(strings.Split(out, "\n")[1])
	n, _ := strconv.Atoi(f[0])
	return n
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

func runProgram(t *testing.T, src string, opts Options, wantMerges int) {
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
	res, err := Run(m, byCost(m), opts, nil)
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
	t.Logf("%s: %d merges (%d thunks, %d removed), est. %.0f bytes; .text %d -> %d",
		src, len(res.Merges), res.Thunks, res.Removed, res.Saved,
		textSize(t, filepath.Join(dir, "before")), textSize(t, filepath.Join(dir, "after")))
}

func TestMergesCProgram(t *testing.T) {
	runProgram(t, "prog1.c", Options{Explore: 3}, 1)
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
