package similar

import "testing"

// waves never puts two trials sharing a function in one group, keeps each
// group in trial order and places every trial once.
func TestWaves(t *testing.T) {
	n := make([]*node, 5)
	for i := range n {
		n[i] = &node{orig: i}
	}
	ts := []*trial{{a: n[0], b: n[1]}, {a: n[0], b: n[2]}, {a: n[3], b: n[4]}, {a: n[1], b: n[2]}, {a: n[2], b: n[4]}}
	ws := waves(ts)
	placed := map[*trial]bool{}
	for k, w := range ws {
		seen := map[*node]bool{}
		last := -1
		for _, tr := range w {
			if seen[tr.a] || seen[tr.b] {
				t.Errorf("wave %d holds a function twice", k)
			}
			seen[tr.a], seen[tr.b] = true, true
			i := index(ts, tr)
			if i < last {
				t.Errorf("wave %d out of order", k)
			}
			last = i
			placed[tr] = true
		}
	}
	if len(placed) != len(ts) {
		t.Errorf("%d of %d trials placed", len(placed), len(ts))
	}
	// First fit: {01, 34}, {02}, {12}, {24}.
	if len(ws) != 4 || len(ws[0]) != 2 {
		t.Errorf("waves %v, want sizes 2, 1, 1, 1", len(ws))
	}
}

func index(ts []*trial, x *trial) int {
	for i, t := range ts {
		if t == x {
			return i
		}
	}
	return -1
}
