package similar

import (
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/rank"
)

// CandidatesFromRank ranks every analysed definition of m with merge/rank
// (fingerprints from cached where it has them; nil computes all) and
// returns the ranked candidate lists in the form Run takes, plus the
// parameters the ranking used. Functions llir did not analyse rank as
// declarations and are never candidates.
//
// Ranked candidates that turn out ineligible for similar merging are
// skipped by Run, not replaced, so opts.TopN should be at least the
// Options.Explore given to Run.
func CandidatesFromRank(m *irmod.Module, opts rank.Options, cached rank.Cached) (Candidates, rank.Resolved, error) {
	prepared, _ := rank.Prepare(rank.IRFuncs(m.IRFuncs()), opts, cached)
	r, err := rank.New(opts, prepared)
	if err != nil {
		return nil, rank.Resolved{}, err
	}
	return FromRanking(r.All()), r.Params(), nil
}

// FromRanking turns rank.Ranker.All's lists (indexed like Module.Funcs)
// into the Candidates Run takes.
func FromRanking(all [][]rank.Candidate) Candidates {
	lists := make([][]int, len(all))
	for i, cs := range all {
		for _, c := range cs {
			lists[i] = append(lists[i], c.Index)
		}
	}
	return func(f int) []int {
		if f < 0 || f >= len(lists) {
			return nil
		}
		return lists[f]
	}
}
