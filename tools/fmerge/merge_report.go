package main

import (
	"fmt"

	"github.com/fmerge/rules_fmerge/merge/identical"
	"github.com/fmerge/rules_fmerge/merge/report"
	"github.com/fmerge/rules_fmerge/merge/similar"
	"github.com/fmerge/rules_fmerge/merge/stats"
)

// decisions lists the merges of both stages for the report. A similar
// merge group is named after its final merged function; its similarity is
// that of the last merge that made it, its estimate the sum over the
// chain of merges that built it.
func decisions(ires *identical.Result, sres *similar.Result) []report.Decision {
	var ds []report.Decision
	for _, mg := range ires.Merges {
		ds = append(ds, report.Decision{Kind: report.KindIdentical, Survivor: mg.Survivor, Replaced: mg.Replaced,
			How: mg.How, Redirected: mg.Redirected, Body: mg.Body})
	}
	if sres == nil {
		return ds
	}
	byName := map[string]similar.Merge{}
	for _, mg := range sres.Merges {
		byName[mg.Merged] = mg
	}
	var estimate func(name string) float64
	estimate = func(name string) float64 {
		mg, ok := byName[name]
		if !ok {
			return 0
		}
		return mg.Estimate + estimate(mg.First) + estimate(mg.Second)
	}
	for _, r := range sres.Replaced {
		d := report.Decision{Kind: report.KindSimilar, Survivor: r.Into, Replaced: r.Name, How: report.HowThunk,
			Similarity: byName[r.Into].Similarity, EstimatedSavedBytes: int64(estimate(r.Into))}
		if r.Removed {
			d.How, d.Redirected = report.HowDeleted, r.Calls
		}
		ds = append(ds, d)
	}
	return ds
}

// measure measures the program before merging (input, the text fmerge
// read) and after (the output object itself when -o names one; both
// compiled the same way otherwise).
func (c *mergeConfig) measure(name string, input, out []byte) (before, after report.Sizes, err error) {
	if before, err = report.MeasureIR(name, input, *c.tools); err != nil {
		return before, after, fmt.Errorf("measuring the unmerged program: %v", err)
	}
	if after, err = report.MeasureOutput(c.out, out, *c.tools); err != nil {
		return before, after, fmt.Errorf("measuring %s: %v", c.out, err)
	}
	return before, after, nil
}

// writeReport writes the JSON and/or Markdown report.
func (c *mergeConfig) writeReport(before, after report.Sizes, ds []report.Decision, st *stats.Stats) error {
	stages, counters := report.FromStats(st)
	if !c.timings {
		stages = nil
	}
	r := report.Build(report.Run{Version: version, Options: c.options, Inputs: c.inputs, Output: c.out,
		Before: before, After: after, Decisions: ds, Stages: stages, Counters: counters})
	return r.Write(c.report, c.reportMD)
}
