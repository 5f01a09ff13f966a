// Package identical merges functions that are exactly equal, with the
// semantics of LLVM's MergeFunctions pass: functions are bucketed by a
// structural hash, kept ordered inside each bucket by the total-order
// comparator, and each function equal to one already kept is replaced by a
// thunk, an alias, or by redirecting its uses, as linkage, unnamed_addr,
// llvm.used and comdat allow. Callers of a replaced function are compared
// again (the deferred worklist) until nothing changes.
package identical

import (
	"sort"

	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/allow"
	"github.com/fmerge/rules_fmerge/merge/compare"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/par"
	"github.com/fmerge/rules_fmerge/merge/stats"
)

// Options tune the merge.
type Options struct {
	// Aliases allows replacing a function whose address is not significant
	// (unnamed_addr) by an alias instead of a thunk. LLVM keeps this off by
	// default for the sake of targets without aliases; fmerge targets ELF.
	Aliases bool
	// Jobs is the number of workers that check and hash bodies (0: number
	// of CPUs). Results do not depend on it.
	Jobs int
}

// Merge records one decision, for -stats and reports.
type Merge struct {
	Survivor string // the function that keeps the body
	Replaced string // the function that was merged away
	// How is "deleted" (all uses redirected, body dropped), "thunk",
	// "alias", "calls" (direct calls redirected; the function itself had to
	// stay) or "double-thunk" (interposable: the body moved to a private
	// function, Body, and every interposable twin forwards to it by a
	// thunk or an alias).
	How string
	// Redirected counts the references rewritten to point at Survivor.
	Redirected int
	// Body names the function holding the shared body when it is not
	// Survivor (the private copy a double thunk creates).
	Body string
}

// Result lists the merges in the order they were made.
type Result struct {
	Merges []Merge
	// Refused says why a defined function was kept out of identical
	// merging, or why an equal pair could not be merged (for -remarks).
	// A function merged later anyway is listed in Merges too; Merges wins.
	Refused map[string]Reason
}

// Reason is a stable code (for remarks: LLVM's remark Name) and the
// detail a person needs.
type Reason struct {
	Code, Detail string
	With         string // the other function, when the reason is about a pair
}

// Reason codes of Result.Refused.
const (
	ReasonAvailableExt     = "AvailableExternally" // the definition is a copy for inlining only
	ReasonBlockAddress     = "BlockAddressTaken"   // blockaddress names it
	ReasonNotMergeable     = "NotMergeable"        // the allow-list refuses a construct
	ReasonNotRead          = "NotRead"             // the IR library cannot read its body (irmod.Func.Unsupported)
	ReasonAddressSignified = "AddressSignificant"  // equal to another, but no alias, thunk or redirection is allowed
	ReasonRecursive        = "InterposedRecursion" // equal to an interposable function, but a shared body would recurse through its name (recursesThroughFirst)
	ReasonNumbered         = "Numbered"            // an unnamed function (@0): deleting it would renumber the rest (irmod.Func.Numbered)
	ReasonComdatLocal      = "ComdatLocal"         // equal to another, but merging would name a comdat group's local from outside the group (comdatSafe)
)

func (g *merger) refuse(f *irmod.Func, code, detail, with string) {
	if g.res.Refused == nil {
		// Sized for every definition at once: 200,000 tiny functions
		// whose addresses matter are all refused, and growing the map
		// one rehash at a time was a sixth of the stage.
		g.res.Refused = make(map[string]Reason, len(g.m.Funcs))
	}
	g.res.Refused[f.Name] = Reason{Code: code, Detail: detail, With: with}
}

type merger struct {
	m    *irmod.Module
	opts Options
	st   *stats.Stats
	gn   *compare.GlobalNumbers

	// side, hash and inTree are indexed by a definition's chunk
	// (irmod.Func.Chunk): on 200,000 functions, maps keyed by function
	// were a fifth of the stage (the hash order's sort alone looks a hash
	// up about 7 million times).
	side []*compare.Func
	// hintsDropped holds survivors whose alias/loop hints were dropped
	// (see intersectHints).
	hintsDropped map[*irmod.Func]bool
	// norecurseDropped holds survivors dropNorecurse has seen.
	norecurseDropped map[*irmod.Func]bool
	hash             []uint64
	buckets          map[uint64][]*irmod.Func // each ordered by compare.Compare
	inTree           []bool
	gone             map[*irmod.Func]bool // merged away: never looked at again
	deferred         []*irmod.Func

	used map[string]bool // named in llvm.used / llvm.compiler.used
	// comdatLocal holds the local globals of comdat groups
	// (irmod.ComdatLocals): only code of their own group may name them.
	comdatLocal map[string]bool
	funcOfChunk map[int]*irmod.Func
	deletedSet  map[*irmod.Func]bool // definitions removed from the output
	bodyGone    map[int]bool         // chunks whose body was replaced
	taken       map[string]bool      // names fmerge has created
	// redirectedTo maps a rewritten reference (index in m.Refs) to the
	// function it now names; extraUses lists, per function, the references
	// rewritten to name it.
	redirectedTo map[int]*irmod.Func
	extraUses    map[*irmod.Func][]int
	// madeUses counts references to a function inside text fmerge wrote
	// (thunk calls, aliasees): they are not in m.Refs, but a function
	// they name must never be deleted.
	madeUses map[*irmod.Func]int
	// thunks are the thunks decided, written by finish; thunksTo finds
	// those calling a function.
	thunks   []*pendingThunk
	thunksTo map[*irmod.Func][]*pendingThunk
	// aliases are the aliases decided, written by finish; aliasesTo
	// finds those of a function.
	aliases   []*pendingAlias
	aliasesTo map[*irmod.Func][]*pendingAlias
	// groups are the shared bodies of interposable functions, in the
	// order they were made; groupOf finds one by its private body.
	groups  []*doubleGroup
	groupOf map[*irmod.Func]*doubleGroup
	// groupsTo finds the groups whose names forward to a function (their
	// target): its own group for a private body, and those it took over.
	groupsTo map[*irmod.Func][]*doubleGroup
	res      Result
}

// Run merges the identical functions of m, recording edits on m.
func Run(m *irmod.Module, opts Options, st *stats.Stats) *Result {
	g := &merger{
		m: m, opts: opts, st: st,
		gn:               compare.NewGlobalNumbers(m.IR),
		side:             make([]*compare.Func, len(m.Chunks)),
		hintsDropped:     map[*irmod.Func]bool{},
		norecurseDropped: map[*irmod.Func]bool{},
		hash:             make([]uint64, len(m.Chunks)),
		buckets:          map[uint64][]*irmod.Func{},
		inTree:           make([]bool, len(m.Chunks)),
		gone:             map[*irmod.Func]bool{},
		used:             usedNames(m),
		comdatLocal:      m.ComdatLocals(),
		funcOfChunk:      map[int]*irmod.Func{},
		deletedSet:       map[*irmod.Func]bool{},
		bodyGone:         map[int]bool{},
		taken:            map[string]bool{},
		redirectedTo:     map[int]*irmod.Func{},
		madeUses:         map[*irmod.Func]int{},
		extraUses:        map[*irmod.Func][]int{},
		groupOf:          map[*irmod.Func]*doubleGroup{},
		groupsTo:         map[*irmod.Func][]*doubleGroup{},
		thunksTo:         map[*irmod.Func][]*pendingThunk{},
		aliasesTo:        map[*irmod.Func][]*pendingAlias{},
	}
	for _, f := range m.Funcs {
		if f.Defined() {
			g.funcOfChunk[f.Chunk] = f
			st.Add("funcs", "Number of functions defined", 1)
		}
	}
	g.seed()
	for len(g.deferred) > 0 {
		work := g.deferred
		g.deferred = nil
		for _, f := range work {
			if !g.gone[f] && !g.inTree[f.Chunk] && eligible(f) {
				g.insert(f)
			}
		}
	}
	g.finish()
	// A copy: a pointer into g would keep g, with every compared
	// function and llir object it reaches, alive as long as the result.
	res := g.res
	return &res
}

// seed hashes every eligible function and queues those whose hash is not
// unique: a function with a unique hash cannot equal any other.
func (g *merger) seed() {
	// The allow-list and the structural hash read whole bodies and depend
	// on one function each: they run on every CPU first. Refusals are then
	// recorded in module order, as if computed one by one.
	why := make([]string, len(g.m.Funcs))
	hash := make([]uint64, len(g.m.Funcs))
	par.Each(len(g.m.Funcs), g.opts.Jobs, func(i int) {
		f := g.m.Funcs[i]
		if _, _, check := g.precheck(f); !check || f.Twin != nil {
			return
		}
		if why[i] = allow.Func(f.IR, string(g.m.FuncText(f)), g.m.AttrGroup, allow.Identical); why[i] == "" {
			hash[i] = compare.Hash(sideOf(f))
		}
	})
	// A twin (irmod.Func.Twin: the same text but for its name) has its
	// first's verdict and hash: the allow-list and the hash read the text
	// and the body, never the function's own name.
	at := map[*irmod.Func]int{} // each twin's first: its index
	for _, f := range g.m.Funcs {
		if f.Twin != nil {
			at[f.Twin] = -1
		}
	}
	for i, f := range g.m.Funcs {
		if _, first := at[f]; first {
			at[f] = i
		} else if j, ok := at[f.Twin]; ok && f.Twin != nil && j >= 0 {
			why[i], hash[i] = why[j], hash[j]
		}
	}
	var fs []*irmod.Func
	blocked := 0
	for i, f := range g.m.Funcs {
		if reason, detail, check := g.precheck(f); !check {
			if reason != "" {
				g.refuse(f, reason, detail, "")
			}
			continue
		}
		// The allow-list: a construct identical merging does not provably
		// handle (naked, swifterror, GPU kernels, unknown attributes ...)
		// keeps the function out of every merge.
		if why[i] != "" {
			g.refuse(f, ReasonNotMergeable, why[i], "")
			blocked++
			continue
		}
		g.side[f.Chunk], g.hash[f.Chunk] = sideOf(f), hash[i]
		fs = append(fs, f)
	}
	g.st.Add("eligible", "Number of functions eligible for merging", int64(len(fs)))
	g.st.Add("notmergeable", "Number of functions refused by the allow-list (identical)", int64(blocked))
	// Hash order, as LLVM's; among equal hashes, functions that cannot be
	// interposed go first. A strong twin met after a weak pair takes
	// their private body over (double.go), as in LLVM; met first, it
	// gives the weak ones thunks to it directly: the same result without
	// making the private copy (LLVM's external-before-local.ll).
	sort.SliceStable(fs, func(i, j int) bool {
		hi, hj := g.hash[fs[i].Chunk], g.hash[fs[j].Chunk]
		if hi != hj {
			return hi < hj
		}
		return !g.interposable(fs[i]) && g.interposable(fs[j])
	})
	for i, f := range fs {
		if (i > 0 && g.hash[fs[i-1].Chunk] == g.hash[f.Chunk]) || (i+1 < len(fs) && g.hash[fs[i+1].Chunk] == g.hash[f.Chunk]) {
			g.deferred = append(g.deferred, f)
		}
	}
	g.st.Add("candidates", "Number of functions sharing a hash with another", int64(len(g.deferred)))
}

// precheck is what happens to f before the allow-list: check is true when
// it goes on to the allow-list and the hash; otherwise it is refused for
// reason (with detail), or, with no reason, left out silently.
func (g *merger) precheck(f *irmod.Func) (reason, detail string, check bool) {
	switch {
	case !f.Defined():
		return "", "", false
	case f.Unread():
		// Its body never reached the IR library (see
		// irmod.Func.Unsupported): it is merged with nothing.
		return ReasonNotRead, f.Unsupported, false
	case !f.Analysed:
		// Read only when another function has its shape (see
		// irmod.ParseOptions): it has no equal.
		return "", "", false
	case !eligible(f):
		return ReasonAvailableExt, "available_externally: a copy for inlining, not a definition", false
	case g.m.BlockAddressTaken(f.Name):
		return ReasonBlockAddress, "blockaddress names one of its blocks", false
	case f.Numbered():
		return ReasonNumbered, "an unnamed (numbered) function: deleting it would leave a gap in the numbering", false
	}
	return "", "", true
}

// sideOf is what the comparator reads of f.
func sideOf(f *irmod.Func) *compare.Func {
	return &compare.Func{IR: f.IR, RetAlign: f.RetAlign, Extra: f.Extra, Inexact: f.Inexact}
}

func (g *merger) compare(a, b *irmod.Func) int {
	g.st.Add("compares", "Number of function comparisons", 1)
	return compare.Compare(g.side[a.Chunk], g.side[b.Chunk], g.gn)
}

// insert puts f into its bucket, or merges it with the equal function
// already there.
func (g *merger) insert(f *irmod.Func) {
	h := g.hash[f.Chunk]
	b := g.buckets[h]
	i, order := g.search(b, f)
	if order != 0 {
		b = append(b, nil)
		copy(b[i+1:], b[i:])
		b[i] = f
		g.buckets[h] = b
		g.inTree[f.Chunk] = true
		return
	}
	keep, drop := b[i], f
	keepOld, merge := g.survives(keep, drop)
	if !merge {
		// Two private bodies neither of which may take the other's
		// place, or two functions neither of which may be named where
		// the other is.
		if !g.comdatSafe(keep, drop) && !g.comdatSafe(drop, keep) {
			g.refuse(drop, ReasonComdatLocal, "identical, but each is local to its comdat group: calls from outside a group cannot name its local", keep.Name)
		}
		return
	}
	if !keepOld {
		b[i] = f
		g.inTree[keep.Chunk] = false
		g.inTree[f.Chunk] = true
		keep, drop = f, keep
	}
	g.mergeTwo(keep, drop)
}

// search returns the position of the first function of bucket b (sorted
// by the comparator) that is not less than f, and how that function
// compares with f (1, as if greater, when there is none). Each function
// is compared with f once: on a module of many equal functions every
// bucket holds one function, which sort.Search and a second comparison
// compared twice (200,000 tiny functions: 399,998 comparisons, now
// 199,999).
func (g *merger) search(b []*irmod.Func, f *irmod.Func) (int, int) {
	lo, hi, order := 0, len(b), 1
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if c := g.compare(b[mid], f); c < 0 {
			lo = mid + 1
		} else {
			hi, order = mid, c // the last hi set is where lo ends
		}
	}
	return lo, order
}

// remove takes f out of the tree and queues it to be looked at again,
// because something it refers to changed.
func (g *merger) remove(f *irmod.Func) {
	if f.Chunk < 0 || !g.inTree[f.Chunk] {
		return
	}
	h := g.hash[f.Chunk]
	b := g.buckets[h]
	for i, x := range b {
		if x == f {
			g.buckets[h] = append(b[:i], b[i+1:]...)
			break
		}
	}
	g.inTree[f.Chunk] = false
	g.deferred = append(g.deferred, f)
}

// usedNames collects the globals listed in @llvm.used and
// @llvm.compiler.used: something invisible to LLVM (usually inline asm)
// refers to them by name, so their uses must never be rewritten.
// Only the two definitions' lines are read: asking each reference for
// its line took time quadratic in a line's length on constant tables of
// 100,000 references.
func usedNames(m *irmod.Module) map[string]bool {
	out := map[string]bool{}
	for _, def := range m.Refs {
		if !def.Def || (def.Name != "llvm.used" && def.Name != "llvm.compiler.used") {
			continue
		}
		line := m.LineOf(def.Start)
		if !hasPrefix(line, "@"+def.Name+" = ") {
			continue
		}
		end := def.Start + len(line)
		for i := sort.Search(len(m.Refs), func(i int) bool { return m.Refs[i].Start >= def.End }); i < len(m.Refs) && m.Refs[i].Start < end; i++ {
			out[m.Refs[i].Name] = true
		}
	}
	return out
}

func hasPrefix(b []byte, p string) bool { return len(b) >= len(p) && string(b[:len(p)]) == p }

// callsTo counts the call-like instructions of fn whose callee is exactly
// target (direct calls, as llir sees them; target's object or another
// shard's object of the same function, compare.SameGlobal).
func callsTo(fn *ir.Func, target *ir.Func) int {
	n := 0
	for _, b := range fn.Blocks {
		for _, inst := range b.Insts {
			if c, ok := inst.(*ir.InstCall); ok && compare.SameGlobal(c.Callee, target) {
				n++
			}
		}
		switch t := b.Term.(type) {
		case *ir.TermInvoke:
			if compare.SameGlobal(t.Invokee, target) {
				n++
			}
		case *ir.TermCallBr:
			if compare.SameGlobal(t.Callee, target) {
				n++
			}
		}
	}
	return n
}
