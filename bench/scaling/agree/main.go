// Command agree measures ranking quality on real IR: for every defined
// function it finds the exact best partner (highest Jaccard index of the
// shingle sets over all other functions, i.e. exhaustive exact search) and
// checks whether each ranking policy's top-1 candidate is as good (equal
// exact Jaccard). Prints one line per policy with the agreement rate.
//
//	go run ./bench/scaling/agree IN.ll...   (see bench/scaling/cxx_agreement.sh)
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/minhash"
	"github.com/fmerge/rules_fmerge/merge/rank"
)

func main() {
	minJ := flag.Float64("min", 0, "count only functions whose exact best partner has Jaccard above this")
	flag.Parse()
	m, err := irmod.Load(flag.Args(), irmod.DefaultTools())
	if err != nil {
		fmt.Fprintln(os.Stderr, "agree:", err)
		os.Exit(2)
	}
	lf := make([]*ir.Func, len(m.Funcs))
	for i, f := range m.Funcs {
		lf[i] = f.IR
	}
	funcs, _ := rank.Prepare(rank.IRFuncs(lf), rank.DefaultOptions(rank.Exhaustive), nil)
	sets := make([][]uint64, len(funcs))
	for i, f := range funcs {
		sets[i] = minhash.ShingleSet(f.Codes)
	}
	best := exactBest(sets)
	for _, p := range []rank.Policy{rank.Exhaustive, rank.LSH, rank.Adaptive} {
		report(p, funcs, sets, best, *minJ)
	}
}

// exactBest returns, per function, the highest exact Jaccard index with
// any other function (-1 for declarations).
func exactBest(sets [][]uint64) []float64 {
	best := make([]float64, len(sets))
	for i := range sets {
		best[i] = -1
		if len(sets[i]) == 0 {
			continue
		}
		for j := range sets {
			if j != i && len(sets[j]) > 0 {
				best[i] = max(best[i], minhash.Jaccard(sets[i], sets[j]))
			}
		}
	}
	return best
}

func report(p rank.Policy, funcs []rank.Func, sets [][]uint64, best []float64, minJ float64) {
	o := rank.DefaultOptions(p)
	r, err := rank.New(o, funcs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "agree:", err)
		os.Exit(2)
	}
	all := r.All()
	total, agree, near, none := 0, 0, 0, 0
	sumGot, sumBest := 0.0, 0.0
	for i, cs := range all {
		if best[i] <= minJ {
			continue
		}
		total++
		if len(cs) == 0 {
			none++
			continue
		}
		got := minhash.Jaccard(sets[i], sets[cs[0].Index])
		sumGot += got
		sumBest += best[i]
		if got >= best[i] {
			agree++
		}
		if got >= best[i]-0.1 {
			near++
		}
	}
	pct := func(n int) float64 { return 100 * float64(n) / float64(max(total, 1)) }
	fmt.Printf("%-10s %s\n  top-1 as good as the exact best: %d of %d functions (%.1f%%); within 0.1 of it: %d (%.1f%%); no candidate: %d\n"+
		"  mean exact Jaccard of top-1 / of exact best (functions with a candidate): %.3f / %.3f\n",
		p, r.Params(), agree, total, pct(agree), near, pct(near), none, sumGot/float64(max(total-none, 1)), sumBest/float64(max(total-none, 1)))
}
