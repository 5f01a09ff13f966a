package similar

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/ir/types"

	"github.com/fmerge/rules_fmerge/merge/codegen"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// Emission. The decision engine (driver.go) ends with a Plan: every final
// merged function, and for every original merged away its route to the
// merged function that replaces it and whether its calls are rewritten or
// its body becomes a thunk, each decided once. emit carries the plan out
// with irmod's edits and text primitives (irmod.Forward thunks,
// irmod.SplitArgs call rewriting); it decides nothing but a last safety
// check.

// Plan is what the decision engine hands to emission.
type Plan struct {
	Finals []*codegen.Merged // final merged functions, by name
	Routes []Route           // originals merged away, in module order
}

// Route is one original merged away: the merges its arguments pass through
// to its final merged function, and whether its call sites are rewritten
// to call that function directly (Remove, touching Calls sites) instead of
// its body becoming a thunk.
type Route struct {
	Orig   int // Module.Funcs index
	Hops   []Hop
	Remove bool
	Calls  int
}

// Hop is one merge on a route: the merged function and the side the
// function before it took in it.
type Hop struct {
	Merged *codegen.Merged
	Side   int
}

// Final is the merged function that replaces the original.
func (r Route) Final() *codegen.Merged { return r.Hops[len(r.Hops)-1].Merged }

// Args maps the argument texts of the original's parameters through every
// merge on the route to the arguments of its final merged function.
// Arguments written for a parameter with ABI attributes (zeroext, signext,
// inreg, ...) carry them, as LLVM requires of call sites.
func (r Route) Args(args []string) []string {
	for _, h := range r.Hops {
		args = mergedArgs(h.Merged, h.Side, args)
	}
	return args
}

// plan collects the decisions: the final merged functions and each
// merged-away original's route. An original chosen to disappear keeps its
// thunk when its calls cannot be rewritten to the final function after
// all (removable).
func (d *driver) plan() Plan {
	var p Plan
	seen := map[*codegen.Merged]bool{}
	for _, n := range d.nodes {
		if n.into == nil {
			continue
		}
		r := Route{Orig: n.orig}
		for x := n; x.into != nil; x = x.into {
			r.Hops = append(r.Hops, Hop{Merged: x.into.merged, Side: x.side})
		}
		if calls, ok := d.removable(n.orig, r.Final()); ok && n.remove {
			r.Remove, r.Calls = true, calls
		}
		if final := r.Final(); !seen[final] {
			seen[final] = true
			p.Finals = append(p.Finals, final)
		}
		p.Routes = append(p.Routes, r)
	}
	sort.SliceStable(p.Finals, func(i, j int) bool { return p.Finals[i].Name < p.Finals[j].Name })
	return p
}

// emit writes the plan into m and records what became of each original in
// res. The final merged functions are appended with the calls of removed
// originals rewritten; an original that merged code still names other
// than as a callee keeps a thunk (the decision engine never plans that:
// this is a last check).
func emit(m *irmod.Module, p Plan, res *Result) error {
	referenced := map[string]bool{}
	for _, mg := range p.Finals {
		text := rewriteMergedCalls(m, p.Routes, mg.Text)
		m.Append(text)
		for _, name := range irmod.GlobalNames(text) {
			referenced[name] = true
		}
	}
	for _, r := range p.Routes {
		f := m.Funcs[r.Orig]
		if r.Remove && !referenced[f.Name] {
			if err := rewriteCalls(m, r); err != nil {
				return err
			}
			m.DeleteFunc(f)
			res.Removed++
			res.Replaced = append(res.Replaced, Replacement{Name: f.Name, Into: r.Final().Name, Removed: true, Calls: r.Calls})
			continue
		}
		m.ReplaceBody(f, thunkBody(m, f, r))
		res.Thunks++
		res.Replaced = append(res.Replaced, Replacement{Name: f.Name, Into: r.Final().Name})
	}
	return nil
}

// rewriteMergedCalls rewrites, in the text of a final merged function, the
// calls of originals planned to disappear into calls of their final
// merged functions, as rewriteCalls does in the module. An original the
// text names other than as a callee is left alone (emit sees the
// reference and keeps its thunk). The text is scanned once: a rewritten
// call's arguments are values, never calls, so rewriting one original's
// calls cannot change what is found for another.
func rewriteMergedCalls(m *irmod.Module, routes []Route, text string) string {
	removed := map[string]*Route{}
	for i, r := range routes {
		if r.Remove {
			removed[m.Funcs[r.Orig].Name] = &routes[i]
		}
	}
	// leave: named other than as a callee, or a call that cannot be split.
	uses, leave := globalUses(text, func(n string) bool { return removed[n] != nil })
	if len(uses) == 0 {
		return text
	}
	raw := []byte(text)
	var b strings.Builder
	last := 0
	for _, u := range uses {
		if leave[u.name] {
			continue
		}
		close, args, err := irmod.SplitArgs(raw, u.end)
		if err != nil {
			leave[u.name] = true // cannot happen in printed code; the rest keeps its thunk
			continue
		}
		r := removed[u.name]
		b.WriteString(text[last:u.start] + irmod.GlobalIdent(r.Final().Name) + "(" + strings.Join(r.Args(args), ", ") + ")")
		last = close + 1
	}
	return b.String() + text[last:]
}

// rewriteCalls turns every `@f(args)` call of an original into a call of
// its final merged function with the mapped arguments.
func rewriteCalls(m *irmod.Module, r Route) error {
	f := m.Funcs[r.Orig]
	for _, u := range m.Uses(f.Name) {
		ref := m.Refs[u]
		close, args, err := irmod.SplitArgs(m.Text, ref.End)
		if err != nil {
			return fmt.Errorf("%s: call of %s: %v", m.Name, f.Name, err)
		}
		m.RedirectCall(irmod.GlobalRef{Start: ref.Start, End: close + 1},
			irmod.GlobalIdent(r.Final().Name)+"("+strings.Join(r.Args(args), ", ")+")")
	}
	return nil
}

// thunkBody forwards to the final merged function (with a debug location
// in the function's own subprogram, if it has one).
func thunkBody(m *irmod.Module, f *irmod.Func, r Route) string {
	first := r.Hops[0]
	args := r.Args(thunkArgs(f, first.Merged.ParamAttrs, first.Merged.ParamMap[first.Side]))
	return thunkCall(f, r.Final().Name, r.Final(), -1, args, m.ThunkDebugLoc(f))
}

// thunkCall is the body of a thunk of f calling merged function mg (named
// name) with args, already mapped (side < 0) or to be mapped for side.
func thunkCall(f *irmod.Func, name string, mg *codegen.Merged, side int, args []string, dbg string) string {
	if side >= 0 {
		args = mergedArgs(mg, side, args)
	}
	// The merged function lives in the originals' address space (codegen
	// merges only functions of one).
	t := irmod.Forward{Callee: irmod.GlobalIdent(name), CallConv: irmod.CallingConv(mg.CallingConv), RetAttrs: mg.RetAttrs, AddrSpace: irmod.AddrSpace(f.IR),
		CalleeRet: mg.RetType.String(), Args: args, Ret: f.IR.Sig.RetType.String(), Dbg: dbg}
	_, mergedVoid := mg.RetType.(*types.VoidType)
	if _, void := f.IR.Sig.RetType.(*types.VoidType); !mergedVoid && !void {
		// The merged function may return a wider integer or another
		// pointer type (codegen's retType): convert back.
		t.RetConv = codegen.RetConv(mg.RetType, f.IR.Sig.RetType)
	}
	return t.Body()
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
func thunkArgs(f *irmod.Func, attrs []string, params []int) []string {
	var args []string
	for j, p := range f.IR.Params {
		args = append(args, withAttrs(p.Typ.String(), attrs[params[j]], p.Ident()))
	}
	return args
}
