package identical

import (
	"fmt"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"

	"github.com/fmerge/rules_fmerge/merge/compare"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// mergeTwo replaces drop by keep, which compare equal. It follows LLVM's
// MergeFunctions::mergeTwoFunctions.
func (g *merger) mergeTwo(keep, drop *irmod.Func) {
	if grp := g.groupOf[keep]; grp != nil && g.interposable(drop) {
		g.join(grp, drop)
		return
	}
	// Names that forward to drop forward to keep: drop is a shared body
	// of interposable functions that keep takes over (survives allowed
	// it), and the private body then goes as any private function does;
	// or drop took such a body over, and its forwarders, LLVM's thunks
	// and aliases, follow it as calls do.
	g.moveForwarders(drop, keep)
	if g.interposable(keep) {
		// Both are interposable (the order puts strong ones first): neither
		// body may be assumed at a call site, so the body moves to a private
		// function and both names become thunks to it.
		g.doubleThunk(keep, drop)
		return
	}
	rec := Merge{Survivor: keep.Name, Replaced: drop.Name}
	if !g.interposable(drop) {
		if globalUnnamedAddr(drop) && !g.used[drop.Name] && g.renamable(drop, keep) {
			// The address of drop is not significant: every use may
			// become a use of keep.
			rec.Redirected = g.replaceAllUses(drop, keep)
			g.moveAliases(drop, keep)
			if drop.IR.Align > keep.IR.Align {
				// drop's address is now keep's: code may rely on its
				// alignment (C++ member-function pointers use the low
				// bit), as for an alias (writeAlias).
				g.raiseAlign(keep, uint64(drop.IR.Align))
			}
		} else {
			rec.Redirected = g.replaceDirectCalls(drop, keep)
		}
		// Thunks fmerge wrote to drop are direct calls too.
		g.moveThunks(drop, keep)
	}
	switch {
	case discardableIfUnused(drop) && g.remainingUses(drop) == 0:
		// Every reference now names keep: so must the global numbering,
		// for references the analysis view holds inside constants.
		g.gn.Replace(drop.IR, keep.IR)
		g.deleteFunc(drop)
		rec.How = "deleted"
		g.st.Add("deleted", "Number of merged functions deleted outright", 1)
	case g.writeThunkOrAlias(keep, drop, &rec):
	default:
		if rec.Redirected == 0 {
			if g.groupOf[drop] == nil { // not a name of the input
				g.refuse(drop, ReasonAddressSignified, "identical, but its address is significant and no alias or thunk may replace it", keep.Name)
			}
			return
		}
		rec.How = "calls"
		g.gone[drop] = true
	}
	g.intersectHints(keep, drop)
	g.dropNorecurse(keep)
	g.st.Add("merged", "Number of functions merged", 1)
	if g.groupOf[drop] == nil { // a private body's members are recorded by finish
		g.res.Merges = append(g.res.Merges, rec)
	}
}

// writeThunkOrAlias turns drop into an alias of keep when its address is
// not significant, else into a thunk when that is not larger than the body.
func (g *merger) writeThunkOrAlias(keep, drop *irmod.Func, rec *Merge) bool {
	if g.canAlias(keep, drop) {
		g.writeAlias(keep, drop)
		rec.How = "alias"
		return true
	}
	if canThunk(keep) && g.writeThunk(keep, drop) {
		rec.How = "thunk"
		return true
	}
	return false
}

// canAlias: only unnamed_addr functions may share an address. Comdat members
// are left to thunks: an alias into a comdat the linker discards would
// dangle.
func (g *merger) canAlias(keep, drop *irmod.Func) bool {
	return g.aliasable(drop) && keep.IR.Comdat == nil
}

// aliasable: f's name may become an alias (LLVM's canCreateAliasFor, with
// -aliases): its address is not significant, nothing outside LLVM's view
// names it (llvm.used), and no comdat holds it; and, if interposable, no
// alias or ifunc of the input names it (aliasedInterposable).
func (g *merger) aliasable(f *irmod.Func) bool {
	return g.opts.Aliases && globalUnnamedAddr(f) && !g.used[f.Name] && f.IR.Comdat == nil && !g.aliasedInterposable(f) && !g.namedBareBy(f)
}

// namedBareBy reports whether a reference that takes a bare name
// (irmod.Module.NameOnly: `dso_local_equivalent @f`) names f. Such an f
// stays a function: LLVM 14's optimizer folds a dso_local_equivalent of
// an alias to its aliasee of another type, and then aborts ("Called
// function is not the same type as the call").
func (g *merger) namedBareBy(f *irmod.Func) bool {
	for _, i := range g.usesOf(f) {
		if g.m.NameOnly(g.m.Refs[i]) {
			return true
		}
	}
	return false
}

// aliasedInterposable: f is interposable and an alias (or ifunc) of the
// module names it. As an alias itself, f would be an interposable alias
// that alias points to, which LLVM's verifier refuses (LLVM's
// MergeFunctions writes it, and opt aborts); a thunk is valid. Aliases
// fmerge writes never name an interposable function: that one's body
// moves to a private function, the aliasee.
func (g *merger) aliasedInterposable(f *irmod.Func) bool {
	return g.interposable(f) && g.m.NamedByAlias(f.Name)
}

// renamable reports whether every live reference to drop can name keep
// instead. A reference that LLVM's grammar takes as a bare name
// (irmod.Module.NameOnly: `dso_local_equivalent @f`, as in relative
// vtables) cannot take the bitcast that differing signatures need; and an
// alias or ifunc naming drop may not name a keep of another comdat group
// (aliasMovesGroup). Then only drop's direct calls move, and drop keeps
// its address, as a thunk.
func (g *merger) renamable(drop, keep *irmod.Func) bool {
	return (operand(keep, drop) == keep.Ident || !g.namedBareBy(drop)) && !g.aliasMovesGroup(drop, keep)
}

// aliasMovesGroup reports whether an alias or ifunc (of the input, or one
// fmerge wrote) names drop while keep is in another comdat group, or in
// one where drop is in none. Such a symbol is defined in its aliasee's
// section: naming keep would move it into keep's group, and when the
// linker keeps another object's copy of that group it discards this one,
// and the alias with it (a call through it jumps to 0; an ifunc is a link
// error). LLVM 14's MergeFunctions moves it.
func (g *merger) aliasMovesGroup(drop, keep *irmod.Func) bool {
	if comdatName(keep) == comdatName(drop) {
		return false
	}
	if len(g.aliasesTo[drop]) > 0 && keep.IR.Comdat != nil {
		return true
	}
	for _, i := range g.usesOf(drop) {
		if g.m.InAlias(g.m.Refs[i]) {
			return true
		}
	}
	return false
}

// operand returns the text that stands for keep where drop was referenced:
// keep itself, or keep bitcast to drop's type when the signatures differ by
// pointer/integer coercion.
func operand(keep, drop *irmod.Func) string {
	return irmod.Bitcast(keep.IR.Type().String(), keep.Ident, drop.IR.Type().String())
}

// usesOf lists the references that name f in the output as it stands:
// its own references not rewritten since, and those rewritten to name it,
// as long as they are still live.
func (g *merger) usesOf(f *irmod.Func) []int {
	var out []int
	for i := range g.m.EachUse(f.Name) {
		if _, moved := g.redirectedTo[i]; !moved && g.live(i) {
			out = append(out, i)
		}
	}
	for _, i := range g.extraUses[f] {
		if g.redirectedTo[i] == f && g.live(i) {
			out = append(out, i)
		}
	}
	return out
}

// redirect rewrites reference i to name to. The operand is built against
// the function the token originally named, whose type the position expects.
func (g *merger) redirect(i int, to *irmod.Func) {
	origin := g.m.Func(g.m.Refs[i].Name)
	g.m.RedirectRef(g.m.Refs[i], operand(to, origin))
	g.redirectedTo[i] = to
	g.extraUses[to] = append(g.extraUses[to], i)
}

// live reports whether a reference still stands in the output: not inside
// a deleted function or a replaced body. The header of a shared body that
// a strong twin took over (deleted) still stands: its first member's
// thunk is written from it (forward), personality and prefix included.
func (g *merger) live(i int) bool {
	r := g.m.Refs[i]
	inBody := r.Start >= g.m.Chunks[r.Chunk].BodyStart
	if f := g.funcOfChunk[r.Chunk]; f != nil && g.deletedSet[f] {
		return !inBody && g.headerForwards(f)
	}
	return !(g.bodyGone[r.Chunk] && inBody)
}

// headerForwards reports whether f is a group's private body whose header
// the group's first function keeps as a thunk (not an alias).
func (g *merger) headerForwards(f *irmod.Func) bool {
	grp := g.groupOf[f]
	return grp != nil && grp.rep == f && !grp.alias[grp.first]
}

// remainingUses counts what still names f: references, text fmerge
// wrote, and shared bodies' names that will forward to it.
func (g *merger) remainingUses(f *irmod.Func) int {
	return len(g.usesOf(f)) + g.madeUses[f] + len(g.groupsTo[f])
}

// replaceAllUses rewrites every live reference to drop into one to keep.
func (g *merger) replaceAllUses(drop, keep *irmod.Func) int {
	n := 0
	touched := map[*irmod.Func]bool{}
	var users []*irmod.Func
	for _, i := range g.usesOf(drop) {
		g.redirect(i, keep)
		n++
		if user := g.funcOfChunk[g.m.Refs[i].Chunk]; user != nil && !touched[user] {
			touched[user] = true
			users = append(users, user)
		}
	}
	// The analysis view follows the text even where the text needed a
	// bitcast: keep and drop compare equal, pointer/integer coercion
	// included, so comparing against keep is what the text now means.
	// Users in module order (their chunks'), which includes the private
	// bodies of interposable twins (not in m.Funcs).
	sort.Slice(users, func(a, b int) bool { return users[a].Chunk < users[b].Chunk })
	for _, user := range users {
		replaceOperands(user.IR, drop.IR, keep.IR)
		g.remove(user)
	}
	g.gn.Replace(drop.IR, keep.IR)
	g.st.Add("rauw", "Number of references replaced (address not significant)", int64(n))
	return n
}

// replaceDirectCalls rewrites the direct calls of drop into calls of keep,
// function by function, and only where the text and llir agree on how many
// direct calls there are (so the analysis view stays true).
func (g *merger) replaceDirectCalls(drop, keep *irmod.Func) int {
	var byUser map[*irmod.Func][]int // made for the first call: most functions have none
	var users []*irmod.Func
	for _, i := range g.usesOf(drop) {
		if g.m.Refs[i].Callee {
			user := g.funcOfChunk[g.m.Refs[i].Chunk]
			if byUser == nil {
				byUser = map[*irmod.Func][]int{}
			}
			if _, seen := byUser[user]; !seen {
				users = append(users, user)
			}
			byUser[user] = append(byUser[user], i)
		}
	}
	// Module order (the order of the definitions' chunks): deterministic.
	sort.Slice(users, func(a, b int) bool { return users[a].Chunk < users[b].Chunk })
	// For an analysed caller, the text and llir must agree on the number
	// of direct calls, or the analysis view would go stale. LLVM's printer
	// writes a global followed by "(" only as a direct callee, so the text
	// alone suffices for the others. All are counted before any body
	// changes: twins (irmod.Func.Twin) share one llir body, which the
	// first of them to be redirected changes for all.
	agree := make([]bool, len(users))
	for k, user := range users {
		refs := byUser[user]
		agree[k] = len(refs) > 0 && (!user.Analysed || callsTo(user.IR, drop.IR) == len(refs))
	}
	n := 0
	for k, user := range users {
		if !agree[k] {
			continue
		}
		refs := byUser[user]
		for _, i := range refs {
			g.redirect(i, keep)
		}
		setCallees(user.IR, drop.IR, keep.IR)
		n += len(refs)
		g.remove(user)
	}
	g.st.Add("calls", "Number of direct calls redirected", int64(n))
	return n
}

// replaceOperands makes the llir view of fn follow a text-level
// replace-all-uses: instruction operands that are old become new.
func replaceOperands(fn *ir.Func, old, new *ir.Func) {
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			swapOperands(inst.(interface{ Operands() []*value.Value }).Operands(), old, new)
		}
		if t, ok := b.Term.(interface{ Operands() []*value.Value }); ok {
			swapOperands(t.Operands(), old, new)
		}
	}
}

func swapOperands(ops []*value.Value, old, new *ir.Func) {
	for _, op := range ops {
		if compare.SameGlobal(*op, old) {
			*op = new
		}
	}
}

// setCallees makes the llir view follow a redirection of direct calls.
func setCallees(fn *ir.Func, old, new *ir.Func) {
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			if c, ok := inst.(*ir.InstCall); ok && compare.SameGlobal(c.Callee, old) {
				c.Callee = new
			}
		}
		switch t := b.Term.(type) {
		case *ir.TermInvoke:
			if compare.SameGlobal(t.Invokee, old) {
				t.Invokee = new
			}
		case *ir.TermCallBr:
			if compare.SameGlobal(t.Callee, old) {
				t.Callee = new
			}
		}
	}
}

func (g *merger) deleteFunc(f *irmod.Func) {
	g.m.DeleteFunc(f)
	g.deletedSet[f] = true
	g.gone[f] = true
}

// writeThunk replaces drop's body by a tail call to target. drop's header
// (linkage, attributes, comdat, section, personality) stays as written, as
// LLVM's copyAttributesFrom keeps them. The body is written at the end of
// the run (finish): target may be merged into another function before
// then, and the call follows it (moveThunks), as LLVM's direct calls do.
func (g *merger) writeThunk(target, drop *irmod.Func) bool {
	if _, err := thunkBody(drop, target, target.Ident, ""); err != nil {
		g.st.Add("thunk-fail", "Number of thunks not written (signatures cannot be forwarded)", 1)
		return false
	}
	t := &pendingThunk{f: drop, target: target}
	g.thunks = append(g.thunks, t)
	g.thunksTo[target] = append(g.thunksTo[target], t)
	g.bodyGone[drop.Chunk] = true
	g.madeUses[target]++
	g.gone[drop] = true
	g.st.Add("thunks", "Number of thunks written", 1)
	return true
}

// pendingThunk is a thunk writeThunk decided: f will call target.
type pendingThunk struct{ f, target *irmod.Func }

// moveThunks makes the thunks to from call to instead, whose direct calls
// from's now are; a thunk whose values would not convert keeps from.
func (g *merger) moveThunks(from, to *irmod.Func) {
	var stay []*pendingThunk
	for _, t := range g.thunksTo[from] {
		if _, err := thunkBody(t.f, to, to.Ident, ""); err != nil {
			stay = append(stay, t)
			continue
		}
		t.target = to
		g.thunksTo[to] = append(g.thunksTo[to], t)
		g.madeUses[from]--
		g.madeUses[to]++
	}
	g.thunksTo[from] = stay
}

// writeThunks writes the thunks writeThunk decided, in the order decided.
func (g *merger) writeThunks() {
	for _, t := range g.thunks {
		g.m.ReplaceBody(t.f, checkedThunkBody(t.f, t.target, g.m.ThunkDebugLoc(t.f)))
	}
}

// checkedThunkBody is thunkBody for a thunk from f to t whose values were
// found to convert when it was decided.
func checkedThunkBody(f, t *irmod.Func, dbg string) string {
	body, err := thunkBody(f, t, t.Ident, dbg)
	if err != nil {
		panic(fmt.Sprintf("identical: a thunk that was checked failed: %v", err))
	}
	return body
}

// writeAlias deletes drop and makes its name an alias of keep. keep
// takes the larger alignment of the two: callers of drop may rely on its
// alignment (C++ member-function pointers use the low bit). The alias is
// written at the end of the run (finish): should every use of keep be
// replaced later, the alias follows, as LLVM's replaceAllUsesWith moves
// an aliasee (moveAliases).
func (g *merger) writeAlias(keep, drop *irmod.Func) {
	g.deleteFunc(drop)
	a := &pendingAlias{f: drop, target: keep}
	g.aliases = append(g.aliases, a)
	g.aliasesTo[keep] = append(g.aliasesTo[keep], a)
	g.madeUses[keep]++
	if drop.IR.Align > keep.IR.Align {
		g.raiseAlign(keep, uint64(drop.IR.Align))
	}
}

// pendingAlias is an alias writeAlias decided: f's name will alias target.
type pendingAlias struct{ f, target *irmod.Func }

// moveAliases makes the aliases of from alias to instead, every use of
// from now being one of to; not into a comdat (canAlias). to is raised to
// each alias's alignment.
func (g *merger) moveAliases(from, to *irmod.Func) {
	if to.IR.Comdat != nil {
		return
	}
	for _, a := range g.aliasesTo[from] {
		a.target = to
		g.aliasesTo[to] = append(g.aliasesTo[to], a)
		g.madeUses[from]--
		g.madeUses[to]++
		if a.f.IR.Align > to.IR.Align {
			g.raiseAlign(to, uint64(a.f.IR.Align))
		}
	}
	delete(g.aliasesTo, from)
}

// writeAliases writes the aliases writeAlias decided, in the order
// decided.
func (g *merger) writeAliases() {
	for _, a := range g.aliases {
		g.appendAlias(a.target.IR.Type().String(), a.target.Ident, a.f)
	}
}

// appendAlias defines f's name as an alias of the function named ident,
// of pointer type typ (f's own definition is gone or moves elsewhere).
func (g *merger) appendAlias(typ, ident string, f *irmod.Func) {
	aliasee := irmod.Bitcast(typ, ident, f.IR.Type().String())
	g.m.Append(irmod.AliasLine(f.Ident, aliasWords(f), f.IR.Sig.String(), f.IR.Type().String()+" "+aliasee))
	g.st.Add("aliases", "Number of aliases written", 1)
}

// aliasWords are the linkage, preemption and visibility words an alias
// standing for f keeps.
func aliasWords(f *irmod.Func) []string {
	var words []string
	if l := f.IR.Linkage.String(); f.IR.Linkage != 0 && l != "external" && l != "none" {
		words = append(words, l)
	}
	if f.IR.Preemption != 0 {
		words = append(words, f.IR.Preemption.String())
	}
	if f.IR.Visibility != 0 {
		words = append(words, f.IR.Visibility.String())
	}
	return words
}

// raiseAlign rewrites keep's header so its alignment is n, more than it
// had (every caller checks).
func (g *merger) raiseAlign(keep *irmod.Func, n uint64) {
	if g.m.EditHeader(keep, func(h irmod.Header) irmod.Header { return h.WithAlign(n) }) {
		keep.IR.Align = ir.Align(n)
	}
}
