package pipeline

import (
	"io"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/encode"
	"github.com/fmerge/rules_fmerge/merge/fpfile"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/irtext"
	"github.com/fmerge/rules_fmerge/merge/minhash"
	"github.com/fmerge/rules_fmerge/merge/rank"
)

// PrepareRanking loads the cached fingerprint files (if any; ignoreBad
// skips corrupt or mismatched ones with a warning on warn) and prepares
// every function of m for ranking, in m.Funcs order. Instruction codes
// come from the text reader's mc and, for the functions it left, from
// llir's view; with mc nil, from llir's view alone (merging has every body
// in llir already, and encoding those is cheaper than reading the text
// again: 0.7 against 0.95 s on yaml-cpp). Function names are the decoded
// names, or the quoted identifier for a name that holds a tab or a line
// break (rank's tab-separated output, and its ties by name). With mc
// nil only the definitions llir analysed rank (similar merging can merge
// nothing else); with mc every definition read by either reader ranks.
func PrepareRanking(m *irmod.Module, mc *irtext.ModuleCodes, o rank.Options, files []string, ignoreBad bool, warn io.Writer) ([]rank.Func, rank.PrepareStats, error) {
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
	funcs, st := rank.Prepare(moduleSource{m, mc}, o, cached)
	return funcs, st, nil
}

// LoadForRanking loads inputs for candidate ranking alone: llir reads only
// the bodies the text reader cannot (the prelude still goes through it).
func LoadForRanking(paths []string, tools irmod.Tools, jobs int) (*irmod.Module, *irtext.ModuleCodes, error) {
	var mc *irtext.ModuleCodes
	opts := irmod.ParseOptions{Select: func(m *irmod.Module) map[int]bool {
		var err error
		if mc, err = irtext.ReadModule(m, jobs); err != nil {
			return nil // all bodies to llir
		}
		return mc.Unread(m)
	}}
	m, err := irmod.LoadWith(paths, tools, opts)
	return m, mc, err
}

// moduleSource is m's functions for rank.Prepare: codes from the text
// reader where it read the function, else from llir.
type moduleSource struct {
	m  *irmod.Module
	mc *irtext.ModuleCodes // nil: llir for all
}

func (s moduleSource) Len() int { return len(s.m.Funcs) }

func (s moduleSource) Name(i int) string {
	f := s.m.Funcs[i]
	if strings.ContainsAny(f.Name, "\t\n\r") {
		return f.Ident
	}
	return f.Name
}

func (s moduleSource) Defined(i int) bool {
	f := s.m.Funcs[i]
	if !f.Defined() || f.Unread() {
		return false
	}
	if f.Analysed {
		return true
	}
	if s.mc == nil {
		return false
	}
	_, ok := s.mc.Codes(f.Chunk)
	return ok
}

func (s moduleSource) Codes(enc *encode.Encoder, i int) []uint32 {
	f := s.m.Funcs[i]
	if s.mc != nil {
		if codes, ok := s.mc.Codes(f.Chunk); ok {
			return codes
		}
	}
	return enc.Func(f.IR)
}
