package report

import (
	"math"
	"sort"
	"time"

	"github.com/fmerge/rules_fmerge/merge/stats"
)

// Decision is one merge as the merging stages record it: Replaced was
// folded into Survivor. Build groups decisions into Merges.
type Decision struct {
	// Kind is KindIdentical or KindSimilar.
	Kind     string
	Survivor string
	Replaced string
	// How is one of the How* constants.
	How        string
	Redirected int
	// Body, when set, names the function that holds the shared body after
	// merging if that is not Survivor (the private copy of a double thunk).
	Body string
	// Similarity and EstimatedSavedBytes describe a similar merge; the
	// first decision of a group that sets them wins.
	Similarity          float64
	EstimatedSavedBytes int64
}

// Run is everything the merge command knows about a run. It fills the
// decisions, timings and options; Before and After come from MeasureIR /
// MeasureOutput.
type Run struct {
	Version   string
	Options   map[string]string
	Inputs    []string
	Output    string
	Baseline  string
	Before    Sizes
	After     Sizes
	Decisions []Decision
	Unread    []Unread
	Stages    []Stage
	Counters  []Counter
}

// Build assembles a report: it groups the decisions, looks up every merged
// function's measured size before and after, and totals the result.
func Build(r Run) *Report {
	rep := &Report{
		SchemaVersion: SchemaVersion,
		Tool:          Tool{Name: "fmerge", Version: r.Version},
		Options:       r.Options,
		Inputs:        r.Inputs,
		Output:        r.Output,
		Baseline:      r.Baseline,
		Before:        r.Before,
		After:         r.After,
		Merges:        groupDecisions(r.Decisions),
		Unread:        r.Unread,
		Stages:        r.Stages,
		Counters:      r.Counters,
	}
	before, after := sizeIndex(r.Before), sizeIndex(r.After)
	for i := range rep.Merges {
		measureGroup(&rep.Merges[i], before, after)
	}
	rep.normalize()
	rep.Summary = summarize(rep)
	return rep
}

// normalize replaces nil slices and maps by empty ones so the JSON has
// [] and {} rather than null, which is easier on consumers.
func (r *Report) normalize() {
	if r.Options == nil {
		r.Options = map[string]string{}
	}
	for _, p := range []*[]Function{&r.Before.Functions, &r.After.Functions} {
		if *p == nil {
			*p = []Function{}
		}
		for i := range *p {
			// aliases is omitempty: an empty list is not written, so it
			// reads back as nil; nil is the one form of "none".
			if len((*p)[i].Aliases) == 0 {
				(*p)[i].Aliases = nil
			}
		}
	}
	for _, p := range []*[]Section{&r.Before.Sections, &r.After.Sections} {
		if *p == nil {
			*p = []Section{}
		}
	}
	if r.Inputs == nil {
		r.Inputs = []string{}
	}
	if len(r.Unread) == 0 {
		r.Unread = nil // omitempty: nil is the one form of "none"
	}
	if r.Merges == nil {
		r.Merges = []Merge{}
	}
	if r.Stages == nil {
		r.Stages = []Stage{}
	}
	if r.Counters == nil {
		r.Counters = []Counter{}
	}
}

// groupDecisions folds decisions into groups keyed by final survivor: when a
// survivor is itself merged away later, its group joins the new survivor's.
func groupDecisions(ds []Decision) []Merge {
	next := map[string]string{}
	for _, d := range ds {
		next[d.Replaced] = d.Survivor
	}
	root := func(n string) string {
		for seen := 0; seen <= len(ds); seen++ { // bounded: a cycle is a caller bug
			s, ok := next[n]
			if !ok {
				break
			}
			n = s
		}
		return n
	}
	idx := map[string]int{}
	var out []Merge
	for _, d := range ds {
		r := root(d.Survivor)
		i, ok := idx[r]
		if !ok {
			i = len(out)
			idx[r] = i
			out = append(out, Merge{Kind: d.Kind, Survivor: r})
		}
		g := &out[i]
		g.Members = append(g.Members, Member{Name: d.Replaced, How: d.How, Redirected: d.Redirected})
		if g.Body == "" {
			g.Body = d.Body
		}
		if g.Similarity == 0 {
			g.Similarity = d.Similarity
		}
		if g.EstimatedSavedBytes == 0 {
			g.EstimatedSavedBytes = d.EstimatedSavedBytes
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Kind != out[j].Kind {
			return out[i].Kind < out[j].Kind
		}
		return out[i].Survivor < out[j].Survivor
	})
	return out
}

// symSize maps every symbol naming a body to its size; aliasOf marks the
// names that are aliases rather than the body's first symbol.
type symSize struct {
	size    map[string]uint64
	aliasOf map[string]string
}

func sizeIndex(s Sizes) symSize {
	x := symSize{size: map[string]uint64{}, aliasOf: map[string]string{}}
	for _, f := range s.Functions {
		x.size[f.Name] = f.Size
		for _, a := range f.Aliases {
			x.size[a] = f.Size
			x.aliasOf[a] = f.Name
		}
	}
	return x
}

// bytes is the size a name owns: aliases own nothing, their body is
// counted under the first symbol.
func (x symSize) bytes(name string) uint64 {
	if _, ok := x.aliasOf[name]; ok {
		return 0
	}
	return x.size[name]
}

func measureGroup(g *Merge, before, after symSize) {
	g.SurvivorBeforeBytes = before.bytes(g.Survivor)
	g.SurvivorAfterBytes = after.bytes(g.Survivor)
	saved := int64(g.SurvivorBeforeBytes) - int64(g.SurvivorAfterBytes)
	if g.Body != "" {
		g.BodyAfterBytes = after.bytes(g.Body)
		saved += int64(before.bytes(g.Body)) - int64(g.BodyAfterBytes)
	}
	for i := range g.Members {
		m := &g.Members[i]
		m.BeforeBytes = before.bytes(m.Name)
		m.AfterBytes = after.bytes(m.Name)
		saved += int64(m.BeforeBytes) - int64(m.AfterBytes)
	}
	g.MeasuredSavedBytes = saved
}

func summarize(r *Report) Summary {
	s := Summary{
		TextDeltaBytes:  int64(r.After.TextBytes) - int64(r.Before.TextBytes),
		TotalDeltaBytes: int64(r.After.TotalBytes) - int64(r.Before.TotalBytes),
	}
	for _, g := range r.Merges {
		if g.Kind == KindSimilar {
			s.SimilarGroups++
		} else {
			s.IdenticalGroups++
		}
		s.EstimatedSavedBytes += g.EstimatedSavedBytes
		s.MeasuredSavedBytes += g.MeasuredSavedBytes
		for _, m := range g.Members {
			s.MergedFunctions++
			s.Redirected += m.Redirected
			switch m.How {
			case HowThunk:
				s.Thunks++
			case HowAlias:
				s.Aliases++
			case HowDeleted:
				s.Deleted++
			case HowCalls:
				s.CallsOnly++
			case HowDoubleThunk:
				s.DoubleThunks++
			}
		}
	}
	return s
}

// FromStats converts the stage timings and counters of a run.
func FromStats(st *stats.Stats) ([]Stage, []Counter) {
	var stages []Stage
	for _, s := range st.Stages() {
		stages = append(stages, Stage{Name: s.Name, Seconds: Seconds(s.Duration)})
	}
	var counters []Counter
	for _, c := range st.Counters() {
		counters = append(counters, Counter{Name: c.Name, Desc: c.Desc, Value: c.Value})
	}
	return stages, counters
}

// Seconds converts a duration to seconds rounded to microseconds, so the
// JSON holds no spurious digits.
func Seconds(d time.Duration) float64 {
	return math.Round(d.Seconds()*1e6) / 1e6
}
