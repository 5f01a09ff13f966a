// Package rank finds, for each function, the most similar other functions:
// the candidates function merging should try first. Three policies:
//
//   - exhaustive: the opcode/type-frequency upper bound of the HyFM thesis
//     (paper 002) against every other function, O(n²);
//   - lsh: F3M static, MinHash fingerprints (k=200) and an LSH index with
//     r=2, b=100, no threshold, bucket cap 100;
//   - adaptive: F3M-adapt, threshold and band count chosen from the number
//     of functions (r=2, k=2b).
//
// Every parameter can be set by hand; a set value wins over the policy's
// choice. Results are deterministic: parallel work writes into slices
// addressed by function index, and ties are broken by function name, then
// index.
package rank

import (
	"fmt"
	"math"
	"runtime"

	"github.com/fmerge/rules_fmerge/merge/minhash"
)

// Policy names a ranking strategy.
type Policy string

// The ranking policies.
const (
	Exhaustive Policy = "exhaustive"
	LSH        Policy = "lsh"
	Adaptive   Policy = "adaptive"
)

// ParsePolicy validates a policy name.
func ParsePolicy(s string) (Policy, error) {
	switch p := Policy(s); p {
	case Exhaustive, LSH, Adaptive:
		return p, nil
	}
	return "", fmt.Errorf("unknown ranking %q (want exhaustive, lsh or adaptive)", s)
}

// Options configure ranking. Zero values (and a negative Threshold) mean
// "the policy's choice"; see Resolve.
type Options struct {
	Policy    Policy
	K         int     // fingerprint values computed (default: 200; adaptive: rows·bands)
	Seed      uint64  // MinHash constant seed (default minhash.Seed)
	Rows      int     // LSH rows per band (default 2)
	Bands     int     // LSH bands (lsh: 100; adaptive: from the threshold)
	Threshold float64 // minimum similarity; < 0: policy's choice
	BucketCap int     // comparisons per bucket (default 100); < 0: no cap
	TopN      int     // candidates kept per function (default 1)
	Jobs      int     // parallel workers (default: number of CPUs)
	// Progress, when set, is called with the number of functions
	// fingerprinted as work completes (from several goroutines at once).
	// It only reports; results do not depend on it.
	Progress func(n int)
}

// DefaultOptions returns options that leave every choice to the policy.
func DefaultOptions(p Policy) Options {
	return Options{Policy: p, Threshold: -1}
}

// Resolved holds the concrete parameters used for one ranking.
type Resolved struct {
	Policy    Policy
	Funcs     int // functions with a body (the x of F3M-adapt)
	K         int // fingerprint size computed (≥ Rows·Bands)
	Seed      uint64
	Rows      int
	Bands     int // rows·bands ≤ K values of each fingerprint are used
	Threshold float64
	BucketCap int // 0: no cap
	TopN      int
	Jobs      int
}

// AdaptiveThreshold is F3M-adapt's similarity threshold for a program of x
// functions: 0.05 up to 10^3.5, rising as (log10 x − 3)/10, 0.4 from 10^7.
func AdaptiveThreshold(x int) float64 {
	lx := math.Log10(float64(max(x, 1)))
	switch {
	case lx <= 3.5:
		return 0.05
	case lx >= 7:
		return 0.4
	}
	return (lx - 3) / 10
}

// AdaptiveBands is F3M-adapt's band count for threshold t with r=2: enough
// bands that a pair of similarity t+0.1 shares a bucket with probability at
// least 0.9, ⌈log 0.1 / log(1 − (t+0.1)²)⌉, capped at 100.
func AdaptiveBands(t float64) int {
	s := t + 0.1
	if s >= 1 {
		return 1
	}
	b := int(math.Ceil(math.Log(0.1) / math.Log(1-s*s)))
	return min(max(b, 1), 100)
}

// Resolve fills in the policy's choices for a program of n functions with a
// body and checks the result.
func (o Options) Resolve(n int) (Resolved, error) {
	r := Resolved{Policy: o.Policy, Funcs: n, K: o.K, Seed: o.Seed, Rows: o.Rows, Bands: o.Bands,
		Threshold: o.Threshold, BucketCap: o.BucketCap, TopN: o.TopN, Jobs: o.Jobs}
	if _, err := ParsePolicy(string(o.Policy)); err != nil {
		return r, err
	}
	if r.Seed == 0 {
		r.Seed = minhash.Seed
	}
	if r.Rows == 0 {
		r.Rows = 2
	}
	if r.Threshold < 0 {
		r.Threshold = 0
		if o.Policy == Adaptive {
			r.Threshold = AdaptiveThreshold(n)
		}
	}
	if r.Bands == 0 {
		r.Bands = 100
		if o.Policy == Adaptive {
			r.Bands = AdaptiveBands(r.Threshold)
		}
	}
	if r.K == 0 {
		// F3M-adapt shrinks the fingerprint with the band count (k = r·b);
		// the static policy computes the paper's k = 200.
		r.K = max(minhash.DefaultK, r.Rows*r.Bands)
		if o.Policy == Adaptive {
			r.K = r.Rows * r.Bands
		}
	}
	switch {
	case r.BucketCap == 0:
		r.BucketCap = 100
	case r.BucketCap < 0:
		r.BucketCap = 0
	}
	if r.TopN == 0 {
		r.TopN = 1
	}
	if r.Jobs == 0 {
		r.Jobs = runtime.NumCPU()
	}
	return r, r.check()
}

func (r Resolved) check() error {
	switch {
	case r.Rows < 1 || r.Bands < 1:
		return fmt.Errorf("rows (%d) and bands (%d) must be at least 1", r.Rows, r.Bands)
	case r.Policy != Exhaustive && r.Rows*r.Bands > r.K:
		return fmt.Errorf("rows·bands = %d exceeds the fingerprint size k = %d", r.Rows*r.Bands, r.K)
	case r.Threshold > 1:
		return fmt.Errorf("threshold %g is above 1", r.Threshold)
	case r.Jobs < 0:
		return fmt.Errorf("-jobs %d is negative (0: one per CPU)", r.Jobs)
	case math.IsNaN(r.Threshold):
		return fmt.Errorf("threshold is not a number")
	case r.TopN < 1:
		return fmt.Errorf("top-N %d must be at least 1", r.TopN)
	}
	return nil
}

// String describes the parameters in one line (for -stats and reports).
func (r Resolved) String() string {
	if r.Policy == Exhaustive {
		return fmt.Sprintf("ranking=exhaustive functions=%d threshold=%g top=%d", r.Funcs, r.Threshold, r.TopN)
	}
	return fmt.Sprintf("ranking=%s functions=%d k=%d rows=%d bands=%d threshold=%g bucket-cap=%d top=%d",
		r.Policy, r.Funcs, r.Rows*r.Bands, r.Rows, r.Bands, r.Threshold, r.BucketCap, r.TopN)
}
