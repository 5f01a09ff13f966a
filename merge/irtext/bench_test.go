package irtext

import (
	"os"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/encode"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// BenchmarkCodes reads every definition of $FMERGE_IRTEXT_BENCH (a .ll
// file) from its text, on one core.
func BenchmarkCodes(b *testing.B) {
	path := os.Getenv("FMERGE_IRTEXT_BENCH")
	if path == "" {
		b.Skip("set FMERGE_IRTEXT_BENCH to a .ll file")
	}
	text, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	m, err := irmod.ParseWith(path, text, irmod.ParseOptions{OnlyShapeCollisions: true, Valid: true})
	if err != nil {
		b.Fatal(err)
	}
	tt, err := ModuleTypes(m)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		enc := encode.NewEncoder()
		for _, f := range m.Funcs {
			if f.Defined() {
				tt.Codes(enc, string(m.FuncText(f)))
			}
		}
	}
}
