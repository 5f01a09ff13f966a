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
	t := irmod.Forward{Callee: targetIdent, CallConv: irmod.CallingConv(target.IR.CallingConv),
		CalleeRet: ts.RetType.String(), Ret: gs.RetType.String(), Dbg: dbg}
	for i, p := range g.IR.Params {
		op, err := castOp(p.Typ, ts.Params[i])
		if err != nil {
			return "", err
		}
		v := p.Ident()
		if op != "" {
			name := fmt.Sprintf("%%fmerge.arg%d", i)
			t.Setup = append(t.Setup, fmt.Sprintf("%s = %s %s %s to %s", name, op, p.Typ, v, ts.Params[i]))
			v = name
		}
		t.Args = append(t.Args, paramText(target.IR.Params[i], v))
	}
	for _, a := range target.IR.ReturnAttrs {
		t.RetAttrs = append(t.RetAttrs, a.String())
	}
	if target.RetAlign != 0 {
		t.RetAttrs = append(t.RetAttrs, fmt.Sprintf("align %d", target.RetAlign))
	}
	if _, void := gs.RetType.(*types.VoidType); !void {
		op, err := castOp(ts.RetType, gs.RetType)
		if err != nil {
			return "", err
		}
		t.RetConv = op
	}
	return t.Body(), nil
}

// castOp is the cast LLVM's createCast would emit (inttoptr, ptrtoint or
// bitcast) to pass a from as a to, "" when they are the same type.
func castOp(from, to types.Type) (string, error) {
	switch {
	case types.Equal(from, to):
		return "", nil
	case types.IsInt(from) && types.IsPointer(to):
		return "inttoptr", nil
	case types.IsPointer(from) && types.IsInt(to):
		return "ptrtoint", nil
	case types.IsStruct(from) || types.IsStruct(to):
		return "", fmt.Errorf("cannot forward %s as %s", from, to)
	}
	return "bitcast", nil
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
