package irmod

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// fuzzLine matches the "name:LINE:" prefix of an error that names a line.
var fuzzLine = regexp.MustCompile(`^fuzz\.ll:(\d+): `)

// FuzzParse feeds arbitrary text to the IR front end (ParseWith, both with
// and without OnlyShapeCollisions). It must never panic; it returns either a
// module or an error, and every error names the input. Errors for text the
// front end or llir cannot parse (chunking errors, unsupported types, llir
// syntax errors) name a line of the input. An accepted module renders,
// unedited, to exactly its text, and its functions are bound to their text.
//
// Seeds: testdata/fuzz/FuzzParse. Run with
//
//	go test -run='^$' -fuzz='^FuzzParse$' -fuzztime=1m ./merge/irmod
func FuzzParse(f *testing.F) {
	f.Add([]byte("define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"), false)
	f.Fuzz(func(t *testing.T, text []byte, shapes bool) {
		if len(text) > 1<<16 {
			return // llir's parser is not the subject; keep executions fast
		}
		defer time.AfterFunc(20*time.Second, func() {
			panic(fmt.Sprintf("FuzzParse: input runs for more than 20s: %q", text))
		}).Stop()
		orig := append([]byte(nil), text...)
		m, err := ParseWith("fuzz.ll", text, ParseOptions{OnlyShapeCollisions: shapes})
		if !bytes.Equal(text, orig) {
			t.Fatal("ParseWith modified its input")
		}
		if (m == nil) == (err == nil) {
			t.Fatalf("ParseWith returned module %v and error %v: want exactly one", m != nil, err)
		}
		if err != nil {
			checkParseError(t, text, err.Error())
			return
		}
		if got := m.Render(); !bytes.Equal(got, m.Text) {
			t.Fatalf("unedited module does not render to its text:\n got %q\nwant %q", got, m.Text)
		}
		for _, fn := range m.Funcs {
			if m.Func(fn.Name) != fn {
				t.Fatalf("Func(%q) does not return the function", fn.Name)
			}
			if !fn.Defined() {
				continue
			}
			body := m.FuncText(fn)
			if !bytes.HasPrefix(body, []byte("define ")) {
				t.Fatalf("text of %s does not start with define: %q", fn.Ident, body)
			}
			if !bytes.Contains(body, []byte(fn.Ident)) {
				t.Fatalf("text of %s does not contain its name", fn.Ident)
			}
		}
	})
}

// lineInRange reports whether msg names no line or a line of text.
func lineInRange(text []byte, msg string) bool {
	sm := fuzzLine.FindStringSubmatch(msg)
	if sm == nil {
		return true
	}
	n, _ := strconv.Atoi(sm[1])
	return n >= 1 && n <= bytes.Count(text, []byte("\n"))+1
}

// checkParseError checks that msg names the file and, for a parse failure,
// a line that exists.
func checkParseError(t *testing.T, text []byte, msg string) {
	t.Helper()
	if !strings.HasPrefix(msg, "fuzz.ll:") {
		t.Fatalf("error does not name the file: %q", msg)
	}
	lineWanted := strings.Contains(msg, "syntax error") ||
		strings.Contains(msg, "function definition") ||
		strings.Contains(msg, "is not supported")
	if !lineWanted {
		return
	}
	sm := fuzzLine.FindStringSubmatch(msg)
	if sm == nil {
		t.Fatalf("parse error does not name a line: %q", msg)
	}
	n, _ := strconv.Atoi(sm[1])
	lines := bytes.Count(text, []byte("\n")) + 1
	if n < 1 || n > lines {
		t.Fatalf("parse error names line %d of a %d-line input: %q", n, lines, msg)
	}
}
