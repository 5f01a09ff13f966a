package similar

import (
	"os"
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
	text := m.Render()
	if err := (irmod.Tools{}).Verify(text); err != nil {
		t.Fatalf("merged module fails opt -verify: %v\n%s", err, text)
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "out.ll")
	if err := os.WriteFile(out, text, 0o644); err != nil {
		t.Fatal(err)
	}
	if before, after := build(t, src, filepath.Join(dir, "before"), false), build(t, out, filepath.Join(dir, "after"), false); before != after {
		t.Fatalf("behaviour changed:\nbefore:\n%s\nafter:\n%s", before, after)
	}
}
