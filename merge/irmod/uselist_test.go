package irmod

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// useListSrc orders uses with directives: @b's two calls (module level),
// and %x's uses in @a and @user (in their bodies).
const useListSrc = `define i32 @a(i32 %x) {
  %y = add i32 %x, 1
  %z = mul i32 %x, %y
  ret i32 %z
  uselistorder i32 %x, { 1, 0 }
}

define i32 @b(i32 %x) {
  %y = add i32 %x, 1
  %z = mul i32 %x, %y
  ret i32 %z
}

define i32 @user(i32 %x) {
  %r = call i32 @b(i32 %x)
  %s = call i32 @b(i32 %x)
  %t = add i32 %r, %s
  ret i32 %t
  uselistorder i32 %x, { 1, 0 }
}

; uselistorder directives
uselistorder i32 (i32)* @b, { 1, 0 }
`

// An edited module keeps the use-list order directives no edit could make
// wrong and drops the others (uselist.go); LLVM then accepts it. Unedited,
// the text is the input's.
func TestUseListDirectivesStayValid(t *testing.T) {
	m := mustParse(t, "u.ll", useListSrc)
	if got := string(m.Render()); got != useListSrc {
		t.Fatalf("unedited module rendered differently:\n%s", got)
	}
	for _, i := range m.Uses("b") {
		m.RedirectRef(m.Refs[i], "@a")
	}
	m.DeleteFunc(m.Func("b"))
	got := string(m.Render())
	if strings.Contains(got, "uselistorder i32 (i32)* @b") {
		t.Errorf("the module-level directive on @b survived an edit:\n%s", got)
	}
	if strings.Count(got, "  uselistorder i32 %x, { 1, 0 }") != 2 {
		t.Errorf("a body's own directives must stay where only references were renamed:\n%s", got)
	}
	verify(t, got)
	verify(t, string(m.RenderForCheck()))

	// A rewritten call rebuilds its arguments: its body's directives go.
	m = mustParse(t, "u.ll", useListSrc)
	for _, i := range m.Uses("b") {
		r := m.Refs[i]
		close := strings.IndexByte(string(m.Text[r.End:]), ')') + r.End
		m.RedirectCall(GlobalRef{Start: r.Start, End: close + 1}, "@a(i32 %x)")
	}
	got = string(m.Render())
	if strings.Count(got, "uselistorder i32") != 1 || !strings.Contains(got, "ret i32 %z\n  uselistorder i32 %x, { 1, 0 }\n}") {
		t.Errorf("want only @a's directive left:\n%s", got)
	}
	verify(t, got)
}

func verify(t *testing.T, text string) {
	t.Helper()
	if _, err := exec.LookPath(DefaultTools().Opt); err != nil {
		return
	}
	if err := (Tools{}).Verify([]byte(text)); err != nil {
		t.Errorf("LLVM rejects the edited module: %v\n%s", err, text)
	}
}

// misorderedSrc is what LLVM 14's writer gave fmt's args-test, in small: a
// module-level directive listing more uses of a constant (i32 7, three
// indexes) than reading the text makes (two), beside directives that are
// right.
const misorderedSrc = `@g = global i32 0

define i32 @f(i32 %x) {
  %a = load i32, i32* @g
  %b = add i32 %a, 7
  %c = add i32 %b, 7
  %d = add i32 %c, 5
  %e = add i32 %d, 5
  ret i32 %e
}

define i32 @h(i32 %x) {
  %r = call i32 @f(i32 %x)
  %s = call i32 @f(i32 %r)
  ret i32 %s
}

; uselistorder directives
uselistorder i32 7, { 1, 0, 2 }
uselistorder i32 5, { 1, 0 }
uselistorder i32 (i32)* @f, { 1, 0 }
`

// LoadLTO keeps opt's use-list order directives, but drops, one at a time,
// those LLVM cannot read back (readableUseLists), so that every LLVM tool
// reads the module it loaded: here the directive on i32 7 goes and the two
// right ones stay. Without them, an output with no edits, and the report's
// measure of the unmerged program, failed in llc.
func TestLTOUseListsReadBack(t *testing.T) {
	tools := DefaultTools()
	if _, err := exec.LookPath(tools.LLVMAs); err != nil {
		t.Skip("llvm-as not installed")
	}
	if _, err := run([]byte(misorderedSrc), tools.LLVMAs, "-disable-output", "-"); err == nil || !strings.Contains(err.Error(), "wrong number of indexes") {
		t.Fatalf("the test module should be unreadable to LLVM: %v", err)
	}
	// A stand-in for opt, writing the module as LLVM 14 wrote fmt's (to
	// the file after -o).
	dir := t.TempDir()
	src := filepath.Join(dir, "opt-output.ll")
	fakeOpt := filepath.Join(dir, "opt")
	in := filepath.Join(dir, "in.ll")
	for path, text := range map[string]string{src: misorderedSrc, fakeOpt: "#!/bin/sh\nwhile [ \"$1\" != -o ]; do shift; done\ncat " + src + " >\"$2\"\n", in: misorderedSrc} {
		if err := os.WriteFile(path, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	tools.Opt = fakeOpt
	m, err := LoadLTO([]string{in}, "O2", tools, ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := string(m.Render())
	if m.UseListsDropped != 1 || strings.Contains(got, "uselistorder i32 7") ||
		!strings.Contains(got, "uselistorder i32 5, { 1, 0 }") || !strings.Contains(got, "uselistorder i32 (i32)* @f, { 1, 0 }") {
		t.Errorf("dropped %d directives, want the one on i32 7:\n%s", m.UseListsDropped, got)
	}
	if _, err := run([]byte(got), tools.LLVMAs, "-disable-output", "-"); err != nil {
		t.Errorf("LLVM cannot read the loaded module: %v", err)
	}
}

// Past maxUseListDrops bad directives, the module-level ones go at once.
func TestUseListsDroppedAtOnce(t *testing.T) {
	tools := DefaultTools()
	if _, err := exec.LookPath(tools.LLVMAs); err != nil {
		t.Skip("llvm-as not installed")
	}
	var b strings.Builder
	b.WriteString("define i32 @f(i32 %x) {\n")
	for i := 0; i <= maxUseListDrops+1; i++ {
		fmt.Fprintf(&b, "  %%a%d = add i32 %%x, %d\n  %%b%d = add i32 %%a%d, %d\n", i, 100+i, i, i, 100+i)
	}
	b.WriteString("  ret i32 %x\n}\n\n")
	for i := 0; i <= maxUseListDrops+1; i++ {
		fmt.Fprintf(&b, "uselistorder i32 %d, { 1, 0, 2 }\n", 100+i)
	}
	text, dropped := readableUseLists([]byte(b.String()), tools)
	if dropped != maxUseListDrops+2 || bytes.Contains(text, []byte("uselistorder")) {
		t.Errorf("dropped %d of %d bad directives:\n%s", dropped, maxUseListDrops+2, text)
	}
	if _, err := run(text, tools.LLVMAs, "-disable-output", "-"); err != nil {
		t.Errorf("LLVM cannot read the result: %v", err)
	}
}
