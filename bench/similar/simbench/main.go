// Command simbench runs the merge pipeline (merge/pipeline, the same path
// as `fmerge merge`) on one module with experiment knobs (explore count,
// model samples), writes the merged module and prints one line of
// tab-separated timings and counts for bench/similar/run.sh:
//
//	simbench [-mode identical|all] [-measure] [-explore N] [-rank POLICY] -o OUT.ll IN
//
// Fields: identical merges, similar merges, thunks, removed, measured
// proposals, estimated/measured bytes saved, then seconds for load,
// identical, the full re-parse, rank, similar and the total merge time.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"github.com/fmerge/rules_fmerge/merge/pipeline"
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
	p, err := rank.ParsePolicy(policy)
	if err != nil {
		return err
	}
	cfg := pipeline.Config{
		Inputs: []string{in}, Output: out, Mode: pipeline.All, Aliases: true, Verify: true,
		Rank:          rank.DefaultOptions(p),
		Similar:       similar.Options{Explore: explore, Threshold: threshold, Slack: slack},
		MeasureProfit: measure,
	}
	if mode == "identical" {
		cfg.Mode = pipeline.Identical
	}
	t0 := time.Now()
	st := &stats.Stats{}
	pr, err := pipeline.Run(context.Background(), cfg, st)
	if err != nil {
		return err
	}
	total := time.Since(t0)
	res := pr.Similar
	if res == nil {
		res = &similar.Result{}
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
	stage := map[string]float64{}
	for _, s := range st.Stages() {
		stage[s.Name] += s.Duration.Seconds()
	}
	fmt.Printf("%d\t%d\t%d\t%d\t%d\t%.0f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\n", len(pr.Identical.Merges), len(res.Merges),
		res.Thunks, res.Removed, res.Measured, res.Saved,
		stage["load"], stage["identical"], stage["reparse"], stage["rank"], stage["similar"], total.Seconds())
	return nil
}
