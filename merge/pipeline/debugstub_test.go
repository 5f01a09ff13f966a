package pipeline

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/stats"
)

// Debug nodes reach the IR library as empty tuples (irmod.debugNodeStub)
// because no analysis looks inside them. This holds the claim to account
// on real -g programs: in every mode, the output is byte for byte the one
// the fully parsed module gives, and merges happen.
func TestDebugStubsChangeNothing(t *testing.T) {
	needLLVM(t)
	if _, err := exec.LookPath("clang++-14"); err != nil {
		t.Skip("clang++-14 not installed: run tools/install-deps.sh")
	}
	dir := t.TempDir()
	var inputs []string
	for _, ex := range []string{"c", "cxx"} {
		srcs, _ := filepath.Glob(filepath.Join("..", "..", "examples", ex, "*.c*"))
		if len(srcs) == 0 {
			// Under Bazel the test sees only its own package.
			t.Skipf("examples/%s not visible from here", ex)
		}
		var objs []string
		for _, src := range srcs {
			obj := filepath.Join(dir, ex+"-"+filepath.Base(src)+".bc")
			if out, err := exec.Command("clang++-14", "-x", map[string]string{"c": "c", "cxx": "c++"}[ex],
				"-g", "-Os", "-flto", "-c", src, "-o", obj).CombinedOutput(); err != nil {
				t.Fatalf("%s: %v\n%s", src, err, out)
			}
			objs = append(objs, obj)
		}
		inputs = append(inputs, filepath.Join(dir, ex+".bc"))
		if out, err := exec.Command("llvm-link-14", append([]string{"-o", inputs[len(inputs)-1]}, objs...)...).CombinedOutput(); err != nil {
			t.Fatalf("llvm-link: %v\n%s", err, out)
		}
	}
	inputs = append(inputs, filepath.Join("..", "irmod", "testdata", "cxx_O0_g.ll"))
	for _, in := range inputs {
		for _, mode := range []Mode{Identical, All} {
			var outs [2][]byte
			merged := int64(0)
			for i, full := range []bool{false, true} {
				cfg := Config{Inputs: []string{in}, Output: filepath.Join(dir, "out.ll"), Mode: mode, MeasureProfit: true}
				cfg.parse.ParseDebugInfo = full
				st := &stats.Stats{}
				res, err := Run(context.Background(), cfg, st)
				if err != nil {
					t.Fatalf("%s mode %d full %v: %v", in, mode, full, err)
				}
				out, err := os.ReadFile(cfg.Output)
				if err != nil {
					t.Fatal(err)
				}
				outs[i] = out
				merged = int64(len(res.Identical.Merges))
				if res.Similar != nil {
					merged += int64(len(res.Similar.Merges))
				}
			}
			if !bytes.Equal(outs[0], outs[1]) {
				t.Errorf("%s mode %d: the output depends on parsing debug nodes", filepath.Base(in), mode)
			}
			if merged == 0 {
				t.Errorf("%s mode %d: nothing merged, so the comparison shows nothing", filepath.Base(in), mode)
			}
		}
	}
}
