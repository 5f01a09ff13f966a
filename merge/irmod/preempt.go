package irmod

import (
	"bytes"

	"github.com/llir/llvm/ir/enum"
)

// Preemptible reports whether the dynamic loader may bind f's name to
// another definition at run time although its linkage is external: f is
// a definition of default visibility, not dso_local, in code compiled for
// a shared library (the module flag "PIC Level" without "PIE Level", as
// clang writes for -fPIC). A program that defines the same name (or an
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
		m.shared = bytes.Contains(m.Text, []byte(`!"PIC Level"`)) && !bytes.Contains(m.Text, []byte(`!"PIE Level"`))
	})
	return m.shared
}
