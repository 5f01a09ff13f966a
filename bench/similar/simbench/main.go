// Command simbench drives identical and similar merging on one module the
// way `fmerge merge --mode=all` will (identical first, then similar on the
// re-parsed result), writes the merged module and prints one line of
// tab-separated timings and counts for bench/similar/run.sh:
//
//	simbench [-mode identical|all] [-measure] [-explore N] [-rank POLICY] -o OUT.ll IN
//
// Fields: identical merges, similar merges, thunks, removed, measured
// proposals, estimated/measured bytes saved, then seconds for load,
// identical, the full re-parse, rank, similar and the total merge time.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"github.com/fmerge/rules_fmerge/merge/cost"
	"github.com/fmerge/rules_fmerge/merge/identical"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/rank"
	"github.com/fmerge/rules_fmerge/merge/similar"
	"github.com/fmerge/rules_fmerge/merge/stats"
)

var (
	slack   float64
	samples string
	verbose bool
)

// writeSamples writes one TSV line per measured proposal.
func writeSamples(path string, ss []similar.Sample) error {
	var b strings.Builder
	b.WriteString("first\tsecond\tmodelA\tsizeA\tmodelB\tsizeB\tmodelM\tsizeM\testimate\tdelta\tselects\tphis\tcondbrs\tinsts\n")
	for _, s := range ss {
		fmt.Fprintf(&b, "%s\t%s\t%.1f\t%.0f\t%.1f\t%.0f\t%.1f\t%.0f\t%.1f\t%.1f\t%d\t%d\t%d\t%d\n", s.First, s.Second, s.ModelA, s.SizeA, s.ModelB, s.SizeB,
			s.ModelMerged, s.Merged, s.Estimate, s.Delta, s.Selects, s.Phis, s.Brs, s.Instructions)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

func main() {
	mode := flag.String("mode", "all", "identical or all")
	measure := flag.Bool("measure", true, "measure proposals with llc (similar.Options.Measure)")
	explore := flag.Int("explore", 2, "candidates explored per function")
	policy := flag.String("rank", "adaptive", "ranking policy (exhaustive, lsh, adaptive)")
	threshold := flag.Float64("threshold", 0, "minimum saving in bytes")
	flag.BoolVar(&verbose, "v", false, "print rejection reasons and merges to stderr")
	flag.StringVar(&samples, "samples", "", "write measured proposals (model vs llc) as TSV to `file`")
	flag.Float64Var(&slack, "slack", 0, "model slack when measuring (0: similar.DefaultSlack)")
	out := flag.String("o", "", "output .ll")
	prof := flag.String("cpuprofile", "", "write a CPU profile to `file`")
	flag.Parse()
	if *prof != "" {
		f, err := os.Create(*prof)
		if err != nil {
			fmt.Fprintln(os.Stderr, "simbench:", err)
			os.Exit(1)
		}
		_ = pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	if flag.NArg() != 1 || *out == "" {
		fmt.Fprintln(os.Stderr, "usage: simbench [flags] -o OUT.ll IN")
		os.Exit(2)
	}
	if err := run(*mode, *measure, *explore, *policy, *threshold, *out, flag.Arg(0)); err != nil {
		pprof.StopCPUProfile()
		fmt.Fprintln(os.Stderr, "simbench:", err)
		os.Exit(1)
	}
}

func run(mode string, measure bool, explore int, policy string, threshold float64, out, in string) error {
	t0 := time.Now()
	m, err := irmod.LoadWith([]string{in}, irmod.Tools{}, irmod.ParseOptions{OnlyShapeCollisions: true})
	if err != nil {
		return err
	}
	tLoad := time.Since(t0)
	t1 := time.Now()
	st := &stats.Stats{}
	ires := identical.Run(m, identical.Options{Aliases: true}, st)
	tIdent := time.Since(t1)
	var tParse, tRank, tSim time.Duration
	res := &similar.Result{}
	if mode == "all" {
		// Similar merging edits the identical result, re-parsed with every
		// function analysed.
		t2 := time.Now()
		m, err = irmod.Parse(m.Name, m.Render())
		if err != nil {
			return err
		}
		tParse = time.Since(t2)
		p, err := rank.ParsePolicy(policy)
		if err != nil {
			return err
		}
		ro := rank.DefaultOptions(p)
		ro.TopN = explore + 2
		cand, _, err := similar.CandidatesFromRank(m, ro, nil)
		if err != nil {
			return err
		}
		tRank = time.Since(t2) - tParse
		t3 := time.Now()
		opts := similar.Options{Explore: explore, Threshold: threshold, Slack: slack}
		if measure {
			opts.Measure = &cost.Measurer{}
		}
		if res, err = similar.Run(m, cand, opts, st); err != nil {
			return err
		}
		tSim = time.Since(t3)
	}
	if samples != "" {
		if err := writeSamples(samples, res.Samples); err != nil {
			return err
		}
	}
	if verbose {
		var keys []string
		for k := range res.Rejected {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Fprintf(os.Stderr, "rejected %6d  %s\n", res.Rejected[k], k)
		}
		fmt.Fprintf(os.Stderr, "attempts %d, measured %d in %d llc runs (%d unmeasurable), %.2f s\n", res.Attempts, res.Measured, res.MeasureRuns, res.Unmeasurable, res.MeasureTime.Seconds())
		for _, mg := range res.Merges {
			fmt.Fprintf(os.Stderr, "merged %s + %s: %.0f bytes (estimate %.0f)\n", mg.First, mg.Second, mg.Delta, mg.Estimate)
		}
	}
	text := m.Render()
	total := time.Since(t0)
	if err := (irmod.Tools{}).Verify(text); err != nil {
		return fmt.Errorf("merged module does not verify: %v", err)
	}
	if err := os.WriteFile(out, text, 0o644); err != nil {
		return err
	}
	fmt.Printf("%d\t%d\t%d\t%d\t%d\t%.0f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\n", len(ires.Merges), len(res.Merges),
		res.Thunks, res.Removed, res.Measured, res.Saved,
		tLoad.Seconds(), tIdent.Seconds(), tParse.Seconds(), tRank.Seconds(), tSim.Seconds(), total.Seconds())
	return nil
}
