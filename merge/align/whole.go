package align

import (
	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// label stands for the start of block i in a whole-function sequence.
type label struct{ i int }

// wholeFunction aligns the two functions as single sequences (block labels
// included) with Needleman–Wunsch. Matched labels become block pairs; a
// matched instruction pair survives only when its two blocks were paired.
func wholeFunction(s1, s2 *side) *Result {
	a, sa, blkA := flatten(s1)
	b, sb, blkB := flatten(s2)
	entries := nw(a, b, sa, sb)
	partner := make([]int, len(s1.blocks))
	for i := range partner {
		partner[i] = -1
	}
	paired2 := make([]bool, len(s2.blocks))
	for _, e := range entries {
		la, okA := e.A.(label)
		lb, okB := e.B.(label)
		if okA && okB {
			partner[la.i] = lb.i
			paired2[lb.i] = true
		}
	}
	per1 := make([][]Entry, len(s1.blocks))
	per2 := make([][]Entry, len(s2.blocks))
	add := func(e Entry, i, j int) {
		if i >= 0 {
			per1[i] = append(per1[i], e)
		} else if partner1 := findPartner(partner, j); partner1 >= 0 {
			per1[partner1] = append(per1[partner1], e)
		} else {
			per2[j] = append(per2[j], e)
		}
	}
	for _, e := range entries {
		if _, ok := e.A.(label); ok {
			continue
		}
		if _, ok := e.B.(label); ok {
			continue
		}
		i, j := -1, -1
		if e.A != nil {
			i = blkA[e.A]
		}
		if e.B != nil {
			j = blkB[e.B]
		}
		switch {
		case e.A != nil && e.B != nil && partner[i] == j:
			add(e, i, j)
		case e.A != nil && e.B != nil:
			add(Entry{A: e.A}, i, -1)
			add(Entry{B: e.B}, -1, j)
		case e.A != nil:
			add(e, i, -1)
		default:
			add(e, -1, j)
		}
	}
	r := &Result{}
	for i, blk := range s1.blocks {
		p := BlockPair{A: blk, LPA: s1.lps[i], Entries: per1[i]}
		if j := partner[i]; j >= 0 {
			p.B, p.LPB = s2.blocks[j], s2.lps[j]
			p.Entries = termsLast(p.Entries, blk.Term, p.B.Term)
		}
		r.Pairs = append(r.Pairs, p)
	}
	for j, blk := range s2.blocks {
		if !paired2[j] {
			r.Pairs = append(r.Pairs, BlockPair{B: blk, LPB: s2.lps[j], Entries: per2[j]})
		}
	}
	return r
}

func findPartner(partner []int, j int) int {
	for i, p := range partner {
		if p == j {
			return i
		}
	}
	return -1
}

// termsLast moves unmatched terminators of a paired block to the end: code
// generation expects the block's last entries to be its terminators.
func termsLast(es []Entry, ta, tb ir.Terminator) []Entry {
	var body, tail []Entry
	for _, e := range es {
		if (e.A != nil && e.A == interface{}(ta)) || (e.B != nil && e.B == interface{}(tb)) {
			tail = append(tail, e)
		} else {
			body = append(body, e)
		}
	}
	return append(body, tail...)
}

// canonicalOrder lists s's blocks in depth-first preorder from the entry,
// successors in operand order (SalSSA linearizes the same way): the
// sequence then depends on the control flow, not on where the compiler
// happened to lay the blocks out, so two functions with the same CFG but
// blocks in another order still align block for block.
func canonicalOrder(s *side) []int {
	index := make(map[*ir.Block]int, len(s.blocks))
	for i, b := range s.blocks {
		index[b] = i
	}
	seen := make([]bool, len(s.blocks))
	var order []int
	stack := []int{0}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[i] {
			continue
		}
		seen[i] = true
		order = append(order, i)
		succs := opcode.Successors(s.blocks[i].Term)
		for k := len(succs) - 1; k >= 0; k-- {
			if j, ok := index[succs[k]]; ok && !seen[j] {
				stack = append(stack, j)
			}
		}
	}
	return order
}

func flatten(s *side) ([]interface{}, []int, map[interface{}]int) {
	var items []interface{}
	var shapes []int
	blk := map[interface{}]int{}
	for _, i := range canonicalOrder(s) {
		items = append(items, label{i})
		shapes = append(shapes, -2-s.lpID[i]-1) // labels never equal instructions
		if i == 0 {
			shapes[len(shapes)-1] = -1 // entry labels pair with each other only
		}
		for k, it := range s.items[i] {
			items = append(items, it)
			shapes = append(shapes, s.shapes[i][k])
			blk[it] = i
		}
	}
	return items, shapes, blk
}

// fixInvokes splits matched invokes whose unwind destinations are not paired
// with each other: a merged invoke has one unwind destination, and a landing
// pad cannot be reached through a dispatch block.
func fixInvokes(r *Result) {
	pairOf := map[*ir.Block]*ir.Block{}
	for _, p := range r.Pairs {
		if p.A != nil && p.B != nil {
			pairOf[p.A] = p.B
		}
	}
	for k := range r.Pairs {
		es := r.Pairs[k].Entries
		var out []Entry
		for _, e := range es {
			ia, okA := e.A.(*ir.TermInvoke)
			ib, okB := e.B.(*ir.TermInvoke)
			if okA && okB && pairOf[ia.ExceptionRetTarget.(*ir.Block)] != ib.ExceptionRetTarget.(*ir.Block) {
				out = append(out, Entry{A: e.A}, Entry{B: e.B})
				continue
			}
			out = append(out, e)
		}
		r.Pairs[k].Entries = out
	}
}
