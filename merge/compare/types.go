package compare

import (
	"strconv"
	"strings"

	"github.com/llir/llvm/ir/types"
)

// LLVM 14 Type::TypeID values; the order of types of different kinds
// follows them.
const (
	tidHalf = iota
	tidBFloat
	tidFloat
	tidDouble
	tidX86FP80
	tidFP128
	tidPPCFP128
	tidVoid
	tidLabel
	tidMetadata
	tidX86MMX
	tidX86AMX
	tidToken
	tidInteger
	tidFunction
	tidPointer
	tidStruct
	tidArray
	tidFixedVector
	tidScalableVector
)

func floatTID(k types.FloatKind) int {
	switch k {
	case types.FloatKindHalf:
		return tidHalf
	case types.FloatKindFloat:
		return tidFloat
	case types.FloatKindDouble:
		return tidDouble
	case types.FloatKindX86_FP80:
		return tidX86FP80
	case types.FloatKindFP128:
		return tidFP128
	case types.FloatKindPPC_FP128:
		return tidPPCFP128
	}
	return tidBFloat
}

// coerce applies LLVM's rule that a pointer in address space 0 is compared
// as the integer type of the pointer's width.
func (c *comparator) coerce(t types.Type) types.Type {
	if p, ok := t.(*types.PointerType); ok && p.AddrSpace == 0 {
		return c.intPtr
	}
	return t
}

// intBits is the width of t when it is an integer, or a pointer in
// address space 0 (which compares as the pointer-sized integer).
func (c *comparator) intBits(t types.Type) (uint64, bool) {
	switch t := c.coerce(t).(type) {
	case *types.IntType:
		return t.BitSize, true
	}
	return 0, false
}

func typeID(t types.Type) int {
	switch t := t.(type) {
	case *types.FloatType:
		return floatTID(t.Kind)
	case *types.VoidType:
		return tidVoid
	case *types.LabelType:
		return tidLabel
	case *types.MetadataType:
		return tidMetadata
	case *types.MMXType:
		return tidX86MMX
	case *types.TokenType:
		return tidToken
	case *types.IntType:
		return tidInteger
	case *types.FuncType:
		return tidFunction
	case *types.PointerType:
		return tidPointer
	case *types.StructType:
		return tidStruct
	case *types.ArrayType:
		return tidArray
	case *types.VectorType:
		if t.Scalable {
			return tidScalableVector
		}
		return tidFixedVector
	}
	return -1
}

// cmpTypes is LLVM's cmpTypes: a total order on types in which structs
// compare structurally (names do not matter), pointers compare by address
// space only, and a pointer in address space 0 equals the pointer-sized
// integer. Equal types are detected first through the interner, which maps
// every type object to the id of its canonical structural key.
func (c *comparator) cmpTypes(l, r types.Type) int {
	if l == r {
		return 0
	}
	// Integers and pointers in address space 0, most operand types,
	// compare by their bits alone, as cmpTypesSlow would: the interner
	// costs a lock and lookups per type object, and llir makes one object
	// per occurrence of such a type.
	if lb, ok := c.intBits(l); ok {
		if rb, ok := c.intBits(r); ok {
			return cmpNum(lb, rb)
		}
	}
	if c.gn.typeKey(l) == c.gn.typeKey(r) {
		return 0
	}
	return c.cmpTypesSlow(l, r)
}

func (c *comparator) cmpTypesSlow(l, r types.Type) int {
	l, r = c.coerce(l), c.coerce(r)
	if l == r {
		return 0
	}
	if res := cmpNum(uint64(typeID(l)), uint64(typeID(r))); res != 0 {
		return res
	}
	switch tl := l.(type) {
	case *types.IntType:
		return cmpNum(tl.BitSize, r.(*types.IntType).BitSize)
	case *types.PointerType:
		return cmpNum(uint64(tl.AddrSpace), uint64(r.(*types.PointerType).AddrSpace))
	case *types.StructType:
		tr := r.(*types.StructType)
		if res := cmpNum(uint64(len(tl.Fields)), uint64(len(tr.Fields))); res != 0 {
			return res
		}
		if res := cmpBool(tl.Packed, tr.Packed); res != 0 {
			return res
		}
		for i := range tl.Fields {
			if res := c.cmpTypes(tl.Fields[i], tr.Fields[i]); res != 0 {
				return res
			}
		}
		return 0
	case *types.FuncType:
		tr := r.(*types.FuncType)
		if res := cmpNum(uint64(len(tl.Params)), uint64(len(tr.Params))); res != 0 {
			return res
		}
		if res := cmpBool(tl.Variadic, tr.Variadic); res != 0 {
			return res
		}
		if res := c.cmpTypes(tl.RetType, tr.RetType); res != 0 {
			return res
		}
		for i := range tl.Params {
			if res := c.cmpTypes(tl.Params[i], tr.Params[i]); res != 0 {
				return res
			}
		}
		return 0
	case *types.ArrayType:
		tr := r.(*types.ArrayType)
		if res := cmpNum(tl.Len, tr.Len); res != 0 {
			return res
		}
		return c.cmpTypes(tl.ElemType, tr.ElemType)
	case *types.VectorType:
		tr := r.(*types.VectorType)
		if res := cmpNum(tl.Len, tr.Len); res != 0 {
			return res
		}
		return c.cmpTypes(tl.ElemType, tr.ElemType)
	}
	// Every other kind has no parameters: same TypeID means same type.
	return 0
}

// typeKey returns the interned id of t's canonical key; equal ids mean
// cmpTypes returns 0.
func (gn *GlobalNumbers) typeKey(t types.Type) int32 {
	gn.mu.Lock()
	defer gn.mu.Unlock()
	if id, ok := gn.typeIDs[t]; ok {
		return id
	}
	var b strings.Builder
	gn.writeKey(&b, t)
	key := b.String()
	id, ok := gn.keyIDs[key]
	if !ok {
		id = int32(len(gn.keyIDs))
		gn.keyIDs[key] = id
	}
	gn.typeIDs[t] = id
	return id
}

// writeKey writes a canonical structural key of t: the same key for two
// types exactly when cmpTypes says they are equal.
func (gn *GlobalNumbers) writeKey(b *strings.Builder, t types.Type) {
	switch t := t.(type) {
	case *types.IntType:
		b.WriteByte('i')
		b.WriteString(strconv.FormatUint(t.BitSize, 10))
	case *types.PointerType:
		if t.AddrSpace == 0 {
			b.WriteByte('i')
			b.WriteString(strconv.FormatUint(gn.layout.pointerBits(0), 10))
			return
		}
		b.WriteByte('p')
		b.WriteString(strconv.FormatUint(uint64(t.AddrSpace), 10))
	case *types.StructType:
		if t.Packed {
			b.WriteByte('<')
		}
		b.WriteByte('{')
		for i, f := range t.Fields {
			if i > 0 {
				b.WriteByte(',')
			}
			gn.writeKey(b, f)
		}
		b.WriteByte('}')
		if t.Packed {
			b.WriteByte('>')
		}
	case *types.FuncType:
		gn.writeKey(b, t.RetType)
		b.WriteByte('(')
		for i, p := range t.Params {
			if i > 0 {
				b.WriteByte(',')
			}
			gn.writeKey(b, p)
		}
		if t.Variadic {
			b.WriteString(",...")
		}
		b.WriteByte(')')
	case *types.ArrayType:
		b.WriteByte('[')
		b.WriteString(strconv.FormatUint(t.Len, 10))
		b.WriteByte('x')
		gn.writeKey(b, t.ElemType)
		b.WriteByte(']')
	case *types.VectorType:
		b.WriteByte('<')
		if t.Scalable {
			b.WriteString("vscale")
		}
		b.WriteString(strconv.FormatUint(t.Len, 10))
		b.WriteByte('x')
		gn.writeKey(b, t.ElemType)
		b.WriteByte('>')
	default:
		b.WriteByte('#')
		b.WriteString(strconv.Itoa(typeID(t)))
	}
}

// isFirstClass is LLVM's Type::isFirstClassType.
func isFirstClass(t types.Type) bool {
	switch t.(type) {
	case *types.FuncType, *types.VoidType:
		return false
	}
	return true
}

// sizeInBits is the primitive size of scalar and vector types (0 for
// others), as Type::getPrimitiveSizeInBits.
func (dl *dataLayout) sizeInBits(t types.Type) uint64 {
	switch t := t.(type) {
	case *types.IntType:
		return t.BitSize
	case *types.FloatType:
		switch t.Kind {
		case types.FloatKindHalf:
			return 16
		case types.FloatKindFloat:
			return 32
		case types.FloatKindDouble:
			return 64
		case types.FloatKindX86_FP80:
			return 80
		default:
			return 128
		}
	case *types.MMXType:
		return 64
	case *types.PointerType:
		return dl.pointerBits(uint64(t.AddrSpace))
	case *types.VectorType:
		return t.Len * dl.sizeInBits(t.ElemType)
	}
	return 0
}

// storeSize is DataLayout::getTypeStoreSize in bytes.
func (dl *dataLayout) storeSize(t types.Type) uint64 {
	switch t := t.(type) {
	case *types.StructType:
		size, _ := dl.structLayout(t, -1)
		return size
	case *types.ArrayType:
		return t.Len * dl.allocSize(t.ElemType)
	}
	return (dl.sizeInBits(t) + 7) / 8
}

// allocSize is DataLayout::getTypeAllocSize: store size rounded up to the
// ABI alignment.
func (dl *dataLayout) allocSize(t types.Type) uint64 {
	return alignTo(dl.storeSize(t), dl.abiAlign(t))
}

func alignTo(n, a uint64) uint64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}

func nextPow2(n uint64) uint64 {
	p := uint64(1)
	for p < n {
		p <<= 1
	}
	return p
}

// abiAlign is DataLayout::getABITypeAlign in bytes.
func (dl *dataLayout) abiAlign(t types.Type) uint64 {
	switch t := t.(type) {
	case *types.IntType:
		if a, ok := dl.intAlign[t.BitSize]; ok {
			return a
		}
		// LLVM: the alignment of the smallest larger listed width, else
		// of the largest listed width.
		best, bestW, largest, largestW := uint64(0), uint64(0), uint64(1), uint64(0)
		for w, a := range dl.intAlign {
			if w > t.BitSize && (bestW == 0 || w < bestW) {
				best, bestW = a, w
			}
			if w > largestW {
				largest, largestW = a, w
			}
		}
		if bestW != 0 {
			return best
		}
		return largest
	case *types.FloatType:
		w := dl.sizeInBits(t)
		if a, ok := dl.fltAlign[w]; ok {
			return a
		}
		return nextPow2((w + 7) / 8)
	case *types.PointerType:
		if a, ok := dl.ptrAlign[uint64(t.AddrSpace)]; ok {
			return a
		}
		return dl.ptrAlign[0]
	case *types.VectorType:
		w := dl.sizeInBits(t)
		if a, ok := dl.vecAlign[w]; ok {
			return a
		}
		return nextPow2((w + 7) / 8)
	case *types.ArrayType:
		return dl.abiAlign(t.ElemType)
	case *types.StructType:
		if t.Packed {
			return 1
		}
		a := dl.aggAlign
		for _, f := range t.Fields {
			if fa := dl.abiAlign(f); fa > a {
				a = fa
			}
		}
		return a
	case *types.MMXType:
		return 8
	}
	return 1
}

// structLayout returns the size of s and the offset of field idx (if
// idx >= 0), with LLVM's StructLayout rules.
func (dl *dataLayout) structLayout(s *types.StructType, idx int) (size, offset uint64) {
	for i, f := range s.Fields {
		if !s.Packed {
			size = alignTo(size, dl.abiAlign(f))
		}
		if i == idx {
			offset = size
		}
		size += dl.allocSize(f)
	}
	if !s.Packed {
		size = alignTo(size, dl.abiAlign(s))
	}
	return size, offset
}
