package compare

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// allocaOne is the implicit element count of `alloca T` (LLVM stores an
// explicit `i32 1` operand).
var allocaOne = constant.NewInt(types.I32, 1)

// desc is what the generic part of the comparison needs of an
// instruction: opcode, operands in a fixed order, result type, the index
// of the callee among the operands (-1 if none) and LLVM's
// "subclass optional data" (nuw/nsw, exact, fast-math flags).
type desc struct {
	op     opcode.Op
	ops    []value.Value
	typ    types.Type
	callee int
	opt    uint64
}

// describe fills d for the instruction or terminator x, reusing buf.
func describe(x any, buf []value.Value) desc {
	d := desc{callee: -1, typ: types.Void}
	ops := buf[:0]
	add := func(vs ...value.Value) { ops = append(ops, vs...) }
	switch x := x.(type) {
	case *ir.InstFNeg:
		d.op, d.opt = opcode.FNeg, fmf(x.FastMathFlags)
		add(x.X)
	case *ir.InstAdd:
		d.op, d.opt = opcode.Add, ovf(x.OverflowFlags)
		add(x.X, x.Y)
	case *ir.InstFAdd:
		d.op, d.opt = opcode.FAdd, fmf(x.FastMathFlags)
		add(x.X, x.Y)
	case *ir.InstSub:
		d.op, d.opt = opcode.Sub, ovf(x.OverflowFlags)
		add(x.X, x.Y)
	case *ir.InstFSub:
		d.op, d.opt = opcode.FSub, fmf(x.FastMathFlags)
		add(x.X, x.Y)
	case *ir.InstMul:
		d.op, d.opt = opcode.Mul, ovf(x.OverflowFlags)
		add(x.X, x.Y)
	case *ir.InstFMul:
		d.op, d.opt = opcode.FMul, fmf(x.FastMathFlags)
		add(x.X, x.Y)
	case *ir.InstUDiv:
		d.op, d.opt = opcode.UDiv, exactBit(x.Exact)
		add(x.X, x.Y)
	case *ir.InstSDiv:
		d.op, d.opt = opcode.SDiv, exactBit(x.Exact)
		add(x.X, x.Y)
	case *ir.InstFDiv:
		d.op, d.opt = opcode.FDiv, fmf(x.FastMathFlags)
		add(x.X, x.Y)
	case *ir.InstURem:
		d.op = opcode.URem
		add(x.X, x.Y)
	case *ir.InstSRem:
		d.op = opcode.SRem
		add(x.X, x.Y)
	case *ir.InstFRem:
		d.op, d.opt = opcode.FRem, fmf(x.FastMathFlags)
		add(x.X, x.Y)
	case *ir.InstShl:
		d.op, d.opt = opcode.Shl, ovf(x.OverflowFlags)
		add(x.X, x.Y)
	case *ir.InstLShr:
		d.op, d.opt = opcode.LShr, exactBit(x.Exact)
		add(x.X, x.Y)
	case *ir.InstAShr:
		d.op, d.opt = opcode.AShr, exactBit(x.Exact)
		add(x.X, x.Y)
	case *ir.InstAnd:
		d.op = opcode.And
		add(x.X, x.Y)
	case *ir.InstOr:
		d.op = opcode.Or
		add(x.X, x.Y)
	case *ir.InstXor:
		d.op = opcode.Xor
		add(x.X, x.Y)
	case *ir.InstExtractElement:
		d.op = opcode.ExtractElement
		add(x.X, x.Index)
	case *ir.InstInsertElement:
		d.op = opcode.InsertElement
		add(x.X, x.Elem, x.Index)
	case *ir.InstShuffleVector:
		d.op = opcode.ShuffleVector
		add(x.X, x.Y, x.Mask)
	case *ir.InstExtractValue:
		d.op = opcode.ExtractValue
		add(x.X)
	case *ir.InstInsertValue:
		d.op = opcode.InsertValue
		add(x.X, x.Elem)
	case *ir.InstAlloca:
		d.op = opcode.Alloca
		if x.NElems != nil {
			add(x.NElems)
		} else {
			add(allocaOne)
		}
	case *ir.InstLoad:
		d.op = opcode.Load
		add(x.Src)
	case *ir.InstStore:
		d.op = opcode.Store
		add(x.Src, x.Dst)
	case *ir.InstFence:
		d.op = opcode.Fence
	case *ir.InstCmpXchg:
		d.op = opcode.AtomicCmpXchg
		add(x.Ptr, x.Cmp, x.New)
	case *ir.InstAtomicRMW:
		d.op = opcode.AtomicRMW
		add(x.Dst, x.X)
	case *ir.InstGetElementPtr:
		d.op, d.opt = opcode.GetElementPtr, exactBit(x.InBounds)
		add(x.Src)
		add(x.Indices...)
	case *ir.InstTrunc:
		d.op = opcode.Trunc
		add(x.From)
	case *ir.InstZExt:
		d.op = opcode.ZExt
		add(x.From)
	case *ir.InstSExt:
		d.op = opcode.SExt
		add(x.From)
	case *ir.InstFPTrunc:
		d.op = opcode.FPTrunc
		add(x.From)
	case *ir.InstFPExt:
		d.op = opcode.FPExt
		add(x.From)
	case *ir.InstFPToUI:
		d.op = opcode.FPToUI
		add(x.From)
	case *ir.InstFPToSI:
		d.op = opcode.FPToSI
		add(x.From)
	case *ir.InstUIToFP:
		d.op = opcode.UIToFP
		add(x.From)
	case *ir.InstSIToFP:
		d.op = opcode.SIToFP
		add(x.From)
	case *ir.InstPtrToInt:
		d.op = opcode.PtrToInt
		add(x.From)
	case *ir.InstIntToPtr:
		d.op = opcode.IntToPtr
		add(x.From)
	case *ir.InstBitCast:
		d.op = opcode.BitCast
		add(x.From)
	case *ir.InstAddrSpaceCast:
		d.op = opcode.AddrSpaceCast
		add(x.From)
	case *ir.InstICmp:
		d.op = opcode.ICmp
		add(x.X, x.Y)
	case *ir.InstFCmp:
		d.op, d.opt = opcode.FCmp, fmf(x.FastMathFlags)
		add(x.X, x.Y)
	case *ir.InstPhi:
		d.op, d.opt = opcode.PHI, fmf(x.FastMathFlags)
		for _, in := range x.Incs {
			add(in.X)
		}
	case *ir.InstSelect:
		d.op, d.opt = opcode.Select, fmf(x.FastMathFlags)
		add(x.Cond, x.ValueTrue, x.ValueFalse)
	case *ir.InstFreeze:
		d.op = opcode.Freeze
		add(x.X)
	case *ir.InstCall:
		d.op, d.opt = opcode.Call, fmf(x.FastMathFlags)
		add(x.Args...)
		ops = addBundles(ops, x.OperandBundles)
		d.callee = len(ops)
		add(x.Callee)
	case *ir.InstVAArg:
		d.op = opcode.VAArg
		add(x.ArgList)
	case *ir.InstLandingPad:
		d.op = opcode.LandingPad
		for _, cl := range x.Clauses {
			add(cl.X)
		}
	case *ir.InstCatchPad:
		d.op = opcode.CatchPad
		add(x.Args...)
		add(x.CatchSwitch)
	case *ir.InstCleanupPad:
		d.op = opcode.CleanupPad
		add(x.Args...)
		add(x.ParentPad)
	case *ir.TermRet:
		d.op = opcode.Ret
		if x.X != nil {
			add(x.X)
		}
	case *ir.TermBr:
		d.op = opcode.Br
		add(x.Target)
	case *ir.TermCondBr:
		d.op = opcode.Br
		add(x.Cond, x.TargetFalse, x.TargetTrue)
	case *ir.TermSwitch:
		d.op = opcode.Switch
		add(x.X, x.TargetDefault)
		for _, k := range x.Cases {
			add(k.X, k.Target)
		}
	case *ir.TermIndirectBr:
		d.op = opcode.IndirectBr
		add(x.Addr)
		add(x.ValidTargets...)
	case *ir.TermInvoke:
		d.op = opcode.Invoke
		add(x.Args...)
		ops = addBundles(ops, x.OperandBundles)
		add(x.NormalRetTarget, x.ExceptionRetTarget)
		d.callee = len(ops)
		add(x.Invokee)
	case *ir.TermCallBr:
		d.op = opcode.CallBr
		add(x.Args...)
		ops = addBundles(ops, x.OperandBundles)
		add(x.NormalRetTarget)
		add(x.OtherRetTargets...)
		d.callee = len(ops)
		add(x.Callee)
	case *ir.TermResume:
		d.op = opcode.Resume
		add(x.X)
	case *ir.TermUnreachable:
		d.op = opcode.Unreachable
	case *ir.TermCleanupRet:
		d.op = opcode.CleanupRet
		add(x.CleanupPad)
		if x.UnwindTarget != nil {
			add(x.UnwindTarget)
		}
	case *ir.TermCatchRet:
		d.op = opcode.CatchRet
		add(x.CatchPad, x.Target)
	case *ir.TermCatchSwitch:
		d.op = opcode.CatchSwitch
		add(x.ParentPad)
		if x.DefaultUnwindTarget != nil {
			add(x.DefaultUnwindTarget)
		}
		add(x.Handlers...)
	}
	if v, ok := x.(value.Value); ok {
		d.typ = v.Type()
	}
	d.ops = ops
	return d
}

func addBundles(ops []value.Value, bs []*ir.OperandBundle) []value.Value {
	for _, b := range bs {
		ops = append(ops, b.Inputs...)
	}
	return ops
}

// fmf encodes fast-math flags as LLVM's FastMathFlags bits.
func fmf(flags []enum.FastMathFlag) uint64 {
	var m uint64
	for _, f := range flags {
		switch f {
		case enum.FastMathFlagReassoc:
			m |= 1
		case enum.FastMathFlagNNaN:
			m |= 2
		case enum.FastMathFlagNInf:
			m |= 4
		case enum.FastMathFlagNSZ:
			m |= 8
		case enum.FastMathFlagARcp:
			m |= 16
		case enum.FastMathFlagContract:
			m |= 32
		case enum.FastMathFlagAFn:
			m |= 64
		case enum.FastMathFlagFast:
			m |= 127
		}
	}
	return m
}

// cmpInst is LLVM's cmpOperations followed by the operand comparison of
// cmpBasicBlocks.
func (c *comparator) cmpInst(xl, xr any) int {
	dl := describe(xl, c.opsL)
	dr := describe(xr, c.opsR)
	c.opsL, c.opsR = dl.ops, dr.ops
	// Associate the instructions themselves (terminators without a value
	// too, so positions line up the same way on both sides).
	if res := cmpNum(uint64(serial(c.snL, xl)), uint64(serial(c.snR, xr))); res != 0 {
		return res
	}
	if res := cmpNum(uint64(dl.op), uint64(dr.op)); res != 0 {
		return res
	}
	if dl.op == opcode.GetElementPtr {
		return c.cmpGEPs(xl.(*ir.InstGetElementPtr), xr.(*ir.InstGetElementPtr), dl, dr)
	}
	if res := cmpNum(uint64(len(dl.ops)), uint64(len(dr.ops))); res != 0 {
		return res
	}
	if res := c.cmpTypes(dl.typ, dr.typ); res != 0 {
		return res
	}
	if res := cmpNum(dl.opt, dr.opt); res != 0 {
		return res
	}
	for i := range dl.ops {
		if res := c.cmpTypes(unwrap(dl.ops[i]).Type(), unwrap(dr.ops[i]).Type()); res != 0 {
			return res
		}
	}
	if res := c.cmpSpecial(xl, xr); res != 0 {
		return res
	}
	c.positionalMD = dl.callee >= 0 && positionalMetadata(dl.ops[dl.callee]) && positionalMetadata(dr.ops[dr.callee])
	defer func() { c.positionalMD = false }()
	for i := range dl.ops {
		if res := c.cmpValues(dl.ops[i], dr.ops[i], i == dl.callee); res != 0 {
			return res
		}
	}
	return 0
}

// positionalMetadata reports the intrinsics whose metadata operands are
// associated by position (as LLVM 14 does for all metadata) rather than
// compared by content: those where only the correspondence of the nodes
// within each function matters.
//   - llvm.dbg.*: debug information only; merged code drops them.
//   - llvm.experimental.noalias.scope.decl: its scope list names scopes of
//     the function's own (the inliner makes them fresh for every inlined
//     body), which only that function's !alias.scope and !noalias
//     attachments refer to. The survivor keeps its declarations, and its
//     alias hints are dropped when the two sides' differ (identical's
//     hintKinds), so the body stands for both. Compared by content, two
//     instances of one template inlining the same callee never merged
//     (jsoncpp: 796 bytes of .text more than opt -mergefunc).
func positionalMetadata(callee value.Value) bool {
	f, ok := callee.(*ir.Func)
	return ok && (strings.HasPrefix(f.GlobalName, "llvm.dbg.") || f.GlobalName == "llvm.experimental.noalias.scope.decl")
}

// cmpGEPs is LLVM's cmpGEPs: pointer operand, address space, then the
// accumulated constant byte offset when both have one, otherwise source
// type and operands. Unlike LLVM 14 it also compares inbounds (merging
// across it is a miscompile, llvm/llvm-project#219664) and the result
// type (vector GEPs).
func (c *comparator) cmpGEPs(l, r *ir.InstGetElementPtr, dl, dr desc) int {
	if res := c.cmpValues(l.Src, r.Src, false); res != 0 {
		return res
	}
	if res := cmpNum(dl.opt, dr.opt); res != 0 {
		return res
	}
	if res := c.cmpTypes(dl.typ, dr.typ); res != 0 {
		return res
	}
	asl, asr := ptrAddrSpace(l.Src.Type()), ptrAddrSpace(r.Src.Type())
	if res := cmpNum(asl, asr); res != 0 {
		return res
	}
	offL, okL := c.constOffset(l.ElemType, l.Indices, asl)
	offR, okR := c.constOffset(r.ElemType, r.Indices, asr)
	if okL && okR {
		return cmpNum(offL, offR)
	}
	if res := c.cmpTypes(l.ElemType, r.ElemType); res != 0 {
		return res
	}
	if res := cmpNum(uint64(len(dl.ops)), uint64(len(dr.ops))); res != 0 {
		return res
	}
	for i := range dl.ops {
		if res := c.cmpValues(dl.ops[i], dr.ops[i], false); res != 0 {
			return res
		}
	}
	return 0
}

func ptrAddrSpace(t types.Type) uint64 {
	if v, ok := t.(*types.VectorType); ok {
		t = v.ElemType
	}
	if p, ok := t.(*types.PointerType); ok {
		return uint64(p.AddrSpace)
	}
	return 0
}

// constOffset is GEPOperator::accumulateConstantOffset: the byte offset of
// a GEP whose indices are all constant integers, wrapped to the pointer
// width and returned as an unsigned number (LLVM compares the APInts
// unsigned).
func (c *comparator) constOffset(elem types.Type, indices []value.Value, as uint64) (uint64, bool) {
	var off uint64
	t := elem
	for i, ix := range indices {
		k, ok := unwrap(ix).(*constant.Int)
		if !ok {
			return 0, false
		}
		n := k.X.Int64() // wraps like LLVM's sext/trunc to 64 bits
		if !k.X.IsInt64() {
			n = int64(unsignedOf(k).Uint64())
		}
		if i == 0 {
			off += uint64(n) * c.gn.sizeOf(t).size
			continue
		}
		switch tt := t.(type) {
		case *types.StructType:
			if n < 0 || int(n) >= len(tt.Fields) {
				return 0, false
			}
			off += c.gn.fieldOffset(tt, int(n))
			t = tt.Fields[n]
		case *types.ArrayType:
			t = tt.ElemType
			off += uint64(n) * c.gn.sizeOf(t).size
		case *types.VectorType:
			t = tt.ElemType
			off += uint64(n) * c.gn.sizeOf(t).size
		default:
			return 0, false
		}
	}
	if bits := c.gn.layout.pointerBits(as); bits < 64 {
		off &= 1<<bits - 1
	}
	return off, true
}

// cmpSpecial compares the state that is part of particular instructions
// but not an operand (LLVM's cmpOperations tail).
func (c *comparator) cmpSpecial(xl, xr any) int {
	switch l := xl.(type) {
	case *ir.InstAlloca:
		r := xr.(*ir.InstAlloca)
		if res := c.cmpTypes(l.ElemType, r.ElemType); res != 0 {
			return res
		}
		return cmpNums([]uint64{uint64(l.Align), exactBit(l.InAlloca), exactBit(l.SwiftError)},
			[]uint64{uint64(r.Align), exactBit(r.InAlloca), exactBit(r.SwiftError)})
	case *ir.InstLoad:
		r := xr.(*ir.InstLoad)
		if res := cmpNums(memState(l.Volatile, l.Align, l.Ordering), memState(r.Volatile, r.Align, r.Ordering)); res != 0 {
			return res
		}
		if res := cmpStr(l.SyncScope, r.SyncScope); res != 0 {
			return res
		}
		return cmpAttached(l.Metadata, r.Metadata, loadMD)
	case *ir.InstStore:
		r := xr.(*ir.InstStore)
		if res := cmpNums(memState(l.Volatile, l.Align, l.Ordering), memState(r.Volatile, r.Align, r.Ordering)); res != 0 {
			return res
		}
		if res := cmpStr(l.SyncScope, r.SyncScope); res != 0 {
			return res
		}
		return cmpAttached(l.Metadata, r.Metadata, storeMD)
	case *ir.InstICmp:
		return cmpNum(uint64(l.Pred), uint64(xr.(*ir.InstICmp).Pred))
	case *ir.InstFCmp:
		return cmpNum(uint64(l.Pred), uint64(xr.(*ir.InstFCmp).Pred))
	case *ir.InstCall:
		r := xr.(*ir.InstCall)
		if res := c.cmpCallSite(l.CallingConv, r.CallingConv, calleeSig(l.Callee), calleeSig(r.Callee)); res != 0 {
			return res
		}
		if res := c.cmpCallAttrs(l.FuncAttrs, l.ReturnAttrs, l.Args, r.FuncAttrs, r.ReturnAttrs, r.Args); res != 0 {
			return res
		}
		if res := cmpBundles(l.OperandBundles, r.OperandBundles); res != 0 {
			return res
		}
		if res := cmpNum(tailKind(l.Tail), tailKind(r.Tail)); res != 0 {
			return res
		}
		return cmpAttached(l.Metadata, r.Metadata, callMD)
	case *ir.TermInvoke:
		r := xr.(*ir.TermInvoke)
		if res := c.cmpCallSite(l.CallingConv, r.CallingConv, calleeSig(l.Invokee), calleeSig(r.Invokee)); res != 0 {
			return res
		}
		if res := c.cmpCallAttrs(l.FuncAttrs, l.ReturnAttrs, l.Args, r.FuncAttrs, r.ReturnAttrs, r.Args); res != 0 {
			return res
		}
		if res := cmpBundles(l.OperandBundles, r.OperandBundles); res != 0 {
			return res
		}
		return cmpAttached(l.Metadata, r.Metadata, callMD)
	case *ir.TermCallBr:
		r := xr.(*ir.TermCallBr)
		if res := c.cmpCallSite(l.CallingConv, r.CallingConv, calleeSig(l.Callee), calleeSig(r.Callee)); res != 0 {
			return res
		}
		if res := c.cmpCallAttrs(l.FuncAttrs, l.ReturnAttrs, l.Args, r.FuncAttrs, r.ReturnAttrs, r.Args); res != 0 {
			return res
		}
		return cmpBundles(l.OperandBundles, r.OperandBundles)
	case *ir.InstExtractValue:
		return cmpNums(l.Indices, xr.(*ir.InstExtractValue).Indices)
	case *ir.InstInsertValue:
		return cmpNums(l.Indices, xr.(*ir.InstInsertValue).Indices)
	case *ir.InstFence:
		r := xr.(*ir.InstFence)
		if res := cmpNum(uint64(l.Ordering), uint64(r.Ordering)); res != 0 {
			return res
		}
		return cmpStr(l.SyncScope, r.SyncScope)
	case *ir.InstCmpXchg:
		r := xr.(*ir.InstCmpXchg)
		if res := cmpNums([]uint64{exactBit(l.Volatile), exactBit(l.Weak), uint64(l.SuccessOrdering), uint64(l.FailureOrdering)},
			[]uint64{exactBit(r.Volatile), exactBit(r.Weak), uint64(r.SuccessOrdering), uint64(r.FailureOrdering)}); res != 0 {
			return res
		}
		return cmpStr(l.SyncScope, r.SyncScope)
	case *ir.InstAtomicRMW:
		r := xr.(*ir.InstAtomicRMW)
		if res := cmpNums([]uint64{uint64(l.Op), exactBit(l.Volatile), uint64(l.Ordering)},
			[]uint64{uint64(r.Op), exactBit(r.Volatile), uint64(r.Ordering)}); res != 0 {
			return res
		}
		return cmpStr(l.SyncScope, r.SyncScope)
	case *ir.InstPhi:
		r := xr.(*ir.InstPhi)
		for i := range l.Incs {
			if res := c.cmpValues(l.Incs[i].Pred, r.Incs[i].Pred, false); res != 0 {
				return res
			}
		}
	case *ir.InstLandingPad:
		r := xr.(*ir.InstLandingPad)
		if res := cmpBool(l.Cleanup, r.Cleanup); res != 0 {
			return res
		}
		for i := range l.Clauses {
			if res := cmpNum(uint64(l.Clauses[i].Type), uint64(r.Clauses[i].Type)); res != 0 {
				return res
			}
		}
	}
	return 0
}

func memState(volatile bool, align ir.Align, ord enum.AtomicOrdering) []uint64 {
	return []uint64{exactBit(volatile), uint64(align), uint64(ord)}
}

// cmpCallSite compares calling convention and the called function type
// (LLVM 14 does not compare the latter: an indirect call through the same
// pointer as varargs or not would otherwise compare equal).
func (c *comparator) cmpCallSite(ccl, ccr enum.CallingConv, sl, sr types.Type) int {
	if res := cmpNum(uint64(ccl), uint64(ccr)); res != 0 {
		return res
	}
	if sl == nil || sr == nil {
		return cmpBool(sl != nil, sr != nil)
	}
	return c.cmpTypes(sl, sr)
}

func calleeSig(callee value.Value) types.Type {
	if p, ok := callee.Type().(*types.PointerType); ok {
		if f, ok := p.ElemType.(*types.FuncType); ok {
			return f
		}
	}
	return nil
}

// tailKind maps llir's enum to LLVM's TailCallKind numbering.
func tailKind(t enum.Tail) uint64 {
	switch t {
	case enum.TailTail:
		return 1
	case enum.TailMustTail:
		return 2
	case enum.TailNoTail:
		return 3
	}
	return 0
}

// cmpBundles is LLVM's cmpOperandBundlesSchema (the inputs are operands).
func cmpBundles(l, r []*ir.OperandBundle) int {
	if res := cmpNum(uint64(len(l)), uint64(len(r))); res != 0 {
		return res
	}
	for i := range l {
		if res := cmpStr(l[i].Tag, r[i].Tag); res != 0 {
			return res
		}
		if res := cmpNum(uint64(len(l[i].Inputs)), uint64(len(r[i].Inputs))); res != 0 {
			return res
		}
	}
	return 0
}

// Attached metadata that is compared. LLVM 14 compares !range on loads
// and calls. The other kinds make promises whose violation is poison or UB,
// or that let later passes move or drop the access (!invariant.load: the
// memory never changes, so LICM hoists the load past stores;
// !invariant.group; !nontemporal; !llvm.access.group: the access takes
// part in a parallel loop), so a function carrying them must not stand in
// for one without: they are compared too. Access groups are distinct
// nodes, so they compare by presence (their printed content is `!{}`).
// Everything else (!dbg, !tbaa, !prof, ...) is ignored, like LLVM.
var (
	loadMD  = []string{"range", "nonnull", "noundef", "align", "dereferenceable", "dereferenceable_or_null", "invariant.load", "invariant.group", "nontemporal", "llvm.access.group"}
	storeMD = []string{"invariant.group", "nontemporal", "llvm.access.group"}
	callMD  = []string{"range", "llvm.access.group", "callees"}
)

func cmpAttached(l, r ir.Metadata, kinds []string) int {
	for _, k := range kinds {
		nl, nr := attachment(l, k), attachment(r, k)
		if res := cmpBool(nl != "", nr != ""); res != 0 {
			return res
		}
		if res := cmpMem(nl, nr); res != 0 {
			return res
		}
	}
	return 0
}

func attachment(mds ir.Metadata, name string) string {
	for _, a := range mds {
		if a.Name == name && a.Node != nil {
			return MDText(a.Node)
		}
	}
	return ""
}
