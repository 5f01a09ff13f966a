package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/pipeline"
	"github.com/fmerge/rules_fmerge/merge/progress"
	"github.com/fmerge/rules_fmerge/merge/similar"
	"github.com/fmerge/rules_fmerge/merge/stats"
	"github.com/fmerge/rules_fmerge/merge/tempfile"
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
	lto      string
	stats    bool
	aliases  bool
	verify   bool
	quiet    bool
	tools    *irmod.Tools
	rank     *rankFlags
	similar  similarFlags
	report   string
	reportMD string
	remarks  string
	timings  bool
	cpuprof  string
	memprof  string
	options  map[string]string // flags set on the command line, for the report
	help     func()            // prints the full help (-help)
}

// similarFlags are the flags of the similar-merging stage (--mode=all).
type similarFlags struct {
	explore   int
	remerge   bool
	align     string
	wholeMax  int
	minSaving float64
	profit    string
	slack     float64
	confident float64
}

func mergeFlags(stderr io.Writer) (*flag.FlagSet, *mergeConfig) {
	c := &mergeConfig{}
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.out, "o", "", "output `file`: .ll writes text IR, .bc bitcode (llvm-as), .o a native object (llc -filetype=obj)")
	fs.StringVar(&c.mode, "mode", modeAll, "what to merge: identical (LLVM MergeFunctions semantics) or all (identical, then similar functions)")
	fs.StringVar(&c.lto, "lto", "", "run LLVM's LTO pipeline at this `level` (O0, O1, O2, O3) before merging, and compile a .o as an LTO link would: for the linker's view of a program (ld.lld --plugin-opt=emit-llvm), this gives the full-LTO release build plus merging; clang links -Os/-Oz builds at O2")
	fs.BoolVar(&c.stats, "stats", false, "print LLVM-style counters and stage timings to stderr")
	fs.BoolVar(&c.aliases, "aliases", true, "replace unnamed_addr functions outside comdats by aliases instead of thunks")
	fs.BoolVar(&c.verify, "verify", true, "run `opt -verify` on a merged .ll before writing it: all of the module but the bodies fmerge left as they were or only renamed a callee in, for a function of the same type (.bc and .o outputs are verified whole: llvm-as and llc refuse a broken module)")
	fs.BoolVar(&c.quiet, "quiet", false, "print nothing but errors (no progress lines)")
	fs.StringVar(&c.report, "report", "", "write a JSON size report to `file`")
	fs.StringVar(&c.reportMD, "report-md", "", "write a Markdown size report to `file`")
	fs.StringVar(&c.remarks, "remarks", "", "write one LLVM-format optimisation remark per function to `file` (YAML): merged with whom and how, or why not")
	fs.StringVar(&c.cpuprof, "cpuprofile", "", "write a Go CPU profile of the run to `file` (for `go tool pprof`)")
	fs.StringVar(&c.memprof, "memprofile", "", "write a Go allocation profile of the run to `file` (for `go tool pprof -sample_index=alloc_space`)")
	fs.BoolVar(&c.timings, "report-timings", true, "put stage timings in the reports (false: reports are byte-identical across runs)")
	s := &c.similar
	fs.IntVar(&s.explore, "explore", 1, "similar merging: ranked candidates tried per function")
	fs.BoolVar(&s.remerge, "remerge", false, "similar merging: put merged functions back on the worklist, to be merged again (off: on yaml-cpp it made .text 0.28% larger and the run 14% slower; docs/similar.md)")
	fs.StringVar(&s.align, "align", "pairwise", "similar merging: instruction alignment inside paired blocks, pairwise (linear) or nw (Needleman-Wunsch)")
	fs.IntVar(&s.wholeMax, "align-whole", 0, "similar merging: align functions of at most `N` instructions as a whole with Needleman-Wunsch (0: off)")
	fs.Float64Var(&s.minSaving, "min-saving", 0, "similar merging: commit a merge only when it saves more than this many `bytes`")
	fs.StringVar(&s.profit, "profit", "measure", "similar merging: decide profitability by compiling the proposals with llc (measure) or by the cost model alone (model)")
	fs.Float64Var(&s.slack, "slack", 0, fmt.Sprintf("similar merging with -profit=measure: also measure proposals the model puts up to this many `bytes` below -min-saving (0: %d; negative: none)", similar.DefaultSlack))
	fs.Float64Var(&s.confident, "confident", 0, fmt.Sprintf("similar merging with -profit=measure: commit on the model's estimate, compiling only the thunks, a proposal the model puts above -min-saving by %d bytes plus this `share` of the merged function's estimated size (0: %g; negative: compile every proposal)", similar.ModelMargin, similar.DefaultConfident))
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

// outputNeutral are the flags that change no output (the merged module,
// the report, the remarks): the report does not record them, so that
// runs differing only in them give byte-identical reports.
var outputNeutral = map[string]bool{"jobs": true, "quiet": true, "stats": true, "cpuprofile": true, "memprofile": true}

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
	fs.Visit(func(f *flag.Flag) {
		if !outputNeutral[f.Name] {
			c.options[f.Name] = f.Value.String()
		}
	})
	if msg := c.check(); msg != "" {
		return usageError(fs, stderr, "merge", msg)
	}
	cfg := c.pipelineConfig(stderr)
	if err := cfg.Check(); err != nil {
		return usageError(fs, stderr, "merge", err.Error())
	}
	if msg := c.checkProfiles(); msg != "" {
		return usageError(fs, stderr, "merge", msg)
	}
	if c.cpuprof != "" {
		stop, err := startProfile(c.cpuprof)
		if err != nil {
			fmt.Fprintf(stderr, "fmerge: %v\n", err)
			return 2
		}
		defer stop()
	}
	st := &stats.Stats{}
	if _, err := pipeline.Run(context.Background(), cfg, st); err != nil {
		fmt.Fprintf(stderr, "fmerge: %v\n", err)
		return pipeline.ExitCode(err)
	}
	cfg.Progress.Done()
	if c.memprof != "" {
		if err := writeAllocProfile(c.memprof); err != nil {
			fmt.Fprintf(stderr, "fmerge: %v\n", err)
			return 1
		}
	}
	if c.stats {
		st.Print(stderr)
	}
	return 0
}

// pipelineConfig turns the checked flags into the pipeline's Config.
func (c *mergeConfig) pipelineConfig(stderr io.Writer) pipeline.Config {
	s := c.similar
	method, _ := align.ParseMethod(s.align) // checked in check
	ro, _ := c.rank.options()
	jobs, _ := ro.Resolve(1)
	mode := pipeline.All
	if c.mode == modeIdentical {
		mode = pipeline.Identical
	}
	return pipeline.Config{
		Inputs: c.inputs, Output: c.out, Mode: mode, LTO: c.lto, Aliases: c.aliases, Verify: c.verify, Tools: *c.tools, Jobs: jobs.Jobs,
		Rank: ro, Fingerprints: c.rank.fprints, IgnoreBadFingerprints: c.rank.ignoreBad,
		Similar: similar.Options{Explore: s.explore, Align: method, WholeFunctionMax: s.wholeMax,
			Threshold: s.minSaving, Slack: s.slack, Confident: s.confident, Remerge: s.remerge},
		MeasureProfit: s.profit == "measure",
		Report:        c.report, ReportMD: c.reportMD, Remarks: c.remarks, ReportTimings: c.timings, ReportOptions: c.options, Version: version,
		// -stats with a native object output also reports the real .text
		// saving, which costs compiling the unmerged input once more.
		MeasureSizes: c.stats && strings.EqualFold(filepath.Ext(c.out), ".o"),
		Progress:     progress.New(stderr, isTerminal(stderr), c.quiet),
		Warn:         stderr,
	}
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

// writeAllocProfile writes the allocations made so far (sampled at Go's
// default rate), for finding what keeps the garbage collector busy.
func writeAllocProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// isTerminal reports whether w is a terminal (progress is redrawn there).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && progress.IsTerminal(f)
}

// checkProfiles: a profile is written with os.Create at once, so it may
// name no input (it would be truncated before it is read) and no output
// (one would overwrite the other).
func (c *mergeConfig) checkProfiles() string {
	profs := [2]string{c.cpuprof, c.memprof}
	for i, prof := range profs {
		if prof == "" {
			continue
		}
		others := append([]string{c.out, c.report, c.reportMD, c.remarks, profs[1-i]}, c.inputs...)
		if tempfile.SameAs(prof, others...) != "" {
			return fmt.Sprintf("profile %s is also an input or another output", prof)
		}
	}
	return ""
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
	case math.IsNaN(c.similar.minSaving) || math.IsNaN(c.similar.slack) || math.IsNaN(c.similar.confident):
		return "-min-saving, -slack and -confident must be numbers"
	}
	if _, err := align.ParseMethod(c.similar.align); err != nil {
		return err.Error()
	}
	if _, err := c.rank.options(); err != nil {
		return err.Error()
	}
	return ""
}
