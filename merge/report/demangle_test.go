package report

import (
	"regexp"
	"strings"
	"testing"
)

func TestDemangle(t *testing.T) {
	cases := []struct{ sym, full, short string }{
		{"_ZN4Rect5scaleEi", "Rect::scale(int)", "Rect::scale"},
		{"_Z16inventory_reportB5cxx11v", "inventory_report[abi:cxx11]()", "inventory_report[abi:cxx11]"},
		// LLVM's spelling (">>", "int const"), as llvm-nm -C prints it.
		{"_ZNSt8_Rb_treeIiSt4pairIKilESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E",
			"std::_Rb_tree<int, std::pair<int const, long>, std::_Select1st<std::pair<int const, long>>, std::less<int>, std::allocator<std::pair<int const, long>>>::_M_erase(std::_Rb_tree_node<std::pair<int const, long>>*)",
			"std::_Rb_tree<int, std::pair<int const, long>, std::_Select1st<std::pair<int const, long>>, std::less<int>, std::allocator<std::pair<int const, long>>>::_M_erase"},
		{"_ZN1AorERKS_", "A::operator|(A const&)", "A::operator|"},
		{"_Z3foov.cold", "foo() (.cold)", "foo"},
		// Similar merges: the originals, demangled.
		{"__fmerge._ZN4Rect5scaleEi._ZN7Ellipse5scaleEi", "__fmerge{Rect::scale(int), Ellipse::scale(int)}", "__fmerge{Rect::scale, Ellipse::scale}"},
		{"__fmerge.__fmerge._Z1fv._Z1gv._Z1hv", "__fmerge{f(), g(), h()}", "__fmerge{f, g, h}"},
		// A name cut at 200 bytes keeps its cut part mangled.
		{"__fmerge._Z1fv._ZNSt8_Rb_treeIiSt4pai", "__fmerge{f(), _ZNSt8_Rb_treeIiSt4pai}", "__fmerge{f, _ZNSt8_Rb_treeIiSt4pai}"},
		// Not Itanium C++, or not well-formed: unchanged.
		{"main", "main", "main"},
		{"sum_a", "sum_a", "sum_a"},
		{"__fmerge.clamp_lo.clamp_hi", "__fmerge.clamp_lo.clamp_hi", "__fmerge.clamp_lo.clamp_hi"},
		{"_RNvCs15kBYyAo9fc_7mycrate7example", "_RNvCs15kBYyAo9fc_7mycrate7example", "_RNvCs15kBYyAo9fc_7mycrate7example"},
		{"_Z", "_Z", "_Z"},
		{"_ZN4Rect5scaleEi<junk>", "_ZN4Rect5scaleEi<junk>", "_ZN4Rect5scaleEi<junk>"},
		{"", "", ""},
	}
	for _, c := range cases {
		if got := Demangle(c.sym); got != c.full {
			t.Errorf("Demangle(%q) = %q, want %q", c.sym, got, c.full)
		}
		if got := DemangleShort(c.sym); got != c.short {
			t.Errorf("DemangleShort(%q) = %q, want %q", c.sym, got, c.short)
		}
	}
}

func TestDemangleKeepsHugeNamesMangled(t *testing.T) {
	// a::a::...::f(), 1500 levels: 4504 bytes demangled, over the cap.
	sym := "_ZN" + strings.Repeat("1a", 1500) + "1fEv"
	if d := Demangle(sym); d != sym {
		t.Errorf("Demangle returned %d bytes, want the symbol back", len(d))
	}
	// 1000 levels, 3004 bytes, are under it.
	sym = "_ZN" + strings.Repeat("1a", 1000) + "1fEv"
	if d := Demangle(sym); !strings.HasSuffix(d, "::a::f()") {
		t.Errorf("Demangle of a 3004-byte name = %.40q...", d)
	}
}

// cxxReport is a report with the C++ names of examples/cxx, a similar
// merge, constructors that demangle alike, and names that need escaping
// in Markdown.
func cxxReport() *Report {
	fns := func(names ...string) []Function {
		var out []Function
		for i, n := range names {
			out = append(out, Function{Name: n, Size: uint64(100 - 10*i), Section: ".text", Binding: "global"})
		}
		return out
	}
	before := Sizes{TextBytes: 1000, TotalBytes: 1200, Sections: []Section{{Name: ".text", Size: 1000, Kind: KindText}, {Name: ".eh_frame", Size: 200, Kind: KindOther}},
		Functions: fns("_ZN4Rect5scaleEi", "_ZN7Ellipse5scaleEi", "_ZN3FooC2Ev", "_ZN3FooC1Ev", "_ZN1AorERKS_", "_ZN3MapIiEixERKi", "_ZN3MapIjEixERKj", "odd`name|x", "main")}
	after := Sizes{TextBytes: 800, TotalBytes: 1000, Sections: []Section{{Name: ".text", Size: 800, Kind: KindText}, {Name: ".eh_frame", Size: 200, Kind: KindOther}},
		Functions: fns("_ZN4Rect5scaleEi", "_ZN3FooC2Ev", "__fmerge._ZN3MapIiEixERKi._ZN3MapIjEixERKj", "_ZN1AorERKS_", "_ZN3MapIiEixERKi", "_ZN3MapIjEixERKj", "odd`name|x", "main")}
	after.Functions[0].Aliases = []string{"_ZN7Ellipse5scaleEi"}
	for _, s := range []*Sizes{&before, &after} {
		for _, f := range s.Functions {
			s.FunctionBytes += f.Size
		}
	}
	return Build(Run{Version: "0.1.0", Inputs: []string{"app.lto.bc"}, Output: "merged.o", Before: before, After: after, Decisions: []Decision{
		{Kind: KindIdentical, Survivor: "_ZN4Rect5scaleEi", Replaced: "_ZN7Ellipse5scaleEi", How: HowAlias},
		{Kind: KindIdentical, Survivor: "_ZN3FooC2Ev", Replaced: "_ZN3FooC1Ev", How: HowDeleted, Redirected: 2},
		{Kind: KindSimilar, Survivor: "__fmerge._ZN3MapIiEixERKi._ZN3MapIjEixERKj", Replaced: "_ZN3MapIiEixERKi", How: HowThunk, Similarity: 0.9},
		{Kind: KindSimilar, Survivor: "__fmerge._ZN3MapIiEixERKi._ZN3MapIjEixERKj", Replaced: "_ZN3MapIjEixERKj", How: HowThunk, Similarity: 0.9},
	}})
}

// TestMarkdownDemanglesCxx checks the Markdown against a golden file: C++
// names demangled in full, each followed by its symbol, C names as they
// are; and the JSON keeps every symbol mangled, exactly.
func TestMarkdownDemanglesCxx(t *testing.T) {
	r := cxxReport()
	md := r.Markdown()
	golden(t, "testdata/cxx.md.golden", md)
	for _, want := range []string{
		"| identical | `Rect::scale(int)` (`_ZN4Rect5scaleEi`) | `Ellipse::scale(int)` (alias, `_ZN7Ellipse5scaleEi`) |",
		"| identical | `Foo::Foo()` (`_ZN3FooC2Ev`) | `Foo::Foo()` (deleted, `_ZN3FooC1Ev`) |",
		"`__fmerge{Map<int>::operator[](int const&), Map<unsigned int>::operator[](unsigned int const&)}` (`__fmerge._ZN3MapIiEixERKi._ZN3MapIjEixERKj`)",
		"| `A::operator\\|(A const&)` (`_ZN1AorERKS_`) |",
		"| `` odd`name\\|x `` |",
		"alias of `Rect::scale(int)` (`_ZN4Rect5scaleEi`)",
		"| `main` |",
	} {
		if !strings.Contains(string(md), want) {
			t.Errorf("Markdown lacks %q", want)
		}
	}
	checkTables(t, string(md))
	js, err := r.JSON()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(js), "::") || strings.Contains(string(js), "__fmerge{") {
		t.Error("the JSON report holds a demangled name")
	}
	for _, sym := range []string{`"_ZN4Rect5scaleEi"`, `"_ZN3FooC1Ev"`, `"__fmerge._ZN3MapIiEixERKi._ZN3MapIjEixERKj"`, "\"odd`name|x\""} {
		if !strings.Contains(string(js), sym) {
			t.Errorf("the JSON report lacks the symbol %s", sym)
		}
	}
}

// TestDiffDemanglesCxx checks the pull-request diff names C++ functions
// the same way.
func TestDiffDemanglesCxx(t *testing.T) {
	base := cxxReport()
	base.Merges = nil
	res, err := Diff(base, cxxReport(), DiffOptions{BaseName: "a.json", NewName: "b.json"})
	if err != nil {
		t.Fatal(err)
	}
	md := string(res.Markdown)
	for _, want := range []string{
		"- identical: `Foo::Foo()` (deleted, `_ZN3FooC1Ev`) → `Foo::Foo()` (`_ZN3FooC2Ev`)",
		"- similar: `Map<int>::operator[](int const&)` (thunk, `_ZN3MapIiEixERKi`) → `__fmerge{",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("diff lacks %q:\n%s", want, md)
		}
	}
	checkTables(t, md)
}

// unescapedPipe splits a table row into cells: at pipes without a
// backslash before them.
var unescapedPipe = regexp.MustCompile(`(^|[^\\])\|`)

// checkTables fails when a Markdown table row has another number of cells
// than its header: a name broke out of its code span.
func checkTables(t *testing.T, md string) {
	t.Helper()
	cells := 0
	for _, line := range strings.Split(md, "\n") {
		if !strings.HasPrefix(line, "|") {
			cells = 0
			continue
		}
		n := len(unescapedPipe.FindAllStringIndex(line, -1))
		if cells == 0 {
			cells = n
		} else if n != cells {
			t.Errorf("table row with %d pipes, header has %d: %s", n, cells, line)
		}
	}
}

func TestCodeSpans(t *testing.T) {
	for in, want := range map[string]string{
		"":         "-",
		"f":        "`f`",
		"a|b":      "`a\\|b`",
		"a`b":      "`` a`b ``",
		"a``b`":    "``` a``b` ```",
		"`lead":    "`` `lead ``",
		"x||y`|``": "``` x\\|\\|y`\\|`` ```",
	} {
		if got := code(in); got != want {
			t.Errorf("code(%q) = %q, want %q", in, got, want)
		}
	}
}
