package similar

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"

	"github.com/llir/llvm/ir/types"

	"github.com/fmerge/rules_fmerge/merge/cost"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// Measured profitability (Options.Measure). Every proposed merge is
// compiled with llc in a scratch module next to the originals it replaces
// and the thunks it needs; Δ is then the exact .text difference. Scratch
// modules hold only what llc needs to compile those functions: type
// definitions, attribute groups, declarations of every global referenced,
// and the function texts with debug intrinsics and metadata attachments
// removed (neither changes the code llc emits for the body).

// negInf is the Δ of a proposal that could not be measured.
var negInf = math.Inf(-1)

var mdRef = regexp.MustCompile(`!\d+\b`)

// scratchHeader is f's define line made to compile without the module
// around it: no comdat, no metadata, private made internal (a private
// function has no symbol to measure), optionally renamed.
func (d *driver) scratchHeader(f *irmod.Func, rename string) string {
	h, ok := d.m.HeaderOf(f)
	if !ok {
		// Not a header llc would take either: the unit fails and the
		// proposal is never committed.
		return "; unreadable header of " + f.Ident + "\n"
	}
	h = h.WithoutComdat().WithoutAttachments().Internal()
	if rename != "" {
		h = h.Renamed(irmod.GlobalIdent(rename))
	}
	return h.String()
}

// scratchBody removes debug intrinsics, noalias scope declarations and
// metadata attachments: none of them emits code, and the metadata they
// name is not in the scratch module.
func scratchBody(body string) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(body, "\n") {
		if strings.Contains(line, "@llvm.dbg.") || strings.Contains(line, "@llvm.experimental.noalias.scope.decl(") {
			continue
		}
		b.WriteString(irmod.WithoutAttachments(line))
	}
	return b.String()
}

// origText is an original definition as compiled in a scratch module.
func (d *driver) origText(i int, rename string) string {
	f := d.m.Funcs[i]
	c := d.m.Chunks[f.Chunk]
	return d.scratchHeader(f, rename) + scratchBody(string(d.m.Text[c.BodyStart:c.End]))
}

// thunkText is the thunk that would replace original i if it went into mg
// on the given side, named name (no debug location).
func (d *driver) thunkText(i int, p *proposal, side int, name string) string {
	f := d.m.Funcs[i]
	header := d.scratchHeader(f, name)
	args := thunkArgs(f, p.mg.ParamAttrs, p.mg.ParamMap[side])
	return header + thunkCall(f, p.mg.Name, p.mg, side, args, "") + "}\n"
}

// unitBuilder collects the functions of one scratch module.
type unitBuilder struct {
	d     *driver
	defs  []string
	names map[string]bool
	want  []string
}

func (u *unitBuilder) add(name, text string, measure bool) {
	if u.names[name] {
		return
	}
	u.names[name] = true
	u.defs = append(u.defs, text)
	if measure {
		u.want = append(u.want, name)
	}
}

// build writes the module: prelude, declarations of everything referenced
// but not defined, the definitions, and empty nodes for metadata operands
// that are still referenced (e.g. `metadata !5` arguments).
func (u *unitBuilder) build() (cost.Unit, error) {
	refs := map[string]bool{}
	var order []string
	md := map[string]bool{}
	for _, t := range u.defs {
		for _, n := range irmod.GlobalNames(t) {
			if !refs[n] && !u.names[n] {
				refs[n] = true
				order = append(order, n)
			}
		}
		for _, r := range mdRef.FindAllString(t, -1) {
			md[r] = true
		}
	}
	sort.Strings(order)
	var decls strings.Builder
	for _, n := range order {
		decl, err := u.d.declaration(n)
		if err != nil {
			return cost.Unit{}, err
		}
		decls.WriteString(decl + "\n")
	}
	var b strings.Builder
	b.WriteString(u.d.scratchHead(decls.String(), u.defs...))
	for _, t := range u.defs {
		b.WriteString(t)
	}
	mds := make([]string, 0, len(md))
	for r := range md {
		mds = append(mds, r)
	}
	sort.Strings(mds)
	for _, r := range mds {
		fmt.Fprintf(&b, "%s = !{}\n", r)
	}
	return cost.Unit{Text: b.String(), Funcs: u.want}, nil
}

// addProposal puts everything proposal p needs measured into u. Of a
// proposal the model is sure of, only the thunks are measured (they
// decide between a thunk and rewritten calls); its merged function is a
// stub they can call.
func (u *unitBuilder) addProposal(p *proposal) {
	if p.trusted {
		for s, n := range [2]*node{p.a, p.b} {
			if p.thunk[s] != "" {
				u.add(p.thunk[s], u.d.thunkText(n.orig, p, s, p.thunk[s]), true)
			}
		}
		u.add(p.mg.Name, stubText(p.mg.Text), false)
		return
	}
	for s, n := range [2]*node{p.a, p.b} {
		switch {
		case n.size >= 0:
		case n.orig >= 0:
			u.add(n.name, u.d.origText(n.orig, ""), true)
		default: // committed on a confident estimate, never compiled
			u.add(n.name, scratchBody(n.merged.Text), true)
		}
		if p.thunk[s] != "" {
			u.add(p.thunk[s], u.d.thunkText(n.orig, p, s, p.thunk[s]), true)
		}
	}
	u.add(p.mg.Name, scratchBody(p.mg.Text), true)
}

// stubText is a merged function's define line with a body that emits
// (almost) nothing: enough for llc to compile thunks that call it.
func stubText(merged string) string {
	line, _, _ := strings.Cut(merged, "\n")
	return line + "\n  unreachable\n}\n"
}

// measureGroupSize is about how many proposals share one scratch module:
// few llc runs, yet enough modules for the workers.
const measureGroupSize = 128

// measure compiles the proposals in a few scratch modules (at least two,
// so both cores work) and fills in measured sizes and Δ. Of proposals the
// model is confident about (driver.confident), only the thunks are
// compiled. A module llc
// rejects is split into one module per proposal, so that one bad proposal
// does not hide the others; a proposal that still cannot be measured is
// never committed.
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
				g[0].measured, g[0].delta = true, negInf
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
// groups whose module could not be compiled.
func (d *driver) measureGroups(groups [][]*proposal) [][]*proposal {
	units := make([]cost.Unit, len(groups))
	bad := make([]bool, len(groups))
	for i, g := range groups {
		u := &unitBuilder{d: d, names: map[string]bool{}}
		for _, p := range g {
			u.addProposal(p)
		}
		var err error
		if units[i], err = u.build(); err != nil {
			bad[i] = true
		}
	}
	sizes, errs := d.opts.Measure.Sizes(units)
	d.res.MeasureRuns += len(units)
	var failed [][]*proposal
	for i, g := range groups {
		if bad[i] || errs[i] != nil {
			failed = append(failed, g)
			continue
		}
		for _, p := range g {
			d.applySizes(p, sizes[i])
		}
	}
	return failed
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
	for _, op := range p.mg.Ops {
		switch op {
		case opcode.Key{Op: opcode.Select}:
			smp.Selects++
		case opcode.Key{Op: opcode.PHI}:
			smp.Phis++
		case opcode.CondBrKey:
			smp.Brs++
		}
	}
	d.res.Samples = append(d.res.Samples, smp)
}

// declaration declares a global referenced by code compiled apart from its
// module: a function by its signature, a global variable or alias by its
// content type (aliases of functions become function declarations).
func (d *driver) declaration(name string) (string, error) {
	if d.declared == nil {
		d.indexGlobals()
	}
	if decl, ok := d.declared[name]; ok {
		return decl, nil
	}
	id := irmod.GlobalIdent(name)
	if f := d.m.Func(name); f != nil {
		s := f.IR.Sig
		var ps []string
		for _, p := range s.Params {
			ps = append(ps, p.String())
		}
		if s.Variadic {
			ps = append(ps, "...")
		}
		return fmt.Sprintf("declare %s %s(%s)", s.RetType, id, strings.Join(ps, ", ")), nil
	}
	return "", fmt.Errorf("cannot declare %s", name)
}

// indexGlobals fills d.declared with the declarations of every global
// variable and alias, once: looking them up by scanning the module for each
// name was the largest cost of re-parsing merged functions on big C++
// programs (llir computes a name on every call).
func (d *driver) indexGlobals() {
	d.declared = map[string]string{}
	for _, g := range d.m.IR.Globals {
		tls := ""
		if g.TLSModel != 0 {
			tls = "thread_local "
		}
		name := g.Name()
		d.declared[name] = fmt.Sprintf("%s = external %sglobal %s", irmod.GlobalIdent(name), tls, g.ContentType)
	}
	for _, a := range d.m.IR.Aliases {
		name := a.Name()
		if _, ok := d.declared[name]; ok {
			continue
		}
		id := irmod.GlobalIdent(name)
		if ft, ok := a.Typ.ElemType.(*types.FuncType); ok {
			var ps []string
			for _, p := range ft.Params {
				ps = append(ps, p.String())
			}
			if ft.Variadic {
				ps = append(ps, "...")
			}
			d.declared[name] = fmt.Sprintf("declare %s %s(%s)", ft.RetType, id, strings.Join(ps, ", "))
		} else {
			d.declared[name] = fmt.Sprintf("%s = external global %s", id, a.Typ.ElemType)
		}
	}
}
