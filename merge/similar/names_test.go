package similar

import (
	"path/filepath"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/cost"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// TestEscapedNamesMeasured: merged code that names globals spelled with
// escapes (@"\01g") or quotes (@"odd name") is measured and committed like
// any other. The scratch module declares each global by its name as
// irmod reads it; a scanner that kept the escapes could not declare
// @"\01g", so the proposal was never measured and the merge was lost.
func TestEscapedNamesMeasured(t *testing.T) {
	need(t, "clang-14", "llc-14", "ld.lld-14")
	src := filepath.Join("testdata", "escaped_names.ll")
	m, err := irmod.Load([]string{src}, irmod.Tools{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(m, pairs(m, [2]string{"\x01fa", "\x01fb"}), Options{Threshold: -1e9, Measure: &cost.Measurer{}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Unmeasurable != 0 || len(res.Merges) != 1 {
		t.Fatalf("%d unmeasurable proposals, %d merges; want 0 and 1", res.Unmeasurable, len(res.Merges))
	}
	sameBehaviour(t, src, m, false)
}
