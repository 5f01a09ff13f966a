package similar

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/codegen"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

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
		decl, err := d.scratch.Declaration(name)
		if err != nil {
			return nil, err
		}
		decls.WriteString(decl + "\n")
	}
	var b strings.Builder
	b.WriteString(d.scratch.Head(decls.String(), mg.Text))
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
