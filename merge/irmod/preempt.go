package irmod

import (
	"bytes"
	"strconv"

	"github.com/llir/llvm/ir/enum"
)

// Preemptible reports whether the dynamic loader may bind f's name to
// another definition at run time although its linkage is external: f is
// a definition of default visibility, not dso_local, in code compiled for
// a shared library (!llvm.module.flags holds "PIC Level" and no "PIE
// Level", as clang writes for -fPIC). A module without the flags (hand-
// written IR) is taken for an executable's, as llc's default static
// relocation model builds it. A program that defines the same name (or an
// LD_PRELOAD library) then replaces f for every caller that calls it by
// name, the library's own included, so f's body is no more certain to run
// than a weak one's. An executable's definitions (PIE or not) are never
// replaced, and clang marks them dso_local, as it does every definition
// under -fno-semantic-interposition.
func (m *Module) Preemptible(f *Func) bool {
	switch {
	case !f.Defined() || f.IR == nil:
		return false
	case f.IR.Linkage != enum.LinkageExternal && f.IR.Linkage != enum.LinkageNone:
		return false
	case f.IR.Preemption == enum.PreemptionDSOLocal || f.IR.Visibility == enum.VisibilityHidden || f.IR.Visibility == enum.VisibilityProtected:
		return false
	}
	m.sharedOnce.Do(func() {
		pic, pie := false, false
		for _, id := range m.moduleFlags() {
			node := m.MetadataText(id)
			pic = pic || bytes.Contains(node, []byte(`!"PIC Level"`))
			pie = pie || bytes.Contains(node, []byte(`!"PIE Level"`))
		}
		m.shared = pic && !pie
	})
	return m.shared
}

// moduleFlags returns the metadata numbers that !llvm.module.flags lists.
// Only those nodes are flags: the same strings elsewhere (a
// btf_decl_tag("PIE Level") under -g) say nothing of how the module was
// compiled.
func (m *Module) moduleFlags() []int {
	const key = "\n!llvm.module.flags = !{"
	at := bytes.Index(m.Text, []byte(key))
	if at < 0 {
		return nil
	}
	list := m.Text[at+len(key) : lineEnd(m.Text, at+1)]
	list, _, _ = bytes.Cut(list, []byte("}"))
	var ids []int
	for _, item := range bytes.Split(list, []byte(",")) {
		if id, err := strconv.Atoi(string(bytes.TrimPrefix(bytes.TrimSpace(item), []byte("!")))); err == nil {
			ids = append(ids, id)
		}
	}
	return ids
}
