package report

import (
	"bytes"
	"fmt"
	"math"
	"sort"
)

// Metrics a size budget can apply to, and the Sizes field each reads.
var metrics = map[string]func(Sizes) uint64{
	"text":   func(s Sizes) uint64 { return s.TextBytes },
	"rodata": func(s Sizes) uint64 { return s.RodataBytes },
	"data":   func(s Sizes) uint64 { return s.DataBytes },
	"bss":    func(s Sizes) uint64 { return s.BSSBytes },
	"total":  func(s Sizes) uint64 { return s.TotalBytes },
}

// MetricNames lists the metrics in documentation order.
var MetricNames = []string{"text", "rodata", "data", "bss", "total"}

// DiffOptions tune Diff.
type DiffOptions struct {
	// BaseName and NewName label the two reports (usually their paths).
	BaseName, NewName string
	// Top is how many grown and shrunk functions to list (DefaultTop if 0).
	Top int
	// Metric is what the headline and the budget measure: "text" (the
	// default), "rodata", "data", "bss" or "total".
	Metric string
	// FailAbovePercent, when HasPercent, is the largest growth of Metric
	// allowed, in percent of the base size.
	FailAbovePercent float64
	HasPercent       bool
	// FailAboveBytes, when HasBytes, is the largest growth allowed in bytes.
	FailAboveBytes int64
	HasBytes       bool
}

// DiffResult is a rendered comparison.
type DiffResult struct {
	// Markdown is the pull-request comment.
	Markdown []byte
	// OverBudget is set when Metric grew past a budget; Message then says
	// by how much, in one line.
	OverBudget bool
	Message    string
}

// Diff compares the "after" sizes of two reports: base (e.g. the main
// branch) and new (the change under review).
func Diff(base, new *Report, o DiffOptions) (DiffResult, error) {
	if o.Metric == "" {
		o.Metric = "text"
	}
	get, ok := metrics[o.Metric]
	if !ok {
		return DiffResult{}, fmt.Errorf("unknown metric %q (want one of %v)", o.Metric, MetricNames)
	}
	if o.Top <= 0 {
		o.Top = DefaultTop
	}
	old, cur := get(base.After), get(new.After)
	res := DiffResult{}
	res.OverBudget, res.Message = o.budget(old, cur)

	var b bytes.Buffer
	fmt.Fprintf(&b, "## fmerge size diff\n\n%s → %s\n\n", code(o.BaseName), code(o.NewName))
	fmt.Fprintf(&b, "**%s: %d → %d bytes, %s**\n\n", metricLabel(o.Metric), old, cur, Change(old, cur))
	sizeTable(&b, "base", "new", base.After, new.After)
	diffFunctions(&b, FunctionRows(base.After, new.After), o.Top)
	diffMerges(&b, base, new, o.Top)
	if o.HasPercent || o.HasBytes {
		fmt.Fprintf(&b, "**Budget:** %s\n", res.Message)
	}
	res.Markdown = b.Bytes()
	return res, nil
}

func metricLabel(m string) string {
	if m == "total" {
		return "total (allocated)"
	}
	return "." + m
}

// budget checks growth against the limits and says what it found; with
// no limit set there is nothing to check or say.
func (o DiffOptions) budget(old, cur uint64) (bool, string) {
	if !o.HasPercent && !o.HasBytes {
		return false, ""
	}
	d := int64(cur) - int64(old)
	pct := percent(old, cur)
	if old == 0 && d > 0 {
		pct = math.Inf(1)
	}
	var limits []string
	over := false
	if o.HasPercent {
		limits = append(limits, fmt.Sprintf("%+.2f%%", o.FailAbovePercent))
		over = over || pct > o.FailAbovePercent
	}
	if o.HasBytes {
		limits = append(limits, fmt.Sprintf("%+d bytes", o.FailAboveBytes))
		over = over || d > o.FailAboveBytes
	}
	verdict := "within"
	if over {
		verdict = "ABOVE"
	}
	lim := limits[0]
	if len(limits) == 2 {
		lim += " or " + limits[1]
	}
	return over, fmt.Sprintf("%s changed by %s (%d → %d bytes), %s the budget of %s.",
		metricLabel(o.Metric), Change(old, cur), old, cur, verdict, lim)
}

func diffFunctions(b *bytes.Buffer, rows []FuncRow, top int) {
	var grew, shrank []FuncRow
	for _, r := range rows {
		switch {
		case r.Delta() > 0:
			grew = append(grew, r)
		case r.Delta() < 0:
			shrank = append(shrank, r)
		}
	}
	sort.SliceStable(grew, func(i, j int) bool { return deltaFirst(grew[i], grew[j], 1) })
	sort.SliceStable(shrank, func(i, j int) bool { return deltaFirst(shrank[i], shrank[j], -1) })
	funcTable(b, "Functions that grew", grew, top)
	funcTable(b, "Functions that shrank", shrank, top)
}

// deltaFirst orders by sign*delta descending, then by name.
func deltaFirst(a, z FuncRow, sign int64) bool {
	if a.Delta() != z.Delta() {
		return sign*a.Delta() > sign*z.Delta()
	}
	return a.Name < z.Name
}

func funcTable(b *bytes.Buffer, title string, rows []FuncRow, top int) {
	fmt.Fprintf(b, "### %s (%d", title, len(rows))
	if len(rows) > top {
		fmt.Fprintf(b, ", top %d shown", top)
	}
	fmt.Fprintf(b, ")\n\n")
	if len(rows) == 0 {
		b.WriteString("None.\n\n")
		return
	}
	fmt.Fprintf(b, "| function | base | new | change |\n|---|---:|---:|---:|\n")
	for i, r := range rows {
		if i == top {
			break
		}
		fmt.Fprintf(b, "| %s | %d | %d | %s |\n", symbol(r.Name, ""), r.Old, r.New, Change(r.Old, r.New))
	}
	b.WriteString("\n")
}

// mergeKeys describes every merged function of a report as one line
// ("identical: `f` (thunk) → `g`"), keyed without the How so a change of
// thunk to alias is not reported as lost and gained.
func mergeKeys(r *Report) map[string]string {
	out := map[string]string{}
	for _, g := range r.Merges {
		for _, m := range g.Members {
			k := g.Kind + "\x00" + m.Name + "\x00" + g.Survivor
			out[k] = fmt.Sprintf("%s: %s → %s", g.Kind, symbol(m.Name, m.How), symbol(g.Survivor, ""))
		}
	}
	return out
}

func diffMerges(b *bytes.Buffer, base, new *Report, top int) {
	old, cur := mergeKeys(base), mergeKeys(new)
	gained, lost := only(cur, old), only(old, cur)
	fmt.Fprintf(b, "### Merges\n\n%d merged functions in base, %d in new: %d gained, %d lost.\n\n", len(old), len(cur), len(gained), len(lost))
	list := func(title string, lines []string) {
		if len(lines) == 0 {
			return
		}
		fmt.Fprintf(b, "%s:\n\n", title)
		for i, l := range lines {
			if i == top {
				fmt.Fprintf(b, "- … and %d more\n", len(lines)-top)
				break
			}
			fmt.Fprintf(b, "- %s\n", l)
		}
		b.WriteString("\n")
	}
	list("Gained", gained)
	list("Lost", lost)
}

// only returns the values of a whose keys are not in z, sorted by key.
func only(a, z map[string]string) []string {
	var keys []string
	for k := range a {
		if _, ok := z[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = a[k]
	}
	return out
}
