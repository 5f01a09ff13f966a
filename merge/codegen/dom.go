package codegen

// Dominators of the merged CFG, so that SSA repair can stop walking back as
// soon as it reaches a block the definition dominates: the value is simply
// available there. Without this shortcut every use far from its definition
// walks (and places phis over) the whole region between them, which is
// quadratic on large functions.

// domInfo numbers the dominator tree so that dominance is two comparisons.
type domInfo struct {
	in, out []int // preorder entry/exit numbers per block id; -1: unreachable
}

// computeDoms runs the Cooper–Harvey–Kennedy iterative algorithm over the
// blocks reachable from the entry.
func (b *builder) computeDoms() {
	n := len(b.blocks)
	succs := make([][]int, n)
	for _, blk := range b.blocks {
		for _, e := range blk.preds {
			succs[e.from.id] = append(succs[e.from.id], blk.id)
		}
	}
	order := make([]int, 0, n) // postorder
	num := make([]int, n)      // postorder number, -1 unvisited
	for i := range num {
		num[i] = -1
	}
	seen := make([]bool, n)
	type frame struct{ id, next int }
	stack := []frame{{b.entry.id, 0}}
	seen[b.entry.id] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(succs[top.id]) {
			s := succs[top.id][top.next]
			top.next++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		num[top.id] = len(order)
		order = append(order, top.id)
		stack = stack[:len(stack)-1]
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[b.entry.id] = b.entry.id
	intersect := func(x, y int) int {
		for x != y {
			for num[x] < num[y] {
				x = idom[x]
			}
			for num[y] < num[x] {
				y = idom[y]
			}
		}
		return x
	}
	for changed := true; changed; {
		changed = false
		for i := len(order) - 1; i >= 0; i-- {
			id := order[i]
			if id == b.entry.id {
				continue
			}
			nd := -1
			for _, e := range b.blocks[id].preds {
				p := e.from.id
				if idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != idom[id] {
				idom[id], changed = nd, true
			}
		}
	}
	kids := make([][]int, n)
	for id, d := range idom {
		if d >= 0 && id != b.entry.id {
			kids[d] = append(kids[d], id)
		}
	}
	di := &domInfo{in: make([]int, n), out: make([]int, n)}
	for i := range di.in {
		di.in[i], di.out[i] = -1, -1
	}
	clock := 0
	type dframe struct{ id, next int }
	ds := []dframe{{b.entry.id, 0}}
	di.in[b.entry.id] = clock
	clock++
	for len(ds) > 0 {
		top := &ds[len(ds)-1]
		if top.next < len(kids[top.id]) {
			k := kids[top.id][top.next]
			top.next++
			di.in[k] = clock
			clock++
			ds = append(ds, dframe{k, 0})
			continue
		}
		di.out[top.id] = clock
		clock++
		ds = ds[:len(ds)-1]
	}
	b.dom = di
}

// dominates reports whether block a dominates block c (both reachable).
func (b *builder) dominates(a, c *block) bool {
	d := b.dom
	if d == nil || d.in[a.id] < 0 || d.in[c.id] < 0 {
		return false
	}
	return d.in[a.id] <= d.in[c.id] && d.out[c.id] <= d.out[a.id]
}
