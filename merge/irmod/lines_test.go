package irmod

import (
	"bytes"
	"math/rand"
	"testing"
)

// dropBlankLines keeps every other line, in order, and its lineMap takes
// each kept line to the line it was, and back.
func TestDropBlankLines(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for n := 0; n < 500; n++ {
		var text []byte
		var kept []int // original line of each kept line
		lines := r.Intn(40)
		for l := 1; l <= lines; l++ {
			if r.Intn(3) == 0 {
				text = append(text, '\n')
				continue
			}
			text = append(text, []byte("x"+string(rune('a'+l%26))+"\n")...)
			kept = append(kept, l)
		}
		if r.Intn(2) == 0 && len(text) > 0 && text[len(text)-1] != '\n' {
			text = append(text, "last"...)
		}
		want := bytes.ReplaceAll(append([]byte("\n"), text...), []byte("\n\n"), []byte("\n"))
		for bytes.Contains(want, []byte("\n\n")) {
			want = bytes.ReplaceAll(want, []byte("\n\n"), []byte("\n"))
		}
		want = want[1:]
		orig := append([]byte(nil), text...)
		got, lm := dropBlankLines(text)
		if !bytes.Equal(got, want) {
			t.Fatalf("%q: kept %q, want %q", orig, got, want)
		}
		for i, l := range kept {
			if o := lm.origOf(i + 1); o != l {
				t.Fatalf("%q: line %d was %d, want %d", orig, i+1, o, l)
			}
			if c := lm.cleanOf(l); c != i+1 {
				t.Fatalf("%q: line %d became %d, want %d", orig, l, c, i+1)
			}
		}
	}
}
