package identical

import (
	"strings"

	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// dropNorecurse takes `norecurse` off f, which now runs for its twins'
// callers too, unless its body calls nothing. The attribute promises that
// no execution of f is ever active twice; it is true of each twin alone
// when one reaches the other only through a call path never taken with
// the same arguments (f(1) calls h(0), which calls g(0)). Merged, f(1)
// reaches f(0): the promise is broken, and GlobalOpt, trusting it, turns
// a global f uses into a local of f and changes the result. LLVM 14's
// -mergefunc keeps the attribute. A body that calls nothing cannot
// recurse, so its attribute stays (mayCall).
func (g *merger) dropNorecurse(f *irmod.Func) {
	if g.norecurseDropped[f] || !hasFuncAttr(f.IR, "norecurse") || !mayCall(f.IR) {
		return
	}
	g.norecurseDropped[f] = true
	if g.m.DropFuncAttr(f, "norecurse") {
		g.st.Add("norecurse-dropped", "Number of survivors that lost norecurse (they may now reach themselves)", 1)
	}
}

// hasFuncAttr reports whether f carries the keyword function attribute
// name, written on it or through an attribute group.
func hasFuncAttr(f *ir.Func, name string) bool {
	for _, a := range f.FuncAttrs {
		if g, ok := a.(*ir.AttrGroupDef); ok {
			for _, x := range g.FuncAttrs {
				if x.String() == name {
					return true
				}
			}
			continue
		}
		if a.String() == name {
			return true
		}
	}
	return false
}

// mayCall reports whether f's body may call a function: any call,
// invoke or callbr, but calls of LLVM intrinsics, which never call back
// into the program (the statepoint and patchpoint intrinsics, which call
// a target they are given, count as calls).
func mayCall(f *ir.Func) bool {
	for _, b := range f.Blocks {
		switch b.Term.(type) {
		case *ir.TermInvoke, *ir.TermCallBr:
			return true
		}
		for _, inst := range b.Insts {
			call, ok := inst.(*ir.InstCall)
			if !ok {
				continue
			}
			callee, ok := call.Callee.(*ir.Func)
			if !ok {
				return true // indirect, inline asm, or through a constant
			}
			name := callee.Name()
			if !strings.HasPrefix(name, "llvm.") || strings.Contains(name, "statepoint") || strings.Contains(name, "patchpoint") {
				return true
			}
		}
	}
	return false
}
