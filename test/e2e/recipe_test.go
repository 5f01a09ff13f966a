package e2e

import (
	"os"
	"path/filepath"
	"testing"
)

// TestReadmeRecipe runs the README's CLI recipe as written: -flto objects,
// `fmerge merge -o merged.o`, then a plain clang link (a PIE by default),
// which needs a position-independent object; the program must print its
// expected output.
func TestReadmeRecipe(t *testing.T) {
	needTools(t)
	for _, ex := range examples {
		t.Run(ex.name, func(t *testing.T) {
			dir := t.TempDir()
			objs := compileExample(t, ex, dir)
			merged := filepath.Join(dir, "merged.o")
			run(t, nil, fmergeBin, append([]string{"merge", "-quiet", "-o", merged}, objs...)...)
			got := buildAndRun(t, ex, merged, dir, "recipe")
			want, err := os.ReadFile(filepath.Join(ex.dir, "expected_output.txt"))
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("output differs from expected_output.txt:\n%s", got)
			}
		})
	}
}
