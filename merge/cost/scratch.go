package cost

import (
	"cmp"
	"crypto/sha256"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// Scratch modules. Measuring a merge compiles it with llc next to the
// originals it replaces and the thunks it needs, in a module of its own
// that holds only what llc needs to compile them: the type definitions
// they name, attribute groups, declarations of every global referenced,
// and the function texts with debug intrinsics and metadata attachments
// removed (irmod.CodeOnly: neither changes the code llc emits for the
// body). Similar merging also reads merged functions back through llir in
// such modules.

// Scratch builds scratch modules for one module m. It indexes m's type
// definitions, attribute groups and globals once, and remembers the size
// of every function it has had compiled, by size key.
type Scratch struct {
	m          *irmod.Module
	typesOnce  sync.Once
	types      *typeDefs
	targetOnce sync.Once
	target     string // the module's target lines (Head)
	declOnce   sync.Once
	declared   map[string]string // declarations of m's globals, by name
	sizes      map[SizeKey]int
}

// NewScratch returns a Scratch for m.
func NewScratch(m *irmod.Module) *Scratch {
	return &Scratch{m: m, sizes: map[SizeKey]int{}}
}

// Header is f's define line made to compile without the module around
// it: no comdat, no metadata, private made internal (a private function
// has no symbol to measure), optionally renamed.
func (s *Scratch) Header(f *irmod.Func, rename string) string {
	h, ok := s.m.HeaderOf(f)
	if !ok {
		// Not a header llc would take either: the unit fails and what
		// it measures is never committed.
		return "; unreadable header of " + f.Ident + "\n"
	}
	h = h.WithoutComdat().WithoutAttachments().Internal()
	if rename != "" {
		h = h.Renamed(irmod.GlobalIdent(rename))
	}
	return h.String()
}

// Declaration declares a global of m referenced by code compiled apart
// from it: a function by its types, a global variable or alias by its
// value type (aliases of functions become function declarations), as
// irmod.Module.Declarations cuts them from m's text.
func (s *Scratch) Declaration(name string) (string, error) {
	s.declOnce.Do(func() { s.declared = s.m.Declarations() })
	if decl, ok := s.declared[name]; ok {
		return decl, nil
	}
	return "", fmt.Errorf("cannot declare %s", name)
}

// typeDefs indexes the module's named type definitions for scratch modules.
// A scratch module needs the definitions of the types its text names, and
// of the types those name in turn, but no others: C++ modules define
// thousands of types, and parsing all of them again for every committed
// merge cost more than parsing the merged function itself.
type typeDefs struct {
	defs   []irmod.TypeDef // in module order
	index  map[string]int  // type name (irmod.LocalName) -> position in defs
	groups string          // every attribute group, one per line
}

// Head starts a scratch module holding decls and defs: the module's
// target lines (elfTarget), the type definitions they need (transitively) and every
// attribute group, then decls. Without the target lines llc compiled for
// its host: another target's code was measured as x86-64's, and an i386
// module's failed ("64-bit code requested on a subtarget that doesn't
// support it"), leaving every similar merge unmeasured.
func (s *Scratch) Head(decls string, defs ...string) string {
	s.targetOnce.Do(func() { s.target = elfTarget(s.m.TargetLines()) })
	return s.target + s.prelude(append([]string{decls}, defs...)) + decls
}

func (s *Scratch) prelude(texts []string) string {
	s.typesOnce.Do(s.indexTypes)
	td := s.types
	want := make([]bool, len(td.defs))
	var work []int
	mark := func(text string) {
		irmod.ScanLocals(text, func(start, end int) {
			if i, ok := td.index[irmod.LocalName(text[start:end])]; ok && !want[i] {
				want[i] = true
				work = append(work, i)
			}
		})
	}
	for _, t := range texts {
		mark(t)
	}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		for _, j := range td.defs[i].Refs {
			if !want[j] {
				want[j] = true
				work = append(work, j)
			}
		}
	}
	var b strings.Builder
	for i, t := range td.defs {
		if want[i] {
			b.WriteString(t.Line)
		}
	}
	b.WriteString(td.groups)
	return b.String()
}

// indexTypes reads the type definitions and attribute groups once, as the
// module writes them (irmod.TypeDefs).
func (s *Scratch) indexTypes() {
	td := &typeDefs{defs: s.m.TypeDefs(), index: map[string]int{}, groups: s.m.AttrGroupDefs()}
	for i, t := range td.defs {
		td.index[t.Name] = i
	}
	s.types = td
}

// SizeKey identifies what llc's size of a function in a scratch module
// depends on: its text with the globals it names anonymized, and how each
// of them is declared (a thread_local variable is reached differently;
// the types). Template instances and the merges between them are often
// equal up to names: compiling one gives the size of all.
type SizeKey [sha256.Size]byte

// Key is text's size key.
func (s *Scratch) Key(text string) SizeKey {
	anon, names := irmod.Anonymized(text)
	h := sha256.New()
	io.WriteString(h, anon)
	for i, n := range names {
		decl, err := s.Declaration(n)
		if err != nil {
			decl = "scratch" // a function of the scratch module only (merged, thunk)
		} else {
			decl = strings.Replace(decl, irmod.GlobalIdent(n), "@", 1)
		}
		fmt.Fprintf(h, "\x00%d %s", i, decl)
	}
	var k SizeKey
	h.Sum(k[:0])
	return k
}

// Batch is a set of scratch modules compiled together (Measure). Within a
// batch, and across batches of one Scratch, functions with equal size
// keys are compiled once.
type Batch struct {
	s     *Scratch
	owned map[SizeKey]bool // keys compiled by a unit of this batch
	units []*UnitBuilder
	// Err is, after Measure, why a unit failed (the first that could not
	// be built, else the first llc refused, in unit order); nil when none
	// failed.
	Err error
}

// NewBatch starts a batch.
func (s *Scratch) NewBatch() *Batch {
	return &Batch{s: s, owned: map[SizeKey]bool{}}
}

// UnitBuilder collects the functions of one scratch module of a batch.
type UnitBuilder struct {
	b     *Batch
	defs  []string
	names map[string]bool
	want  []string
	// keys are the size keys of the functions compiled and measured
	// here; shared, those of measured functions whose size comes from
	// an equal function compiled before or in another unit of the batch.
	keys, shared map[string]SizeKey
}

// NewUnit adds an empty scratch module to the batch.
func (b *Batch) NewUnit() *UnitBuilder {
	u := &UnitBuilder{b: b, names: map[string]bool{}, keys: map[string]SizeKey{}, shared: map[string]SizeKey{}}
	b.units = append(b.units, u)
	return u
}

// Add puts function name into the unit; with measure, its size is wanted.
// A function whose size key was compiled before, or is compiled in another
// unit of the batch, is not compiled again: stub, when not "", stands in
// for it (a generated function, which code in the unit may call and no
// declaration can name); otherwise it is declared if referenced.
func (u *UnitBuilder) Add(name, text string, measure bool, stub string) {
	if u.names[name] {
		return
	}
	if _, ok := u.shared[name]; ok {
		return
	}
	if measure {
		k := u.b.s.Key(text)
		if _, done := u.b.s.sizes[k]; done || u.b.owned[k] {
			u.shared[name] = k
			if stub != "" {
				u.names[name] = true
				u.defs = append(u.defs, stub)
			}
			return
		}
		u.b.owned[k] = true
		u.keys[name] = k
		u.want = append(u.want, name)
	}
	u.names[name] = true
	u.defs = append(u.defs, text)
}

var mdRef = regexp.MustCompile(`!\d+\b`)

// build writes the module: prelude, declarations of everything referenced
// but not defined, the definitions, and empty nodes for metadata operands
// that are still referenced (e.g. `metadata !5` arguments).
func (u *UnitBuilder) build() (Unit, error) {
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
		decl, err := u.b.s.Declaration(n)
		if err != nil {
			return Unit{}, err
		}
		decls.WriteString(decl + "\n")
	}
	const emptyNode = " = !{}\n"
	head := u.b.s.Head(decls.String(), u.defs...)
	size := len(head)
	for _, t := range u.defs {
		size += len(t)
	}
	mds := make([]string, 0, len(md))
	for r := range md {
		mds = append(mds, r)
		size += len(r) + len(emptyNode)
	}
	sort.Strings(mds)
	var b strings.Builder
	b.Grow(size) // one array: scratch modules were 155 MB of yaml-cpp's allocation
	b.WriteString(head)
	for _, t := range u.defs {
		b.WriteString(t)
	}
	for _, r := range mds {
		b.WriteString(r + emptyNode)
	}
	return Unit{Text: b.String(), Funcs: u.want}, nil
}

// Measure compiles the batch's modules with ms (those with nothing of
// their own to compile are not run) and returns, per unit, the size of
// every measured function it holds, its own or an equal one's; nil for a
// unit that could not be built or compiled. A function whose equal was
// compiled in a failed unit has no size. runs counts llc runs, shared the
// sizes taken from an equal function.
func (b *Batch) Measure(ms *Measurer) (sizes []map[string]int, runs, shared int) {
	var todo []int // the units with a function of their own to compile
	for i, u := range b.units {
		if len(u.want) > 0 {
			todo = append(todo, i)
		}
	}
	// Each unit's text is made by the worker that compiles it.
	buildErrs := make([]error, len(todo))
	compiled, errs := ms.SizesOf(len(todo), func(j int) (Unit, bool) {
		u := b.units[todo[j]]
		unit, err := u.build()
		u.defs = nil // in the unit's text now, or of no use
		buildErrs[j] = err
		return unit, err == nil
	})
	failed := make([]bool, len(b.units))
	// Why the batch failed: the first unit that could not be built, else
	// the first llc refused, in unit order.
	for _, list := range [][]error{buildErrs, errs} {
		for j, err := range list {
			if err != nil {
				failed[todo[j]] = true
				b.Err = cmp.Or(b.Err, err)
			}
		}
	}
	for j, i := range todo {
		if buildErrs[j] == nil {
			runs++ // llc ran, if only to refuse it
		}
		if failed[i] {
			continue
		}
		for name, k := range b.units[i].keys {
			b.s.sizes[k] = compiled[j][name]
		}
	}
	sizes = make([]map[string]int, len(b.units))
	for i, u := range b.units {
		if failed[i] {
			continue
		}
		sz := map[string]int{}
		for name, k := range u.keys {
			sz[name] = b.s.sizes[k]
		}
		for name, k := range u.shared {
			if n, ok := b.s.sizes[k]; ok {
				sz[name] = n
				shared++
			}
		}
		sizes[i] = sz
	}
	return sizes, runs, shared
}

// nonELF are words of target triples whose platforms write objects other
// than ELF: COFF (Windows), Mach-O (Apple), XCOFF (AIX), WebAssembly.
var nonELF = []string{"windows", "win32", "mingw", "cygwin", "uefi", "apple", "darwin", "macos", "ios", "tvos", "watchos", "aix", "wasm"}

// elfTarget returns the target lines scratch modules are compiled with:
// lines (the module's) when its triple names an ELF platform, since
// ObjectSizes reads ELF; otherwise the triple's architecture on Linux
// without the datalayout (the code of one architecture is much the same
// size in any object format), or nothing for an architecture Linux has
// not (llc's host).
func elfTarget(lines string) string {
	const key = `target triple = "`
	i := strings.Index(lines, key)
	if i < 0 {
		return lines
	}
	triple := lines[i+len(key):]
	triple = triple[:strings.IndexByte(triple+`"`, '"')]
	for _, w := range nonELF {
		if strings.Contains(triple, w) {
			arch, _, _ := strings.Cut(triple, "-")
			if arch == "" || strings.HasPrefix(arch, "wasm") {
				return ""
			}
			return key + arch + "-unknown-linux-gnu\"\n"
		}
	}
	return lines
}
