package codegen

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// rinst is an instruction of merged code with resolved operands.
type rinst struct {
	sel    bool // a select on the identifier: res = fid ? a : b
	a, b   opnd
	rep    interface{} // the original instruction printed (not for selects)
	ops    []*opnd     // per slot of rep; nil keeps the slot as is
	res    *mval
	voidOf int // for `ret void` of function k in a non-void merged function
}

// resolveBlock is phase 2 for one block: operands of items and terminator.
func (b *builder) resolveBlock(blk *block) ([]rinst, *rinst, error) {
	var code []rinst
	for pos, it := range blk.items {
		r, sels, err := b.resolveItem(blk, pos, it)
		if err != nil {
			return nil, nil, err
		}
		code = append(append(code, sels...), r)
	}
	if blk.term != termOrig {
		return code, nil, nil
	}
	r, sels, err := b.resolveItem(blk, len(blk.items), blk.termItem)
	if err != nil {
		return nil, nil, err
	}
	return append(code, sels...), &r, nil
}

// slotsOf lists operand slots of an item, including those of the
// terminators fmerge prints itself.
func slotsOf(x interface{}) []align.Slot {
	switch t := x.(type) {
	case *ir.TermRet:
		if t.X == nil {
			return nil
		}
		return []align.Slot{{Ptr: &t.X, Selectable: true}}
	case *ir.TermCondBr:
		return []align.Slot{{Ptr: &t.Cond, Selectable: true}}
	case *ir.TermSwitch:
		return []align.Slot{{Ptr: &t.X, Selectable: true}}
	case *ir.TermResume:
		return []align.Slot{{Ptr: &t.X, Selectable: true}}
	case *ir.TermBr, *ir.TermUnreachable:
		return nil
	}
	return align.Slots(x)
}

func (b *builder) resolveItem(blk *block, pos int, it *item) (rinst, []rinst, error) {
	r := rinst{rep: firstNonNil(it.orig[0], it.orig[1]), res: it.res}
	var slots [2][]align.Slot
	for k := 0; k < 2; k++ {
		if it.orig[k] != nil {
			slots[k] = slotsOf(it.orig[k])
		}
	}
	repSlots := slots[0]
	if repSlots == nil {
		repSlots = slots[1]
	}
	if rt, ok := r.rep.(*ir.TermRet); ok && rt.X == nil && !isVoid(b.ret) {
		r.voidOf = 1
	}
	r.ops = make([]*opnd, len(repSlots))
	var sels []rinst
	for i, s := range repSlots {
		if s.Label {
			continue
		}
		var got [2]*opnd
		for k := 0; k < 2; k++ {
			if slots[k] == nil {
				continue
			}
			o, err := b.operand(k, *slots[k][i].Ptr, blk, pos)
			if err != nil {
				return r, nil, err
			}
			got[k] = &o
		}
		switch {
		case got[0] == nil || got[1] == nil:
			r.ops[i] = firstNonNil(got[0], got[1])
		case sameOpnd(*got[0], *got[1]):
			r.ops[i] = got[0]
		case s.Selectable:
			res := b.newVal((*s.Ptr).Type())
			sels = append(sels, rinst{sel: true, a: *got[1], b: *got[0], res: res})
			r.ops[i] = &opnd{m: res}
		default:
			return r, nil, fmt.Errorf("fixed operand differs in matched %s (slot %d: %s vs %s)", opcode.Of(r.rep), i, got[0].ident(), got[1].ident())
		}
	}
	return r, sels, nil
}

func (o opnd) ident() string {
	o = resolve(o)
	if o.m != nil {
		return fmt.Sprintf("%%v%d", o.m.id)
	}
	return o.orig.Ident()
}

func (o opnd) typed(t types.Type) string { return t.String() + " " + o.ident() }

func label(b *block) string { return fmt.Sprintf("%%b%d", b.id) }

// printInst prints a resolved instruction or terminator of blk.
func (b *builder) printInst(blk *block, r rinst) string {
	if r.sel {
		b.ops = append(b.ops, opcode.Key{Op: opcode.Select})
		t := r.res.typ
		return fmt.Sprintf("%%v%d = select i1 %%fid, %s, %s", r.res.id, r.a.typed(t), r.b.typed(t))
	}
	b.ops = append(b.ops, opcode.KeyOf(r.rep))
	name := ""
	if r.res != nil {
		name = fmt.Sprintf("v%d", r.res.id)
	}
	op := func(i int) string { return r.ops[i].ident() }
	switch t := r.rep.(type) {
	case *ir.TermRet:
		switch {
		case r.voidOf != 0:
			return fmt.Sprintf("ret %s undef", b.ret)
		case t.X == nil:
			return "ret void"
		}
		if conv := RetConv(t.X.Type(), b.ret); conv != "" {
			// The merged return type is wider (see retType).
			b.ops = append(b.ops, opcode.Key{Op: opcode.Parse(conv)})
			b.nextVal++
			return fmt.Sprintf("%%v%d = %s %s %s to %s\n  ret %s %%v%d", b.nextVal, conv, t.X.Type(), op(0), b.ret, b.ret, b.nextVal)
		}
		return fmt.Sprintf("ret %s %s", t.X.Type(), op(0))
	case *ir.TermBr:
		return "br label " + label(blk.targets[0])
	case *ir.TermCondBr:
		return fmt.Sprintf("br i1 %s, label %s, label %s", op(0), label(blk.targets[0]), label(blk.targets[1]))
	case *ir.TermSwitch:
		var s strings.Builder
		fmt.Fprintf(&s, "switch %s %s, label %s [", t.X.Type(), op(0), label(blk.targets[0]))
		for i, c := range t.Cases {
			fmt.Fprintf(&s, "\n    %s, label %s", c.X, label(blk.targets[i+1]))
		}
		s.WriteString("\n  ]")
		return s.String()
	case *ir.TermResume:
		return fmt.Sprintf("resume %s %s", t.X.Type(), op(0))
	case *ir.TermUnreachable:
		return "unreachable"
	}
	labels := 0
	return align.PrintWith(r.rep, name, func(i int, s align.Slot) (string, bool) {
		if s.Label {
			labels++
			return label(blk.targets[labels-1]), true
		}
		if r.ops[i] == nil {
			return "", false
		}
		return op(i), true
	})
}

// resolvePhis computes the incoming values of the originals' phis, one per
// merged predecessor edge (undef on edges of the other function).
func (b *builder) resolvePhis(blk *block) error {
	for i := range blk.origPhis {
		p := &blk.origPhis[i]
		for _, e := range blk.preds {
			o := undef(p.res.typ)
			if ob := e.orig[p.k-1]; ob != nil {
				v, err := b.incoming(*p, ob, e)
				if err != nil {
					return err
				}
				o = v
			}
			p.incs = append(p.incs, o)
		}
	}
	return nil
}

// matchPhis merges a phi of the second function into a phi of the first at
// the head of the same merged block when one phi can serve both: same type,
// and on every edge both functions take, the same incoming value (on an
// edge only one function takes, that function's value). The second phi
// then forwards to the first, so code using the two is matched without a
// select. Phis are paired greedily in order.
func (b *builder) matchPhis(blk *block) {
	taken := make([]bool, len(blk.origPhis))
	for i := range blk.origPhis {
		p := &blk.origPhis[i]
		if p.k != 1 {
			continue
		}
		for j := range blk.origPhis {
			q := &blk.origPhis[j]
			if q.k != 2 || taken[j] || !types.Equal(p.res.typ, q.res.typ) || p.res.typ.String() != q.res.typ.String() {
				continue
			}
			if incs, ok := combineIncs(blk, p, q); ok {
				p.incs = incs
				q.merged = true
				q.res.fwd = &opnd{m: p.res}
				taken[j] = true
				break
			}
		}
	}
}

// combineIncs is the incoming list of one phi standing for p (function 1)
// and q (function 2), if it exists.
func combineIncs(blk *block, p, q *origPhi) ([]opnd, bool) {
	out := make([]opnd, len(blk.preds))
	for i, e := range blk.preds {
		switch one, two := e.orig[0] != nil, e.orig[1] != nil; {
		case one && two:
			if !sameOpnd(p.incs[i], q.incs[i]) {
				return nil, false
			}
			out[i] = p.incs[i]
		case two:
			out[i] = q.incs[i]
		default:
			out[i] = p.incs[i]
		}
	}
	return out, true
}

// printPhis prints the phis of the originals and of SSA repair.
func (b *builder) printPhis(blk *block, out *strings.Builder) {
	phi := func(res *mval, incs []opnd) {
		parts := make([]string, len(incs))
		for i, e := range blk.preds {
			parts[i] = fmt.Sprintf("[ %s, %s ]", incs[i].ident(), label(e.from))
		}
		b.ops = append(b.ops, opcode.Key{Op: opcode.PHI})
		fmt.Fprintf(out, "  %%v%d = phi %s %s\n", res.id, res.typ, strings.Join(parts, ", "))
	}
	for _, p := range blk.origPhis {
		if !p.merged {
			phi(p.res, p.incs)
		}
	}
	for _, p := range blk.ssaPhis {
		if !p.dead {
			phi(p.res, p.incs)
		}
	}
}

// incoming is the value an original phi takes along merged edge e, which
// stands for the original edge from ob.
func (b *builder) incoming(p origPhi, ob *ir.Block, e *edge) (opnd, error) {
	for _, inc := range p.phi.Incs {
		if inc.Pred.(*ir.Block) != ob {
			continue
		}
		v := inc.X
		if d, ok := b.defs[v]; ok {
			return b.readEdge(v, d, e), nil
		}
		return b.operand(p.k-1, v, nil, 0)
	}
	return opnd{}, fmt.Errorf("phi %s has no incoming value for %s", p.phi.Ident(), ob.Ident())
}
