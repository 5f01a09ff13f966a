package report

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
)

// DefaultTop is how many functions the Markdown and SVG renderings list.
const DefaultTop = 20

// Markdown renders the report for people: size table, merge groups,
// largest functions, stage timings and options.
func (r *Report) Markdown() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# fmerge size report\n\n")
	fmt.Fprintf(&b, "%s %s, output %s, inputs %s.\n\n", r.Tool.Name, r.Tool.Version, code(r.Output), codeList(r.Inputs))
	r.mdSizes(&b)
	r.mdMerges(&b)
	r.mdFunctions(&b, DefaultTop)
	r.mdUnread(&b)
	r.mdStages(&b)
	r.mdOptions(&b)
	return b.Bytes()
}

func (r *Report) mdSizes(b *bytes.Buffer) {
	fmt.Fprintf(b, "## Sizes\n\n")
	if r.Baseline != "" {
		fmt.Fprintf(b, "Baseline (before): %s.\n\n", r.Baseline)
	}
	fmt.Fprintf(b, "Before: %s. After: %s.\n\n", describe(r.Before), describe(r.After))
	sizeTable(b, "before", "after", r.Before, r.After)
}

// describe says where a Sizes came from.
func describe(s Sizes) string {
	switch s.Method {
	case MethodLLC:
		return code(s.File) + " compiled with llc"
	case MethodObject:
		return "read from " + code(s.File)
	}
	return code(s.File)
}

// sizeTable writes the section totals of two measurements side by side.
func sizeTable(b *bytes.Buffer, left, right string, a, z Sizes) {
	fmt.Fprintf(b, "| bytes | %s | %s | change |\n|---|---:|---:|---:|\n", left, right)
	rows := []struct {
		name string
		a, z uint64
	}{
		{".text", a.TextBytes, z.TextBytes},
		{".rodata", a.RodataBytes, z.RodataBytes},
		{".data", a.DataBytes, z.DataBytes},
		{".bss", a.BSSBytes, z.BSSBytes},
		{"total (allocated)", a.TotalBytes, z.TotalBytes},
		{"in functions", a.FunctionBytes, z.FunctionBytes},
		{"function count", uint64(len(a.Functions)), uint64(len(z.Functions))},
	}
	for _, row := range rows {
		fmt.Fprintf(b, "| %s | %d | %d | %s |\n", row.name, row.a, row.z, Change(row.a, row.z))
	}
	b.WriteString("\n")
}

// Change formats new minus old with its sign and percentage of old:
// "-32 (-13.79%)", "+0 (+0.00%)", "+8 (new)" when old is 0.
func Change(old, new uint64) string {
	d := int64(new) - int64(old)
	if old == 0 {
		if d == 0 {
			return "+0"
		}
		return fmt.Sprintf("%+d (new)", d)
	}
	return fmt.Sprintf("%+d (%s)", d, Percent(old, new))
}

// Percent formats (new-old)/old with a sign and two decimals.
func Percent(old, new uint64) string {
	return fmt.Sprintf("%+.2f%%", percent(old, new))
}

func percent(old, new uint64) float64 {
	if old == 0 {
		return 0
	}
	return float64(int64(new)-int64(old)) * 100 / float64(old)
}

func (r *Report) mdMerges(b *bytes.Buffer) {
	s := r.Summary
	fmt.Fprintf(b, "## Merges\n\n")
	fmt.Fprintf(b, "%d identical and %d similar %s; %s merged (%s, %s, %d deleted, %d calls-only, %s); %s redirected. ",
		s.IdenticalGroups, s.SimilarGroups, noun(s.IdenticalGroups+s.SimilarGroups, "group"), plural(s.MergedFunctions, "function"),
		plural(s.Thunks, "thunk"), pluralES(s.Aliases, "alias"), s.Deleted, s.CallsOnly, plural(s.DoubleThunks, "double thunk"), plural(s.Redirected, "reference"))
	fmt.Fprintf(b, "Measured saving over all groups: %d bytes (estimated: %d); .text changed by %+d bytes.\n\n",
		s.MeasuredSavedBytes, s.EstimatedSavedBytes, s.TextDeltaBytes)
	if len(r.Merges) == 0 {
		return
	}
	fmt.Fprintf(b, "| kind | survivor | merged (how) | bytes before | bytes after | saved (measured) | saved (estimated) | similarity |\n")
	fmt.Fprintf(b, "|---|---|---|---:|---:|---:|---:|---:|\n")
	for _, g := range r.Merges {
		before, after := g.SurvivorBeforeBytes, g.SurvivorAfterBytes+g.BodyAfterBytes
		var ms []string
		for _, m := range g.Members {
			ms = append(ms, symbol(m.Name, m.How))
			before += m.BeforeBytes
			after += m.AfterBytes
		}
		sim := "-"
		if g.Kind == KindSimilar {
			sim = fmt.Sprintf("%.3f", g.Similarity)
		}
		fmt.Fprintf(b, "| %s | %s | %s | %d | %d | %d | %d | %s |\n",
			g.Kind, symbol(g.Survivor, ""), strings.Join(ms, ", "), before, after, g.MeasuredSavedBytes, g.EstimatedSavedBytes, sim)
	}
	b.WriteString("\n")
}

// FuncRow is one function name measured in two programs.
type FuncRow struct {
	Name string
	// Old and New are the bytes the name owns (0 when absent or an alias).
	Old, New uint64
	// OldAlias and NewAlias name the body a name is an alias of, if so.
	OldAlias, NewAlias string
}

// Delta is New minus Old.
func (f FuncRow) Delta() int64 { return int64(f.New) - int64(f.Old) }

// FunctionRows pairs the functions of two measurements by symbol name,
// aliases included. Ordered by the larger of the two sizes, then name.
func FunctionRows(old, new Sizes) []FuncRow {
	a, z := sizeIndex(old), sizeIndex(new)
	names := map[string]bool{}
	for n := range a.size {
		names[n] = true
	}
	for n := range z.size {
		names[n] = true
	}
	rows := make([]FuncRow, 0, len(names))
	for n := range names {
		rows = append(rows, FuncRow{Name: n, Old: a.bytes(n), New: z.bytes(n), OldAlias: a.aliasOf[n], NewAlias: z.aliasOf[n]})
	}
	sort.Slice(rows, func(i, j int) bool {
		mi, mj := max(rows[i].Old, rows[i].New), max(rows[j].Old, rows[j].New)
		if mi != mj {
			return mi > mj
		}
		return rows[i].Name < rows[j].Name
	})
	return rows
}

// cell shows a size, or what happened to a name that owns no bytes.
func cell(n uint64, aliasOf string, present bool) string {
	switch {
	case aliasOf != "":
		return "alias of " + symbol(aliasOf, "")
	case !present:
		return "-"
	}
	return fmt.Sprint(n)
}

func (r *Report) mdFunctions(b *bytes.Buffer, top int) {
	rows := FunctionRows(r.Before, r.After)
	merged := r.mergedNames()
	inB, inA := sizeIndex(r.Before).size, sizeIndex(r.After).size
	fmt.Fprintf(b, "## Largest functions\n\n")
	fmt.Fprintf(b, "The %d largest of %d function symbols; merged: the function was folded into another (M) or kept the body (S).\n\n", min(top, len(rows)), len(rows))
	fmt.Fprintf(b, "| function | before | after | change | merged |\n|---|---:|---:|---:|---|\n")
	for i, f := range rows {
		if i == top {
			break
		}
		_, pb := inB[f.Name]
		_, pa := inA[f.Name]
		fmt.Fprintf(b, "| %s | %s | %s | %+d | %s |\n", symbol(f.Name, ""), cell(f.Old, f.OldAlias, pb), cell(f.New, f.NewAlias, pa), f.Delta(), merged[f.Name])
	}
	b.WriteString("\n")
}

// mergedNames marks survivors "S" and members "M".
func (r *Report) mergedNames() map[string]string {
	out := map[string]string{}
	for _, g := range r.Merges {
		out[g.Survivor] = "S"
		for _, m := range g.Members {
			out[m.Name] = "M"
		}
	}
	return out
}

func (r *Report) mdUnread(b *bytes.Buffer) {
	if len(r.Unread) == 0 {
		return
	}
	fmt.Fprintf(b, "## Not read\n\n%s the IR library could not read, each merged with nothing:\n\n| function | why |\n|---|---|\n", plural(len(r.Unread), "function"))
	for _, u := range r.Unread {
		fmt.Fprintf(b, "| %s | %s |\n", code(u.Function), strings.ReplaceAll(u.Reason, "|", `\|`))
	}
	b.WriteString("\n")
}

func (r *Report) mdStages(b *bytes.Buffer) {
	if len(r.Stages) == 0 {
		return
	}
	fmt.Fprintf(b, "## Stages\n\n| stage | seconds |\n|---|---:|\n")
	for _, s := range r.Stages {
		fmt.Fprintf(b, "| %s | %.3f |\n", s.Name, s.Seconds)
	}
	b.WriteString("\n")
}

func (r *Report) mdOptions(b *bytes.Buffer) {
	if len(r.Options) == 0 {
		return
	}
	keys := make([]string, 0, len(r.Options))
	for k := range r.Options {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Fprintf(b, "## Options\n\n| option | value |\n|---|---|\n")
	for _, k := range keys {
		fmt.Fprintf(b, "| %s | %s |\n", code(k), code(r.Options[k]))
	}
	b.WriteString("\n")
}

// symbol renders a function for people: a C++ name demangled in full in
// a code span, then in parentheses the note (e.g. how it was merged) and
// the mangled symbol, which is what nm, the linker and the JSON report
// call it, and which tells apart names that demangle alike (a complete
// and a base object constructor). Other names are just the code span and
// the note: "`scale_b` (alias)".
func symbol(sym, note string) string {
	var extra []string
	if note != "" {
		extra = append(extra, note)
	}
	d := Demangle(sym)
	if d != sym {
		extra = append(extra, code(sym))
	}
	if len(extra) == 0 {
		return code(d)
	}
	return code(d) + " (" + strings.Join(extra, ", ") + ")"
}

// code puts s in a Markdown code span that survives a table cell: pipes
// are escaped, and a span holding backticks is fenced by one more
// backtick than its longest run of them, with spaces inside the fence.
func code(s string) string {
	if s == "" {
		return "-"
	}
	s = strings.ReplaceAll(s, "|", `\|`)
	run, longest := 0, 0
	for _, c := range s {
		if c == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	if longest == 0 {
		return "`" + s + "`"
	}
	fence := strings.Repeat("`", longest+1)
	return fence + " " + s + " " + fence
}

func codeList(ss []string) string {
	if len(ss) == 0 {
		return "-"
	}
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = code(s)
	}
	return strings.Join(out, ", ")
}

// plural writes "1 thunk", "2 thunks".
func plural(n int, word string) string { return fmt.Sprintf("%d %s", n, noun(n, word)) }

// pluralES writes "1 alias", "2 aliases".
func pluralES(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ses", n, word)
}

func noun(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
