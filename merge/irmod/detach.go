package irmod

import (
	"strings"

	"github.com/llir/llvm/ir"
)

// detachNames copies the names llir keeps of the text it read (globals,
// comdats, named types, named locals and blocks, the module's target
// strings) into strings of their own. llir reads the sanitized text in
// place (parseLLIR), so every name it keeps is a substring of it, and one
// name is enough to keep the whole text alive: on yaml-cpp + gtest that
// was 132 MB of the default mode's live heap, for the lifetime of the
// module. Only the names are copied: the text is otherwise not held.
func detachNames(irm *ir.Module) {
	for _, t := range irm.TypeDefs {
		if n := t.Name(); n != "" {
			t.SetName(strings.Clone(n))
		}
	}
	for _, c := range irm.ComdatDefs { // globals' comdats are these
		c.Name = strings.Clone(c.Name)
	}
	for _, g := range irm.Globals {
		detachGlobal(&g.GlobalIdent)
	}
	for _, a := range irm.Aliases {
		detachGlobal(&a.GlobalIdent)
	}
	for _, i := range irm.IFuncs {
		detachGlobal(&i.GlobalIdent)
	}
	for _, f := range irm.Funcs {
		detachGlobal(&f.GlobalIdent)
		for _, p := range f.Params {
			detachLocal(p)
		}
		for _, b := range f.Blocks {
			detachLocal(b)
			for _, inst := range b.Insts {
				if l, ok := inst.(local); ok {
					detachLocal(l)
				}
			}
			if l, ok := b.Term.(local); ok {
				detachLocal(l)
			}
		}
	}
	irm.SourceFilename = strings.Clone(irm.SourceFilename)
	irm.DataLayout = strings.Clone(irm.DataLayout)
	irm.TargetTriple = strings.Clone(irm.TargetTriple)
	for i, s := range irm.ModuleAsms {
		irm.ModuleAsms[i] = strings.Clone(s)
	}
}

// local is a value named by a local identifier (llir's ir.LocalIdent).
type local interface {
	IsUnnamed() bool
	Name() string
	SetName(string)
}

// detachLocal copies a named local's name; numbered ones hold no string.
func detachLocal(l local) {
	if !l.IsUnnamed() {
		l.SetName(strings.Clone(l.Name()))
	}
}

func detachGlobal(g *ir.GlobalIdent) {
	g.GlobalName = strings.Clone(g.GlobalName)
}
