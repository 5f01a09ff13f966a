package rank

import (
	"context"
	"sync"
	"sync/atomic"

	"golang.org/x/sync/errgroup"

	"github.com/fmerge/rules_fmerge/merge/lsh"
	"github.com/fmerge/rules_fmerge/merge/minhash"
)

// Func is one function to rank. Declarations (no body) have neither Codes
// nor FP and never rank or appear as candidates.
type Func struct {
	Name  string
	Codes []uint32            // encoded instructions; required for exhaustive
	FP    minhash.Fingerprint // required for lsh/adaptive; at least rows·bands values
}

// Candidate is a function proposed for merging with the queried one.
type Candidate struct {
	Index      int // into the slice given to New
	Name       string
	Similarity float64 // in [0, 1]; 1 for identical fingerprints/profiles
}

// Ranker answers candidate queries over a fixed set of functions.
type Ranker struct {
	p       Resolved
	funcs   []Func
	index   *lsh.Index // lsh and adaptive
	profs   []profile  // exhaustive
	scratch sync.Pool
	stats   lsh.Stats
	mu      sync.Mutex
}

// New prepares ranking of funcs: builds the LSH index or the frequency
// profiles in parallel. The number of functions with a body decides the
// adaptive parameters.
func New(opts Options, funcs []Func) (*Ranker, error) {
	n := 0
	for _, f := range funcs {
		if len(f.Codes) > 0 || f.FP != nil {
			n++
		}
	}
	p, err := opts.Resolve(n)
	if err != nil {
		return nil, err
	}
	r := &Ranker{p: p, funcs: funcs}
	if p.Policy == Exhaustive {
		r.profs = profiles(funcs, p.Jobs)
		return r, nil
	}
	fps := make([]minhash.Fingerprint, len(funcs))
	for i, f := range funcs {
		fps[i] = f.FP
	}
	r.index, err = lsh.Build(fps, lsh.Params{Rows: p.Rows, Bands: p.Bands, BucketCap: p.BucketCap, Jobs: p.Jobs})
	if err != nil {
		return nil, err
	}
	r.scratch.New = func() any { return r.index.NewScratch() }
	return r, nil
}

// Params returns the concrete parameters in use.
func (r *Ranker) Params() Resolved { return r.p }

// Stats returns the LSH work done so far (zero for exhaustive).
func (r *Ranker) Stats() lsh.Stats {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.stats
}

// Candidates returns up to TopN candidates for function i, best first
// (similarity descending, then name, then index). Safe for concurrent use.
func (r *Ranker) Candidates(i int) []Candidate {
	if r.p.Policy == Exhaustive {
		return r.exhaustive(i)
	}
	s := r.scratch.Get().(*lsh.Scratch)
	var st lsh.Stats
	ms := r.index.Lookup(i, r.p.Threshold, s, &st, nil)
	r.scratch.Put(s)
	r.mu.Lock()
	r.stats.Comparisons += st.Comparisons
	r.stats.Capped += st.Capped
	r.mu.Unlock()
	var top []Candidate
	for _, m := range ms {
		if len(top) == r.p.TopN && m.Similarity < top[len(top)-1].Similarity {
			continue // cheap rejection before touching the name
		}
		c := Candidate{Index: int(m.Index), Name: r.funcs[m.Index].Name, Similarity: m.Similarity}
		if len(top) < r.p.TopN || better(c, top[len(top)-1]) {
			top = insertTop(top, c, r.p.TopN)
		}
	}
	return top
}

// All returns Candidates(i) for every function, computed by Jobs workers.
// The result does not depend on the number of workers.
func (r *Ranker) All() [][]Candidate {
	out := make([][]Candidate, len(r.funcs))
	var next atomic.Int64
	const chunk = 256
	g, _ := errgroup.WithContext(context.Background())
	for w := 0; w < r.p.Jobs; w++ {
		g.Go(func() error {
			for {
				lo := int(next.Add(chunk)) - chunk
				if lo >= len(out) {
					return nil
				}
				for i := lo; i < min(lo+chunk, len(out)); i++ {
					out[i] = r.Candidates(i)
				}
			}
		})
	}
	_ = g.Wait() // workers never fail
	return out
}

// better is the candidate order: higher similarity, then name, then index.
func better(a, b Candidate) bool {
	if a.Similarity != b.Similarity {
		return a.Similarity > b.Similarity
	}
	if a.Name != b.Name {
		return a.Name < b.Name
	}
	return a.Index < b.Index
}
