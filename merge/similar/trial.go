package similar

import (
	"sync"
	"sync/atomic"

	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/codegen"
)

// Trials. Aligning pairs and generating their merged functions is most of
// the similar stage, and the pairs of a round are independent, so a round
// runs them on Options.Jobs workers. The result does not depend on the
// number of workers: everything that changes driver state (rejection
// counts, attempts, reserved names, proposals) happens in pair order
// between the parallel parts, and each worker has its own shape cache
// (shape ids are only compared within one pair). align.PrintWith writes
// into the llir objects of the function it prints for a moment, so two
// pairs sharing a function never run at the same time (see waves).

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
	d.inWaves(live, func(w int, t *trial) { t.al = align.Align(t.a.f, t.b.f, d.caches[w], opts) })
	var gen []*trial
	for _, t := range live {
		d.res.Attempts++
		if t.ok = d.enoughMatches(t.a, t.b, t.al); t.ok {
			t.name = d.newName(t.a, t.b)
			d.names[t.name] = true // reserved even if the pair fails: names stay unique
			gen = append(gen, t)
		}
	}
	d.inWaves(gen, func(_ int, t *trial) { t.mg, t.err = codegen.Merge(t.name, t.a.f, t.b.f, t.al) })
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

// inWaves runs fn on every trial, on up to len(d.caches) workers (fn gets
// the worker's number), never two trials that share a function at once.
func (d *driver) inWaves(ts []*trial, fn func(worker int, t *trial)) {
	jobs := len(d.caches)
	if jobs == 1 {
		for _, t := range ts {
			fn(0, t)
		}
		return
	}
	for _, wave := range waves(ts) {
		var next atomic.Int64
		var wg sync.WaitGroup
		for w := 0; w < min(jobs, len(wave)); w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				for i := int(next.Add(1)) - 1; i < len(wave); i = int(next.Add(1)) - 1 {
					fn(w, wave[i])
				}
			}(w)
		}
		wg.Wait()
	}
}

// waves splits trials into groups, in order, in which no function takes
// part twice: each trial goes into the first group that does not hold
// either of its functions yet.
func waves(ts []*trial) [][]*trial {
	var out [][]*trial
	var busy []map[*node]bool
	for _, t := range ts {
		k := 0
		for k < len(out) && (busy[k][t.a] || busy[k][t.b]) {
			k++
		}
		if k == len(out) {
			out = append(out, nil)
			busy = append(busy, map[*node]bool{})
		}
		out[k] = append(out[k], t)
		busy[k][t.a], busy[k][t.b] = true, true
	}
	return out
}

// forget drops a discarded function's items from every shape cache.
func (d *driver) forget(f *ir.Func) {
	for _, c := range d.caches {
		c.Forget(f)
	}
}
