package pipeline

import (
	"os"
	"reflect"
	"testing"

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

		m, mc, err := LoadForRanking([]string{path}, irmod.Tools{}, 2)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if mc == nil {
			t.Fatalf("%s: the text reader did not run", path)
		}
		got, _, err := PrepareRanking(m, mc, o, nil, false, nil)
		if err != nil {
			t.Fatal(err)
		}
		analysed := 0
		for _, f := range m.Funcs {
			if f.Analysed {
				analysed++
			}
		}
		t.Logf("%s: %d functions, llir read %d bodies, text reader refused %v", path, len(got), analysed, mc.Refused())
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: text-first ranking input differs from llir's", path)
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
