package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/report"
	"github.com/fmerge/rules_fmerge/merge/tempfile"
)

func init() {
	register(command{name: "report", summary: "render, compare and budget size reports (diff, svg, md, measure)", run: runReport})
}

// reportUsage lists the report subcommands.
const reportUsage = `usage:
  fmerge report diff [flags] BASE.json NEW.json   Markdown size diff for a pull request; budget check
  fmerge report svg [-top N] -o OUT.svg IN.json   SVG chart of the largest functions
  fmerge report md [-o OUT.md] IN.json           Markdown rendering of one report
  fmerge report measure FILE...                   measure ELF objects/executables (JSON)

Reports are written by 'fmerge merge --report OUT.json'; see docs/report.md.
Exit status: 0 success, 1 a size budget was exceeded, 2 bad input or usage.
`

func runReport(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, reportUsage)
		return 2
	}
	sub := map[string]func([]string, io.Writer, io.Writer) int{
		"diff": reportDiff, "svg": reportSVG, "md": reportMD, "measure": reportMeasure,
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, reportUsage)
		return 0
	}
	run, ok := sub[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "fmerge report: unknown subcommand %q\n%s", args[0], reportUsage)
		return 2
	}
	return run(args[1:], stdout, stderr)
}

// reportFlags makes a flag set whose usage names the subcommand.
func reportFlags(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("report "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: fmerge report %s %s\n\nflags:\n", name, synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// reportArgs parses flags anywhere among the positional arguments and
// checks their count; it returns the exit code to use when not ok.
func reportArgs(fs *flag.FlagSet, args []string, want int, stderr io.Writer) ([]string, int, bool) {
	pos, err := parseInterleaved(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return nil, 0, false
	}
	if err != nil {
		return nil, 2, false
	}
	if want >= 0 && len(pos) != want || want < 0 && len(pos) == 0 {
		fmt.Fprintf(stderr, "fmerge %s: wrong number of arguments (%d)\n", fs.Name(), len(pos))
		fs.Usage()
		return nil, 2, false
	}
	return pos, 0, true
}

// reportPercent accepts "2", "2.5" or "2%".
type reportPercent struct {
	v   *float64
	set *bool
}

func (p reportPercent) String() string {
	if p.v == nil || !*p.set {
		return ""
	}
	return strconv.FormatFloat(*p.v, 'f', -1, 64)
}

func (p reportPercent) Set(s string) error {
	f, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(s), "%"), 64)
	if err != nil {
		return fmt.Errorf("not a percentage: %q", s)
	}
	*p.v, *p.set = f, true
	return nil
}

// reportBytes is an int64 flag that records whether it was given.
type reportBytes struct {
	v   *int64
	set *bool
}

func (b reportBytes) String() string {
	if b.v == nil || !*b.set {
		return ""
	}
	return strconv.FormatInt(*b.v, 10)
}

func (b reportBytes) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return fmt.Errorf("not a byte count: %q", s)
	}
	*b.v, *b.set = n, true
	return nil
}

func reportDiff(args []string, stdout, stderr io.Writer) int {
	var o report.DiffOptions
	var out string
	fs := reportFlags("diff", "[flags] BASE.json NEW.json", stderr)
	fs.IntVar(&o.Top, "top", report.DefaultTop, "list the `N` functions that grew and shrank most")
	fs.StringVar(&o.Metric, "metric", "text", "what the headline and budgets measure: "+strings.Join(report.MetricNames, ", "))
	fs.Var(reportPercent{&o.FailAbovePercent, &o.HasPercent}, "fail-above", "exit 1 when the metric grows by more than `PCT` percent of BASE")
	fs.Var(reportBytes{&o.FailAboveBytes, &o.HasBytes}, "fail-above-bytes", "exit 1 when the metric grows by more than `N` bytes")
	fs.StringVar(&out, "o", "", "write the Markdown to `file` instead of standard output")
	pos, code, ok := reportArgs(fs, args, 2, stderr)
	if !ok {
		return code
	}
	base, err := report.Read(pos[0])
	if err != nil {
		return reportFail(stderr, "report diff", err)
	}
	cur, err := report.Read(pos[1])
	if err != nil {
		return reportFail(stderr, "report diff", err)
	}
	o.BaseName, o.NewName = pos[0], pos[1]
	res, err := report.Diff(base, cur, o)
	if err != nil {
		return reportFail(stderr, "report diff", err)
	}
	if code := reportEmit(out, res.Markdown, stdout, stderr); code != 0 {
		return code
	}
	if res.OverBudget {
		fmt.Fprintf(stderr, "fmerge report diff: size budget exceeded: %s\n", res.Message)
		return 1
	}
	return 0
}

func reportSVG(args []string, stdout, stderr io.Writer) int {
	var out string
	var top int
	fs := reportFlags("svg", "[-top N] -o OUT.svg IN.json", stderr)
	fs.IntVar(&top, "top", report.DefaultTop, "chart the `N` largest functions")
	fs.StringVar(&out, "o", "", "output `file` (required)")
	pos, code, ok := reportArgs(fs, args, 1, stderr)
	if !ok {
		return code
	}
	if out == "" {
		fmt.Fprintln(stderr, "fmerge report svg: missing -o OUT.svg")
		fs.Usage()
		return 2
	}
	r, err := report.Read(pos[0])
	if err != nil {
		return reportFail(stderr, "report svg", err)
	}
	return reportEmit(out, r.SVG(top), stdout, stderr)
}

func reportMD(args []string, stdout, stderr io.Writer) int {
	var out string
	fs := reportFlags("md", "[-o OUT.md] IN.json", stderr)
	fs.StringVar(&out, "o", "", "write to `file` instead of standard output")
	pos, code, ok := reportArgs(fs, args, 1, stderr)
	if !ok {
		return code
	}
	r, err := report.Read(pos[0])
	if err != nil {
		return reportFail(stderr, "report md", err)
	}
	return reportEmit(out, r.Markdown(), stdout, stderr)
}

func reportMeasure(args []string, stdout, stderr io.Writer) int {
	fs := reportFlags("measure", "FILE...", stderr)
	pos, code, ok := reportArgs(fs, args, -1, stderr)
	if !ok {
		return code
	}
	var all []report.Sizes
	for _, p := range pos {
		s, err := report.MeasureELF(p)
		if err != nil {
			return reportFail(stderr, "report measure", err)
		}
		all = append(all, s)
	}
	data, err := json.MarshalIndent(all, "", "  ")
	if err != nil {
		return reportFail(stderr, "report measure", err)
	}
	stdout.Write(append(data, '\n'))
	return 0
}

// reportEmit writes data to path atomically, or to stdout when path is empty.
func reportEmit(path string, data []byte, stdout, stderr io.Writer) int {
	if path == "" {
		stdout.Write(data)
		return 0
	}
	if err := tempfile.WriteFile(path, data); err != nil {
		return reportFail(stderr, "report", err)
	}
	return 0
}

// reportFail prints an input error and returns the bad-input exit code.
func reportFail(stderr io.Writer, what string, err error) int {
	fmt.Fprintf(stderr, "fmerge %s: %v\n", what, err)
	return 2
}
