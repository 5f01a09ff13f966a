package irmod

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func mustParse(t *testing.T, name string, text string) *Module {
	t.Helper()
	m, err := Parse(name, []byte(text))
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return m
}

// An unedited module renders to exactly its input, whatever llir thinks of it.
func TestRenderUneditedIsIdentity(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.ll")
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Parse(f, data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if got := m.Render(); !bytes.Equal(got, data) {
			t.Errorf("%s: render of unedited module differs from input", f)
		}
		defs := 0
		for _, fn := range m.Funcs {
			if fn.Defined() {
				defs++
				if !bytes.HasPrefix(m.FuncText(fn), []byte("define ")) {
					t.Errorf("%s: %s text does not start with define", f, fn.Name)
				}
			}
		}
		if want := bytes.Count(data, []byte("\ndefine ")); defs != want {
			t.Errorf("%s: %d definitions bound, text has %d", f, defs, want)
		}
	}
}

// Defect 1 of llir v0.3.6: a return-attribute align does not parse. It is
// stripped for llir, recorded, and kept in the output.
func TestReturnAlignIsStrippedAndRecorded(t *testing.T) {
	src := `define linkonce_odr nonnull align 4 dereferenceable(4) i32* @get(i32* %p) align 2 {
  %q = call nonnull align 8 i32* @id(i32* align 4 %p)
  ret i32* %q
}

declare nonnull align 8 i32* @id(i32* align 4)
`
	m := mustParse(t, "ret.ll", src)
	f := m.Func("get")
	if f.RetAlign != 4 {
		t.Errorf("RetAlign = %d, want 4", f.RetAlign)
	}
	if len(f.Extra) != 1 || f.Extra[0] != 8 {
		t.Errorf("Extra = %v, want [8]", f.Extra)
	}
	if f.IR.Align != 2 {
		t.Errorf("function align = %d, want 2 (must not be stripped)", f.IR.Align)
	}
	if got := string(m.Render()); got != src {
		t.Errorf("render changed the text:\n%s", got)
	}
}

// Defect 3: llir drops align on atomics. The loader records it and marks the
// function as not printable by llir.
func TestAtomicAlignRecorded(t *testing.T) {
	src := `define i64 @inc(i64* %p) {
  %old = atomicrmw add i64* %p, i64 1 seq_cst, align 4
  %r = cmpxchg i64* %p, i64 0, i64 1 acquire monotonic, align 8
  ret i64 %old
}
`
	m := mustParse(t, "atomic.ll", src)
	f := m.Func("inc")
	want := []uint64{AtomicTag | 4, AtomicTag | 8}
	if len(f.Extra) != 2 || f.Extra[0] != want[0] || f.Extra[1] != want[1] {
		t.Errorf("Extra = %v, want %v", f.Extra, want)
	}
	if f.Unsupported == "" {
		t.Error("function with atomics must be marked Unsupported for re-printing")
	}
}

// Defects 5 and 6: bfloat (llir panics) and opaque ptr outside function
// bodies are clear errors with a line (in a body they leave that function
// unanalysed: TestUnreadableBodyIsNotAnalysed).
func TestUnsupportedTypesAreErrorsWithLine(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"@g = global bfloat 0xR3F80\n", "b.ll:1: the bfloat type"},
		{"\ndeclare void @g(ptr)\n", "b.ll:2: opaque pointers"},
	} {
		_, err := Parse("b.ll", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse error = %v, want it to contain %q", err, tc.want)
		}
	}
	// Strings and names that merely contain the words are fine.
	mustParse(t, "ok.ll", "@ptr = global [4 x i8] c\"ptr\\00\"\n%bfloat = type { i32 }\n")
}

// In text known to be valid (ParseOptions.Valid: LLVM printed or checked
// it), the same constructs outside any body make the whole module
// unreadable rather than wrong: an *UnreadableError naming the line,
// whose Module is the text alone and renders as it came in.
func TestUnreadableModuleKeepsItsText(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"@g = global bfloat 0xR3F80\n\ndefine i32 @f() {\n  ret i32 0\n}\n", "v.ll:1: the bfloat type"},
		{"define i32 @f(bfloat %x) {\n  ret i32 0\n}\n", "v.ll:1: the bfloat type"},
	} {
		_, err := ParseWith("v.ll", []byte(tc.src), ParseOptions{Valid: true})
		var ue *UnreadableError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want an *UnreadableError naming %q", tc.src, err, tc.want)
			continue
		}
		if got := string(ue.Module.Render()); got != tc.src || ue.Module.Edited() || len(ue.Module.Funcs) != 0 {
			t.Errorf("%q: the unread module renders %q (edited %v, %d functions)", tc.src, got, ue.Module.Edited(), len(ue.Module.Funcs))
		}
		if _, name, ok := ue.Module.DefineName(len(ue.Module.Chunks) - 1); !ok || name != "f" {
			t.Errorf("%q: the last chunk defines %q (%v), want f", tc.src, name, ok)
		}
		// Not known to be valid: the input's error, as before.
		if _, err := Parse("v.ll", []byte(tc.src)); err == nil || errors.As(err, &ue) {
			t.Errorf("%q: unverified text gave %v, want a plain error", tc.src, err)
		}
	}
}

func TestSyntaxErrorNamesFileAndLine(t *testing.T) {
	_, err := Parse("bad.ll", []byte("define i32 @f(i32 %x) {\n  %y = add i32 %x,\n  ret i32 %y\n}\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "bad.ll:") {
		t.Fatalf("error = %v, want bad.ll:LINE: prefix", err)
	}
}

func TestUsesAndCallees(t *testing.T) {
	src := `@tbl = global void ()* @g
@"q x" = global i32 0

define void @g() {
  call void @g()
  ret void
}

define void @h() {
  call void @g()
  %v = load i32, i32* @"q x"
  call void bitcast (void ()* @g to void (i32)*)(i32 1)
  ret void
}
`
	m := mustParse(t, "uses.ll", src)
	uses := m.Uses("g")
	var callee, other int
	for _, i := range uses {
		if m.Refs[i].Callee {
			callee++
		} else {
			other++
		}
	}
	if callee != 2 || other != 2 {
		t.Errorf("callee=%d other=%d, want 2 and 2 (%+v)", callee, other, uses)
	}
	if n := len(m.Uses("q x")); n != 1 {
		t.Errorf("uses of quoted name = %d, want 1", n)
	}
	// EachUse yields Uses, in text order, and never a defining token.
	each := slices.Collect(m.EachUse("g"))
	if !slices.Equal(each, uses) || !slices.IsSorted(each) {
		t.Errorf("EachUse(g) = %v, want Uses %v in text order", each, uses)
	}
	for _, i := range each {
		if m.Refs[i].Def || m.Refs[i].Start == strings.Index(src, "@g()") {
			t.Errorf("EachUse(g) yields the defining token %+v", m.Refs[i])
		}
	}
}

func TestEditsSplice(t *testing.T) {
	src := `define i32 @a(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @b(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @c(i32 %x) {
  %r = call i32 @b(i32 %x)
  ret i32 %r
}
`
	m := mustParse(t, "e.ll", src)
	for _, i := range m.Uses("b") {
		m.RedirectRef(m.Refs[i], "@a")
	}
	m.DeleteFunc(m.Func("b"))
	m.Append("@d = alias i32 (i32), i32 (i32)* @a\n")
	got := string(m.Render())
	want := strings.Replace(src, "define i32 @b(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n", "", 1)
	want = strings.Replace(want, "@b(i32 %x)", "@a(i32 %x)", 1)
	want += "@d = alias i32 (i32), i32 (i32)* @a\n"
	if got != want {
		t.Errorf("render:\n%s\nwant:\n%s", got, want)
	}
}

func TestGlobalIdent(t *testing.T) {
	for name, want := range map[string]string{"foo": "@foo", "a b": `@"a b"`, "x.y$z-1": "@x.y$z-1", `q"`: `@"q\22"`} {
		if got := GlobalIdent(name); got != want {
			t.Errorf("GlobalIdent(%q) = %s, want %s", name, got, want)
		}
	}
}

// With OnlyShapeCollisions, only definitions that share a shape are
// analysed; the others are still bound to their text.
func TestParseOnlyShapeCollisions(t *testing.T) {
	src := `define i32 @a(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define i32 @b(i32 %z) !dbg !0 {
  %w = add i32 %z, 2
  ret i32 %w
}

define i32 @c(i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 0, label %d
  ]
d:
  %m = mul i32 %x, %x
  ret i32 %m
}

!0 = !{}
`
	m, err := ParseWith("s.ll", []byte(src), ParseOptions{OnlyShapeCollisions: true})
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{"a": true, "b": true, "c": false} {
		f := m.Func(name)
		if !f.Defined() || f.Analysed != want {
			t.Errorf("%s: Defined=%v Analysed=%v, want analysed %v", name, f.Defined(), f.Analysed, want)
		}
	}
	if string(m.Render()) != src {
		t.Error("render changed the text")
	}
	if ShapeHash([]byte(src[:strings.Index(src, "define i32 @b")])) == ShapeHash(m.FuncText(m.Func("c"))) {
		t.Error("different shapes hash alike")
	}
}

// TestModuleSummaryDropped checks that the module summary llvm-dis prints for
// -flto objects is removed and everything else is kept byte for byte.
func TestModuleSummaryDropped(t *testing.T) {
	body := "define i32 @f() {\n  ret i32 1\n}\n"
	in := body + "\n^0 = module: (path: \"a.o\", hash: (0, 0, 0, 0, 0))\n" +
		"^1 = gv: (name: \"f\", summaries: (function: (module: ^0, insts: 1))) ; guid = 1\n"
	m, err := Parse("a.ll", []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if m.SummaryLines != 2 {
		t.Errorf("SummaryLines = %d, want 2", m.SummaryLines)
	}
	if got := string(m.Render()); got != body {
		t.Errorf("rendered %q, want %q", got, body)
	}
	if m.Func("f") == nil || !m.Func("f").Defined() {
		t.Error("function f lost")
	}
	// A module without a summary is untouched, trailing blank lines included.
	plain := body + "\n"
	m, err = Parse("b.ll", []byte(plain))
	if err != nil {
		t.Fatal(err)
	}
	if got := string(m.Render()); got != plain || m.SummaryLines != 0 {
		t.Errorf("module without summary changed: %q (%d lines dropped)", got, m.SummaryLines)
	}
}

// TestWriteOutputRefusesBrokenModules: .bc and .o outputs go through
// llvm-as / llc, which run LLVM's verifier (so fmerge skips a separate
// opt -verify for them); a module that does not verify leaves no file.
func TestWriteOutputRefusesBrokenModules(t *testing.T) {
	tools := DefaultTools()
	for _, tool := range []string{tools.LLVMAs, tools.LLC} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	broken := []byte("define i32 @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %x = add i32 1, 2\n  br label %b\nb:\n  ret i32 %x\n}\n")
	dir := t.TempDir()
	for _, name := range []string{"out.bc", "out.o"} {
		if !VerifiedOnWrite(name) {
			t.Errorf("VerifiedOnWrite(%q) = false", name)
		}
		path := filepath.Join(dir, name)
		err := WriteOutput(path, broken, tools)
		if err == nil || !strings.Contains(err.Error(), "dominate") {
			t.Errorf("%s: WriteOutput of a module that does not verify: err = %v", name, err)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 0 {
			t.Errorf("%s: files left behind: %v", name, entries)
		}
	}
	if VerifiedOnWrite("out.ll") {
		t.Error("VerifiedOnWrite(out.ll) = true: nothing checks a text output")
	}
}

// ScanLocals finds %-tokens, quoted or not, in strings and byte slices
// alike; a lone % is no token and an unclosed quote ends the scan.
func TestScanLocals(t *testing.T) {
	text := `%a = add %"T x" %0, % %b.1 %"open`
	var got []string
	ScanLocals(text, func(s, e int) { got = append(got, text[s:e]) })
	var fromBytes []string
	ScanLocals([]byte(text), func(s, e int) { fromBytes = append(fromBytes, text[s:e]) })
	want := `%a|%"T x"|%0|%b.1`
	if strings.Join(got, "|") != want || strings.Join(fromBytes, "|") != want {
		t.Errorf("ScanLocals: %q and %q, want %s", got, fromBytes, want)
	}
}

// ScanGlobals decodes quoted and escaped names, skips string literals and
// comments, and behaves the same on strings and byte slices.
func TestScanGlobals(t *testing.T) {
	text := "call void @f(i8* @\"\\01g\", i32 @\"a b\") ; @comment\n" +
		`call void asm "jmp @plt", ""() @x.1 @ @12` + "\n"
	var got, spans []string
	ScanGlobals(text, func(s, e int, name string) { got, spans = append(got, name), append(spans, text[s:e]) })
	var fromBytes []string
	ScanGlobals([]byte(text), func(_, _ int, name string) { fromBytes = append(fromBytes, name) })
	want := "f|\x01g|a b|x.1|12"
	if strings.Join(got, "|") != want || strings.Join(fromBytes, "|") != want {
		t.Errorf("ScanGlobals: %q and %q, want %q", got, fromBytes, want)
	}
	if w := `@f|@"\01g"|@"a b"|@x.1|@12`; strings.Join(spans, "|") != w {
		t.Errorf("spans %q, want %s", spans, w)
	}
	if g := GlobalNames(text); strings.Join(g, "|") != want {
		t.Errorf("GlobalNames: %q", g)
	}
}

// Anonymized numbers globals by first appearance, decoded names equal
// whatever their spelling, and leaves strings, comments and locals alone:
// two functions that differ only in the globals they name anonymize alike.
func TestAnonymized(t *testing.T) {
	a, an := Anonymized("define void @f() {\n  call void @g(i8* @\"\\01h\", i8* @g) ; @c\n  store i8* @\"f\", i8** %x, !0\n  call void asm \"@s\", \"\"()\n}\n")
	b, bn := Anonymized("define void @k() {\n  call void @\"l m\"(i8* @\"\\01h\", i8* @\"l m\") ; @c\n  store i8* @k, i8** %x, !0\n  call void asm \"@s\", \"\"()\n}\n")
	want := "define void @0() {\n  call void @1(i8* @2, i8* @1) ; @c\n  store i8* @0, i8** %x, !0\n  call void asm \"@s\", \"\"()\n}\n"
	if a != want || b != want {
		t.Errorf("Anonymized:\n%s\n%s\nwant\n%s", a, b, want)
	}
	if strings.Join(an, "|") != "f|g|\x01h" || strings.Join(bn, "|") != "k|l m|\x01h" {
		t.Errorf("names %q and %q", an, bn)
	}
	if c, _ := Anonymized(strings.Replace(want, "%x", "%y", 1)); c == want {
		t.Error("a different local anonymized alike")
	}
}

// BlockAddressTaken: a blockaddress operand written with tabs counts; one
// in a comment or a string does not. The prefilter's scanner (the same
// one) sees all three, which only makes it read more functions.
func TestBlockAddressTaken(t *testing.T) {
	src := "@g = global i8* blockaddress(\t@f, %l)\n" +
		"@s = constant [25 x i8] c\"blockaddress(@h, %l) text\"\n" +
		"; blockaddress(@k, %l)\n" +
		"define void @f() {\nentry:\n  br label %l\nl:\n  ret void\n}\n\n" +
		"define void @h() {\n  ret void\n}\n\ndefine void @k() {\n  ret void\n}\n"
	m, err := Parse("b.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{"f": true, "h": false, "k": false} {
		if got := m.BlockAddressTaken(name); got != want {
			t.Errorf("BlockAddressTaken(%s) = %v, want %v", name, got, want)
		}
	}
	if named := blockAddressed([]byte(src)); !named["f"] || !named["h"] || !named["k"] {
		t.Errorf("prefilter scanner missed operands: %v", named)
	}
}

// RenderForCheck keeps every edited or created function, the bodies whose
// blocks blockaddress names, and every header and global; other bodies
// become `unreachable`, and the result still verifies.
func TestRenderForCheck(t *testing.T) {
	src := `@t = global i8* blockaddress(@named, %l)

define i32 @a(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define internal i32 @b(i32 %x) comdat($b) {
  %y = mul i32 %x, 3
  ret i32 %y
}

define i32 @user(i32 %x) {
  %r = call i32 @a(i32 %x)
  ret i32 %r
}

define void @named() {
  br label %l
l:
  ret void
}

$b = comdat any
`
	m := mustParse(t, "c.ll", src)
	for _, r := range m.Uses("a") {
		// Not a plain rename (see TestRenderForCheckSkipsPlainRenames).
		m.RedirectRef(m.Refs[r], "bitcast (i32 (i32)* @b to i32 (i32)*)")
	}
	m.Append("define void @new() {\n  ret void\n}\n")
	got := string(m.RenderForCheck())
	for _, want := range []string{
		"define i32 @a(i32 %x) {\n  unreachable\n}",
		"define internal i32 @b(i32 %x) comdat($b) {\n  unreachable\n}",
		"%r = call i32 bitcast (i32 (i32)* @b to i32 (i32)*)(i32 %x)",
		"br label %l\nl:\n  ret void",
		"define void @new() {\n  ret void\n}",
		"@t = global i8* blockaddress(@named, %l)",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("RenderForCheck lacks %q:\n%s", want, got)
		}
	}
	if string(m.Render()) == got || !strings.Contains(string(m.Render()), "%y = add i32 %x, 1") {
		t.Error("Render changed by RenderForCheck")
	}
	if _, err := exec.LookPath(DefaultTools().Opt); err == nil {
		if err := (Tools{}).Verify([]byte(got)); err != nil {
			t.Errorf("the reduced module does not verify: %v", err)
		}
	}
}

// A body whose only edits rename a function for another of the same type
// that stays defined is the input's body to the verifier: the check need
// not read it (renames). Every other redirect keeps the body checked, and
// the check still catches a rename to a function that is gone.
func TestRenderForCheckSkipsPlainRenames(t *testing.T) {
	src := `define i32 @a(i32 %x) {
  ret i32 %x
}

define i32 @b(i32 %x) {
  ret i32 %x
}

define i64 @wide(i32 %x) {
  ret i64 0
}

define i32 @gone(i32 %x) {
  ret i32 %x
}

define i32 @realigned(i32 %x) {
  ret i32 %x
}

define i32 @plain(i32 %x) {
  %r = call i32 @a(i32 %x)
  ret i32 %r
}

define i32 @toGone(i32 %x) {
  %r = call i32 @a(i32 %x)
  ret i32 %r
}

define i32 @toRealigned(i32 %x) {
  %r = call i32 @a(i32 %x)
  ret i32 %r
}

define i32 @toNew(i32 %x) {
  %r = call i32 @a(i32 %x)
  ret i32 %r
}

define i32 @otherType(i32 %x) {
  %r = call i32 @b(i32 %x)
  ret i32 %r
}

define void @esc() {
  %a = alloca i32
  call void (...) @llvm.localescape(i32* %a)
  ret void
}

define i32 @recovering(i32 %x) {
  %fp = call i8* @llvm.frameaddress.p0i8(i32 1)
  %p = call i8* @llvm.localrecover(i8* bitcast (void ()* @esc to i8*), i8* %fp, i32 0)
  %r = call i32 @a(i32 %x)
  ret i32 %r
}

declare void @llvm.localescape(...)
declare i8* @llvm.localrecover(i8*, i8*, i32)
declare i8* @llvm.frameaddress.p0i8(i32)
`
	m := mustParse(t, "r.ll", src)
	redirect := func(user, from, to string) {
		for _, i := range m.Uses(from) {
			if m.Chunks[m.Refs[i].Chunk].Start == m.Chunks[m.Func(user).Chunk].Start {
				m.RedirectRef(m.Refs[i], to)
			}
		}
	}
	redirect("plain", "a", "@b")
	redirect("toGone", "a", "@gone")
	m.DeleteFunc(m.Func("gone"))
	redirect("toRealigned", "a", "@realigned")
	m.EditHeader(m.Func("realigned"), func(h Header) Header { return h.WithAlign(16) })
	redirect("toNew", "a", "@new")
	m.Append("define i32 @new(i32 %x) {\n  ret i32 %x\n}\n")
	// Invalid on purpose (the call expects i32 of a callee returning
	// i64): a rename between types must stay checked.
	redirect("otherType", "b", "@wide")
	// llvm.localrecover looks into the function it names: a body calling
	// it stays checked.
	redirect("recovering", "a", "@b")
	got := string(m.RenderForCheck())
	for user, kept := range map[string]bool{"plain": false, "toGone": true, "toRealigned": true, "toNew": true, "otherType": true, "recovering": true} {
		body := "define i32 @" + user + "(i32 %x) {\n  unreachable\n}"
		if strings.Contains(got, body) == kept {
			t.Errorf("body of %s kept for the check: %v, want %v:\n%s", user, !kept, kept, got)
		}
	}
	if _, err := exec.LookPath(DefaultTools().Opt); err == nil {
		if err := (Tools{}).Verify([]byte(got)); err == nil {
			t.Error("the check passed a call of a deleted function and a call of the wrong type")
		}
	}
}

// SplitArgs splits at top-level commas only, across lines and around
// comments, strings and nested brackets, and refuses unclosed lists.
func TestSplitArgs(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"(i32 %x, i8* getelementptr ([2 x i8], [2 x i8]* @s, i64 0, i64 0)) rest", []string{"i32 %x", "i8* getelementptr ([2 x i8], [2 x i8]* @s, i64 0, i64 0)"}},
		{"(i32 %x,\n      i32 %y) rest", []string{"i32 %x", "i32 %y"}},
		{"(i32 %x, ; first\n  i32 %y ; second, with comma)\n  ) rest", []string{"i32 %x", "i32 %y"}},
		{"()", nil},
		{"(metadata !\"a, b)\")", []string{"metadata !\"a, b)\""}},
		{"(<2 x i32> <i32 1, i32 2>, i32 3)", []string{"<2 x i32> <i32 1, i32 2>", "i32 3"}},
	} {
		end, got, err := SplitArgs([]byte(c.in), 0)
		if err != nil || !reflect.DeepEqual(got, c.want) || c.in[end] != ')' {
			t.Errorf("%q: %q %v", c.in, got, err)
		}
	}
	for _, bad := range []string{"(i32 %x", "(i32 %x, ; comment)", "x", `(i8* "`} {
		if _, _, err := SplitArgs([]byte(bad), 0); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// Shards are made only as far as the bodies checked outweigh what every
// shard holds besides them (a -g module's debug metadata): one for four
// rewritten bodies in a module of 400 globals, four without the globals.
func TestCheckShardsFewWhereTheRestOutweighs(t *testing.T) {
	var src strings.Builder
	for i := 0; i < 400; i++ {
		fmt.Fprintf(&src, "@v%d = global [4 x i32] [i32 %d, i32 1, i32 2, i32 3]\n", i, i)
	}
	var body strings.Builder // a body of 40 instructions
	for j := 0; j < 40; j++ {
		fmt.Fprintf(&body, "  %%p%d = mul i32 %%x, %d\n", j, j)
	}
	for i := 0; i < 4; i++ {
		fmt.Fprintf(&src, "\ndefine i32 @f%d(i32 %%x) {\n%s  %%r = call i32 @g(i32 %%x)\n  ret i32 %%r\n}\n", i, body.String())
	}
	src.WriteString("\ndefine i32 @g(i32 %x) {\n  ret i32 %x\n}\n\ndefine i32 @h(i32 %x) {\n  ret i32 %x\n}\n")
	for _, globals := range []bool{true, false} {
		text := src.String()
		if !globals {
			text = text[strings.Index(text, "\ndefine"):]
		}
		m := mustParse(t, "few.ll", text)
		for _, f := range m.Funcs {
			if strings.HasPrefix(f.Name, "f") {
				m.ReplaceBody(f, "  %r = call i32 @h(i32 %x)\n  %s = add i32 %r, 1\n  ret i32 %s\n")
			}
		}
		n, _ := m.CheckShards(4)
		if want := map[bool]int{true: 1, false: 4}[globals]; n != want {
			t.Errorf("globals %v: %d shards for 4 rewritten bodies, want %d", globals, n, want)
		}
	}
}

// RenderForCheckShards keeps each touched body in exactly one shard (and
// blockaddress-named bodies and created functions in all), so the shards
// together check what RenderForCheck checks: a broken edit fails one of
// them for every shard count.
func TestRenderForCheckShards(t *testing.T) {
	var src strings.Builder
	src.WriteString("@t = global i8* blockaddress(@named, %l)\n\n")
	// Bodies that outweigh the rest of the module several times over, so
	// that every shard count asked is made (see TestCheckShardsFewWhereTheRestOutweighs).
	var pad strings.Builder
	for j := 0; j < 40; j++ {
		fmt.Fprintf(&pad, "  %%p%d = mul i32 %%x, %d\n", j, j)
	}
	for i := 0; i < 5; i++ {
		fmt.Fprintf(&src, "define i32 @f%d(i32 %%x) {\n  %%y = add i32 %%x, %d\n%s  %%r = call i32 @g(i32 %%y)\n  ret i32 %%r\n}\n\n", i, i, pad.String())
	}
	src.WriteString("define i32 @g(i32 %x) {\n  ret i32 %x\n}\n\ndefine i32 @h(i32 %x) {\n  ret i32 %x\n}\n\n")
	src.WriteString("define void @named() {\n  br label %l\nl:\n  ret void\n}\n")
	for _, broken := range []bool{false, true} {
		m := mustParse(t, "s.ll", src.String())
		for k, r := range m.Uses("g") {
			if m.Refs[r].Callee {
				to := "@h"
				if broken && k == 3 {
					to = "@named" // a call with the wrong type: the verifier must see it
				}
				m.RedirectCall(m.Refs[r], to)
			}
		}
		m.Append("define void @new() {\n  ret void\n}\n")
		for n := 1; n <= 6; n++ {
			shards := m.RenderForCheckShards(n)
			if want := min(n, 5); len(shards) != want {
				t.Fatalf("%d shards asked, %d made, want %d", n, len(shards), want)
			}
			kept := map[int]int{}
			failed := false
			for _, s := range shards {
				for i := 0; i < 5; i++ {
					if strings.Contains(string(s), fmt.Sprintf("%%y = add i32 %%x, %d\n", i)) {
						kept[i]++
					}
				}
				for _, want := range []string{"br label %l\nl:\n  ret void", "define void @new() {\n  ret void\n}"} {
					if !strings.Contains(string(s), want) {
						t.Errorf("a shard lacks %q", want)
					}
				}
				if _, err := exec.LookPath(DefaultTools().Opt); err == nil {
					failed = failed || (Tools{}).Verify(s) != nil
				}
			}
			for i := 0; i < 5; i++ {
				if kept[i] != 1 {
					t.Errorf("n=%d: @f%d's body kept in %d shards, want 1", n, i, kept[i])
				}
			}
			if _, err := exec.LookPath(DefaultTools().Opt); err == nil && failed != broken {
				t.Errorf("n=%d, broken edit %v: some shard failed to verify: %v", n, broken, failed)
			}
		}
	}
}

// A definition's header may be edited again (the changes compose, in
// order), and a definition deleted after its header changed is gone; a
// header edited after a deletion does not bring it back. Render keeps
// only the first of two edits at one offset, so these must not pile up.
func TestDefinitionEditsReplaceEachOther(t *testing.T) {
	src := "define i32 @a(i32 %x) {\n  ret i32 %x\n}\n\ndefine i32 @b(i32 %x) {\n  ret i32 %x\n}\n\ndefine i32 @c(i32 %x) {\n  ret i32 %x\n}\n"
	m := mustParse(t, "d.ll", src)
	align := func(n uint64) func(Header) Header { return func(h Header) Header { return h.WithAlign(n) } }
	private := func(h Header) Header { p, _ := h.Private(); return p }
	m.EditHeader(m.Func("a"), align(4))
	m.EditHeader(m.Func("a"), private)
	m.EditHeader(m.Func("a"), align(16))
	m.EditHeader(m.Func("b"), private)
	m.DeleteFunc(m.Func("b"))
	m.DeleteFunc(m.Func("c"))
	m.EditHeader(m.Func("c"), private)
	got := string(m.Render())
	if !strings.HasPrefix(got, "define private i32 @a(i32 %x) align 16 {\n  ret i32 %x\n}\n") || strings.Count(got, "define") != 1 {
		t.Errorf("want @a private, aligned to 16, and nothing else defined, got\n%s", got)
	}
}

// A header edit is applied to the header as the output has it: a
// personality, prefix or prologue reference redirected after the edit is
// redirected in the edited header too (the edit is a region, which would
// otherwise swallow the token edit inside it).
func TestHeaderEditKeepsLaterRedirects(t *testing.T) {
	src := "define i32 @p() {\n  ret i32 0\n}\n\ndefine i32 @q() {\n  ret i32 0\n}\n\n" +
		"define i32 @f(i32 %x) prefix i32 ()* @p personality i32 ()* @p {\n  ret i32 %x\n}\n"
	m := mustParse(t, "h.ll", src)
	f := m.Func("f")
	if !m.EditHeader(f, func(h Header) Header { return h.WithAlign(16) }) {
		t.Fatal("header of @f unreadable")
	}
	for _, i := range m.Uses("p") {
		m.RedirectRef(m.Refs[i], "@q")
	}
	want := "define i32 @f(i32 %x) align 16 prefix i32 ()* @q personality i32 ()* @q {\n"
	if got := string(m.Render()); !strings.Contains(got, want) {
		t.Errorf("want %q in\n%s", want, got)
	}
}
