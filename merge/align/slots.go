// Package align decides which instructions of two functions can share code:
// it pairs basic blocks by opcode-frequency distance (HyFM) and aligns the
// instructions of paired blocks, either position by position (linear) or with
// Needleman–Wunsch; an optional whole-function Needleman–Wunsch (SalSSA
// style) derives the block pairs from the alignment instead.
//
// Two instructions match only when one merged instruction can stand for both:
// same opcode, types, flags and attributes, and equal values in every operand
// that cannot be replaced by a `select` (see Slot.Selectable). The test is a
// "shape" string: the instruction printed with its selectable operands blanked.
package align

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fmerge/rules_fmerge/merge/allow"
)

// Slot is one operand position of an instruction, as a pointer into the
// llir object so that a printer can substitute it temporarily.
type Slot struct {
	Ptr *value.Value
	// Selectable: the operand may differ between the two merged
	// instructions, because a `select` on the function identifier can feed
	// it. False for operands LLVM requires to be constants or labels.
	Selectable bool
	// Label: the slot holds a basic block (invoke targets).
	Label bool
}

// Slots lists the operand slots of a non-phi instruction or an invoke.
// Call and invoke arguments wrapped in *ir.Arg are entered so that parameter
// attributes stay in place.
func Slots(inst interface{}) []Slot {
	switch in := inst.(type) {
	case *ir.InstCall:
		return callSlots(&in.Callee, in.ReturnAttrs, in.Args)
	case *ir.TermInvoke:
		s := callSlots(&in.Invokee, in.ReturnAttrs, in.Args)
		return append(s, Slot{Ptr: &in.NormalRetTarget, Label: true}, Slot{Ptr: &in.ExceptionRetTarget, Label: true})
	case *ir.InstGetElementPtr:
		return gepSlots(in)
	case *ir.InstAlloca:
		// The element count of an alloca in the entry block decides whether
		// it is static; keep it exactly.
		return fixed(in.Operands())
	case *ir.InstShuffleVector:
		return []Slot{{Ptr: &in.X, Selectable: true}, {Ptr: &in.Y, Selectable: true}, {Ptr: &in.Mask}}
	case *ir.InstLandingPad:
		return fixed(in.Operands())
	case ir.Instruction:
		return general(in.Operands())
	}
	return nil
}

func fixed(ops []*value.Value) []Slot {
	out := make([]Slot, len(ops))
	for i, p := range ops {
		out[i] = Slot{Ptr: p}
	}
	return out
}

func general(ops []*value.Value) []Slot {
	out := make([]Slot, len(ops))
	for i, p := range ops {
		out[i] = Slot{Ptr: p, Selectable: selectableType((*p).Type())}
	}
	return out
}

// selectableType: `select` works on first-class values; labels, metadata and
// tokens cannot be selected.
func selectableType(t types.Type) bool {
	switch t.(type) {
	case *types.LabelType, *types.MetadataType, *types.TokenType, *types.VoidType:
		return false
	}
	return true
}

// callSlots: the callee may be selected unless it is an intrinsic or
// inline asm, or a function whose declaration says more about the call
// than the call site does (allow.SelectableCallee: a direct call reads the
// declaration's attributes, a call through a pointer does not).
func callSlots(callee *value.Value, ra []ir.ReturnAttribute, args []value.Value) []Slot {
	intr := isIntrinsicOrAsm(*callee)
	pick := !intr && selectableType((*callee).Type())
	if f, ok := (*callee).(*ir.Func); ok && pick {
		pick = allow.SelectableCallee(f, ra, args)
	}
	out := []Slot{{Ptr: callee, Selectable: pick}}
	for i := range args {
		p := &args[i]
		if a, ok := args[i].(*ir.Arg); ok {
			p = &a.Value
		}
		_, isConst := (*p).(constant.Constant)
		// Intrinsics take immediate arguments (immarg) that must stay
		// constants: keep every constant argument of an intrinsic fixed.
		// Metadata arguments have the metadata type, which selectableType
		// rejects. (No type assertion to metadata.Metadata here: in llir
		// that interface is fmt.Stringer, which every value satisfies.)
		sel := selectableType((*p).Type()) && !(intr && isConst)
		out = append(out, Slot{Ptr: p, Selectable: sel})
	}
	return out
}

// isIntrinsicOrAsm: intrinsics and inline asm cannot be called indirectly,
// so a call to them may not take a selected callee.
func isIntrinsicOrAsm(v value.Value) bool {
	switch c := v.(type) {
	case *ir.InlineAsm:
		return true
	case *ir.Func:
		// GlobalName, not Name(): Name parses every name as a number
		// (an error allocated per call, 104 MB over yaml-cpp's default
		// run), and no numbered or unnamed function is an intrinsic.
		return strings.HasPrefix(c.GlobalName, "llvm.")
	}
	return false
}

// gepSlots: indices that step into a struct must be constants (they pick a
// field, which decides the result type).
func gepSlots(in *ir.InstGetElementPtr) []Slot {
	out := []Slot{{Ptr: &in.Src, Selectable: true}}
	cur := in.ElemType
	for k := range in.Indices {
		p := &in.Indices[k]
		sel := true
		if k > 0 {
			switch t := cur.(type) {
			case *types.StructType:
				sel = false
				cur = nil
				if c, ok := in.Indices[k].(*constant.Int); ok && c.X.IsInt64() && int(c.X.Int64()) < len(t.Fields) {
					cur = t.Fields[c.X.Int64()]
				}
			case *types.ArrayType:
				cur = t.ElemType
			case *types.VectorType:
				cur = t.ElemType
			default:
				sel = false // unknown shape: be strict
			}
		}
		out = append(out, Slot{Ptr: p, Selectable: sel})
	}
	return out
}
