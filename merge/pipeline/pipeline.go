// Package pipeline runs fmerge's stages in order — load, identical
// merging, ranking, similar merging, emit (verify and write), report — on
// one Config. It is the only place the stages are put together: the
// `fmerge merge` command (and through it the Bazel rules) and the
// benchmarks call Run. Errors are typed: an *InputError is the input's or
// the caller's fault (exit status 2), anything else is internal (1).
package pipeline

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/cost"
	"github.com/fmerge/rules_fmerge/merge/identical"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/irtext"
	"github.com/fmerge/rules_fmerge/merge/par"
	"github.com/fmerge/rules_fmerge/merge/progress"
	"github.com/fmerge/rules_fmerge/merge/rank"
	"github.com/fmerge/rules_fmerge/merge/remarks"
	"github.com/fmerge/rules_fmerge/merge/report"
	"github.com/fmerge/rules_fmerge/merge/similar"
	"github.com/fmerge/rules_fmerge/merge/stats"
	"github.com/fmerge/rules_fmerge/merge/tempfile"
)

// Mode says which stages run.
type Mode int

const (
	// Identical: LLVM MergeFunctions semantics only.
	Identical Mode = iota
	// All: identical, then similar merging.
	All
)

// Config is everything one run needs. Zero values are usable defaults
// where a field says so.
type Config struct {
	Inputs []string // .ll, .bc or -flto .o; several are linked
	Output string   // .ll, .bc or .o/.obj: the extension picks the format
	Mode   Mode
	// LTO, when set (O0..O3, irmod.LTOLevels), runs LLVM's LTO pipeline
	// at that level on the inputs before merging and compiles a .o output
	// as an LTO link would (irmod.WithLTOCodegen): the inputs are the
	// linker's view of the program (ld.lld --plugin-opt=emit-llvm), and
	// the unmerged result is the plain full-LTO release build.
	LTO string
	// Aliases replaces unnamed_addr functions by aliases (identical stage).
	Aliases bool
	// Verify runs opt -verify on a .ll output (.bc and .o are verified
	// on the way by llvm-as and llc): on irmod.Module.RenderForCheck, the
	// output less the function bodies no edit touched.
	Verify bool
	Tools  irmod.Tools
	// Jobs is the number of workers of every parallel stage (0: one per
	// CPU); Check gives it to Rank and Similar where they name none.
	// Results never depend on it.
	Jobs int
	// Rank selects candidates for similar merging (the zero value:
	// F3M-adapt defaults); TopN 0 ranks Similar.Explore+2 (candidates that
	// turn out ineligible are skipped, not replaced).
	Rank                  rank.Options
	Fingerprints          []string // cached .fmfp files
	IgnoreBadFingerprints bool
	// Similar are the similar-merging options; Measure is set by Run when
	// MeasureProfit is.
	Similar       similar.Options
	MeasureProfit bool
	// Report and ReportMD name the JSON and Markdown reports ("" for none);
	// ReportTimings puts stage timings in them; ReportOptions and Version
	// are recorded as given.
	Report, ReportMD string
	// Remarks names the YAML file of per-function remarks ("" for none):
	// what happened to every function, or why it was not merged.
	Remarks       string
	ReportTimings bool
	ReportOptions map[string]string
	Version       string
	// MeasureSizes measures the program before and after even without a
	// report (Result.Before/After, and the real .text saving in the
	// stats), which costs compiling the input once more.
	MeasureSizes bool
	Progress     *progress.Printer // nil: no progress lines
	Warn         io.Writer         // warnings; nil: discarded

	// parse is the base of every parse's options (tests set
	// ParseDebugInfo to compare against the stubbed parse).
	parse irmod.ParseOptions
}

// Result is what a run did.
type Result struct {
	Identical *identical.Result
	Similar   *similar.Result // nil in Identical mode or when skipped
	// Before and After are the measured sizes (Config.Report, ReportMD or
	// MeasureSizes); nil otherwise.
	Before, After *report.Sizes
	// Unread lists the definitions the IR library could not read, each
	// merged with nothing (irmod.Func.Unsupported), in module order.
	Unread []report.Unread
}

// InputError is a failure caused by the input or the configuration: a
// parse or verifier error naming the file and line, a missing file, an
// output that cannot be written. Exit status 2.
type InputError struct{ Err error }

func (e *InputError) Error() string { return e.Err.Error() }
func (e *InputError) Unwrap() error { return e.Err }

// ExitCode is the exit status for err: 0 for nil, 2 for an *InputError, 1
// otherwise. An LLVM tool that crashed or failed without a word
// (irmod.ToolError) is exit 1 whatever it was reading: the input is not
// to blame.
func ExitCode(err error) int {
	var ie *InputError
	var te *irmod.ToolError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &te) && te.Started:
		return 1
	case errors.As(err, &ie):
		return 2
	}
	return 1
}

// Check validates what can be checked before any work, and fills in the
// default ranking and, with LTO, the LTO code-generation flags (both
// idempotent: Run checks again): inputs given, ranking options valid, the output's
// format known from its extension, the output directories existing. Its
// error is an *InputError.
func (c *Config) Check() error {
	bad := func(format string, a ...any) error { return &InputError{fmt.Errorf(format, a...)} }
	switch {
	case c.Output == "":
		return bad("missing output file")
	case len(c.Inputs) == 0:
		return bad("no input files")
	case c.Mode != Identical && c.Mode != All:
		return bad("unknown mode %d", c.Mode)
	}
	if c.LTO != "" {
		if err := irmod.CheckLTOLevel(c.LTO); err != nil {
			return bad("-lto: %v", err)
		}
		c.Tools.LLCFlags = irmod.WithLTOCodegen(c.Tools.LLCFlags, c.LTO)
	}
	if c.Rank.Policy == "" {
		// The zero Rank: F3M-adapt with its defaults.
		c.Rank = rank.DefaultOptions(rank.Adaptive)
	}
	if c.Jobs < 0 {
		return bad("-jobs %d: want 0 (one per CPU) or more", c.Jobs)
	}
	if c.Jobs == 0 {
		c.Jobs = runtime.GOMAXPROCS(0)
	}
	if c.Rank.Jobs == 0 {
		c.Rank.Jobs = c.Jobs
	}
	if c.Similar.Jobs == 0 {
		c.Similar.Jobs = c.Jobs
	}
	if _, err := c.Rank.Resolve(1); err != nil {
		return bad("ranking: %v", err)
	}
	switch strings.ToLower(filepath.Ext(c.Output)) {
	case ".ll", ".bc", ".o", ".obj":
	default:
		return bad("cannot tell the format of -o %s from its extension (want .ll, .bc or .o)", c.Output)
	}
	if err := irmod.CheckRunnable(c.toolsNeeded()...); err != nil {
		return &InputError{err}
	}
	if err := c.Tools.CheckLLCFlags(); err != nil {
		return &InputError{err}
	}
	var outs []string
	for i, out := range []string{c.Output, c.Report, c.ReportMD, c.Remarks} {
		if out == "" {
			continue
		}
		if err := tempfile.Writable(out); err != nil {
			return &InputError{err}
		}
		if other := tempfile.SameAs(out, outs...); other != "" {
			return bad("%s is named as two outputs (%s): one would overwrite the other", out, other)
		}
		// -o may replace an input (the merged module is meant to); a
		// report or remarks may not.
		if i > 0 && tempfile.SameAs(out, c.Inputs...) != "" {
			return bad("%s is an input: a report or remarks would overwrite it", out)
		}
		outs = append(outs, out)
	}
	return nil
}

// toolsNeeded lists the LLVM tools every run of c uses for certain: opt
// (the verifier), llc when it measures similar merges, compiles a .o or
// measures sizes, llvm-as for a .bc output. The tools that read the
// inputs fail at once when they cannot run.
func (c *Config) toolsNeeded() []string {
	t := c.Tools.WithDefaults()
	need := []string{t.Opt}
	ext := strings.ToLower(filepath.Ext(c.Output))
	if c.Mode == All && c.MeasureProfit || ext == ".o" || ext == ".obj" ||
		c.Report != "" || c.ReportMD != "" || c.MeasureSizes {
		need = append(need, t.LLC)
	}
	if ext == ".bc" {
		need = append(need, t.LLVMAs)
	}
	return need
}

// Run checks c and runs the stages. st collects counters and stage
// timings (it may be fresh). The output file appears only complete.
func Run(ctx context.Context, c Config, st *stats.Stats) (*Result, error) {
	if err := c.Check(); err != nil {
		return nil, err
	}
	if c.Progress == nil {
		c.Progress = progress.New(io.Discard, false, true)
	}
	if c.Warn == nil {
		c.Warn = io.Discard
	}
	var m *irmod.Module
	var unreadable error // why the module is written unmerged, if it is
	c.Progress.Stage("loading", len(c.Inputs))
	if err := st.Time("load", func() (err error) {
		opts := c.parse
		early := &irtext.EarlyKeys{}
		opts.Early = early.Reader(max(1, c.Jobs-1)) // the tool runs on a core of its own
		opts.ScanJobs = c.Jobs
		opts.Select = identicalCandidates(c.Jobs, early, st)
		opts.CheckLater = true     // waited for below, once identical merging is done
		opts.ShareTwins = true     // identical merging changes twins alike
		opts.ReachedPrelude = true // and knows globals by name
		if c.LTO != "" {
			m, err = irmod.LoadLTO(c.Inputs, c.LTO, c.Tools, opts)
		} else {
			m, err = irmod.LoadWith(c.Inputs, c.Tools, opts)
		}
		return err
	}); err != nil {
		var ue *irmod.UnreadableError
		if !errors.As(err, &ue) {
			return nil, &InputError{err}
		}
		// Valid IR the IR library cannot read (irmod.UnreadableError):
		// the output is the module as it came in, never an error.
		m, unreadable = ue.Module, ue.Err
		// The text will be written as it is, unchecked by any edit: LLVM
		// must read it. An input's own text was verified; one an LLVM tool
		// printed (llvm-dis, llvm-link) may not read back (LLVM 14 prints
		// a string attribute's key without escaping its quotes).
		if err := st.Time("verify", func() error { return c.Tools.Verify(m.Text) }); err != nil {
			return nil, fmt.Errorf("LLVM 14 cannot read back the text it printed for this module (an LLVM defect), and the IR library cannot read the module: no output written: %w", err)
		}
		fmt.Fprintf(c.Warn, "fmerge: warning: the IR library fmerge analyses with (llir/llvm v0.3.6) cannot read this valid module: %v; nothing is merged, and the module is written as it came in\n", unreadable)
		st.Add("load.unreadable", "modules the IR library could not read outside any body (written unmerged)", 1)
	}
	c.Progress.Add(len(c.Inputs))
	addTimings(st, "load", m)
	if n := m.UseListsDropped; n > 0 {
		// LLVM 14's writer miscounted a constant's uses (irmod.readableUseLists).
		st.Add("load.uselists-dropped", "use-list order directives opt wrote that LLVM could not read back (dropped)", int64(n))
	}
	st.Add("identical.twins", "Number of them sharing the reading of another with the same text but the name", int64(m.Twins()))
	measuring := c.Report != "" || c.ReportMD != "" || c.MeasureSizes
	var input unmerged
	if measuring {
		var err error
		if input, err = keepUnmerged(m.Text, c.Mode == All); err != nil {
			return nil, err
		}
		defer input.remove()
	}
	res := &Result{}
	if unreadable != nil {
		var defined []string
		res.Identical, res.Unread, defined = notRead(m, unreadable)
		countUnread(st, res.Unread)
		return c.emit(m, res, defined, input, measuring, false, st)
	}
	var defined []string
	if c.Remarks != "" {
		defined = definedNames(m)
	}
	c.Progress.Stage("merging identical functions", 0)
	if err := st.Time("identical", func() error {
		res.Identical = runIdentical(m, identical.Options{Aliases: c.Aliases, Jobs: c.Jobs}, st)
		return m.Checked()
	}); err != nil {
		return nil, &InputError{err}
	}
	c.Progress.Add(len(res.Identical.Merges))
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if c.Mode == Identical {
		m.DropAnalysis() // what remains needs only the text and the edits
	}
	checking := c.Verify && !irmod.VerifiedOnWrite(c.Output)
	if c.Mode == All {
		// Identical merging's edits become the second module's text, which
		// its own check (below) takes as read: they are checked now, on
		// the first module, while similar merging goes on.
		identicalChecked := func() error { return nil }
		if checking && m.Edited() {
			identicalChecked = c.startCheck(m, true) // m goes below
		}
		var err error
		// The first module must not stay reachable while the second is
		// built: on a large C++ module its llir objects are gigabytes.
		name, text := m.Name, m.Render()
		m = nil
		if m, res.Similar, err = c.similar(ctx, name, text, st); err != nil {
			return nil, err
		}
		if err := st.Time("verify.identical", identicalChecked); err != nil {
			return nil, fmt.Errorf("internal error: the identically merged module does not verify (no output written): %v", err)
		}
	}
	// The last module read analysed the most: its list is complete.
	res.Unread = c.unread(m, st)
	return c.emit(m, res, defined, input, measuring, checking, st)
}

// emit writes the merged module m (verified beside the write when
// checking), then the remarks of the functions defined and, when
// measuring, the report, which compares the output with input. Every
// file is staged beside its target and renamed into place only once all
// of them are ready: a run that fails leaves every target as it was.
func (c *Config) emit(m *irmod.Module, res *Result, defined []string, input unmerged, measuring, checking bool, st *stats.Stats) (*Result, error) {
	c.Progress.Stage("emitting", 0)
	var staged []*tempfile.Staged
	committed := false
	defer func() {
		if !committed {
			for _, s := range staged {
				s.Discard()
			}
		}
	}()
	// The module goes through the tool its extension names; remarks and
	// reports are written as they are (a report named r.bc is JSON).
	keep := func(s *tempfile.Staged, err error) error {
		if err == nil {
			staged = append(staged, s)
		}
		return err
	}
	// LLVM's verifier checks what fmerge changed while the output is
	// written; it is committed only once it has passed (the "verify"
	// stage is the wait left after writing).
	verdict := func() error { return nil }
	if checking && m.Edited() {
		verdict = c.startCheck(m, false)
	}
	var out []byte
	var rejected error
	checked := func(err error) error { // the verifier is waited for in any case
		if v := st.Time("verify", verdict); err == nil && v != nil {
			rejected, err = v, v
		}
		return err
	}
	if err := st.Time("write", func() error {
		if measuring {
			out = m.Render() // measured below
			return keep(irmod.StageOutputFrom(c.Output, func(w io.Writer) error {
				_, err := w.Write(out)
				return checked(err)
			}, c.Tools))
		}
		// Streamed: a module's worth of text is not held at once.
		return keep(irmod.StageOutputFrom(c.Output, func(w io.Writer) error {
			_, err := m.WriteTo(w)
			return checked(err)
		}, c.Tools))
	}); rejected != nil {
		return nil, fmt.Errorf("internal error: the merged module does not verify (no output written): %v", rejected)
	} else if err != nil {
		return nil, err
	}
	if c.Remarks != "" {
		var b bytes.Buffer
		if err := remarks.Write(&b, Remarks(defined, res.Identical, res.Similar)); err != nil {
			return nil, err
		}
		if err := keep(tempfile.StageData(c.Remarks, b.Bytes())); err != nil {
			return nil, err
		}
	}
	if measuring {
		c.Progress.Stage("measuring", 0)
		if err := c.measure(res, m.Name, input, out, staged[0].Path(), st); err != nil {
			return nil, err
		}
		files, err := c.reportFiles(res, st)
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			if err := keep(tempfile.StageData(f.Path, f.Data)); err != nil {
				return nil, err
			}
		}
	}
	committed = true
	if err := tempfile.Commit(func() error {
		for i, s := range staged {
			if err := s.Commit(); err != nil {
				for _, rest := range staged[i+1:] {
					rest.Discard()
				}
				return err
			}
		}
		return nil
	}); err != nil {
		return nil, err
	}
	return res, nil
}

// startCheck starts LLVM's verifier on what fmerge changed in m
// (irmod.Module.CheckShards), one shard per worker, and returns a function
// that waits for the verdict. The error, if any, is the first failing
// shard's, so it does not depend on timing. The shards stream into the
// verifiers (a -g module's was 0.3 GB held whole), so m, unchanged, stays
// reachable until the verdict; with now, they are rendered before
// startCheck returns, for a caller that must let go of m at once (and
// whose shards are small).
func (c *Config) startCheck(m *irmod.Module, now bool) func() error {
	n, render := m.CheckShards(c.Jobs)
	write := func(i int) func(io.Writer) error { return func(w io.Writer) error { return render(i, w) } }
	if now {
		shards := make([][]byte, n)
		par.Each(n, c.Jobs, func(i int) {
			var b bytes.Buffer
			render(i, &b)
			shards[i] = b.Bytes()
		})
		write = func(i int) func(io.Writer) error {
			return func(w io.Writer) error {
				_, err := w.Write(shards[i])
				shards[i] = nil
				return err
			}
		}
	}
	verdict := make(chan error, 1)
	go func() {
		errs := make([]error, n)
		par.Each(n, c.Jobs, func(i int) { errs[i] = c.Tools.VerifyFrom(write(i)) })
		for _, err := range errs {
			if err != nil {
				verdict <- err
				return
			}
		}
		verdict <- nil
	}()
	return func() error { return <-verdict }
}

// addTimings records the parts of a stage that read a module (the tool
// that disassembled or linked it, the selection of what llir reads, llir,
// indexing) as stages named stage.part, after the stage itself.
func addTimings(st *stats.Stats, stage string, m *irmod.Module) {
	for _, t := range m.Timings {
		st.AddStage(stage+"."+t.Name, t.Duration)
	}
}

// runIdentical runs identical merging while LLVM's verifier may still be
// checking the input (irmod.ParseOptions.CheckLater): should the stage
// fail on input the verifier rejects, the verifier's message is the
// error (Run returns it from Checked), not the stage's panic.
func runIdentical(m *irmod.Module, o identical.Options, st *stats.Stats) (res *identical.Result) {
	defer func() {
		if r := recover(); r != nil {
			if m.Checked() == nil {
				panic(r)
			}
			res = &identical.Result{}
		}
	}()
	return identical.Run(m, o, st)
}

// similar re-parses the identically merged module (text) with every function
// analysed (the identical stage looked only at colliding ones), ranks it
// and merges similar functions. It returns the module holding the edits.
// When the IR library cannot read the whole module (valid IR it
// misparses, in a function no identical merge touched), similar merging
// is skipped with a warning and the identical merges are kept.
func (c *Config) similar(ctx context.Context, name string, text []byte, st *stats.Stats) (*irmod.Module, *similar.Result, error) {
	var m *irmod.Module
	c.Progress.Stage("parsing for similar merging", 0)
	if err := st.Time("reparse", func() (err error) {
		opts := c.parse
		opts.Valid = true // the input (valid) with fmerge's edits
		// Similar merging tells globals and types apart by name, so llir
		// may read the module in shards, one per worker.
		opts.Jobs = c.Jobs
		m, err = irmod.ParseWith(name, text, opts)
		return err
	}); err != nil {
		fmt.Fprintf(c.Warn, "fmerge: warning: similar merging skipped: %v\n", err)
		st.Add("similar.skipped", "similar merging skipped: the module could not be analysed in full", 1)
		// The identical merges are written: nothing more is analysed,
		// so the IR library reads no body, and of the prelude only what
		// no body reaches, nothing (what it failed on may be there: an
		// x86_amx declaration).
		opts := c.parse
		opts.Valid, opts.ReachedPrelude = true, true
		opts.Select = func(*irmod.Module) map[int]bool { return map[int]bool{} }
		if m, err = irmod.ParseWith(name, text, opts); err != nil {
			return nil, nil, fmt.Errorf("internal error: re-reading the identically merged module: %v", err)
		}
		return m, nil, nil
	}
	addTimings(st, "reparse", m)
	ro := c.Rank
	if ro.TopN == 0 {
		ro.TopN = c.Similar.Explore + 2
	}
	c.Progress.Stage("fingerprinting", len(m.Funcs))
	ro.Progress = c.Progress.Add
	var cand similar.Candidates
	if err := st.Time("rank", func() error {
		funcs, pst, err := PrepareRanking(m, ro, c.Fingerprints, c.IgnoreBadFingerprints, c.Warn)
		if err != nil {
			return &InputError{err}
		}
		st.Add("rank.fingerprints-computed", "function fingerprints computed", int64(pst.Computed))
		st.Add("rank.fingerprints-reused", "function fingerprints reused from -fingerprints files", int64(pst.Reused))
		c.Progress.Stage("ranking", 0)
		r, err := rank.New(ro, funcs)
		if err != nil {
			return err
		}
		cand = similar.FromRanking(r.All())
		return nil
	}); err != nil {
		return nil, nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	c.Progress.Stage("merging similar functions", 0)
	opts := c.Similar
	opts.Progress = c.Progress.Add
	if c.MeasureProfit {
		opts.Measure = &cost.Measurer{LLC: c.Tools.LLC, Flags: c.measureFlags(), Jobs: opts.Jobs}
	}
	var res *similar.Result
	if err := st.Time("similar", func() (err error) {
		res, err = similar.Run(m, cand, opts, st)
		return err
	}); err != nil {
		return nil, nil, fmt.Errorf("internal error: similar merging: %v", err)
	}
	if opts.Measure != nil {
		// The part of the stage spent compiling proposals with llc.
		st.AddStage("similar.measure", res.MeasureTime)
	}
	if res.Unmeasurable > 0 {
		// Never expected: a scratch module llc refuses is fmerge's fault
		// or the llc flags' (once, every proposal under -lto).
		fmt.Fprintf(c.Warn, "fmerge: warning: %d similar-merge proposals could not be measured with llc and were not committed: %s\n", res.Unmeasurable, res.MeasureError)
	}
	return m, res, nil
}

// measureFlags are the llc flags similar merging measures proposals with:
// those the output is compiled with when fmerge compiles it (a .o output,
// or llc flags given: irmod.Tools.ObjectFlags, PIC unless a relocation
// model is chosen); otherwise nil, cost.Measurer's default (-O2 PIC, how
// the Bazel rules compile the merged module).
func (c *Config) measureFlags() []string {
	if len(c.Tools.LLCFlags) > 0 || strings.EqualFold(filepath.Ext(c.Output), ".o") {
		return c.Tools.ObjectFlags()
	}
	return nil
}

// countUnread counts the definitions the IR library could not read (none:
// no counter).
func countUnread(st *stats.Stats, unread []report.Unread) {
	if len(unread) > 0 {
		st.Add("unread", "definitions the IR library cannot read (merged with nothing)", int64(len(unread)))
	}
}

// unread lists the definitions of m whose bodies the IR library could not
// read (merged with nothing, the run goes on), counts them and warns of
// the first few.
func (c *Config) unread(m *irmod.Module, st *stats.Stats) []report.Unread {
	var out []report.Unread
	for _, f := range m.Funcs {
		if f.Unread() {
			out = append(out, report.Unread{Function: f.Name, Reason: f.Unsupported})
		}
	}
	countUnread(st, out)
	const shown = 5
	for i, u := range out {
		if i == shown {
			fmt.Fprintf(c.Warn, "fmerge: warning: %s: %d more functions not read (see -remarks)\n", m.Name, len(out)-shown)
			break
		}
		fmt.Fprintf(c.Warn, "fmerge: warning: %s: %s is merged with nothing: %s\n", m.Name, irmod.GlobalIdent(u.Function), u.Reason)
	}
	return out
}
