package irmod

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// scanCodeByByte is scanCode as it was first written, one byte at a time:
// the reference the searching scanCode must agree with.
func scanCodeByByte(text []byte, c byte, visit func(i int) int) {
	for i := 0; i < len(text); {
		switch text[i] {
		case '"':
			j := indexByte(text[i+1:], '"')
			if j < 0 {
				return
			}
			i += j + 2
		case ';':
			j := indexByte(text[i:], '\n')
			if j < 0 {
				return
			}
			i += j + 1
		case c:
			i = visit(i)
		default:
			i++
		}
	}
}

// visits lists where scan visits c in text, visit skipping skip bytes.
func visits(scan func([]byte, byte, func(int) int), text []byte, c byte, skip int) []int {
	var at []int
	scan(text, c, func(i int) int { at = append(at, i); return i + 1 + skip })
	return at
}

// scanCode visits what the byte-by-byte scan visits: on random texts of
// the bytes that matter (quotes, semicolons, newlines, the sought byte),
// unclosed quotes and comments included, and on every module in testdata.
func TestScanCodeAgreesWithByteByByte(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte("@@!#\";\n\nab ")
	for n := range 3000 {
		text := make([]byte, r.IntN(200))
		for i := range text {
			text[i] = alphabet[r.IntN(len(alphabet))]
		}
		for _, c := range []byte("@!#") {
			skip := n % 3
			want := visits(scanCodeByByte, text, c, skip)
			got := visits(scanCode[[]byte], text, c, skip)
			if !slices.Equal(got, want) {
				t.Fatalf("%q, %q, skip %d: visits %v, want %v", text, c, skip, got, want)
			}
			if s := visits(func(b []byte, c byte, v func(int) int) { scanCode(string(b), c, v) }, text, c, skip); !slices.Equal(s, want) {
				t.Fatalf("%q as a string: visits %v, want %v", text, s, want)
			}
		}
	}
	files, _ := filepath.Glob("testdata/*.ll")
	if len(files) == 0 {
		t.Fatal("no modules in testdata")
	}
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []byte("@!#") {
			if got, want := visits(scanCode[[]byte], text, c, 0), visits(scanCodeByByte, text, c, 0); !slices.Equal(got, want) {
				t.Errorf("%s, %q: %d visits, want %d", f, c, len(got), len(want))
			}
		}
	}
}

func FuzzScanCode(f *testing.F) {
	f.Add([]byte("@a \"@b\" ; @c\n@d"), byte('@'))
	f.Fuzz(func(t *testing.T, text []byte, c byte) {
		if c == '"' || c == ';' {
			return
		}
		if got, want := visits(scanCode[[]byte], text, c, 0), visits(scanCodeByByte, text, c, 0); !slices.Equal(got, want) {
			t.Fatalf("%q, %q: visits %v, want %v", text, c, got, want)
		}
	})
}
