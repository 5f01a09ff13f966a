package compare

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// exprInfo describes a constant expression: its LLVM opcode, its operands,
// the numbers that are part of it but not operands (predicate, flags,
// indices) and the types that are (GEP source type, cast target).
type exprInfo struct {
	op    opcode.Op
	ops   []constant.Constant
	nums  []uint64
	types []types.Type
}

func ovf(flags []enum.OverflowFlag) uint64 {
	var m uint64
	for _, f := range flags {
		switch f {
		case enum.OverflowFlagNUW:
			m |= 1
		case enum.OverflowFlagNSW:
			m |= 2
		}
	}
	return m
}

func exactBit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// describeExpr returns the exprInfo of a constant expression. LLVM 14
// compares only the operands of constant expressions, so `sub` and `add`
// of the same operands compare equal there; that is a miscompile, so the
// opcode, flags, predicates and indices are compared here too.
func describeExpr(e constant.Constant) exprInfo {
	switch e := e.(type) {
	case *constant.ExprAdd:
		return exprInfo{op: opcode.Add, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{ovf(e.OverflowFlags)}}
	case *constant.ExprFAdd:
		return exprInfo{op: opcode.FAdd, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprSub:
		return exprInfo{op: opcode.Sub, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{ovf(e.OverflowFlags)}}
	case *constant.ExprFSub:
		return exprInfo{op: opcode.FSub, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprMul:
		return exprInfo{op: opcode.Mul, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{ovf(e.OverflowFlags)}}
	case *constant.ExprFMul:
		return exprInfo{op: opcode.FMul, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprUDiv:
		return exprInfo{op: opcode.UDiv, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{exactBit(e.Exact)}}
	case *constant.ExprSDiv:
		return exprInfo{op: opcode.SDiv, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{exactBit(e.Exact)}}
	case *constant.ExprFDiv:
		return exprInfo{op: opcode.FDiv, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprURem:
		return exprInfo{op: opcode.URem, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprSRem:
		return exprInfo{op: opcode.SRem, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprFRem:
		return exprInfo{op: opcode.FRem, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprShl:
		return exprInfo{op: opcode.Shl, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{ovf(e.OverflowFlags)}}
	case *constant.ExprLShr:
		return exprInfo{op: opcode.LShr, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{exactBit(e.Exact)}}
	case *constant.ExprAShr:
		return exprInfo{op: opcode.AShr, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{exactBit(e.Exact)}}
	case *constant.ExprAnd:
		return exprInfo{op: opcode.And, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprOr:
		return exprInfo{op: opcode.Or, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprXor:
		return exprInfo{op: opcode.Xor, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprFNeg:
		return exprInfo{op: opcode.FNeg, ops: []constant.Constant{e.X}}
	case *constant.ExprTrunc:
		return exprInfo{op: opcode.Trunc, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprZExt:
		return exprInfo{op: opcode.ZExt, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprSExt:
		return exprInfo{op: opcode.SExt, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprFPTrunc:
		return exprInfo{op: opcode.FPTrunc, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprFPExt:
		return exprInfo{op: opcode.FPExt, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprFPToUI:
		return exprInfo{op: opcode.FPToUI, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprFPToSI:
		return exprInfo{op: opcode.FPToSI, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprUIToFP:
		return exprInfo{op: opcode.UIToFP, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprSIToFP:
		return exprInfo{op: opcode.SIToFP, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprPtrToInt:
		return exprInfo{op: opcode.PtrToInt, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprIntToPtr:
		return exprInfo{op: opcode.IntToPtr, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprBitCast:
		return exprInfo{op: opcode.BitCast, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprAddrSpaceCast:
		return exprInfo{op: opcode.AddrSpaceCast, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprGetElementPtr:
		ops := append([]constant.Constant{e.Src}, e.Indices...)
		nums := []uint64{exactBit(e.InBounds)}
		for _, ix := range e.Indices {
			inRange := false
			if x, ok := ix.(*constant.Index); ok {
				inRange = x.InRange
			}
			nums = append(nums, exactBit(inRange))
		}
		return exprInfo{op: opcode.GetElementPtr, ops: ops, nums: nums, types: []types.Type{e.ElemType}}
	case *constant.ExprICmp:
		return exprInfo{op: opcode.ICmp, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{uint64(e.Pred)}}
	case *constant.ExprFCmp:
		return exprInfo{op: opcode.FCmp, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{uint64(e.Pred)}}
	case *constant.ExprSelect:
		return exprInfo{op: opcode.Select, ops: []constant.Constant{e.Cond, e.X, e.Y}}
	case *constant.ExprExtractElement:
		return exprInfo{op: opcode.ExtractElement, ops: []constant.Constant{e.X, e.Index}}
	case *constant.ExprInsertElement:
		return exprInfo{op: opcode.InsertElement, ops: []constant.Constant{e.X, e.Elem, e.Index}}
	case *constant.ExprShuffleVector:
		return exprInfo{op: opcode.ShuffleVector, ops: []constant.Constant{e.X, e.Y, e.Mask}}
	case *constant.ExprExtractValue:
		return exprInfo{op: opcode.ExtractValue, ops: []constant.Constant{e.X}, nums: e.Indices}
	case *constant.ExprInsertValue:
		return exprInfo{op: opcode.InsertValue, ops: []constant.Constant{e.X, e.Elem}, nums: e.Indices}
	}
	return exprInfo{} // op 0: no opcode
}

// cmpExprs compares two constant expressions: opcode, operands (as
// constants), then the non-operand parts.
func (c *comparator) cmpExprs(l, r constant.Constant) int {
	el, er := describeExpr(l), describeExpr(r)
	if res := cmpNum(uint64(el.op), uint64(er.op)); res != 0 {
		return res
	}
	if el.op == 0 {
		// Unknown expression kind (none exist in llir v0.3.6): compare
		// the printed text so the order stays total.
		return cmpStr(l.Ident(), r.Ident())
	}
	if res := c.cmpConstList(el.ops, er.ops); res != 0 {
		return res
	}
	if res := cmpNums(el.nums, er.nums); res != 0 {
		return res
	}
	for i := range el.types {
		if res := c.cmpTypes(el.types[i], er.types[i]); res != 0 {
			return res
		}
	}
	return 0
}
