package codegen

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/compare"
)

// Stack use of a merged function, reported for the caller to judge (see
// merge/similar's stack rules): a merged function runs for the callers of
// both originals, so it must not need much more stack than each did. The
// merged entry block holds the static allocas of both functions, sharing
// a slot only between allocas of one shape; every other slot is stack one
// side never used.

// frameSizes returns the bytes of static slots of the merged entry (a1 of
// the first function f, a2 of the second; used[j] says a2[j] shares a
// slot of a1's) and of each original's own.
func frameSizes(f *ir.Func, a1, a2 []*ir.InstAlloca, used []bool) (merged uint64, own [2]uint64) {
	layout := layoutOf(f)
	own = [2]uint64{slotBytes(layout, a1), slotBytes(layout, a2)}
	merged = own[0]
	for j, y := range a2 {
		if !used[j] {
			merged += allocaSize(layout, y)
		}
	}
	return merged, own
}

// StaticFrame is the size in bytes of f's static stack slots (the
// allocas of constant size in its entry block).
func StaticFrame(f *ir.Func) uint64 {
	if len(f.Blocks) == 0 {
		return 0
	}
	return slotBytes(layoutOf(f), align.StaticAllocas(f))
}

// layoutOf is the datalayout of f's module ("" when it has none).
func layoutOf(f *ir.Func) string {
	if f.Parent == nil {
		return ""
	}
	return f.Parent.DataLayout
}

// slotBytes is the stack the allocas as take.
func slotBytes(layout string, as []*ir.InstAlloca) uint64 {
	n := uint64(0)
	for _, a := range as {
		n += allocaSize(layout, a)
	}
	return n
}

// allocaSize is the stack a static alloca takes: its type's size times its
// constant count.
func allocaSize(layout string, a *ir.InstAlloca) uint64 {
	n := uint64(1)
	if c, ok := a.NElems.(*constant.Int); ok && c.X.IsUint64() {
		n = c.X.Uint64()
	}
	return n * compare.AllocSize(layout, a.ElemType)
}
