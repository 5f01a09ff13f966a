// Package similar is the driver of similar-function merging: a greedy pass
// over the functions in module order that, for each one, explores its top
// ranked candidates, aligns and merges each pair, and commits the first
// merge whose estimated saving Δ exceeds the threshold. With
// Options.Remerge a merged function goes back on the worklist (it may be
// merged again). At the end, each merged-away original becomes a thunk to
// its final merged function, or, when nothing else can observe it,
// disappears and its calls are rewritten.
package similar

import (
	"fmt"
	"runtime"
	"strings"
	"time"

	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/codegen"
	"github.com/fmerge/rules_fmerge/merge/cost"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/opcode"
	"github.com/fmerge/rules_fmerge/merge/par"
	"github.com/fmerge/rules_fmerge/merge/stats"
)

// Candidates returns, best first, the indices (into Module.Funcs) of the
// functions worth trying to merge with function f.
type Candidates func(f int) []int

// Options tune the pass. The zero value is usable: explore 1, pairwise
// alignment, threshold 0, estimated (not measured) profitability.
type Options struct {
	// Explore is how many ranked candidates are tried per function
	// (default 1); the most profitable of them is committed.
	Explore int
	Align   align.Method
	// WholeFunctionMax enables whole-function Needleman–Wunsch for
	// functions of at most this many instructions (0: off).
	WholeFunctionMax int
	// Threshold: a merge is committed only when Δ > Threshold (bytes);
	// without Measure, only when the estimated Δ > Threshold + ModelMargin.
	Threshold float64
	// Measure, when set, decides profitability by compiling: every merge
	// the cost model proposes is compiled with llc next to the originals
	// and thunks it replaces, and only merges whose measured Δ exceeds
	// Threshold are committed. Slower, but a committed merge then never
	// grows .text (up to the 5 bytes counted per rewritten call site),
	// except, rarely, one the model was confident about (Confident).
	Measure *cost.Measurer
	// Slack widens the model's filter when measuring: pairs estimated at
	// Δ > Threshold − Slack are measured (0: DefaultSlack; < 0: none).
	Slack float64
	// Confident, with Measure, is how sure of itself the model must be to
	// skip llc: a proposal whose estimated Δ exceeds the commit bar by
	// ModelMargin plus Confident times the merged function's estimated
	// size is committed on the estimate, unmeasured (0: DefaultConfident;
	// < 0: measure every proposal, so no committed merge grows .text).
	Confident float64
	// Progress, when set, is called with 1 each time a function has
	// proposed its merges. It only reports.
	Progress func(n int)
	// Jobs is how many pairs are aligned and generated at once (0: one
	// per CPU). Results do not depend on it.
	Jobs int
	// Remerge puts each merged function back on the worklist, read back
	// through llir, to be merged again in a later round. Off by default:
	// a merged function tried again takes candidates that would have
	// paired better with others, so on yaml-cpp + gtest re-merging made
	// .text 6.4 KB (0.28%) larger and the run 14% longer, and on SQLite,
	// pugixml and the examples it changed nothing (docs/similar.md).
	Remerge bool
}

// DefaultSlack is how far below the threshold a model estimate may fall and
// still be measured. The calibrated model is deliberately pessimistic; on
// SQLite and the C++ example every merge measuring accepts was estimated
// above −130 bytes, while measuring everything costs 3–4 times as many llc
// runs for nothing (docs/similar.md).
const DefaultSlack = 150

// DefaultConfident scales the margin above which measuring trusts the
// model. The model's error grows with the size of the code (its mean
// absolute error is 48 bytes per function): on the yaml-cpp, SQLite and
// pugixml proposals (4,578 measured) none estimated above the bar by
// ModelMargin + 10% of the merged function's estimate grew code, while
// those proposals are half of what llc compiles on yaml-cpp; a flat
// ModelMargin let five through (docs/similar.md).
const DefaultConfident = 0.1

// ModelMargin is added to the threshold when profitability is only
// estimated (no Measure): on the calibration data (docs/similar.md) every
// proposal the model put above 33 bytes really saved code, while some
// estimated at 20–32 bytes grew it.
const ModelMargin = 35

// Merge records one committed merge.
type Merge struct {
	First, Second string // function names (merged functions: their new names)
	Merged        string
	Delta         float64 // bytes saved: measured with Options.Measure, else estimated
	Estimate      float64 // the cost model's Δ
	// Similarity is the fraction of the two bodies' instructions the
	// alignment matched (2·matched / all), in [0,1].
	Similarity float64
}

// Replacement says what became of one original merged away: it was
// replaced by a thunk to its final merged function Into, or removed with
// its Calls call sites rewritten to call Into directly.
type Replacement struct {
	Name, Into string
	Removed    bool
	Calls      int
}

// Result summarizes the pass.
type Result struct {
	Attempts int
	Merges   []Merge
	// Replaced lists every original merged away, in module order.
	Replaced []Replacement
	Saved    float64 // sum of Δ of committed merges
	// Thunks and Removed count how the merged-away originals were replaced.
	Thunks, Removed int
	// Measured counts proposals compiled with llc, MeasureRuns the llc
	// runs, Unmeasurable the proposals llc could not compile (never
	// committed), Trusted the proposals not compiled because the model
	// was confident (Options.Confident).
	Measured, MeasureRuns, Unmeasurable, Trusted int
	// MeasureError is the first scratch module's failure to build or
	// compile ("" when none failed): the reason proposals went unmeasured.
	MeasureError string
	// SizesShared counts functions not compiled to measure because a
	// function equal up to names was (cost.SizeKey).
	SizesShared int
	// Unreadable counts functions llir could not read back, merged ones
	// after their commit and originals let go (driver.readBodies): they
	// are emitted, but not merged again. Never expected.
	Unreadable int
	// Reread counts the bodies of originals read again for a later round
	// after they were let go (driver.release).
	Reread int
	// MeasureTime is the wall time spent measuring (building scratch
	// modules, llc, reading objects).
	MeasureTime time.Duration
	// Rejected counts, by reason, the pairs that were not proposed.
	Rejected map[string]int
	// Samples pairs the model's numbers with the measured ones for every
	// measured proposal (for calibrating merge/cost; see docs/similar.md).
	Samples []Sample
	// Missed says, per original function (by name) not merged away, why
	// (for -remarks): refused, or the first reason a pair with it failed.
	// Functions with neither have no ranked candidate.
	Missed map[string]Miss
}

// Miss is why one function was not merged: a stable code (LLVM remark
// Name), the detail, the candidate it was paired with (if any) and, for
// Unprofitable, the bytes the merge would have added (measured, or
// estimated with the cost model).
type Miss struct {
	Code, Detail, With string
	Bytes              float64
	Measured           bool
}

// Miss codes.
const (
	MissRefused       = "NotMergeable"     // ineligible (allow-list, linkage, address use ...)
	MissTiny          = "TinyThunked"      // at most two instructions; its thunk would be as large
	MissIncompatible  = "IncompatiblePair" // the candidate cannot share a merged function with it
	MissFewMatches    = "TooFewMatches"    // alignment matched too little to pay
	MissCodegen       = "CodegenFailed"    // the merged function could not be generated
	MissStack         = "StackGrowth"      // the merged function would need more stack (stack.go)
	MissUnprofitable  = "Unprofitable"     // the merge would not save code
	MissUnmeasurable  = "Unmeasurable"     // llc could not compile the proposal to measure it
	MissCandidateUsed = "CandidateMergedElsewhere"
)

// Sample is one measured proposal: model estimate and measured bytes of
// the two sides, the merged function, and Δ.
type Sample struct {
	First, Second       string
	ModelA, ModelB      float64
	SizeA, SizeB        float64
	ModelMerged, Merged float64
	Estimate, Delta     float64
	Selects, Phis, Brs  int // in the merged function
	Instructions        int // in the merged function
}

// node is a function taking part: an original or a merged function.
type node struct {
	f       *ir.Func
	name    string
	orig    int // index in Module.Funcs, -1 for merged functions
	merged  *codegen.Merged
	members []int // original indices it stands for
	// frameLimit bounds the static slots of a merged function standing
	// for it: the least of its originals' bounds (frameFits).
	frameLimit uint64
	table      float64 // uncalibrated table cost (cost.Func / cost.Ops)
	cost       float64 // calibrated size estimate (cost.Size)
	size       float64 // measured size in bytes, -1 until measured
	into       *node   // set once merged into another function
	side       int     // 0 or 1: its side in into
	remove     bool    // an original replaced by rewritten calls, not a thunk
	flip       float64 // proposal.flip of the side it was, while remove
	dead       bool    // cannot be merged again (e.g. feedback parse failed)
}

// proposal is one generated merge of a and b (a first), waiting for the
// round's decision.
type proposal struct {
	a, b *node
	mg   *codegen.Merged
	est  float64 // model Δ
	// merged is the model's size estimate of mg (cost.Size).
	merged   float64
	delta    float64 // decisive Δ: measured, or est without Measure
	measured bool    // delta holds a measurement (of the thunks only, if trusted)
	// unmeasurable: llc refused every scratch module holding it (delta
	// is then -Inf: never committed).
	unmeasurable bool
	trusted      bool // Measure is set, but the model's estimate of the body is trusted
	// similarity is the share of instructions the alignment matched.
	similarity float64
	size       float64 // measured size of mg
	// Side s is replaced by a thunk (scratch name thunk[s], originals
	// only) or, when canRemove[s], by rewriting its sites[s] call sites;
	// remove[s] is the cheaper choice.
	thunk     [2]string
	sites     [2]float64
	canRemove [2]bool
	remove    [2]bool
	// flip[s] is what it costs if side s, chosen to disappear, must keep
	// its thunk after all (merged code committed later names it as a
	// value): thunk minus rewritten calls.
	flip [2]float64
	// valueRefs are the globals the merged code names other than as a
	// direct callee (e.g. a select between two callees).
	valueRefs []string
}

// choose picks, per side, the cheaper of a thunk (of the given sizes) and
// rewritten call sites (ExtraArg bytes each, times scale), records the
// choice and returns ε, their total cost.
func (p *proposal) choose(thunk0, thunk1, scale float64) float64 {
	eps := 0.0
	for s, t := range [2]float64{thunk0, thunk1} {
		calls := scale * p.sites[s] * cost.ExtraArg
		switch {
		case p.thunk[s] == "": // a merged function: its callers are rewritten
			p.remove[s] = true
			eps += calls
		case p.canRemove[s] && calls <= t:
			p.remove[s] = true
			p.flip[s] = t - calls
			eps += calls
		default:
			p.remove[s] = false
			eps += t
		}
	}
	return eps
}

type driver struct {
	m       *irmod.Module
	cand    Candidates
	opts    Options
	st      *stats.Stats
	jobs    int          // trial workers
	shapes  *align.Cache // alignment shapes, shared by the trial workers
	nodes   []*node      // originals first, index = Module.Funcs index
	names   map[string]bool
	scratch *cost.Scratch // scratch modules: measuring, merged code read back
	tried   map[[2]*node]*proposal
	// valueRef holds the globals committed merged code names as values:
	// such an original cannot disappear.
	valueRef  map[string]bool
	funcIndex map[*irmod.Func]int
	removOK   map[int]bool
	res       Result
	facts     moduleFacts
}

// Run merges similar functions of m and records the edits on m.
//
// The pass works in rounds. Each round, every function on the worklist
// proposes merges with its top Explore live candidates (aligned, generated
// and estimated by the cost model); with Options.Measure the proposals are
// compiled in a few batched llc runs. Then, in worklist order, each
// function commits its most profitable proposal whose partner is still
// free in this round. Functions whose partner was taken, and with
// Options.Remerge the merged functions, form the next round's worklist.
// Everything is decided in a fixed order, so the result does not depend
// on timing.
func Run(m *irmod.Module, cand Candidates, opts Options, st *stats.Stats) (*Result, error) {
	if opts.Explore <= 0 {
		opts.Explore = 1
	}
	if opts.Slack == 0 {
		opts.Slack = DefaultSlack
	}
	if opts.Slack < 0 || opts.Measure == nil {
		opts.Slack = 0
	}
	if opts.Confident == 0 {
		opts.Confident = DefaultConfident
	}
	d := &driver{m: m, cand: cand, opts: opts, st: st, names: map[string]bool{},
		removOK: map[int]bool{}, tried: map[[2]*node]*proposal{}, valueRef: map[string]bool{}, scratch: cost.NewScratch(m)}
	d.jobs, d.shapes = opts.Jobs, align.NewCache()
	if d.jobs <= 0 {
		d.jobs = runtime.GOMAXPROCS(0)
	}
	facts := scanModule(m)
	d.facts = facts
	// Eligibility reads whole bodies (the allow-list), one function at a
	// time: on every CPU, then recorded in module order.
	whys := make([]string, len(m.Funcs))
	par.Each(len(m.Funcs), d.jobs, func(i int) { whys[i] = ineligible(m, m.Funcs[i], facts) })
	refused, tiny := 0, 0
	for i, f := range m.Funcs {
		n := &node{f: f.IR, name: f.Name, orig: i, members: []int{i}, size: -1}
		switch why := whys[i]; {
		case why != "":
			n.dead = true
			if f.Defined() {
				refused++
				d.miss(f.Name, Miss{Code: MissRefused, Detail: why})
			}
		case tinyThunked(m, f):
			n.dead = true
			tiny++
			d.miss(f.Name, Miss{Code: MissTiny, Detail: "at most two instructions: a thunk would be as large"})
		default:
			n.table = cost.Func(f.IR)
			n.cost = cost.Size(n.table, nil)
			n.frameLimit = d.frameLimit(f.Name, codegen.StaticFrame(f.IR))
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
	for len(work) > 0 {
		work = d.round(work)
	}
	if err := emit(d.m, d.plan(), &d.res); err != nil {
		return nil, err
	}
	if st != nil {
		st.Add("similar.refused", "definitions refused for similar merging (allow-list, linkage, address use ...)", int64(refused))
		st.Add("similar.tiny", "definitions of at most two instructions that would need a thunk", int64(tiny))
		st.Add("similar.attempts", "similar-merge pairs aligned and generated", int64(d.res.Attempts))
		st.Add("similar.merges", "profitable similar merges committed", int64(len(d.res.Merges)))
		st.Add("similar.unreadable", "functions the IR library could not read back, merged or let go (not merged again)", int64(d.res.Unreadable))
		st.Add("similar.reread", "bodies let go after a round's last pair with them and read again for a later round", int64(d.res.Reread))
		st.Add("similar.bytes", "bytes saved by similar merging (measured or estimated)", int64(d.res.Saved))
		if opts.Measure != nil {
			st.Add("similar.measured", "similar-merge proposals compiled to measure", int64(d.res.Measured))
			st.Add("similar.llc-runs", "llc runs measuring proposals", int64(d.res.MeasureRuns))
			st.Add("similar.trusted", "similar-merge proposals the model was sure of (not compiled)", int64(d.res.Trusted))
			st.Add("similar.unmeasurable", "similar-merge proposals llc could not compile to measure (not committed)", int64(d.res.Unmeasurable))
			st.Add("similar.sizes-shared", "functions measured by compiling one equal up to names", int64(d.res.SizesShared))
		}
	}
	return &d.res, nil
}

// round proposes, measures and commits, and returns the next worklist.
func (d *driver) round(work []*node) []*node {
	keys := make([][][2]*node, len(work))
	var trials []*trial
	for i, n := range work {
		if n.into != nil || n.dead {
			continue
		}
		keys[i] = d.pairs(n)
		for _, key := range keys[i] {
			if _, seen := d.tried[key]; !seen {
				d.tried[key] = nil // filled by runTrials
				trials = append(trials, &trial{a: key[0], b: key[1]})
			}
		}
	}
	d.runTrials(trials)
	var all []*proposal
	mine := make([][]*proposal, len(work))
	for i := range work {
		if keys[i] == nil {
			continue
		}
		for _, key := range keys[i] {
			if p := d.tried[key]; p != nil {
				mine[i] = append(mine[i], p)
			}
		}
		all = append(all, mine[i]...)
		if d.opts.Progress != nil {
			d.opts.Progress(1)
		}
	}
	if d.opts.Measure != nil {
		t0 := time.Now()
		d.measure(all)
		d.res.MeasureTime += time.Since(t0)
	}
	var next, committed []*node
	used := map[*node]bool{}
	for i, n := range work {
		if n.into != nil || n.dead || used[n] {
			continue
		}
		var best *proposal
		bestDelta := 0.0
		blocked := false
		for _, p := range mine[i] {
			delta := d.effective(p)
			if p.unmeasurable {
				d.missPair(p.a, p.b, Miss{Code: MissUnmeasurable, Detail: "llc could not compile the merged code or its thunks to measure them (never committed unmeasured)"})
				continue
			}
			if delta <= d.commitBar(p) {
				d.missPair(p.a, p.b, Miss{Code: MissUnprofitable, Detail: d.unprofitable(p), Bytes: -delta, Measured: p.compiled()})
				continue
			}
			other := p.other(n)
			if used[other] || other.into != nil {
				blocked = true
				continue
			}
			if best == nil || delta > bestDelta {
				best, bestDelta = p, delta
			}
		}
		switch {
		case best != nil:
			used[best.a], used[best.b] = true, true
			best.delta = bestDelta
			nm := d.commit(best)
			committed = append(committed, nm)
			if d.opts.Remerge {
				next = append(next, nm)
			}
		case blocked:
			next = append(next, n)
		}
	}
	for i, n := range work {
		if n.into == nil && !used[n] {
			for _, p := range mine[i] {
				if other := p.other(n); other.into != nil {
					d.missPair(n, other, Miss{Code: MissCandidateUsed, Detail: "its candidate was merged with another function first"})
				}
			}
		}
	}
	if d.opts.Remerge {
		d.readBack(committed)
	} else {
		for _, nm := range committed {
			nm.dead = true // emitted, and never another's candidate
		}
	}
	letGo(all, next)
	return next
}

// letGo drops the merged code of the proposals no later round can look at
// again: a later round works only on next, and takes again only the
// proposals of its nodes' pairs. A committed proposal's code stays with
// its merged node. The proposals themselves stay (d.tried), so no pair is
// tried twice. Every trial's code used to be held until the stage ended
// (yaml-cpp: 4,405 trials, 628 commits, three rounds).
func letGo(all []*proposal, next []*node) {
	again := make(map[*node]bool, len(next))
	for _, n := range next {
		again[n] = true
	}
	for _, p := range all {
		if !again[p.a] && !again[p.b] {
			p.mg = nil
		}
	}
}

// readBack reads the merged functions of a round's commits back through
// llir, on every worker, so that they can be merged again. Each is read on
// its own (reparse depends only on its text and the module), and the
// results are recorded in commit order.
func (d *driver) readBack(ns []*node) {
	fs := make([]*ir.Func, len(ns))
	par.Each(len(ns), d.jobs, func(i int) {
		if f, err := d.reparse(ns[i].merged); err == nil {
			fs[i] = f
		}
	})
	for i, n := range ns {
		if fs[i] == nil {
			n.dead = true // still emitted, just not merged again
			d.res.Unreadable++
		} else {
			n.f = fs[i]
		}
	}
}

// compiled reports whether p's Δ comes from compiling its merged function
// and originals with llc.
func (p *proposal) compiled() bool { return p.measured && !p.trusted }

// other is p's side that is not n.
func (p *proposal) other(n *node) *node {
	if p.a == n {
		return p.b
	}
	return p.a
}

// unprofitable says how a rejected proposal's Δ was found.
func (d *driver) unprofitable(p *proposal) string {
	if p.compiled() {
		return "compiled with llc, the merge would not save code"
	}
	return "the cost model says the merge would not save code"
}

// commitBar is the Δ proposal p must exceed to be committed: the
// threshold, plus ModelMargin when Δ is only estimated (no Measure, or a
// proposal the model was confident about).
func (d *driver) commitBar(p *proposal) float64 {
	if !p.compiled() {
		return d.opts.Threshold + ModelMargin
	}
	return d.opts.Threshold
}

// confident reports whether measuring may take p's estimate as it is: the
// model puts it so far above the bar (Options.Confident) that llc has
// never been seen to disagree.
func (d *driver) confident(p *proposal) bool {
	return d.opts.Confident >= 0 && p.est > d.opts.Threshold+ModelMargin+d.opts.Confident*max(p.merged, 0)
}

// effective is p's Δ given the merges committed so far: a side chosen to
// disappear that committed merged code names as a value must keep its
// thunk, and so must an original p's own merged code names as a value that
// an earlier commit chose to remove. Charging both here keeps every
// commit's Δ true, so the committed total never grows code.
func (d *driver) effective(p *proposal) float64 {
	delta := p.delta
	for s, n := range [2]*node{p.a, p.b} {
		if p.remove[s] && n.orig >= 0 && d.valueRef[n.name] {
			delta -= p.flip[s]
		}
	}
	for _, name := range p.valueRefs {
		if o := d.m.Func(name); o != nil {
			if n := d.nodes[d.indexOf(o)]; n.into != nil && n.remove {
				delta -= n.flip
			}
		}
	}
	return delta
}

// indexOf is the index of an original function in Module.Funcs.
func (d *driver) indexOf(f *irmod.Func) int {
	if d.funcIndex == nil {
		d.funcIndex = map[*irmod.Func]int{}
		for i, g := range d.m.Funcs {
			d.funcIndex[g] = i
		}
	}
	return d.funcIndex[f]
}

// pairs lists the pairs n proposes: n with each of its first Explore
// candidates, the function earlier in the module first.
func (d *driver) pairs(n *node) [][2]*node {
	out := [][2]*node{}
	for k, c := range d.candidates(n) {
		if k >= d.opts.Explore {
			break
		}
		first, second := n, c
		if c.orig >= 0 && (n.orig < 0 || c.orig < n.orig) {
			first, second = c, n // deterministic side order: module order first
		}
		out = append(out, [2]*node{first, second})
	}
	return out
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

// compatible reports whether a and b may share a merged function at all
// (counting the reason when not).
func (d *driver) compatible(a, b *node) bool {
	if err := codegen.CheckPair(a.f, b.f); err != nil {
		d.rejectPair(a, b, MissIncompatible, "incompatible: "+err.Error())
		return false
	}
	if a.f.CallingConv != b.f.CallingConv && (a.orig < 0 || b.orig < 0) {
		// The calls of a merged function's members were rewritten with its
		// convention; they cannot change it.
		d.rejectPair(a, b, MissIncompatible, "incompatible: calling convention of a merged function")
		return false
	}
	for _, n := range []*node{a, b} {
		if n.orig < 0 && codegen.RetType(a.f, b.f).String() != n.f.Sig.RetType.String() {
			// Rewritten calls of a merged function's members expect its
			// return type; it cannot widen (see codegen's retType).
			d.rejectPair(a, b, MissIncompatible, "incompatible: return type of a merged function")
			return false
		}
	}
	return true
}

// enoughMatches is the cheap filter after alignment: a pair whose matched
// code cannot pay for the merge is not generated.
func (d *driver) enoughMatches(a, b *node, al *align.Result) bool {
	if al.Matched == 0 || matchedBound(al) <= d.opts.Threshold-d.opts.Slack {
		d.rejectPair(a, b, MissFewMatches, "too few matches")
		return false
	}
	return true
}

// propose turns a generated merged function into a proposal; nil when the
// model's Δ is below the threshold by more than the slack.
func (d *driver) propose(a, b *node, similarity float64, mg *codegen.Merged) *proposal {
	p := &proposal{a: a, b: b, mg: mg, similarity: similarity}
	for _, g := range valueNames(mg.Text) {
		if g != mg.Name {
			p.valueRefs = append(p.valueRefs, g)
		}
	}
	for s, n := range [2]*node{a, b} {
		p.sites[s], p.canRemove[s] = d.replacement(n, mg)
		if n.orig >= 0 {
			p.thunk[s] = fmt.Sprintf("%s.thunk%d", mg.Name, s)
		}
	}
	thunk := cost.Scale * cost.Thunk(len(mg.Params))
	p.merged = cost.Size(cost.Ops(mg.Ops), mg.Ops)
	p.est = a.cost + b.cost - (p.merged + p.choose(thunk, thunk, cost.Scale))
	p.delta = p.est
	if p.est <= d.opts.Threshold-d.opts.Slack {
		d.reject("model: unprofitable")
		d.missPair(a, b, Miss{Code: MissUnprofitable, Detail: "the cost model estimates no saving", Bytes: -p.est})
		return nil
	}
	return p
}

// rejectPair counts why a pair was not proposed and records it for the
// pair's original functions (see missPair).
func (d *driver) rejectPair(a, b *node, code, why string) {
	d.reject(why)
	d.missPair(a, b, Miss{Code: code, Detail: why})
}

// missPair records m for every original member of a (with b as the
// candidate) and of b (with a), unless one is already recorded: the first
// reason in the deterministic pair order is the one reported.
func (d *driver) missPair(a, b *node, m Miss) {
	for _, side := range [2][2]*node{{a, b}, {b, a}} {
		m.With = side[1].name
		for _, i := range side[0].members {
			d.miss(d.nodes[i].name, m)
		}
	}
}

func (d *driver) miss(name string, m Miss) {
	if d.res.Missed == nil {
		d.res.Missed = map[string]Miss{}
	}
	if _, ok := d.res.Missed[name]; !ok {
		d.res.Missed[name] = m
	}
}

// reject counts why a pair was not proposed (the reason's text up to its
// first digit or quote, so that similar reasons share a line).
func (d *driver) reject(why string) {
	if i := strings.IndexAny(why, "0123456789\"%@"); i > 0 {
		why = strings.TrimSpace(why[:i])
	}
	if d.res.Rejected == nil {
		d.res.Rejected = map[string]int{}
	}
	d.res.Rejected[why]++
}

// matchedBound bounds the model's Δ of a merge from above before
// generating it: the merged function holds at least every unmatched
// instruction and one copy of each matched one, so the table costs of the
// two originals exceed the merged one's by at most the matched
// instructions plus one function overhead; calibration, selects, phis,
// branches and ε only subtract. A pair whose bound is below Threshold −
// Slack would be rejected anyway, so it is not generated; this keeps large
// unrelated pairs (whose SSA repair is costly) and tiny pairs cheap.
func matchedBound(al *align.Result) float64 {
	ub := cost.Function()
	for _, p := range al.Pairs {
		for _, e := range p.Entries {
			if e.A != nil && e.B != nil {
				ub += cost.Inst(opcode.KeyOf(e.A))
			}
		}
	}
	return cost.Scale*ub + cost.Intercept
}

// newName picks a fresh internal name for a merged function, one no global
// of the module has or is emitted as (a "\x01" name's symbol). Bytes of the
// originals' names that an unquoted identifier cannot hold become '_', so
// the name prints plainly everywhere (quotes, spaces and escapes in the
// originals' names broke the merged define line).
func (d *driver) newName(a, b *node) string {
	base := []byte("__fmerge." + a.name + "." + b.name)
	for i, c := range base {
		if !irmod.IsIdentChar(c) {
			base[i] = '_'
		}
	}
	if len(base) > 200 {
		base = base[:200]
	}
	name := string(base)
	for i := 1; d.names[name] || d.m.Named(name) || d.m.SymbolTaken(irmod.SymbolOf(name, false)); i++ {
		name = fmt.Sprintf("%s.%d", base, i)
	}
	return name
}

// replacement says how side n of a merge is replaced: by rewriting its
// call sites (ok, with how many; merged functions count one site per
// member, whose thunk or calls gain the new identifier) or by a thunk.
func (d *driver) replacement(n *node, mg *codegen.Merged) (float64, bool) {
	if n.orig < 0 {
		return float64(len(n.members)), true
	}
	sites, ok := d.removable(n.orig, mg)
	if !ok {
		return 0, false
	}
	// Calls in the merged code itself (recursion) are rewritten at the end
	// like the module's; any other reference there needs the thunk.
	calls, ok := callsOnly(mg.Text, n.name)
	return float64(sites + calls), ok
}

// commit records the merge and returns the new node. Its function is read
// back (readBack) once the round's commits are made.
func (d *driver) commit(p *proposal) *node {
	a, b, mg := p.a, p.b, p.mg
	nm := &node{name: mg.Name, orig: -1, merged: mg, table: cost.Ops(mg.Ops), size: p.size}
	nm.cost = cost.Size(nm.table, mg.Ops)
	if !p.compiled() {
		nm.size = -1
	}
	nm.members = append(append(nm.members, a.members...), b.members...)
	nm.frameLimit = min(a.frameLimit, b.frameLimit)
	a.into, a.side, a.remove, a.flip = nm, 0, p.remove[0], p.flip[0]
	b.into, b.side, b.remove, b.flip = nm, 1, p.remove[1], p.flip[1]
	for _, n := range []*node{a, b} {
		if n.orig >= 0 && d.valueRef[n.name] {
			n.remove = false // charged by effective
		}
	}
	for _, name := range p.valueRefs {
		d.valueRef[name] = true
		if o := d.m.Func(name); o != nil && d.nodes[d.indexOf(o)].remove {
			d.nodes[d.indexOf(o)].remove = false // keeps its thunk (paid in effective)
		}
	}
	d.res.Merges = append(d.res.Merges, Merge{First: a.name, Second: b.name, Merged: mg.Name, Delta: p.delta, Estimate: p.est, Similarity: p.similarity})
	d.res.Saved += p.delta
	if a.orig < 0 {
		d.shapes.Forget(a.f)
	}
	if b.orig < 0 {
		d.shapes.Forget(b.f)
	}
	return nm
}
