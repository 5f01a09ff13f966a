package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/fmerge/rules_fmerge/merge/fpfile"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/minhash"
	"github.com/fmerge/rules_fmerge/merge/pipeline"
	"github.com/fmerge/rules_fmerge/merge/rank"
	"github.com/fmerge/rules_fmerge/merge/tempfile"
)

func init() {
	register(command{name: "fingerprint", summary: "write cached MinHash fingerprints (.fmfp) for later rank/merge runs", run: runFingerprint})
}

func runFingerprint(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("fingerprint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("o", "", "output `file` (.fmfp)")
	k := fs.Int("k", minhash.DefaultK, "fingerprint size; a later run can use any k up to this")
	jobs := fs.Int("jobs", 0, "parallel workers (0: number of CPUs); the artifact does not depend on it")
	tools := toolFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: fmerge fingerprint [flags] -o OUT.fmfp IN...")
		fmt.Fprintln(stderr, "\nComputes the MinHash fingerprint of every function defined in each IN (each\nfile on its own, not linked) and writes them, keyed by a content hash of the\nfunction, to OUT. 'fmerge rank/merge --fingerprints OUT' reuses them for\nfunctions whose content is unchanged.\nExit status: 0 success, 2 bad input or usage, 1 write failure.\n\nflags:")
		fs.PrintDefaults()
	}
	inputs, err := parseInterleaved(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2
	}
	switch {
	case *out == "":
		err = errors.New("missing -o OUT.fmfp")
	case len(inputs) == 0:
		err = errors.New("no input files")
	case *k < 1:
		err = fmt.Errorf("-k %d must be at least 1", *k)
	case *jobs < 0:
		err = fmt.Errorf("-jobs %d is negative (0: one per CPU)", *jobs)
	default:
		err = tempfile.Writable(*out)
	}
	if err == nil && tempfile.SameAs(*out, inputs...) != "" {
		err = fmt.Errorf("-o %s is an input: the fingerprints would overwrite it", *out)
	}
	if err != nil {
		fmt.Fprintf(stderr, "fmerge fingerprint: %v\n", err)
		fs.Usage()
		return 2
	}
	f := fpfile.New(fpfile.Current(*k, minhash.Seed))
	for _, in := range inputs {
		if err := fingerprintInto(f, in, *k, *jobs, *tools); err != nil {
			fmt.Fprintf(stderr, "fmerge: %v\n", err)
			return 2
		}
	}
	if err := f.Write(*out); err != nil {
		fmt.Fprintf(stderr, "fmerge: %v\n", err)
		return 1
	}
	return 0
}

// fingerprintInto adds the fingerprints of one input's definitions to f.
func fingerprintInto(f *fpfile.File, path string, k, jobs int, tools irmod.Tools) error {
	o := rank.DefaultOptions(rank.LSH)
	o.K, o.Jobs = k, jobs
	res, _ := o.Resolve(1)
	in, err := pipeline.LoadForRanking([]string{path}, tools, res.Jobs, true)
	if err != nil {
		return err
	}
	funcs, _, err := in.Prepare(o, nil, false, nil)
	if err != nil {
		return err
	}
	hashes := in.Hashes()
	for i, fn := range funcs {
		if fn.FP == nil {
			continue
		}
		if err := f.Add(hashes[i], fn.FP); err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
	}
	return nil
}
