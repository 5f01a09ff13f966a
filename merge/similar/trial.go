package similar

import (
	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/codegen"
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

// trial is one pair being tried in a round.
type trial struct {
	a, b *node
	ok   bool // still going: compatible, enough matches, generated
	al   *align.Result
	name string
	mg   *codegen.Merged
	err  error
}

// runTrials tries every pair and records its proposal (nil if none) in
// d.tried.
func (d *driver) runTrials(ts []*trial) {
	var live []*trial
	for _, t := range ts {
		if t.ok = d.compatible(t.a, t.b); t.ok {
			live = append(live, t)
		}
	}
	opts := align.Options{Method: d.opts.Align, WholeFunctionMax: d.opts.WholeFunctionMax}
	d.parallel(live, func(t *trial) { t.al = align.Align(t.a.f, t.b.f, d.shapes, opts) })
	var gen []*trial
	for _, t := range live {
		d.res.Attempts++
		if t.ok = d.enoughMatches(t.a, t.b, t.al); t.ok {
			t.name = d.newName(t.a, t.b)
			d.names[t.name] = true // reserved even if the pair fails: names stay unique
			gen = append(gen, t)
		}
	}
	d.parallel(gen, func(t *trial) { t.mg, t.err = codegen.Merge(t.name, t.a.f, t.b.f, t.al) })
	for _, t := range ts {
		key := [2]*node{t.a, t.b}
		switch {
		case !t.ok:
		case t.err != nil:
			d.rejectPair(t.a, t.b, MissCodegen, "codegen: "+t.err.Error())
		default:
			d.tried[key] = d.propose(t.a, t.b, t.al, t.mg)
		}
	}
}

// parallel runs fn on every trial, on up to d.jobs workers.
func (d *driver) parallel(ts []*trial, fn func(t *trial)) {
	par.Each(len(ts), d.jobs, func(i int) { fn(ts[i]) })
}
