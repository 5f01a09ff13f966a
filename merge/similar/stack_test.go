package similar

import (
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// TestSCCs: components of a graph with a cycle 0→1→2→0, a node 3 with a
// self-loop (a component of its own: onCycle tells it by the loop),
// a chain 4→5 and a cycle reached from it 5→6→5.
func TestSCCs(t *testing.T) {
	edges := [][]int{{1}, {2}, {0, 3}, {3}, {5}, {6}, {5}}
	c := sccs(edges)
	same := func(a, b int) bool { return c[a] == c[b] }
	switch {
	case !same(0, 1) || !same(1, 2):
		t.Errorf("0, 1, 2 apart: %v", c)
	case same(2, 3) || same(3, 4) || same(4, 5):
		t.Errorf("3, 4 or 5 joined wrongly: %v", c)
	case !same(5, 6):
		t.Errorf("5, 6 apart: %v", c)
	}
}

// TestOnCycle: a function calling itself is on a cycle, one calling
// another that does not call back is not; through a pointer, a call
// reaches the address-taken functions of its type only.
func TestOnCycle(t *testing.T) {
	m, err := irmod.Parse("c.ll", []byte(`@tbl = global [2 x i32 (i32)*] [i32 (i32)* @a, i32 (i32)* @b]
@other = global i64 (i64)* @c

define i32 @self(i32 %x) {
  %r = tail call i32 @self(i32 %x)
  ret i32 %r
}

define i32 @leaf(i32 %x) {
  %r = call i32 @self(i32 %x)
  ret i32 %r
}

define i32 @a(i32 %x) {
  %p = getelementptr [2 x i32 (i32)*], [2 x i32 (i32)*]* @tbl, i64 0, i64 1
  %f = load i32 (i32)*, i32 (i32)** %p
  %r = tail call i32 %f(i32 %x)
  ret i32 %r
}

define i32 @b(i32 %x) {
  ret i32 %x
}

define i64 @c(i64 %x) {
  %r = call i32 @a(i32 0)
  ret i64 %x
}
`))
	if err != nil {
		t.Fatal(err)
	}
	mf := scanModule(m)
	for name, want := range map[string]bool{"self": true, "leaf": false, "a": true, "b": false, "c": false} {
		if mf.onCycle[name] != want {
			t.Errorf("%s on a cycle: %v, want %v", name, mf.onCycle[name], want)
		}
	}
	if !mf.onTailCycle["self"] || !mf.onTailCycle["a"] {
		t.Errorf("tail cycles: %v, want self and a", mf.onTailCycle)
	}
}
