package similar

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// A function merged into one of a unified return type keeps its thunk
// when its return attributes say how the result is extended: a rewritten
// call would read `zeroext` from a merged function that promises nothing
// (on RISC-V the caller then adds garbage high bits).
func TestRewrittenCallsKeepReturnExtension(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "retext.ll"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := irmod.Parse("retext.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(m, byCost(m), Options{Explore: 3, Threshold: -1e9}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Merges) != 1 {
		t.Fatalf("%d merges, want 1", len(res.Merges))
	}
	for _, r := range res.Replaced {
		if r.Removed {
			t.Errorf("@%s removed (its calls rewritten) though the merged function has no return extension", r.Name)
		}
	}
}
