package irmod

import (
	"slices"
	"testing"
)

// A name that reads as a number, quoted (@"7"), is not an unnamed
// function: llir's Name() gives it quoted, NameOf as the text spells it.
func TestNameOfQuotedNumber(t *testing.T) {
	m, err := ParseWith("q.ll", []byte("define i32 @\"7\"() {\n  ret i32 7\n}\n\ndefine i32 @0() {\n  ret i32 0\n}\n\ndefine i32 @main() {\n  %a = call i32 @\"7\"()\n  ret i32 %a\n}\n"), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range m.Funcs {
		got = append(got, f.Name+"="+NameOf(&f.IR.GlobalIdent))
	}
	if want := []string{"7=7", "0=0", "main=main"}; !slices.Equal(got, want) {
		t.Errorf("names %q, want %q", got, want)
	}
	if f := m.Func("7"); f == nil || f.Numbered() || f.Ident != `@"7"` {
		t.Errorf("@\"7\" read as %+v", f)
	}
}
