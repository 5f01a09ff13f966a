package codegen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// Speculation. An unmatched instruction normally runs in a block guarded
// by a branch on the identifier, and every value it feeds into shared code
// then needs a phi at the join. When the instruction can run on the other
// function's executions without any effect (it has no side effects and
// cannot trap: at worst it computes poison, which nothing of that function
// reads, and a `select` on the identifier never propagates the arm it does
// not pick), it is placed in the shared block instead. Two functions that
// differ in one comparison predicate then merge into both comparisons and
// a select rather than a diamond with two phis; the instructions are the
// same, the branches and phis are gone.

// speculatable reports instructions LLVM also treats as safe to execute
// speculatively: arithmetic other than integer division (which traps on
// zero), comparisons, casts, address arithmetic, selects, aggregate and
// vector element access, freeze. Loads, stores, calls, allocas, atomics and
// everything with memory or control effects are excluded.
func speculatable(inst interface{}) bool {
	switch inst.(type) {
	case *ir.InstAdd, *ir.InstSub, *ir.InstMul, *ir.InstShl, *ir.InstLShr, *ir.InstAShr,
		*ir.InstAnd, *ir.InstOr, *ir.InstXor,
		*ir.InstFNeg, *ir.InstFAdd, *ir.InstFSub, *ir.InstFMul, *ir.InstFDiv, *ir.InstFRem,
		*ir.InstICmp, *ir.InstFCmp,
		*ir.InstTrunc, *ir.InstZExt, *ir.InstSExt, *ir.InstFPTrunc, *ir.InstFPExt,
		*ir.InstFPToUI, *ir.InstFPToSI, *ir.InstUIToFP, *ir.InstSIToFP,
		*ir.InstPtrToInt, *ir.InstIntToPtr, *ir.InstBitCast,
		*ir.InstGetElementPtr, *ir.InstSelect, *ir.InstFreeze,
		*ir.InstExtractValue, *ir.InstInsertValue,
		*ir.InstExtractElement, *ir.InstInsertElement, *ir.InstShuffleVector:
		return true
	}
	return false
}

// canHoist reports whether the unmatched instruction inst may go into the shared block blk: it is speculatable and each
// operand it computes from is already defined in shared code, so no phi is
// needed to read it there (a value from the function's own guarded blocks
// would need one, which costs what speculation saves).
func (b *builder) canHoist(inst interface{}, blk *block) bool {
	if blk.side != shared || !speculatable(inst) {
		return false
	}
	for _, s := range slotsOf(inst) {
		if s.Label || s.Ptr == nil {
			continue
		}
		v := *s.Ptr
		if _, ok := b.fixed[v]; ok {
			continue
		}
		if _, ok := b.paramOf[v]; ok {
			continue
		}
		switch v.(type) {
		case ir.Instruction, *ir.TermInvoke:
		default:
			continue // constant, global, inline asm
		}
		d, ok := b.defs[v.(value.Value)]
		if !ok || d.invoke || d.blk.side != shared {
			return false
		}
	}
	return true
}
