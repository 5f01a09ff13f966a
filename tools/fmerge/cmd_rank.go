package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"time"

	"github.com/fmerge/rules_fmerge/merge/pipeline"
	"github.com/fmerge/rules_fmerge/merge/rank"
)

func init() {
	register(command{name: "rank", summary: "print each function's most similar merge candidates (F3M / exhaustive)", run: runRank})
}

// rankFlags are the candidate-search flags shared by rank (and usable by
// merge): policy, LSH parameters and cached fingerprints.
type rankFlags struct {
	ranking   string
	opts      rank.Options
	seed      uint64
	fprints   listFlag
	ignoreBad bool
}

func addRankFlags(fs *flag.FlagSet) *rankFlags {
	r := &rankFlags{}
	fs.StringVar(&r.ranking, "ranking", "adaptive", "candidate search: exhaustive (opcode/type-frequency bound, all pairs), lsh (F3M static) or adaptive (F3M-adapt)")
	fs.IntVar(&r.opts.K, "k", 0, "MinHash fingerprint size (0: 200, or rows·bands if larger)")
	fs.IntVar(&r.opts.Rows, "rows", 0, "LSH rows per band (0: 2)")
	fs.IntVar(&r.opts.Bands, "bands", 0, "LSH bands (0: 100 for lsh; from the threshold for adaptive)")
	fs.Float64Var(&r.opts.Threshold, "threshold", -1, "minimum similarity of a candidate (negative: 0 for lsh/exhaustive; from the function count for adaptive)")
	fs.IntVar(&r.opts.BucketCap, "bucket-cap", 0, "fingerprint comparisons per LSH bucket per lookup (0: 100; negative: no cap)")
	fs.IntVar(&r.opts.TopN, "top", 0, "candidates kept per function (0: 1)")
	fs.IntVar(&r.opts.Jobs, "jobs", 0, "parallel workers (0: number of CPUs); results do not depend on it")
	fs.Var(&r.fprints, "fingerprints", "cached fingerprint `file` (.fmfp) from 'fmerge fingerprint' (repeatable)")
	fs.BoolVar(&r.ignoreBad, "ignore-bad-fingerprints", false, "warn about and skip corrupt or mismatched fingerprint files instead of failing")
	return r
}

// options validates the flags and returns the ranking options.
func (r *rankFlags) options() (rank.Options, error) {
	p, err := rank.ParsePolicy(r.ranking)
	if err != nil {
		return rank.Options{}, err
	}
	o := r.opts
	o.Policy = p
	if _, err := o.Resolve(1); err != nil {
		return o, err
	}
	return o, nil
}

func runRank(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("rank", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rf := addRankFlags(fs)
	showStats := fs.Bool("stats", false, "print the resolved parameters, work counts and stage times to stderr")
	verify := fs.Bool("verify", true, "check textual input with LLVM's verifier (opt -verify) as merge does; -verify=false skips it on modules in LLVM's printed layout too large to verify in time (then only function bodies no reader accepts are errors)")
	cpuprof := fs.String("cpuprofile", "", "write a Go CPU profile of the run to `file` (for `go tool pprof`)")
	tools := toolFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: fmerge rank [flags] IN...")
		fmt.Fprintln(stderr, "\nPrints function<TAB>candidate<TAB>similarity for every function that has a\nmerge candidate, best pairs first (ties by function name, then candidate).\nExit status: 0 success, 2 bad input or usage.\n\nflags:")
		fs.PrintDefaults()
	}
	inputs, err := parseInterleaved(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2
	}
	o, err := rf.options()
	if err == nil && len(inputs) == 0 {
		err = errors.New("no input files")
	}
	if err != nil {
		fmt.Fprintf(stderr, "fmerge rank: %v\n", err)
		return 2
	}
	if *cpuprof != "" {
		stop, err := startProfile(*cpuprof)
		if err != nil {
			fmt.Fprintf(stderr, "fmerge rank: %v\n", err)
			return 2
		}
		defer stop()
	}
	res, _ := o.Resolve(1)
	t0 := time.Now()
	in, err := pipeline.LoadForRanking(inputs, *tools, res.Jobs, *verify)
	if err != nil {
		fmt.Fprintf(stderr, "fmerge: %v\n", err)
		return 2
	}
	t1 := time.Now()
	funcs, pst, err := in.Prepare(o, rf.fprints, rf.ignoreBad, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "fmerge: %v\n", err)
		return 2
	}
	t2 := time.Now()
	r, err := rank.New(o, funcs)
	if err != nil {
		fmt.Fprintf(stderr, "fmerge rank: %v\n", err)
		return 2
	}
	t3 := time.Now()
	all := r.All()
	t4 := time.Now()
	writeRanking(stdout, funcs, all)
	if *showStats {
		st := r.Stats()
		fmt.Fprintf(stderr, "%s\nfingerprints computed=%d reused=%d comparisons=%d capped-buckets=%d\n",
			r.Params(), pst.Computed, pst.Reused, st.Comparisons, st.Capped)
		fmt.Fprintf(stderr, "seconds: load %.2f, fingerprint %.2f, index %.2f, lookup %.2f, write %.2f\n",
			t1.Sub(t0).Seconds(), t2.Sub(t1).Seconds(), t3.Sub(t2).Seconds(), t4.Sub(t3).Seconds(), time.Since(t4).Seconds())
		if in.TextErr != nil {
			fmt.Fprintf(stderr, "text reader not used, llir read every body: %v\n", in.TextErr)
		}
		for _, r := range in.Refused() {
			fmt.Fprintf(stderr, "read by llir, not the text reader: %d (%s)\n", r.Count, r.Why)
		}
	}
	return 0
}

// writeRanking prints one line per (function, candidate), best similarity
// first, then by function name and the candidate's rank.
func writeRanking(w io.Writer, funcs []rank.Func, all [][]rank.Candidate) {
	type line struct {
		f, pos int
		c      rank.Candidate
	}
	var lines []line
	for i, cs := range all {
		for pos, c := range cs {
			lines = append(lines, line{i, pos, c})
		}
	}
	sort.Slice(lines, func(a, b int) bool {
		x, y := lines[a], lines[b]
		switch {
		case x.c.Similarity != y.c.Similarity:
			return x.c.Similarity > y.c.Similarity
		case funcs[x.f].Name != funcs[y.f].Name:
			return funcs[x.f].Name < funcs[y.f].Name
		case x.f != y.f:
			return x.f < y.f
		}
		return x.pos < y.pos
	})
	for _, l := range lines {
		fmt.Fprintf(w, "%s\t%s\t%.4f\n", funcs[l.f].Name, l.c.Name, l.c.Similarity)
	}
}
