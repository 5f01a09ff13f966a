package codegen

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"github.com/fmerge/rules_fmerge/merge/align"
)

// mergeText parses src, merges functions a and b and returns the merged
// function's text. When opt-14 is installed it also checks that the module
// with the merged function added passes opt -verify.
func mergeText(t *testing.T, src, a, b string) string {
	t.Helper()
	m, err := asm.ParseString("test.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	f1, f2 := find(t, m, a), find(t, m, b)
	mg, err := Merge("merged", f1, f2, align.Align(f1, f2, align.NewCache(), align.Options{}))
	if err != nil {
		t.Fatalf("Merge: %v", err)
	}
	if opt, err := exec.LookPath("opt-14"); err == nil {
		path := filepath.Join(t.TempDir(), "m.ll")
		if err := os.WriteFile(path, []byte(src+"\n"+mg.Text), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(opt, "-verify", "-disable-output", path).CombinedOutput(); err != nil {
			t.Fatalf("merged module fails opt -verify: %v\n%s\n%s", err, out, mg.Text)
		}
	}
	return mg.Text
}

func find(t *testing.T, m *ir.Module, name string) *ir.Func {
	t.Helper()
	for _, f := range m.Funcs {
		if f.Name() == name {
			return f
		}
	}
	t.Fatalf("no function %s", name)
	return nil
}

// Two functions that differ only in a comparison predicate: both
// comparisons are speculated into the shared block and selected, with no
// branch on the identifier and no phi.
func TestSpeculatedComparison(t *testing.T) {
	src := `
define i32 @lt(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}
define i32 @ult(i32 %a, i32 %b) {
  %c = icmp ult i32 %a, %b
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}
`
	got := mergeText(t, src, "lt", "ult")
	for _, bad := range []string{"br i1 %fid", "phi "} {
		if strings.Contains(got, bad) {
			t.Errorf("merged function has %q:\n%s", bad, got)
		}
	}
	for _, want := range []string{"icmp slt", "icmp ult", "select i1 %fid"} {
		if !strings.Contains(got, want) {
			t.Errorf("merged function lacks %q:\n%s", want, got)
		}
	}
}

// Integer division traps on zero: an unmatched udiv must stay behind a
// branch on the identifier, or the other function would execute it.
func TestDivisionNotSpeculated(t *testing.T) {
	src := `
define i32 @div(i32 %a, i32 %b) {
  %x = mul i32 %a, 3
  %q = udiv i32 %x, %b
  ret i32 %q
}
define i32 @add(i32 %a, i32 %b) {
  %x = mul i32 %a, 3
  %q = add i32 %x, %b
  ret i32 %q
}
`
	got := mergeText(t, src, "div", "add")
	if !strings.Contains(got, "br i1 %fid") {
		t.Errorf("udiv is not guarded by the identifier:\n%s", got)
	}
}

// A speculated instruction that reads a value of its own guarded code
// would need a phi at the join: it stays in the guarded block.
func TestNoSpeculationFromGuardedValues(t *testing.T) {
	src := `
define i32 @f(i32* %p, i32 %b) {
  %v = load i32, i32* %p
  %w = add i32 %v, 7
  %r = mul i32 %w, %b
  ret i32 %r
}
define i32 @g(i32* %p, i32 %b) {
  %r = mul i32 %b, %b
  ret i32 %r
}
`
	got := mergeText(t, src, "f", "g")
	load := strings.Index(got, "load i32")
	add := strings.Index(got, "add i32")
	if load < 0 || add < 0 {
		t.Fatalf("load or add missing:\n%s", got)
	}
	// Both are in the first function's guarded block: no label between.
	if between := got[load:add]; strings.Contains(between, "\nb") {
		t.Errorf("add left the guarded block of its load:\n%s", got)
	}
}

// Calls whose arguments are local values with different names still match
// (the arguments are selectable operands): one call in the merged code.
func TestCallsWithLocalArgumentsMatch(t *testing.T) {
	src := `
declare void @use(i8*)
define void @a(i32* %p) {
  %x = bitcast i32* %p to i8*
  call void @use(i8* %x)
  ret void
}
define void @b(i64* %q) {
  %y = bitcast i64* %q to i8*
  call void @use(i8* %y)
  ret void
}
`
	got := mergeText(t, src, "a", "b")
	if n := strings.Count(got, "call void @use"); n != 1 {
		t.Errorf("%d calls of @use in the merged function, want 1:\n%s", n, got)
	}
}

// A function without a personality merges with one that has one; two
// different personalities never share a function.
func TestPersonality(t *testing.T) {
	src := `
declare i32 @__gxx_personality_v0(...)
declare i32 @other_personality(...)
declare void @may_throw(i32)
define void @eh(i32 %x) personality i32 (...)* @__gxx_personality_v0 {
  invoke void @may_throw(i32 %x) to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %l
}
define void @plain(i32 %x) {
  call void @may_throw(i32 %x)
  ret void
}
define void @eh2(i32 %x) personality i32 (...)* @other_personality {
  invoke void @may_throw(i32 %x) to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %l
}
`
	got := mergeText(t, src, "plain", "eh")
	if !strings.Contains(got, "personality i32 (...)* @__gxx_personality_v0") {
		t.Errorf("merged function lacks the personality:\n%s", got)
	}
	m, err := asm.ParseString("test.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckPair(find(t, m, "eh"), find(t, m, "eh2")); err == nil {
		t.Error("functions with different personalities pass CheckPair")
	}
}

// Return types: the wider integer; pointers take the first type; an
// integer and a pointer never share a function.
func TestReturnTypes(t *testing.T) {
	src := `
define i32 @narrow(i32 %a) {
  %x = mul i32 %a, 7
  ret i32 %x
}
define i64 @wide(i32 %a) {
  %x = mul i32 %a, 7
  %y = sext i32 %x to i64
  ret i64 %y
}
define i8* @ptr(i8* %p) {
  ret i8* %p
}
`
	got := mergeText(t, src, "narrow", "wide")
	for _, want := range []string{"define internal i64 @merged", "zext i32"} {
		if !strings.Contains(got, want) {
			t.Errorf("merged function lacks %q:\n%s", want, got)
		}
	}
	if RetConv(types.I64, types.I32) != "trunc" || RetConv(types.I32, types.I64) != "zext" || RetConv(types.I8Ptr, types.NewPointer(types.I32)) != "bitcast" {
		t.Error("RetConv picks the wrong casts")
	}
	m, err := asm.ParseString("test.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckPair(find(t, m, "narrow"), find(t, m, "ptr")); err == nil {
		t.Error("an integer and a pointer return type pass CheckPair")
	}
}
