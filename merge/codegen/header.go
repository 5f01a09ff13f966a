// Package codegen builds the merged function of two aligned functions: one
// new internal function with an extra i1 function-identifier parameter, in
// which matched instructions are emitted once (with `select` on the
// identifier where operands differ) and unmatched code runs in blocks
// guarded by branches on the identifier. SSA form is rebuilt on the fly
// (Braun et al.'s algorithm over the finished CFG), so no stack slots and no
// external passes are needed. The result is LLVM text plus the parameter
// maps the caller needs to write thunks and rewrite calls.
package codegen

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// Attribute policy for the merged function. Every attribute not listed
// must be present, with the same text, on both functions: it may change code
// generation (target-cpu, frame-pointer, optsize, ssp, sanitizers, ...).
var (
	// intersectAttrs are facts about every execution of a body ("this
	// function does not unwind / write memory / free / synchronise, and
	// returns"). An execution of the merged function is an execution of
	// one original (chosen by the identifier), so a fact that held for
	// every execution of both still holds: it is kept only when both had
	// it, with the same text.
	intersectAttrs = set("nounwind", "readnone", "readonly", "writeonly", "argmemonly",
		"inaccessiblememonly", "inaccessiblemem_or_argmemonly", "willreturn",
		"nosync", "nofree", "mustprogress", "noreturn", "nocallback", "speculatable", "cold", "hot")
	// unionAttrs are requests that are harmless to extend to the other body.
	unionAttrs = set("uwtable", "noinline")
	// dropAttrs are never put on a merged function:
	//   - allocsize names parameter positions, which change;
	//   - norecurse is a fact about the call graph, not about one
	//     execution: when one original calls the other, the merged function
	//     calls itself (keeping it let GlobalOpt turn a global into a local
	//     of the merged function and change the result).
	dropAttrs = set("allocsize", "norecurse")
	// abiParamAttrs change how an argument is passed; parameters are shared
	// only when these agree.
	abiParamAttrs = set("zeroext", "signext", "inreg", "byval", "sret", "inalloca",
		"preallocated", "nest", "swiftself", "swifterror", "swiftasync", "byref", "elementtype",
		"alignstack")
	// pinnedParamAttrs make the argument a pointer with special meaning (a
	// copy, a return slot, ...): passing undef for it is not allowed, so such
	// a parameter must be shared by both functions.
	pinnedParamAttrs = set("byval", "sret", "inalloca", "preallocated", "nest",
		"swiftself", "swifterror", "swiftasync", "byref")
	abiRetAttrs = set("zeroext", "signext", "inreg")
)

func set(xs ...string) map[string]bool {
	m := map[string]bool{}
	for _, x := range xs {
		m[x] = true
	}
	return m
}

// attrKey is the name of an attribute as written: the quoted key of a
// string attribute, the keyword before any "(" otherwise.
func attrKey(s string) string {
	if strings.HasPrefix(s, "\"") {
		if i := strings.Index(s[1:], "\""); i >= 0 {
			return s[:i+2]
		}
		return s
	}
	if i := strings.IndexAny(s, "( "); i >= 0 {
		return s[:i]
	}
	return s
}

// FuncAttrs returns f's function attributes as text, attribute groups
// expanded, in order.
func FuncAttrs(f *ir.Func) []string {
	var out []string
	for _, a := range f.FuncAttrs {
		if g, ok := a.(*ir.AttrGroupDef); ok {
			for _, x := range g.FuncAttrs {
				out = append(out, x.String())
			}
			continue
		}
		out = append(out, a.String())
	}
	return out
}

// mergeFuncAttrs applies the policy; an error names the first attribute the
// two functions disagree on.
func mergeFuncAttrs(f1, f2 *ir.Func) ([]string, error) {
	a1, a2 := byKey(FuncAttrs(f1)), byKey(FuncAttrs(f2))
	keys := map[string]bool{}
	for k := range a1 {
		keys[k] = true
	}
	for k := range a2 {
		keys[k] = true
	}
	sorted := make([]string, 0, len(keys))
	for k := range keys {
		sorted = append(sorted, k)
	}
	sort.Strings(sorted)
	var out []string
	for _, k := range sorted {
		v1, in1 := a1[k]
		v2, in2 := a2[k]
		switch {
		case dropAttrs[k]:
		case intersectAttrs[k]:
			if in1 && in2 && v1 == v2 {
				out = append(out, v1)
			}
		case unionAttrs[k]:
			if in1 {
				out = append(out, v1)
			} else {
				out = append(out, v2)
			}
		case in1 && in2 && v1 == v2:
			out = append(out, v1)
		default:
			return nil, fmt.Errorf("attribute %s differs", k)
		}
	}
	return out, nil
}

func byKey(attrs []string) map[string]string {
	m := map[string]string{}
	for _, a := range attrs {
		m[attrKey(a)] = a
	}
	return m
}

// abiAttrs returns the ABI-relevant attributes of a parameter as one
// string (the sharing key) and whether one of them pins the parameter.
//
// `align N` is part of the ABI of a pointer that stands for memory the
// caller sets up (byval, inalloca, preallocated: the copy is made with that
// alignment, and the callee may read it with aligned vector loads), and a
// promise about the pointee for byref and sret: with a pinned attribute it
// is kept, so that merged parameters, thunks and call sites carry it.
// `alignstack(N)` is the stack alignment of the argument itself.
func abiAttrs(attrs []ir.ParamAttribute) (string, bool) {
	var parts, aligns []string
	pinned := false
	for _, a := range attrs {
		s := a.String()
		k := attrKey(s)
		switch {
		case abiParamAttrs[k]:
			parts = append(parts, s)
			pinned = pinned || pinnedParamAttrs[k]
		case k == "align":
			aligns = append(aligns, s)
		}
	}
	if pinned {
		parts = append(parts, aligns...)
	}
	return strings.Join(parts, " "), pinned
}

// param is one parameter of the merged function.
type param struct {
	typ    types.Type
	abi    string
	pinned bool
	users  [2]bool
}

// mapParams lays out the merged parameter list: f1's parameters in order,
// then each parameter of f2 reuses the merged parameter of the same position
// when type and ABI attributes agree, else the first free compatible one,
// else a new one. The identifier parameter comes last.
func mapParams(f1, f2 *ir.Func) ([]*param, [2][]int, error) {
	var ps []*param
	var maps [2][]int
	for _, p := range f1.Params {
		abi, pinned := abiAttrs(p.Attrs)
		ps = append(ps, &param{typ: p.Typ, abi: abi, pinned: pinned, users: [2]bool{true, false}})
		maps[0] = append(maps[0], len(ps)-1)
	}
	for j, p := range f2.Params {
		abi, pinned := abiAttrs(p.Attrs)
		fits := func(i int) bool {
			q := ps[i]
			return !q.users[1] && q.abi == abi && q.typ.Equal(p.Typ) && q.typ.String() == p.Typ.String()
		}
		pick := -1
		if j < len(ps) && fits(j) {
			pick = j
		}
		for i := 0; pick < 0 && i < len(ps); i++ {
			if fits(i) {
				pick = i
			}
		}
		if pick < 0 {
			ps = append(ps, &param{typ: p.Typ, abi: abi, pinned: pinned})
			pick = len(ps) - 1
		}
		ps[pick].users[1] = true
		maps[1] = append(maps[1], pick)
	}
	for i, q := range ps {
		if q.pinned && !(q.users[0] && q.users[1]) {
			return nil, maps, fmt.Errorf("parameter %d (%s) has a pointer ABI attribute and is not shared", i, q.abi)
		}
	}
	return ps, maps, nil
}

// retType unifies the return types: equal types; one void (the void
// function's returns become `ret T undef` and its thunk ignores the value);
// two integer types (the wider: the narrower function's returns are
// zero-extended and its thunk truncates the result back); two pointers in
// one address space (the first: the second function's returns and thunk
// bitcast). Anything else would need a conversion that changes bits.
func retType(f1, f2 *ir.Func) (types.Type, error) {
	r1, r2 := f1.Sig.RetType, f2.Sig.RetType
	switch {
	case r1.String() == r2.String():
		return r1, nil
	case isVoid(r1):
		return r2, nil
	case isVoid(r2):
		return r1, nil
	}
	if i1, ok := r1.(*types.IntType); ok {
		if i2, ok := r2.(*types.IntType); ok {
			if i2.BitSize > i1.BitSize {
				return r2, nil
			}
			return r1, nil
		}
	}
	if p1, ok := r1.(*types.PointerType); ok {
		if p2, ok := r2.(*types.PointerType); ok && p1.AddrSpace == p2.AddrSpace {
			return r1, nil
		}
	}
	return nil, fmt.Errorf("return types %s and %s differ", r1, r2)
}

// RetType is the return type of the merged function of f1 and f2, which
// CheckPair has accepted.
func RetType(f1, f2 *ir.Func) types.Type {
	t, _ := retType(f1, f2)
	return t
}

// RetConv is the cast that turns a returned value of type from into type
// to, for two return types retType unified: "" when they are the same,
// otherwise trunc or zext between integers and bitcast between pointers.
func RetConv(from, to types.Type) string {
	if from.String() == to.String() {
		return ""
	}
	if a, ok := from.(*types.IntType); ok {
		if b, ok := to.(*types.IntType); ok && b.BitSize < a.BitSize {
			return "trunc"
		}
		return "zext"
	}
	return "bitcast"
}

// retAttrs keeps the ABI return attributes (extension, inreg); they must
// agree between two non-void functions.
func retAttrs(f1, f2 *ir.Func) ([]string, error) {
	a1, a2 := ABIRetAttrs(f1), ABIRetAttrs(f2)
	switch {
	case isVoid(f1.Sig.RetType):
		return a2, nil
	case isVoid(f2.Sig.RetType):
		return a1, nil
	case f1.Sig.RetType.String() != f2.Sig.RetType.String():
		// Unified types (retType): only thunks call the merged function,
		// and each converts the result and returns it with its own
		// attributes, so the merged function needs none.
		return nil, nil
	case strings.Join(a1, " ") != strings.Join(a2, " "):
		return nil, fmt.Errorf("return attributes differ")
	}
	return a1, nil
}

// ABIRetAttrs lists the return attributes of f that say how the result is
// passed (zeroext, signext, inreg, ...), as written.
func ABIRetAttrs(f *ir.Func) []string {
	var out []string
	for _, a := range f.ReturnAttrs {
		if s := a.String(); abiRetAttrs[attrKey(s)] {
			out = append(out, s)
		}
	}
	return out
}

// CheckPair reports why two functions can never share a merged function
// (nil if they can): the merged function has one calling convention,
// personality, GC strategy, section and attribute set.
func CheckPair(f1, f2 *ir.Func) error {
	if f1.CallingConv != f2.CallingConv && !(cOrFast(f1.CallingConv) && cOrFast(f2.CallingConv)) {
		// The merged function has the first function's convention; the
		// second reaches it through a thunk, which can bridge C and fastcc
		// (both plain register conventions), not conventions with their
		// own ABI rules.
		return fmt.Errorf("calling conventions differ")
	}
	if p1, p2 := personality(f1), personality(f2); p1 != "" && p2 != "" && p1 != p2 {
		// One function has one personality routine: the unwinder runs it
		// for every frame of the merged function. A function without one
		// has no landing pads, so taking the other's is safe: LLVM gives
		// every call that may throw outside a landing pad a call-site
		// entry without one, and the exception continues to unwind as it
		// did through the original.
		return fmt.Errorf("personalities differ")
	}
	if f1.GC != f2.GC {
		return fmt.Errorf("GC strategies differ")
	}
	if f1.Section != f2.Section || f1.Partition != f2.Partition {
		return fmt.Errorf("sections differ")
	}
	if f1.Sig.Variadic || f2.Sig.Variadic {
		return fmt.Errorf("varargs function")
	}
	if f1.AddrSpace != f2.AddrSpace {
		return fmt.Errorf("address spaces differ")
	}
	if _, err := mergeFuncAttrs(f1, f2); err != nil {
		return err
	}
	if _, err := retType(f1, f2); err != nil {
		return err
	}
	_, err := retAttrs(f1, f2)
	return err
}

func personality(f *ir.Func) string {
	if f.Personality == nil {
		return ""
	}
	return f.Personality.String()
}

func cOrFast(cc enum.CallingConv) bool {
	return cc == enum.CallingConvNone || cc == enum.CallingConvC || cc == enum.CallingConvFast
}
