package irmod

import (
	"fmt"
	"strings"
	"testing"
)

// freezeTwin is valid LLVM 14 that llir v0.3.6 cannot parse: its grammar
// has no metadata attachment on `freeze` (clang attaches !dbg to every
// instruction of a -g build).
func freezeTwin(name string) string {
	return fmt.Sprintf("define i32 @%s(i32 %%x) {\n  %%y = freeze i32 %%x, !annotation !0\n  %%z = add i32 %%y, 1\n  ret i32 %%z\n}\n\n", name)
}

const plainTwins = "define i32 @p1(i32 %x) {\n  %y = mul i32 %x, 3\n  ret i32 %y\n}\n\ndefine i32 @p2(i32 %x) {\n  %y = mul i32 %x, 3\n  ret i32 %y\n}\n\n"

// A function llir cannot read is given to it as a declaration, with the
// reason (naming the input line), and the rest of the module is analysed;
// the text is untouched. A failure outside any body, or in text not known
// to be valid, is still the module's.
func TestUnreadableFunctionIsContained(t *testing.T) {
	src := freezeTwin("f1") + plainTwins + freezeTwin("f2") + "!0 = !{!\"a\"}\n"
	for _, opts := range []ParseOptions{{Valid: true}, {Valid: true, OnlyShapeCollisions: true}} {
		m, err := ParseWith("u.ll", []byte(src), opts)
		if err != nil {
			t.Fatalf("%+v: %v", opts, err)
		}
		for _, name := range []string{"f1", "f2"} {
			f := m.Func(name)
			if f.Analysed || !strings.Contains(f.Unsupported, "line 2 of the definition: syntax error") {
				t.Errorf("%+v: @%s analysed %v, reason %q; want not analysed, line 2 of the definition", opts, name, f.Analysed, f.Unsupported)
			}
		}
		for _, name := range []string{"p1", "p2"} {
			if f := m.Func(name); !f.Analysed || f.Unsupported != "" {
				t.Errorf("%+v: @%s not analysed (%q)", opts, name, f.Unsupported)
			}
		}
		if string(m.Render()) != src {
			t.Errorf("%+v: the text changed", opts)
		}
	}
	if _, err := Parse("u.ll", []byte(src)); err == nil || !strings.Contains(err.Error(), "u.ll:2: syntax error") {
		t.Errorf("text not known valid: error %v, want u.ll:2", err)
	}
	if _, err := ParseWith("u.ll", []byte(plainTwins+"@g = global i32 freeze (i32 0)\n"), ParseOptions{Valid: true}); err == nil || !strings.Contains(err.Error(), "u.ll:11:") {
		t.Errorf("error outside a body: %v, want one naming u.ll:11", err)
	}
	// Any number of them costs one more parse: each body is also checked
	// on its own after the first failure.
	var many strings.Builder
	for i := 0; i < 3*MaxReparses; i++ {
		many.WriteString(freezeTwin(fmt.Sprint("g", i)))
	}
	many.WriteString(plainTwins + "!0 = !{}\n")
	m, err := ParseWith("many.ll", []byte(many.String()), ParseOptions{Valid: true})
	if err != nil {
		t.Fatalf("%d unreadable functions: %v", 3*MaxReparses, err)
	}
	for _, f := range m.Funcs {
		want := strings.HasPrefix(f.Name, "g")
		if got := strings.Contains(f.Unsupported, "line 2 of the definition: syntax error"); got != want || f.Analysed == want {
			t.Errorf("@%s: analysed %v, reason %q", f.Name, f.Analysed, f.Unsupported)
		}
	}
}
