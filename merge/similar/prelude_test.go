package similar

import (
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/llir/llvm/asm"
)

const preludeModule = `%A = type { %"B x", i8* }
%"B x" = type { i32, %C }
%C = type { i64 }
%unused = type { %A }
%self = type { %self* }

define void @f(%A* %p) #0 {
  ret void
}

attributes #0 = { nounwind }
`

// A scratch module carries the type definitions its text names, and those
// they name in turn, and no others (re-parsing every definition of a C++
// module for each committed merge was most of the commit time).
func TestPreludeForTakesTypeClosure(t *testing.T) {
	m, err := irmod.Parse("prelude.ll", []byte(preludeModule))
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{m: m}
	got := d.preludeFor([]string{"  %x = load %A*, %A** %p\n", "declare void @g(%self*)\n"})
	for _, want := range []string{`%A = type`, `%"B x" = type`, `%C = type`, `%self = type`, `attributes #0`} {
		if !strings.Contains(got, want) {
			t.Errorf("prelude lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "%unused") {
		t.Errorf("prelude has an unreferenced type:\n%s", got)
	}
	// What it names is all a module needs: the prelude plus the text parse.
	if _, err := asm.ParseString("scratch.ll", got+"declare void @g(%self*)\ndefine void @h(%A** %p) {\n  %x = load %A*, %A** %p\n  ret void\n}\n"); err != nil {
		t.Errorf("scratch module does not parse: %v", err)
	}
	if none := d.preludeFor([]string{"  ret void\n"}); strings.Contains(none, "type") {
		t.Errorf("prelude of a type-free text has types:\n%s", none)
	}
}

func TestLocalNames(t *testing.T) {
	got := localNames(`%x = getelementptr %"class.std::a b", %"class.std::a b"* %0, i64 %i.1`)
	want := []string{"%x", `%"class.std::a b"`, `%"class.std::a b"`, "%0", "%i.1"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("localNames = %q, want %q", got, want)
	}
}
