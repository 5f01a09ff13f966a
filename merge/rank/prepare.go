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

// Prepare encodes and fingerprints fs in parallel (Jobs workers), reusing
// fingerprints from cached where it has them. Codes are computed for every
// definition when the policy is exhaustive, otherwise only where a
// fingerprint must be computed. Names are the llir names (without '@').
// The result is independent of the number of workers. The fingerprint size
// is what New will resolve for the same options and functions.
func Prepare(fs []*ir.Func, opts Options, cached Cached) ([]Func, PrepareStats) {
	n := 0
	for _, f := range fs {
		if len(f.Blocks) > 0 {
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
	out := make([]Func, len(fs))
	reused := make([]bool, len(fs))
	g, _ := errgroup.WithContext(context.Background())
	g.SetLimit(r.Jobs)
	const chunk = 64
	// Encoders cache type spellings; reusing them across chunks keeps
	// that work from repeating. Codes never depend on the cache.
	encoders := sync.Pool{New: func() any { return encode.NewEncoder() }}
	for lo := 0; lo < len(fs); lo += chunk {
		g.Go(func() error {
			enc := encoders.Get().(*encode.Encoder)
			defer encoders.Put(enc)
			for i := lo; i < min(lo+chunk, len(fs)); i++ {
				out[i], reused[i] = prepareOne(enc, fs[i], i, opts.Policy, consts, cached)
			}
			if opts.Progress != nil {
				opts.Progress(min(lo+chunk, len(fs)) - lo)
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

func prepareOne(enc *encode.Encoder, f *ir.Func, i int, p Policy, consts []uint32, cached Cached) (Func, bool) {
	out := Func{Name: f.Name()}
	if len(f.Blocks) == 0 {
		return out, false
	}
	if cached != nil {
		if fp := cached(i); len(fp) >= len(consts) {
			out.FP = fp[:len(consts)]
			if p == Exhaustive {
				out.Codes = enc.Func(f)
			}
			return out, true
		}
	}
	out.Codes = enc.Func(f)
	out.FP = minhash.Sketch(out.Codes, consts)
	return out, false
}
