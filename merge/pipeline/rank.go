package pipeline

import (
	"fmt"
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
// every function of m for ranking, in m.Funcs order, from llir's view:
// merging has every body in llir already, and encoding those is cheaper
// than reading the text again (0.7 against 0.95 s on yaml-cpp). Only the
// definitions llir analysed rank (similar merging can merge nothing
// else). Function names are as rankName gives them.
func PrepareRanking(m *irmod.Module, o rank.Options, files []string, ignoreBad bool, warn io.Writer) ([]rank.Func, rank.PrepareStats, error) {
	src := funcSource{m}
	cached, err := cachedFingerprints(src, o, files, ignoreBad, warn, func() []fpfile.Hash { return fpfile.ContentHashes(m) })
	if err != nil {
		return nil, rank.PrepareStats{}, err
	}
	funcs, st := rank.Prepare(src, o, cached)
	return funcs, st, nil
}

// cachedFingerprints loads the fingerprint files for src's functions, whose
// content hashes (by src index) hashes computes; nil without files.
func cachedFingerprints(src rank.Source, o rank.Options, files []string, ignoreBad bool, warn io.Writer, hashes func() []fpfile.Hash) (rank.Cached, error) {
	if len(files) == 0 {
		return nil, nil
	}
	defined := 0
	for i := 0; i < src.Len(); i++ {
		if src.Defined(i) {
			defined++
		}
	}
	res, _ := o.Resolve(defined) // the fingerprint size Prepare will use
	set, err := fpfile.LoadSet(files, fpfile.Current(res.K, res.Seed), ignoreBad, warn)
	if err != nil {
		return nil, err
	}
	h := hashes()
	return func(i int) minhash.Fingerprint { return set.Lookup(h[i]) }, nil
}

// rankName is a function's name in rankings: the decoded name, or the
// quoted identifier for a name that holds a tab or a line break (rank's
// output is tab-separated, and its ties go by name).
func rankName(name, ident string) string {
	if strings.ContainsAny(name, "\t\n\r") {
		return ident
	}
	return name
}

// funcSource is m's functions (m.Funcs order) for rank.Prepare, from
// llir's view.
type funcSource struct{ m *irmod.Module }

func (s funcSource) Len() int { return len(s.m.Funcs) }

func (s funcSource) Name(i int) string { return rankName(s.m.Funcs[i].Name, s.m.Funcs[i].Ident) }

func (s funcSource) Defined(i int) bool { return s.m.Funcs[i].Analysed }

func (s funcSource) Codes(enc *encode.Encoder, i int) []uint32 { return enc.Func(s.m.Funcs[i].IR) }

// RankInput is a module loaded for ranking alone (LoadForRanking): its
// definitions, in text order, with their codes from the text reader, and
// llir's view of those it could not read.
type RankInput struct {
	M    *irmod.Module
	Text *irtext.ModuleCodes // nil when the text reader could not read the type definitions
	// TextErr says why Text is nil.
	TextErr error
	defs    []int    // define chunks, text order
	names   []string // the decoded name of each (as Func.Name)
	ident   []string // its identifier as written
}

// LoadForRanking loads inputs for candidate ranking alone. The text reader
// (merge/irtext) reads every definition it can; llir reads only the rest,
// and when there is no rest it never runs, not even on the prelude: a
// million-function module then costs a read of its text and no more.
// verify runs LLVM's verifier on textual input as merging does (bitcode
// is read by llvm-dis); without it (irmod.ParseOptions.Unverified) only
// bodies neither reader accepts are errors, which a read-only ranking can
// afford.
func LoadForRanking(paths []string, tools irmod.Tools, jobs int, verify bool) (*RankInput, error) {
	m, err := irmod.LoadWith(paths, tools, irmod.ParseOptions{Deferred: true, Unverified: !verify})
	if err != nil {
		return nil, err
	}
	in := &RankInput{M: m}
	var unread map[int]bool // nil: all bodies to llir
	if in.Text, err = irtext.ReadModule(m, jobs); err == nil {
		unread = in.Text.Unread(m)
	} else {
		in.Text, in.TextErr = nil, err
	}
	if unread == nil || len(unread) > 0 {
		if err := m.Analyse(unread); err != nil {
			return nil, err
		}
	}
	for ci, c := range m.Chunks {
		if c.Kind != irmod.ChunkDefine {
			continue
		}
		ident, name, ok := m.DefineName(ci)
		if !ok {
			return nil, fmt.Errorf("%s:%d: cannot find the name of the function defined here", m.Name, c.Line)
		}
		in.defs = append(in.defs, ci)
		in.names = append(in.names, name)
		in.ident = append(in.ident, ident)
	}
	return in, nil
}

// Prepare loads the cached fingerprint files (as PrepareRanking) and
// prepares every definition for ranking, in text order. A definition read
// by neither reader (llir failed on it: Func.Unread) does not rank.
func (in *RankInput) Prepare(o rank.Options, files []string, ignoreBad bool, warn io.Writer) ([]rank.Func, rank.PrepareStats, error) {
	cached, err := cachedFingerprints(in, o, files, ignoreBad, warn, in.Hashes)
	if err != nil {
		return nil, rank.PrepareStats{}, err
	}
	funcs, st := rank.Prepare(in, o, cached)
	return funcs, st, nil
}

// Hashes returns fpfile's content hash of each definition, in text order.
func (in *RankInput) Hashes() []fpfile.Hash {
	var spell map[string]string
	if in.Text != nil {
		spell = in.Text.Types().Spellings()
	} else {
		spell = fpfile.TypeSpellings(in.M)
	}
	out := make([]fpfile.Hash, len(in.defs))
	for i, ci := range in.defs {
		c := in.M.Chunks[ci]
		out[i] = fpfile.DefineHash(in.M.Text[c.Start:c.End], in.ident[i], spell)
	}
	return out
}

// Refused lists the text reader's refusals (none when it did not run).
func (in *RankInput) Refused() []irtext.Refusal {
	if in.Text == nil {
		return nil
	}
	return in.Text.Refused()
}

// Len, Name, Defined and Codes make a RankInput a rank.Source.
func (in *RankInput) Len() int { return len(in.defs) }

func (in *RankInput) Name(i int) string { return rankName(in.names[i], in.ident[i]) }

func (in *RankInput) Defined(i int) bool {
	if in.Text != nil {
		if _, ok := in.Text.Codes(in.defs[i]); ok {
			return true
		}
	}
	f := in.llirFunc(i)
	return f != nil && f.Analysed
}

func (in *RankInput) Codes(enc *encode.Encoder, i int) []uint32 {
	if in.Text != nil {
		if codes, ok := in.Text.Codes(in.defs[i]); ok {
			return codes
		}
	}
	return enc.Func(in.llirFunc(i).IR)
}

// llirFunc is llir's view of definition i, nil when llir did not run.
func (in *RankInput) llirFunc(i int) *irmod.Func {
	if in.M.IR == nil {
		return nil
	}
	return in.M.Func(in.names[i])
}
