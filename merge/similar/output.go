package similar

import (
	"bytes"
	"fmt"
	"regexp"
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
// local linkage (no one outside the module can call it), every use a
// direct call or invoke (the address is never taken, so not in llvm.used
// either), and the merged function returning the same type.
func (d *driver) removable(i int, mg *codegen.Merged) (int, bool) {
	f := d.m.Funcs[i]
	if f.IR.Linkage != enum.LinkageInternal && f.IR.Linkage != enum.LinkagePrivate {
		return 0, false
	}
	if f.IR.Sig.RetType.String() != mg.RetType.String() {
		return 0, false
	}
	uses := d.m.Uses(f.Name)
	for _, u := range uses {
		r := d.m.Refs[u]
		if !r.Callee || !isCallLine(d.m.LineOf(r.Start)) {
			return 0, false
		}
	}
	return len(uses), true
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
		d.m.Append(l.merged.Text)
		for _, name := range globalNames(l.merged.Text) {
			referenced[name] = true
		}
	}
	for _, n := range d.nodes {
		if n.into == nil {
			continue
		}
		target := live(n)
		f := d.m.Funcs[n.orig]
		if _, ok := d.removable(n.orig, target.merged); ok && !referenced[f.Name] {
			if err := d.rewriteCalls(n); err != nil {
				return err
			}
			d.m.DeleteFunc(f)
			d.res.Removed++
			continue
		}
		var args []string
		for _, p := range f.IR.Params {
			args = append(args, p.Typ.String()+" "+p.Ident())
		}
		d.m.ReplaceBody(f, d.thunkBody(f, n, args))
		d.res.Thunks++
	}
	return nil
}

// callArgs maps the argument texts of an original's parameters through
// every merge it went into, to the arguments of its final merged function.
func callArgs(n *node, args []string) (*node, []string) {
	for n.into != nil {
		mg := n.into.merged
		out := make([]string, len(mg.Params))
		for p, t := range mg.Params {
			out[p] = t.String() + " undef"
		}
		for j, p := range mg.ParamMap[n.side] {
			out[p] = args[j]
		}
		out[len(out)-1] = fmt.Sprintf("i1 %t", n.side == 1)
		args, n = out, n.into
	}
	return n, args
}

var scopeLineRe = regexp.MustCompile(`scopeLine: (\d+)`)

// thunkBody forwards to the final merged function. In a function with debug
// info the call needs a location in the function's own subprogram.
func (d *driver) thunkBody(f *irmod.Func, n *node, args []string) string {
	target, args := callArgs(n, args)
	dbg := ""
	if sp := d.m.FuncSubprogram(f); sp >= 0 {
		line := "0"
		if sm := scopeLineRe.FindSubmatch(d.m.MetadataText(sp)); sm != nil {
			line = string(sm[1])
		}
		dbg = ", !dbg " + d.m.AddMetadata(fmt.Sprintf("!DILocation(line: %s, scope: !%d)", line, sp))
	}
	rt := target.merged.RetType
	cc := ""
	if f.IR.CallingConv != enum.CallingConvNone {
		cc = f.IR.CallingConv.String() + " "
	}
	call := fmt.Sprintf("tail call %s%s %s(%s)%s", cc, rt, irmod.GlobalIdent(target.name), strings.Join(args, ", "), dbg)
	switch {
	case types.Equal(rt, types.Void):
		return "  " + call + "\n  ret void" + dbg + "\n"
	case types.Equal(f.IR.Sig.RetType, types.Void):
		return "  %fmerge.r = " + call + "\n  ret void" + dbg + "\n"
	}
	return fmt.Sprintf("  %%fmerge.r = %s\n  ret %s %%fmerge.r%s\n", call, rt, dbg)
}

// rewriteCalls turns every `@f(args)` call of an original into a call of
// its final merged function with the mapped arguments.
func (d *driver) rewriteCalls(n *node) error {
	f := d.m.Funcs[n.orig]
	for _, u := range d.m.Uses(f.Name) {
		r := d.m.Refs[u]
		open := r.End
		close, args, err := splitArgs(d.m.Text, open)
		if err != nil {
			return fmt.Errorf("%s: call of %s: %v", d.m.Name, f.Name, err)
		}
		target, args := callArgs(n, args)
		d.m.RedirectRef(irmod.GlobalRef{Start: r.Start, End: close + 1},
			irmod.GlobalIdent(target.name)+"("+strings.Join(args, ", ")+")")
	}
	return nil
}

// splitArgs reads the argument list starting at text[open] == '(' and
// returns the offset of the matching ')' and the top-level arguments.
func splitArgs(text []byte, open int) (int, []string, error) {
	if open >= len(text) || text[open] != '(' {
		return 0, nil, fmt.Errorf("no argument list")
	}
	depth, start := 0, open+1
	var args []string
	for i := open; i < len(text); i++ {
		switch c := text[i]; c {
		case '"':
			j := bytes.IndexByte(text[i+1:], '"')
			if j < 0 {
				return 0, nil, fmt.Errorf("unterminated string")
			}
			i += j + 1
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
			if depth == 0 {
				if a := strings.TrimSpace(string(text[start:i])); a != "" {
					args = append(args, a)
				}
				return i, args, nil
			}
		case ',':
			if depth == 1 {
				args = append(args, strings.TrimSpace(string(text[start:i])))
				start = i + 1
			}
		case '\n':
			return 0, nil, fmt.Errorf("argument list not closed on its line")
		}
	}
	return 0, nil, fmt.Errorf("argument list not closed")
}

// reparse reads a merged function back through llir, inside a small module
// that declares everything it references, so it can be merged again.
func (d *driver) reparse(mg *codegen.Merged) (*ir.Func, error) {
	if d.decls == "" {
		var b strings.Builder
		for _, t := range d.m.IR.TypeDefs {
			fmt.Fprintf(&b, "%s = type %s\n", t, t.LLString())
		}
		for _, g := range d.m.IR.AttrGroupDefs {
			b.WriteString(g.LLString() + "\n")
		}
		d.decls = b.String()
	}
	var b strings.Builder
	b.WriteString(d.decls)
	done := map[string]bool{}
	for _, name := range globalNames(mg.Text) {
		if done[name] || name == mg.Name {
			continue
		}
		done[name] = true
		decl, err := d.declaration(name)
		if err != nil {
			return nil, err
		}
		b.WriteString(decl + "\n")
	}
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

// declaration declares a global referenced by merged code.
func (d *driver) declaration(name string) (string, error) {
	id := irmod.GlobalIdent(name)
	if f := d.m.Func(name); f != nil {
		s := f.IR.Sig
		var ps []string
		for _, p := range s.Params {
			ps = append(ps, p.String())
		}
		if s.Variadic {
			ps = append(ps, "...")
		}
		return fmt.Sprintf("declare %s %s(%s)", s.RetType, id, strings.Join(ps, ", ")), nil
	}
	for _, g := range d.m.IR.Globals {
		if g.Name() == name {
			return fmt.Sprintf("%s = external global %s", id, g.ContentType), nil
		}
	}
	return "", fmt.Errorf("cannot declare %s", name)
}
