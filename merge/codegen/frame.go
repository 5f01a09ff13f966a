package codegen

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/compare"
)

// Stack use of a merged function, reported for the caller to judge (see
// merge/similar's stack rules): a merged function runs for the callers of
// both originals, so it must not need much more stack than each did.
//
//   - Frame: the merged entry block holds the static allocas of both
//     functions, sharing a slot only between allocas of one shape; every
//     other slot is stack one side never used.
//   - MoreStackArgs: the identifier (and parameters the originals do not
//     share) may push arguments past the registers of the calling
//     convention, and a call can be a sibling call (a jump) only when the
//     callee's stack arguments fit in the caller's.

// frameSizes returns the bytes of static slots of the merged entry (a1 of
// the first function, a2 of the second; used[j] says a2[j] shares a slot
// of a1's) and of each original's own.
func frameSizes(f *ir.Func, a1, a2 []*ir.InstAlloca, used []bool) (merged uint64, own [2]uint64) {
	layout := ""
	if f.Parent != nil {
		layout = f.Parent.DataLayout
	}
	for _, x := range a1 {
		own[0] += allocaSize(layout, x)
	}
	merged = own[0]
	for j, y := range a2 {
		own[1] += allocaSize(layout, y)
		if !used[j] {
			merged += allocaSize(layout, y)
		}
	}
	return merged, own
}

// StaticFrame is the size in bytes of f's static stack slots (the
// allocas of constant size in its entry block).
func StaticFrame(f *ir.Func) uint64 {
	layout := ""
	if f.Parent != nil {
		layout = f.Parent.DataLayout
	}
	n := uint64(0)
	if len(f.Blocks) == 0 {
		return 0
	}
	for _, a := range align.StaticAllocas(f) {
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

// argRegs are the argument registers of a target's C calling convention:
// how many general-purpose and floating-point/vector ones, how wide a
// general-purpose one is, and whether both kinds share the argument
// positions (Windows x64).
type argRegs struct {
	gpr, fpr   int
	width      int // bytes
	positional bool
}

// regsOf approximates the C calling convention of a target triple. A
// target not listed is taken to pass every argument on the stack (as
// i386 does): that refuses more merges than needed, never fewer.
func regsOf(triple string) argRegs {
	arch := triple
	if i := strings.IndexByte(triple, '-'); i >= 0 {
		arch = triple[:i]
	}
	switch {
	case arch == "x86_64" && strings.Contains(triple, "windows"):
		return argRegs{4, 4, 8, true}
	case arch == "x86_64":
		return argRegs{6, 8, 8, false}
	case arch == "aarch64" || arch == "arm64" || arch == "riscv64":
		return argRegs{8, 8, 8, false}
	case arch == "riscv32":
		return argRegs{8, 0, 4, false}
	case strings.HasPrefix(arch, "arm") || strings.HasPrefix(arch, "thumb"):
		return argRegs{4, 0, 4, false}
	case strings.HasPrefix(arch, "powerpc64"):
		return argRegs{8, 13, 8, false}
	}
	return argRegs{0, 0, 8, false}
}

// stackArgBytes is how many bytes of params (types with their ABI
// attributes) go on the stack under r; ok is false for a type it does
// not classify (a first-class struct or array, x86_fp80, a wide vector).
// Parameters passed in memory by attribute (byval and the like) are left
// out: such a parameter is shared by both functions (mapParams), so it
// costs the merged function what it costs each original. An argument of
// several registers that finds too few left takes the rest of them and
// its whole size of stack (LLVM 14 splits an x86-64 i128 between the last
// register and the stack; counted whole, the later arguments still go on
// the stack after it, as they do).
func (r argRegs) stackArgBytes(params []types.Type, abi []string) (bytes int, ok bool) {
	gpr, fpr := 0, 0
	slot := func(size int) int { return 8 * ((size + 7) / 8) }
	for i, t := range params {
		if byMemory(abi[i]) {
			continue
		}
		class, size, ok := argClass(t, r.width)
		if !ok {
			return 0, false
		}
		if r.positional {
			if i >= r.gpr {
				bytes += slot(size)
			}
			continue
		}
		switch regs := (size + r.width - 1) / r.width; {
		case class == 'g' && gpr+regs <= r.gpr:
			gpr += regs
		case class == 'g':
			gpr = r.gpr
			bytes += slot(size)
		case class == 'f' && fpr < r.fpr:
			fpr++
		default:
			bytes += slot(size)
		}
	}
	return bytes, true
}

// byMemory reports whether ABI attributes abi pass the argument in memory
// (a copy or a slot of the caller's frame), not in a register.
func byMemory(abi string) bool {
	for _, a := range []string{"byval", "inalloca", "preallocated"} {
		if strings.Contains(abi, a) {
			return true
		}
	}
	return false
}

// argClass is the register class ('g' general-purpose, 'f' floating
// point or vector) and size in bytes of an argument of type t, pointers
// being ptrSize bytes.
func argClass(t types.Type, ptrSize int) (class byte, size int, ok bool) {
	switch t := t.(type) {
	case *types.IntType:
		if t.BitSize <= 128 {
			return 'g', int(max(t.BitSize, 8)+7) / 8, true
		}
	case *types.PointerType:
		return 'g', ptrSize, true
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf, types.FloatKindFloat, types.FloatKindDouble, types.FloatKindFP128:
			return 'f', 8, true
		}
	case *types.VectorType:
		if bits := vectorBits(t); bits > 0 && bits <= 128 {
			return 'f', 16, true
		}
	}
	return 0, 0, false
}

// vectorBits is the width of a fixed vector of integers, floats or
// pointers (pointers counted as 64 bits), 0 for any other.
func vectorBits(t *types.VectorType) uint64 {
	if t.Scalable {
		return 0
	}
	switch e := t.ElemType.(type) {
	case *types.IntType:
		return t.Len * e.BitSize
	case *types.PointerType:
		return t.Len * 64
	case *types.FloatType:
		switch e.Kind {
		case types.FloatKindHalf:
			return t.Len * 16
		case types.FloatKindFloat:
			return t.Len * 32
		case types.FloatKindDouble:
			return t.Len * 64
		}
	}
	return 0
}

// MoreStackArgs reports whether a call of the merged function passes more
// bytes of arguments on the stack than a call of the original f under the
// C calling convention of f's target (approximated, regsOf), or whether
// it cannot tell. Such a call is no sibling call where f's was: a thunk of
// f, or a caller of f whose `return f(...)` was a jump, now pushes a
// frame. The caller decides when that matters (similar merging: when f is
// called that way).
func (m *Merged) MoreStackArgs(f *ir.Func) bool {
	triple := ""
	if f.Parent != nil {
		triple = f.Parent.TargetTriple
	}
	r := regsOf(triple)
	merged, ok := r.stackArgBytes(m.Params, m.ParamAttrs)
	if !ok {
		return true
	}
	var ts []types.Type
	var as []string
	for _, p := range f.Params {
		a, _ := abiAttrs(p.Attrs)
		ts, as = append(ts, p.Typ), append(as, a)
	}
	own, ok := r.stackArgBytes(ts, as)
	return !ok || merged > own
}
