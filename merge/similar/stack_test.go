package similar

import "testing"

// TestSCCs: components of a graph with a cycle 0→1→2→0, a self-loop on 3,
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
	if !selfLoop(edges[3], 3) || selfLoop(edges[4], 4) {
		t.Errorf("selfLoop wrong")
	}
}
