package remarks

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

var sample = []Remark{
	{Passed: true, Name: "IdenticalAlias", Function: "_Z3fooi", Args: []Arg{{"String", "identical to "}, {"Survivor", "_Z3bari"}}},
	{Name: "NotMergeable", Function: "it's \"quoted\" and spaced: a: b", Args: []Arg{{"String", "naked: a 'construct'\nwith a line break"}}},
	{Name: "NoCandidate", Function: "\x01weird"},
	{Name: "NoCandidate", Function: "a\nb"},
	{Name: "NoCandidate", Function: "a b"},
	{Name: "NoCandidate", Function: "\xff\xfe\\\"x"},
	{Name: "NoCandidate", Function: "c\u0080d\u0085e\u2028f"},
}

// Write then Parse gives the remarks back, whatever the names and
// messages hold: a line break, a byte that is not UTF-8, a backslash. The
// file is valid UTF-8, and `a\nb` and `a b` stay two names (before, line
// breaks became blanks and bytes went out raw).
func TestRoundTrip(t *testing.T) {
	var b bytes.Buffer
	if err := Write(&b, sample); err != nil {
		t.Fatal(err)
	}
	got, err := Parse(b.Bytes())
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	want := append([]Remark(nil), sample...)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("round trip:\n got %+v\nwant %+v", got, want)
	}
	text := b.String()
	if !utf8.ValidString(text) || strings.ContainsAny(text, "\u0080\u0085\u2028") {
		t.Errorf("not UTF-8, or a character YAML does not print (or reads as a line break) written raw:\n%s", text)
	}
	for _, s := range []string{"--- !Passed\nPass:            fmerge\nName:            IdenticalAlias\n", "Function:        'it''s \"quoted\" and spaced: a: b'", "...\n"} {
		if !strings.Contains(text, s) {
			t.Errorf("output lacks %q:\n%s", s, text)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, in := range []string{
		"--- !Passed\nName: x\n",               // not closed
		"--- !Remark\nName: x\n...\n",          // unknown kind
		"Name: x\n",                            // outside a document
		"--- !Missed\nBogus: 1\n...\n",         // unknown key
		"--- !Missed\n  - String: 'x'\n...\n",  // Args entry without Args
		"--- !Missed\n--- !Missed\n...\n...\n", // nested
	} {
		if _, err := Parse([]byte(in)); err == nil {
			t.Errorf("Parse(%q) accepted", in)
		}
	}
	_, err := Parse([]byte("--- !Missed\nName: x\nBogus: 1\n...\n"))
	if err == nil || !strings.Contains(err.Error(), "line 3") {
		t.Errorf("error does not name line 3: %v", err)
	}
}

// Diff lists functions whose outcome changed, appeared or disappeared.
func TestDiff(t *testing.T) {
	old := []Remark{{Name: "NoCandidate", Function: "a"}, {Passed: true, Name: "IdenticalAlias", Function: "b"}, {Name: "Unprofitable", Function: "c"}}
	new := []Remark{{Passed: true, Name: "SimilarThunk", Function: "a"}, {Passed: true, Name: "IdenticalAlias", Function: "b"}, {Name: "NoCandidate", Function: "d"}}
	var got []string
	for _, c := range Diff(old, new) {
		o, n := "-", "-"
		if c.Old != nil {
			o = c.Old.Kind() + "/" + c.Old.Name
		}
		if c.New != nil {
			n = c.New.Kind() + "/" + c.New.Name
		}
		got = append(got, c.Function+" "+o+" "+n)
	}
	want := []string{"a Missed/NoCandidate Passed/SimilarThunk", "c Missed/Unprofitable -", "d - Missed/NoCandidate"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Diff = %q, want %q", got, want)
	}
	if c := Counts(new); c["Passed/IdenticalAlias"] != 1 || c["Missed/NoCandidate"] != 1 || len(c) != 3 {
		t.Errorf("Counts = %v", c)
	}
}
