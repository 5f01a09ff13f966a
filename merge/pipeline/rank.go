package pipeline

import (
	"io"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/fpfile"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/minhash"
	"github.com/fmerge/rules_fmerge/merge/rank"
)

// PrepareRanking loads the cached fingerprint files (if any; ignoreBad
// skips corrupt or mismatched ones with a warning on warn) and prepares
// every function of m for ranking, in m.Funcs order. Function names are
// the decoded names, or the quoted identifier for a name that holds a tab
// or a line break (rank's tab-separated output, and its ties by name).
func PrepareRanking(m *irmod.Module, o rank.Options, files []string, ignoreBad bool, warn io.Writer) ([]rank.Func, rank.PrepareStats, error) {
	defined := 0
	for _, f := range m.Funcs {
		if f.Defined() {
			defined++
		}
	}
	res, _ := o.Resolve(defined) // the fingerprint size Prepare will use
	var cached rank.Cached
	if len(files) > 0 {
		set, err := fpfile.LoadSet(files, fpfile.Current(res.K, res.Seed), ignoreBad, warn)
		if err != nil {
			return nil, rank.PrepareStats{}, err
		}
		hashes := fpfile.ContentHashes(m)
		cached = func(i int) minhash.Fingerprint { return set.Lookup(hashes[i]) }
	}
	funcs, st := rank.Prepare(m.IRFuncs(), o, cached)
	for i, f := range m.Funcs {
		funcs[i].Name = f.Name
		if strings.ContainsAny(f.Name, "\t\n\r") {
			funcs[i].Name = f.Ident
		}
	}
	return funcs, st, nil
}
