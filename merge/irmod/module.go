package irmod

import (
	"bytes"
	"fmt"
	"maps"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unsafe"

	llast "github.com/llir/ll/ast"
	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"golang.org/x/sync/errgroup"
)

// Module is one whole-program LLVM module: its original text, the llir view
// used for analysis, and the edits made so far.
type Module struct {
	Name string // file name used in messages
	// Text is the original module text, less any module summary (see
	// dropSummary); never modified.
	Text []byte
	// SummaryLines counts the module-summary lines dropped from the input.
	SummaryLines int
	IR           *ir.Module
	Chunks       []Chunk
	Refs         []GlobalRef
	// Funcs lists every function, definitions and declarations, in the
	// order llir gives (the order of the text).
	Funcs []*Func

	opts       ParseOptions // as parsed (Analyse reuses them)
	byName     map[string]*Func
	refsByName map[string][]int
	edits      []edit
	tokenEdit  map[int]int // token start -> index in edits
	headEdit   map[int]int // definition chunk -> index in edits of its header or deletion edit
	appended   []string
	mdAppended []string // new metadata, written at the very end
	nextMD     int

	twins int // definitions that took a twin's reading (bindTwins)

	mdOnce sync.Once
	mdAt   mdNums[int] // indexMetadata: 1+ the offset of !N's definition
	mdMax  int         // the highest metadata number defined (indexMetadata)

	groupsOnce sync.Once
	groups     map[string][]string // "#N" -> attribute texts

	groupsWithout map[string]string // "N word" -> the group without it (AttrGroupWithout)
	nextGroup     int               // the number of the next group made (0: not known yet)

	equivOnce sync.Once
	hasEquiv  bool // the text names dso_local_equivalent (equivalents)

	blockAddrOnce sync.Once
	blockAddr     map[string]bool // functions named by blockaddress (BlockAddressTaken)

	sharedOnce sync.Once
	shared     bool // compiled for a shared library (Preemptible)

	symbolsOnce sync.Once
	symbols     map[string]bool // the symbols the input's globals may be emitted as (SymbolTaken)

	// UseListsDropped counts the module-level use-list order directives
	// LoadLTO dropped because LLVM could not read them back (see
	// readableUseLists).
	UseListsDropped int
	// Timings are the parts of loading and analysing, in order
	// (disassembly, selection, llir, indexing), for `-stats`. Indexing
	// runs while llir parses: its time overlaps llir's.
	Timings []Timing

	check      chan error // LLVM's verdict on the input, pending (ParseOptions.CheckLater)
	checkOnce  sync.Once
	checkError error
}

// DropAnalysis lets go of llir's view of the module (IR, and each
// function's IR) once no stage will read it: its objects are a large part
// of a module's memory, and rendering, checking and writing the result
// need only the text, the chunks and the edits.
func (m *Module) DropAnalysis() {
	m.IR = nil
	for _, f := range m.Funcs {
		f.IR = nil
	}
}

// Timing is how long one part of loading took.
type Timing struct {
	Name     string
	Duration time.Duration
}

// timed runs f and records its duration under name.
func (m *Module) timed(name string, f func() error) error {
	start := time.Now()
	err := f()
	m.Timings = append(m.Timings, Timing{name, time.Since(start)})
	return err
}

// Checked returns LLVM's verdict on the input when LoadWith left it
// pending (ParseOptions.CheckLater), waiting for it if need be; nil when
// the input passed or no check was left pending.
func (m *Module) Checked() error {
	m.checkOnce.Do(func() {
		if m.check != nil {
			m.checkError = <-m.check
		}
	})
	return m.checkError
}

// Func is one function of the module.
type Func struct {
	IR    *ir.Func
	Name  string
	Ident string // the identifier as written in the text, e.g. @foo or @"a b"
	Chunk int    // index in Module.Chunks of the definition; -1 for declarations
	// DefRef is the index in Module.Refs of the name token in the define
	// line; -1 for declarations.
	DefRef int
	// Analysed is set when IR holds the body (see ParseOptions); a
	// definition not analysed appears in IR as a declaration.
	Analysed bool
	// RetAlign is the return-attribute align of the definition, which is
	// stripped before llir parses it (0 if none).
	RetAlign uint64
	// Extra lists, in text order, facts llir drops: the align of every
	// atomicrmw/cmpxchg (tagged with AtomicTag) and the return-attribute
	// align of every call/invoke/callbr (0 where absent).
	Extra []uint64
	// Inexact lists, in text order, the floating-point literals llir does
	// not print back bit for bit (NaN payloads and the like); the
	// comparator compares them, and they make the function Unsupported.
	Inexact []string
	// Unsupported is non-empty when llir cannot print this function
	// faithfully; such a function may be compared and merged by text edits
	// but never re-printed.
	Unsupported string
	// Twin, when set, is the definition whose text this one repeats but
	// for its name: IR shares its body (ParseOptions.ShareTwins).
	Twin *Func
}

// AtomicTag marks atomic-instruction entries in Func.Extra so that they can
// never be confused with call return alignments.
const AtomicTag = uint64(1) << 62

// Defined reports whether the function has a body in this module.
func (f *Func) Defined() bool { return f.Chunk >= 0 }

// Numbered reports an unnamed function (`@0`): LLVM requires unnamed
// globals to be numbered 0, 1, 2, ... in order, so deleting one (as
// merging deletes a function nothing names any more) would leave a gap
// the parser refuses, and renumbering every later one is text surgery
// no merge is worth. Merging leaves such functions as they are.
func (f *Func) Numbered() bool {
	id := strings.TrimPrefix(f.Ident, "@")
	if id == "" || id == f.Ident {
		return false
	}
	for i := 0; i < len(id); i++ {
		if id[i] < '0' || id[i] > '9' {
			return false
		}
	}
	return true
}

// Unread reports a definition whose body the IR library could not read
// (Unsupported says why): it is merged with nothing.
func (f *Func) Unread() bool { return f.Defined() && !f.Analysed && f.Unsupported != "" }

// Func returns the function with the given name, or nil.
func (m *Module) Func(name string) *Func { return m.byName[name] }

// Text returns the original text of a definition (nil for declarations).
func (m *Module) FuncText(f *Func) []byte {
	if f.Chunk < 0 {
		return nil
	}
	c := m.Chunks[f.Chunk]
	return m.Text[c.Start:c.End]
}

// ParseOptions select how much of a module llir analyses.
type ParseOptions struct {
	// Select, when set, chooses the definitions llir reads: it is called
	// once the module is cut into chunks (Text and Chunks are set) and
	// returns the define chunks to analyse (nil: all). The others reach
	// llir as declarations. Candidate ranking uses it to give llir only
	// the functions the front end's own text reader (merge/irtext) could
	// not read.
	Select func(m *Module) map[int]bool
	// OnlyShapeCollisions gives llir only the definitions whose ShapeHash
	// another definition shares; the others reach llir as declarations
	// (Func.Analysed is false). Enough for identical merging, and much
	// faster: most functions of a program have a unique shape.
	OnlyShapeCollisions bool
	// Valid says the text is valid LLVM IR: printed by an LLVM tool, or
	// accepted by LLVM's parser and verifier (LoadWith and LoadLTO set
	// it). Then a failure of llir inside a function body is llir's own
	// defect, and is contained: that function is not analysed (see
	// parseContained). Without it such a failure is the module's error.
	Valid bool
	// Deferred makes ParseWith only cut the text into chunks: Text and
	// Chunks are set, IR, Refs and Funcs stay empty until Analyse. A
	// read-only analysis that reads bodies with its own reader (candidate
	// ranking, merge/irtext) calls Analyse only when that reader left
	// functions for llir, and so never parses the prelude of a module it
	// could read whole.
	Deferred bool
	// Unverified makes LoadWith skip LLVM's verifier on textual input in
	// LLVM's printed layout (Valid is then false for it: llir's failures
	// are that input's errors, with file and line) and on one bitcode
	// input. Text in another layout is still printed again by opt, which
	// checks it, and llvm-link checks what it links; bitcode and linked
	// inputs are printed by LLVM tools and stay Valid. For read-only
	// analyses of modules too large to verify in time: `opt -verify` reads
	// 14 MB of IR a second, so a million-function module costs it minutes.
	// Only bodies that neither fmerge's text reader nor llir accepts are
	// then errors; the prelude and define lines are not checked.
	Unverified bool
	// CheckLater lets LoadWith return a textual or bitcode input as soon
	// as it is parsed, while LLVM's verifier, which runs beside the parse,
	// may still be checking it: the caller must call Module.Checked, and
	// honour its error, before it writes anything. The verifier takes
	// longer than fmerge's reading, so waiting for it only once merging
	// is done saves that difference. A parse error still waits for the
	// verifier, whose message wins.
	CheckLater bool
	// Jobs, when above 1, lets llir read the definitions of a large
	// module as that many modules at once (parseShards): the first holds
	// the whole prelude, every other the part its bodies reach
	// (shardPrelude), and each a share of the bodies, the rest as
	// declarations. Functions of different shards then refer to each
	// other through distinct llir objects, so only analyses that tell
	// globals apart by name and types by structure or name may use it:
	// similar merging does, and so does the identical comparator
	// (compare.GlobalKey). Identical merging still reads unsharded: the
	// first shard, holding every function, outweighs the others, and
	// shards were slower (yaml-cpp's 7 MB of colliding bodies 0.94-0.99 s
	// against 0.88-0.91 s; 200,000 tiny functions 3.5 s against 2.9 s).
	Jobs int
	// ScanJobs is how many workers scan the text for references to
	// globals (Module.Refs; 0: one), whatever Jobs says: the result does
	// not depend on it.
	ScanJobs int
	// Early, when set, reads definitions while the LLVM tool LoadWith
	// runs (llvm-dis, llvm-link) is still printing them (EarlyReader).
	// Textual input is not printed by a tool, and is not read early.
	Early *EarlyReader
	// ShareTwins has llir read only the first of definitions whose text
	// is the same but for their name, the others sharing its reading
	// (findTwins): 200,000 functions of one body are read once. Their
	// llir bodies are then one object, which only an analysis that
	// changes every twin alike may change (identical merging).
	ShareTwins bool
	// ReachedPrelude gives llir, of an unsharded read of selected
	// definitions, only the prelude they reach (shardPrelude: the
	// globals, declarations and definitions they name, transitively, and
	// every top-level line that defines no global), and other definitions
	// only where their llir object must be their own (viewPrelude). Every
	// function still has its Func, those llir does not see with a header
	// of their name alone (bindUnseen), and every line is still checked.
	// Only analyses that know globals by name and need no llir object for
	// what they do not analyse may use it: identical merging does. On
	// yaml-cpp its llir read went from 0.80-0.86 to 0.56-0.59 s (the
	// prelude alone, unpruned, costs 0.4 s).
	ReachedPrelude bool
	// ParseDebugInfo gives llir the debug information as written: the
	// specialized metadata nodes (DI*) instead of empty tuples
	// (debugNodeStub), and instructions with their `!dbg` locations
	// (withoutDebugLoc). Only tests set it, to show that leaving debug
	// information out changes no result.
	ParseDebugInfo bool
}

// Parse builds a Module from LLVM 14 assembly text, analysing every
// function. name is used in error messages ("name:line: message").
func Parse(name string, text []byte) (*Module, error) {
	return ParseWith(name, text, ParseOptions{})
}

// newModule is the module of text before any analysis: no chunks, no
// functions, empty indexes.
func newModule(name string, text []byte, summaryLines int) *Module {
	return &Module{Name: name, Text: text, SummaryLines: summaryLines, byName: map[string]*Func{}, refsByName: map[string][]int{}}
}

// ParseWith is Parse with options.
func ParseWith(name string, text []byte, opts ParseOptions) (*Module, error) {
	text, summary := dropSummary(text)
	m := newModule(name, text, summary)
	chunks, err := splitChunks(text)
	if err != nil {
		return nil, m.wrap(err)
	}
	m.Chunks = chunks
	m.opts = opts
	if opts.Deferred {
		return m, nil
	}
	if err := m.analyse(opts); err != nil {
		return nil, unreadable(m, opts, err)
	}
	return m, nil
}

// Analyse finishes a module parsed with ParseOptions.Deferred: llir reads
// the prelude and the definitions in selected (nil: all; definitions
// named by blockaddress are always read), and IR, Refs and Funcs are set.
// It may be called once, and only on a deferred module; selected replaces
// any ParseOptions.Select or OnlyShapeCollisions the module was parsed with.
func (m *Module) Analyse(selected map[int]bool) error {
	if !m.opts.Deferred || m.IR != nil {
		return fmt.Errorf("%s: Analyse called on a module already analysed", m.Name)
	}
	opts := m.opts
	opts.OnlyShapeCollisions = false
	opts.Select = func(*Module) map[int]bool { return selected }
	return m.analyse(opts)
}

// analyse runs llir on the chunks opts selects and binds the functions.
func (m *Module) analyse(opts ParseOptions) error {
	var analyse map[int]bool
	var twins []twin
	m.timed("select", func() error {
		switch {
		case opts.OnlyShapeCollisions:
			analyse = shapeCollisions(m.Text, m.Chunks)
		case opts.Select != nil:
			analyse = opts.Select(m)
		}
		if opts.ShareTwins && analyse != nil {
			named := withBlockAddressed(m.Text, m.Chunks, map[int]bool{})
			for ci := range named {
				analyse[ci] = true
			}
			twins = findTwins(m.Text, m.Chunks, analyse, named)
		} else {
			analyse = withBlockAddressed(m.Text, m.Chunks, analyse)
		}
		return nil
	})
	// The index reads only the text: it is built while llir parses, on
	// the cores llir leaves idle (one, unsharded: identical merging).
	indexed := make(chan time.Duration, 1)
	go func() {
		start := time.Now()
		m.index(opts)
		indexed <- time.Since(start)
	}()
	var facts map[int]*chunkFacts
	var bodies map[string]*ir.Func
	err := m.timed("llir", func() (err error) {
		m.IR, bodies, facts, err = m.parseShards(analyse, opts)
		return err
	})
	m.Timings = append(m.Timings, Timing{"index", <-indexed})
	if err != nil {
		m.IR = nil
		return err
	}
	return m.timed("bind", func() error {
		if err := m.bindFuncs(facts, bodies); err != nil {
			return err
		}
		if opts.ReachedPrelude {
			m.bindUnseen(facts, twins)
		}
		m.bindTwins(twins)
		return nil
	})
}

// index reads the references to globals from the text (Refs).
func (m *Module) index(opts ParseOptions) {
	m.Refs = scanGlobalRefs(m.Text, m.Chunks, max(opts.Jobs, opts.ScanJobs))
	// A valid module defines or declares every global it names once, so
	// the defining tokens count the names: sized once, the map is not
	// rehashed as it grows (200,000 functions).
	defs := 0
	for _, r := range m.Refs {
		if r.Def {
			defs++
		}
	}
	m.refsByName = make(map[string][]int, defs)
	for i, r := range m.Refs {
		m.refsByName[r.Name] = append(m.refsByName[r.Name], i)
	}
}

// shardBodies is how many times the text every shard reads again (the
// prelude and every define line) the bodies must outweigh for shards to
// pay: on yaml-cpp the bodies are 10.7 times that text and shards save a
// fifth of the re-parse; 200,000 tiny functions (1.2 times) took 40% more
// time and 70% more memory in shards. (Measured when every shard read the
// whole prelude; with shard preludes the tiny functions' re-parse is
// still slower in shards, 2.9-3.4 s against 2.7 s.)
var shardBodies = 8 // a variable for tests

// shardsPerJob: more shards than workers keep fewer of llir's syntax
// trees alive at once (a worker's tree is garbage once its shard is
// translated), at the cost of more shard preludes to read. Four against
// two, default mode, 2 cores: yaml-cpp + gtest's largest live heap 831-986
// -> 653-661 MB, peak RSS 1.35-1.65 -> 1.22 GB, its re-parse 5.1 -> 5.5 s;
// SQLite's peak RSS 252-258 -> 200-208 MB, 0.1 s slower. Eight saved
// little more (644 MB) and cost 1.1 s.
const shardsPerJob = 4

// shardBytes bounds the definitions of one shard: llir's syntax tree of a
// shard is about twelve times its text and lives until the shard is
// translated, one per worker at once. On yaml-cpp + gtest (86 MB of
// definitions, 2 workers) four shards per worker peaked at 1,030-1,143
// MiB, 24 shards of about 3.6 MB at 882-889 MiB, for 1.7 s more (28.0-29.4
// s against 26.2-27.4 s, alternating) before the shards left out comments
// and named metadata (needless).
const shardBytes = 4 << 20

// shardCount is how many shards size bytes of definitions are read in
// by jobs workers: shardsPerJob each, more when shards would outgrow
// shardBytes.
func shardCount(size, jobs int) int {
	return max(shardsPerJob*jobs, (size+shardBytes-1)/shardBytes)
}

// cutShards cuts the define chunks defs (in module order, size bytes in
// all) into n contiguous runs of about equal size, each also holding
// always (the definitions named by blockaddress). A run may be nil when
// defs are few and large.
func (m *Module) cutShards(defs []int, size, n int, always map[int]bool) []map[int]bool {
	shards := make([]map[int]bool, n)
	per, acc := (size+n-1)/n, 0
	for _, ci := range defs {
		s := min(acc/per, n-1)
		if shards[s] == nil {
			shards[s] = maps.Clone(always)
		}
		shards[s][ci] = true
		acc += m.Chunks[ci].End - m.Chunks[ci].Start
	}
	return shards
}

// shardMin is the size of analysed definitions below which one llir module
// reads them all: each more shard parses the prelude again.
var shardMin = 8 << 20 // a variable for tests

// parseShards runs parseContained on ParseOptions.Jobs shards of the
// analysed definitions at once, when they are large enough: contiguous
// runs of about equal size, so that the work does not depend on anything
// but the text and Jobs. Definitions named by blockaddress are read in
// every shard (a global's blockaddress needs the body). It returns the
// first shard's module (every shard holds the whole prelude), the bodies
// the other shards read by function name, and the facts of each define
// chunk from the shard that read it.
func (m *Module) parseShards(analyse map[int]bool, opts ParseOptions) (*ir.Module, map[string]*ir.Func, map[int]*chunkFacts, error) {
	var defs []int
	size, body, overhead := 0, 0, 0
	for ci, c := range m.Chunks {
		switch {
		case c.Kind == ChunkDefine && (analyse == nil || analyse[ci]):
			defs = append(defs, ci)
			size += c.End - c.Start
			body += c.End - c.BodyStart
			overhead += c.BodyStart - c.Start
		case c.Kind == ChunkDefine:
			overhead += c.BodyStart - c.Start
		default:
			overhead += c.End - c.Start
		}
	}
	if opts.Jobs <= 1 || size < shardMin || body < shardBodies*overhead {
		var sp *shardPrelude // the whole prelude
		if opts.ReachedPrelude && analyse != nil {
			sp = newPreludeIndex(m).viewPrelude(m, analyse)
		}
		irm, facts, err := m.parseContained(analyse, opts, sp)
		return irm, nil, facts, err
	}
	always := withBlockAddressed(m.Text, m.Chunks, map[int]bool{})
	shards := m.cutShards(defs, size, shardCount(size, opts.Jobs), always)
	mods := make([]*ir.Module, len(shards))
	facts := make([]map[int]*chunkFacts, len(shards))
	errs := make([]error, len(shards))
	px := newPreludeIndex(m)
	var g errgroup.Group
	g.SetLimit(opts.Jobs)
	for s, sel := range shards {
		if sel == nil {
			sel = maps.Clone(always)
		}
		g.Go(func() error {
			var sp *shardPrelude // the first shard is the module's view: whole
			if s > 0 {
				sp = px.prelude(m, sel)
			}
			mods[s], facts[s], errs[s] = m.parseContained(sel, opts, sp)
			return nil
		})
	}
	g.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, nil, nil, err
		}
	}
	bodies := map[string]*ir.Func{}
	all := facts[0]
	for s, sel := range shards {
		for ci := range sel {
			all[ci] = facts[s][ci]
		}
		if s == 0 {
			continue
		}
		for _, f := range mods[s].Funcs {
			if len(f.Blocks) > 0 {
				if _, ok := bodies[NameOf(&f.GlobalIdent)]; !ok {
					bodies[NameOf(&f.GlobalIdent)] = f
				}
			}
		}
	}
	return mods[0], bodies, all, nil
}

// DefineName returns the identifier of the function defined in chunk ci
// as written (e.g. @foo or @"a b") and its decoded name (as Func.Name),
// read from the define line alone: usable before Analyse. ok is false for
// a chunk that is not a definition or whose name cannot be found.
func (m *Module) DefineName(ci int) (ident, name string, ok bool) {
	c := m.Chunks[ci]
	if c.Kind != ChunkDefine {
		return "", "", false
	}
	header := m.Text[c.Start:c.BodyStart]
	found := false
	ScanGlobals(header, func(start, end int, n string) {
		if !found {
			ident, name, found = string(header[start:end]), n, true
		}
	})
	return ident, name, found
}

// MaxReparses bounds how often a module is parsed again after llir failed
// inside a body: each parse costs as much as the first.
const MaxReparses = 8

// parseContained gives llir the sanitized module. When llir fails on text
// known to be valid (ParseOptions.Valid) inside the body of a function it
// was to analyse (a construct its grammar lacks, such as an attachment on
// `freeze`), that function alone is given to it as a declaration, with
// the reason in Func.Unsupported, and the module is parsed again: one
// function llir cannot read is merged with nothing, and the rest of the
// module is merged as usual. On the first such failure every body is also
// checked on its own (bodySyntaxErrors), so that any number of unreadable
// functions costs one more parse, not one each. A failure anywhere else,
// or one that persists through MaxReparses parses, is the module's error.
func (m *Module) parseContained(analyse map[int]bool, opts ParseOptions, sp *shardPrelude) (*ir.Module, map[int]*chunkFacts, error) {
	unreadable := map[int]string{}
	for reparses := 0; ; reparses++ {
		clean, facts, err := m.sanitize(analyse, unreadable, opts, sp)
		if err != nil {
			return nil, nil, err
		}
		if !opts.ParseDebugInfo {
			clean = pruneMetadata(clean, nil)
		}
		clean, lines := dropBlankLines(clean)
		irm, err := parseLLIR(m.Name, clean)
		if err == nil {
			detachNames(irm) // clean is then let go
			return irm, facts, nil
		}
		if pe, ok := err.(*parseError); ok && pe.line > 0 {
			pe.line = lines.origOf(pe.line)
		}
		ci := m.bodyChunkAt(err)
		if _, again := unreadable[ci]; !opts.Valid || ci < 0 || again || reparses >= MaxReparses {
			return nil, nil, err
		}
		if reparses == 0 {
			for cj, why := range m.bodySyntaxErrors(clean, lines) {
				unreadable[cj] = why
			}
		}
		if _, found := unreadable[ci]; !found {
			pe := err.(*parseError)
			unreadable[ci] = m.unreadableWhy(ci, pe.line, pe.msg)
		}
	}
}

// unreadableWhy is the reason recorded for a body llir cannot read. The
// line is counted in the definition: the text llir read may be fmerge's
// intermediate one, whose lines are not the input's.
func (m *Module) unreadableWhy(ci, line int, msg string) string {
	return fmt.Sprintf("line %d of the definition: %s", line-m.Chunks[ci].Line+1, msg)
}

// bodySyntaxErrors parses, on their own and one per CPU at a time, the
// definitions clean (the text given to llir, whose lines lines maps to
// the module's) holds with a body, and returns the reasons for those
// llir's grammar rejects. Syntax needs no context: a definition is read
// alone as a module of one function.
func (m *Module) bodySyntaxErrors(clean []byte, lines *lineMap) map[int]string {
	lineStart := []int{0, 0} // lineStart[n]: offset of line n (1-based)
	for i, b := range clean {
		if b == '\n' {
			lineStart = append(lineStart, i+1)
		}
	}
	lineStart = append(lineStart, len(clean))
	var defs []int
	for ci, c := range m.Chunks {
		// A chunk left out (a shard's) has no line of its own in clean.
		if l := lines.cleanOf(c.Line); c.Kind == ChunkDefine && lines.origOf(l) == c.Line && l < len(lineStart) && bytes.HasPrefix(clean[lineStart[l]:], []byte("define ")) {
			defs = append(defs, ci)
		}
	}
	why := make([]string, len(defs))
	var g errgroup.Group
	g.SetLimit(runtime.NumCPU())
	for i, ci := range defs {
		g.Go(func() error {
			c := m.Chunks[ci]
			// The "define" and closing "}" lines are never blank.
			start := lines.cleanOf(c.Line)
			end := min(lines.cleanOf(c.Line+m.chunkLines(ci)-1)+1, len(lineStart)-1)
			body := clean[lineStart[start]:lineStart[end]]
			if _, err := llast.Parse(m.Name, unsafe.String(unsafe.SliceData(body), len(body))); err != nil {
				pe := toParseError(m.Name, err.Error())
				why[i] = m.unreadableWhy(ci, lines.origOf(start+max(pe.line, 1)-1), pe.msg)
			}
			return nil
		})
	}
	g.Wait()
	out := map[int]string{}
	for i, w := range why {
		if w != "" {
			out[defs[i]] = w
		}
	}
	return out
}

// chunkLines is how many lines chunk ci spans: chunks cover the text in
// order, so it is where the next one starts, counted only for the last.
func (m *Module) chunkLines(ci int) int {
	if ci+1 < len(m.Chunks) {
		return m.Chunks[ci+1].Line - m.Chunks[ci].Line
	}
	c := m.Chunks[ci]
	return bytes.Count(m.Text[c.Start:c.End], []byte("\n"))
}

// bodyChunkAt returns the define chunk whose body holds the line of a
// llir error, or -1 (no line, or a line outside any body).
func (m *Module) bodyChunkAt(err error) int {
	pe, ok := err.(*parseError)
	if !ok || pe.line == 0 {
		return -1
	}
	i := sort.Search(len(m.Chunks), func(i int) bool { return m.Chunks[i].Line > pe.line }) - 1
	if i < 0 || m.Chunks[i].Kind != ChunkDefine {
		return -1
	}
	c := m.Chunks[i]
	if bodyLine := c.Line + bytes.Count(m.Text[c.Start:c.BodyStart], []byte("\n")); pe.line < bodyLine {
		return -1
	}
	return i
}

// chunkFacts is what sanitizing learned about one define chunk.
type chunkFacts struct {
	retAlign    uint64
	extra       []uint64
	unsupported string
	inexact     []string
}

// sanitize returns the text llir should parse and, per define chunk, the
// facts recorded on the way. Constructs llir cannot parse at all are errors.
func (m *Module) sanitize(analyse map[int]bool, unreadable map[int]string, opts ParseOptions, sp *shardPrelude) ([]byte, map[int]*chunkFacts, error) {
	var out joinBuffer
	facts := map[int]*chunkFacts{}
	for ci, c := range m.Chunks {
		// A body holding a type the IR library cannot read reaches it as
		// a declaration: the function is not analysed, so it is merged
		// with nothing, and the rest of the module is.
		bodyWhat := ""
		if c.Kind == ChunkDefine {
			// Only the view records why a body it does not read is not
			// read; a shard's other bodies are left out unread.
			if analyse == nil || analyse[ci] || sp.isView() {
				bodyWhat = unsupportedIn(m.Text[c.BodyStart:c.End])
			}
			if why, ok := unreadable[ci]; ok {
				bodyWhat = why
			}
		}
		if c.Kind == ChunkDefine && (analyse != nil && !analyse[ci] || bodyWhat != "") {
			// A body not read has no facts but why it is not read: most
			// definitions, for identical merging, get no record at all.
			if bodyWhat != "" {
				facts[ci] = &chunkFacts{unsupported: bodyWhat + " (not read by llir/llvm v0.3.6)"}
			}
			keep := analyse[ci] || sp.keepDecl(ci)
			if !keep && !sp.isView() {
				out.Write(sp.blank(ci)) // the first shard checks its header
				continue
			}
			if what := unsupportedType(m.Text[c.Start:c.BodyStart]); what != "" {
				return nil, nil, &unsupportedError{m.Name, c.Line, what}
			}
			if !keep {
				out.Write(sp.blank(ci))
				continue
			}
			clean, _ := sanitizeLine(m.Text[c.Start:c.BodyStart], true)
			out.Write(asDeclaration(append(clean[:len(clean):len(clean)], m.Text[c.BodyStart:c.End]...), len(clean)))
			continue
		}
		var cf *chunkFacts
		if c.Kind == ChunkDefine {
			cf = &chunkFacts{}
			facts[ci] = cf
		}
		line := c.Line
		for pos := c.Start; pos < c.End; line++ {
			eol := lineEnd(m.Text, pos)
			raw := m.Text[pos:eol]
			if c.Kind == ChunkOther && (!sp.keepLine(pos) || sp.needless(raw)) {
				if sp.isView() {
					if what := unsupportedType(raw); what != "" {
						return nil, nil, &unsupportedError{m.Name, line, what}
					}
				}
				out.WriteByte('\n')
				pos = eol
				continue
			}
			if c.Kind == ChunkOther && !opts.ParseDebugInfo {
				if stub, ok := debugNodeStub(raw); ok {
					out.Write(stub)
					pos = eol
					continue
				}
			}
			// Define bodies were checked whole above (bodyWhat).
			inBody := c.Kind == ChunkDefine && pos >= c.BodyStart
			if !inBody && sp.isView() { // the view checks what other shards read
				if what := unsupportedType(raw); what != "" {
					return nil, nil, &unsupportedError{m.Name, line, what}
				}
			}
			header := pos < c.BodyStart && c.Kind == ChunkDefine || bytes.HasPrefix(raw, []byte("declare "))
			clean, lf := sanitizeLine(raw, header)
			if inBody && !opts.ParseDebugInfo {
				clean = withoutDebugLoc(clean)
			}
			if c.Kind == ChunkOther {
				clean = withoutInitializer(clean)
			}
			out.Write(clean)
			if cf != nil {
				cf.record(raw, lf, pos < c.BodyStart)
			}
			pos = eol
		}
	}
	return out.Bytes(), facts, nil
}

// record adds one line's facts to its function's record.
func (cf *chunkFacts) record(raw []byte, lf lineFacts, header bool) {
	switch {
	case header:
		if lf.retAlign != 0 {
			cf.retAlign = lf.retAlign
		}
	case lf.atomic:
		cf.extra = append(cf.extra, AtomicTag|lf.atomicAl)
		cf.unsupported = "atomicrmw/cmpxchg (llir drops their align and misprints cmpxchg)"
	case lf.hasRet:
		cf.extra = append(cf.extra, lf.retAlign)
	}
	if lits := inexactFloats(raw); len(lits) > 0 {
		cf.inexact = append(cf.inexact, lits...)
		if cf.unsupported == "" {
			cf.unsupported = "floating-point constant " + lits[0] + " (llir does not print it bit for bit)"
		}
	}
	if cf.unsupported == "" && bytes.Contains(raw, []byte("dso_local_equivalent")) {
		cf.unsupported = "dso_local_equivalent (llir prints it out of order)"
	}
}

// parseError is a failure of the llir parser: "name:line: msg" when llir
// names a line (its syntax errors), "name: msg" otherwise (line 0).
type parseError struct {
	name string
	line int
	msg  string
}

func (e *parseError) Error() string {
	if e.line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.name, e.line, e.msg)
	}
	return e.name + ": " + e.msg
}

// parseLLIR runs the llir parser, turning its panics (e.g. on unsupported
// types) into errors.
func parseLLIR(name string, text []byte) (irm *ir.Module, err error) {
	defer func() {
		if r := recover(); r != nil {
			irm, err = nil, &parseError{name: name, msg: fmt.Sprintf("the IR library failed on this module: %v", r)}
		}
	}()
	// text is the sanitized copy, written by nobody after this: llir may
	// read it as a string in place, without a second copy of the module.
	irm, err = asm.ParseString(name, unsafe.String(unsafe.SliceData(text), len(text)))
	if err != nil {
		return nil, toParseError(name, err.Error())
	}
	return irm, nil
}

// toParseError turns llir's "unable to parse "x" into an AST: syntax error
// at line N" into "x:N: syntax error in LLVM IR".
func toParseError(name, msg string) *parseError {
	const marker = "syntax error at line "
	if i := strings.Index(msg, marker); i >= 0 {
		line := msg[i+len(marker):]
		if j := strings.IndexFunc(line, func(r rune) bool { return r < '0' || r > '9' }); j >= 0 {
			line = line[:j]
		}
		if n, err := strconv.Atoi(line); err == nil && n > 0 {
			return &parseError{name: name, line: n, msg: "syntax error in LLVM IR"}
		}
	}
	return &parseError{name: name, msg: msg}
}

// bindFuncs pairs llir's functions with their chunks and name tokens; a
// function m.IR only declares takes its body from bodies, when another
// shard read it (parseShards).
func (m *Module) bindFuncs(facts map[int]*chunkFacts, bodies map[string]*ir.Func) error {
	// Every function is a global the text names (index): byName's size,
	// at most.
	m.byName = make(map[string]*Func, max(len(m.refsByName), len(m.IR.Funcs)))
	for _, irf := range m.IR.Funcs {
		if len(irf.Blocks) == 0 && bodies[NameOf(&irf.GlobalIdent)] != nil {
			irf = bodies[NameOf(&irf.GlobalIdent)]
		}
		f := &Func{IR: irf, Name: NameOf(&irf.GlobalIdent), Chunk: -1, DefRef: -1, Analysed: len(irf.Blocks) > 0}
		if i := m.defineRef(f.Name); i >= 0 {
			r := m.Refs[i]
			f.Chunk, f.DefRef = r.Chunk, i
			f.Ident = string(m.Text[r.Start:r.End])
			if cf := facts[r.Chunk]; cf != nil { // nil: a body not read, for no reason
				f.RetAlign, f.Extra, f.Inexact, f.Unsupported = cf.retAlign, cf.extra, cf.inexact, cf.unsupported
			}
		} else if f.Analysed {
			return fmt.Errorf("%s: cannot find the text of function %s", m.Name, irf.Ident())
		} else {
			f.Ident = irf.Ident()
		}
		m.Funcs = append(m.Funcs, f)
		m.byName[f.Name] = f
	}
	return nil
}

// NameOf is the decoded name of an llir global, as LLVM's text spells it
// without the '@', quotes and escapes: what Func.Name and GlobalRef.Name
// hold. llir's Name() quotes a name that reads as a number (`@"7"` gives
// `"7"`, quotes included) to tell it from an unnamed global's number; an
// unnamed global's name is its number.
func NameOf(id *ir.GlobalIdent) string {
	if id.GlobalName != "" {
		return id.GlobalName
	}
	return strconv.FormatInt(id.GlobalID, 10)
}

// defineRef returns the index in Refs of the first reference to name that
// is the name of a definition in its define line (the line's first global
// token), or -1 when nothing defines name. It reads name's references
// (refsByName), not every reference: with the reached prelude, llir reads
// a few of 200,000 functions.
func (m *Module) defineRef(name string) int {
	for _, i := range m.refsByName[name] {
		r := m.Refs[i]
		if c := m.Chunks[r.Chunk]; c.Kind == ChunkDefine && r.Start < c.BodyStart && firstRefInChunk(m.Refs, i) {
			return i
		}
	}
	return -1
}

// firstRefInChunk reports whether Refs[i] is the first global token of its
// chunk: in a define line that is the function's own name, since the return
// type and attributes before it cannot hold a global.
func firstRefInChunk(refs []GlobalRef, i int) bool {
	return i == 0 || refs[i-1].Chunk != refs[i].Chunk
}

// wrap prefixes an error made by errorAt with the module name.
func (m *Module) wrap(err error) error {
	if le, ok := err.(*lineError); ok {
		return fmt.Errorf("%s:%d: %s", m.Name, le.line, le.msg)
	}
	return err
}

type lineError struct {
	line int
	msg  string
}

func (e *lineError) Error() string { return fmt.Sprintf("line %d: %s", e.line, e.msg) }

func errorAt(line int, msg string) error { return &lineError{line, msg} }

// AttrGroup returns the attributes of attribute group ref ("#N") as text,
// nil if the module has no such group. Safe for concurrent use.
func (m *Module) AttrGroup(ref string) []string {
	m.groupsOnce.Do(func() {
		m.groups = map[string][]string{}
		for _, g := range m.IR.AttrGroupDefs {
			attrs := []string{}
			for _, a := range g.FuncAttrs {
				attrs = append(attrs, a.String())
			}
			m.groups[g.String()] = attrs
		}
	})
	return m.groups[ref]
}

// IRFuncs returns the llir view of every function, in Funcs order.
func (m *Module) IRFuncs() []*ir.Func {
	out := make([]*ir.Func, len(m.Funcs))
	for i, f := range m.Funcs {
		out[i] = f.IR
	}
	return out
}
