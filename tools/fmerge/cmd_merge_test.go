package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

func requireLLVM(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"opt", "llvm-as", "llc", "llvm-link", "llvm-dis"} {
		if _, err := exec.LookPath(tool); err != nil {
			if _, err14 := exec.LookPath(tool + "-14"); err14 != nil {
				t.Skipf("%s not installed", tool)
			}
		}
	}
}

// llvmTool is tool's path, LLVM 14's (tool-14) where both are installed.
func llvmTool(t *testing.T, tool string) string {
	t.Helper()
	for _, name := range []string{tool + "-14", tool} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skipf("%s not installed", tool)
	return ""
}

func fmerge(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := dispatch(args, &out, &errb)
	return code, out.String(), errb.String()
}

const dupModule = `define internal i32 @a(i32 %x) {
  %1 = mul i32 %x, 7
  %2 = add i32 %1, 3
  ret i32 %2
}

define internal i32 @b(i32 %x) {
  %1 = mul i32 %x, 7
  %2 = add i32 %1, 3
  ret i32 %2
}

define i32 @main(i32 %x) {
  %1 = call i32 @a(i32 %x)
  %2 = call i32 @b(i32 %1)
  ret i32 %2
}
`

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestMergeWritesEveryOutputKind(t *testing.T) {
	requireLLVM(t)
	dir := t.TempDir()
	in := writeFile(t, dir, "in.ll", dupModule)
	for _, out := range []string{"out.ll", "out.bc", "out.o"} {
		code, _, errs := fmerge("merge", "-stats", "-o", filepath.Join(dir, out), in)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", out, code, errs)
		}
		if !strings.Contains(errs, "1 fmerge - Number of functions merged") {
			t.Errorf("%s: -stats output lacks the merge counter:\n%s", out, errs)
		}
		// Only a native object output reports the real saving; merging
		// one of two equal functions saves code.
		real := regexp.MustCompile(`(?m)^ *(-?\d+) fmerge - \.text bytes saved, .*\(real\)$`).FindStringSubmatch(errs)
		switch {
		case out != "out.o" && real != nil:
			t.Errorf("%s: real saving reported without compiling:\n%s", out, errs)
		case out == "out.o" && (real == nil || real[1] == "0" || strings.HasPrefix(real[1], "-")):
			t.Errorf("%s: no positive real saving in -stats:\n%s", out, errs)
		}
	}
	ll, _ := os.ReadFile(filepath.Join(dir, "out.ll"))
	if strings.Contains(string(ll), "@b(") {
		t.Errorf("b was not merged away:\n%s", ll)
	}
	bc, _ := os.ReadFile(filepath.Join(dir, "out.bc"))
	if !bytes.HasPrefix(bc, []byte("BC\xc0\xde")) {
		t.Error("out.bc is not bitcode")
	}
	obj, _ := os.ReadFile(filepath.Join(dir, "out.o"))
	if !bytes.HasPrefix(obj, []byte("\x7fELF")) {
		t.Error("out.o is not an ELF object")
	}
	// Bitcode input round trip: merging out.bc again finds nothing new.
	if code, _, errs := fmerge("merge", "-o", filepath.Join(dir, "again.ll"), filepath.Join(dir, "out.bc")); code != 0 {
		t.Fatalf("bitcode input: exit %d: %s", code, errs)
	}
}

func TestMergeBadInputExits2WithFileAndLineAndNoOutput(t *testing.T) {
	requireLLVM(t)
	dir := t.TempDir()
	in := writeFile(t, dir, "bad.ll", "define i32 @f(i32 %x) {\n  %y = add i32 %x,\n  ret i32 %y\n}\n")
	out := filepath.Join(dir, "out.ll")
	code, _, errs := fmerge("merge", "-o", out, in)
	if code != 2 {
		t.Fatalf("exit %d, want 2", code)
	}
	if !strings.Contains(errs, in+":3:") || !strings.Contains(errs, "error") {
		t.Errorf("message must name the file and line: %s", errs)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("a failed run left files behind: %v", entries)
	}
}

// With several inputs, llvm-link's "linked module is broken" names no
// input: the broken one is named, with its line, as when it is alone.
func TestBrokenInputAmongSeveralIsNamed(t *testing.T) {
	requireLLVM(t)
	dir := t.TempDir()
	good := writeFile(t, dir, "good.ll", dupModule)
	bad := writeFile(t, dir, "bad.ll", "define i32 @h(i32 %x) {\nentry:\n  br label %b\nb:\n  %y = add i32 %z, 1\n  %z = add i32 %x, 1\n  ret i32 %y\n}\n")
	// With -lto the pipeline's opt (reading the linked module, or the one
	// input, on its own) named no input line either.
	for _, args := range [][]string{{good, bad}, {"-lto=O2", good, bad}, {"-lto=O2", bad}} {
		code, _, errs := fmerge(append([]string{"merge", "-quiet", "-o", filepath.Join(dir, "out.ll")}, args...)...)
		if code != 2 || !strings.Contains(errs, bad+":6:") {
			t.Errorf("%v: exit %d, want 2 naming %s:6 (the definition the verifier quotes first): %s", args, code, bad, errs)
		}
	}
}

// Bitcode that LLVM's verifier rejects (llvm-as -disable-verify writes
// it; llvm-dis prints it without a word) is bad input in every mode: exit
// 2 naming the file, no output. Before, both twins merged and the broken
// module was written with exit 0.
func TestMergeInvalidBitcodeExits2(t *testing.T) {
	requireLLVM(t)
	dir := t.TempDir()
	fn := func(name string) string {
		return "define i32 @" + name + "(i32 %x) {\nentry:\n  br label %b\nb:\n  %y = add i32 %z, 1\n  %z = add i32 %x, 1\n  ret i32 %y\n}\n"
	}
	ll := writeFile(t, dir, "bad.ll", fn("f")+fn("g"))
	bc := filepath.Join(dir, "bad.bc")
	if out, err := exec.Command(llvmTool(t, "llvm-as"), "-disable-verify", ll, "-o", bc).CombinedOutput(); err != nil {
		t.Fatalf("llvm-as: %v: %s", err, out)
	}
	for _, mode := range []string{"identical", "all"} {
		out := filepath.Join(dir, "out-"+mode+".ll")
		code, _, errs := fmerge("merge", "-mode="+mode, "-o", out, bc)
		if code != 2 || !strings.Contains(errs, bc+":") || !strings.Contains(errs, "does not dominate") {
			t.Errorf("%s: exit %d, want 2 naming %s and the verifier's complaint: %s", mode, code, bc, errs)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%s: an output was written for invalid input", mode)
		}
	}
}

// TestUnreadableModuleLLVMCannotReadBack: a module the IR library cannot
// read is written as it came in, but the text of a bitcode input is
// llvm-dis's, and LLVM 14 prints a string attribute's key without
// escaping its quotes: text no LLVM reads. Before, it was written, exit 0;
// now no output, exit 1, saying why.
func TestUnreadableModuleLLVMCannotReadBack(t *testing.T) {
	requireLLVM(t)
	dir := t.TempDir()
	ll := writeFile(t, dir, "q.ll", "define void @f() #0 {\n  ret void\n}\n\nattributes #0 = { noinline \"a\\22b\"=\"c\" }\n")
	bc := filepath.Join(dir, "q.bc")
	if out, err := exec.Command(llvmTool(t, "llvm-as"), ll, "-o", bc).CombinedOutput(); err != nil {
		t.Fatalf("llvm-as: %v: %s", err, out)
	}
	out := filepath.Join(dir, "out.ll")
	code, _, errs := fmerge("merge", "-quiet", "-o", out, bc)
	if code != 1 || !strings.Contains(errs, "cannot read back") {
		t.Errorf("exit %d, want 1 saying LLVM cannot read back its text: %s", code, errs)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("an output was written")
	}
	// The same module as text is the input's own: merged as usual.
	if code, _, errs := fmerge("merge", "-quiet", "-o", out, ll); code != 0 {
		t.Errorf("text input: exit %d: %s", code, errs)
	}
}

// TestBrokenToolIsNotTheInputsFault: an LLVM tool that crashes or fails
// without a word is exit 1 naming the tool, not exit 2 blaming the file it
// was reading; a tool path that names nothing is exit 2 naming the path,
// before any work, also for llc in the default mode (which would
// otherwise leave every similar merge unmeasured and exit 0).
func TestBrokenToolIsNotTheInputsFault(t *testing.T) {
	requireLLVM(t)
	dir := t.TempDir()
	in := writeFile(t, dir, "in.ll", "define i32 @f(i32 %x) {\n  ret i32 %x\n}\n")
	crash := writeFile(t, dir, "crash.sh", "#!/bin/sh\nkill -SEGV $$\n")
	// A wrapper whose tool crashes: the shell says so and exits 139.
	wrapped := writeFile(t, dir, "wrapped.sh", "#!/bin/sh\nsh -c 'kill -SEGV $$'\necho \"Segmentation fault\" >&2\nexit 139\n")
	silent := writeFile(t, dir, "silent.sh", "#!/bin/sh\nexit 1\n")
	for _, f := range []string{crash, silent, wrapped} {
		if err := os.Chmod(f, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	missing := filepath.Join(dir, "no-such-tool")
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-opt=" + crash}, 1, crash},
		{[]string{"-opt=" + silent}, 1, silent},
		{[]string{"-opt=" + wrapped}, 1, wrapped},
		{[]string{"-opt=" + missing}, 2, missing},
		{[]string{"-llc=" + missing}, 2, missing},
		{[]string{"-mode=identical", "-llc=" + missing}, 0, ""},
	} {
		out := filepath.Join(dir, "out.ll")
		os.Remove(out)
		code, _, errs := fmerge(append(append([]string{"merge", "-quiet"}, tc.args...), "-o", out, in)...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, want %d naming %q: %s", tc.args, code, tc.code, tc.want, errs)
		}
		if _, err := os.Stat(out); (err == nil) != (tc.code == 0) {
			t.Errorf("%v: output written: %v, want %v", tc.args, err == nil, tc.code == 0)
		}
	}
}

func TestMergeUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"merge", "in.ll"},
		{"merge", "-o", "out.ll"},
		{"merge", "-mode=bogus", "-o", "x.ll", "in.ll"},
		{"merge", "-no-such-flag"},
		{"no-such-command"},
		{},
	} {
		if code, _, _ := fmerge(args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
	if code, _, errs := fmerge("merge", "-o", "x.ll", "/nonexistent/in.ll"); code != 2 || !strings.Contains(errs, "/nonexistent/in.ll") {
		t.Errorf("missing input: exit %d, %s", code, errs)
	}
	// An output whose extension names no format is refused before any
	// work, naming the path.
	if code, _, errs := fmerge("merge", "-o", "out.txt", "/nonexistent/in.ll"); code != 2 || !strings.Contains(errs, "out.txt") || strings.Contains(errs, "in.ll") {
		t.Errorf("-o out.txt: exit %d, %s", code, errs)
	}
	// A usage error prints the usage line and where the flags are
	// explained, not the whole help.
	if code, _, errs := fmerge("merge", "-no-such-flag"); code != 2 || strings.Count(errs, "\n") > 4 || !strings.Contains(errs, "fmerge help merge") {
		t.Errorf("flag error: exit %d, %d lines:\n%s", code, strings.Count(errs, "\n"), errs)
	}
}

func TestHelpExplainsEveryFlag(t *testing.T) {
	code, _, errs := fmerge("merge", "-help")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	fs, _ := mergeFlags(&bytes.Buffer{})
	for _, name := range []string{"o", "mode", "stats", "aliases", "verify", "fingerprints", "report", "report-md", "llvm-dis", "llc", "opt", "llc-flag"} {
		if fs.Lookup(name) == nil || !strings.Contains(errs, "-"+name) {
			t.Errorf("help does not explain -%s", name)
		}
	}
}

func TestFlagsMayFollowInputs(t *testing.T) {
	requireLLVM(t)
	dir := t.TempDir()
	in := writeFile(t, dir, "in.ll", dupModule)
	out := filepath.Join(dir, "o.ll")
	if code, _, errs := fmerge("merge", in, "-o", out); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if _, err := os.Stat(out); err != nil {
		t.Fatal(err)
	}
}

// TestMergeReusesFingerprints: with -fingerprints from `fmerge fingerprint`
// of the same input, --mode=all computes no fingerprint itself, and the
// output is the same as without the cache.
func TestMergeReusesFingerprints(t *testing.T) {
	requireLLVM(t)
	dir := t.TempDir()
	in := writeFile(t, dir, "in.ll", strings.Replace(dupModule, "mul i32 %x, 7\n  %2 = add i32 %1, 3\n  ret i32 %2\n}\n\ndefine i32 @main", "mul i32 %x, 9\n  %2 = add i32 %1, 3\n  ret i32 %2\n}\n\ndefine i32 @main", 1))
	fp := filepath.Join(dir, "in.fmfp")
	if code, _, errs := fmerge("fingerprint", "-o", fp, in); code != 0 {
		t.Fatalf("fingerprint: exit %d: %s", code, errs)
	}
	cached, plain := filepath.Join(dir, "cached.ll"), filepath.Join(dir, "plain.ll")
	code, _, errs := fmerge("merge", "-stats", "-quiet", "-fingerprints", fp, "-o", cached, in)
	if code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errs)
	}
	if !regexp.MustCompile(`(?m)^\s+0 fmerge - function fingerprints computed$`).MatchString(errs) ||
		regexp.MustCompile(`(?m)^\s+0 fmerge - function fingerprints reused`).MatchString(errs) {
		t.Errorf("fingerprints not reused:\n%s", errs)
	}
	if code, _, errs := fmerge("merge", "-quiet", "-o", plain, in); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errs)
	}
	a, _ := os.ReadFile(cached)
	b, _ := os.ReadFile(plain)
	if !bytes.Equal(a, b) {
		t.Error("output with cached fingerprints differs from the output without")
	}
}

// A function the IR library cannot read (here `freeze` with an attachment,
// valid for LLVM) must not fail the default mode, nor keep the rest of
// the module from similar merging: that function is merged with nothing,
// with a warning naming it, and the other merges are written.
func TestUnreadFunctionDoesNotStopTheDefaultMode(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "odd.ll", `define i32 @odd(i32 %x) {
  %a = freeze i32 %x, !foo !0
  %b = mul i32 %a, 3
  ret i32 %b
}

define i32 @t1(i32 %x) {
  %a = add i32 %x, 1
  %b = mul i32 %a, 7
  %c = xor i32 %b, 5
  ret i32 %c
}

define internal i32 @t2(i32 %x) {
  %a = add i32 %x, 1
  %b = mul i32 %a, 7
  %c = xor i32 %b, 5
  ret i32 %c
}

define i32 @use(i32 %x) {
  %r = call i32 @t2(i32 %x)
  ret i32 %r
}

!0 = !{}
`)
	out := filepath.Join(dir, "out.ll")
	code, _, errs := fmerge("merge", "-quiet", "-o", out, in)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(errs, "warning: "+in+": @odd is merged with nothing: line 2 of the definition") || strings.Contains(errs, "similar merging skipped") {
		t.Errorf("want a warning naming @odd, and similar merging not skipped: %s", errs)
	}
	text, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(text), "@t2(") || !strings.Contains(string(text), "!foo") {
		t.Errorf("want t2 merged into t1 and @odd kept as written:\n%s", text)
	}
}

// Every output of a run appears together or not at all: a failure while
// measuring for the report (here an llc that fails; identical merging of a
// .ll runs llc only to measure) leaves the old -o as it was. Before, the
// merged module was renamed into place first, and the run failed after.
func TestFailedRunLeavesEveryOutputAsItWas(t *testing.T) {
	requireLLVM(t)
	dir := t.TempDir()
	in := writeFile(t, dir, "in.ll", dupModule)
	out := writeFile(t, dir, "out.ll", "OLD\n")
	code, _, errs := fmerge("merge", "-quiet", "-mode=identical", "-llc=/bin/false", "-report", filepath.Join(dir, "r.json"), "-remarks", filepath.Join(dir, "r.yaml"), "-o", out, in)
	if code == 0 || !strings.Contains(errs, "measuring") {
		t.Fatalf("exit %d, want a failure while measuring: %s", code, errs)
	}
	if got, _ := os.ReadFile(out); string(got) != "OLD\n" {
		t.Errorf("a failed run replaced -o:\n%s", got)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("a failed run left files behind: %v", entries)
	}
}

// What can be told before any work is a usage error (exit 2) naming the
// path: two outputs on one file (the report would overwrite the module,
// exit 0 before), an output that is a directory (exit 1 after all the
// work before), a negative -jobs or a -threshold that is not a number
// (accepted before; NaN turned similar merging off), an -llc-flag llc
// refuses (every similar merge unmeasurable, exit 0, before), a
// -min-saving that is not a number (merges that lose size were
// committed), a report on the same file through a symbolic link or on an
// input, a report in a directory only textual cleaning makes exist.
func TestOutputsAndNumbersCheckedFirst(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.ll", dupModule)
	out := filepath.Join(dir, "out.ll")
	os.Mkdir(filepath.Join(dir, "d.ll"), 0o755)
	os.Symlink(".", filepath.Join(dir, "self"))
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-report", out, "-o", out}, "two outputs"},
		{[]string{"-remarks", filepath.Join(dir, "x", "..", "out.ll"), "-o", out}, "two outputs"},
		{[]string{"-o", filepath.Join(dir, "d.ll")}, "is a directory"},
		{[]string{"-jobs=-1", "-o", out}, "-jobs"},
		{[]string{"-threshold=NaN", "-o", out}, "not a number"},
		{[]string{"-llc-flag=-no-such-llc-flag", "-o", out}, "llc refuses"},
		{[]string{"-min-saving=NaN", "-o", out}, "must be numbers"},
		// The same file through a symbolic link to its directory.
		{[]string{"-report", filepath.Join(dir, "self", "out.ll"), "-o", out}, "two outputs"},
		// The kernel resolves no/..: no does not exist (filepath.Dir
		// cleaned it to the directory itself, which does).
		{[]string{"-report", dir + "/no/../r.json", "-o", out}, "does not exist"},
		{[]string{"-report", in, "-o", out}, "is an input"},
		// A profile is created at once: on an input it truncated it
		// before it was read (exit 0, an empty module written).
		{[]string{"-cpuprofile", in, "-o", out}, "also an input"},
		{[]string{"-memprofile", out, "-o", out}, "another output"},
	} {
		code, _, errs := fmerge(append(append([]string{"merge", "-quiet"}, tc.args...), in)...)
		if code != 2 || !strings.Contains(errs, tc.want) {
			t.Errorf("%v: exit %d, want 2 saying %q: %s", tc.args, code, tc.want, errs)
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("%v: an output was written", tc.args)
		}
	}
}

// Flags that change no output are not recorded in the report: runs that
// differ only in -jobs give byte-identical reports.
func TestReportDoesNotDependOnJobs(t *testing.T) {
	requireLLVM(t)
	dir := t.TempDir()
	in := writeFile(t, dir, "in.ll", dupModule)
	var reports []string
	for _, jobs := range []string{"-jobs=1", "-jobs=3"} {
		r := filepath.Join(dir, "r.json")
		if code, _, errs := fmerge("merge", "-quiet", jobs, "-report-timings=false", "-report", r, "-o", filepath.Join(dir, "out.ll"), in); code != 0 {
			t.Fatalf("%s: exit %d: %s", jobs, code, errs)
		}
		data, _ := os.ReadFile(r)
		reports = append(reports, string(data))
	}
	if reports[0] != reports[1] {
		t.Errorf("reports differ by -jobs:\n%s\n%s", reports[0], reports[1])
	}
}

// A run stopped by SIGTERM (a cancelled build) removes the temporary files
// it made and leaves -o as it was, exiting 128+15. Before, the unmerged
// module kept for the report (input-sized) stayed in $TMPDIR, and staged
// outputs beside their targets.
func TestSignalRemovesTemporaryFiles(t *testing.T) {
	requireLLVM(t)
	if testing.Short() {
		t.Skip("builds fmerge and a 20,000-function module")
	}
	if _, err := exec.LookPath("go"); err != nil || os.Getenv("TEST_SRCDIR") != "" {
		t.Skip("needs the go command and the source tree (go test, not a Bazel sandbox)")
	}
	dir, tmp := t.TempDir(), t.TempDir()
	bin := filepath.Join(dir, "fmerge")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	gen := exec.Command("go", "run", "../../bench/identical/gen", "-funcs", "20000", "-seed", "1")
	module, err := gen.Output()
	if err != nil {
		t.Fatalf("generating the module: %v", err)
	}
	in := writeFile(t, dir, "in.ll", string(module))
	out := writeFile(t, dir, "out.ll", "OLD\n")
	cmd := exec.Command(bin, "merge", "-quiet", "-report", filepath.Join(dir, "r.json"), "-o", out, in)
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// The unmerged module is kept (in $TMPDIR) right after loading.
	for i := 0; i < 600; i++ {
		if m, _ := filepath.Glob(filepath.Join(tmp, "fmerge-unmerged-*")); len(m) > 0 {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	err = cmd.Wait()
	if code := cmd.ProcessState.ExitCode(); err == nil || code != 128+15 {
		t.Fatalf("exit %d (%v), want %d: the run ended before the signal?", code, err, 128+15)
	}
	if got, _ := os.ReadFile(out); string(got) != "OLD\n" {
		t.Errorf("-o changed: %.40q", got)
	}
	for _, d := range []string{dir, tmp} {
		entries, _ := os.ReadDir(d)
		for _, e := range entries {
			if n := e.Name(); n != "fmerge" && n != "in.ll" && n != "out.ll" {
				t.Errorf("left behind: %s", filepath.Join(d, n))
			}
		}
	}
}

// fingerprint checks its output before any work too (exit 1 after it,
// naming a temporary file, before).
func TestFingerprintOutputCheckedFirst(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.ll", dupModule)
	code, _, errs := fmerge("fingerprint", "-o", filepath.Join(dir, "nodir", "x.fmfp"), in)
	if code != 2 || !strings.Contains(errs, filepath.Join(dir, "nodir", "x.fmfp")) {
		t.Errorf("exit %d, want 2 naming the output: %s", code, errs)
	}
}

// A report or remarks file is written as it is, whatever its extension:
// named r.bc, the JSON went through llvm-as (exit 1 after all the work).
func TestReportNamedLikeIRIsWrittenAsIs(t *testing.T) {
	requireLLVM(t)
	dir := t.TempDir()
	in := writeFile(t, dir, "in.ll", dupModule)
	r, rem := filepath.Join(dir, "r.bc"), filepath.Join(dir, "rem.o")
	if code, _, errs := fmerge("merge", "-quiet", "-mode=identical", "-report", r, "-remarks", rem, "-o", filepath.Join(dir, "out.ll"), in); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if data, _ := os.ReadFile(r); !bytes.HasPrefix(data, []byte("{")) {
		t.Errorf("r.bc is not the JSON report: %.20q", data)
	}
	if data, _ := os.ReadFile(rem); !bytes.HasPrefix(data, []byte("---")) {
		t.Errorf("rem.o is not the YAML remarks: %.20q", data)
	}
}

// fingerprint's -o may not name an input (the artifact replaced it).
func TestFingerprintOutputIsNoInput(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.ll", dupModule)
	if code, _, errs := fmerge("fingerprint", "-o", in, in); code != 2 || !strings.Contains(errs, "is an input") {
		t.Errorf("exit %d, want 2: %s", code, errs)
	}
	if data, _ := os.ReadFile(in); string(data) != dupModule {
		t.Error("the input was replaced")
	}
}
