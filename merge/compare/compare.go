package compare

import (
	"strings"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// Func is one side of a comparison: the llir function plus facts llir
// cannot represent, which the IR loader recovered from the text.
type Func struct {
	IR *ir.Func
	// RetAlign is the function's own return-attribute align (0 if none).
	RetAlign uint64
	// Extra lists, in text order, the align of every atomicrmw/cmpxchg and
	// the return-attribute align of every call/invoke (0 where absent).
	Extra []uint64
	// Inexact lists, in text order, the floating-point literals llir
	// decodes lossily (NaN payloads): two NaNs that llir sees as equal may
	// differ here.
	Inexact []string
}

// comparator holds the state of one comparison, like LLVM's
// FunctionComparator: the two functions and the serial numbers given to
// their local values in the order the walk meets them.
type comparator struct {
	l, r   *Func
	fl, fr *ir.Func
	gn     *GlobalNumbers
	intPtr types.Type
	snL    map[any]int32
	snR    map[any]int32
	// positionalMD is set while the operands of two calls of intrinsics
	// positionalMetadata names are compared: their metadata operands are
	// associated by position, as LLVM 14 does for every MetadataAsValue.
	positionalMD bool
	opsL         []value.Value
	opsR         []value.Value
}

// mdKey keys a metadata operand (by its printed text) in a serial map.
type mdKey string

var pool = sync.Pool{New: func() any {
	return &comparator{snL: map[any]int32{}, snR: map[any]int32{}}
}}

// Compare returns -1, 0 or 1. It is a total order on functions, and 0
// means the functions are interchangeable: LLVM 14
// FunctionComparator::compare semantics, with the deviations listed in the
// package documentation. gn must have been built for the module of both
// functions.
func Compare(l, r *Func, gn *GlobalNumbers) int {
	c := pool.Get().(*comparator)
	c.l, c.r, c.fl, c.fr, c.gn = l, r, l.IR, r.IR, gn
	c.intPtr = gn.intPtr
	res := c.compare()
	// Clearing a map costs its capacity: drop maps grown by a big function.
	if len(c.snL) > 4096 || len(c.snR) > 4096 {
		c.snL, c.snR = map[any]int32{}, map[any]int32{}
	} else {
		clear(c.snL)
		clear(c.snR)
	}
	c.l, c.r, c.fl, c.fr, c.gn, c.positionalMD = nil, nil, nil, nil, nil, false
	c.opsL, c.opsR = c.opsL[:0], c.opsR[:0]
	pool.Put(c)
	return res
}

func (c *comparator) compare() int {
	if res := c.compareSignature(); res != 0 {
		return res
	}
	if res := cmpBool(len(c.fl.Blocks) > 0, len(c.fr.Blocks) > 0); res != 0 || len(c.fl.Blocks) == 0 {
		return res
	}
	// CFG-ordered walk, exactly as LLVM: start at the entry blocks, take
	// successors in terminator order, last pushed first; visited is kept in
	// terms of the left function (the right one follows in lock step as
	// long as everything compared equal). Unreachable blocks are ignored.
	stackL := []*ir.Block{c.fl.Blocks[0]}
	stackR := []*ir.Block{c.fr.Blocks[0]}
	visited := map[*ir.Block]bool{c.fl.Blocks[0]: true}
	for len(stackL) > 0 {
		bl, br := stackL[len(stackL)-1], stackR[len(stackR)-1]
		stackL, stackR = stackL[:len(stackL)-1], stackR[:len(stackR)-1]
		if res := c.cmpValues(bl, br, false); res != 0 {
			return res
		}
		if res := c.cmpBlocks(bl, br); res != 0 {
			return res
		}
		sl, sr := opcode.Successors(bl.Term), opcode.Successors(br.Term)
		for i := range sl {
			if i >= len(sr) || visited[sl[i]] {
				continue
			}
			visited[sl[i]] = true
			stackL = append(stackL, sl[i])
			stackR = append(stackR, sr[i])
		}
	}
	return 0
}

// compareSignature compares everything outside the body, in LLVM's order
// (attributes, GC, section, varargs, calling convention, type), then what
// LLVM 14 leaves out but fmerge must not merge across: the facts llir
// drops (Extra), the address space, personality, prefix and prologue. Finally the arguments
// get their serial numbers in order.
func (c *comparator) compareSignature() int {
	if res := c.cmpAttrLists(c.funcAttrs(c.l), c.funcAttrs(c.r)); res != 0 {
		return res
	}
	if res := cmpNums(c.l.Extra, c.r.Extra); res != 0 {
		return res
	}
	if res := cmpStrs(c.l.Inexact, c.r.Inexact); res != 0 {
		return res
	}
	fl, fr := c.fl, c.fr
	if res := cmpBool(fl.GC != "", fr.GC != ""); res != 0 {
		return res
	}
	if res := cmpStr(fl.GC, fr.GC); res != 0 {
		return res
	}
	if res := cmpBool(fl.Section != "", fr.Section != ""); res != 0 {
		return res
	}
	if res := cmpStr(fl.Section, fr.Section); res != 0 {
		return res
	}
	if res := cmpBool(fl.Sig.Variadic, fr.Sig.Variadic); res != 0 {
		return res
	}
	if res := cmpNum(uint64(fl.CallingConv), uint64(fr.CallingConv)); res != 0 {
		return res
	}
	// The function's address space (LLVM 14 leaves it out): a call or
	// reference of one twin cannot name the other, whose pointer type
	// differs, through any cast LLVM allows.
	if res := cmpNum(uint64(fl.AddrSpace), uint64(fr.AddrSpace)); res != 0 {
		return res
	}
	if res := c.cmpTypes(fl.Sig, fr.Sig); res != 0 {
		return res
	}
	for _, pair := range [][2]constant.Constant{{ehPersonality(fl), ehPersonality(fr)}, {fl.Prefix, fr.Prefix}, {fl.Prologue, fr.Prologue}} {
		if res := c.cmpOptConst(pair[0], pair[1]); res != 0 {
			return res
		}
	}
	for i := range fl.Params {
		c.cmpValues(fl.Params[i], fr.Params[i], false)
	}
	return 0
}

func (c *comparator) cmpOptConst(l, r constant.Constant) int {
	if res := cmpBool(l != nil, r != nil); res != 0 || l == nil {
		return res
	}
	if l == r {
		return 0
	}
	return c.cmpConstants(l, r)
}

// cmpBlocks compares two blocks instruction by instruction (the
// terminator is the last instruction).
func (c *comparator) cmpBlocks(bl, br *ir.Block) int {
	nl, nr := len(bl.Insts)+1, len(br.Insts)+1
	for i := 0; i < nl && i < nr; i++ {
		if res := c.cmpInst(instAt(bl, i), instAt(br, i)); res != 0 {
			return res
		}
	}
	return cmpNum(uint64(nl), uint64(nr))
}

func instAt(b *ir.Block, i int) any {
	if i < len(b.Insts) {
		return b.Insts[i]
	}
	return b.Term
}

// unwrap removes the *ir.Arg wrapper llir puts around call arguments that
// carry attributes (the attributes are compared with the call's).
func unwrap(v value.Value) value.Value {
	if a, ok := v.(*ir.Arg); ok {
		return a.Value
	}
	return v
}

// cmpValues is LLVM's cmpValues. callee marks the callee operand of a
// call (or the function of a blockaddress): only there does a function's
// reference to itself match the other function's reference to itself.
// Constants compare by cmpConstants, metadata and inline asm by content,
// and every other value (argument, block, instruction) by the serial
// number it got when first met, so values are equal iff they occupy the
// same position.
func (c *comparator) cmpValues(l, r value.Value, callee bool) int {
	l, r = unwrap(l), unwrap(r)
	if callee {
		lf, rf := l == value.Value(c.fl), r == value.Value(c.fr)
		switch {
		case lf && rf:
			return 0
		case lf:
			return -1
		case rf:
			return 1
		}
	}
	cl, lok := l.(constant.Constant)
	cr, rok := r.(constant.Constant)
	switch {
	case lok && rok:
		if l == r {
			return 0
		}
		return c.cmpConstants(cl, cr)
	case lok:
		return 1
	case rok:
		return -1
	}
	ml, lok := l.(*metadata.Value)
	mr, rok := r.(*metadata.Value)
	switch {
	case lok && rok:
		return c.cmpMetadataValues(ml, mr)
	case lok:
		return 1
	case rok:
		return -1
	}
	al, lok := l.(*ir.InlineAsm)
	ar, rok := r.(*ir.InlineAsm)
	switch {
	case lok && rok:
		return c.cmpInlineAsm(al, ar)
	case lok:
		return 1
	case rok:
		return -1
	}
	return cmpNum(uint64(serial(c.snL, l)), uint64(serial(c.snR, r)))
}

func serial(m map[any]int32, k any) int32 {
	if n, ok := m[k]; ok {
		return n
	}
	n := int32(len(m))
	m[k] = n
	return n
}

// cmpInlineAsm compares inline asm by type, text, constraints and flags.
func (c *comparator) cmpInlineAsm(l, r *ir.InlineAsm) int {
	if l == r {
		return 0
	}
	if res := c.cmpTypes(l.Typ, r.Typ); res != 0 {
		return res
	}
	if res := cmpMem(l.Asm, r.Asm); res != 0 {
		return res
	}
	if res := cmpMem(l.Constraint, r.Constraint); res != 0 {
		return res
	}
	if res := cmpBool(l.SideEffect, r.SideEffect); res != 0 {
		return res
	}
	if res := cmpBool(l.AlignStack, r.AlignStack); res != 0 {
		return res
	}
	return cmpBool(l.IntelDialect, r.IntelDialect)
}

// Metadata operand kinds, in the order they sort.
const (
	mdLocal = iota // metadata wrapping a value: `metadata i32 %x`
	mdString
	mdNode
)

func mdKind(m metadata.Metadata) int {
	// value.Value first: llir values also satisfy metadata.MDNode, but no
	// metadata node has a Type method.
	switch m.(type) {
	case *metadata.String:
		return mdString
	case value.Value:
		return mdLocal
	}
	return mdNode
}

// cmpMetadataValues compares metadata used as an operand. A wrapped value
// compares as that value and a string by content. Other metadata compares
// by its printed text, except in the calls positionalMetadata names, where
// (as LLVM 14 does for all metadata) it is associated by position: two
// functions whose debug intrinsics name different variables, or whose
// noalias scope declarations name scopes of their own, stay mergeable.
func (c *comparator) cmpMetadataValues(l, r *metadata.Value) int {
	kl, kr := mdKind(l.Value), mdKind(r.Value)
	if res := cmpNum(uint64(kl), uint64(kr)); res != 0 {
		return res
	}
	switch kl {
	case mdLocal:
		return c.cmpValues(l.Value.(value.Value), r.Value.(value.Value), false)
	case mdString:
		return cmpMem(l.Value.(*metadata.String).Value, r.Value.(*metadata.String).Value)
	}
	tl, tr := l.Value.String(), r.Value.String()
	if c.positionalMD {
		return cmpNum(uint64(serial(c.snL, mdKey(tl))), uint64(serial(c.snR, mdKey(tr))))
	}
	return cmpMem(tl, tr)
}

// MDText returns the content of an attached metadata node: a tuple one
// level deep (its fields by reference, so equal uniqued nodes of two
// functions print the same), anything else as printed.
func MDText(n metadata.MDNode) string {
	if t, ok := n.(*metadata.Tuple); ok {
		var b strings.Builder
		b.WriteString("!{")
		for i, f := range t.Fields {
			if i > 0 {
				b.WriteString(", ")
			}
			if f == nil {
				b.WriteString("null")
				continue
			}
			b.WriteString(f.String())
		}
		b.WriteString("}")
		return b.String()
	}
	if ll, ok := n.(interface{ LLString() string }); ok {
		return ll.LLString()
	}
	return n.Ident()
}

func cmpNum(l, r uint64) int {
	switch {
	case l < r:
		return -1
	case l > r:
		return 1
	}
	return 0
}

func cmpBool(l, r bool) int {
	return cmpNum(exactBit(l), exactBit(r))
}

func cmpNums(l, r []uint64) int {
	if res := cmpNum(uint64(len(l)), uint64(len(r))); res != 0 {
		return res
	}
	for i := range l {
		if res := cmpNum(l[i], r[i]); res != 0 {
			return res
		}
	}
	return 0
}

// cmpMem is LLVM's cmpMem: length first, then bytes.
func cmpMem(l, r string) int {
	if res := cmpNum(uint64(len(l)), uint64(len(r))); res != 0 {
		return res
	}
	return strings.Compare(l, r)
}

func cmpStr(l, r string) int { return strings.Compare(l, r) }

func cmpBytes(l, r []byte) int { return cmpMem(string(l), string(r)) }

// ehPersonality returns the personality that can affect the function's
// behaviour: only a function with EH pads has an LSDA for the personality
// routine to read. Unwinding through a frame without pads continues
// whatever the personality is (clang attaches one to many C++ functions
// that cannot catch anything), so there it is ignored, like LLVM 14 does.
func ehPersonality(f *ir.Func) constant.Constant {
	if f.Personality == nil {
		return nil // most functions: no need to look for pads
	}
	for _, b := range f.Blocks {
		if _, ok := b.Term.(*ir.TermCatchSwitch); ok {
			return f.Personality
		}
		for _, inst := range b.Insts {
			switch inst.(type) {
			case *ir.InstLandingPad, *ir.InstCatchPad, *ir.InstCleanupPad:
				return f.Personality
			}
		}
	}
	return nil
}

// cmpStrs orders string lists by length, then element by element.
func cmpStrs(l, r []string) int {
	if res := cmpNum(uint64(len(l)), uint64(len(r))); res != 0 {
		return res
	}
	for i := range l {
		if res := cmpStr(l[i], r[i]); res != 0 {
			return res
		}
	}
	return 0
}
