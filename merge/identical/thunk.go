package identical

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// canThunk mirrors LLVM 14's canCreateThunkFor: no thunk for varargs (the
// arguments cannot be forwarded) and none for a single block of at most two
// instructions (terminator included), where the thunk, a call and a return,
// is no smaller than the body. (Later LLVM releases relaxed this to fewer
// than two; fmerge follows the LLVM it ships with.)
func canThunk(f *irmod.Func) bool {
	if f.IR.Sig.Variadic {
		return false
	}
	if len(f.IR.Blocks) == 1 && len(f.IR.Blocks[0].Insts)+1 <= 2 {
		return false
	}
	return true
}

// thunkBody returns the body text that makes g forward to target (whose
// identifier is targetIdent): one tail call with target's calling convention
// and parameter/return attributes (the ABI lives there), casts where the two
// signatures differ only by pointer/integer coercion, and a return
// (irmod.Forward). dbg is Forward.Dbg.
func thunkBody(g, target *irmod.Func, targetIdent, dbg string) (string, error) {
	gs, ts := g.IR.Sig, target.IR.Sig
	if len(gs.Params) != len(ts.Params) || gs.Variadic || ts.Variadic {
		return "", fmt.Errorf("signatures of %s and %s do not line up", g.Name, target.Name)
	}
	t := irmod.Forward{Callee: targetIdent, CallConv: irmod.CallingConv(target.IR.CallingConv), AddrSpace: irmod.AddrSpace(target.IR),
		CalleeRet: ts.RetType.String(), Ret: gs.RetType.String(), Dbg: dbg}
	for i, p := range g.IR.Params {
		name := fmt.Sprintf("%%fmerge.arg%d", i)
		setup, v, err := convert(p.Typ, ts.Params[i], p.Ident(), name)
		if err != nil {
			return "", err
		}
		t.Setup = append(t.Setup, setup...)
		t.Args = append(t.Args, paramText(target.IR.Params[i], v))
	}
	for _, a := range target.IR.ReturnAttrs {
		t.RetAttrs = append(t.RetAttrs, a.String())
	}
	if target.RetAlign != 0 {
		t.RetAttrs = append(t.RetAttrs, fmt.Sprintf("align %d", target.RetAlign))
	}
	if _, void := gs.RetType.(*types.VoidType); !void {
		setup, _, err := convert(ts.RetType, gs.RetType, "%fmerge.ret", "%fmerge.retcast")
		if err != nil {
			return "", err
		}
		t.RetSetup = setup
	}
	return t.Body(), nil
}

// convert returns the instructions LLVM's createCast would emit to pass v,
// of type from, as a value of type to, and the value that results: v itself
// when the types are equal; else one inttoptr, ptrtoint or bitcast named
// name; for two structs (equal to the comparator: as many fields, each
// convertible), each field extracted, converted and inserted into a new
// struct, the last insertvalue named name and the others name.1, name.2 ...
// Vectors of integers and of pointers convert lane by lane with one
// inttoptr or ptrtoint. Arrays, and structs of no fields, are refused: no
// cast turns one array type into another (for arrays and those vectors
// LLVM 14 emits a bitcast the verifier rejects).
func convert(from, to types.Type, v, name string) ([]string, string, error) {
	n := 0
	tmp := func() string { n++; return fmt.Sprintf("%s.%d", name, n) }
	var conv func(from, to types.Type, v, result string) ([]string, error)
	conv = func(from, to types.Type, v, result string) ([]string, error) {
		fs, ok1 := from.(*types.StructType)
		ts, ok2 := to.(*types.StructType)
		switch {
		case ok1 && ok2 && len(fs.Fields) == len(ts.Fields) && len(fs.Fields) > 0 && !fs.Opaque && !ts.Opaque:
			var lines []string
			acc := "undef"
			for i := range fs.Fields {
				field := tmp()
				lines = append(lines, fmt.Sprintf("%s = extractvalue %s %s, %d", field, from, v, i))
				fv := field
				if !types.Equal(fs.Fields[i], ts.Fields[i]) {
					fv = tmp()
					sub, err := conv(fs.Fields[i], ts.Fields[i], field, fv)
					if err != nil {
						return nil, err
					}
					lines = append(lines, sub...)
				}
				next := result
				if i+1 < len(fs.Fields) {
					next = tmp()
				}
				lines = append(lines, fmt.Sprintf("%s = insertvalue %s %s, %s %s, %d", next, to, acc, ts.Fields[i], fv, i))
				acc = next
			}
			return lines, nil
		case types.IsStruct(from) || types.IsStruct(to) || types.IsArray(from) || types.IsArray(to):
			return nil, fmt.Errorf("cannot forward %s as %s", from, to)
		case isIntOrInts(from) && isPointerOrPointers(to):
			return []string{fmt.Sprintf("%s = inttoptr %s %s to %s", result, from, v, to)}, nil
		case isPointerOrPointers(from) && isIntOrInts(to):
			return []string{fmt.Sprintf("%s = ptrtoint %s %s to %s", result, from, v, to)}, nil
		}
		return []string{fmt.Sprintf("%s = bitcast %s %s to %s", result, from, v, to)}, nil
	}
	if types.Equal(from, to) {
		return nil, v, nil
	}
	lines, err := conv(from, to, v, name)
	return lines, name, err
}

// isIntOrInts: an integer or a vector of integers.
func isIntOrInts(t types.Type) bool {
	if v, ok := t.(*types.VectorType); ok {
		t = v.ElemType
	}
	return types.IsInt(t)
}

// isPointerOrPointers: a pointer or a vector of pointers.
func isPointerOrPointers(t types.Type) bool {
	if v, ok := t.(*types.VectorType); ok {
		t = v.ElemType
	}
	return types.IsPointer(t)
}

// paramText prints one call argument with the callee's parameter attributes.
func paramText(p *ir.Param, value string) string {
	var b strings.Builder
	b.WriteString(p.Typ.String())
	for _, a := range p.Attrs {
		b.WriteString(" " + a.String())
	}
	b.WriteString(" " + value)
	return b.String()
}
