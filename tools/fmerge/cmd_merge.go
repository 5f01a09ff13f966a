package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/fmerge/rules_fmerge/merge/identical"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/report"
	"github.com/fmerge/rules_fmerge/merge/stats"
)

func init() {
	register(command{name: "merge", summary: "merge identical functions of whole-program IR", run: runMerge})
}

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
	fprints  listFlag
	report   string
	reportMD string
	options  map[string]string // flags set on the command line, for the report
}

func mergeFlags(stderr io.Writer) (*flag.FlagSet, *mergeConfig) {
	c := &mergeConfig{}
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.out, "o", "", "output `file`: .ll writes text IR, .bc bitcode (llvm-as), .o a native object (llc -filetype=obj)")
	fs.StringVar(&c.mode, "mode", "identical", "what to merge: identical (LLVM MergeFunctions semantics)")
	fs.BoolVar(&c.stats, "stats", false, "print LLVM-style counters and stage timings to stderr")
	fs.BoolVar(&c.aliases, "aliases", true, "replace unnamed_addr functions outside comdats by aliases instead of thunks")
	fs.BoolVar(&c.verify, "verify", true, "run `opt -verify` on the merged module before writing it")
	fs.BoolVar(&c.quiet, "quiet", false, "print nothing but errors")
	fs.Var(&c.fprints, "fingerprints", "cached fingerprint `file` (.fmfp) from `fmerge fingerprint` (repeatable)")
	fs.StringVar(&c.report, "report", "", "write a JSON size report to `file`")
	fs.StringVar(&c.reportMD, "report-md", "", "write a Markdown size report to `file`")
	c.tools = toolFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: fmerge merge [flags] -o OUT IN...")
		fmt.Fprintln(stderr, "\nMerges the functions of the whole program formed by IN (.ll, .bc, or -flto .o;\nseveral inputs are linked with llvm-link) and writes OUT.\nExit status: 0 success, 2 bad input or usage, 1 internal failure.\n\nflags:")
		fs.PrintDefaults()
	}
	return fs, c
}

func runMerge(args []string, stdout, stderr io.Writer) int {
	fs, c := mergeFlags(stderr)
	inputs, err := parseInterleaved(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2
	}
	c.inputs = inputs
	c.options = map[string]string{}
	fs.Visit(func(f *flag.Flag) { c.options[f.Name] = f.Value.String() })
	if msg := c.check(); msg != "" {
		fmt.Fprintf(stderr, "fmerge merge: %s\n", msg)
		fs.Usage()
		return 2
	}
	st := &stats.Stats{}
	code, err := c.execute(st)
	if err != nil {
		fmt.Fprintf(stderr, "fmerge: %v\n", err)
		return code
	}
	if c.stats {
		st.Print(stderr)
	}
	return 0
}

func (c *mergeConfig) check() string {
	switch {
	case c.out == "":
		return "missing -o OUT"
	case len(c.inputs) == 0:
		return "no input files"
	case c.mode != "identical":
		return fmt.Sprintf("unknown -mode %q (want identical)", c.mode)
	}
	return ""
}

// execute runs the stages and returns the exit code to use on error.
func (c *mergeConfig) execute(st *stats.Stats) (int, error) {
	var m *irmod.Module
	if err := st.Time("load", func() (err error) {
		m, err = irmod.LoadWith(c.inputs, *c.tools, irmod.ParseOptions{OnlyShapeCollisions: c.mode == "identical"})
		return err
	}); err != nil {
		return 2, err
	}
	var res *identical.Result
	st.Time("identical", func() error {
		res = identical.Run(m, identical.Options{Aliases: c.aliases}, st)
		return nil
	})
	out := m.Render()
	if c.verify && m.Edited() {
		if err := st.Time("verify", func() error { return c.tools.Verify(out) }); err != nil {
			return 1, fmt.Errorf("internal error: the merged module does not verify (no output written): %v", err)
		}
	}
	if err := st.Time("write", func() error { return irmod.WriteOutput(c.out, out, *c.tools) }); err != nil {
		return 1, err
	}
	if c.report != "" || c.reportMD != "" {
		if err := c.writeReport(m, out, res, st); err != nil {
			return 1, err
		}
	}
	return 0, nil
}

// writeReport measures the program before and after merging (the output
// object itself when -o names one; both compiled the same way otherwise)
// and writes the JSON and/or Markdown report.
func (c *mergeConfig) writeReport(m *irmod.Module, out []byte, res *identical.Result, st *stats.Stats) error {
	before, err := report.MeasureIR(m.Name, m.Text, *c.tools)
	if err != nil {
		return fmt.Errorf("measuring the unmerged program: %v", err)
	}
	after, err := report.MeasureOutput(c.out, out, *c.tools)
	if err != nil {
		return fmt.Errorf("measuring %s: %v", c.out, err)
	}
	var ds []report.Decision
	for _, mg := range res.Merges {
		ds = append(ds, report.Decision{Kind: report.KindIdentical, Survivor: mg.Survivor, Replaced: mg.Replaced,
			How: mg.How, Redirected: mg.Redirected, Body: mg.Body})
	}
	stages, counters := report.FromStats(st)
	r := report.Build(report.Run{Version: version, Options: c.options, Inputs: c.inputs, Output: c.out,
		Before: before, After: after, Decisions: ds, Stages: stages, Counters: counters})
	return r.Write(c.report, c.reportMD)
}
