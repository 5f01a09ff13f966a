package codegen

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// SSA repair. Every value of the originals is defined exactly once in the
// merged function (a matched instruction defines one value for both), but
// its definition no longer dominates its uses: shared blocks are reached by
// executions of both functions. Reading a value therefore walks the merged
// CFG backwards from the use (Braun et al., "Simple and Efficient
// Construction of SSA Form", with all blocks sealed), placing phis at joins
// and `undef` where the path comes from the entry without the definition,
// which only happens on paths of the other function, where the value is
// never used.

// resolve follows forwards left by removed trivial phis.
func resolve(o opnd) opnd {
	for o.m != nil && o.m.fwd != nil {
		o = *o.m.fwd
	}
	return o
}

func sameOpnd(a, b opnd) bool {
	a, b = resolve(a), resolve(b)
	if a.m != nil || b.m != nil {
		return a.m == b.m
	}
	return samePrinted(a.orig, b.orig)
}

// samePrinted reports whether x and y print alike (x.String() ==
// y.String()), without printing them when the answer is plain: the same
// object, two globals (a global prints as its type and identifier, and its
// identifier decides its type), two integers. Printing every operand
// compared cost a sixth of code generation on yaml-cpp.
func samePrinted(x, y value.Value) bool {
	if x == y {
		return true
	}
	if gx, ok := globalIdent(x); ok {
		if gy, ok := globalIdent(y); ok {
			// An identifier is one global of one type in a module,
			// whichever reading (shard, scratch module) an object comes
			// from.
			return gx == gy
		}
	}
	if ix, ok := x.(*constant.Int); ok {
		if iy, ok := y.(*constant.Int); ok {
			return ix.Typ.BitSize == iy.Typ.BitSize && ix.X.Cmp(iy.X) == 0
		}
	}
	return x.String() == y.String()
}

// globalIdent is the identifier of a global value (function, variable,
// alias, ifunc): its name, or its number when unnamed (@0 and @"0" are
// two globals, which Name() would not tell apart).
func globalIdent(v value.Value) (ir.GlobalIdent, bool) {
	switch g := v.(type) {
	case *ir.Func:
		return g.GlobalIdent, true
	case *ir.Global:
		return g.GlobalIdent, true
	case *ir.Alias:
		return g.GlobalIdent, true
	case *ir.IFunc:
		return g.GlobalIdent, true
	}
	return ir.GlobalIdent{}, false
}

func undef(t types.Type) opnd { return opnd{orig: constant.NewUndef(t)} }

// operand maps an operand of function k (0 or 1) used in blk before item
// position pos (len(items) for the terminator).
func (b *builder) operand(k int, v value.Value, blk *block, pos int) (opnd, error) {
	if m, ok := b.fixed[v]; ok {
		return opnd{m: m}, nil
	}
	if i, ok := b.paramOf[v]; ok {
		return opnd{orig: &paramRef{typ: v.Type(), idx: i}}, nil
	}
	switch v.(type) {
	case ir.Instruction, *ir.TermInvoke:
	default:
		return opnd{orig: v}, nil // constant, global, inline asm, metadata
	}
	d, ok := b.defs[v]
	if !ok {
		return opnd{}, fmt.Errorf("operand %s of function %d has no definition in reachable code", v.Ident(), k+1)
	}
	if d.blk == blk && d.pos < pos && !d.invoke {
		return opnd{m: d.val}, nil
	}
	return b.readEntry(v, d, blk), nil
}

// readEntry is the value of v on entry to blk.
func (b *builder) readEntry(v value.Value, d *defSite, blk *block) opnd {
	if b.available(d, blk) {
		return opnd{m: d.val}
	}
	key := memoKey{v, blk}
	if o, ok := b.memo[key]; ok {
		return o
	}
	var out opnd
	switch n := len(blk.preds); {
	case n == 0:
		out = undef(v.Type())
	case n == 1:
		out = b.readEdge(v, d, blk.preds[0])
	case b.livePhis >= b.phiBudget:
		// Over budget: the pair is being abandoned (Merge fails); stop
		// walking.
		b.overBudget = true
		out = undef(v.Type())
	default:
		b.livePhis++
		phi := &ssaPhi{res: b.newVal(v.Type())}
		blk.ssaPhis = append(blk.ssaPhis, phi)
		b.memo[key] = opnd{m: phi.res}
		for _, e := range blk.preds {
			phi.incs = append(phi.incs, b.readEdge(v, d, e))
		}
		out = removeTrivial(phi)
		if phi.dead {
			b.livePhis--
		}
	}
	b.memo[key] = out
	return out
}

// available reports whether every path to the start of blk passes the
// definition, so the value needs no phi there. An invoke result exists only
// along its normal edge: it is available in the blocks its normal successor
// dominates, provided that successor is reached from the invoke alone (in
// the merged CFG a successor that differs between the functions sits behind
// a dispatch block, which has a single predecessor).
func (b *builder) available(d *defSite, blk *block) bool {
	if !d.invoke {
		return blk != d.blk && b.dominates(d.blk, blk)
	}
	if len(d.blk.targets) == 0 {
		return false
	}
	normal := d.blk.targets[0]
	return len(normal.preds) == 1 && normal.preds[0].from == d.blk && b.dominates(normal, blk)
}

// readEdge is the value of v at the end of e.from, as seen along e. An
// invoke's result does not exist on its unwind edge, a value of one
// function not on the other function's edges.
func (b *builder) readEdge(v value.Value, d *defSite, e *edge) opnd {
	if d.owner != shared && e.side != shared && e.side != d.owner {
		// Only the other function's executions take e, and they never use
		// this value: no need to carry it along (a walk would place phis
		// throughout the other function's code).
		return undef(v.Type())
	}
	if d.blk == e.from {
		if d.invoke && e.unwind {
			return undef(v.Type())
		}
		return opnd{m: d.val}
	}
	return b.readEntry(v, d, e.from)
}

// removeTrivial replaces a phi whose operands are all one value (or itself)
// by that value.
func removeTrivial(phi *ssaPhi) opnd {
	var same *opnd
	for i := range phi.incs {
		o := resolve(phi.incs[i])
		if o.m == phi.res || (same != nil && sameOpnd(*same, o)) {
			continue
		}
		if same != nil {
			return opnd{m: phi.res}
		}
		same = &o
	}
	if same == nil {
		u := undef(phi.res.typ)
		same = &u
	}
	phi.dead = true
	phi.res.fwd = same
	return *same
}

// paramRef is a parameter of the merged function.
type paramRef struct {
	typ types.Type
	idx int
}

func (p *paramRef) String() string   { return p.typ.String() + " " + p.Ident() }
func (p *paramRef) Type() types.Type { return p.typ }
func (p *paramRef) Ident() string    { return fmt.Sprintf("%%p%d", p.idx) }

// isVoid reports whether t is void. types.Equal(t, types.Void) says the
// same, but prints t when it is a pointer type (llir compares pointer
// types by their text): 0.4 s of code generation on yaml-cpp.
func isVoid(t types.Type) bool {
	_, ok := t.(*types.VoidType)
	return ok
}
