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
	sp := speller{memo: e.structs}
	sp.spell(t, 0)
	id := fnvString(fnvOffset, sp.sb.String())
	e.types[t] = id
	return id
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
type speller struct {
	sb   strings.Builder
	memo map[structAt]string
}

func (sp *speller) str(s string) { sp.sb.WriteString(s) }

func (sp *speller) num(prefix string, n int64) {
	sp.sb.WriteString(prefix)
	var buf [20]byte
	sp.sb.Write(strconv.AppendInt(buf[:0], n, 10))
}

func (sp *speller) boolean(b bool) { sp.sb.WriteString(strconv.FormatBool(b)) }

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
