package codegen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// Side numbers: 0 is code shared by both functions, 1 and 2 the first and
// second function. Arrays indexed by function use k-1.
const shared = 0

// mval is a value of the merged function: an instruction result, a phi, or
// (after trivial-phi removal) a forward to another operand.
type mval struct {
	id  int
	typ types.Type
	fwd *opnd
}

// opnd is an operand of merged code: a merged value, or an original value
// that prints the same in any function (constant, global, inline asm).
type opnd struct {
	m    *mval
	orig value.Value
}

// item is one instruction of merged code before operands are resolved:
// orig[k] is the instruction of function k+1 it stands for (nil if none).
type item struct {
	orig [2]interface{}
	res  *mval
}

type termKind int

const (
	termJump     termKind = iota // br label %to (inside a chain)
	termDispatch                 // br i1 %fid, label %side2, label %side1
	termOrig                     // a terminator of the original(s)
)

// edge is a CFG edge of the merged function. side says which function's
// executions may take it; orig[k] is the original block of function k+1 the
// edge leaves (for phis of the original), nil if it is not an original edge.
type edge struct {
	from, to *block
	side     int
	orig     [2]*ir.Block
	unwind   bool
}

type block struct {
	id    int
	side  int
	preds []*edge
	// origPhis are phis of the originals placed at the top of this block.
	origPhis []origPhi
	ssaPhis  []*ssaPhi
	lp       *ir.InstLandingPad // the (shared) landingpad, if any
	lpVal    *mval
	items    []*item
	term     termKind
	termItem *item
	targets  []*block // successor per slot
	code     []string // printed instructions, filled in phase 2
}

type origPhi struct {
	phi    *ir.InstPhi
	k      int // 1 or 2
	res    *mval
	incs   []opnd // per merged predecessor edge
	merged bool   // folded into a phi of the first function (matchPhis)
}

type ssaPhi struct {
	res  *mval
	incs []opnd
	dead bool
}

// defSite says where a value of an original is defined in merged code.
type defSite struct {
	blk    *block
	pos    int // index in blk.items; -1 for phis/landingpad at the top
	val    *mval
	invoke bool // defined by the block's terminator (an invoke)
	// owner is the function (1 or 2) whose code alone defines and uses the
	// value, 0 for a matched instruction's value, which both use.
	owner int
}

// ownerOf is the owner of a value defined by an entry with the given sides.
func ownerOf(a, b bool) int {
	switch {
	case a && b:
		return shared
	case a:
		return 1
	}
	return 2
}

type builder struct {
	f         [2]*ir.Func
	al        *align.Result
	params    []*param
	pmap      [2][]int
	ret       types.Type
	blocks    []*block
	entry     *block
	entryOf   [2]map[*ir.Block]*block
	defs      map[value.Value]*defSite
	fixed     map[value.Value]*mval // params and hoisted allocas: dominate everything
	paramOf   map[value.Value]int
	memo      map[memoKey]opnd
	nextVal   int
	ops       []opcode.Key // instructions of emitted code, for the cost model
	termBlock [2]map[ir.Terminator]*ir.Block
	dom       *domInfo // dominator tree of the merged CFG (after buildCFG)
	// livePhis counts SSA-repair phis alive; above phiBudget the merge is
	// abandoned (overBudget). Badly aligned pairs of large functions can
	// otherwise need a phi per value per join block (hundreds of
	// thousands), a merge that could never pay off.
	livePhis, phiBudget int
	overBudget          bool
	markers             markerFacts // what the originals' lifetime markers say (lifetime.go)
	// sharedSlot holds the entry allocas that share a merged slot with one
	// of the other function (hoistAllocas).
	sharedSlot map[*ir.InstAlloca]bool
	// frame and ownFrames are the bytes of static slots of the merged
	// entry and of each original's (frameSizes).
	frame     uint64
	ownFrames [2]uint64
}

type memoKey struct {
	v value.Value
	b *block
}

func (b *builder) newBlock(side int) *block {
	blk := &block{id: len(b.blocks), side: side}
	b.blocks = append(b.blocks, blk)
	return blk
}

func (b *builder) newVal(t types.Type) *mval {
	b.nextVal++
	return &mval{id: b.nextVal, typ: t}
}

func (b *builder) link(from, to *block, side int, orig [2]*ir.Block, unwind bool) {
	if from.side != shared {
		side = from.side
	}
	to.preds = append(to.preds, &edge{from: from, to: to, side: side, orig: orig, unwind: unwind})
}

// jump ends from with an unconditional branch inside a chain.
func (b *builder) jump(from, to *block) {
	from.term, from.targets = termJump, []*block{to}
	b.link(from, to, from.side, [2]*ir.Block{}, false)
}

// buildCFG is phase 1: blocks, items and edges of the merged function.
func (b *builder) buildCFG() error {
	b.entry = b.newBlock(shared)
	b.hoistAllocas()
	for k := 0; k < 2; k++ {
		b.entryOf[k] = map[*ir.Block]*block{}
	}
	for _, p := range b.al.Pairs {
		side := shared
		if p.B == nil {
			side = 1
		} else if p.A == nil {
			side = 2
		}
		blk := b.newBlock(side)
		if p.A != nil {
			b.entryOf[0][p.A] = blk
		}
		if p.B != nil {
			b.entryOf[1][p.B] = blk
		}
	}
	// The merged entry dispatches to the two original entry blocks.
	e1, e2 := b.entryOf[0][b.f[0].Blocks[0]], b.entryOf[1][b.f[1].Blocks[0]]
	if e1 == e2 {
		b.jump(b.entry, e1)
	} else {
		b.entry.term, b.entry.targets = termDispatch, []*block{e2, e1}
		b.link(b.entry, e2, 2, [2]*ir.Block{}, false)
		b.link(b.entry, e1, 1, [2]*ir.Block{}, false)
	}
	for _, p := range b.al.Pairs {
		if err := b.fillPair(p); err != nil {
			return err
		}
	}
	return nil
}

// hoistAllocas puts the static allocas of both entry blocks into the merged
// entry block, sharing allocas of the same shape: first those whose
// lifetime markers alignment matched, then in order. Two allocas share a
// slot only when both are marked or both unmarked: llc trusts a slot's
// markers on every path, so a slot one side marks and the other uses
// unmarked could be given to another slot while still in use.
func (b *builder) hoistAllocas() {
	b.readMarkers()
	b.sharedSlot = map[*ir.InstAlloca]bool{}
	a1, a2 := align.StaticAllocas(b.f[0]), align.StaticAllocas(b.f[1])
	c := align.NewCache()
	used := make([]bool, len(a2))
	pick := make([]*ir.InstAlloca, len(a1))
	hint := b.markerPairs()
	for i, x := range a1 {
		for j, y := range a2 {
			if !used[j] && hint[x] == y && c.Shape(x) == c.Shape(y) {
				used[j], pick[i] = true, y
				break
			}
		}
	}
	for i, x := range a1 {
		if pick[i] != nil {
			continue
		}
		for j, y := range a2 {
			if !used[j] && b.markers.marked[0][x] == b.markers.marked[1][y] && c.Shape(x) == c.Shape(y) {
				used[j], pick[i] = true, y
				break
			}
		}
	}
	b.frame, b.ownFrames = frameSizes(b.f[0], a1, a2, used)
	for i, x := range a1 {
		b.addAlloca(x, pick[i])
		if pick[i] != nil {
			b.sharedSlot[x], b.sharedSlot[pick[i]] = true, true
		}
	}
	for j, y := range a2 {
		if !used[j] {
			b.addAlloca(nil, y)
		}
	}
}

// addAlloca adds one slot of the merged entry block for the alloca x of
// the first function and y of the second (either may be nil).
func (b *builder) addAlloca(x, y *ir.InstAlloca) {
	first := x
	if first == nil {
		first = y
	}
	it := &item{res: b.newVal(first.Type())}
	if x != nil {
		it.orig[0] = x
		b.fixed[x] = it.res
	}
	if y != nil {
		it.orig[1] = y
		b.fixed[y] = it.res
	}
	b.entry.items = append(b.entry.items, it)
}

// fillPair lays out one block pair as a chain of shared and per-function
// blocks (see package doc) and records where each original value is defined.
func (b *builder) fillPair(p align.BlockPair) error {
	var head *block
	if p.A != nil {
		head = b.entryOf[0][p.A]
	} else {
		head = b.entryOf[1][p.B]
	}
	for k, ob := range [2]*ir.Block{p.A, p.B} {
		if ob == nil {
			continue
		}
		for _, inst := range ob.Insts {
			if phi, ok := inst.(*ir.InstPhi); ok {
				v := b.newVal(phi.Type())
				head.origPhis = append(head.origPhis, origPhi{phi: phi, k: k + 1, res: v})
				b.defs[phi] = &defSite{blk: head, pos: -1, val: v, owner: k + 1}
			}
		}
	}
	if lp := firstNonNil(p.LPA, p.LPB); lp != nil {
		head.lp = lp
		head.lpVal = b.newVal(lp.Type())
		for _, x := range []*ir.InstLandingPad{p.LPA, p.LPB} {
			if x != nil {
				b.defs[x] = &defSite{blk: head, pos: -1, val: head.lpVal, owner: ownerOf(p.LPA != nil, p.LPB != nil)}
			}
		}
	}
	cur := [2]*block{head, head}
	join := func() {
		if cur[0] != cur[1] {
			s := b.newBlock(shared)
			b.jump(cur[0], s)
			b.jump(cur[1], s)
			cur = [2]*block{s, s}
		}
	}
	diverge := func() {
		if cur[0] == cur[1] && cur[0].side == shared {
			n1, n2 := b.newBlock(1), b.newBlock(2)
			d := cur[0]
			d.term, d.targets = termDispatch, []*block{n2, n1}
			b.link(d, n2, 2, [2]*ir.Block{}, false)
			b.link(d, n1, 1, [2]*ir.Block{}, false)
			cur = [2]*block{n1, n2}
		}
	}
	for _, e := range b.splitUnsafePaths(p.Entries) {
		it := &item{orig: [2]interface{}{e.A, e.B}}
		var blk *block
		if e.A != nil && e.B != nil {
			join()
			blk = cur[0]
		} else if cur[0] == cur[1] && b.canHoist(firstNonNil(e.A, e.B), cur[0]) {
			blk = cur[0] // see speculate.go
		} else {
			diverge()
			if e.A != nil {
				blk = cur[0]
			} else {
				blk = cur[1]
			}
		}
		rep := firstNonNil(e.A, e.B)
		if t, ok := rep.(ir.Terminator); ok {
			if err := b.setTerm(blk, it, t, e); err != nil {
				return err
			}
			continue
		}
		if v, ok := rep.(value.Value); ok && !isVoid(v.Type()) {
			it.res = b.newVal(v.Type())
			for _, o := range []interface{}{e.A, e.B} {
				if o != nil {
					b.defs[o.(value.Value)] = &defSite{blk: blk, pos: len(blk.items), val: it.res, owner: ownerOf(e.A != nil, e.B != nil)}
				}
			}
		}
		blk.items = append(blk.items, it)
	}
	return nil
}

func firstNonNil[T comparable](a, b T) T {
	var zero T
	if a != zero {
		return a
	}
	return b
}

// setTerm makes an original terminator (or a matched pair) the terminator
// of blk and links the successors. Where the two functions branch to
// different merged blocks from a shared terminator, a dispatch block on the
// identifier picks the right one.
func (b *builder) setTerm(blk *block, it *item, t ir.Terminator, e align.Entry) error {
	blk.term, blk.termItem = termOrig, it
	if inv, ok := t.(*ir.TermInvoke); ok && !isVoid(inv.Type()) {
		it.res = b.newVal(inv.Type())
		for _, o := range []interface{}{e.A, e.B} {
			if o != nil {
				b.defs[o.(value.Value)] = &defSite{blk: blk, pos: len(blk.items), val: it.res, invoke: true,
					owner: ownerOf(e.A != nil, e.B != nil)}
			}
		}
	}
	var succ [2][]*ir.Block
	var from [2]*ir.Block
	for k, o := range []interface{}{e.A, e.B} {
		if o != nil {
			succ[k] = opcode.Successors(o.(ir.Terminator))
			from[k] = b.origBlockOf(k, o.(ir.Terminator))
		}
	}
	n := len(succ[0])
	if e.A == nil {
		n = len(succ[1])
	}
	_, isInvoke := t.(*ir.TermInvoke)
	for s := 0; s < n; s++ {
		unwind := isInvoke && s == 1
		var tgt [2]*block
		for k := 0; k < 2; k++ {
			if succ[k] != nil {
				tgt[k] = b.entryOf[k][succ[k][s]]
			}
		}
		switch {
		case e.A == nil || e.B == nil || tgt[0] == tgt[1]:
			to := firstNonNil(tgt[0], tgt[1])
			blk.targets = append(blk.targets, to)
			side := shared
			if e.A == nil {
				side = 2
			} else if e.B == nil {
				side = 1
			}
			b.link(blk, to, side, [2]*ir.Block{pick(from[0], succ[0] != nil), pick(from[1], succ[1] != nil)}, unwind)
		case unwind:
			return fmt.Errorf("matched invokes unwind to different blocks")
		default:
			d := b.newBlock(shared)
			blk.targets = append(blk.targets, d)
			b.link(blk, d, shared, [2]*ir.Block{}, false)
			d.term, d.targets = termDispatch, []*block{tgt[1], tgt[0]}
			b.link(d, tgt[1], 2, [2]*ir.Block{nil, from[1]}, false)
			b.link(d, tgt[0], 1, [2]*ir.Block{from[0], nil}, false)
		}
	}
	return nil
}

func pick(b *ir.Block, ok bool) *ir.Block {
	if ok {
		return b
	}
	return nil
}

// origBlockOf finds the block of function k whose terminator is t.
func (b *builder) origBlockOf(k int, t ir.Terminator) *ir.Block {
	if b.termBlock[k] == nil {
		b.termBlock[k] = map[ir.Terminator]*ir.Block{}
		for _, blk := range b.f[k].Blocks {
			b.termBlock[k][blk.Term] = blk
		}
	}
	return b.termBlock[k][t]
}
