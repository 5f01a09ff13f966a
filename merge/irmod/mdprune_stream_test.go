package irmod

import (
	"bytes"
	"math/rand"
	"os"
	"path/filepath"
	"testing"
)

// pruneSink, given any text in pieces cut anywhere, some as runs of the
// text and some written, writes what pruneMetadata makes of that text.
func TestPruneSinkIsPruneMetadata(t *testing.T) {
	texts := []string{
		"",
		"no metadata\n",
		"define void @f() {\n  ret void, !dbg !2\n}\n!0 = !{}\n!1 = !{!3}\n!2 = !{!1}\n!3 = !{}\n!4 = !{!5}\n!5 = !{}",
		"!0 = !{@g}\n!1 = !{}\n@g = global i32 0, !x !7\n!7 = !{!8}\n!8 = !{!\"!1\"}\n!9 = !{}\n!9 = !{!0}\n",
		"!llvm.dbg.cu = !{!0}\n!0 = distinct !{!1}\n!1 = !{}\n!2 = !{}\n; trailing comment !2\n",
	}
	files, _ := filepath.Glob("testdata/*.ll")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(b))
		// Without its instructions, most of a -g module's metadata is
		// reached by nothing, as in the check module's untouched bodies.
		var cut bytes.Buffer
		for _, line := range bytes.SplitAfter(b, []byte("\n")) {
			if !bytes.HasPrefix(line, []byte("  ")) {
				cut.Write(line)
			}
		}
		texts = append(texts, cut.String())
	}
	root := func(def []byte) bool { return bytes.IndexByte(def, '@') >= 0 }
	rng := rand.New(rand.NewSource(1))
	dropped := false
	for i, text := range texts {
		want := string(pruneMetadata([]byte(text), root))
		dropped = dropped || len(want) < len(text)
		for trial := 0; trial < 20; trial++ {
			var out bytes.Buffer
			p := newPruneSink([]byte(text), &out, root)
			for pos := 0; pos < len(text); {
				end := min(len(text), pos+1+rng.Intn(1+rng.Intn(200)))
				if rng.Intn(3) == 0 {
					p.written(text[pos:end])
				} else {
					p.original(pos, end)
				}
				pos = end
			}
			p.finish()
			if out.String() != want {
				t.Fatalf("text %d, trial %d:\ngot\n%q\nwant\n%q", i, trial, out.String(), want)
			}
		}
	}
	if len(files) == 0 || !dropped {
		t.Errorf("%d modules in testdata; some metadata dropped: %v", len(files), dropped)
	}
}
