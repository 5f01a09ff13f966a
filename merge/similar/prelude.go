package similar

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/codegen"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// typeDefs indexes the module's named type definitions for scratch modules.
// A scratch module (merged code re-parsed, proposals compiled by llc) needs
// the definitions of the types its text names, and of the types those name
// in turn, but no others: C++ modules define thousands of types, and
// parsing all of them again for every committed merge cost more than
// parsing the merged function itself.
type typeDefs struct {
	defs   []irmod.TypeDef // in module order
	index  map[string]int  // type name (irmod.LocalName) -> position in defs
	groups string          // every attribute group, one per line
}

// preludeFor returns the type definitions texts need (transitively) and
// every attribute group, to start a standalone module holding texts.
func (d *driver) preludeFor(texts []string) string {
	d.typesOnce.Do(d.indexTypes)
	td := d.types
	want := make([]bool, len(td.defs))
	var work []int
	mark := func(text string) {
		for _, name := range localNames(text) {
			if i, ok := td.index[irmod.LocalName(name)]; ok && !want[i] {
				want[i] = true
				work = append(work, i)
			}
		}
	}
	for _, t := range texts {
		mark(t)
	}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		for _, j := range td.defs[i].Refs {
			if !want[j] {
				want[j] = true
				work = append(work, j)
			}
		}
	}
	var b strings.Builder
	for i, t := range td.defs {
		if want[i] {
			b.WriteString(t.Line)
		}
	}
	b.WriteString(td.groups)
	return b.String()
}

// indexTypes reads the type definitions and attribute groups once, as the
// module writes them (irmod.TypeDefs).
func (d *driver) indexTypes() {
	td := &typeDefs{defs: d.m.TypeDefs(), index: map[string]int{}, groups: d.m.AttrGroupDefs()}
	for i, t := range td.defs {
		td.index[t.Name] = i
	}
	d.types = td
}

// localNames returns the %-identifiers in text as spelled (%name, %"quoted
// name", %12): type names among them, and local values, which match no
// type definition.
func localNames(text string) []string {
	var names []string
	irmod.ScanLocals(text, func(start, end int) { names = append(names, text[start:end]) })
	return names
}

// scratchHead starts a scratch module holding decls and defs: the type
// definitions and attribute groups they need, then decls.
func (d *driver) scratchHead(decls string, defs ...string) string {
	return d.preludeFor(append([]string{decls}, defs...)) + decls
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
