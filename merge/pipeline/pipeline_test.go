package pipeline

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/stats"
)

const twins = `define i32 @a(i32 %x) {
  %y = mul i32 %x, 7
  %z = add i32 %y, 3
  ret i32 %z
}

define internal i32 @b(i32 %x) {
  %y = mul i32 %x, 7
  %z = add i32 %y, 3
  ret i32 %z
}

define i32 @use(i32 %x) {
  %r = call i32 @b(i32 %x)
  ret i32 %r
}
`

func needLLVM(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"opt-14", "llc-14"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed: run tools/install-deps.sh", tool)
		}
	}
}

func write(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// Run in both modes merges the twins, writes the output and, when asked,
// the reports; the merge stages report through Result and the stats.
func TestRunMergesAndReports(t *testing.T) {
	needLLVM(t)
	dir := t.TempDir()
	in := write(t, dir, "in.ll", twins)
	// The default mode spills the unmerged text for the report's
	// "before" size to a temporary file; it must measure the same and
	// leave nothing behind.
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	var before []int64
	for _, mode := range []Mode{Identical, All} {
		out := filepath.Join(dir, "out.ll")
		rep := filepath.Join(dir, "r.json")
		st := &stats.Stats{}
		res, err := Run(context.Background(), Config{Inputs: []string{in}, Output: out, Mode: mode, Verify: true, Report: rep, MeasureProfit: true}, st)
		if err != nil {
			t.Fatalf("mode %d: %v", mode, err)
		}
		if len(res.Identical.Merges) != 1 || (mode == All) != (res.Similar != nil) || res.Before == nil || res.After == nil {
			t.Errorf("mode %d: result %+v", mode, res)
		}
		text, err := os.ReadFile(out)
		if err != nil || strings.Contains(string(text), "@b(") {
			t.Errorf("mode %d: output %v, want @b merged away:\n%s", mode, err, text)
		}
		if _, err := os.Stat(rep); err != nil {
			t.Errorf("mode %d: no report: %v", mode, err)
		}
		if res.Before != nil {
			before = append(before, int64(res.Before.TextBytes))
		}
		if left, _ := filepath.Glob(filepath.Join(tmp, "fmerge-unmerged-*")); len(left) > 0 {
			t.Errorf("mode %d: left behind %v", mode, left)
		}
		if st.Get("merged") != 1 {
			t.Errorf("mode %d: stats merged = %d", mode, st.Get("merged"))
		}
		// The load's parts are timed after it (and the re-parse's, in
		// the default mode, and llc's share of similar merging).
		var names []string
		for _, s := range st.Stages() {
			names = append(names, s.Name)
		}
		want := "load load.select load.llir load.index load.bind identical"
		if mode == All {
			want += " reparse reparse.select reparse.llir reparse.index reparse.bind rank similar similar.measure"
		}
		if got := strings.Join(names, " "); !strings.HasPrefix(got, want) {
			t.Errorf("mode %d: stages %q, want them to start %q", mode, got, want)
		}
	}
	if len(before) != 2 || before[0] != before[1] || before[0] == 0 {
		t.Errorf(".text before merging, identical then default mode: %v, want two equal sizes", before)
	}
}

// Errors are typed: the input's fault is an *InputError (exit 2), found
// before any work when it can be; no output is left behind.
func TestRunErrors(t *testing.T) {
	needLLVM(t)
	dir := t.TempDir()
	good := write(t, dir, "good.ll", twins)
	bad := write(t, dir, "bad.ll", "define i32 @f() {\n  ret i32 %x\n}\n")
	// The IR library reads this; only LLVM's verifier, whose verdict
	// arrives after the module is read (ParseOptions.CheckLater), rejects it.
	undominated := write(t, dir, "undominated.ll", twins+`
define i32 @g(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  ret i32 %x
}
`)
	for _, tc := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"parse error", Config{Inputs: []string{bad}, Output: filepath.Join(dir, "o.ll")}, "bad.ll:2"},
		{"verifier, identical", Config{Inputs: []string{undominated}, Output: filepath.Join(dir, "o.ll"), Mode: Identical}, "undominated.ll:"},
		{"verifier, all", Config{Inputs: []string{undominated}, Output: filepath.Join(dir, "o.ll")}, "does not dominate"},
		{"no inputs", Config{Output: filepath.Join(dir, "o.ll")}, "no input files"},
		{"extension", Config{Inputs: []string{good}, Output: filepath.Join(dir, "o.txt")}, "o.txt"},
		{"directory", Config{Inputs: []string{good}, Output: filepath.Join(dir, "no", "o.ll")}, "does not exist"},
	} {
		_, err := Run(context.Background(), tc.cfg, &stats.Stats{})
		var ie *InputError
		if !errors.As(err, &ie) || ExitCode(err) != 2 || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err %v (exit %d), want an input error naming %q", tc.name, err, ExitCode(err), tc.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "o.ll")); !os.IsNotExist(err) {
		t.Error("a failed run left an output")
	}
	if ExitCode(nil) != 0 || ExitCode(errors.New("internal")) != 1 {
		t.Error("ExitCode: want 0 for nil, 1 for other errors")
	}
}

// Twins that the comparator finds equal although their text differs (a
// GEP by -8 bytes against one by -1 element; a quoted value name holding
// " = ") are both read by llir and merged in identical mode: the identity
// key that selects what llir reads lets each pair through.
func TestIdenticalMergesTwinsSpelledApart(t *testing.T) {
	needLLVM(t)
	in := "../../test/features/progs/regress/gep_offset_twins.ll"
	if _, err := os.Stat(in); err != nil && os.Getenv("TEST_SRCDIR") != "" {
		t.Skip("under Bazel other packages' test programs are not this test's inputs; go test runs it")
	}
	st := &stats.Stats{}
	res, err := Run(context.Background(), Config{Inputs: []string{in}, Output: filepath.Join(t.TempDir(), "o.ll"), Mode: Identical, Verify: true}, st)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Identical.Merges) != 2 || st.Get("identical.keyed") != 4 {
		t.Errorf("merges %+v, %d functions keyed alike; want both pairs merged", res.Identical.Merges, st.Get("identical.keyed"))
	}
}

// In the default mode, identical merging's edits are checked on the first
// module (they are the second module's text, which its own check takes
// as read): a thunk identical merging writes reaches LLVM's verifier.
func TestDefaultModeChecksIdenticalEdits(t *testing.T) {
	needLLVM(t)
	dir := t.TempDir()
	// @b is external and its address may be taken: it becomes a thunk.
	in := write(t, dir, "in.ll", strings.Replace(twins, "define internal i32 @b", "define i32 @b", 1))
	seen := filepath.Join(dir, "seen")
	if err := os.Mkdir(seen, 0o755); err != nil {
		t.Fatal(err)
	}
	opt := write(t, dir, "opt", "#!/bin/sh\nf=$(mktemp "+seen+"/in.XXXXXX)\ncat > \"$f\"\nexec opt-14 \"$@\" < \"$f\"\n")
	if err := os.Chmod(opt, 0o755); err != nil {
		t.Fatal(err)
	}
	cfg := Config{Inputs: []string{in}, Output: filepath.Join(dir, "out.ll"), Mode: All, Verify: true}
	cfg.Tools.Opt = opt
	res, err := Run(context.Background(), cfg, &stats.Stats{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Identical.Merges) != 1 || res.Identical.Merges[0].How != "thunk" {
		t.Fatalf("identical merges %+v, want @b made a thunk", res.Identical.Merges)
	}
	checked, _ := filepath.Glob(filepath.Join(seen, "in.*"))
	for _, f := range checked {
		text, _ := os.ReadFile(f)
		if i := strings.Index(string(text), "define i32 @b("); i >= 0 && strings.Contains(string(text[i:]), "@a(i32") {
			return
		}
	}
	t.Errorf("no text LLVM's verifier read (%d) holds the thunk @b", len(checked))
}

// A merged module LLVM's verifier rejects leaves no output, and no
// temporary file either, whether the output is streamed or held for a
// report: the check runs while the output is written, and the file is
// renamed into place only once it has passed.
func TestRejectedOutputIsNotWritten(t *testing.T) {
	needLLVM(t)
	dir := t.TempDir()
	// @b is external and its address may be taken: it becomes a thunk,
	// the only code that calls @a.
	in := write(t, dir, "in.ll", strings.Replace(twins, "define internal i32 @b", "define i32 @b", 1))
	opt := write(t, dir, "opt", "#!/bin/sh\nf=$(mktemp)\ncat > \"$f\"\nif grep -q 'call i32 @a(' \"$f\"; then echo 'verifier: no' >&2; rm -f \"$f\"; exit 1; fi\nopt-14 \"$@\" < \"$f\"; r=$?; rm -f \"$f\"; exit $r\n")
	if err := os.Chmod(opt, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, mode := range []Mode{Identical, All} {
		for _, report := range []string{"", filepath.Join(dir, "r.json")} {
			out := filepath.Join(dir, "out.ll")
			cfg := Config{Inputs: []string{in}, Output: out, Mode: mode, Verify: true, Report: report}
			cfg.Tools.Opt = opt
			_, err := Run(context.Background(), cfg, &stats.Stats{})
			if err == nil || !strings.Contains(err.Error(), "does not verify") || !strings.Contains(err.Error(), "verifier: no") || ExitCode(err) != 1 {
				t.Errorf("mode %d, report %q: err = %v, want the verifier's internal error", mode, report, err)
			}
			left, _ := filepath.Glob(filepath.Join(dir, "*out.ll*"))
			if len(left) > 0 {
				t.Errorf("mode %d, report %q: left %v", mode, report, left)
			}
		}
	}
}
