package compare

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// exprInfo describes a constant expression: its LLVM opcode, its operands,
// the numbers that are part of it but not operands (predicate, flags,
// indices) and the types that are (GEP source type, cast target).
type exprInfo struct {
	op    int
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
		return exprInfo{op: opAdd, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{ovf(e.OverflowFlags)}}
	case *constant.ExprFAdd:
		return exprInfo{op: opFAdd, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprSub:
		return exprInfo{op: opSub, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{ovf(e.OverflowFlags)}}
	case *constant.ExprFSub:
		return exprInfo{op: opFSub, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprMul:
		return exprInfo{op: opMul, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{ovf(e.OverflowFlags)}}
	case *constant.ExprFMul:
		return exprInfo{op: opFMul, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprUDiv:
		return exprInfo{op: opUDiv, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{exactBit(e.Exact)}}
	case *constant.ExprSDiv:
		return exprInfo{op: opSDiv, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{exactBit(e.Exact)}}
	case *constant.ExprFDiv:
		return exprInfo{op: opFDiv, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprURem:
		return exprInfo{op: opURem, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprSRem:
		return exprInfo{op: opSRem, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprFRem:
		return exprInfo{op: opFRem, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprShl:
		return exprInfo{op: opShl, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{ovf(e.OverflowFlags)}}
	case *constant.ExprLShr:
		return exprInfo{op: opLShr, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{exactBit(e.Exact)}}
	case *constant.ExprAShr:
		return exprInfo{op: opAShr, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{exactBit(e.Exact)}}
	case *constant.ExprAnd:
		return exprInfo{op: opAnd, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprOr:
		return exprInfo{op: opOr, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprXor:
		return exprInfo{op: opXor, ops: []constant.Constant{e.X, e.Y}}
	case *constant.ExprFNeg:
		return exprInfo{op: opFNeg, ops: []constant.Constant{e.X}}
	case *constant.ExprTrunc:
		return exprInfo{op: opTrunc, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprZExt:
		return exprInfo{op: opZExt, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprSExt:
		return exprInfo{op: opSExt, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprFPTrunc:
		return exprInfo{op: opFPTrunc, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprFPExt:
		return exprInfo{op: opFPExt, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprFPToUI:
		return exprInfo{op: opFPToUI, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprFPToSI:
		return exprInfo{op: opFPToSI, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprUIToFP:
		return exprInfo{op: opUIToFP, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprSIToFP:
		return exprInfo{op: opSIToFP, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprPtrToInt:
		return exprInfo{op: opPtrToInt, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprIntToPtr:
		return exprInfo{op: opIntToPtr, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprBitCast:
		return exprInfo{op: opBitCast, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
	case *constant.ExprAddrSpaceCast:
		return exprInfo{op: opAddrSpaceCast, ops: []constant.Constant{e.From}, types: []types.Type{e.To}}
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
		return exprInfo{op: opGEP, ops: ops, nums: nums, types: []types.Type{e.ElemType}}
	case *constant.ExprICmp:
		return exprInfo{op: opICmp, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{uint64(e.Pred)}}
	case *constant.ExprFCmp:
		return exprInfo{op: opFCmp, ops: []constant.Constant{e.X, e.Y}, nums: []uint64{uint64(e.Pred)}}
	case *constant.ExprSelect:
		return exprInfo{op: opSelect, ops: []constant.Constant{e.Cond, e.X, e.Y}}
	case *constant.ExprExtractElement:
		return exprInfo{op: opExtractElement, ops: []constant.Constant{e.X, e.Index}}
	case *constant.ExprInsertElement:
		return exprInfo{op: opInsertElement, ops: []constant.Constant{e.X, e.Elem, e.Index}}
	case *constant.ExprShuffleVector:
		return exprInfo{op: opShuffleVector, ops: []constant.Constant{e.X, e.Y, e.Mask}}
	case *constant.ExprExtractValue:
		return exprInfo{op: opExtractValue, ops: []constant.Constant{e.X}, nums: e.Indices}
	case *constant.ExprInsertValue:
		return exprInfo{op: opInsertValue, ops: []constant.Constant{e.X, e.Elem}, nums: e.Indices}
	}
	return exprInfo{op: -1}
}

// cmpExprs compares two constant expressions: opcode, operands (as
// constants), then the non-operand parts.
func (c *comparator) cmpExprs(l, r constant.Constant) int {
	el, er := describeExpr(l), describeExpr(r)
	if res := cmpNum(uint64(el.op+1), uint64(er.op+1)); res != 0 {
		return res
	}
	if el.op < 0 {
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
