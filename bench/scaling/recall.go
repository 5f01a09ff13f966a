package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
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

// printRecallFrom prints the recall of prog's planted pairs in the
// candidates of `fmerge rank` output (function, candidate, similarity per
// line, best first) on the IR writeIR made of prog.
func printRecallFrom(path string, prog *program) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	all := make([][]rank.Candidate, len(prog.codes))
	index := func(name string) (int, error) {
		i, err := strconv.Atoi(strings.TrimPrefix(strings.TrimPrefix(name, "@"), "f"))
		if err != nil || i < 0 || i >= len(all) {
			return 0, fmt.Errorf("%s: function %q is not one of the generated program's", path, name)
		}
		return i, nil
	}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) != 3 {
			return fmt.Errorf("%s:%d: want function, candidate, similarity", path, line)
		}
		a, err := index(fields[0])
		if err != nil {
			return err
		}
		b, err := index(fields[1])
		if err != nil {
			return err
		}
		all[a] = append(all[a], rank.Candidate{Index: b})
	}
	if err := sc.Err(); err != nil {
		return err
	}
	rec := recall(prog, all)
	fmt.Printf("planted pairs with J≥0.5: %d, recall J≥0.5: %s, recall J≥0.8: %s\n", rec.n5, rec.rate5, rec.rate8)
	return nil
}
