package irmod

import "testing"

// TestDeferredAnalyse: a deferred parse only cuts chunks; DefineName reads
// each definition's name from its define line as llir names it after
// Analyse (quoted and escaped names included); Analyse runs once.
func TestDeferredAnalyse(t *testing.T) {
	text := []byte(`%T = type { i32 }

declare void @ext()

define i32 @plain(i32 %x) {
  ret i32 %x
}

define internal i32 @"a b"(%T* %p) {
  %q = getelementptr %T, %T* %p, i32 0, i32 0
  %v = load i32, i32* %q
  ret i32 %v
}

define i32 @"\01esc"() {
  call void @ext()
  ret i32 0
}
`)
	m, err := ParseWith("d.ll", text, ParseOptions{Deferred: true})
	if err != nil {
		t.Fatal(err)
	}
	if m.IR != nil || len(m.Funcs) != 0 || len(m.Refs) != 0 {
		t.Fatalf("deferred parse analysed: IR %v, %d funcs, %d refs", m.IR != nil, len(m.Funcs), len(m.Refs))
	}
	var idents, names []string
	for ci := range m.Chunks {
		if ident, name, ok := m.DefineName(ci); ok {
			idents, names = append(idents, ident), append(names, name)
		}
	}
	wantIdents := []string{"@plain", `@"a b"`, `@"\01esc"`}
	if len(idents) != 3 {
		t.Fatalf("DefineName found %q, want %q", idents, wantIdents)
	}
	for i := range idents {
		if idents[i] != wantIdents[i] {
			t.Errorf("ident %d: %q, want %q", i, idents[i], wantIdents[i])
		}
	}
	if err := m.Analyse(nil); err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		f := m.Func(n)
		if f == nil || !f.Analysed {
			t.Errorf("after Analyse, %q is not an analysed function", n)
		}
	}
	if err := m.Analyse(nil); err == nil {
		t.Error("a second Analyse succeeded")
	}
	full, err := Parse("d.ll", text)
	if err != nil {
		t.Fatal(err)
	}
	if err := full.Analyse(nil); err == nil {
		t.Error("Analyse of a module parsed in full succeeded")
	}
}
