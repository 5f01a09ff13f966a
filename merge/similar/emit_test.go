package similar

import (
	"testing"

	"github.com/fmerge/rules_fmerge/merge/codegen"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/llir/llvm/ir/types"
)

// In a final merged function's text, the calls of originals that
// disappear become calls of the final function with mapped arguments; an
// original also named other than as a callee keeps every mention (its
// thunk stays), and so does one that is not removed.
func TestRewriteMergedCalls(t *testing.T) {
	m, err := irmod.Parse("r.ll", []byte(`define i32 @a(i32 %x) {
  ret i32 %x
}

define i32 @b(i32 %x) {
  ret i32 %x
}

define i32 @c(i32 %x) {
  ret i32 %x
}

define i32 @d(i32 %x) {
  ret i32 %x
}
`))
	if err != nil {
		t.Fatal(err)
	}
	mg := &codegen.Merged{Name: "m", Params: []types.Type{types.I32, types.I1}, ParamAttrs: []string{"", ""}, ParamMap: [2][]int{{0}, {0}}}
	index := func(name string) int {
		for i, f := range m.Funcs {
			if f.Name == name {
				return i
			}
		}
		t.Fatalf("no %s", name)
		return -1
	}
	route := func(name string, side int, remove bool) Route {
		return Route{Orig: index(name), Hops: []Hop{{Merged: mg, Side: side}}, Remove: remove}
	}
	routes := []Route{route("a", 0, true), route("b", 1, true), route("c", 0, true), route("d", 1, false)}
	text := `define i32 @m(i32 %x, i1 %id) {
  %r = call i32 @a(i32 %x)
  %s = call i32 @b(i32 %r)
  %t = call i32 @a(i32 %s)
  %u = call i32 @c(i32 %t)
  store i32 (i32)* @c, i32 (i32)** @slot
  %v = call i32 @d(i32 %u)
  ret i32 %v
}
`
	want := `define i32 @m(i32 %x, i1 %id) {
  %r = call i32 @m(i32 %x, i1 false)
  %s = call i32 @m(i32 %r, i1 true)
  %t = call i32 @m(i32 %s, i1 false)
  %u = call i32 @c(i32 %t)
  store i32 (i32)* @c, i32 (i32)** @slot
  %v = call i32 @d(i32 %u)
  ret i32 %v
}
`
	if got := rewriteMergedCalls(m, routes, text); got != want {
		t.Errorf("rewriteMergedCalls:\n%s\nwant:\n%s", got, want)
	}
}
