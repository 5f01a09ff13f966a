package similar

import (
	"bytes"
	"strings"

	"github.com/llir/llvm/ir/enum"

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
// the same type with the same ABI return attributes.
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
	if strings.Join(codegen.ABIRetAttrs(f.IR), " ") != strings.Join(mg.RetAttrs, " ") {
		// Rewritten calls keep their return attributes too: a merged
		// function of unified return types has none (its thunks extend
		// the result), and a call reading `zeroext` from it would read
		// bits nobody set (RISC-V, PowerPC and MIPS callers rely on it).
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
		if !r.Callee || !irmod.IsCallOrInvoke(d.m.LineOf(r.Start)) {
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

// use is where merged code names a global: the span of its '@' token
// (irmod.ScanGlobals) and the name.
type use struct {
	start, end int
	name       string
}

// globalUses scans merged code once and returns where it names the globals
// want accepts, and which of them it names other than as a direct callee
// (printed as `@name(`).
func globalUses(text string, want func(name string) bool) (uses []use, notCallee map[string]bool) {
	notCallee = map[string]bool{}
	irmod.ScanGlobals(text, func(start, end int, n string) {
		if !want(n) {
			return
		}
		uses = append(uses, use{start, end, n})
		if end >= len(text) || text[end] != '(' {
			notCallee[n] = true
		}
	})
	return uses, notCallee
}

// callsOnly returns how often merged code names the global name and
// reports whether every one is a direct callee.
func callsOnly(text, name string) (calls int, ok bool) {
	uses, notCallee := globalUses(text, func(n string) bool { return n == name })
	return len(uses), !notCallee[name]
}
