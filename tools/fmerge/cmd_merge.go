package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/cost"
	"github.com/fmerge/rules_fmerge/merge/identical"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/progress"
	"github.com/fmerge/rules_fmerge/merge/rank"
	"github.com/fmerge/rules_fmerge/merge/similar"
	"github.com/fmerge/rules_fmerge/merge/stats"
)

func init() {
	register(command{name: "merge", summary: "merge identical and similar functions of whole-program IR", run: runMerge})
}

// Merge modes.
const (
	modeIdentical = "identical"
	modeAll       = "all"
)

// mergeConfig is everything `fmerge merge` was asked to do.
type mergeConfig struct {
	out      string
	inputs   []string
	mode     string
	stats    bool
	aliases  bool
	verify   bool
	quiet    bool
	tools    *irmod.Tools
	rank     *rankFlags
	similar  similarFlags
	report   string
	reportMD string
	timings  bool
	cpuprof  string
	options  map[string]string // flags set on the command line, for the report
	progress *progress.Printer
	help     func() // prints the full help (-help)
	stderr   io.Writer
}

// similarFlags are the flags of the similar-merging stage (--mode=all).
type similarFlags struct {
	explore   int
	align     string
	wholeMax  int
	minSaving float64
	profit    string
	slack     float64
}

func mergeFlags(stderr io.Writer) (*flag.FlagSet, *mergeConfig) {
	c := &mergeConfig{}
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.out, "o", "", "output `file`: .ll writes text IR, .bc bitcode (llvm-as), .o a native object (llc -filetype=obj)")
	fs.StringVar(&c.mode, "mode", modeAll, "what to merge: identical (LLVM MergeFunctions semantics) or all (identical, then similar functions)")
	fs.BoolVar(&c.stats, "stats", false, "print LLVM-style counters and stage timings to stderr")
	fs.BoolVar(&c.aliases, "aliases", true, "replace unnamed_addr functions outside comdats by aliases instead of thunks")
	fs.BoolVar(&c.verify, "verify", true, "run `opt -verify` on a merged .ll before writing it (.bc and .o outputs are always verified: llvm-as and llc refuse a broken module)")
	fs.BoolVar(&c.quiet, "quiet", false, "print nothing but errors (no progress lines)")
	fs.StringVar(&c.report, "report", "", "write a JSON size report to `file`")
	fs.StringVar(&c.reportMD, "report-md", "", "write a Markdown size report to `file`")
	fs.StringVar(&c.cpuprof, "cpuprofile", "", "write a Go CPU profile of the run to `file` (for `go tool pprof`)")
	fs.BoolVar(&c.timings, "report-timings", true, "put stage timings in the reports (false: reports are byte-identical across runs)")
	s := &c.similar
	fs.IntVar(&s.explore, "explore", 1, "similar merging: ranked candidates tried per function")
	fs.StringVar(&s.align, "align", "pairwise", "similar merging: instruction alignment inside paired blocks, pairwise (linear) or nw (Needleman-Wunsch)")
	fs.IntVar(&s.wholeMax, "align-whole", 0, "similar merging: align functions of at most `N` instructions as a whole with Needleman-Wunsch (0: off)")
	fs.Float64Var(&s.minSaving, "min-saving", 0, "similar merging: commit a merge only when it saves more than this many `bytes`")
	fs.StringVar(&s.profit, "profit", "measure", "similar merging: decide profitability by compiling the proposals with llc (measure) or by the cost model alone (model)")
	fs.Float64Var(&s.slack, "slack", 0, fmt.Sprintf("similar merging with -profit=measure: also measure proposals the model puts up to this many `bytes` below -min-saving (0: %d; negative: none)", similar.DefaultSlack))
	c.rank = addRankFlags(fs)
	c.tools = toolFlags(fs)
	c.help = usageOnError(fs, stderr, "usage: fmerge merge [flags] -o OUT IN...", `
Merges the functions of the whole program formed by IN (.ll, .bc, or -flto .o;
several inputs are linked with llvm-link) and writes OUT (.ll, .bc or .o). -mode=all first
merges identical functions, then similar ones: candidates come from the
ranking (-ranking, LSH flags, cached -fingerprints), each function tries its
-explore best, and a merge is kept only when it saves code.
Exit status: 0 success, 2 bad input or usage, 1 internal failure.`)
	return fs, c
}

func runMerge(args []string, stdout, stderr io.Writer) int {
	fs, c := mergeFlags(stderr)
	inputs, err := parseInterleaved(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		c.help()
		return 0
	}
	if err != nil {
		return usageError(fs, stderr, "merge", "")
	}
	c.inputs = inputs
	c.options = map[string]string{}
	fs.Visit(func(f *flag.Flag) { c.options[f.Name] = f.Value.String() })
	if msg := c.check(); msg != "" {
		return usageError(fs, stderr, "merge", msg)
	}
	c.stderr = stderr
	c.progress = progress.New(stderr, isTerminal(stderr), c.quiet)
	if c.cpuprof != "" {
		stop, err := startProfile(c.cpuprof)
		if err != nil {
			fmt.Fprintf(stderr, "fmerge: %v\n", err)
			return 2
		}
		defer stop()
	}
	st := &stats.Stats{}
	code, err := c.execute(st)
	if err != nil {
		fmt.Fprintf(stderr, "fmerge: %v\n", err)
		return code
	}
	c.progress.Done()
	if c.stats {
		st.Print(stderr)
	}
	return 0
}

// startProfile starts a CPU profile written to path; the returned function
// stops it.
func startProfile(path string) (func(), error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

// isTerminal reports whether w is a terminal (progress is redrawn there).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && progress.IsTerminal(f)
}

func (c *mergeConfig) check() string {
	switch {
	case c.out == "":
		return "missing -o OUT"
	case len(c.inputs) == 0:
		return "no input files"
	case c.mode != modeIdentical && c.mode != modeAll:
		return fmt.Sprintf("unknown -mode %q (want identical or all)", c.mode)
	case c.similar.profit != "measure" && c.similar.profit != "model":
		return fmt.Sprintf("unknown -profit %q (want measure or model)", c.similar.profit)
	case c.similar.explore < 1:
		return "-explore must be at least 1"
	}
	if _, err := align.ParseMethod(c.similar.align); err != nil {
		return err.Error()
	}
	if _, err := c.rank.options(); err != nil {
		return err.Error()
	}
	switch strings.ToLower(filepath.Ext(c.out)) {
	case ".ll", ".bc", ".o", ".obj":
	default:
		return fmt.Sprintf("cannot tell the format of -o %s from its extension (want .ll, .bc or .o)", c.out)
	}
	for _, out := range []string{c.out, c.report, c.reportMD} {
		if msg := checkOutputDir(out); msg != "" {
			return msg
		}
	}
	return ""
}

// checkOutputDir reports an output whose directory does not exist, before
// any work is done ("" if path is empty or fine).
func checkOutputDir(path string) string {
	if path == "" {
		return ""
	}
	dir := filepath.Dir(path)
	fi, err := os.Stat(dir)
	switch {
	case err != nil:
		return fmt.Sprintf("cannot write %s: directory %s does not exist", path, dir)
	case !fi.IsDir():
		return fmt.Sprintf("cannot write %s: %s is not a directory", path, dir)
	}
	return ""
}

// execute runs the stages and returns the exit code to use on error.
func (c *mergeConfig) execute(st *stats.Stats) (int, error) {
	var m *irmod.Module
	c.progress.Stage("loading", len(c.inputs))
	if err := st.Time("load", func() (err error) {
		m, err = irmod.LoadWith(c.inputs, *c.tools, irmod.ParseOptions{OnlyShapeCollisions: true})
		return err
	}); err != nil {
		return 2, err
	}
	c.progress.Add(len(c.inputs))
	input := m.Text
	c.progress.Stage("merging identical functions", 0)
	var ires *identical.Result
	st.Time("identical", func() error {
		ires = identical.Run(m, identical.Options{Aliases: c.aliases}, st)
		return nil
	})
	c.progress.Add(len(ires.Merges))
	var sres *similar.Result
	if c.mode == modeAll {
		// Similar merging parses the identically merged text afresh; the
		// first module must not stay reachable (on a large C++ module
		// its llir objects are gigabytes).
		name, text := m.Name, m.Render()
		m = nil
		var err error
		if m, sres, err = c.mergeSimilar(name, text, st); err != nil {
			var skip *similarSkipped
			if !errors.As(err, &skip) {
				return 1, err
			}
			// Valid IR the analysis library cannot read in full: keep
			// the identical merges (that stage reads only colliding
			// functions) rather than fail the build.
			fmt.Fprintf(c.stderr, "fmerge: warning: similar merging skipped: %v\n", skip.err)
			st.Add("similar.skipped", "similar merging skipped: the module could not be analysed in full", 1)
			if m, err = irmod.ParseWith(name, text, irmod.ParseOptions{OnlyShapeCollisions: true}); err != nil {
				return 1, fmt.Errorf("internal error: re-reading the identically merged module: %v", err)
			}
		}
	}
	c.progress.Stage("emitting", 0)
	out := m.Render()
	if c.verify && (m.Edited() || len(ires.Merges) > 0) && !irmod.VerifiedOnWrite(c.out) {
		if err := st.Time("verify", func() error { return c.tools.Verify(out) }); err != nil {
			return 1, fmt.Errorf("internal error: the merged module does not verify (no output written): %v", err)
		}
	}
	if err := st.Time("write", func() error { return irmod.WriteOutput(c.out, out, *c.tools) }); err != nil {
		return 1, err
	}
	report := c.report != "" || c.reportMD != ""
	if report || c.realSaving() {
		c.progress.Stage("measuring", 0)
		before, after, err := c.measure(m.Name, input, out)
		if err != nil {
			return 1, err
		}
		if c.realSaving() {
			st.Add("real.text-saved", ".text bytes saved, unmerged input compiled alike (real)", int64(before.TextBytes)-int64(after.TextBytes))
		}
		if report {
			if err := c.writeReport(before, after, decisions(ires, sres), st); err != nil {
				return 1, err
			}
		}
	}
	return 0, nil
}

// realSaving: -stats with a native object output also reports the real
// .text saving, which costs compiling the unmerged input once more.
func (c *mergeConfig) realSaving() bool {
	return c.stats && strings.EqualFold(filepath.Ext(c.out), ".o")
}

// similarSkipped: the identically merged module could not be analysed in
// full for similar merging (the IR library refused a construct that the
// identical stage, which reads only colliding functions, never met).
type similarSkipped struct{ err error }

func (e *similarSkipped) Error() string { return e.err.Error() }

// mergeSimilar runs similar merging on the result of identical merging:
// the module is re-parsed with every function analysed (identical merging
// only looked at functions whose shape collides), ranked, and merged.
// It returns the module holding the edits.
func (c *mergeConfig) mergeSimilar(name string, text []byte, st *stats.Stats) (*irmod.Module, *similar.Result, error) {
	c.progress.Stage("parsing for similar merging", 0)
	var m *irmod.Module
	if err := st.Time("reparse", func() (err error) {
		m, err = irmod.Parse(name, text)
		return err
	}); err != nil {
		return nil, nil, &similarSkipped{err}
	}
	ro, _ := c.rank.options() // checked in check
	if ro.TopN == 0 {
		// Candidates that turn out ineligible are skipped, not replaced:
		// rank a few more than are explored.
		ro.TopN = c.similar.explore + 2
	}
	c.progress.Stage("fingerprinting", len(m.Funcs))
	ro.Progress = c.progress.Add
	var cand similar.Candidates
	if err := st.Time("rank", func() error {
		funcs, pst, err := rankInputs(m, ro, c.rank, io.Discard)
		if err != nil {
			return err
		}
		st.Add("rank.fingerprints-computed", "function fingerprints computed", int64(pst.Computed))
		st.Add("rank.fingerprints-reused", "function fingerprints reused from -fingerprints files", int64(pst.Reused))
		c.progress.Stage("ranking", 0)
		r, err := rank.New(ro, funcs)
		if err != nil {
			return err
		}
		cand = similar.FromRanking(r.All())
		return nil
	}); err != nil {
		return nil, nil, err
	}
	c.progress.Stage("merging similar functions", 0)
	opts := c.similarOptions()
	opts.Progress = c.progress.Add
	var res *similar.Result
	err := st.Time("similar", func() (err error) {
		res, err = similar.Run(m, cand, opts, st)
		return err
	})
	if err != nil {
		return nil, nil, fmt.Errorf("internal error: similar merging: %v", err)
	}
	return m, res, nil
}

// similarOptions turns the flags into similar.Options.
func (c *mergeConfig) similarOptions() similar.Options {
	s := c.similar
	method, _ := align.ParseMethod(s.align) // checked in check
	ro, _ := c.rank.options()
	jobs, _ := ro.Resolve(1)
	opts := similar.Options{Explore: s.explore, Align: method, WholeFunctionMax: s.wholeMax, Threshold: s.minSaving, Slack: s.slack,
		Jobs: jobs.Jobs}
	if s.profit == "measure" {
		opts.Measure = &cost.Measurer{LLC: c.tools.LLC, Flags: c.measureFlags(), Jobs: jobs.Jobs}
	}
	return opts
}

// measureFlags are the llc flags similar merging measures proposals with:
// those the output is compiled with when fmerge compiles it (a .o output,
// or -llc-flag given: irmod.Tools.ObjectFlags, PIC unless a relocation
// model is chosen); otherwise nil, cost.Measurer's default (-O2 PIC, how
// the Bazel rules compile the merged module).
func (c *mergeConfig) measureFlags() []string {
	if len(c.tools.LLCFlags) > 0 || strings.EqualFold(filepath.Ext(c.out), ".o") {
		return c.tools.ObjectFlags()
	}
	return nil
}
