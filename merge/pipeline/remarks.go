package pipeline

import (
	"fmt"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/identical"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/remarks"
	"github.com/fmerge/rules_fmerge/merge/similar"
)

// definedNames lists the functions defined in m, in module order: the
// functions remarks are written for.
func definedNames(m *irmod.Module) []string {
	var out []string
	for _, f := range m.Funcs {
		if f.Defined() {
			out = append(out, f.Name)
		}
	}
	return out
}

// Remarks says, for every function of names, what the stages did with it:
// Passed for a function merged away (with whom, how, and what the merge
// saved) or kept as the body others now share, Missed with the reason
// otherwise. sres is nil when similar merging did not run.
func Remarks(names []string, ires *identical.Result, sres *similar.Result) []remarks.Remark {
	passed := passedRemarks(ires, sres)
	twins := refusedTwins(ires)
	out := make([]remarks.Remark, 0, len(names))
	for _, name := range names {
		if r, ok := passed[name]; ok {
			out = append(out, r)
			continue
		}
		out = append(out, missedRemark(name, ires, sres, twins))
	}
	return out
}

// ReasonTwinRefused is the remark of a function that has no refusal of
// its own but an identical twin the identical stage kept apart from it
// (the twin's remark says why): it is not "without a twin".
const ReasonTwinRefused = "IdenticalTwinRefused"

// refusedTwins maps each function a refusal names as the other of its
// pair to the first (by name) function refused with it.
func refusedTwins(ires *identical.Result) map[string]string {
	out := map[string]string{}
	for name, why := range ires.Refused {
		if why.With == "" {
			continue
		}
		if cur, ok := out[why.With]; !ok || name < cur {
			out[why.With] = name
		}
	}
	return out
}

// identicalReason is the identical stage's reason for keeping name as it
// was: its own refusal, else its refused twin's; ok is false when the
// stage had neither.
func identicalReason(name string, ires *identical.Result, twins map[string]string) (identical.Reason, bool) {
	if why, ok := ires.Refused[name]; ok {
		return why, true
	}
	twin, ok := twins[name]
	if !ok {
		return identical.Reason{}, false
	}
	return identical.Reason{Code: ReasonTwinRefused, With: twin,
		Detail: "its identical twin was kept apart from it (" + ires.Refused[twin].Code + ")"}, true
}

// passedRemarks are the remarks of merged functions and identical
// survivors, by function name.
func passedRemarks(ires *identical.Result, sres *similar.Result) map[string]remarks.Remark {
	out := map[string]remarks.Remark{}
	kept := map[string][]string{}
	for _, mg := range ires.Merges {
		args := []remarks.Arg{{Key: "String", Value: "identical to "}, {Key: "Survivor", Value: mg.Survivor},
			{Key: "String", Value: "; " + howText(mg.How)}}
		if mg.Redirected > 0 {
			args = append(args, remarks.Arg{Key: "Redirected", Value: fmt.Sprint(mg.Redirected)}, remarks.Arg{Key: "String", Value: " references redirected"})
		}
		out[mg.Replaced] = remarks.Remark{Passed: true, Name: "Identical" + camel(mg.How), Function: mg.Replaced, Args: args}
		kept[mg.Survivor] = append(kept[mg.Survivor], mg.Replaced)
	}
	for s, merged := range kept {
		if _, gone := out[s]; gone {
			continue // merged away itself later (a chain): that remark wins
		}
		out[s] = remarks.Remark{Passed: true, Name: "IdenticalSurvivor", Function: s, Args: []remarks.Arg{
			{Key: "String", Value: "keeps the body; merged into it: "}, {Key: "Merged", Value: strings.Join(merged, ", ")}}}
	}
	if sres == nil {
		return out
	}
	byName := mergesByName(sres)
	saved := func(name string) float64 {
		return chainSum(byName, name, func(m similar.Merge) float64 { return m.Delta })
	}
	for _, r := range sres.Replaced {
		how, name := "replaced by a thunk calling it", "SimilarThunk"
		if r.Removed {
			how, name = fmt.Sprintf("removed, %d calls now call it", r.Calls), "SimilarDeleted"
		}
		out[r.Name] = remarks.Remark{Passed: true, Name: name, Function: r.Name, Args: []remarks.Arg{
			{Key: "String", Value: "merged with similar functions into "}, {Key: "Merged", Value: r.Into},
			{Key: "String", Value: "; " + how + "; similarity "}, {Key: "Similarity", Value: fmt.Sprintf("%.2f", byName[r.Into].Similarity)},
			{Key: "String", Value: "; the merge group saves "}, {Key: "SavedBytes", Value: fmt.Sprintf("%.0f", saved(r.Into))},
			{Key: "String", Value: " bytes"}}}
	}
	return out
}

// missedRemark: the similar stage's reason when it ran and has one, else
// the identical stage's (its own refusal or its refused twin's), else
// "nothing to merge it with".
func missedRemark(name string, ires *identical.Result, sres *similar.Result, twins map[string]string) remarks.Remark {
	r := remarks.Remark{Function: name}
	idWhy, idOK := identicalReason(name, ires, twins)
	if sres != nil {
		if m, ok := sres.Missed[name]; ok {
			r.Name = m.Code
			r.Args = []remarks.Arg{{Key: "String", Value: m.Detail}}
			if m.With != "" {
				r.Args = append(r.Args, remarks.Arg{Key: "String", Value: "; candidate "}, remarks.Arg{Key: "Candidate", Value: m.With})
			}
			if m.Code == similar.MissUnprofitable {
				how := "estimated"
				if m.Measured {
					how = "measured"
				}
				if m.Bytes >= 0 {
					r.Args = append(r.Args, remarks.Arg{Key: "String", Value: "; merging would add "},
						remarks.Arg{Key: "AddedBytes", Value: fmt.Sprintf("%.0f", m.Bytes)}, remarks.Arg{Key: "String", Value: " bytes (" + how + ")"})
				} else {
					// A saving at or below the commit bar (-min-saving, and the
					// model's margin when only estimated).
					r.Args = append(r.Args, remarks.Arg{Key: "String", Value: "; merging would save only "},
						remarks.Arg{Key: "SavedBytes", Value: fmt.Sprintf("%.0f", -m.Bytes)},
						remarks.Arg{Key: "String", Value: " bytes (" + how + "), not above the bar for committing"})
				}
			}
			if idOK {
				r.Args = append(r.Args, remarks.Arg{Key: "String", Value: "; identical stage: "}, remarks.Arg{Key: "Identical", Value: idWhy.Code})
			}
			return r
		}
	}
	if idOK {
		r.Name = idWhy.Code
		r.Args = []remarks.Arg{{Key: "String", Value: idWhy.Detail}}
		if idWhy.With != "" {
			r.Args = append(r.Args, remarks.Arg{Key: "String", Value: "; identical to "}, remarks.Arg{Key: "Candidate", Value: idWhy.With})
		}
		return r
	}
	if sres != nil {
		r.Name = "NoCandidate"
		r.Args = []remarks.Arg{{Key: "String", Value: "no identical function, and no similar candidate was ranked for it"}}
		return r
	}
	r.Name = "NoIdenticalTwin"
	r.Args = []remarks.Arg{{Key: "String", Value: "no other function is identical to it"}}
	return r
}

// howText says in words how an identical merge replaced a function.
func howText(how string) string {
	switch how {
	case "alias":
		return "replaced by an alias of it"
	case "thunk":
		return "replaced by a thunk calling it"
	case "deleted":
		return "deleted, every use now names it"
	case "calls":
		return "direct calls now call it; the function stays (its address is significant)"
	case "double-thunk":
		return "both are interposable: the body moved to a private function, both call it"
	}
	return how
}

// camel turns a How ("double-thunk") into a remark Name part
// ("DoubleThunk").
func camel(s string) string {
	var b strings.Builder
	for _, part := range strings.Split(s, "-") {
		if part != "" {
			b.WriteString(strings.ToUpper(part[:1]) + part[1:])
		}
	}
	return b.String()
}
