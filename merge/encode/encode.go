// Package encode turns each LLVM instruction into a 32-bit code that keeps
// only what matters for merging two instructions: the opcode, the operand
// count and the types involved. Equal codes mean "these two instructions
// could be aligned with each other"; F3M's MinHash fingerprints are built
// over sequences of these codes.
//
// Layout of a code (bit 31 is the most significant):
//
//	[31..25] opcode, LLVM 14 numbering (Instruction.def), 7 bits
//	[24..20] operand count, saturating at 31
//	[19..0]  type signature: FNV-1a over the result type number and the
//	         operand type numbers in operand order, folded to 20 bits
//
// Type numbers are derived from the structure of the type (see TypeID),
// never from pointer addresses, so codes are identical across runs,
// machines and modules. F3M multiplies the operand type numbers (order
// independent); we hash them in order, which separates e.g. a store of an
// i32 into an i32* from a (type-invalid) swap of the two.
package encode

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// Version identifies the encoding scheme. Bump it whenever a code for the
// same instruction could change; cached fingerprints record it.
const Version = 1

const (
	opcodeShift = 25
	countShift  = 20
	sigMask     = 1<<countShift - 1
	maxCount    = 31
)

// Opcode returns the opcode field of a code.
func Opcode(code uint32) uint32 { return code >> opcodeShift }

// Signature returns the type-signature field of a code.
func Signature(code uint32) uint32 { return code & sigMask }

// Encoder encodes instructions. It caches type numbers, so reuse one per
// goroutine; it is not safe for concurrent use.
type Encoder struct {
	types   map[types.Type]uint32
	structs map[structAt]string // spellings of named struct types
	ptrs    map[pointerKey]uint32
}

// NewEncoder returns an empty encoder.
func NewEncoder() *Encoder {
	return &Encoder{
		types:   map[types.Type]uint32{},
		structs: map[structAt]string{},
		ptrs:    map[pointerKey]uint32{},
	}
}

// typesKept bounds the type-object memo (Encoder.types) between
// functions. llir makes a new type object at most uses, so the memo hits
// mostly within a function, and one kept for a whole module held 60 MB
// on yaml-cpp + gtest, and every type object it named, while ranking.
const typesKept = 1 << 12

// Func returns the codes of f's instructions in text order (blocks in
// order, each block's instructions followed by its terminator). A
// declaration yields nil.
func (e *Encoder) Func(f *ir.Func) []uint32 {
	if len(e.types) > typesKept {
		e.types = map[types.Type]uint32{}
	}
	n := 0
	for _, b := range f.Blocks {
		n += len(b.Insts) + 1
	}
	if n == 0 {
		return nil
	}
	out := make([]uint32, 0, n)
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			out = append(out, e.Inst(inst))
		}
		if b.Term != nil {
			out = append(out, e.Inst(b.Term))
		}
	}
	return out
}

// Inst encodes one instruction or terminator.
func (e *Encoder) Inst(inst value.User) uint32 {
	ops := inst.Operands()
	h := uint32(fnvOffset)
	if v, ok := inst.(value.Value); ok {
		h = fnvWord(h, e.TypeID(v.Type()))
	} else {
		h = fnvWord(h, e.TypeID(types.Void))
	}
	for _, op := range ops {
		if op == nil || *op == nil {
			h = fnvWord(h, 0)
			continue
		}
		h = fnvWord(h, e.TypeID((*op).Type()))
	}
	return code(opcode.Of(inst), len(ops), h)
}

// Code encodes an instruction given as its opcode, result type (void for
// none) and operand types in llir's operand order: the code Inst gives
// for the same instruction. The front end's text reader (merge/irtext)
// encodes through it without building llir's view of the body.
func (e *Encoder) Code(op opcode.Op, result types.Type, operands []types.Type) uint32 {
	h := fnvWord(uint32(fnvOffset), e.TypeID(result))
	for _, t := range operands {
		h = fnvWord(h, e.TypeID(t))
	}
	return code(op, len(operands), h)
}

func code(op opcode.Op, count int, h uint32) uint32 {
	if count > maxCount {
		count = maxCount
	}
	return uint32(op)<<opcodeShift | uint32(count)<<countShift | fold20(h)
}

// fold20 folds a 32-bit hash to 20 bits, keeping entropy from all bits.
func fold20(h uint32) uint32 { return (h ^ h>>20) & sigMask }

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

// fnvWord feeds the four little-endian bytes of w into an FNV-1a state.
func fnvWord(h, w uint32) uint32 {
	for i := 0; i < 4; i++ {
		h ^= w & 0xff
		h *= fnvPrime
		w >>= 8
	}
	return h
}

// fnvString feeds s into an FNV-1a state.
func fnvString[T ~string | ~[]byte](h uint32, s T) uint32 {
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= fnvPrime
	}
	return h
}
