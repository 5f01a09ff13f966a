package irmod

import (
	"os/exec"
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
