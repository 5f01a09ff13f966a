package identical

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"

	"github.com/fmerge/rules_fmerge/merge/compare"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// hintKinds are instruction attachments that the comparator ignores, as
// LLVM does, because they only help optimization: type-based and scoped
// alias hints, the allowed FP error, loop hints and parallel-access
// groups. Two functions that differ only in them are merged, but the
// survivor's hints are promises about its own callers' memory and loops:
// kept from one side only, they would speak for the other side's callers
// too (a TBAA tag of one struct type on accesses another function made
// through a different type). So when the sides differ, the survivor's
// hints of these kinds are dropped, which is always safe: the merged body
// then carries what both sides promise (nothing).
var hintKinds = []string{"tbaa", "tbaa.struct", "alias.scope", "noalias", "fpmath",
	"llvm.access.group", "llvm.mem.parallel_loop_access", "llvm.loop"}

// hintSignature lists f's hint attachments in layout order, with loop
// nodes printed without their self reference (each loop's node is
// distinct, so only its properties can agree).
func hintSignature(f *ir.Func) string {
	var b strings.Builder
	add := func(mds []*metadata.Attachment) {
		for _, a := range mds {
			if !isHint(a.Name) || a.Node == nil {
				continue
			}
			b.WriteString(a.Name)
			b.WriteByte('=')
			if t, ok := a.Node.(*metadata.Tuple); ok && a.Name == "llvm.loop" && len(t.Fields) > 0 {
				for _, fld := range t.Fields[1:] {
					if fld != nil {
						b.WriteString(fld.String())
					}
					b.WriteByte(',')
				}
			} else if t, ok := a.Node.(*metadata.Tuple); ok && t.Distinct {
				// A distinct node (an access group) is its own
				// identity: never equal to another function's.
				b.WriteString(t.Ident())
			} else {
				b.WriteString(compare.MDText(a.Node))
			}
			b.WriteByte(';')
		}
	}
	for _, blk := range f.Blocks {
		b.WriteString("|")
		for _, inst := range blk.Insts {
			if h, ok := inst.(interface{ MDAttachments() []*metadata.Attachment }); ok {
				add(h.MDAttachments())
			}
			b.WriteByte(',')
		}
		if h, ok := blk.Term.(interface{ MDAttachments() []*metadata.Attachment }); ok {
			add(h.MDAttachments())
		}
	}
	return b.String()
}

func isHint(kind string) bool {
	for _, k := range hintKinds {
		if k == kind {
			return true
		}
	}
	return false
}

// intersectHints drops keep's hint attachments when drop's differ: keep's
// body now stands for both. A drop whose own hints were dropped (it stood
// for a third function) has none, whatever its llir view still holds.
func (g *merger) intersectHints(keep, drop *irmod.Func) {
	if g.hintsDropped[keep] || (!g.hintsDropped[drop] && hintSignature(keep.IR) == hintSignature(drop.IR)) {
		return
	}
	g.hintsDropped[keep] = true
	g.m.DropAttachments(keep, hintKinds)
	g.st.Add("hintsdropped", "Number of survivors whose differing alias/loop hints were dropped", 1)
}
