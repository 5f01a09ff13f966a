// Command scaling benchmarks candidate ranking (exhaustive, lsh, adaptive)
// on generated programs of up to millions of functions with planted
// near-duplicate pairs, and measures time, peak memory and recall of the
// planted pairs. See README.md for how to run it and the recorded results.
//
// Input is generated directly as encoded instruction sequences (see
// gen.go), not as IR: the numbers cover fingerprinting, index building and
// candidate lookup, not parsing.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/fmerge/rules_fmerge/merge/minhash"
	"github.com/fmerge/rules_fmerge/merge/rank"
)

func main() {
	n := flag.Int("n", 1000, "functions to generate")
	policy := flag.String("ranking", "adaptive", "exhaustive, lsh or adaptive")
	jobs := flag.Int("jobs", runtime.NumCPU(), "parallel workers")
	seed := flag.Int64("seed", 1, "generator seed")
	plant := flag.Float64("plant", 0.05, "fraction of functions that are planted near-duplicates")
	top := flag.Int("top", 5, "candidates kept per function")
	sample := flag.Int("sample", 0, "exhaustive only: time this many evenly spaced queries and extrapolate to n (0: rank all)")
	header := flag.Bool("header", false, "print the table header first")
	writeIRTo := flag.String("write-ir", "", "write the generated program as LLVM IR to `file` and exit (for ir.sh)")
	recallFrom := flag.String("recall-from", "", "print the recall of planted pairs in `file`, the output of 'fmerge rank -top N' on the -write-ir program, and exit")
	flag.Parse()
	if *writeIRTo != "" || *recallFrom != "" {
		prog := generate(*n, *seed, *plant)
		var err error
		if *writeIRTo != "" {
			err = writeIRFile(*writeIRTo, prog)
		} else {
			err = printRecallFrom(*recallFrom, prog)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "scaling:", err)
			os.Exit(2)
		}
		return
	}
	if *header {
		fmt.Println("| functions | ranking | params | fingerprint s | index s | lookup s | total s | peak RSS MB | planted J≥0.5 | recall J≥0.5 | recall J≥0.8 | comparisons |")
		fmt.Println("|---|---|---|---|---|---|---|---|---|---|---|---|")
	}
	if err := bench(*n, *policy, *jobs, *seed, *plant, *top, *sample); err != nil {
		fmt.Fprintln(os.Stderr, "scaling:", err)
		os.Exit(2)
	}
}

func bench(n int, policy string, jobs int, seed int64, plant float64, top, sample int) error {
	pol, err := rank.ParsePolicy(policy)
	if err != nil {
		return err
	}
	prog := generate(n, seed, plant)
	opts := rank.DefaultOptions(pol)
	opts.Jobs, opts.TopN = jobs, top

	t0 := time.Now()
	funcs, err := fingerprint(prog, opts)
	if err != nil {
		return err
	}
	t1 := time.Now()
	r, err := rank.New(opts, funcs)
	if err != nil {
		return err
	}
	t2 := time.Now()
	var all [][]rank.Candidate
	lookup := 0.0
	extrapolated := ""
	if pol == rank.Exhaustive && sample > 0 && sample < n {
		all, lookup = sampled(r, prog, n, sample, jobs)
		extrapolated = " (extrapolated)"
	} else {
		all = r.All()
		lookup = time.Since(t2).Seconds()
	}
	fp, build := t1.Sub(t0).Seconds(), t2.Sub(t1).Seconds()
	rec := recall(prog, all)
	p := r.Params()
	params := fmt.Sprintf("t=%.2f", p.Threshold)
	if pol != rank.Exhaustive {
		params = fmt.Sprintf("k=%d r=%d b=%d t=%.2f cap=%d", p.Rows*p.Bands, p.Rows, p.Bands, p.Threshold, p.BucketCap)
	}
	fmt.Printf("| %d | %s | %s | %.2f | %.2f | %.2f%s | %.2f%s | %d | %d | %s | %s | %d |\n",
		n, pol, params, fp, build, lookup, extrapolated, fp+build+lookup, extrapolated, peakRSSMB(),
		rec.n5, rec.rate5, rec.rate8, r.Stats().Comparisons)
	return nil
}

// fingerprint builds the ranking inputs in parallel (exhaustive needs only
// the codes, which the ranker profiles itself).
func fingerprint(prog *program, opts rank.Options) ([]rank.Func, error) {
	res, err := opts.Resolve(len(prog.codes))
	if err != nil {
		return nil, err
	}
	funcs := make([]rank.Func, len(prog.codes))
	consts := minhash.Constants(res.K, res.Seed)
	parallelFor(len(funcs), res.Jobs, func(i int) {
		funcs[i] = rank.Func{Name: fmt.Sprintf("f%07d", i), Codes: prog.codes[i]}
		if opts.Policy != rank.Exhaustive {
			funcs[i].FP = minhash.Sketch(prog.codes[i], consts)
		}
	})
	return funcs, nil
}

// sampled ranks evenly spaced queries and the A functions of a sample of
// planted pairs (for recall), and extrapolates the time of ranking all n functions from the
// per-query time of the evenly spaced ones.
func sampled(r *rank.Ranker, prog *program, n, sample, jobs int) ([][]rank.Candidate, float64) {
	all := make([][]rank.Candidate, n)
	idx := make([]int, sample)
	for i := range idx {
		idx[i] = i * (n / sample)
	}
	t := time.Now()
	parallelFor(len(idx), jobs, func(j int) { all[idx[j]] = r.Candidates(idx[j]) })
	per := time.Since(t).Seconds() / float64(sample)
	// Recall over the first `sample` planted pairs only: each exhaustive
	// query costs O(n).
	prog.pairs = prog.pairs[:min(len(prog.pairs), sample)]
	parallelFor(len(prog.pairs), jobs, func(j int) {
		if a := prog.pairs[j].A; all[a] == nil {
			all[a] = r.Candidates(a)
		}
	})
	return all, per * float64(n)
}

// peakRSSMB reads the process's peak resident set size (VmHWM).
func peakRSSMB() int {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return -1
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmHWM:"); ok {
			var kb int
			fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), &kb)
			return kb / 1024
		}
	}
	return -1
}
