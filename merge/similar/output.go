package similar

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"

	"github.com/fmerge/rules_fmerge/merge/codegen"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// removable reports whether original i can disappear, its calls rewritten
// to the merged function, and how many call sites that touches. That needs
// a linkage that lets the definition be dropped when this module no longer
// uses it: local (no one outside can call it) or linkonce_odr (every other
// module that uses it carries its own equal copy, which is why LLVM's
// GlobalDCE may drop it too; template instances and inline functions are
// linkonce_odr); every use a direct call or invoke (the address is never
// taken, so not in llvm.used either); and the merged function returning
// the same type.
func (d *driver) removable(i int, mg *codegen.Merged) (int, bool) {
	f := d.m.Funcs[i]
	switch f.IR.Linkage {
	case enum.LinkageInternal, enum.LinkagePrivate, enum.LinkageLinkOnceODR:
	default:
		return 0, false
	}
	if f.IR.Sig.RetType.String() != mg.RetType.String() || f.IR.CallingConv != mg.CallingConv {
		// Rewritten calls keep their return type and convention as written.
		return 0, false
	}
	for _, a := range codegen.FuncAttrs(f.IR) {
		if strings.HasPrefix(a, "allocsize") {
			// An allocation function's size facts live on its definition
			// (the merged function drops allocsize): callers keep them by
			// calling the thunk.
			return 0, false
		}
	}
	uses := d.m.Uses(f.Name)
	for _, u := range uses {
		r := d.m.Refs[u]
		if !r.Callee || !isCallLine(d.m.LineOf(r.Start)) {
			return 0, false
		}
		close, _, err := irmod.SplitArgs(d.m.Text, r.End)
		if err != nil {
			return 0, false // cannot rewrite this call: keep a thunk
		}
		if d.namesParamPositions(d.m.LineOf(close)) {
			// allocsize(N) at the call site (clang copies it from the
			// callee) names the original's parameter positions, which the
			// merged function lays out differently: calling through the
			// thunk keeps them true.
			return 0, false
		}
	}
	return len(uses), true
}

// namesParamPositions reports whether a call line carries a function
// attribute that refers to argument positions (allocsize), written inline
// or through an attribute group.
func (d *driver) namesParamPositions(line []byte) bool {
	if bytes.Contains(line, []byte("allocsize")) {
		return true
	}
	for _, ref := range irmod.AttrGroupRefs(line) {
		for _, a := range d.m.AttrGroup(ref) {
			if strings.HasPrefix(a, "allocsize") {
				return true
			}
		}
	}
	return false
}

// isCallLine: the callee token sits in a call or invoke (not a callbr,
// whose extra label list fmerge does not rewrite).
func isCallLine(line []byte) bool {
	s := string(line)
	return (strings.Contains(s, " call ") || strings.Contains(s, "invoke ")) && !strings.Contains(s, "callbr ")
}

// emit writes the final merged functions and replaces every merged-away
// original by a thunk or by rewritten calls.
func (d *driver) emit() error {
	referenced := map[string]bool{}
	var finals []*node
	seen := map[*node]bool{}
	for _, n := range d.nodes {
		if n.into == nil {
			continue
		}
		l := live(n)
		if !seen[l] {
			seen[l] = true
			finals = append(finals, l)
		}
	}
	sort.SliceStable(finals, func(i, j int) bool { return finals[i].name < finals[j].name })
	for _, l := range finals {
		text := d.rewriteMergedCalls(l.merged.Text)
		d.m.Append(text)
		for _, name := range irmod.GlobalNames(text) {
			referenced[name] = true
		}
	}
	for _, n := range d.nodes {
		if n.into == nil {
			continue
		}
		target := live(n)
		f := d.m.Funcs[n.orig]
		if calls, ok := d.removable(n.orig, target.merged); ok && n.remove && !referenced[f.Name] {
			if err := d.rewriteCalls(n); err != nil {
				return err
			}
			d.m.DeleteFunc(f)
			d.res.Removed++
			d.res.Replaced = append(d.res.Replaced, Replacement{Name: f.Name, Into: target.name, Removed: true, Calls: calls})
			continue
		}
		d.m.ReplaceBody(f, d.thunkBody(f, n))
		d.res.Thunks++
		d.res.Replaced = append(d.res.Replaced, Replacement{Name: f.Name, Into: target.name})
	}
	return nil
}

// rewriteMergedCalls rewrites, in the text of a final merged function, the
// calls of originals that were chosen to disappear (node.remove) into calls
// of their final merged functions, as rewriteCalls does in the module. An
// original the text names other than as a callee keeps its thunk (emit
// sees the reference).
func (d *driver) rewriteMergedCalls(text string) string {
	for _, n := range d.nodes {
		if n.into == nil || !n.remove {
			continue
		}
		if _, ok := d.removable(n.orig, live(n).merged); !ok {
			continue
		}
		starts, ok := callsOnly(text, n.name)
		if !ok || len(starts) == 0 {
			continue
		}
		var b strings.Builder
		last := 0
		for _, at := range starts {
			open := at + len(irmod.GlobalIdent(n.name))
			close, args, err := irmod.SplitArgs([]byte(text), open)
			if err != nil {
				break // cannot happen in printed code; the rest keeps its thunk
			}
			target, args := callArgs(n, args)
			b.WriteString(text[last:at] + irmod.GlobalIdent(target.name) + "(" + strings.Join(args, ", ") + ")")
			last = close + 1
		}
		text = b.String() + text[last:]
	}
	return text
}

// callsOnly returns where merged code names the global name (the offsets
// of its '@' tokens, irmod.ScanGlobals) and reports whether every one is a
// direct callee (printed as `@name(`).
func callsOnly(text, name string) (starts []int, ok bool) {
	ok = true
	irmod.ScanGlobals(text, func(start, end int, n string) {
		if n != name {
			return
		}
		starts = append(starts, start)
		if end >= len(text) || text[end] != '(' {
			ok = false
		}
	})
	return starts, ok
}

// callArgs maps the argument texts of an original's parameters through
// every merge it went into, to the arguments of its final merged function.
// Arguments written for a parameter with ABI attributes (zeroext, signext,
// inreg, ...) carry them, as LLVM requires of call sites.
func callArgs(n *node, args []string) (*node, []string) {
	for n.into != nil {
		args = mergedArgs(n.into.merged, n.side, args)
		n = n.into
	}
	return n, args
}

// mergedArgs maps the arguments of side's original to the merged function's
// parameters: undef for parameters only the other side uses, the
// identifier last.
func mergedArgs(mg *codegen.Merged, side int, args []string) []string {
	out := make([]string, len(mg.Params))
	for p, t := range mg.Params {
		out[p] = withAttrs(t.String(), mg.ParamAttrs[p], "undef")
	}
	for j, p := range mg.ParamMap[side] {
		out[p] = args[j]
	}
	out[len(out)-1] = fmt.Sprintf("i1 %t", side == 1)
	return out
}

func withAttrs(typ, attrs, val string) string {
	if attrs == "" {
		return typ + " " + val
	}
	return typ + " " + attrs + " " + val
}

// thunkArgs are the arguments a thunk of f passes on: its own parameters,
// with the ABI attributes of the merged parameters they go to (params maps
// f's parameters to the merged ones).
func (d *driver) thunkArgs(f *irmod.Func, attrs []string, params []int) []string {
	var args []string
	for j, p := range f.IR.Params {
		args = append(args, withAttrs(p.Typ.String(), attrs[params[j]], p.Ident()))
	}
	return args
}

// thunkBody forwards to the final merged function (with a debug location
// in the function's own subprogram, if it has one).
func (d *driver) thunkBody(f *irmod.Func, n *node) string {
	args := d.thunkArgs(f, n.into.merged.ParamAttrs, n.into.merged.ParamMap[n.side])
	args = mergedArgs(n.into.merged, n.side, args)
	target, args := callArgs(n.into, args)
	return thunkCall(f, target.name, target.merged, -1, args, d.m.ThunkDebugLoc(f))
}

// thunkCall is the body of a thunk of f calling merged function mg (named
// name) with args, already mapped (side < 0) or to be mapped for side.
func thunkCall(f *irmod.Func, name string, mg *codegen.Merged, side int, args []string, dbg string) string {
	if side >= 0 {
		args = mergedArgs(mg, side, args)
	}
	t := irmod.Forward{Callee: irmod.GlobalIdent(name), CallConv: irmod.CallingConv(mg.CallingConv), RetAttrs: mg.RetAttrs,
		CalleeRet: mg.RetType.String(), Args: args, Ret: f.IR.Sig.RetType.String(), Dbg: dbg}
	if !types.Equal(mg.RetType, types.Void) && !types.Equal(f.IR.Sig.RetType, types.Void) {
		// The merged function may return a wider integer or another
		// pointer type (codegen's retType): convert back.
		t.RetConv = codegen.RetConv(mg.RetType, f.IR.Sig.RetType)
	}
	return t.Body()
}

// rewriteCalls turns every `@f(args)` call of an original into a call of
// its final merged function with the mapped arguments.
func (d *driver) rewriteCalls(n *node) error {
	f := d.m.Funcs[n.orig]
	for _, u := range d.m.Uses(f.Name) {
		r := d.m.Refs[u]
		open := r.End
		close, args, err := irmod.SplitArgs(d.m.Text, open)
		if err != nil {
			return fmt.Errorf("%s: call of %s: %v", d.m.Name, f.Name, err)
		}
		target, args := callArgs(n, args)
		d.m.RedirectCall(irmod.GlobalRef{Start: r.Start, End: close + 1},
			irmod.GlobalIdent(target.name)+"("+strings.Join(args, ", ")+")")
	}
	return nil
}

// reparse reads a merged function back through llir, inside a small module
// that declares everything it references, so it can be merged again.
func (d *driver) reparse(mg *codegen.Merged) (*ir.Func, error) {
	var decls strings.Builder
	done := map[string]bool{}
	for _, name := range irmod.GlobalNames(mg.Text) {
		if done[name] || name == mg.Name {
			continue
		}
		done[name] = true
		decl, err := d.declaration(name)
		if err != nil {
			return nil, err
		}
		decls.WriteString(decl + "\n")
	}
	var b strings.Builder
	b.WriteString(d.scratchHead(decls.String(), mg.Text))
	b.WriteString(mg.Text)
	mod, err := asm.ParseString(mg.Name, b.String())
	if err != nil {
		return nil, err
	}
	for _, f := range mod.Funcs {
		if f.Name() == mg.Name {
			return f, nil
		}
	}
	return nil, fmt.Errorf("merged function %s not found after parsing", mg.Name)
}
