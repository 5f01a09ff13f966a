package irmod

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/llir/llvm/ir/types"
)

// llirDeclarations declares m's globals from the IR library's view, as
// scratch modules did before Declarations: the oracle the text-cut
// declarations are checked against.
func llirDeclarations(m *Module) map[string]string {
	out := map[string]string{}
	declareFunc := func(name string, sig *types.FuncType) string {
		var ps []string
		for _, p := range sig.Params {
			ps = append(ps, p.String())
		}
		if sig.Variadic {
			ps = append(ps, "...")
		}
		return fmt.Sprintf("declare %s %s(%s)", sig.RetType, GlobalIdent(name), strings.Join(ps, ", "))
	}
	for _, g := range m.IR.Globals {
		tls := ""
		if g.TLSModel != 0 {
			tls = "thread_local "
		}
		out[NameOf(&g.GlobalIdent)] = fmt.Sprintf("%s = external %sglobal %s", GlobalIdent(NameOf(&g.GlobalIdent)), tls, g.ContentType)
	}
	for _, a := range m.IR.Aliases {
		if ft, ok := a.Typ.ElemType.(*types.FuncType); ok {
			out[NameOf(&a.GlobalIdent)] = declareFunc(NameOf(&a.GlobalIdent), ft)
		} else {
			words := ""
			if a.TLSModel != 0 {
				words = "thread_local "
			}
			if a.Typ.AddrSpace != 0 {
				words += a.Typ.AddrSpace.String() + " "
			}
			out[NameOf(&a.GlobalIdent)] = fmt.Sprintf("%s = external %sglobal %s", GlobalIdent(NameOf(&a.GlobalIdent)), words, a.Typ.ElemType)
		}
	}
	for _, f := range m.IR.Funcs {
		out[NameOf(&f.GlobalIdent)] = declareFunc(NameOf(&f.GlobalIdent), f.Sig)
	}
	return out
}

var tlsModel = regexp.MustCompile(`thread_local\([a-z]+\) `)

// Declarations cut from the text say what the IR library's view says, for
// every function, variable and alias of every test module: the same types
// (LLVM's spelling), the thread-local model kept (the IR library's
// printer dropped it).
func TestDeclarationsMatchTheIRLibrary(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.ll")
	// The features programs too, where the checkout has them (go test).
	more, _ := filepath.Glob("../../test/features/progs/*/*.ll")
	checked := 0
	for _, file := range append(files, more...) {
		text, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := ParseWith(file, text, ParseOptions{Valid: true})
		if err != nil {
			continue // not for llir (the features' unreadable cases)
		}
		got, want := m.Declarations(), llirDeclarations(m)
		for name, w := range want {
			g, ok := got[name]
			if !ok {
				if strings.Contains(w, " = external ") || m.Func(name) != nil {
					t.Errorf("%s: no declaration of %q (the IR library: %s)", file, name, w)
				}
				continue
			}
			if tlsModel.ReplaceAllString(g, "thread_local ") != w {
				t.Errorf("%s: declaration of %q\n got %s\nwant %s", file, name, g, w)
			}
			checked++
		}
		for name := range got {
			if _, ok := want[name]; !ok {
				t.Errorf("%s: %q declared, but the IR library has no such global", file, name)
			}
		}
	}
	if checked < 100 { // testdata alone (Bazel) has 132
		t.Errorf("only %d declarations compared", checked)
	}
}

func TestDeclarationsOfShapes(t *testing.T) {
	src := `%struct.S = type { i32, i8* }
$f = comdat any
@tls = internal thread_local(initialexec) global i32 0, align 4
@as = addrspace(1) global i32 7
@"quoted var" = private unnamed_addr constant [3 x i8] c"a,b", align 1
@fa = weak_odr hidden alias { i32, i64 } (i8*, ...), { i32, i64 } (i8*, ...)* @f
@da = alias %struct.S, %struct.S* @s
@s = global %struct.S zeroinitializer
@tla = internal thread_local(localdynamic) alias i32, i32* @tls
@asa = hidden alias i32, i32 addrspace(1)* @as
@gepa = alias i8, getelementptr (i8, i8 addrspace(1)* bitcast (i32 addrspace(1)* @as to i8 addrspace(1)*), i64 2)
@gepb = alias i8, getelementptr (i8, i8* bitcast (%struct.S* @s to i8*), i64 8)
@ppa = alias i32 addrspace(1)*, i32 addrspace(1)** @pp
@pp = global i32 addrspace(1)* null
@ifn = ifunc void (), void ()* ()* @resolver

define weak_odr dso_local noundef nonnull align 8 dereferenceable(16) { i32, i64 } @f(i8* noundef nonnull align 8 %p, ...) unnamed_addr #0 comdat {
  ret { i32, i64 } zeroinitializer
}

define internal fastcc void (i32)* @"odd name"(%struct.S* byval(%struct.S) align 8 %s, i32 signext %x) {
  ret void (i32)* null
}

define void ()* @resolver() {
  ret void ()* null
}

declare i32 @printf(i8* noalias nocapture readonly, ...) local_unnamed_addr #1

attributes #0 = { nounwind }
attributes #1 = { nofree }
`
	m, err := ParseWith("shapes.ll", []byte(src), ParseOptions{Valid: true})
	if err != nil {
		t.Fatal(err)
	}
	got := m.Declarations()
	for name, want := range map[string]string{
		"tls":        "@tls = external thread_local(initialexec) global i32",
		"as":         "@as = external addrspace(1) global i32",
		"quoted var": `@"quoted var" = external global [3 x i8]`,
		"fa":         "declare { i32, i64 } @fa(i8*, ...)",
		"da":         "@da = external global %struct.S",
		"tla":        "@tla = external thread_local(localdynamic) global i32",
		"asa":        "@asa = external addrspace(1) global i32",
		"gepb":       "@gepb = external global i8",
		"ppa":        "@ppa = external global i32 addrspace(1)*",
		"s":          "@s = external global %struct.S",
		"f":          "declare { i32, i64 } @f(i8*, ...)",
		"odd name":   `declare void (i32)* @"odd name"(%struct.S*, i32)`,
		"resolver":   "declare void ()* @resolver()",
		"printf":     "declare i32 @printf(i8*, ...)",
	} {
		if got[name] != want {
			t.Errorf("declaration of %q:\n got %q\nwant %q", name, got[name], want)
		}
	}
	if d, ok := got["ifn"]; ok {
		t.Errorf("an ifunc declared: %q", d)
	}
	// An address space under a constant expression is not worked out.
	if d, ok := got["gepa"]; ok {
		t.Errorf("an alias of an address-space-1 constant expression declared: %q", d)
	}
}
