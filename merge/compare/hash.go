package compare

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// Hash is consistent with Compare: Compare(a, b) == 0 implies
// Hash(a) == Hash(b). Like LLVM's FunctionComparator::functionHash it
// covers the signature shape (varargs, number of parameters) and the
// opcode sequence of every reachable block in the CFG order Compare walks.
// It adds what Compare also requires to be equal and is cheap to read:
// the kind of the return and result types, operand counts, flags and
// comparison predicates (on SQLite this halves the same-hash pairs that
// are not equal). It reads no global numbers, so merges never invalidate
// it.
func Hash(f *Func) uint64 {
	h := newHash()
	fn := f.IR
	h.add(exactBit(fn.Sig.Variadic))
	h.add(uint64(len(fn.Params)))
	h.add(uint64(hashTypeID(fn.Sig.RetType)))
	if len(fn.Blocks) == 0 {
		return h.sum()
	}
	var buf [16]value.Value
	stack := []*ir.Block{fn.Blocks[0]}
	visited := map[*ir.Block]bool{fn.Blocks[0]: true}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		// A block header, so that the split into blocks counts.
		h.add(45798)
		for _, inst := range b.Insts {
			d := describe(inst, buf[:0])
			h.add(uint64(d.op))
			// Compare requires equal result types (so equal TypeIDs after
			// the pointer coercion) and, except for GEPs with constant
			// offsets, equal operand counts and flags.
			h.add(uint64(hashTypeID(d.typ)))
			if d.op != opcode.GetElementPtr {
				h.add(uint64(len(d.ops)))
				h.add(d.opt)
			}
			switch x := inst.(type) {
			case *ir.InstICmp:
				h.add(uint64(x.Pred))
			case *ir.InstFCmp:
				h.add(uint64(x.Pred))
			}
		}
		d := describe(b.Term, buf[:0])
		h.add(uint64(d.op))
		h.add(uint64(len(d.ops)))
		for _, s := range opcode.Successors(b.Term) {
			if !visited[s] {
				visited[s] = true
				stack = append(stack, s)
			}
		}
	}
	return h.sum()
}

// fnvHash is 64-bit FNV-1a over 64-bit words: deterministic, no seed.
type fnvHash uint64

func newHash() *fnvHash { h := fnvHash(14695981039346656037); return &h }

func (h *fnvHash) add(v uint64) {
	x := uint64(*h)
	for i := 0; i < 8; i++ {
		x ^= v & 0xff
		x *= 1099511628211
		v >>= 8
	}
	*h = fnvHash(x)
}

func (h *fnvHash) sum() uint64 { return uint64(*h) }

// hashTypeID is typeID with a pointer in address space 0 counted as the
// integer it compares as.
func hashTypeID(t types.Type) int {
	if p, ok := t.(*types.PointerType); ok && p.AddrSpace == 0 {
		return tidInteger
	}
	return typeID(t)
}
