package e2e

import (
	"path/filepath"
	"testing"

	"github.com/fmerge/rules_fmerge/test/e2e/irdiff"
)

// TestSingleLTOObject feeds fmerge one clang -flto object. Unlike the output
// of llvm-link, llvm-dis of such an object carries the module summary
// (`^0 = module: ...` lines), which fmerge must accept.
func TestSingleLTOObject(t *testing.T) {
	needTools(t)
	dir := t.TempDir()
	obj := filepath.Join(dir, "geom.o")
	run(t, nil, tool("clang"), "-Os", "-flto", "-c", "../../examples/c/geom.c", "-o", obj)
	ll := filepath.Join(dir, "geom.ll")
	run(t, nil, tool("llvm-dis"), obj, "-o", ll)
	out := filepath.Join(dir, "merged.ll")
	run(t, nil, fmergeBin, "merge", "--mode=identical", "-o", out, obj)
	run(t, nil, tool("opt"), "-verify", "-disable-output", out)
	r := irdiff.Diff(irdiff.Parse(readFile(t, ll)), irdiff.Parse(readFile(t, out)))
	// geom.c's point_add/extent_add and point_scale/extent_scale work on
	// structs of the same layout and compile to the same code.
	for _, pair := range [][2]string{{"@point_add", "@extent_add"}, {"@point_scale", "@extent_scale"}} {
		if r.Rep(pair[0]) != r.Rep(pair[1]) {
			t.Errorf("%s and %s not merged; merges: %v", pair[0], pair[1], r.Into)
		}
	}
}
