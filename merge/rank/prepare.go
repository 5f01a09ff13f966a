package rank

import (
	"context"
	"fmt"
	"sync"

	"github.com/llir/llvm/ir"
	"golang.org/x/sync/errgroup"

	"github.com/fmerge/rules_fmerge/merge/encode"
	"github.com/fmerge/rules_fmerge/merge/minhash"
)

// Cached looks up a stored fingerprint for function i; nil means "not
// stored, compute it". It is called concurrently.
type Cached func(i int) minhash.Fingerprint

// PrepareStats says how many fingerprints were computed or reused.
type PrepareStats struct {
	Computed, Reused int
}

// Source is what Prepare fingerprints: Len functions, each named (the
// ranking breaks ties by name) and each a declaration (Defined false) or a
// definition whose instruction codes Codes returns. Codes is called
// concurrently, each call with its own encoder.
type Source interface {
	Len() int
	Name(i int) string
	Defined(i int) bool
	Codes(enc *encode.Encoder, i int) []uint32
}

// IRFuncs is a Source over llir functions (a declaration has no blocks).
type IRFuncs []*ir.Func

func (fs IRFuncs) Len() int { return len(fs) }
func (fs IRFuncs) Name(i int) string {
	// The decoded name (irmod.NameOf): llir's Name() quotes one that
	// reads as a number.
	if n := fs[i].GlobalName; n != "" {
		return n
	}
	return fs[i].Name()
}
func (fs IRFuncs) Defined(i int) bool { return len(fs[i].Blocks) > 0 }
func (fs IRFuncs) Codes(enc *encode.Encoder, i int) []uint32 {
	return enc.Func(fs[i])
}

// Prepare encodes and fingerprints src's functions in parallel (Jobs
// workers), reusing fingerprints from cached where it has them. Codes are
// computed for every definition when the policy is exhaustive, otherwise
// only where a fingerprint must be computed. The result is independent of the number of workers. The
// fingerprint size is what New will resolve for the same options and
// functions.
func Prepare(src Source, opts Options, cached Cached) ([]Func, PrepareStats) {
	n := 0
	for i := 0; i < src.Len(); i++ {
		if src.Defined(i) {
			n++
		}
	}
	if _, err := ParsePolicy(string(opts.Policy)); err != nil {
		// Callers pick a policy first; without one, Resolve fills nothing
		// and a worker limit of 0 would block every worker forever. Fail
		// loudly instead: it is a programming error.
		panic(fmt.Sprintf("rank.Prepare: %v", err))
	}
	// Fingerprints need only K, Seed and Jobs, which Resolve fills even
	// when a ranking parameter is out of range (e.g. `fmerge fingerprint
	// -k 8` with the default bands): that is the ranking's to refuse.
	r, _ := opts.Resolve(n) // K depends on n under the adaptive policy
	consts := minhash.Constants(r.K, r.Seed)
	out := make([]Func, src.Len())
	reused := make([]bool, src.Len())
	g, _ := errgroup.WithContext(context.Background())
	g.SetLimit(r.Jobs)
	const chunk = 64
	// Encoders cache type spellings; reusing them across chunks keeps
	// that work from repeating. Codes never depend on the cache.
	encoders := sync.Pool{New: func() any { return encode.NewEncoder() }}
	for lo := 0; lo < src.Len(); lo += chunk {
		g.Go(func() error {
			enc := encoders.Get().(*encode.Encoder)
			defer encoders.Put(enc)
			for i := lo; i < min(lo+chunk, src.Len()); i++ {
				out[i], reused[i] = prepareOne(enc, src, i, opts.Policy, consts, cached)
			}
			if opts.Progress != nil {
				opts.Progress(min(lo+chunk, src.Len()) - lo)
			}
			return nil
		})
	}
	_ = g.Wait()
	var st PrepareStats
	for i, f := range out {
		switch {
		case reused[i]:
			st.Reused++
		case f.FP != nil:
			st.Computed++
		}
	}
	return out, st
}

func prepareOne(enc *encode.Encoder, src Source, i int, p Policy, consts []uint32, cached Cached) (Func, bool) {
	out := Func{Name: src.Name(i)}
	if !src.Defined(i) {
		return out, false
	}
	if cached != nil {
		if fp := cached(i); len(fp) >= len(consts) {
			out.FP = fp[:len(consts)]
			if p == Exhaustive {
				out.Codes = src.Codes(enc, i)
			}
			return out, true
		}
	}
	out.Codes = src.Codes(enc, i)
	out.FP = minhash.Sketch(out.Codes, consts)
	return out, false
}
