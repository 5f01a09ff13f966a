package codegen

import (
	"fmt"
	"strings"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// Merged is a merged function ready to be added to a module.
type Merged struct {
	Name string // without '@'
	// Text is the complete definition, "define ... {" through "}\n".
	Text string
	// Params are the merged parameter types; the last is the i1 identifier
	// (false selects the first function, true the second).
	Params []types.Type
	// ParamAttrs are the ABI attributes of each merged parameter ("" if
	// none); call sites of the merged function repeat them.
	ParamAttrs []string
	// ParamMap[k][j] is the merged parameter that receives parameter j of
	// function k+1.
	ParamMap [2][]int
	RetType  types.Type
	// CallingConv is the merged function's calling convention (the first
	// function's); callers of it use the same.
	CallingConv enum.CallingConv
	// RetAttrs are the ABI return attributes (zeroext, signext, inreg) of
	// the merged function; calls of it repeat them.
	RetAttrs []string
	// Ops lists every instruction of the merged body, for the cost model.
	Ops []opcode.Key
	// Frame is the size in bytes of the merged function's static stack
	// slots, OwnFrames that of each original's (frame.go).
	Frame     uint64
	OwnFrames [2]uint64
}

// memoPool recycles the SSA-repair memo maps (builder.memo) of finished
// merges: grown anew for every pair, they were the largest allocation of
// similar merging (a fifth of what code generation allocates on yaml-cpp).
var memoPool = sync.Pool{New: func() any { return map[memoKey]opnd{} }}

// memoKeep bounds the maps kept for reuse: clearing a map costs its
// capacity, and a rare huge one should go back to the collector.
const memoKeep = 1 << 14

// recycleMemo empties a memo (nothing it refers to stays reachable
// through it) and pools it, unless it grew too large to keep.
func recycleMemo(memo map[memoKey]opnd) {
	if len(memo) <= memoKeep {
		clear(memo)
		memoPool.Put(memo)
	}
}

// Merge builds the merged function of f1 and f2 from their alignment. The
// caller checks eligibility of each function; Merge checks the pair
// (CheckPair) and fails on anything it cannot express.
func Merge(name string, f1, f2 *ir.Func, al *align.Result) (m *Merged, err error) {
	if err := CheckPair(f1, f2); err != nil {
		return nil, err
	}
	memo := memoPool.Get().(map[memoKey]opnd)
	defer recycleMemo(memo)
	b := &builder{f: [2]*ir.Func{f1, f2}, al: al, defs: map[value.Value]*defSite{},
		fixed: map[value.Value]*mval{}, paramOf: map[value.Value]int{}, memo: memo}
	b.params, b.pmap, err = mapParams(f1, f2)
	if err != nil {
		return nil, err
	}
	for k, f := range b.f {
		for j, p := range f.Params {
			b.paramOf[p] = b.pmap[k][j]
		}
	}
	b.ret, _ = retType(f1, f2)
	if err := b.buildCFG(); err != nil {
		return nil, err
	}
	if !b.markersSafe() {
		return nil, errMarkers
	}
	b.computeDoms()
	b.phiBudget = al.Items + 32
	// Phis first: matching them decides which values are one, and so
	// which operands of the code below need no select.
	for _, blk := range b.blocks {
		if err := b.resolvePhis(blk); err != nil {
			return nil, err
		}
		b.matchPhis(blk)
	}
	type resolved struct {
		code []rinst
		term *rinst
	}
	res := make([]resolved, len(b.blocks))
	for i, blk := range b.blocks {
		code, term, err := b.resolveBlock(blk)
		if err != nil {
			return nil, err
		}
		res[i] = resolved{code, term}
	}
	if b.overBudget {
		return nil, fmt.Errorf("SSA repair needs more than %d phis", b.phiBudget)
	}
	b.pruneTrivialPhis()
	var body strings.Builder
	for i, blk := range b.blocks {
		fmt.Fprintf(&body, "b%d:\n", blk.id)
		b.printPhis(blk, &body)
		if blk.lp != nil {
			b.ops = append(b.ops, opcode.Key{Op: opcode.LandingPad})
			writeLine(&body, align.PrintWith(blk.lp, fmt.Sprintf("v%d", blk.lpVal.id), noSubst))
		}
		for _, r := range res[i].code {
			writeLine(&body, b.printInst(blk, r))
		}
		writeLine(&body, b.printTerm(blk, res[i].term))
	}
	head, err := b.header(name)
	if err != nil {
		return nil, err
	}
	m = &Merged{Name: name, Text: head + body.String() + "}\n", ParamMap: b.pmap, RetType: b.ret, Ops: b.ops,
		Frame: b.frame, OwnFrames: b.ownFrames}
	m.RetAttrs, _ = retAttrs(f1, f2) // checked by header
	m.CallingConv = f1.CallingConv
	for _, p := range b.params {
		m.Params = append(m.Params, p.typ)
		m.ParamAttrs = append(m.ParamAttrs, p.abi)
	}
	m.Params = append(m.Params, types.I1)
	m.ParamAttrs = append(m.ParamAttrs, "")
	return m, nil
}

// pruneTrivialPhis removes phis that became trivial after they were built
// (an operand was itself a phi that later turned out trivial), until none
// is left.
func (b *builder) pruneTrivialPhis() {
	for changed := true; changed; {
		changed = false
		for _, blk := range b.blocks {
			for _, p := range blk.ssaPhis {
				if !p.dead {
					removeTrivial(p)
					changed = changed || p.dead
				}
			}
		}
	}
}

func noSubst(int, align.Slot) (string, bool) { return "", false }

func (b *builder) printTerm(blk *block, r *rinst) string {
	switch blk.term {
	case termJump:
		b.ops = append(b.ops, opcode.BrKey)
		return "br label " + label(blk.targets[0])
	case termDispatch:
		b.ops = append(b.ops, opcode.CondBrKey)
		return fmt.Sprintf("br i1 %%fid, label %s, label %s", label(blk.targets[0]), label(blk.targets[1]))
	}
	return b.printInst(blk, *r)
}

// header prints the define line of the merged function.
func (b *builder) header(name string) (string, error) {
	f1 := b.f[0]
	attrs, err := mergeFuncAttrs(b.f[0], b.f[1])
	if err != nil {
		return "", err
	}
	ra, err := retAttrs(b.f[0], b.f[1])
	if err != nil {
		return "", err
	}
	var s strings.Builder
	s.WriteString("define internal ")
	if cc := irmod.CallingConv(f1.CallingConv); cc != "" {
		s.WriteString(cc + " ")
	}
	for _, a := range ra {
		s.WriteString(a + " ")
	}
	fmt.Fprintf(&s, "%s @%s(", b.ret, name)
	for i, p := range b.params {
		s.WriteString(p.typ.String())
		if p.abi != "" {
			s.WriteString(" " + p.abi)
		}
		fmt.Fprintf(&s, " %%p%d, ", i)
	}
	s.WriteString("i1 %fid) unnamed_addr")
	if f1.AddrSpace != 0 {
		fmt.Fprintf(&s, " %s", f1.AddrSpace)
	}
	for _, a := range attrs {
		s.WriteString(" " + a)
	}
	if f1.Section != "" {
		s.WriteString(" section " + quote(f1.Section))
	}
	if f1.Partition != "" {
		s.WriteString(" partition " + quote(f1.Partition))
	}
	if f1.GC != "" {
		s.WriteString(" gc " + quote(f1.GC))
	}
	if p := firstNonNil(f1.Personality, b.f[1].Personality); p != nil {
		s.WriteString(" personality " + p.String()) // see CheckPair
	}
	s.WriteString(" {\n")
	return s.String(), nil
}

// quote writes an LLVM string literal.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			fmt.Fprintf(&b, "\\%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// writeLine writes one indented line of a body (no string built for it).
func writeLine(b *strings.Builder, code string) {
	b.WriteString("  ")
	b.WriteString(code)
	b.WriteByte('\n')
}
