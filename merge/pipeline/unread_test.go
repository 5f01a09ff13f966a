package pipeline

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/report"
	"github.com/fmerge/rules_fmerge/merge/stats"
)

// A function the IR library cannot read (an attachment on `freeze`, valid
// LLVM 14 its grammar lacks) does not stop the run in any mode: it is
// merged with nothing, counted, listed in the report and the remarks,
// and everything else is merged as usual.
func TestUnreadFunctionsDoNotStopTheRun(t *testing.T) {
	needLLVM(t)
	dir := t.TempDir()
	var src strings.Builder
	for _, name := range []string{"f1", "f2"} {
		fmt.Fprintf(&src, "define i32 @%s(i32 %%x) {\n  %%y = freeze i32 %%x, !annotation !0\n  %%z = add i32 %%y, 1\n  ret i32 %%z\n}\n\n", name)
	}
	src.WriteString(twins + "\n!0 = !{!\"a\"}\n")
	in := write(t, dir, "in.ll", src.String())
	for _, mode := range []Mode{Identical, All} {
		cfg := Config{Inputs: []string{in}, Output: filepath.Join(dir, "out.ll"), Mode: mode, Verify: true,
			Report: filepath.Join(dir, "r.json"), Remarks: filepath.Join(dir, "r.yaml")}
		st := &stats.Stats{}
		res, err := Run(context.Background(), cfg, st)
		if err != nil {
			t.Fatalf("mode %d: %v", mode, err)
		}
		if len(res.Identical.Merges) != 1 || res.Identical.Merges[0].Replaced != "b" {
			t.Errorf("mode %d: identical merges %+v, want b into a", mode, res.Identical.Merges)
		}
		if st.Get("unread") != 2 || len(res.Unread) != 2 || res.Unread[0].Function != "f1" || !strings.Contains(res.Unread[1].Reason, "line 2 of the definition") {
			t.Errorf("mode %d: unread %+v (counter %d), want f1 and f2 (line 2 of the definition)", mode, res.Unread, st.Get("unread"))
		}
		out, _ := os.ReadFile(cfg.Output)
		for _, f := range []string{"define i32 @f1(", "define i32 @f2(", "freeze i32 %x, !annotation !0"} {
			if !strings.Contains(string(out), f) {
				t.Errorf("mode %d: output lacks %q", mode, f)
			}
		}
		var rep report.Report
		data, _ := os.ReadFile(cfg.Report)
		if err := json.Unmarshal(data, &rep); err != nil || len(rep.Unread) != 2 || rep.Unread[1].Function != "f2" {
			t.Errorf("mode %d: report unread %+v (%v)", mode, rep.Unread, err)
		}
		if rem, _ := os.ReadFile(cfg.Remarks); !strings.Contains(string(rem), "Function:        'f2'\nArgs:\n  - String:          'not analysed: line 2") &&
			!strings.Contains(string(rem), "Name:            NotRead\nFunction:        'f2'") {
			t.Errorf("mode %d: remarks do not mention f2:\n%s", mode, rem)
		}
	}
}

// A valid module llir cannot read outside any body (here a bfloat global,
// a type llir v0.3.6 does not know) is written as it came in, in every
// mode and output format, with a warning naming the file and line: every
// definition is listed as not read, in the result, the report and the
// remarks, and nothing is merged. The same text made invalid is still an
// input error, with LLVM's verifier's message.
func TestUnreadableModuleIsWrittenAsItCameIn(t *testing.T) {
	needLLVM(t)
	dir := t.TempDir()
	src := "@half = global bfloat 0xR3F80\n\n" + twins
	in := write(t, dir, "in.ll", src)
	for _, mode := range []Mode{Identical, All} {
		for _, ext := range []string{".ll", ".bc", ".o"} {
			var warn strings.Builder
			cfg := Config{Inputs: []string{in}, Output: filepath.Join(dir, "out"+ext), Mode: mode, Verify: true, Warn: &warn,
				Report: filepath.Join(dir, "r.json"), Remarks: filepath.Join(dir, "r.yaml")}
			st := &stats.Stats{}
			res, err := Run(context.Background(), cfg, st)
			if err != nil {
				t.Fatalf("mode %d, %s: %v", mode, ext, err)
			}
			if !strings.Contains(warn.String(), "in.ll:1: the bfloat type is not supported") {
				t.Errorf("mode %d, %s: warning %q does not name the line and the type", mode, ext, warn.String())
			}
			if len(res.Identical.Merges) != 0 || res.Similar != nil || st.Get("load.unreadable") != 1 || st.Get("unread") != 3 {
				t.Errorf("mode %d, %s: merges %+v, similar %v, counters %d and %d; want nothing merged, the module counted once, its 3 definitions as unread",
					mode, ext, res.Identical.Merges, res.Similar, st.Get("load.unreadable"), st.Get("unread"))
			}
			if len(res.Unread) != 3 || res.Unread[1].Function != "b" || !strings.Contains(res.Unread[1].Reason, "bfloat") {
				t.Errorf("mode %d, %s: unread %+v, want a, b and use, for the bfloat type", mode, ext, res.Unread)
			}
			out, err := os.ReadFile(cfg.Output)
			if err != nil || len(out) == 0 {
				t.Fatalf("mode %d, %s: no output (%v)", mode, ext, err)
			}
			if ext == ".ll" && string(out) != src {
				t.Errorf("mode %d: output differs from the input:\n%s", mode, out)
			}
			var rep report.Report
			data, _ := os.ReadFile(cfg.Report)
			if err := json.Unmarshal(data, &rep); err != nil || len(rep.Unread) != 3 {
				t.Errorf("mode %d, %s: report unread %+v (%v)", mode, ext, rep.Unread, err)
			}
			if rem, _ := os.ReadFile(cfg.Remarks); !strings.Contains(string(rem), "Name:            NotRead\nFunction:        'b'") {
				t.Errorf("mode %d, %s: remarks do not say b was not read:\n%s", mode, ext, rem)
			}
		}
	}
	bad := write(t, dir, "bad.ll", src+"\ndefine i32 @f() {\n  ret i32 %x\n}\n")
	_, err := Run(context.Background(), Config{Inputs: []string{bad}, Output: filepath.Join(dir, "bad.out.ll")}, &stats.Stats{})
	if ExitCode(err) != 2 || !strings.Contains(err.Error(), "bad.ll:") || strings.Contains(err.Error(), "bfloat") {
		t.Errorf("invalid module: err %v (exit %d), want LLVM's input error", err, ExitCode(err))
	}
}

// TestPreludeOnlySimilarCannotReadKeepsIdenticalMerges: a declaration the
// IR library cannot read (x86_amx, which llir v0.3.6 does not know) that
// no candidate of identical merging reaches is harmless to that stage,
// but the whole-module read for similar merging fails on it. Similar
// merging is then skipped with a warning and the identical merges are
// written; before, the fallback read the whole prelude again, failed on
// the same line, and the run ended with exit 1 and no output.
func TestPreludeOnlySimilarCannotReadKeepsIdenticalMerges(t *testing.T) {
	needLLVM(t)
	dir := t.TempDir()
	src := "declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, i8*, i64)\n\n" + twins
	in := write(t, dir, "in.ll", src)
	var warn strings.Builder
	cfg := Config{Inputs: []string{in}, Output: filepath.Join(dir, "out.ll"), Mode: All, Verify: true, Warn: &warn}
	st := &stats.Stats{}
	res, err := Run(context.Background(), cfg, st)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Identical.Merges) != 1 || st.Get("similar.skipped") != 1 || !strings.Contains(warn.String(), "similar merging skipped") {
		t.Errorf("identical merges %+v, similar skipped %d, warnings %q: want one merge, similar merging skipped with a warning",
			res.Identical.Merges, st.Get("similar.skipped"), warn.String())
	}
	out, _ := os.ReadFile(cfg.Output)
	if !strings.Contains(string(out), "declare x86_amx @llvm.x86.tileloadd64.internal") {
		t.Errorf("output lost the declaration:\n%s", out)
	}
}

// TestScratchModulesKeepTheTarget: similar merging measures proposals
// with llc on scratch modules, which must be compiled for the module's
// target. Without its target lines llc compiled for its host, and an
// i386 module's every proposal failed ("64-bit code requested on a
// subtarget that doesn't support it"), left unmeasured with a warning.
func TestScratchModulesKeepTheTarget(t *testing.T) {
	needLLVM(t)
	dir := t.TempDir()
	cfg := Config{Inputs: []string{filepath.Join("testdata", "i686_pair.ll")}, Output: filepath.Join(dir, "out.ll"),
		Mode: All, Verify: true, MeasureProfit: true}
	res, err := Run(context.Background(), cfg, &stats.Stats{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Similar == nil || res.Similar.Unmeasurable != 0 || res.Similar.Attempts == 0 {
		t.Errorf("similar result %+v: want proposals made and every one measured", res.Similar)
	}
}
