// Package similar is the driver of similar-function merging: a greedy pass
// over the functions in module order that, for each one, explores its top
// ranked candidates, aligns and merges each pair, and commits the first
// merge whose estimated saving Δ exceeds the threshold. A merged function
// goes back on the worklist (it may be merged again). At the end, each
// merged-away original becomes a thunk to its final merged function, or,
// when nothing else can observe it, disappears and its calls are rewritten.
package similar

import (
	"fmt"

	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/codegen"
	"github.com/fmerge/rules_fmerge/merge/cost"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/stats"
)

// Candidates returns, best first, the indices (into Module.Funcs) of the
// functions worth trying to merge with function f.
type Candidates func(f int) []int

// Options tune the pass. The zero value is usable: explore 1, pairwise
// alignment, threshold 0.
type Options struct {
	// Explore is how many ranked candidates are tried per function
	// (default 1).
	Explore int
	Align   align.Method
	// WholeFunctionMax enables whole-function Needleman–Wunsch for
	// functions of at most this many instructions (0: off).
	WholeFunctionMax int
	// Threshold: a merge is committed only when Δ > Threshold (bytes).
	Threshold float64
}

// Merge records one committed merge.
type Merge struct {
	First, Second string // function names (merged functions: their new names)
	Merged        string
	Delta         float64 // estimated bytes saved
}

// Result summarizes the pass.
type Result struct {
	Attempts int
	Merges   []Merge
	Saved    float64 // sum of Δ of committed merges
	// Thunks and Removed count how the merged-away originals were replaced.
	Thunks, Removed int
}

// node is a function taking part: an original or a merged function.
type node struct {
	f       *ir.Func
	name    string
	orig    int // index in Module.Funcs, -1 for merged functions
	merged  *codegen.Merged
	members []int // original indices it stands for
	cost    float64
	into    *node // set once merged into another function
	side    int   // 0 or 1: its side in into
	dead    bool  // cannot be merged again (e.g. feedback parse failed)
}

type driver struct {
	m       *irmod.Module
	cand    Candidates
	opts    Options
	st      *stats.Stats
	cache   *align.Cache
	nodes   []*node // originals first, index = Module.Funcs index
	names   map[string]bool
	decls   string // standalone-module prelude for re-parsing merged code
	removOK map[int]bool
	res     Result
}

// Run merges similar functions of m and records the edits on m.
func Run(m *irmod.Module, cand Candidates, opts Options, st *stats.Stats) (*Result, error) {
	if opts.Explore <= 0 {
		opts.Explore = 1
	}
	d := &driver{m: m, cand: cand, opts: opts, st: st, cache: align.NewCache(), names: map[string]bool{}, removOK: map[int]bool{}}
	addr, mt := scanModule(m)
	for i, f := range m.Funcs {
		n := &node{f: f.IR, name: f.Name, orig: i, members: []int{i}}
		if ineligible(f, addr, mt) != "" {
			n.dead = true
		} else {
			n.cost = cost.Func(f.IR)
		}
		d.nodes = append(d.nodes, n)
		d.names[f.Name] = true
	}
	work := make([]*node, 0, len(d.nodes))
	for _, n := range d.nodes {
		if !n.dead {
			work = append(work, n)
		}
	}
	for i := 0; i < len(work); i++ {
		n := work[i]
		if n.into != nil || n.dead {
			continue
		}
		if nm := d.explore(n); nm != nil {
			work = append(work, nm)
		}
	}
	if err := d.emit(); err != nil {
		return nil, err
	}
	if st != nil {
		st.Add("similar.attempts", "similar-merge pairs aligned and generated", int64(d.res.Attempts))
		st.Add("similar.merges", "profitable similar merges committed", int64(len(d.res.Merges)))
		st.Add("similar.bytes", "estimated bytes saved by similar merging", int64(d.res.Saved))
	}
	return &d.res, nil
}

// live returns the function a node currently stands in (itself or the
// merged function it went into).
func live(n *node) *node {
	for n.into != nil {
		n = n.into
	}
	return n
}

// candidates of a node: the ranked candidates of each of its members, in
// member order, mapped to the live functions they are now part of.
func (d *driver) candidates(n *node) []*node {
	seen := map[*node]bool{n: true}
	var out []*node
	for _, mem := range n.members {
		for _, c := range d.cand(mem) {
			if c < 0 || c >= len(d.nodes) {
				continue
			}
			l := live(d.nodes[c])
			if !seen[l] && !l.dead {
				seen[l] = true
				out = append(out, l)
			}
		}
	}
	return out
}

// explore tries up to Explore candidates and commits the first profitable
// merge, returning the new node.
func (d *driver) explore(n *node) *node {
	for k, c := range d.candidates(n) {
		if k >= d.opts.Explore {
			break
		}
		first, second := n, c
		if c.orig >= 0 && (n.orig < 0 || c.orig < n.orig) {
			first, second = c, n // deterministic side order: module order first
		}
		if mg, delta, ok := d.try(first, second); ok {
			return d.commit(first, second, mg, delta)
		}
	}
	return nil
}

// try aligns and merges a pair and returns the merged function and Δ.
func (d *driver) try(a, b *node) (*codegen.Merged, float64, bool) {
	if codegen.CheckPair(a.f, b.f) != nil {
		return nil, 0, false
	}
	d.res.Attempts++
	al := align.Align(a.f, b.f, d.cache, align.Options{Method: d.opts.Align, WholeFunctionMax: d.opts.WholeFunctionMax})
	if al.Matched == 0 {
		return nil, 0, false
	}
	mg, err := codegen.Merge(d.newName(a, b), a.f, b.f, al)
	if err != nil {
		return nil, 0, false
	}
	delta := a.cost + b.cost - (cost.Ops(mg.Ops) + d.replaceCost(a, mg) + d.replaceCost(b, mg))
	if delta <= d.opts.Threshold {
		return nil, 0, false
	}
	return mg, delta, true
}

// newName picks a fresh internal name for a merged function.
func (d *driver) newName(a, b *node) string {
	base := "__fmerge." + a.name + "." + b.name
	if len(base) > 200 {
		base = base[:200]
	}
	name := base
	for i := 1; d.names[name]; i++ {
		name = fmt.Sprintf("%s.%d", base, i)
	}
	return name
}

// replaceCost is ε for one side: a thunk, or one more argument at every
// call site when the function can be removed.
func (d *driver) replaceCost(n *node, mg *codegen.Merged) float64 {
	if n.orig < 0 {
		return cost.ExtraArg * float64(len(n.members))
	}
	if sites, ok := d.removable(n.orig, mg); ok {
		return cost.ExtraArg * float64(sites)
	}
	return cost.Thunk(len(mg.Params))
}

// commit records the merge and returns the new node, re-parsed so that it
// can be merged again.
func (d *driver) commit(a, b *node, mg *codegen.Merged, delta float64) *node {
	d.names[mg.Name] = true
	nm := &node{name: mg.Name, orig: -1, merged: mg, cost: cost.Ops(mg.Ops)}
	nm.members = append(append(nm.members, a.members...), b.members...)
	a.into, a.side = nm, 0
	b.into, b.side = nm, 1
	d.res.Merges = append(d.res.Merges, Merge{First: a.name, Second: b.name, Merged: mg.Name, Delta: delta})
	d.res.Saved += delta
	f, err := d.reparse(mg)
	if err != nil {
		nm.dead = true // still emitted, just not merged again
	} else {
		nm.f = f
	}
	if a.orig < 0 {
		d.cache.Forget(a.f)
	}
	if b.orig < 0 {
		d.cache.Forget(b.f)
	}
	return nm
}
