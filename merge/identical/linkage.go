package identical

import (
	"github.com/llir/llvm/ir/enum"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// These predicates mirror llvm::GlobalValue's, on llir's linkage enum.

// interposable: the linker or loader may substitute another definition, so
// the body we see is not necessarily the one that runs: by its linkage, as
// LLVM's GlobalValue::isInterposable says, or, in a shared library, an
// external function the loader may bind to another program's definition
// (irmod.Module.Preemptible; LLVM 14's MergeFunctions ignores it, and sent
// a library's calls of an internal twin to the program's definition).
func (g *merger) interposable(f *irmod.Func) bool {
	switch f.IR.Linkage {
	case enum.LinkageWeak, enum.LinkageLinkOnce, enum.LinkageCommon, enum.LinkageExternWeak:
		return true
	}
	return g.m.Preemptible(f)
}

// odr: every definition of the symbol is equivalent (C++ inline functions
// and templates).
func odr(f *irmod.Func) bool {
	return f.IR.Linkage == enum.LinkageWeakODR || f.IR.Linkage == enum.LinkageLinkOnceODR
}

func local(f *irmod.Func) bool {
	return f.IR.Linkage == enum.LinkageInternal || f.IR.Linkage == enum.LinkagePrivate
}

// discardableIfUnused: the definition may be dropped when nothing refers to it.
func discardableIfUnused(f *irmod.Func) bool {
	switch f.IR.Linkage {
	case enum.LinkageInternal, enum.LinkagePrivate, enum.LinkageLinkOnce,
		enum.LinkageLinkOnceODR, enum.LinkageAvailableExternally:
		return true
	}
	return false
}

// eligible: LLVM never merges declarations or available_externally bodies
// (the real definition lives elsewhere). A definition llir did not analyse
// has a unique shape and so no equal (see irmod.ParseOptions).
func eligible(f *irmod.Func) bool {
	return f.Defined() && f.Analysed && f.IR.Linkage != enum.LinkageAvailableExternally
}

// globalUnnamedAddr: the function's address is not significant, so every
// use may be replaced.
func globalUnnamedAddr(f *irmod.Func) bool {
	return f.IR.UnnamedAddr == enum.UnnamedAddrUnnamedAddr
}

// survivorFirst reports whether a should be kept and b replaced, for two
// equal functions. The order follows LLVM's MergeFunctions:
//   - a non-ODR function survives an ODR one: the ODR one may become a
//     thunk calling a non-interposable non-ODR function, not the other way
//     round;
//   - strong before weak: the weak one may be replaced at link time, so it is
//     the one to become a thunk;
//   - external before local: the external one must stay, the local one may go;
//   - then by name, a total order, so independent runs never build thunk
//     cycles.
func (g *merger) survivorFirst(a, b *irmod.Func) bool {
	if odr(a) != odr(b) {
		return odr(b)
	}
	if g.interposable(a) != g.interposable(b) {
		return !g.interposable(a)
	}
	if local(a) != local(b) {
		return !local(a)
	}
	return a.Name <= b.Name
}
