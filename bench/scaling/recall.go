package main

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/fmerge/rules_fmerge/merge/minhash"
	"github.com/fmerge/rules_fmerge/merge/rank"
)

type recallResult struct {
	n5, n8       int
	rate5, rate8 string
}

// recall measures how many planted pairs (A, B) the ranking recovers. A
// pair counts as found when B is among A's candidates, or when A's best
// candidate is at least as similar to A as B is (exact shingle Jaccard):
// the ranking then found something as good as the planted partner, which
// happens for short functions drawn from a skewed vocabulary.
func recall(prog *program, all [][]rank.Candidate) recallResult {
	var n5, f5, n8, f8 atomic.Int64
	parallelFor(len(prog.pairs), 0, func(i int) {
		p := prog.pairs[i]
		sa := minhash.ShingleSet(prog.codes[p.A])
		j := minhash.Jaccard(sa, minhash.ShingleSet(prog.codes[p.B]))
		if j < 0.5 {
			return
		}
		ok := found(prog, all[p.A], p, sa, j)
		n5.Add(1)
		if ok {
			f5.Add(1)
		}
		if j >= 0.8 {
			n8.Add(1)
			if ok {
				f8.Add(1)
			}
		}
	})
	rate := func(f, n int64) string {
		if n == 0 {
			return "-"
		}
		return fmt.Sprintf("%.2f%%", 100*float64(f)/float64(n))
	}
	return recallResult{n5: int(n5.Load()), n8: int(n8.Load()), rate5: rate(f5.Load(), n5.Load()), rate8: rate(f8.Load(), n8.Load())}
}

func found(prog *program, cands []rank.Candidate, p planted, sa []uint64, j float64) bool {
	for _, c := range cands {
		if c.Index == p.B {
			return true
		}
	}
	if len(cands) == 0 {
		return false
	}
	return minhash.Jaccard(sa, minhash.ShingleSet(prog.codes[cands[0].Index])) >= j
}

// parallelFor runs fn(0..n-1) on jobs goroutines (0: 2) in chunks.
func parallelFor(n, jobs int, fn func(i int)) {
	if jobs <= 0 {
		jobs = 2
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	const chunk = 512
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				lo := int(next.Add(chunk)) - chunk
				if lo >= n {
					return
				}
				for i := lo; i < min(lo+chunk, n); i++ {
					fn(i)
				}
			}
		}()
	}
	wg.Wait()
}
