package encode

import (
	"strconv"
	"strings"

	"github.com/llir/llvm/ir/types"
)

// maxNamedDepth bounds how deep the structure of named struct types is
// spelled out. Beyond it a named struct contributes only its field count,
// which cuts recursive types (a list node pointing to itself) and keeps
// numbering cheap. Depth counts named structs entered, so pointers to
// structs of structs still differ by layout.
const maxNamedDepth = 3

// TypeID returns the stable number of t: FNV-1a over a canonical spelling of
// its structure. Named struct types are numbered by their body, not their
// name, so two instantiations of a template over same-layout types get the
// same numbers (mergeable by design), while types that differ in layout,
// width or address space get different ones.
func (e *Encoder) TypeID(t types.Type) uint32 {
	if id, ok := e.types[t]; ok {
		return id
	}
	// llir makes a new pointer object at most uses, so the cache above
	// misses for the commonest types; a pointer to a named struct (one
	// shared object per module) is cached by its pointee instead.
	pk, isPtr := namedPointer(t)
	if isPtr {
		if id, ok := e.ptrs[pk]; ok {
			e.types[t] = id
			return id
		}
	}
	sp := speller{memo: e.structs, hashing: true, h: fnvOffset}
	sp.spell(t, 0)
	id := sp.h
	e.types[t] = id
	if isPtr {
		e.ptrs[pk] = id
	}
	return id
}

// pointerKey identifies a pointer to a named struct type.
type pointerKey struct {
	elem      *types.StructType
	addrSpace types.AddrSpace
}

func namedPointer(t types.Type) (pointerKey, bool) {
	p, ok := t.(*types.PointerType)
	if !ok {
		return pointerKey{}, false
	}
	s, ok := p.ElemType.(*types.StructType)
	if !ok || s.TypeName == "" {
		return pointerKey{}, false
	}
	return pointerKey{s, p.AddrSpace}, true
}

// Spelling returns the canonical structural spelling TypeID hashes; useful
// in tests and for debugging collisions.
func Spelling(t types.Type) string {
	var sp speller
	sp.spell(t, 0)
	return sp.sb.String()
}

// structAt is a named struct type entered at a given named-struct depth:
// its spelling depends on both.
type structAt struct {
	t     *types.StructType
	named int
}

// speller builds a spelling. memo, when set, keeps the spelling of named
// struct types: llir shares one object per named type, while it makes a new
// object for most other types at every use, so named structs are where
// spelling work repeats (a struct of structs of structs, for every
// instruction that touches a pointer to it).
//
// With hashing set the spelling is not kept: it is fed to FNV-1a (state h)
// as it is produced, which gives the same number as hashing the string
// without building it (spellings of types around nested structs run to
// kilobytes, and building one per instruction was most of ranking's time).
type speller struct {
	sb      strings.Builder
	memo    map[structAt]string
	hashing bool
	h       uint32
}

func (sp *speller) str(s string) {
	if sp.hashing {
		sp.h = fnvString(sp.h, s)
		return
	}
	sp.sb.WriteString(s)
}

func (sp *speller) num(prefix string, n int64) {
	sp.str(prefix)
	var buf [20]byte
	digits := strconv.AppendInt(buf[:0], n, 10)
	if sp.hashing {
		sp.h = fnvString(sp.h, digits)
		return
	}
	sp.sb.Write(digits)
}

func (sp *speller) boolean(b bool) { sp.str(strconv.FormatBool(b)) }

// spell writes the canonical structure of t. named counts the named
// structs entered on the way down.
func (sp *speller) spell(t types.Type, named int) {
	switch t := t.(type) {
	case nil:
		sp.str("?")
	case *types.VoidType:
		sp.str("v")
	case *types.IntType:
		sp.num("i", int64(t.BitSize))
	case *types.FloatType:
		sp.num("f", int64(t.Kind))
	case *types.MMXType:
		sp.str("mmx")
	case *types.LabelType:
		sp.str("L")
	case *types.TokenType:
		sp.str("T")
	case *types.MetadataType:
		sp.str("M")
	case *types.PointerType:
		sp.num("p", int64(t.AddrSpace))
		sp.str("(")
		sp.spell(t.ElemType, named)
		sp.str(")")
	case *types.VectorType:
		sp.num("<", int64(t.Len))
		sp.str(",")
		sp.boolean(t.Scalable)
		sp.str(",")
		sp.spell(t.ElemType, named)
		sp.str(">")
	case *types.ArrayType:
		sp.num("[", int64(t.Len))
		sp.str(",")
		sp.spell(t.ElemType, named)
		sp.str("]")
	case *types.FuncType:
		sp.str("F(")
		sp.spell(t.RetType, named)
		for _, p := range t.Params {
			sp.str(",")
			sp.spell(p, named)
		}
		sp.str(",")
		sp.boolean(t.Variadic)
		sp.str(")")
	case *types.StructType:
		sp.spellStruct(t, named)
	default:
		// Unknown to this encoder: fall back to the LLVM spelling, which
		// is still stable (never an address).
		sp.str("X(" + t.LLString() + ")")
	}
}

func (sp *speller) spellStruct(t *types.StructType, named int) {
	if t.Opaque {
		sp.str("opaque")
		return
	}
	if t.TypeName != "" {
		if named >= maxNamedDepth {
			sp.num("S", int64(len(t.Fields)))
			return
		}
		if sp.memo != nil {
			key := structAt{t, named}
			if s, ok := sp.memo[key]; ok {
				sp.str(s)
				return
			}
			inner := speller{memo: sp.memo}
			inner.spellBody(t, named+1)
			s := inner.sb.String()
			sp.memo[key] = s
			sp.str(s)
			return
		}
		named++
	}
	sp.spellBody(t, named)
}

// spellBody writes a struct's fields.
func (sp *speller) spellBody(t *types.StructType, named int) {
	if t.Packed {
		sp.str("<")
	}
	sp.str("{")
	for i, f := range t.Fields {
		if i > 0 {
			sp.str(",")
		}
		sp.spell(f, named)
	}
	sp.str("}")
	if t.Packed {
		sp.str(">")
	}
}
