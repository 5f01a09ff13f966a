package cost

import (
	"strings"
	"testing"

	"github.com/llir/llvm/asm"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// A size key tells apart what llc compiles differently: functions equal up
// to the names of globals declared alike share one; a thread_local
// variable, a global of another type, or another local do not.
func TestSizeKey(t *testing.T) {
	m, err := irmod.Parse("k.ll", []byte(`@a = global i32 0
@b = global i32 1
@c = thread_local global i32 0
@d = global i64 0

define i32 @f() {
  ret i32 0
}

define i32 @g() {
  ret i32 0
}
`))
	if err != nil {
		t.Fatal(err)
	}
	s := NewScratch(m)
	key := func(g, f, local string) SizeKey {
		return s.Key("define internal i32 @" + f + "() {\n  %" + local + " = load i32, i32* @" + g + "\n  ret i32 %" + local + "\n}\n")
	}
	if key("a", "f", "x") != key("b", "g", "x") {
		t.Error("functions equal up to names have different keys")
	}
	for _, other := range []SizeKey{key("c", "g", "x"), key("d", "g", "x"), key("b", "g", "y"), key("b", "merged", "x")} {
		if other == key("a", "f", "x") {
			t.Error("a function compiled differently shares the key")
		}
	}
}

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
func TestHeadTakesTypeClosure(t *testing.T) {
	m, err := irmod.Parse("prelude.ll", []byte(preludeModule))
	if err != nil {
		t.Fatal(err)
	}
	s := NewScratch(m)
	decl := "declare void @g(%self*)\n"
	got := s.Head(decl, "  %x = load %A*, %A** %p\n")
	for _, want := range []string{`%A = type`, `%"B x" = type`, `%C = type`, `%self = type`, `attributes #0`, decl} {
		if !strings.Contains(got, want) {
			t.Errorf("head lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "%unused") {
		t.Errorf("head has an unreferenced type:\n%s", got)
	}
	// What it names is all a module needs: the head plus the text parse.
	if _, err := asm.ParseString("scratch.ll", got+"define void @h(%A** %p) {\n  %x = load %A*, %A** %p\n  ret void\n}\n"); err != nil {
		t.Errorf("scratch module does not parse: %v", err)
	}
	if none := s.Head("", "  ret void\n"); strings.Contains(none, "type") {
		t.Errorf("head of a type-free text has types:\n%s", none)
	}
}

// TestELFTarget: scratch modules keep an ELF platform's target lines and
// compile another object format's architecture on Linux (ObjectSizes
// reads ELF: with the module's COFF or Mach-O triple, every proposal of a
// Windows or macOS module went unmeasured).
func TestELFTarget(t *testing.T) {
	dl := "target datalayout = \"e-m:w-p270:32:32\"\n"
	for _, tc := range []struct{ triple, want string }{
		{"x86_64-pc-linux-gnu", dl + "target triple = \"x86_64-pc-linux-gnu\"\n"},
		{"i686-pc-linux-gnu", dl + "target triple = \"i686-pc-linux-gnu\"\n"},
		{"x86_64-pc-windows-msvc", "target triple = \"x86_64-unknown-linux-gnu\"\n"},
		{"aarch64-apple-macosx11.0.0", "target triple = \"aarch64-unknown-linux-gnu\"\n"},
		{"wasm32-unknown-unknown", ""},
	} {
		if got := elfTarget(dl + "target triple = \"" + tc.triple + "\"\n"); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.triple, got, tc.want)
		}
	}
	if got := elfTarget(dl); got != dl {
		t.Errorf("no triple: %q, want the lines as they are", got)
	}
}
