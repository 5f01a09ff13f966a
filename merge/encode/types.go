package encode

import (
	"fmt"
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
	var sb strings.Builder
	spell(&sb, t, 0)
	id := fnvString(fnvOffset, sb.String())
	e.types[t] = id
	return id
}

// Spelling returns the canonical structural spelling TypeID hashes; useful
// in tests and for debugging collisions.
func Spelling(t types.Type) string {
	var sb strings.Builder
	spell(&sb, t, 0)
	return sb.String()
}

// spell writes the canonical structure of t. named counts the named
// structs entered on the way down.
func spell(sb *strings.Builder, t types.Type, named int) {
	switch t := t.(type) {
	case nil:
		sb.WriteString("?")
	case *types.VoidType:
		sb.WriteString("v")
	case *types.IntType:
		fmt.Fprintf(sb, "i%d", t.BitSize)
	case *types.FloatType:
		fmt.Fprintf(sb, "f%d", t.Kind)
	case *types.MMXType:
		sb.WriteString("mmx")
	case *types.LabelType:
		sb.WriteString("L")
	case *types.TokenType:
		sb.WriteString("T")
	case *types.MetadataType:
		sb.WriteString("M")
	case *types.PointerType:
		fmt.Fprintf(sb, "p%d(", t.AddrSpace)
		spell(sb, t.ElemType, named)
		sb.WriteString(")")
	case *types.VectorType:
		fmt.Fprintf(sb, "<%d,%t,", t.Len, t.Scalable)
		spell(sb, t.ElemType, named)
		sb.WriteString(">")
	case *types.ArrayType:
		fmt.Fprintf(sb, "[%d,", t.Len)
		spell(sb, t.ElemType, named)
		sb.WriteString("]")
	case *types.FuncType:
		sb.WriteString("F(")
		spell(sb, t.RetType, named)
		for _, p := range t.Params {
			sb.WriteString(",")
			spell(sb, p, named)
		}
		fmt.Fprintf(sb, ",%t)", t.Variadic)
	case *types.StructType:
		spellStruct(sb, t, named)
	default:
		// Unknown to this encoder: fall back to the LLVM spelling, which
		// is still stable (never an address).
		fmt.Fprintf(sb, "X(%s)", t.LLString())
	}
}

func spellStruct(sb *strings.Builder, t *types.StructType, named int) {
	if t.Opaque {
		sb.WriteString("opaque")
		return
	}
	if t.TypeName != "" {
		if named >= maxNamedDepth {
			fmt.Fprintf(sb, "S%d", len(t.Fields))
			return
		}
		named++
	}
	if t.Packed {
		sb.WriteString("<")
	}
	sb.WriteString("{")
	for i, f := range t.Fields {
		if i > 0 {
			sb.WriteString(",")
		}
		spell(sb, f, named)
	}
	sb.WriteString("}")
	if t.Packed {
		sb.WriteString(">")
	}
}
