package similar

import (
	"bytes"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// TestReleasedBodiesMergeAlike: letting bodies go after each pair (and
// reading them again for later rounds) gives the merges and the module
// that keeping every body gives, with and without Remerge.
func TestReleasedBodiesMergeAlike(t *testing.T) {
	need(t, "clang-14", "clang++-14")
	defer func(n int) { trialRun = n }(trialRun)
	reread := 0
	for _, c := range []struct {
		src  string
		opts Options
	}{
		{"prog1.c", Options{Explore: 2, Threshold: -1e9}},
		{"prog2.cc", Options{Explore: 3, Threshold: -1e9}},
		{"remerge.c", Options{Explore: 3, Threshold: -1e9, Remerge: true}},
	} {
		var texts [2][]byte
		var merges [2][]Merge
		for k, run := range []int{1 << 30, 1} {
			trialRun = run
			m := compiled(t, c.src)
			res, err := Run(m, byCost(m), c.opts, nil)
			if err != nil {
				t.Fatal(err)
			}
			texts[k], merges[k] = m.Render(), res.Merges
			if run == 1 {
				reread += res.Reread
			}
		}
		if len(merges[0]) == 0 {
			t.Errorf("%s: no merges to compare", c.src)
		}
		if !reflect.DeepEqual(merges[0], merges[1]) || !bytes.Equal(texts[0], texts[1]) {
			t.Errorf("%s: bodies let go after each pair give %d merges, kept %d; the modules are equal: %v", c.src, len(merges[1]), len(merges[0]), bytes.Equal(texts[0], texts[1]))
		}
	}
	if reread == 0 {
		t.Errorf("no body was read again for a later round: the test does not reach readBodies")
	}
}

// compiled is testdata/src compiled with clang -O2 to IR and loaded.
func compiled(t *testing.T, src string) *irmod.Module {
	t.Helper()
	drv := "clang-14"
	if filepath.Ext(src) == ".cc" {
		drv = "clang++-14"
	}
	ll := filepath.Join(t.TempDir(), "in.ll")
	sh(t, drv, "-O2", "-S", "-emit-llvm", "-o", ll, filepath.Join("testdata", src))
	m, err := irmod.Load([]string{ll}, irmod.Tools{})
	if err != nil {
		t.Fatal(err)
	}
	return m
}
