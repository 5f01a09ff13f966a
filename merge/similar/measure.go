package similar

import (
	"math"

	"github.com/fmerge/rules_fmerge/merge/cost"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// Measured profitability (Options.Measure). Every proposed merge the model
// is not sure of is compiled with llc in a scratch module (cost.Scratch)
// next to the originals it replaces and the thunks it needs; Δ is then the
// exact .text difference.

// negInf is the Δ of a proposal that could not be measured.
var negInf = math.Inf(-1)

// origText is an original definition as compiled in a scratch module.
func (d *driver) origText(i int, rename string) string {
	f := d.m.Funcs[i]
	c := d.m.Chunks[f.Chunk]
	return d.scratch.Header(f, rename) + irmod.CodeOnly(string(d.m.Text[c.BodyStart:c.End]))
}

// thunkText is the thunk that would replace original i if it went into mg
// on the given side, named name (no debug location).
func (d *driver) thunkText(i int, p *proposal, side int, name string) string {
	f := d.m.Funcs[i]
	header := d.scratch.Header(f, name)
	args := thunkArgs(f, p.mg.ParamAttrs, p.mg.ParamMap[side])
	return header + thunkCall(f, p.mg.Name, p.mg, side, args, "") + "}\n"
}

// addProposal puts into u what proposal p's Δ is computed from and
// returns those functions' names: the originals and merged functions not
// measured yet, the thunks and the merged function. Of a proposal the
// model is sure of, only the thunks are measured (they decide between a
// thunk and rewritten calls); its merged function is a stub they can call.
func (d *driver) addProposal(u *cost.UnitBuilder, p *proposal) []string {
	var want []string
	add := func(name, text, stub string) {
		u.Add(name, text, true, stub)
		want = append(want, name)
	}
	for s, n := range [2]*node{p.a, p.b} {
		switch {
		case p.trusted || n.size >= 0:
		case n.orig >= 0:
			add(n.name, d.origText(n.orig, ""), "")
		default: // committed on a confident estimate, never compiled
			add(n.name, irmod.CodeOnly(n.merged.Text), irmod.Stub(n.merged.Text))
		}
		if p.thunk[s] != "" {
			add(p.thunk[s], d.thunkText(n.orig, p, s, p.thunk[s]), "")
		}
	}
	if p.trusted {
		u.Add(p.mg.Name, irmod.Stub(p.mg.Text), false, "")
	} else {
		add(p.mg.Name, irmod.CodeOnly(p.mg.Text), irmod.Stub(p.mg.Text))
	}
	return want
}

// measureGroupSize is about how many proposals share one scratch module:
// few llc runs, yet enough modules for the workers.
const measureGroupSize = 128

// measure compiles the proposals in a few scratch modules (at least two,
// so both cores work) and fills in measured sizes and Δ. Of proposals the
// model is confident about (driver.confident), only the thunks are
// compiled. A module llc rejects is split into one module per proposal,
// so that one bad proposal does not hide the others; a proposal that still
// cannot be measured is never committed.
func (d *driver) measure(props []*proposal) {
	var todo []*proposal
	seen := map[*proposal]bool{}
	for _, p := range props {
		if p.measured || seen[p] { // a pair is proposed by both its sides
			continue
		}
		seen[p] = true
		if d.confident(p) {
			p.trusted = true
			d.res.Trusted++
		}
		todo = append(todo, p)
	}
	if len(todo) == 0 {
		return
	}
	// The groups depend on the proposals only, never on Jobs: a
	// function's measured size can depend on what shares its scratch
	// module (alignment padding, constant pools), and the output must not
	// depend on -jobs. Measure.Sizes runs the groups on Jobs workers.
	ngroups := max(min(len(todo), 2), (len(todo)+measureGroupSize-1)/measureGroupSize)
	per := (len(todo) + ngroups - 1) / ngroups
	var groups [][]*proposal
	for lo := 0; lo < len(todo); lo += per {
		groups = append(groups, todo[lo:min(lo+per, len(todo))])
	}
	// A group whose scratch module llc refuses is split in halves until
	// the proposals at fault stand alone: a few more llc runs, not one
	// per proposal.
	for failed := d.measureGroups(groups); len(failed) > 0; {
		var halves [][]*proposal
		for _, g := range failed {
			if len(g) == 1 {
				g[0].measured, g[0].unmeasurable, g[0].delta = true, true, negInf
				d.res.Unmeasurable++
				continue
			}
			halves = append(halves, g[:len(g)/2], g[len(g)/2:])
		}
		if len(halves) == 0 {
			return
		}
		failed = d.measureGroups(halves)
	}
}

// measureGroups measures each group in one scratch module and returns the
// proposals that could not be measured, by group: those of a module llc
// refused, and those needing the size of a function compiled in such a
// module. Functions equal up to names (cost.SizeKey) are compiled once.
func (d *driver) measureGroups(groups [][]*proposal) [][]*proposal {
	b := d.scratch.NewBatch()
	want := map[*proposal][]string{}
	for _, g := range groups {
		u := b.NewUnit()
		for _, p := range g {
			want[p] = d.addProposal(u, p)
		}
	}
	sizes, runs, shared := b.Measure(d.opts.Measure)
	if b.Err != nil && d.res.MeasureError == "" {
		d.res.MeasureError = b.Err.Error()
	}
	d.res.MeasureRuns += runs
	d.res.SizesShared += shared
	var failed [][]*proposal
	for i, g := range groups {
		if sizes[i] == nil {
			failed = append(failed, g)
			continue
		}
		var missing []*proposal
		for _, p := range g {
			if !hasAll(sizes[i], want[p]) {
				missing = append(missing, p)
				continue
			}
			d.applySizes(p, sizes[i])
		}
		if len(missing) > 0 {
			failed = append(failed, missing)
		}
	}
	return failed
}

func hasAll(sz map[string]int, names []string) bool {
	for _, n := range names {
		if _, ok := sz[n]; !ok {
			return false
		}
	}
	return true
}

// applySizes computes the measured Δ of p from a unit's sizes: for a
// proposal the model is sure of, its estimate with the thunks measured.
func (d *driver) applySizes(p *proposal, sz map[string]int) {
	if p.trusted {
		eps := p.choose(float64(sz[p.thunk[0]]), float64(sz[p.thunk[1]]), 1)
		p.delta = p.a.cost + p.b.cost - p.merged - eps
		p.measured = true
		return
	}
	for _, n := range [2]*node{p.a, p.b} {
		if n.size < 0 {
			n.size = float64(sz[n.name])
		}
	}
	p.size = float64(sz[p.mg.Name])
	eps := p.choose(float64(sz[p.thunk[0]]), float64(sz[p.thunk[1]]), 1)
	p.delta = p.a.size + p.b.size - p.size - eps
	p.measured = true
	d.res.Measured++
	smp := Sample{First: p.a.name, Second: p.b.name, ModelA: p.a.table, ModelB: p.b.table, SizeA: p.a.size, SizeB: p.b.size,
		ModelMerged: cost.Ops(p.mg.Ops), Merged: p.size, Estimate: p.est, Delta: p.delta, Instructions: len(p.mg.Ops)}
	j := cost.CountJoins(p.mg.Ops)
	smp.Selects, smp.Phis, smp.Brs = j.Selects, j.Phis, j.CondBrs
	d.res.Samples = append(d.res.Samples, smp)
}
