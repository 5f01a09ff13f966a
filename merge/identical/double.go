package identical

import (
	"fmt"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// doubleThunk merges two interposable functions. Neither may call the other
// (either body can be replaced at link time), so, as LLVM does, the body
// moves into a new private function and both names become aliases of it
// (when their addresses are not significant) or thunks to it.
func (g *merger) doubleThunk(keep, drop *irmod.Func) {
	// LLVM's rule: both names must be replaceable, by a thunk that is no
	// larger than the body or, where the body is too small for one, by
	// aliases for both.
	if !canThunk(keep) && !(g.aliasable(keep) && g.aliasable(drop)) {
		return
	}
	priv := g.freshName(keep.Name + ".fmerge")
	privIdent := irmod.GlobalIdent(priv)
	hdr, ok := g.m.HeaderOf(keep)
	if !ok {
		return
	}
	// The private copy of the body: private linkage in place of linkage
	// and visibility words, the new name, and no comdat (the body must
	// survive whatever the linker does with keep's comdat group).
	private, ok := hdr.Private()
	if !ok {
		return
	}
	private = private.Renamed(privIdent).WithoutComdat()
	// keep's own chunk now defines the private body, so edits already made
	// inside that body still apply; keep's name gets a new thunk or alias.
	var keepText string
	if g.aliasable(keep) {
		keepText = irmod.AliasLine(keep.Ident, aliasWords(keep), keep.IR.Sig.String(), keep.IR.Type().String()+" "+privIdent)
	} else {
		body, err := thunkBody(keep, keep, privIdent, "")
		if err != nil {
			return
		}
		keepText = hdr.WithoutAttachments("dbg").String() + body + "}\n\n"
	}
	rec := Merge{Survivor: keep.Name, Replaced: drop.Name, How: "double-thunk", Body: priv}
	if g.aliasable(drop) {
		g.aliasTo(keep.IR.Type().String(), privIdent, drop)
		// Callers of drop may rely on its alignment, now the body's.
		if drop.IR.Align > keep.IR.Align {
			private = private.WithAlign(uint64(drop.IR.Align))
		}
	} else if !g.writeThunk(keep, drop, privIdent) {
		return
	}
	g.m.ReplaceHeader(keep, private.String())
	g.m.Append(keepText)
	if g.aliasable(keep) {
		g.st.Add("aliases", "Number of aliases written", 1)
	} else {
		g.st.Add("thunks", "Number of thunks written", 1)
	}
	g.inTree[keep.Chunk] = false
	h := g.hash[keep.Chunk]
	for i, x := range g.buckets[h] {
		if x == keep {
			g.buckets[h] = append(g.buckets[h][:i], g.buckets[h][i+1:]...)
			break
		}
	}
	g.gone[keep] = true
	g.intersectHints(keep, drop)
	g.st.Add("double", "Number of interposable pairs merged through a private body", 1)
	g.st.Add("merged", "Number of functions merged", 1)
	g.res.Merges = append(g.res.Merges, rec)
}

// freshName returns base, or base.N, that no global of the module uses.
func (g *merger) freshName(base string) string {
	name := base
	for i := 1; g.m.Func(name) != nil || len(g.m.Uses(name)) > 0 || g.taken[name]; i++ {
		name = fmt.Sprintf("%s.%d", base, i)
	}
	g.taken[name] = true
	return name
}
