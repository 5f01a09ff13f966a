package pipeline

import (
	"fmt"
	"os"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/identical"
	"github.com/fmerge/rules_fmerge/merge/report"
	"github.com/fmerge/rules_fmerge/merge/similar"
	"github.com/fmerge/rules_fmerge/merge/stats"
	"github.com/fmerge/rules_fmerge/merge/tempfile"
)

// unmerged is the input's text, kept for measuring the report's "before"
// side after the output is written: in memory, or in a temporary file.
type unmerged struct {
	text []byte
	path string
}

// keepUnmerged keeps text for measure. With spill, the text goes to a
// temporary file: similar merging builds a second module, and on a large
// program the first one's text, held until the end, would add a tenth to
// the run's peak memory. The identical stage edits text's own module, so
// holding it costs nothing there.
func keepUnmerged(text []byte, spill bool) (unmerged, error) {
	if !spill {
		return unmerged{text: text}, nil
	}
	f, err := tempfile.CreateTemp("", "fmerge-unmerged-*.ll")
	if err != nil {
		return unmerged{}, err
	}
	_, err = f.Write(text)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		tempfile.Remove(f.Name())
		return unmerged{}, fmt.Errorf("keeping the unmerged module for the report: %v", err)
	}
	return unmerged{path: f.Name()}, nil
}

// read returns the kept text.
func (u unmerged) read() ([]byte, error) {
	if u.path == "" {
		return u.text, nil
	}
	return os.ReadFile(u.path)
}

// remove deletes the temporary file, if any.
func (u unmerged) remove() {
	if u.path != "" {
		tempfile.Remove(u.path)
	}
}

// measure measures the program before merging (input, the text read) and
// after (the output object itself when the output is one; both compiled
// the same way otherwise); at is where the output file is staged.
func (c *Config) measure(res *Result, name string, input unmerged, out []byte, at string, st *stats.Stats) error {
	text, err := input.read()
	if err != nil {
		return fmt.Errorf("measuring the unmerged program: %v", err)
	}
	before, err := report.MeasureIR(name, text, c.Tools)
	if err != nil {
		return fmt.Errorf("measuring the unmerged program: %v", err)
	}
	after, err := report.MeasureOutput(c.Output, at, out, c.Tools)
	if err != nil {
		return fmt.Errorf("measuring %s: %v", c.Output, err)
	}
	res.Before, res.After = &before, &after
	if c.MeasureSizes {
		st.Add("real.text-saved", ".text bytes saved, unmerged input compiled alike (real)", int64(before.TextBytes)-int64(after.TextBytes))
	}
	return nil
}

// reportFiles renders the JSON and/or Markdown report, as asked for.
func (c *Config) reportFiles(res *Result, st *stats.Stats) ([]report.File, error) {
	if c.Report == "" && c.ReportMD == "" {
		return nil, nil
	}
	stages, counters := report.FromStats(st)
	if !c.ReportTimings {
		stages = nil
	}
	r := report.Build(report.Run{Version: c.Version, Options: c.ReportOptions, Inputs: c.Inputs, Output: c.Output,
		Baseline: c.baseline(), Before: *res.Before, After: *res.After, Decisions: Decisions(res.Identical, res.Similar), Unread: res.Unread, Stages: stages, Counters: counters})
	return r.Files(c.Report, c.ReportMD)
}

// Decisions lists the merges of both stages for a report. A similar merge
// group is named after its final merged function; its similarity is that
// of the last merge that made it, its estimate the sum over the chain of
// merges that built it.
func Decisions(ires *identical.Result, sres *similar.Result) []report.Decision {
	var ds []report.Decision
	for _, mg := range ires.Merges {
		ds = append(ds, report.Decision{Kind: report.KindIdentical, Survivor: mg.Survivor, Replaced: mg.Replaced,
			How: mg.How, Redirected: mg.Redirected, Body: mg.Body})
	}
	if sres == nil {
		return ds
	}
	byName := mergesByName(sres)
	estimate := func(m similar.Merge) float64 { return m.Estimate }
	for _, r := range sres.Replaced {
		d := report.Decision{Kind: report.KindSimilar, Survivor: r.Into, Replaced: r.Name, How: report.HowThunk,
			Similarity: byName[r.Into].Similarity, EstimatedSavedBytes: int64(chainSum(byName, r.Into, estimate))}
		if r.Removed {
			d.How, d.Redirected = report.HowDeleted, r.Calls
		}
		ds = append(ds, d)
	}
	return ds
}

// baseline says, for the report, what the unmerged side is: with -lto the
// full-LTO release build of the inputs, otherwise the inputs as given.
func (c *Config) baseline() string {
	flags := strings.Join(c.Tools.ObjectFlags(), " ")
	if c.LTO != "" {
		return fmt.Sprintf("the plain full-LTO release build: the inputs through the LTO pipeline (opt -passes=lto<%s>), not merged, compiled with llc %s, as ld.lld compiles an LTO link", c.LTO, flags)
	}
	return fmt.Sprintf("the inputs as given, not merged, compiled with llc %s (no LTO pipeline run: with -lto, the baseline is the full-LTO release build)", flags)
}

// mergesByName indexes the similar merges by the merged function they made.
func mergesByName(sres *similar.Result) map[string]similar.Merge {
	byName := map[string]similar.Merge{}
	for _, mg := range sres.Merges {
		byName[mg.Merged] = mg
	}
	return byName
}

// chainSum sums f over the merges that built the merged function name: its
// own merge and, recursively, those of the merged functions it was made
// from (a group merged in several steps).
func chainSum(byName map[string]similar.Merge, name string, f func(similar.Merge) float64) float64 {
	mg, ok := byName[name]
	if !ok {
		return 0
	}
	return f(mg) + chainSum(byName, mg.First, f) + chainSum(byName, mg.Second, f)
}
