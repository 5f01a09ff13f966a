package e2e

import (
	"os"
	"path/filepath"
	"testing"
)

// TestReadmeRecipe runs the README's CLI recipe as written: -flto objects,
// the linker's view (ld.lld --plugin-opt=emit-llvm), `fmerge merge -lto=O2
// -o merged.o`, then a plain clang link (a PIE by default, which needs a
// position-independent object); the program must print its expected
// output. The recipe without -lto (the objects merged as given) too.
func TestReadmeRecipe(t *testing.T) {
	needTools(t)
	for _, ex := range examples {
		t.Run(ex.name, func(t *testing.T) {
			dir := t.TempDir()
			objs := compileExample(t, ex, dir)
			want, err := os.ReadFile(filepath.Join(ex.dir, "expected_output.txt"))
			if err != nil {
				t.Fatal(err)
			}
			view := filepath.Join(dir, "app.lto.bc")
			run(t, nil, tool(ex.compiler), append([]string{"-flto", "-fuse-ld=lld", "-Wl,--plugin-opt=emit-llvm", "-o", view}, objs...)...)
			merged := filepath.Join(dir, "merged.o")
			run(t, nil, fmergeBin, "merge", "-quiet", "-lto=O2", "-o", merged, view)
			if got := buildAndRun(t, ex, merged, dir, "recipe"); got != string(want) {
				t.Errorf("release recipe: output differs from expected_output.txt:\n%s", got)
			}
			asGiven := filepath.Join(dir, "as_given.o")
			run(t, nil, fmergeBin, append([]string{"merge", "-quiet", "-o", asGiven}, objs...)...)
			if got := buildAndRun(t, ex, asGiven, dir, "as_given"); got != string(want) {
				t.Errorf("objects merged as given: output differs from expected_output.txt:\n%s", got)
			}
		})
	}
}
