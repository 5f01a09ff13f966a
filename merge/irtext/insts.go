package irtext

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir/types"

	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// Inst is what the engine reads of one instruction: its opcode, its result
// type (void for an instruction without a value) and its operand types in
// llir's operand order (Operands()), which the encoder hashes.
type Inst struct {
	Op       opcode.Op
	Result   types.Type
	Operands []types.Type
}

// Insts calls visit for every instruction of a definition's text ("define
// ... { ... }"), in text order. It fails, naming the line, on any
// instruction it does not read exactly as llir would (the error's Refused
// reports whether that is a known limit rather than bad text).
func (t *Types) Insts(def string, visit func(Inst)) error {
	return t.read(def, nil, visit)
}

// read is Insts; with k set it also gives k each block label and the
// values and successors of each instruction (see IdentityKey).
func (t *Types) read(def string, k *keyer, visit func(Inst)) error {
	lines := strings.Split(def, "\n")
	for k, l := range lines {
		lines[k] = strings.TrimRight(irmod.CodePart(l), " \r")
	}
	// Skip the header: it ends at the line that ends with '{'.
	i := 0
	for i < len(lines) && !strings.HasSuffix(lines[i], "{") {
		i++
	}
	var ops []types.Type
	p := &parser{types: t, memo: t.memo(), k: k}
	defer t.putMemo(p.memo)
	for i++; i < len(lines); {
		start := i
		i++
		if !startsInst(lines[start]) {
			if isLabelOrBlank(lines[start]) {
				if k != nil {
					k.label(lines[start])
				}
				continue
			}
			return &Error{Line: start, Err: fmt.Errorf("not an instruction: %q", lines[start])}
		}
		// Continuation lines: invoke's "to label", switch cases,
		// landingpad clauses, the rest of a call written on many lines.
		for i < len(lines) && !startsInst(lines[i]) && (strings.TrimSpace(lines[i]) == "" || !isLabelOrBlank(lines[i])) {
			i++
		}
		p.s, p.i = strings.Join(lines[start:i], "\n"), 0
		if k != nil {
			k.startInst()
		}
		in, err := p.inst(ops[:0])
		if err != nil {
			return &Error{Line: start, Err: err}
		}
		ops = in.Operands
		if k != nil {
			k.endInst(in)
		}
		visit(in)
	}
	return nil
}

// startsInst reports a line that begins an instruction: an indented
// line whose keyword (irmod.InstKeyword: after "%x = " and any tail-call
// marker) is an opcode.
func startsInst(line string) bool {
	if len(line) == 0 || line[0] != ' ' {
		return false // blank, or not indented (a label)
	}
	start, end, ok := irmod.InstKeyword(line)
	return ok && opcode.Parse(line[start:end]) != 0
}

// isLabelOrBlank reports a block label line, the closing brace, or a line
// with nothing left once its comment is gone.
func isLabelOrBlank(line string) bool {
	s := strings.TrimSpace(line)
	return s == "" || s == "}" || line[0] != ' ' && strings.HasSuffix(s, ":")
}

// Error is a failure to read one instruction; Line counts from 0 at the
// definition's first line.
type Error struct {
	Line int
	Err  error
}

func (e *Error) Error() string {
	return "line " + strconv.Itoa(e.Line+1) + " of the definition: " + e.Err.Error()
}

// Refused reports whether the reader declined a construct it does not
// handle (the caller should fall back to llir), as opposed to text it
// could not make sense of.
func (e *Error) Refused() bool {
	_, ok := e.Err.(refuse)
	return ok
}

// inst parses one logical instruction line.
func (p *parser) inst(ops []types.Type) (Inst, error) {
	p.blank()
	if p.peek() == '%' {
		if _, err := p.localName(); err != nil {
			return Inst{}, err
		}
		if err := p.expect("="); err != nil {
			return Inst{}, err
		}
	}
	for _, m := range []string{"tail", "musttail", "notail"} {
		if p.eat(m) {
			break
		}
	}
	kw := p.word()
	op := opcode.Parse(kw)
	if op == 0 {
		return Inst{}, p.errf("unknown instruction %q", kw)
	}
	in := Inst{Op: op, Result: types.Void, Operands: ops}
	var err error
	switch {
	case op >= opcode.Add && op <= opcode.Xor || op == opcode.FNeg:
		err = p.arith(&in)
	case op >= opcode.Trunc && op <= opcode.AddrSpaceCast:
		err = p.conversion(&in)
	default:
		read, ok := readers[op]
		if !ok {
			return Inst{}, refuse("instruction " + kw)
		}
		err = read(p, &in)
	}
	return in, err
}

// readers parse the instructions other than arithmetic and conversions.
var readers map[opcode.Op]func(*parser, *Inst) error

func init() {
	readers = map[opcode.Op]func(*parser, *Inst) error{
		opcode.ICmp: (*parser).compare, opcode.FCmp: (*parser).compare,
		opcode.Alloca: (*parser).alloca, opcode.Load: (*parser).load,
		opcode.Store: (*parser).store, opcode.Fence: func(*parser, *Inst) error { return nil },
		opcode.AtomicCmpXchg: (*parser).cmpxchg, opcode.AtomicRMW: (*parser).atomicrmw,
		opcode.GetElementPtr: (*parser).gep, opcode.PHI: (*parser).phi,
		opcode.Select: (*parser).selectInst, opcode.Freeze: (*parser).unaryTyped,
		opcode.Call: (*parser).call, opcode.Invoke: (*parser).call,
		opcode.VAArg: (*parser).vaarg, opcode.LandingPad: (*parser).landingpad,
		opcode.ExtractElement: (*parser).extractelement, opcode.InsertElement: (*parser).insertelement,
		opcode.ShuffleVector: (*parser).shufflevector, opcode.ExtractValue: (*parser).extractvalue,
		opcode.InsertValue: (*parser).insertvalue,
		opcode.Ret:         (*parser).ret, opcode.Br: (*parser).br, opcode.Switch: (*parser).switchInst,
		opcode.IndirectBr: (*parser).indirectbr, opcode.Resume: (*parser).resume,
		opcode.Unreachable: func(*parser, *Inst) error { return nil },
	}
}

// flagWords are the words that may come between an opcode and its first
// type: wrap and exactness flags, fast-math flags, atomic markers.
var flagWords = map[string]bool{
	"nuw": true, "nsw": true, "exact": true, "inbounds": true,
	"fast": true, "nnan": true, "ninf": true, "nsz": true, "arcp": true, "contract": true, "afn": true, "reassoc": true,
	"volatile": true, "atomic": true, "weak": true, "inalloca": true, "swifterror": true,
}

// flags skips flag words.
func (p *parser) flags() {
	for {
		save := p.i
		if !flagWords[p.word()] {
			p.i = save
			return
		}
	}
}

// typedValue parses "T value" and returns T.
func (p *parser) typedValue() (types.Type, error) {
	t, err := p.typ()
	if err != nil {
		return nil, err
	}
	if err := p.value(); err != nil {
		return nil, err
	}
	if t == types.Label && p.k != nil {
		p.k.successor()
	}
	return t, nil
}

// arith: binary operators "op flags T a, b" and fneg "fneg flags T a".
func (p *parser) arith(in *Inst) error {
	p.flags()
	t, err := p.typedValue()
	if err != nil {
		return err
	}
	in.Result = t
	in.Operands = append(in.Operands, t)
	if in.Op == opcode.FNeg {
		return nil
	}
	if err := p.expect(","); err != nil {
		return err
	}
	in.Operands = append(in.Operands, t)
	return p.value()
}

// conversion: "op T v to T2".
func (p *parser) conversion(in *Inst) error {
	t, err := p.typedValue()
	if err != nil {
		return err
	}
	if err := p.expect("to"); err != nil {
		return err
	}
	to, err := p.typ()
	if err != nil {
		return err
	}
	in.Result = to
	in.Operands = append(in.Operands, t)
	return nil
}

// compare: "icmp pred T a, b", "fcmp flags pred T a, b".
func (p *parser) compare(in *Inst) error {
	p.flags()
	p.word() // predicate
	t, err := p.typedValue()
	if err != nil {
		return err
	}
	if err := p.expect(","); err != nil {
		return err
	}
	in.Operands = append(in.Operands, t, t)
	in.Result = types.I1
	if v, ok := t.(*types.VectorType); ok {
		in.Result = types.NewVector(v.Len, types.I1)
	}
	return p.value()
}

// alloca: "alloca [inalloca] [swifterror] T [, T2 n] [, align N]
// [, addrspace(N)]".
func (p *parser) alloca(in *Inst) error {
	p.flags()
	elem, err := p.typ()
	if err != nil {
		return err
	}
	res := types.NewPointer(elem)
	in.Result = res // its address space may follow
	for p.eat(",") {
		switch {
		case p.eat("align"):
			if _, err := p.number(); err != nil {
				return err
			}
		case p.eat("addrspace"):
			n, err := p.parenNumber()
			if err != nil {
				return err
			}
			res.AddrSpace = types.AddrSpace(n)
		case p.peek() == '!':
			return p.attachments()
		default:
			t, err := p.typedValue()
			if err != nil {
				return err
			}
			in.Operands = append(in.Operands, t)
		}
	}
	return nil
}

// attachments accepts the rest of the line if it is only metadata
// attachments ("!dbg !12, !tbaa !3").
func (p *parser) attachments() error {
	// Attachments are no operands: the comparator ignores most of them.
	defer p.unkeyed()()
	for {
		if p.peek() != '!' {
			return p.errf("expected a metadata attachment")
		}
		p.i++
		p.word()
		if err := p.value(); err != nil {
			return err
		}
		if !p.eat(",") {
			return p.end()
		}
	}
}

// end requires the end of the instruction.
func (p *parser) end() error {
	if p.peek() != 0 {
		return p.errf("unexpected text")
	}
	return nil
}

// load: "load [atomic] [volatile] T, T* p, ...".
func (p *parser) load(in *Inst) error {
	p.flags()
	t, err := p.typ()
	if err != nil {
		return err
	}
	if err := p.expect(","); err != nil {
		return err
	}
	pt, err := p.typedValue()
	if err != nil {
		return err
	}
	in.Result = t
	in.Operands = append(in.Operands, pt)
	return nil
}

// store: "store [atomic] [volatile] T v, T* p, ...".
func (p *parser) store(in *Inst) error {
	p.flags()
	return p.typedList(in, 2)
}

// typedList reads n comma-separated typed values as operands.
func (p *parser) typedList(in *Inst, n int) error {
	for k := 0; k < n; k++ {
		if k > 0 {
			if err := p.expect(","); err != nil {
				return err
			}
		}
		t, err := p.typedValue()
		if err != nil {
			return err
		}
		in.Operands = append(in.Operands, t)
	}
	return nil
}

// cmpxchg is refused: LLVM types its result { T, i1 }, llir v0.3.6 { T,
// i8 }, and that type reaches every use of the result (extractvalue), so
// following llir would take tracking values; atomics are rare in the
// functions ranking cares about.
func (p *parser) cmpxchg(in *Inst) error {
	return refuse("cmpxchg (llir types its result { T, i8 })")
}

// atomicrmw: "atomicrmw [volatile] op T* p, T v ...".
func (p *parser) atomicrmw(in *Inst) error {
	p.flags()
	p.word() // the operation
	if err := p.typedList(in, 2); err != nil {
		return err
	}
	in.Result = in.Operands[len(in.Operands)-1]
	return nil
}

// gep: "getelementptr [inbounds] T, T* p, idx...": a pointer to the
// indexed type, in p's address space. Vector GEPs are refused.
func (p *parser) gep(in *Inst) error {
	p.flags()
	elem, err := p.typ()
	if err != nil {
		return err
	}
	if err := p.expect(","); err != nil {
		return err
	}
	src, err := p.typedValue()
	if err != nil {
		return err
	}
	ptr, ok := src.(*types.PointerType)
	if !ok {
		return refuse("getelementptr on a vector of pointers")
	}
	in.Operands = append(in.Operands, src)
	// No index is part of the identity key: the comparator may compare
	// constant indices as one byte offset (p[-1] as an i8 GEP by -8).
	defer p.unkeyed()()
	cur := elem
	first := true
	for p.eat(",") {
		if p.peek() == '!' {
			in.Result = pointerIn(cur, ptr.AddrSpace)
			return p.attachments()
		}
		it, err := p.typ()
		if err != nil {
			return err
		}
		if _, vec := it.(*types.VectorType); vec {
			return refuse("getelementptr with a vector index")
		}
		in.Operands = append(in.Operands, it)
		idx, isConst, err := p.intValue()
		if err != nil {
			return err
		}
		if first {
			first = false
			continue
		}
		switch c := cur.(type) {
		case *types.StructType:
			if !isConst || idx >= uint64(len(c.Fields)) {
				return p.errf("struct index")
			}
			cur = c.Fields[idx]
		case *types.ArrayType:
			cur = c.ElemType
		case *types.VectorType:
			cur = c.ElemType
		default:
			return p.errf("index into a non-aggregate type")
		}
	}
	in.Result = pointerIn(cur, ptr.AddrSpace)
	return nil
}

func pointerIn(elem types.Type, as types.AddrSpace) *types.PointerType {
	p := types.NewPointer(elem)
	p.AddrSpace = as
	return p
}

// intValue reads a value and, when it is an integer literal, its value.
func (p *parser) intValue() (uint64, bool, error) {
	p.blank()
	save := p.i
	w := p.word()
	if n, err := strconv.ParseUint(w, 10, 64); err == nil && !irmod.IsIdentChar(p.peekRaw()) {
		return n, true, nil
	}
	p.i = save
	return 0, false, p.value()
}

func (p *parser) peekRaw() byte {
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

// phi: "phi [flags] T [ v, %bb ], ...": operands value, label per entry.
func (p *parser) phi(in *Inst) error {
	p.flags()
	t, err := p.typ()
	if err != nil {
		return err
	}
	in.Result = t
	for {
		if err := p.expect("["); err != nil {
			return err
		}
		if err := p.value(); err != nil {
			return err
		}
		if err := p.expect(","); err != nil {
			return err
		}
		if err := p.value(); err != nil {
			return err
		}
		if err := p.expect("]"); err != nil {
			return err
		}
		in.Operands = append(in.Operands, t, types.Label)
		if !p.eat(",") {
			return p.end()
		}
		if p.peek() == '!' {
			return p.attachments()
		}
	}
}

// selectInst: "select [flags] i1 c, T a, T b".
func (p *parser) selectInst(in *Inst) error {
	p.flags()
	if err := p.typedList(in, 3); err != nil {
		return err
	}
	in.Result = in.Operands[len(in.Operands)-2]
	return nil
}

// unaryTyped: "freeze T v".
func (p *parser) unaryTyped(in *Inst) error {
	t, err := p.typedValue()
	if err != nil {
		return err
	}
	in.Result = t
	in.Operands = append(in.Operands, t)
	return nil
}

// vaarg: "va_arg T* ap, T2".
func (p *parser) vaarg(in *Inst) error {
	t, err := p.typedValue()
	if err != nil {
		return err
	}
	if err := p.expect(","); err != nil {
		return err
	}
	res, err := p.typ()
	in.Result = res
	in.Operands = append(in.Operands, t)
	return err
}

// landingpad: "landingpad T [cleanup] (catch T v | filter T v)*".
func (p *parser) landingpad(in *Inst) error {
	t, err := p.typ()
	if err != nil {
		return err
	}
	in.Result = t
	p.eat("cleanup")
	for p.eat("catch") || p.eat("filter") {
		ct, err := p.typedValue()
		if err != nil {
			return err
		}
		in.Operands = append(in.Operands, ct)
	}
	return p.trailer()
}

// trailer accepts the end of the line or metadata attachments.
func (p *parser) trailer() error {
	if p.eat(",") {
		return p.attachments()
	}
	return p.end()
}

// extractelement: "extractelement <N x T> v, I i".
func (p *parser) extractelement(in *Inst) error {
	if err := p.typedList(in, 2); err != nil {
		return err
	}
	v, ok := in.Operands[len(in.Operands)-2].(*types.VectorType)
	if !ok {
		return p.errf("extractelement of a non-vector")
	}
	in.Result = v.ElemType
	return nil
}

// insertelement: "insertelement <N x T> v, T e, I i".
func (p *parser) insertelement(in *Inst) error {
	if err := p.typedList(in, 3); err != nil {
		return err
	}
	in.Result = in.Operands[len(in.Operands)-3]
	return nil
}

// shufflevector: "shufflevector <N x T> a, <N x T> b, <M x i32> mask":
// <M x T>.
func (p *parser) shufflevector(in *Inst) error {
	if err := p.typedList(in, 3); err != nil {
		return err
	}
	n := len(in.Operands)
	x, ok1 := in.Operands[n-3].(*types.VectorType)
	mask, ok2 := in.Operands[n-1].(*types.VectorType)
	if !ok1 || !ok2 {
		return p.errf("shufflevector of non-vectors")
	}
	in.Result = types.NewVector(mask.Len, x.ElemType)
	return nil
}

// extractvalue: "extractvalue T agg, i, j...": the indexed member.
func (p *parser) extractvalue(in *Inst) error {
	t, err := p.typedValue()
	if err != nil {
		return err
	}
	in.Operands = append(in.Operands, t)
	cur := t
	for p.eat(",") {
		if p.peek() == '!' {
			in.Result = cur
			return p.attachments()
		}
		idx, err := p.number()
		if err != nil {
			return err
		}
		switch c := cur.(type) {
		case *types.StructType:
			if idx >= uint64(len(c.Fields)) {
				return p.errf("struct index")
			}
			cur = c.Fields[idx]
		case *types.ArrayType:
			cur = c.ElemType
		default:
			return p.errf("index into a non-aggregate type")
		}
	}
	in.Result = cur
	return nil
}

// insertvalue: "insertvalue T agg, E e, i...".
func (p *parser) insertvalue(in *Inst) error {
	if err := p.typedList(in, 2); err != nil {
		return err
	}
	in.Result = in.Operands[len(in.Operands)-2]
	return nil
}

// ret: "ret void" or "ret T v".
func (p *parser) ret(in *Inst) error {
	t, err := p.typ()
	if err != nil {
		return err
	}
	if t == types.Void {
		return p.trailer()
	}
	in.Operands = append(in.Operands, t)
	return p.value()
}

// br: "br label %a" or "br i1 c, label %a, label %b".
func (p *parser) br(in *Inst) error {
	n := 1
	save := p.i
	if p.word() != "label" {
		n = 3
	}
	p.i = save
	return p.typedList(in, n)
}

// switchInst: "switch T v, label %d [ T c, label %x ... ]".
func (p *parser) switchInst(in *Inst) error {
	if err := p.typedList(in, 2); err != nil {
		return err
	}
	if err := p.expect("["); err != nil {
		return err
	}
	for !p.eat("]") {
		if err := p.typedList(in, 2); err != nil {
			return err
		}
	}
	return p.trailer()
}

// indirectbr: "indirectbr T* a, [label %x, ...]".
func (p *parser) indirectbr(in *Inst) error {
	if err := p.typedList(in, 1); err != nil {
		return err
	}
	if err := p.expect(","); err != nil {
		return err
	}
	if err := p.expect("["); err != nil {
		return err
	}
	for !p.eat("]") {
		p.eat(",")
		if err := p.typedList(in, 1); err != nil {
			return err
		}
	}
	return p.trailer()
}

// resume: "resume T v".
func (p *parser) resume(in *Inst) error { return p.typedList(in, 1) }

// call reads call and invoke: "call [flags] [cc] [ret attrs]
// [addrspace(N)] T|FnT callee(args) [fn attrs] [bundles]", and for invoke
// "to label %a unwind label %b" after it. Operands: the callee (a pointer
// to the function type), the arguments, and invoke's two labels.
func (p *parser) call(in *Inst) error {
	p.flags()
	for !p.startsType() {
		if p.peek() == 0 {
			return p.errf("call without a type")
		}
		if p.eat("addrspace") {
			return refuse("call with an explicit address space")
		}
		if err := p.skipAttribute(); err != nil {
			return err
		}
	}
	t, err := p.typ()
	if err != nil {
		return err
	}
	fnty, explicit := t.(*types.FuncType)
	if !explicit {
		fnty = &types.FuncType{RetType: t}
	}
	if err := p.callee(); err != nil {
		return err
	}
	calleeAt := len(in.Operands)
	in.Operands = append(in.Operands, nil)
	if err := p.expect("("); err != nil {
		return err
	}
	for !p.eat(")") {
		if len(in.Operands) > calleeAt+1 {
			if err := p.expect(","); err != nil {
				return err
			}
		}
		if p.eat("...") {
			return refuse("musttail call forwarding varargs")
		}
		at, err := p.typ()
		if err != nil {
			return err
		}
		if !explicit {
			fnty.Params = append(fnty.Params, at)
		}
		in.Operands = append(in.Operands, at)
		argStart := p.i
		if err := p.skipArg(); err != nil {
			return err
		}
		if _, md := at.(*types.MetadataType); p.k != nil && !md {
			p.k.arg(p.s[argStart:p.i])
		}
	}
	in.Operands[calleeAt] = types.NewPointer(fnty)
	in.Result = fnty.RetType
	if in.Op != opcode.Invoke {
		return nil
	}
	for !p.eat("to") {
		if p.peek() == 0 {
			return p.errf("invoke without its labels")
		}
		if err := p.skipAttribute(); err != nil {
			return err
		}
	}
	if err := p.successorLabel(); err != nil {
		return err
	}
	if err := p.expect("unwind"); err != nil {
		return err
	}
	in.Operands = append(in.Operands, types.Label, types.Label)
	return p.successorLabel()
}

// successorLabel reads "label %x", a successor of the instruction.
func (p *parser) successorLabel() error {
	if err := p.expect("label"); err != nil {
		return err
	}
	if err := p.value(); err != nil {
		return err
	}
	if p.k != nil {
		p.k.successor()
	}
	return nil
}

// unkeyed hides what follows from the keyer (the identity key leaves it
// out) and returns the function that shows it again.
func (p *parser) unkeyed() func() {
	k := p.k
	p.k = nil
	return func() { p.k = k }
}

// callee skips a call's callee: a value, or inline asm ("asm [sideeffect]
// [alignstack] [inteldialect] [unwind] "text", "constraints"), which llir
// types as a pointer to the call's function type, like any callee.
func (p *parser) callee() error {
	if !p.eat("asm") {
		return p.value()
	}
	if p.k != nil {
		p.k.token('S', "asm")
	}
	for p.eat("sideeffect") || p.eat("alignstack") || p.eat("inteldialect") || p.eat("unwind") {
	}
	if p.peek() != '"' {
		return p.errf("inline asm without its text")
	}
	if err := p.group(); err != nil {
		return err
	}
	if err := p.expect(","); err != nil {
		return err
	}
	if p.peek() != '"' {
		return p.errf("inline asm without its constraints")
	}
	return p.group()
}

// skipAttribute skips one attribute-like item: a word with an optional
// parenthesized argument, a number, "#N", a string or a bracketed group
// (operand bundles).
func (p *parser) skipAttribute() error {
	switch c := p.peek(); {
	case c == '#':
		p.i++
		p.word()
		return nil
	case c == '"' || c == '[' || c == '(' || c == '{' || c == '<':
		return p.group()
	case irmod.IsIdentChar(c):
		p.word()
		if p.peekRaw() == '(' {
			return p.group()
		}
		return nil
	}
	return p.errf("unexpected character")
}

// skipArg skips an argument after its type: parameter attributes and the
// value, up to the next top-level ',' or the closing ')'.
func (p *parser) skipArg() error {
	for {
		switch c := p.peek(); c {
		case ',', ')':
			return nil
		case 0:
			return p.errf("unterminated argument list")
		case '(', '[', '{', '<', '"':
			if err := p.group(); err != nil {
				return err
			}
		default:
			p.i++
		}
	}
}

// group skips a balanced (), [], {}, <> group or a "string", with the
// strings inside it.
func (p *parser) group() error {
	p.blank()
	depth := 0
	for p.i < len(p.s) {
		c := p.s[p.i]
		p.i++
		switch c {
		case '"':
			for p.i < len(p.s) && p.s[p.i] != '"' {
				p.i++
			}
			if p.i >= len(p.s) {
				return p.errf("unterminated string")
			}
			p.i++
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
		}
		if depth <= 0 {
			return nil
		}
	}
	return p.errf("unbalanced brackets")
}

// value skips one value: a local or global name, a literal, an aggregate
// constant, a constant expression, or metadata; with a keyer, it gives
// the keyer the value's text.
func (p *parser) value() error {
	if p.k == nil {
		return p.skipValue()
	}
	p.blank()
	start := p.i
	if err := p.skipValue(); err != nil {
		return err
	}
	p.k.value(p.s[start:p.i])
	return nil
}

// skipValue is value without the keyer.
func (p *parser) skipValue() error {
	switch c := p.peek(); {
	case c == '%' || c == '@':
		p.i++
		if p.peekRaw() == '"' {
			return p.group()
		}
		for p.i < len(p.s) && irmod.IsIdentChar(p.s[p.i]) {
			p.i++
		}
		return nil
	case c == '!':
		p.i++
		switch p.peekRaw() {
		case '{', '"':
			return p.group()
		}
		p.word()
		if p.peekRaw() == '(' {
			return p.group()
		}
		return nil
	case c == '{' || c == '[' || c == '<':
		return p.group()
	case c == 'c' && p.i+1 < len(p.s) && p.s[p.i+1] == '"':
		p.i++
		return p.group()
	case irmod.IsIdentChar(c) || c == '+':
		return p.wordValue()
	}
	return p.errf("expected a value")
}

// wordValue skips a literal (42, -1, 1.5e+00, 0xK..., true, null, undef,
// zeroinitializer, ...) or a constant expression (a keyword, optional flag
// words, then a parenthesized group).
func (p *parser) wordValue() error {
	w := p.literalWord()
	switch {
	case w == "asm":
		return refuse("inline asm value")
	case w == "dso_local_equivalent" || w == "no_cfi":
		return p.value()
	case w == "blockaddress" || opcode.Parse(w) != 0:
		for p.peek() != '(' {
			if p.peek() == 0 || !irmod.IsIdentChar(p.peek()) {
				return p.errf("constant expression %s", w)
			}
			p.word()
		}
		return p.group()
	}
	return nil
}

// literalWord reads a word that may hold a number's sign and exponent.
func (p *parser) literalWord() string {
	p.blank()
	start := p.i
	for p.i < len(p.s) && (irmod.IsIdentChar(p.s[p.i]) || p.s[p.i] == '+') {
		p.i++
	}
	return p.s[start:p.i]
}
