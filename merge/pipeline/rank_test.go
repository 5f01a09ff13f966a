package pipeline

import (
	"os"
	"reflect"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/fpfile"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/rank"
)

// TestTextRankingMatchesLLIR: ranking from a load where llir reads only
// what the text reader refuses gives the fingerprints, codes and candidates
// of ranking llir's view of every function. The modules hold functions the
// text reader refuses (cmpxchg, callbr, varargs forwarding), blockaddress
// targets (which llir must read with their bodies) and inline asm.
func TestTextRankingMatchesLLIR(t *testing.T) {
	needLLVM(t)
	for _, path := range []string{
		"../compare/testdata/cases.ll",
		"../allow/testdata/clang14_O2g.ll",
		"../irmod/testdata/cxx_O0_g.ll",
		"../../test/features/progs/blockaddress/indirectbr_global.ll",
		"../../test/features/progs/musttail/musttail_varargs.ll",
		"../../test/features/progs/atomics/atomic_align.ll",
	} {
		if _, err := os.Stat(path); err != nil && os.Getenv("TEST_SRCDIR") != "" {
			t.Skip("under Bazel other packages' test modules are not this test's inputs; go test runs it")
		}
		o := rank.DefaultOptions(rank.Exhaustive)
		o.TopN = 3
		full, err := irmod.Load([]string{path}, irmod.Tools{})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		want, _ := rank.Prepare(rank.IRFuncs(full.IRFuncs()), o, nil)

		in, err := LoadForRanking([]string{path}, irmod.Tools{}, 2, true)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if in.Text == nil {
			t.Fatalf("%s: the text reader did not run", path)
		}
		got, _, err := in.Prepare(o, nil, false, nil)
		if err != nil {
			t.Fatal(err)
		}
		analysed := 0
		if in.M.IR != nil {
			for _, f := range in.M.Funcs {
				if f.Analysed {
					analysed++
				}
			}
		}
		t.Logf("%s: %d definitions, llir read %d bodies, text reader refused %v", path, len(got), analysed, in.Refused())
		// The text-first input lists definitions only; llir's lists
		// declarations too, without codes: the same functions, in the
		// same order, once those are left out.
		want = definitionsOnly(want)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: text-first ranking input differs from llir's", path)
		}
		// The fingerprint cache keys must not depend on the reader:
		// `fmerge fingerprint` hashes the text-first input, merging hashes
		// llir's view.
		hashes := map[string]fpfile.Hash{}
		fullHashes := fpfile.ContentHashes(full)
		for i, f := range full.Funcs {
			if f.Defined() {
				hashes[f.Name] = fullHashes[i]
			}
		}
		for i, h := range in.Hashes() {
			if hashes[got[i].Name] != h {
				t.Errorf("%s: %s: content hash differs from llir's view's", path, got[i].Name)
			}
		}
		rg, err := rank.New(o, got)
		if err != nil {
			t.Fatal(err)
		}
		rw, _ := rank.New(o, want)
		if !reflect.DeepEqual(rg.All(), rw.All()) {
			t.Errorf("%s: candidates differ", path)
		}
	}
}

// definitionsOnly drops the entries without codes or fingerprint
// (declarations).
func definitionsOnly(funcs []rank.Func) []rank.Func {
	var out []rank.Func
	for _, f := range funcs {
		if len(f.Codes) > 0 || f.FP != nil {
			out = append(out, f)
		}
	}
	return out
}
