package identical

import (
	"fmt"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// A shared body of interposable functions (LLVM's "double weak" merge).
// Neither of two equal interposable functions may call the other (either
// body can be replaced at link time), so, as LLVM does, the body moves into
// a new private function and every such name forwards to it: an alias when
// its address is not significant (with -aliases), else a thunk.
//
// As in LLVM, the private body stays in the tree: a third interposable
// twin forwards to it too, and a strong twin met later takes it over (the
// private function is local, so the external one is the one to keep), after
// which every name forwards to the strong twin and the private copy goes.
// So what each name forwards to is known only at the end of the run: the
// forwarders' text is written then (finish).
type doubleGroup struct {
	// rep stands for the private body in the tree: the first function's
	// chunk under a new name and private linkage (newRep). Its header,
	// and the first function's forwarder, are written by finish, from
	// the header as it is then (redirects of references in it made).
	rep *irmod.Func
	// first is the function whose chunk holds the body; members are the
	// names that forward (first among them), in the order they joined.
	first   *irmod.Func
	members []*irmod.Func
	alias   map[*irmod.Func]bool // members that become aliases
	// target holds the body: rep, or the function that took it over
	// (survives decides, mergeTwo records).
	target *irmod.Func
}

// doubleThunk merges two interposable functions through a private body.
func (g *merger) doubleThunk(keep, drop *irmod.Func) {
	// LLVM's rule: both names must be replaceable, by a thunk that is no
	// larger than the body or, where the body is too small for one, by
	// aliases for both.
	if !canThunk(keep) && !(g.aliasable(keep) && g.aliasable(drop)) {
		return
	}
	if g.recursesThroughFirst(keep) {
		g.refuse(drop, ReasonRecursive, "identical to an interposable function, but their body calls itself: shared, it would recurse through a name the linker may replace", keep.Name)
		return
	}
	if name := g.namedComdatLocal(keep); name != "" {
		g.refuse(drop, ReasonComdatLocal, "identical to an interposable function, but their body names @"+name+", local to a comdat group the shared private body would leave", keep.Name)
		return
	}
	// The private copy of the body needs a header with a linkage word
	// to replace (privateHeader).
	if hdr, ok := g.m.HeaderOf(keep); !ok {
		return
	} else if _, ok := hdr.Private(); !ok {
		return
	}
	// Without keep's "\x01" (LLVM's "emit the rest as the symbol"): a
	// private name keeping it would be the bare symbol foo.fmerge, which
	// another global may define, instead of a local .Lfoo.fmerge.
	priv := g.freshName(strings.TrimPrefix(keep.Name, "\x01") + ".fmerge")
	rep := newRep(keep, priv)
	grp := &doubleGroup{rep: rep, first: keep, alias: map[*irmod.Func]bool{}}
	if !g.canForward(grp, keep) || !g.canForward(grp, drop) {
		return
	}
	g.setTarget(grp, rep)
	// rep takes keep's place in the tree and in every index by chunk:
	// the chunk now holds the private body, and references inside it are
	// rep's.
	h := g.hash[keep.Chunk]
	for i, x := range g.buckets[h] {
		if x == keep {
			g.buckets[h][i] = rep
		}
	}
	g.side[keep.Chunk] = sideOf(rep)
	g.funcOfChunk[keep.Chunk] = rep
	g.hintsDropped[rep] = g.hintsDropped[keep]
	g.groupOf[rep] = grp
	g.groups = append(g.groups, grp)
	g.gone[keep] = true
	g.addMember(grp, keep)
	g.addMember(grp, drop)
	g.intersectHints(rep, drop)
	g.st.Add("double", "Number of interposable pairs merged through a private body", 1)
	g.st.Add("merged", "Number of functions merged", 1)
}

// recursesThroughFirst reports whether keep's body names keep, as a
// recursive call does. The comparator matches a function's call of itself
// with the other's call of itself, but a shared private body can only
// name one of them: keep, which is interposable. The other name would then
// recurse through keep's, and a definition the linker puts in keep's place
// would run in it (LLVM 14 merges such pairs when both are interposable).
// A non-interposable twin forwarding to keep's body is no safer: its
// recursion too would leave its own code. Any reference counts, a call or
// not: cheaper to decide and rare.
func (g *merger) recursesThroughFirst(keep *irmod.Func) bool {
	body := g.m.Chunks[keep.Chunk].BodyStart
	for _, i := range g.usesOf(keep) {
		if r := g.m.Refs[i]; r.Chunk == keep.Chunk && r.Start >= body {
			return true
		}
	}
	return false
}

// namedComdatLocal returns a comdat group's local global (irmod.ComdatLocals)
// that keep's definition names, or "". The private body of an interposable
// pair has no comdat (it must outlive the group), so it may not name one:
// when the linker keeps another object's copy of the group, the local is
// discarded under it. The private body keeps keep's header, so what the
// header names after keep's own name (a personality function, prefix or
// prologue data) counts as much as the body.
func (g *merger) namedComdatLocal(keep *irmod.Func) string {
	if len(g.comdatLocal) == 0 {
		return ""
	}
	c := g.m.Chunks[keep.Chunk]
	for i := keep.DefRef + 1; i < len(g.m.Refs) && g.m.Refs[i].Start < c.End; i++ {
		if name := g.m.Refs[i].Name; g.comdatLocal[name] {
			return name
		}
	}
	return ""
}

// comdatSafe reports whether keep may take drop's place: every reference
// to drop, and every thunk or alias fmerge made to forward to it, would
// name keep. A comdat group's local (irmod.ComdatLocals) may be named only
// from inside its group, so a comdat-local keep may take the place of a
// local of its own group only (whose references the input already keeps
// inside the group), and only while nothing fmerge wrote forwards to it.
// LLVM 14's MergeFunctions has no such rule: it redirects calls from
// anywhere to an internal function of a comdat.
func (g *merger) comdatSafe(keep, drop *irmod.Func) bool {
	if !g.comdatLocal[keep.Name] {
		return true
	}
	return g.comdatLocal[drop.Name] && comdatName(keep) == comdatName(drop) &&
		len(g.thunksTo[drop]) == 0 && len(g.aliasesTo[drop]) == 0 && len(g.groupsTo[drop]) == 0
}

// comdatName names f's comdat group ("" for none).
func comdatName(f *irmod.Func) string {
	if f.IR.Comdat == nil {
		return ""
	}
	return f.IR.Comdat.Name
}

// newRep is the private function that keep's chunk defines once its body
// moves there: keep's llir function (body, parameters and attributes
// shared) under the name priv, with private linkage and no comdat. A
// separate *ir.Func, so the comparator sees a call to keep inside the body
// as a call to another function (keep's name is now a forwarder), as LLVM
// does.
func newRep(keep *irmod.Func, priv string) *irmod.Func {
	k := keep.IR
	fn := &ir.Func{GlobalIdent: ir.GlobalIdent{GlobalName: priv}, Sig: k.Sig, Params: k.Params, Blocks: k.Blocks, Typ: k.Typ,
		Linkage: enum.LinkagePrivate, DLLStorageClass: k.DLLStorageClass, CallingConv: k.CallingConv, ReturnAttrs: k.ReturnAttrs,
		UnnamedAddr: k.UnnamedAddr, AddrSpace: k.AddrSpace, FuncAttrs: k.FuncAttrs, Section: k.Section, Partition: k.Partition,
		Align: k.Align, GC: k.GC, Prefix: k.Prefix, Prologue: k.Prologue, Personality: k.Personality,
		UseListOrders: k.UseListOrders, Metadata: k.Metadata, Parent: k.Parent}
	return &irmod.Func{IR: fn, Name: priv, Ident: irmod.GlobalIdent(priv), Chunk: keep.Chunk, DefRef: keep.DefRef,
		Analysed: true, RetAlign: keep.RetAlign, Extra: keep.Extra, Inexact: keep.Inexact}
}

// canForward decides how f will forward to the group's body (an alias
// when f may be one, else a thunk, as LLVM's writeThunkOrAlias) and
// reports whether it can: a thunk must be no larger than the body, and
// its values must convert (convert).
func (g *merger) canForward(grp *doubleGroup, f *irmod.Func) bool {
	if g.aliasable(f) {
		grp.alias[f] = true
		return true
	}
	if !canThunk(grp.rep) {
		return false
	}
	_, err := thunkBody(f, grp.rep, grp.rep.Ident, "")
	return err == nil
}

// addMember makes f a name forwarding to the group's body. Its own body
// (unless it holds the group's) is gone now; what replaces it is written
// by finish.
func (g *merger) addMember(grp *doubleGroup, f *irmod.Func) {
	grp.members = append(grp.members, f)
	g.gone[f] = true
	if f == grp.first {
		return
	}
	if grp.alias[f] {
		g.deleteFunc(f)
	} else {
		g.bodyGone[f.Chunk] = true
	}
}

// join adds an interposable function equal to a group's body to the group
// (LLVM merges it into the private function: a thunk or an alias). As in
// LLVM, a linkonce one that nothing references is deleted instead: the
// linker may drop it anyway, and no name needs to forward. (The group's
// first pair forwards whatever its uses: LLVM moves their body before it
// looks at uses.)
func (g *merger) join(grp *doubleGroup, f *irmod.Func) {
	if discardableIfUnused(f) && g.remainingUses(f) == 0 {
		g.deleteFunc(f) // never runs: the body's hints need not cover it
		g.res.Merges = append(g.res.Merges, Merge{Survivor: grp.rep.Name, Replaced: f.Name, How: "deleted"})
		g.st.Add("deleted", "Number of merged functions deleted outright", 1)
		g.st.Add("merged", "Number of functions merged", 1)
		return
	}
	if !g.canForward(grp, f) {
		g.refuse(f, ReasonAddressSignified, "identical, but interposable, too small for a thunk, and no alias may replace it", grp.first.Name)
		return
	}
	g.addMember(grp, f)
	g.intersectHints(grp.rep, f)
	g.st.Add("merged", "Number of functions merged", 1)
}

// mayTakeOver reports whether s may hold the body that the names
// forwarding to t (forwarding) forward to: each must be able to forward
// to s the way it was to (an alias member's text is already deleted).
func (g *merger) mayTakeOver(s, t *irmod.Func) bool {
	for _, grp := range g.forwarding(t) {
		for _, f := range grp.members {
			if !g.comdatSafe(s, f) {
				return false // f's thunk, or its name, would call a comdat's local from outside
			}
			if grp.alias[f] {
				if s.IR.Comdat != nil {
					return false // an alias into a comdat the linker may drop
				}
			} else if _, err := thunkBody(f, s, s.Ident, ""); err != nil {
				return false
			}
		}
	}
	return true
}

// forwarding lists the groups whose names forward, in the end, to t:
// those whose target t is, and, through each one's private body, those
// taken over by it (finalTarget follows the same chain).
func (g *merger) forwarding(t *irmod.Func) []*doubleGroup {
	var out []*doubleGroup
	seen := map[*doubleGroup]bool{}
	var walk func(t *irmod.Func)
	walk = func(t *irmod.Func) {
		for _, grp := range g.groupsTo[t] {
			if !seen[grp] {
				seen[grp] = true
				out = append(out, grp)
				walk(grp.rep)
			}
		}
	}
	walk(t)
	return out
}

// setTarget makes t the function grp's names forward to.
func (g *merger) setTarget(grp *doubleGroup, t *irmod.Func) {
	if old := grp.target; old != nil {
		g.groupsTo[old] = slices.DeleteFunc(g.groupsTo[old], func(x *doubleGroup) bool { return x == grp })
		if len(g.groupsTo[old]) == 0 {
			delete(g.groupsTo, old)
		}
	}
	grp.target = t
	g.groupsTo[t] = append(g.groupsTo[t], grp)
}

// moveForwarders makes the groups forwarding to from forward to to, when
// every name forwarding to from can (mayTakeOver; survives has checked
// this for a private body, which must go): to is at least as aligned as
// each alias among them.
func (g *merger) moveForwarders(from, to *irmod.Func) {
	if len(g.groupsTo[from]) == 0 || !g.mayTakeOver(to, from) {
		return
	}
	for _, grp := range slices.Clone(g.groupsTo[from]) {
		g.setTarget(grp, to)
	}
	g.raiseFor(to)
}

// survives decides, for two equal functions a (in the tree) and b, which
// is kept: a (keepA), or b; merge is false when neither may replace the
// other. The order is survivorFirst's, in which a private body of a group
// comes first among local functions (LLVM's has no name); a group's body
// goes to the other function only when every member can forward to it,
// and two private bodies whose members cannot forward either way stay
// apart.
func (g *merger) survives(a, b *irmod.Func) (keepA, merge bool) {
	ga, gb := g.groupOf[a], g.groupOf[b]
	first := g.survivorFirst(a, b)
	if local(a) && local(b) && (ga == nil) != (gb == nil) {
		first = ga != nil
	}
	// A private body goes when it is replaced: every name forwarding to
	// it must be able to forward to its replacement.
	may := func(keep, drop *irmod.Func) bool {
		return g.comdatSafe(keep, drop) && (g.groupOf[drop] == nil || g.mayTakeOver(keep, drop))
	}
	switch {
	case first && may(a, b), !first && !may(b, a) && may(a, b):
		return true, true
	case may(b, a):
		return false, true
	}
	return false, false
}

// raiseFor makes t at least as aligned as each alias forwarding to it:
// callers of an alias may rely on its alignment (C++ member-function
// pointers use the low bit). A private body's header is written by
// finish; another function's is raised now, before it can itself be
// merged (an alias then carries the raise on to its aliasee).
func (g *merger) raiseFor(t *irmod.Func) {
	for _, grp := range g.forwarding(t) {
		for _, f := range grp.members {
			if !grp.alias[f] || f.IR.Align <= t.IR.Align {
				continue
			}
			if g.groupOf[t] != nil {
				t.IR.Align = f.IR.Align
			} else {
				g.raiseAlign(t, uint64(f.IR.Align))
			}
		}
	}
}

// finalTarget follows takeovers: a group's body may have gone to another
// group's private body, which a strong twin took over in turn.
func (g *merger) finalTarget(grp *doubleGroup) *irmod.Func {
	t := grp.target
	for seen := 0; seen < len(g.groups); seen++ {
		next := g.groupOf[t]
		if next == nil || next.target == t {
			break
		}
		t = next.target
	}
	return t
}

// finish writes the aliases and thunks (writeAliases, writeThunks), in
// the order decided, and each group's text: the
// private body's header (unless a takeover deleted the body) and every
// member's forwarder to the function that holds the body in the end; and
// records the members' merges.
func (g *merger) finish() {
	g.writeAliases()
	g.writeThunks()
	targets := make([]*irmod.Func, len(g.groups))
	final := map[string]string{} // a taken-over private body -> the final target
	for k, grp := range g.groups {
		t := g.finalTarget(grp)
		targets[k] = t
		if t != grp.rep {
			final[grp.rep.Name] = t.Name
		} else {
			g.raiseFor(t) // takeovers raised theirs (moveForwarders)
		}
	}
	for _, grp := range g.groups {
		if !g.deletedSet[grp.rep] {
			g.m.EditHeader(grp.rep, g.privateHeader(grp))
			g.dropNorecurse(grp.rep) // the body runs for every member
		}
	}
	// Merges into a private body that was taken over name its new holder.
	for i := range g.res.Merges {
		if t, ok := final[g.res.Merges[i].Survivor]; ok {
			g.res.Merges[i].Survivor = t
		}
	}
	for k, grp := range g.groups {
		t := targets[k]
		for _, f := range grp.members {
			g.forward(grp, f, t)
			if t == grp.rep && f == grp.first {
				continue // the group's survivor
			}
			rec := Merge{Survivor: grp.first.Name, Replaced: f.Name, How: "double-thunk", Body: t.Name}
			if t != grp.rep {
				rec = Merge{Survivor: t.Name, Replaced: f.Name, How: "thunk"}
				if grp.alias[f] {
					rec.How = "alias"
				}
			}
			g.res.Merges = append(g.res.Merges, rec)
		}
	}
}

// privateHeader is the change that makes the header of grp's private
// body from the first function's: private linkage in place of linkage and
// visibility words, the new name, no comdat (the body must survive
// whatever the linker does with the first function's comdat group), and
// the alignment of every alias forwarding to it (raiseFor). It composes
// with raises of the first function's header made before the group
// (EditHeader), and applies to the header as the output has it, so a
// personality merged later is named as merged.
func (g *merger) privateHeader(grp *doubleGroup) func(irmod.Header) irmod.Header {
	rep, raise := grp.rep, grp.rep.IR.Align > grp.first.IR.Align
	return func(h irmod.Header) irmod.Header {
		p, _ := h.Private() // a linkage word to replace: doubleThunk checked
		p = p.Renamed(rep.Ident).WithoutComdat()
		if raise {
			p = p.WithAlign(uint64(rep.IR.Align))
		}
		return p
	}
}

// forward writes what f becomes: an alias of t or a thunk to it; for the
// group's first function, whose chunk holds the body, a new definition.
func (g *merger) forward(grp *doubleGroup, f, t *irmod.Func) {
	if grp.alias[f] {
		g.appendAlias(t.IR.Type().String(), t.Ident, f)
		return
	}
	dbg := ""
	if f != grp.first {
		dbg = g.m.ThunkDebugLoc(f)
	}
	body := checkedThunkBody(f, t, dbg)
	if f == grp.first {
		// The header as the output would have it: the input's (its chunk
		// now holds the private body), with its references as redirected
		// (identical merging has made its last redirect; similar merging
		// redirects calls only) and its alignment as raised.
		h, _ := g.m.HeaderOf(f) // readable: doubleThunk checked
		if f.IR.Align > 0 {
			h = h.WithAlign(uint64(f.IR.Align))
		}
		g.m.Append(h.WithoutAttachments("dbg").String() + body + "}\n\n")
	} else {
		g.m.ReplaceBody(f, body)
	}
	g.st.Add("thunks", "Number of thunks written", 1)
}

// freshName returns base, or base.N, for a private function: a name no
// global of the module defines or uses and fmerge has not made, whose
// symbol (.L and the name) no global is emitted as either.
func (g *merger) freshName(base string) string {
	name := base
	for i := 1; g.m.Named(name) || g.taken[name] || g.m.SymbolTaken(irmod.SymbolOf(name, true)); i++ {
		name = fmt.Sprintf("%s.%d", base, i)
	}
	g.taken[name] = true
	return name
}
