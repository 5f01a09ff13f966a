package similar

import (
	"fmt"
	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/codegen"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/par"
)

// Trials. Aligning pairs and generating their merged functions is most of
// the similar stage, and the pairs of a round are independent, so a round
// runs them on Options.Jobs workers. The result does not depend on the
// number of workers: everything that changes driver state (rejection
// counts, attempts, reserved names, proposals) happens in pair order
// between the parallel parts; the workers only read the IR (align.PrintWith
// prints into a copy) and share one shape cache, whose ids are compared
// only for equality.
//
// The pairs go through in runs of trialRun, and an original's body is let
// go (driver.release) after the run holding its last pair of the round,
// or before the first run if the round has no pair with it: a later round
// reads it again from the text if it needs it (readBodies).
// Within a run, and across runs, the decisions are made in the same order
// as if all pairs were aligned at once, so the result does not depend on
// trialRun either.

// trialRun is how many pairs are aligned and generated between releases
// of bodies: small enough that bodies go early, large enough that both
// halves of a run keep every worker busy. (A variable for tests.)
var trialRun = 256

// trial is one pair being tried in a round.
type trial struct {
	a, b       *node
	ok         bool // still going: compatible, enough matches, generated
	al         *align.Result
	similarity float64 // the share of instructions al matched
	name       string
	mg         *codegen.Merged
	err        error
}

// runTrials tries every pair and records its proposal (nil if none) in
// d.tried.
func (d *driver) runTrials(ts []*trial) {
	d.readBodies(ts)
	var live []*trial
	for _, t := range ts {
		if t.a.dead || t.b.dead { // a body that could not be read again
			continue
		}
		if t.ok = d.compatible(t.a, t.b); t.ok {
			live = append(live, t)
		}
	}
	lastRun := map[*node]int{}
	for i, t := range live {
		lastRun[t.a], lastRun[t.b] = i/trialRun, i/trialRun
	}
	for _, n := range d.nodes {
		if _, used := lastRun[n]; !used {
			d.release(n) // not looked at in this round
		}
	}
	opts := align.Options{Method: d.opts.Align, WholeFunctionMax: d.opts.WholeFunctionMax}
	for lo := 0; lo < len(live); lo += trialRun {
		run := live[lo:min(lo+trialRun, len(live))]
		d.parallel(run, func(t *trial) { t.al = align.Align(t.a.f, t.b.f, d.shapes, opts) })
		var gen []*trial
		for _, t := range run {
			d.res.Attempts++
			if t.al.Items > 0 {
				t.similarity = 2 * float64(t.al.Matched) / float64(t.al.Items)
			}
			if t.ok = d.enoughMatches(t.a, t.b, t.al); t.ok {
				t.name = d.newName(t.a, t.b)
				d.names[t.name] = true // reserved even if the pair fails: names stay unique
				gen = append(gen, t)
			}
		}
		d.parallel(gen, func(t *trial) { t.mg, t.err = codegen.Merge(t.name, t.a.f, t.b.f, t.al) })
		for _, t := range run {
			t.al = nil
			for _, n := range [2]*node{t.a, t.b} {
				if lastRun[n] == lo/trialRun {
					d.release(n)
				}
			}
		}
	}
	for _, t := range ts {
		key := [2]*node{t.a, t.b}
		switch {
		case !t.ok:
		case t.err != nil:
			d.rejectPair(t.a, t.b, MissCodegen, "codegen: "+t.err.Error())
		case !d.frameFits(t.a, t.mg) || !d.frameFits(t.b, t.mg):
			d.rejectPair(t.a, t.b, MissStack, fmt.Sprintf("the merged function's stack slots would take %d bytes, the two sides' %d and %d: recursion through it could overflow the stack", t.mg.Frame, t.mg.OwnFrames[0], t.mg.OwnFrames[1]))
		default:
			d.tried[key] = d.propose(t.a, t.b, t.similarity, t.mg)
		}
	}
}

// release lets go of an original's body (irmod.Module.ReleaseBody) and of
// the shapes cached for its instructions. A merged function keeps its
// body: it has no text in the module to read again from.
func (d *driver) release(n *node) {
	if n.orig < 0 {
		return
	}
	d.shapes.Forget(n.f)
	d.m.ReleaseBody(d.m.Funcs[n.orig])
}

// readBodies reads again the released bodies of the originals in ts, in
// one batch on every worker. An original whose body cannot be read again
// (never expected: its text was read before) is merged no further.
func (d *driver) readBodies(ts []*trial) {
	var fs []*irmod.Func
	seen := map[*node]bool{}
	for _, t := range ts {
		for _, n := range [2]*node{t.a, t.b} {
			if n.orig >= 0 && !seen[n] && d.m.Funcs[n.orig].Released() {
				seen[n] = true
				fs = append(fs, d.m.Funcs[n.orig])
			}
		}
	}
	if len(fs) == 0 {
		return
	}
	err := d.m.ReadBodies(fs, d.jobs)
	d.res.Reread += len(fs)
	for n := range seen {
		f := d.m.Funcs[n.orig]
		n.f = f.IR
		if err != nil || f.Released() {
			n.dead = true
			d.res.Unreadable++
		}
	}
}

// parallel runs fn on every trial, on up to d.jobs workers.
func (d *driver) parallel(ts []*trial, fn func(t *trial)) {
	par.Each(len(ts), d.jobs, func(i int) { fn(ts[i]) })
}
