package compare

import (
	"encoding/binary"
	"math"
	"math/big"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// LLVM 14 Value::ValueID order of the constant kinds; constants of
// different kinds are ordered by it.
const (
	vidFunction = iota
	vidAlias
	vidIFunc
	vidGlobalVar
	vidBlockAddress
	vidConstExpr
	vidDSOLocalEquiv
	vidNoCFI
	vidConstArray
	vidConstStruct
	vidConstVector
	vidUndef
	vidPoison
	vidAggregateZero
	vidDataArray
	vidDataVector
	vidInt
	vidFP
	vidNull
	vidTokenNone
)

// valueID classifies c as LLVM would after uniquing: arrays and vectors
// of simple integers or floats are ConstantData*, others Constant*.
func valueID(c constant.Constant) int {
	switch c := c.(type) {
	case *ir.Func:
		return vidFunction
	case *ir.Alias:
		return vidAlias
	case *ir.IFunc:
		return vidIFunc
	case *ir.Global:
		return vidGlobalVar
	case *constant.BlockAddress:
		return vidBlockAddress
	case *constant.DSOLocalEquivalent:
		return vidDSOLocalEquiv
	case *constant.NoCFI:
		return vidNoCFI
	case *constant.CharArray:
		return vidDataArray
	case *constant.Array:
		if dataElems(c.Elems) {
			return vidDataArray
		}
		return vidConstArray
	case *constant.Struct:
		return vidConstStruct
	case *constant.Vector:
		if dataElems(c.Elems) {
			return vidDataVector
		}
		return vidConstVector
	case *constant.Undef:
		return vidUndef
	case *constant.Poison:
		return vidPoison
	case *constant.ZeroInitializer:
		return vidAggregateZero
	case *constant.Int:
		return vidInt
	case *constant.Float:
		return vidFP
	case *constant.Null:
		return vidNull
	case *constant.NoneToken:
		return vidTokenNone
	case *constant.Index:
		return valueID(c.Constant)
	}
	return vidConstExpr
}

// dataElems reports whether an aggregate with these elements is a
// ConstantDataSequential in LLVM (elements i8/i16/i32/i64 or
// half/float/double literals).
func dataElems(elems []constant.Constant) bool {
	if len(elems) == 0 {
		return false
	}
	for _, e := range elems {
		switch e := e.(type) {
		case *constant.Int:
			switch e.Typ.BitSize {
			case 8, 16, 32, 64:
			default:
				return false
			}
		case *constant.Float:
			switch e.Typ.Kind {
			case types.FloatKindHalf, types.FloatKindFloat, types.FloatKindDouble:
			default:
				return false
			}
		default:
			return false
		}
	}
	return true
}

// isNull is Constant::isNullValue: integer 0, +0.0, null, zeroinitializer,
// none, and aggregates whose elements are all null (LLVM uniques those to
// zeroinitializer).
func isNull(c constant.Constant) bool {
	switch c := c.(type) {
	case *constant.Int:
		return c.X.Sign() == 0
	case *constant.Float:
		return !c.NaN && c.X != nil && c.X.Sign() == 0 && !c.X.Signbit()
	case *constant.Null, *constant.ZeroInitializer, *constant.NoneToken:
		return true
	case *constant.CharArray:
		for _, b := range c.X {
			if b != 0 {
				return false
			}
		}
		return true
	case *constant.Array:
		return allNull(c.Elems)
	case *constant.Vector:
		return allNull(c.Elems)
	case *constant.Struct:
		return allNull(c.Fields)
	case *constant.Index:
		return isNull(c.Constant)
	}
	return false
}

func allNull(elems []constant.Constant) bool {
	for _, e := range elems {
		if !isNull(e) {
			return false
		}
	}
	return true
}

func isGlobal(c constant.Constant) bool {
	_, ok := GlobalKey(c)
	return ok
}

// cmpConstants is LLVM's cmpConstants: types first, allowing a lossless
// bitcast (vector<->vector of the same width, pointer<->pointer in the same
// address space), then nullness, globals by number, kind, and contents.
func (c *comparator) cmpConstants(l, r constant.Constant) int {
	if ix, ok := l.(*constant.Index); ok {
		l = ix.Constant
	}
	if ix, ok := r.(*constant.Index); ok {
		r = ix.Constant
	}
	tl, tr := l.Type(), r.Type()
	typesRes := c.cmpTypes(tl, tr)
	if typesRes != 0 {
		if res, done := c.bitcastable(tl, tr, typesRes); done {
			return res
		}
	}
	nl, nr := isNull(l), isNull(r)
	switch {
	case nl && nr:
		return typesRes
	case nl:
		return 1
	case nr:
		return -1
	}
	if isGlobal(l) && isGlobal(r) {
		return cmpNum(c.gn.Number(l), c.gn.Number(r))
	}
	kl, kr := valueID(l), valueID(r)
	if res := cmpNum(uint64(kl), uint64(kr)); res != 0 {
		return res
	}
	switch kl {
	case vidDataArray, vidDataVector:
		return cmpBytes(c.rawData(l), c.rawData(r))
	case vidUndef, vidPoison, vidTokenNone:
		return typesRes
	case vidInt:
		return cmpInts(l.(*constant.Int), r.(*constant.Int))
	case vidFP:
		return cmpFloats(l.(*constant.Float), r.(*constant.Float))
	case vidConstArray:
		return c.cmpConstList(l.(*constant.Array).Elems, r.(*constant.Array).Elems)
	case vidConstStruct:
		return c.cmpConstList(l.(*constant.Struct).Fields, r.(*constant.Struct).Fields)
	case vidConstVector:
		return c.cmpConstList(l.(*constant.Vector).Elems, r.(*constant.Vector).Elems)
	case vidBlockAddress:
		return c.cmpBlockAddress(l.(*constant.BlockAddress), r.(*constant.BlockAddress))
	case vidDSOLocalEquiv:
		return c.cmpConstants(l.(*constant.DSOLocalEquivalent).Func, r.(*constant.DSOLocalEquivalent).Func)
	case vidNoCFI:
		return c.cmpConstants(l.(*constant.NoCFI).Func, r.(*constant.NoCFI).Func)
	case vidConstExpr:
		return c.cmpExprs(l, r)
	}
	return 0
}

// bitcastable is the type part of cmpConstants (a refactored
// Type::canLosslesslyBitCastTo). done reports that res is the answer;
// otherwise the contents decide.
func (c *comparator) bitcastable(tl, tr types.Type, typesRes int) (res int, done bool) {
	fl, fr := isFirstClass(tl), isFirstClass(tr)
	switch {
	case !fl && fr:
		return -1, true
	case !fl:
		return typesRes, true
	case !fr:
		return 1, true
	}
	var wl, wr uint64
	if v, ok := tl.(*types.VectorType); ok {
		wl = c.gn.layout.sizeInBits(v)
	}
	if v, ok := tr.(*types.VectorType); ok {
		wr = c.gn.layout.sizeInBits(v)
	}
	if wl != wr {
		return cmpNum(wl, wr), true
	}
	if wl != 0 {
		return 0, false // vectors of the same width
	}
	pl, okl := tl.(*types.PointerType)
	pr, okr := tr.(*types.PointerType)
	if okl && okr {
		if res := cmpNum(uint64(pl.AddrSpace), uint64(pr.AddrSpace)); res != 0 {
			return res, true
		}
		return 0, false
	}
	if okl {
		return 1, true
	}
	if okr {
		return -1, true
	}
	return typesRes, true
}

func (c *comparator) cmpConstList(l, r []constant.Constant) int {
	if res := cmpNum(uint64(len(l)), uint64(len(r))); res != 0 {
		return res
	}
	for i := range l {
		if res := c.cmpConstants(l[i], r[i]); res != 0 {
			return res
		}
	}
	return 0
}

// cmpBlockAddress compares blockaddress(@f, %bb) constants. As in LLVM, the
// functions go through cmpValues (so a function's own blockaddress matches
// the other function's own), then the blocks: by serial number when they
// belong to the two functions under comparison, by position otherwise.
func (c *comparator) cmpBlockAddress(l, r *constant.BlockAddress) int {
	if res := c.cmpValues(l.Func, r.Func, true); res != 0 {
		return res
	}
	if l.Func == r.Func || SameGlobal(l.Func, r.Func) {
		f, ok := l.Func.(*ir.Func)
		if !ok {
			return 0
		}
		return cmpNum(uint64(blockIndex(f, l.Block)), uint64(blockIndex(f, r.Block)))
	}
	return c.cmpValues(l.Block, r.Block, false)
}

func blockIndex(f *ir.Func, b value.Named) int {
	for i, fb := range f.Blocks {
		if value.Value(fb) == value.Value(b) {
			return i
		}
	}
	// llir may leave an unresolved block; fall back to its name.
	for i, fb := range f.Blocks {
		if fb.Ident() == b.Ident() {
			return i
		}
	}
	return len(f.Blocks)
}

// cmpInts compares bit width, then the unsigned value (APInt::ugt).
func cmpInts(l, r *constant.Int) int {
	if res := cmpNum(l.Typ.BitSize, r.Typ.BitSize); res != 0 {
		return res
	}
	return unsignedOf(l).Cmp(unsignedOf(r))
}

// unsignedOf returns the value of x as an unsigned number of its width.
func unsignedOf(x *constant.Int) *big.Int {
	if x.X.Sign() >= 0 {
		return x.X
	}
	m := new(big.Int).Lsh(big.NewInt(1), uint(x.Typ.BitSize))
	return m.Add(m, x.X)
}

// cmpFloats orders by semantics (the float kind), then by bit pattern. The
// bit pattern of float and double is exact; for other kinds and NaNs the
// printed form (hexadecimal, deterministic) stands in for it.
func cmpFloats(l, r *constant.Float) int {
	if res := cmpNum(uint64(floatTID(l.Typ.Kind)), uint64(floatTID(r.Typ.Kind))); res != 0 {
		return res
	}
	return cmpBytes(floatBytes(l), floatBytes(r))
}

func floatBytes(f *constant.Float) []byte {
	if !f.NaN && f.X != nil {
		switch f.Typ.Kind {
		case types.FloatKindDouble:
			v, _ := f.X.Float64()
			return binary.LittleEndian.AppendUint64(nil, math.Float64bits(v))
		case types.FloatKindFloat:
			v, _ := f.X.Float32()
			return binary.LittleEndian.AppendUint32(nil, math.Float32bits(v))
		}
	}
	return []byte(f.Ident())
}

// rawData is ConstantDataSequential::getRawDataValues: the elements'
// little-endian bytes.
func (c *comparator) rawData(k constant.Constant) []byte {
	var elems []constant.Constant
	switch k := k.(type) {
	case *constant.CharArray:
		return k.X
	case *constant.Array:
		elems = k.Elems
	case *constant.Vector:
		elems = k.Elems
	}
	var out []byte
	for _, e := range elems {
		switch e := e.(type) {
		case *constant.Int:
			u := unsignedOf(e)
			n := int(e.Typ.BitSize / 8)
			var buf [8]byte
			binary.LittleEndian.PutUint64(buf[:], u.Uint64())
			out = append(out, buf[:n]...)
		case *constant.Float:
			out = append(out, floatBytes(e)...)
		}
	}
	return out
}
