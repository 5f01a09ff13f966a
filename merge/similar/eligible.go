package similar

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"

	"github.com/fmerge/rules_fmerge/merge/allow"
	"github.com/fmerge/rules_fmerge/merge/codegen"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// neverAttrs make a function ineligible, each for its own reason:
//   - naked: the body is hand-written asm without prologue; it cannot gain
//     an extra parameter or share code.
//   - alwaysinline: the function is meant to disappear into its callers;
//     a thunk would be inlined instead of the body, defeating the request.
//   - nomerge: the user asked that calls/code of it are never merged.
//   - returns_twice: setjmp-like control flow breaks the identifier's
//     single-entry assumption.
//   - presplitcoroutine: coroutine bodies are rewritten later by position.
var neverAttrs = []string{"naked", "alwaysinline", "nomerge", "returns_twice", "presplitcoroutine"}

// ineligible returns why f may not take part in similar merging ("" if it
// may), given what scanModule found.
func ineligible(m *irmod.Module, f *irmod.Func, mf moduleFacts) string {
	switch {
	case !f.Defined():
		return "declaration"
	case !f.Analysed:
		// Its body never reached the IR library (see irmod.Func.Unsupported).
		return "not analysed: " + f.Unsupported
	case f.IR.Linkage == enum.LinkageAvailableExternally:
		// The real definition is elsewhere; this body is only a hint.
		return "available_externally"
	case f.Unsupported != "":
		// llir cannot print its code faithfully, and merged code is
		// printed by llir.
		return "unsupported: " + f.Unsupported
	case f.IR.Sig.Variadic:
		// A thunk cannot forward a variable argument list.
		return "varargs"
	case f.IR.Prefix != nil || f.IR.Prologue != nil:
		// Prefix/prologue data sits at fixed offsets from the entry.
		return "prefix or prologue data"
	case mf.addrCompared[f.Name]:
		// Code may rely on its address being distinct from, or equal to,
		// another function's; keep it exactly as is.
		return "address compared"
	case m.BlockAddressTaken(f.Name):
		// blockaddress(@f, %bb) names its blocks: the body must stay.
		return "block address taken"
	case bytes.Contains(m.FuncText(f), []byte("blockaddress")):
		// Merged code is printed with numbered blocks, whose address
		// cannot be taken by name.
		return "blockaddress in body"
	case f.Numbered():
		// Removing an unnamed function would renumber the ones after it
		// (irmod.Func.Numbered).
		return "numbered (unnamed) function"
	case mf.onTailCycle[f.Name]:
		// Calls of it may be jumps (sibling calls) on a cycle: merged,
		// any of them could stop being one (an identifier on the stack,
		// results that meet in a phi, a widened return, a realigned
		// frame), and a recursion that ran in constant stack overflows.
		return "on a cycle of calls marked tail: merged, its sibling calls (jumps) could become calls, each leaving a frame"
	case mf.musttailCallee[f.Name]:
		// A musttail call requires caller and callee prototypes to match;
		// adding the identifier argument at that call is impossible.
		return "musttail callee"
	}
	attrs := " " + strings.Join(codegen.FuncAttrs(f.IR), " ") + " "
	for _, a := range neverAttrs {
		if strings.Contains(attrs, " "+a+" ") {
			return a
		}
	}
	if why := bodyProblem(f.IR); why != "" {
		return why
	}
	if name := namedComdatLocal(m, f, mf.comdatLocal); name != "" {
		// The merged function has no comdat: it outlives f's group, and
		// a local of a group the linker drops goes with it.
		return "names " + irmod.GlobalIdent(name) + ", local to a comdat group"
	}
	// The allow-list: only constructs a merged body provably carries.
	return allow.Func(f.IR, string(m.FuncText(f)), m.AttrGroup, allow.Similar)
}

// bodyProblem rejects code the merged function cannot hold.
func bodyProblem(f *ir.Func) string {
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			switch in := inst.(type) {
			case *ir.InstCall:
				if in.Tail == enum.TailMustTail {
					// musttail must be followed by ret of the caller with a
					// matching prototype, which the merged function lacks.
					return "musttail call"
				}
			case *ir.InstVAArg:
				return "va_arg"
			case *ir.InstCatchPad, *ir.InstCleanupPad:
				return "funclet EH"
			}
		}
		switch b.Term.(type) {
		case *ir.TermIndirectBr, *ir.TermCallBr, *ir.TermCatchSwitch, *ir.TermCatchRet, *ir.TermCleanupRet:
			// Block addresses and funclet pads are tied to this function.
			return fmt.Sprintf("%T terminator", b.Term)
		}
	}
	return ""
}

// namedComdatLocal returns a comdat group's local (irmod.ComdatLocals) that
// f's body names, or "": the body may not move out of the group (the
// linker discards a group's locals with the group).
func namedComdatLocal(m *irmod.Module, f *irmod.Func, comdatLocal map[string]bool) string {
	if len(comdatLocal) == 0 {
		return ""
	}
	found := ""
	irmod.ScanGlobals(m.FuncText(f), func(_, _ int, name string) {
		if found == "" && comdatLocal[name] {
			found = name
		}
	})
	return found
}

// moduleFacts are what eligibility needs to know of the whole module.
type moduleFacts struct {
	// addrCompared: functions whose address an icmp compares.
	addrCompared map[string]bool
	// musttailCallee: functions a musttail call calls.
	musttailCallee map[string]bool
	// comdatLocal: the local globals of comdat groups (irmod.ComdatLocals).
	comdatLocal map[string]bool
	// onCycle and onTailCycle: functions that may call themselves again
	// before returning, through any calls or through calls in tail
	// position only (stack.go).
	onCycle, onTailCycle map[string]bool
}

// scanModule finds functions whose address is compared by an icmp,
// functions that are the target of a musttail call, and the locals of
// comdat groups.
func scanModule(m *irmod.Module) moduleFacts {
	mf := moduleFacts{addrCompared: map[string]bool{}, musttailCallee: map[string]bool{}, comdatLocal: m.ComdatLocals()}
	// A cycle of sibling calls through a declaration would need code
	// outside the module to jump back into it; a callback (qsort calling
	// its comparator) is an ordinary call, whose frames pile up anyway.
	calls, tails := newCallGraph(m, true), newCallGraph(m, false)
	for fi, f := range m.Funcs {
		for _, b := range f.IR.Blocks {
			for i, inst := range b.Insts {
				switch in := inst.(type) {
				case *ir.InstICmp:
					markFuncs(in.X, mf.addrCompared)
					markFuncs(in.Y, mf.addrCompared)
				case *ir.InstCall:
					if in.Tail == enum.TailMustTail {
						markFuncs(in.Callee, mf.musttailCallee)
					}
					calls.add(fi, in.Callee)
					if in.Tail == enum.TailTail && mayBeSibling(b, i, in) {
						tails.add(fi, in.Callee)
					}
				}
			}
			switch t := b.Term.(type) {
			case *ir.TermInvoke:
				calls.add(fi, t.Invokee)
			case *ir.TermCallBr:
				calls.add(fi, t.Callee)
			}
		}
	}
	mf.onCycle, mf.onTailCycle = calls.onCycle(), tails.onCycle()
	return mf
}

// valueNames lists, once each, the globals s names other than as a direct
// callee (`@name(`), in order of first such use. One pass: checking each
// name with its own scan of the text was quadratic in big merged bodies.
func valueNames(s string) []string {
	var out []string
	seen := map[string]bool{}
	irmod.ScanGlobals(s, func(_, end int, name string) {
		if (end >= len(s) || s[end] != '(') && !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
	})
	return out
}

// markFuncs records every function named in v, looking through constant
// expressions (bitcasts of function pointers).
func markFuncs(v interface{}, into map[string]bool) {
	switch c := v.(type) {
	case *ir.Func:
		into[irmod.NameOf(&c.GlobalIdent)] = true
	case constant.Expression:
		for _, name := range irmod.GlobalNames(c.Ident()) {
			into[name] = true
		}
	}
}

// tinyThunked reports a function of at most two instructions (one
// operation and the return) that a merge would have to turn into a thunk:
// its linkage keeps the definition, or its address is used. A thunk (the
// call and the return) is never smaller than such a body, so no merge with
// it can save code; leaving it out keeps modules of many tiny functions
// from spending their time on hopeless proposals (LLVM's MergeFunctions
// does not thunk such functions either).
func tinyThunked(m *irmod.Module, f *irmod.Func) bool {
	n := 0
	for _, b := range f.IR.Blocks {
		n += len(b.Insts) + 1
		if n > 2 {
			return false
		}
	}
	switch f.IR.Linkage {
	case enum.LinkageInternal, enum.LinkagePrivate, enum.LinkageLinkOnceODR:
		for _, u := range m.Uses(f.Name) {
			if !m.Refs[u].Callee {
				return true
			}
		}
		return false
	}
	return true
}
