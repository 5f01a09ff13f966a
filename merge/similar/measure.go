package similar

import (
	"crypto/sha256"
	"fmt"
	"io"
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
	// keys are the size keys of the functions compiled and measured
	// here; shared, those of measured functions whose size comes from
	// an equal function compiled before or in another unit of the batch.
	keys, shared map[string]sizeKey
}

func newUnit(d *driver) *unitBuilder {
	return &unitBuilder{d: d, names: map[string]bool{}, keys: map[string]sizeKey{}, shared: map[string]sizeKey{}}
}

// add puts function name into the unit; with measure, its size is wanted.
// A function whose size key was compiled before, or is compiled in another
// unit of this batch, is not compiled again: stub, when not "", stands in
// for it (a merged function, which code in the unit may call and no
// declaration can name); otherwise it is declared if referenced.
func (u *unitBuilder) add(name, text string, measure bool, stub string) {
	if u.names[name] {
		return
	}
	if _, ok := u.shared[name]; ok {
		return
	}
	if measure {
		k := u.d.sizeKey(text)
		if _, done := u.d.sizes[k]; done || u.d.owned[k] {
			u.shared[name] = k
			if stub != "" {
				u.names[name] = true
				u.defs = append(u.defs, stub)
			}
			return
		}
		u.d.owned[k] = true
		u.keys[name] = k
		u.want = append(u.want, name)
	}
	u.names[name] = true
	u.defs = append(u.defs, text)
}

// sizeKey identifies what llc's size of a function in a scratch module
// depends on: its text with the globals it names anonymized, and how each
// of them is declared (a thread_local variable is reached differently;
// the types). Template instances and the merges between them are often
// equal up to names: compiling one gives the size of all.
type sizeKey [sha256.Size]byte

func (d *driver) sizeKey(text string) sizeKey {
	anon, names := irmod.Anonymized(text)
	h := sha256.New()
	io.WriteString(h, anon)
	for i, n := range names {
		decl, err := d.declaration(n)
		if err != nil {
			decl = "scratch" // a merged function or thunk of the scratch module
		} else {
			decl = strings.Replace(decl, irmod.GlobalIdent(n), "@", 1)
		}
		fmt.Fprintf(h, "\x00%d %s", i, decl)
	}
	var k sizeKey
	h.Sum(k[:0])
	return k
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
				u.add(p.thunk[s], u.d.thunkText(n.orig, p, s, p.thunk[s]), true, "")
			}
		}
		u.add(p.mg.Name, stubText(p.mg.Text), false, "")
		return
	}
	for s, n := range [2]*node{p.a, p.b} {
		switch {
		case n.size >= 0:
		case n.orig >= 0:
			u.add(n.name, u.d.origText(n.orig, ""), true, "")
		default: // committed on a confident estimate, never compiled
			u.add(n.name, scratchBody(n.merged.Text), true, stubText(n.merged.Text))
		}
		if p.thunk[s] != "" {
			u.add(p.thunk[s], u.d.thunkText(n.orig, p, s, p.thunk[s]), true, "")
		}
	}
	u.add(p.mg.Name, scratchBody(p.mg.Text), true, stubText(p.mg.Text))
}

// needs lists the functions whose sizes p's Δ is computed from.
func (p *proposal) needs() []string {
	var out []string
	if !p.trusted {
		for _, n := range [2]*node{p.a, p.b} {
			if n.size < 0 {
				out = append(out, n.name)
			}
		}
		out = append(out, p.mg.Name)
	}
	for _, t := range p.thunk {
		if t != "" {
			out = append(out, t)
		}
	}
	return out
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
// proposals that could not be measured, by group: those of a module llc
// refused, and those needing the size of a function compiled in such a
// module. Functions equal up to names (sizeKey) are compiled once.
func (d *driver) measureGroups(groups [][]*proposal) [][]*proposal {
	d.owned = map[sizeKey]bool{}
	us := make([]*unitBuilder, len(groups))
	var units []cost.Unit
	var unitOf []int // index in units of group i's module, -1: none to compile
	bad := make([]bool, len(groups))
	for i, g := range groups {
		us[i] = newUnit(d)
		for _, p := range g {
			us[i].addProposal(p)
		}
		unitOf = append(unitOf, -1)
		if len(us[i].want) == 0 {
			continue // every size is known already
		}
		u, err := us[i].build()
		if err != nil {
			bad[i] = true
			continue
		}
		unitOf[i] = len(units)
		units = append(units, u)
	}
	sizes, errs := d.opts.Measure.Sizes(units)
	d.res.MeasureRuns += len(units)
	for i := range groups {
		if j := unitOf[i]; j >= 0 && errs[j] == nil {
			for name, k := range us[i].keys {
				d.sizes[k] = sizes[j][name]
			}
		}
	}
	var failed [][]*proposal
	for i, g := range groups {
		if j := unitOf[i]; bad[i] || j >= 0 && errs[j] != nil {
			failed = append(failed, g)
			continue
		}
		sz := map[string]int{}
		for name, k := range us[i].keys {
			sz[name] = d.sizes[k]
		}
		for name, k := range us[i].shared {
			if n, ok := d.sizes[k]; ok {
				sz[name] = n
				d.res.SizesShared++
			}
		}
		var missing []*proposal
		for _, p := range g {
			if !hasAll(sz, p.needs()) {
				missing = append(missing, p)
				continue
			}
			d.applySizes(p, sz)
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
