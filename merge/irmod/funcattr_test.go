package irmod

import (
	"strings"
	"testing"
)

// TestDropFuncAttr: the word goes from the header or, through a new
// group, from the attribute group the function names; other functions
// keep the group, a second drop through the same group reuses the new
// one, a string attribute holding the word is left alone,
// and the output verifies as LLVM text.
func TestDropFuncAttr(t *testing.T) {
	src := `define void @a() #0 {
  ret void
}

define void @b() #0 {
  ret void
}

define void @c() #0 {
  ret void
}

define void @d() noinline norecurse "x"="norecurse" {
  ret void
}

attributes #0 = { noinline norecurse "norecurse" nounwind }
attributes #7 = { cold }
`
	requireOpt(t)
	m := mustParse(t, "t.ll", src)
	for _, name := range []string{"a", "c", "d"} {
		if !m.DropFuncAttr(m.Func(name), "norecurse") {
			t.Fatalf("DropFuncAttr(%s) = false", name)
		}
	}
	out := string(m.Render())
	for _, want := range []string{
		"define void @a() #8 {",
		"define void @b() #0 {",
		"define void @c() #8 {",
		`define void @d() noinline "x"="norecurse" {`,
		`attributes #8 = { noinline "norecurse" nounwind }`,
		`attributes #0 = { noinline norecurse "norecurse" nounwind }`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "attributes #8"); n != 1 {
		t.Errorf("group #8 written %d times, want once", n)
	}
	if err := requireOpt(t).Verify([]byte(out)); err != nil {
		t.Fatalf("does not verify: %v\n%s", err, out)
	}
}
