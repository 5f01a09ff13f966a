package irmod

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// One reading of an instruction line's keyword serves the sanitizer (call
// return alignment), the shape prefilter and similar merging's call test.
func TestInstKeyword(t *testing.T) {
	for _, tc := range []struct {
		line, word string
		call       bool
	}{
		{"  %x = add i32 %a, 1", "add", false},
		{"  store i32 0, i32* %p, align 4", "store", false},
		{"  %r = tail call i32 @f(i32 1)", "call", true},
		{"  musttail call void @g()", "call", true},
		{"  %\"a b\" = notail call i32 @f()", "call", true},
		{"  %\"a = b\" = add i32 %x, 1", "add", false}, // " = " inside the quoted name
		{"  %r = invoke i32 @f()\n", "invoke", true},
		{"  callbr void asm \"\", \"r,X\"(i32 0, i8* blockaddress(@f, %l))", "callbr", false},
		{"  ret void", "ret", false},
		{"  unreachable\n", "unreachable", false},
		{"  %x.call = load i32, i32* %call", "load", false},
		{"          to label %a unwind label %b", "to", false},
		{"  %cont.line", "", false}, // no " = ": a continuation
	} {
		start, end, ok := InstKeyword([]byte(tc.line))
		got := ""
		if ok {
			got = tc.line[start:end]
		}
		if got != tc.word {
			t.Errorf("InstKeyword(%q) = %q, want %q", tc.line, got, tc.word)
		}
		if c := IsCallOrInvoke([]byte(tc.line)); c != tc.call {
			t.Errorf("IsCallOrInvoke(%q) = %v", tc.line, c)
		}
	}
	for line, want := range map[string]int{
		"  %r = call align 8 i8* @f()": len("  %r = call"),
		"  invoke void @f()":           len("  invoke"),
		"  %call = load i32, i32* %p":  -1,
		"  call":                       -1,
	} {
		if got := callKeywordEnd([]byte(line)); got != want {
			t.Errorf("callKeywordEnd(%q) = %d, want %d", line, got, want)
		}
	}
}

func TestLocalToken(t *testing.T) {
	for _, c := range []struct {
		text string
		n    int
		ok   bool
	}{
		{"%x = add", 2, true}, {"%struct.A* %p", 9, true}, {`%"a = b" = add`, 8, true},
		{`%""`, 3, true}, {"% x", 1, false}, {`%"open`, 0, false}, {"x", 0, false}, {"", 0, false},
	} {
		if n, ok := LocalToken(c.text); n != c.n || ok != c.ok {
			t.Errorf("LocalToken(%q) = %d, %v; want %d, %v", c.text, n, ok, c.n, c.ok)
		}
	}
}

// The reference scan cut into parts scanned at once finds what one scan
// of the whole text finds, in the same order, whatever the number of
// workers: the test module and a generated one of 2,000 definitions with
// quoted names, strings holding '@' and declarations between them.
func TestScanGlobalRefsInParts(t *testing.T) {
	var gen strings.Builder
	gen.WriteString("@s = private constant [6 x i8] c\"@x \\22@\\00\"\n")
	gen.WriteString("@table = constant [300 x i32 (i32)*] [")
	for i := range 300 {
		if i > 0 {
			gen.WriteString(", ")
		}
		fmt.Fprintf(&gen, "i32 (i32)* @g%d", i%7)
	}
	gen.WriteString("]\n")
	for i := range 2000 {
		fmt.Fprintf(&gen, "\ndefine i32 @\"f %d\"(i32 %%x) {\n  %%y = call i32 @g%d(i32 %%x) ; @comment\n  ret i32 %%y\n}\n", i, i%7)
		if i%100 == 0 {
			fmt.Fprintf(&gen, "\ndeclare i32 @g%d(i32)\n", i/100)
		}
	}
	texts := map[string][]byte{"generated": []byte(gen.String())}
	if b, err := os.ReadFile("testdata/cxx_O0_g.ll"); err == nil {
		texts["cxx_O0_g.ll"] = b
	}
	for name, text := range texts {
		chunks, err := splitChunks(text)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want := scanGlobalRefs(text, chunks, 1)
		if len(want) == 0 {
			t.Fatalf("%s: no references found", name)
		}
		// The line facts, found the plain way: a definition token starts
		// its line, or is the first global on a define or declare line.
		prevLine := -1
		for i, r := range want {
			ls := bytes.LastIndexByte(text[:r.Start], '\n') + 1
			first := ls != prevLine
			prevLine = ls
			def := r.Start == ls || (first && (bytes.HasPrefix(text[ls:], []byte("define ")) || bytes.HasPrefix(text[ls:], []byte("declare "))))
			if r.Def != def {
				t.Fatalf("%s: reference %d (%q at %d) Def = %v, want %v", name, i, r.Name, r.Start, r.Def, def)
			}
		}
		for _, jobs := range []int{2, 3, 8} {
			if got := scanGlobalRefs(text, chunks, jobs); !slices.Equal(got, want) {
				t.Errorf("%s: %d workers found %d references, one found %d (or they differ)", name, jobs, len(got), len(want))
			}
		}
	}
}
