package similar

import (
	"testing"

	"github.com/fmerge/rules_fmerge/merge/codegen"
)

// TestLetGoKeepsWhatALaterRoundTakes: a later round works on next alone
// and takes again the proposals of its nodes' pairs, so those keep their
// merged code; every other proposal's code is let go.
func TestLetGoKeepsWhatALaterRoundTakes(t *testing.T) {
	a, b, c, d := &node{name: "a"}, &node{name: "b"}, &node{name: "c"}, &node{name: "d"}
	mk := func(x, y *node) *proposal { return &proposal{a: x, b: y, mg: &codegen.Merged{Name: x.name + y.name}} }
	ab, cd, bc := mk(a, b), mk(c, d), mk(b, c)
	letGo([]*proposal{ab, cd, bc}, []*node{c})
	if ab.mg != nil {
		t.Errorf("a-b: neither side is in next, but its merged code is kept")
	}
	if cd.mg == nil || bc.mg == nil {
		t.Errorf("a proposal of c, which the next round works on, lost its merged code (c-d kept: %v, b-c kept: %v)", cd.mg != nil, bc.mg != nil)
	}
}
