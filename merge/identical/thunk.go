package identical

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
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
// signatures differ only by pointer/integer coercion, and a return. dbg, when
// non-empty, is a `!dbg !N` suffix for both instructions.
func thunkBody(g, target *irmod.Func, targetIdent, dbg string) (string, error) {
	gs, ts := g.IR.Sig, target.IR.Sig
	if len(gs.Params) != len(ts.Params) || gs.Variadic || ts.Variadic {
		return "", fmt.Errorf("signatures of %s and %s do not line up", g.Name, target.Name)
	}
	var b strings.Builder
	var args []string
	for i, p := range g.IR.Params {
		v, err := castValue(&b, fmt.Sprintf("%%fmerge.arg%d", i), p.Ident(), p.Typ, ts.Params[i], dbg)
		if err != nil {
			return "", err
		}
		args = append(args, paramText(target.IR.Params[i], v))
	}
	b.WriteString("  ")
	if !types.Equal(ts.RetType, types.Void) {
		b.WriteString("%fmerge.ret = ")
	}
	b.WriteString("tail call ")
	if cc := target.IR.CallingConv; cc != enum.CallingConvNone {
		b.WriteString(callingConv(cc) + " ")
	}
	for _, a := range target.IR.ReturnAttrs {
		b.WriteString(a.String() + " ")
	}
	if target.RetAlign != 0 {
		fmt.Fprintf(&b, "align %d ", target.RetAlign)
	}
	fmt.Fprintf(&b, "%s %s(%s)%s\n", ts.RetType, targetIdent, strings.Join(args, ", "), dbg)
	if types.Equal(gs.RetType, types.Void) {
		fmt.Fprintf(&b, "  ret void%s\n", dbg)
		return b.String(), nil
	}
	r, err := castValue(&b, "%fmerge.retcast", "%fmerge.ret", ts.RetType, gs.RetType, dbg)
	if err != nil {
		return "", err
	}
	fmt.Fprintf(&b, "  ret %s %s%s\n", gs.RetType, r, dbg)
	return b.String(), nil
}

// castValue emits the cast LLVM's createCast would (inttoptr, ptrtoint or
// bitcast) when from and to differ, and returns the value to use.
func castValue(b *strings.Builder, name, v string, from, to types.Type, dbg string) (string, error) {
	if types.Equal(from, to) {
		return v, nil
	}
	op := "bitcast"
	switch {
	case types.IsInt(from) && types.IsPointer(to):
		op = "inttoptr"
	case types.IsPointer(from) && types.IsInt(to):
		op = "ptrtoint"
	case types.IsStruct(from) || types.IsStruct(to):
		return "", fmt.Errorf("cannot forward %s as %s", from, to)
	}
	fmt.Fprintf(b, "  %s = %s %s %s to %s%s\n", name, op, from, v, to, dbg)
	return name, nil
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

// callingConv prints a calling convention as LLVM does ("fastcc", "cc 10").
func callingConv(cc enum.CallingConv) string {
	s := cc.String()
	if strings.HasPrefix(s, "CallingConv(") {
		return fmt.Sprintf("cc %d", uint(cc))
	}
	return s
}
