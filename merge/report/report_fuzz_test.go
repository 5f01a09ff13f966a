package report

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

// FuzzParse feeds arbitrary bytes to the JSON report reader. It must never
// panic; every error names the file. A report it accepts re-encodes
// stably: JSON(Parse(x)) parses back to an equal report that encodes to
// the same bytes. Rendering an accepted report (Markdown, SVG, a diff
// against itself) must not panic either.
//
// Seeds: testdata/fuzz/FuzzParse (and testdata/*.json). Run with
//
//	go test -run='^$' -fuzz='^FuzzParse$' -fuzztime=1m ./merge/report
func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"schema_version": 1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Parse("fuzz.json", data)
		if err != nil {
			if r != nil {
				t.Fatalf("Parse returned a report and error %v", err)
			}
			if !strings.HasPrefix(err.Error(), "fuzz.json: ") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		enc, err := r.JSON()
		if err != nil {
			t.Fatalf("encoding an accepted report: %v", err)
		}
		r2, err := Parse("again.json", enc)
		if err != nil {
			t.Fatalf("re-reading an encoded report: %v\n%s", err, enc)
		}
		if !reflect.DeepEqual(r, r2) {
			t.Fatalf("report changed in the round trip:\n%+v\n%+v", r, r2)
		}
		enc2, err := r2.JSON()
		if err != nil {
			t.Fatalf("encoding the re-read report: %v", err)
		}
		if !bytes.Equal(enc, enc2) {
			t.Fatalf("encoding is not stable:\n%s\n%s", enc, enc2)
		}
		r.Markdown()
		r.SVG(0)
		if _, err := Diff(r, r2, DiffOptions{BaseName: "a", NewName: "b", HasPercent: true, FailAbovePercent: 1, HasBytes: true}); err != nil {
			t.Fatalf("Diff: %v", err)
		}
	})
}
