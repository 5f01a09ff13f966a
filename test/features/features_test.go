// Package features is a feature-coverage suite for fmerge: small
// self-checking programs under progs/<section>/, one per LLVM LangRef area,
// each built unmerged (the reference) and merged in every fmerge
// configuration; a merged build must verify, link and run with the same
// stdout and exit status as the reference. Known failures are listed in
// xfail.txt. The package has only tests; see README.md.
package features

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// fmergeBin is the fmerge binary under test, built once by TestMain (or
// taken from $FMERGE_BIN).
var fmergeBin string

// buildErr is why fmerge could not be built ("" if it was).
var buildErr string

// missingTools names required tools that are not installed ("" if none).
var missingTools string

func TestMain(m *testing.M) {
	missingTools = findMissing()
	dir, err := os.MkdirTemp("", "fmerge-features-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := func() int {
		defer os.RemoveAll(dir)
		if missingTools == "" {
			if fmergeBin = os.Getenv("FMERGE_BIN"); fmergeBin == "" {
				fmergeBin = filepath.Join(dir, "fmerge")
				cmd := exec.Command("go", "build", "-o", fmergeBin, "github.com/fmerge/rules_fmerge/tools/fmerge")
				if out, err := cmd.CombinedOutput(); err != nil {
					buildErr = fmt.Sprintf("building fmerge: %v\n%s", err, out)
				}
			} else if abs, err := filepath.Abs(fmergeBin); err == nil {
				fmergeBin = abs
			}
		}
		return m.Run()
	}()
	os.Exit(code)
}

// tool returns the LLVM 14 name of an LLVM tool: name-14 when installed,
// else the plain name.
func tool(name string) string {
	if p, err := exec.LookPath(name + "-14"); err == nil {
		return p
	}
	return name
}

func findMissing() string {
	var miss []string
	for _, n := range []string{"clang", "clang++", "opt", "llc", "llvm-dis", "ld.lld"} {
		if _, err := exec.LookPath(tool(n)); err != nil {
			miss = append(miss, n+"-14")
		}
	}
	return strings.Join(miss, ", ")
}

// config is one fmerge configuration every program is run in.
type config struct {
	name  string
	flags []string
	// from names the configuration whose merged.ll is the input (twice,
	// opt-O2); "" means the program's own module.
	from string
	// optO2 runs opt -O2 on the input instead of fmerge.
	optO2 bool
}

// configs is the configuration table (README.md repeats it). Order
// matters: twice and opt-O2 read default's output.
var configs = []config{
	{name: "identical", flags: []string{"-mode=identical"}},
	{name: "default"},
	{name: "forced", flags: []string{"-min-saving=-100000", "-confident=-1"}},
	{name: "model", flags: []string{"-profit=model"}},
	{name: "model-forced", flags: []string{"-profit=model", "-min-saving=-100000"}},
	{name: "wide", flags: []string{"-ranking=exhaustive", "-threshold=0", "-top=4", "-explore=4", "-remerge"}},
	{name: "nw", flags: []string{"-align=nw"}},
	{name: "twice", from: "default"},
	{name: "opt-O2", from: "default", optO2: true},
}

// program is one test program.
type program struct {
	section, name string // progs/<section>/<name>.<ext>
	path          string
	ext           string // ".c", ".cc" or ".ll"
	cflags        []string
	ldflags       []string
	// prelink is a module (path) built unmerged and linked before the
	// program's object: its comdat groups prevail over the program's,
	// as another object's copy does in a link.
	prelink string
}

func (p *program) id() string { return p.section + "/" + p.name }

const defaultCflags = "-Os"

// readHeader reads the optional "fmerge-test:" header in the first five
// lines: cflags=..., ldflags=... and prelink=NAME.prelink.ll (a module
// beside the program, see program.prelink), each up to another key or
// the end of the line.
func readHeader(p *program, src []byte) {
	p.cflags = strings.Fields(defaultCflags)
	lines := strings.SplitN(string(src), "\n", 6)
	if len(lines) > 5 {
		lines = lines[:5]
	}
	for _, l := range lines {
		i := strings.Index(l, "fmerge-test:")
		if i < 0 {
			continue
		}
		l = strings.TrimRight(l[i+len("fmerge-test:"):], "\r")
		keys := map[string]int{}
		for _, k := range []string{"cflags=", "ldflags=", "prelink="} {
			if j := strings.Index(l, k); j >= 0 {
				keys[k] = j
			}
		}
		for k, j := range keys {
			end := len(l)
			for _, j2 := range keys {
				if j2 > j && j2 < end {
					end = j2
				}
			}
			v := strings.Fields(l[j+len(k) : end])
			switch k {
			case "cflags=":
				p.cflags = v
			case "ldflags=":
				p.ldflags = v
			case "prelink=":
				if len(v) == 1 {
					p.prelink = filepath.Join(filepath.Dir(p.path), v[0])
				}
			}
		}
	}
}

// findPrograms lists progs/*/*.{c,cc,ll}, filtered by $FEATURES_RUN.
func findPrograms(t *testing.T) []*program {
	var filter *regexp.Regexp
	if f := os.Getenv("FEATURES_RUN"); f != "" {
		var err error
		if filter, err = regexp.Compile(f); err != nil {
			t.Fatalf("FEATURES_RUN: %v", err)
		}
	}
	var ps []*program
	for _, ext := range []string{".c", ".cc", ".ll"} {
		files, err := filepath.Glob(filepath.Join("progs", "*", "*"+ext))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if strings.HasSuffix(f, ".prelink.ll") {
				continue // another program's prelink module
			}
			p := &program{
				section: filepath.Base(filepath.Dir(f)),
				name:    strings.TrimSuffix(filepath.Base(f), ext),
				path:    f,
				ext:     ext,
			}
			if filter != nil && !filter.MatchString(p.id()) {
				continue
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			readHeader(p, src)
			ps = append(ps, p)
		}
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].id() < ps[j].id() })
	return ps
}

// xfailList maps "section/name config" (config may be "*") to the reason.
type xfailList map[string]string

func readXfail(t *testing.T) xfailList {
	xs := xfailList{}
	f, err := os.Open("xfail.txt")
	if errors.Is(err, os.ErrNotExist) {
		return xs
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		line := sc.Text()
		reason := ""
		if i := strings.Index(line, "#"); i >= 0 {
			reason = strings.TrimSpace(line[i+1:])
			line = line[:i]
		}
		fs := strings.Fields(line)
		if len(fs) == 0 {
			continue
		}
		if len(fs) != 2 {
			t.Fatalf("xfail.txt:%d: want \"<section>/<name> <config> # reason\"", n)
		}
		xs[fs[0]+" "+fs[1]] = reason
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return xs
}

func (xs xfailList) lookup(prog, cfg string) (string, bool) {
	if r, ok := xs[prog+" "+cfg]; ok {
		return r, true
	}
	r, ok := xs[prog+" *"]
	return r, ok
}

// outcome is what running one build gave: "" symptom means it ran.
type outcome struct {
	symptom string // build failure, or "" when it ran
	stdout  string
	exit    int
	runErr  string // signal or timeout, "" for a normal exit
}

// tally counts (program, config) pairs.
type tally struct {
	mu                     sync.Mutex
	passed, failed, xfails int
	useless                []string
}

// broken counts every configuration of a program whose reference build
// fails as failed.
func (tl *tally) broken() {
	tl.mu.Lock()
	tl.failed += len(configs)
	tl.mu.Unlock()
}

func TestFeatures(t *testing.T) {
	if missingTools != "" {
		t.Skipf("LLVM 14 toolchain incomplete (missing %s): run tools/install-deps.sh", missingTools)
	}
	if buildErr != "" {
		t.Fatal(buildErr)
	}
	progs := findPrograms(t)
	if len(progs) == 0 {
		t.Fatal("no programs (check FEATURES_RUN)")
	}
	xs := readXfail(t)
	keep := os.Getenv("FEATURES_KEEP")
	if keep != "" {
		if err := os.MkdirAll(keep, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	start := time.Now()
	var tl tally
	sem := make(chan struct{}, max(1, runtime.NumCPU()))
	t.Run("progs", func(t *testing.T) {
		for _, p := range progs {
			t.Run(p.id(), func(t *testing.T) {
				t.Parallel()
				sem <- struct{}{}
				defer func() { <-sem }()
				if d, ok := t.Deadline(); ok && time.Until(d) < time.Minute {
					tl.broken()
					t.Fatalf("not run: less than a minute left before the test deadline (go test -timeout; the suite needs about 3 CPU-minutes)")
				}
				var dir string
				if keep != "" {
					dir = filepath.Join(keep, p.section, p.name)
					os.RemoveAll(dir)
					if err := os.MkdirAll(dir, 0o755); err != nil {
						t.Fatal(err)
					}
				} else {
					dir = t.TempDir()
				}
				runProgram(t, p, dir, xs, &tl)
			})
		}
	})
	var tools []string
	var total time.Duration
	for k, v := range cpuBy {
		tools = append(tools, fmt.Sprintf("%s %.1fs", k, v.Seconds()))
		total += v
	}
	sort.Strings(tools)
	t.Logf("elapsed %s; CPU time of the commands %.1fs (%s)", time.Since(start).Round(time.Second), total.Seconds(), strings.Join(tools, ", "))
	if len(tl.useless) > 0 {
		sort.Strings(tl.useless)
		t.Errorf("programs that no configuration merged anything in (make them merge): %s", strings.Join(tl.useless, ", "))
	}
	// A listed pair for a program that was not run is no error (filter).
	fmt.Printf("features: %d passed, %d failed, %d xfail\n", tl.passed, tl.failed, tl.xfails)
}

// runner runs the commands of one program in its work directory.
type runner struct {
	t   *testing.T
	dir string
	log strings.Builder // commands, for the failure report
}

// cmd runs a tool with a time limit; it returns stdout, stderr and an error
// naming the exit status.
func (r *runner) cmd(timeout time.Duration, name string, args ...string) (string, string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	c := exec.CommandContext(ctx, name, args...)
	c.Dir = r.dir
	var o, e bytes.Buffer
	c.Stdout, c.Stderr = &o, &e
	shown := name
	if !strings.HasPrefix(name, "./") {
		shown = filepath.Base(name)
	}
	fmt.Fprintf(&r.log, "  $ %s %s\n", shown, strings.Join(args, " "))
	err := c.Run()
	if c.ProcessState != nil {
		cpu := c.ProcessState.UserTime() + c.ProcessState.SystemTime()
		k := filepath.Base(name)
		if strings.HasPrefix(name, "./") {
			k = "(program runs)"
		}
		cpuMu.Lock()
		cpuBy[k] += cpu
		cpuMu.Unlock()
	}
	if ctx.Err() != nil {
		err = fmt.Errorf("timeout after %s", timeout)
	}
	return o.String(), e.String(), err
}

// cpuBy sums the CPU time of the commands run, by tool (reported at the
// end, to see where the suite's time goes independently of machine load).
var (
	cpuMu sync.Mutex
	cpuBy = map[string]time.Duration{}
)

// firstLine returns the first non-empty line of s, shortened.
func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			if len(l) > 160 {
				l = l[:160] + "..."
			}
			return l
		}
	}
	return ""
}

func exitStatus(err error) string {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ee.ExitCode() >= 0 {
			return "exit " + strconv.Itoa(ee.ExitCode())
		}
		return ee.ProcessState.String()
	}
	return err.Error()
}

// build compiles in (.ll or .bc, relative to dir) to an executable named
// exe and runs it.
func (r *runner) build(p *program, in, exe string) outcome {
	obj := exe + ".o"
	if _, e, err := r.cmd(2*time.Minute, tool("llc"), "-O2", "-relocation-model=pic", "-filetype=obj", in, "-o", obj); err != nil {
		return outcome{symptom: "llc " + exitStatus(err) + ": " + firstLine(e)}
	}
	driver := tool("clang")
	if p.ext == ".cc" {
		driver = tool("clang++")
	}
	args := []string{"-fuse-ld=lld", obj, "-o", exe}
	if p.prelink != "" {
		pre, err := filepath.Abs(p.prelink)
		if err != nil {
			return outcome{symptom: err.Error()}
		}
		preObj := exe + ".prelink.o"
		if _, e, err := r.cmd(2*time.Minute, tool("llc"), "-O2", "-relocation-model=pic", "-filetype=obj", pre, "-o", preObj); err != nil {
			return outcome{symptom: "llc (prelink) " + exitStatus(err) + ": " + firstLine(e)}
		}
		args = []string{"-fuse-ld=lld", preObj, obj, "-o", exe}
	}
	args = append(args, p.ldflags...)
	if _, e, err := r.cmd(2*time.Minute, driver, args...); err != nil {
		return outcome{symptom: "link " + exitStatus(err) + ": " + firstLine(e)}
	}
	o, _, err := r.cmd(10*time.Second, "./"+exe)
	out := outcome{stdout: o}
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) && ee.ExitCode() >= 0 {
			out.exit = ee.ExitCode()
		} else {
			out.runErr = exitStatus(err)
		}
	}
	return out
}

// compare returns "" when got behaves as want, else the symptom.
func compare(want, got outcome) string {
	switch {
	case got.symptom != "":
		return got.symptom
	case got.runErr != "" && got.runErr != want.runErr:
		return "run: " + got.runErr
	case got.exit != want.exit:
		return fmt.Sprintf("wrong exit status %d (want %d)", got.exit, want.exit)
	case got.stdout != want.stdout:
		w, g := strings.Split(want.stdout, "\n"), strings.Split(got.stdout, "\n")
		for i := range w {
			if i >= len(g) || g[i] != w[i] {
				gl := "<missing>"
				if i < len(g) {
					gl = g[i]
				}
				return fmt.Sprintf("wrong output (line %d: got %.60q, want %.60q)", i+1, gl, w[i])
			}
		}
		return "wrong output (extra lines)"
	}
	return ""
}

var statRE = regexp.MustCompile(`(?m)^\s*(-?\d+) fmerge - (Number of functions merged|profitable similar merges committed)$`)

// mergedCount sums the merge counters of an fmerge -stats report.
func mergedCount(stderr string) int {
	n := 0
	for _, m := range statRE.FindAllStringSubmatch(stderr, -1) {
		v, _ := strconv.Atoi(m[1])
		n += v
	}
	return n
}

// textHash hashes a module's text without what does not change the code:
// the ModuleID line and the summary entries (^N = ...) llvm-dis prints.
func textHash(text []byte) [32]byte {
	var b bytes.Buffer
	for _, l := range bytes.SplitAfter(text, []byte("\n")) {
		if bytes.HasPrefix(l, []byte("^")) || bytes.HasPrefix(l, []byte("; ModuleID")) {
			continue
		}
		b.Write(l)
	}
	return sha256.Sum256(b.Bytes())
}

// cfgResult is one configuration's result for a program.
type cfgResult struct {
	merged  string // merged .ll (relative to dir), "" if none was produced
	symptom string // "" when it behaved as the reference
	count   int    // functions merged by fmerge (-1 when fmerge failed)
}

func runProgram(t *testing.T, p *program, dir string, xs xfailList, tl *tally) {
	r := &runner{t: t, dir: dir}
	src, err := filepath.Abs(p.path)
	if err != nil {
		t.Fatal(err)
	}
	// 1. The module.
	input := src
	switch p.ext {
	case ".c", ".cc":
		driver, std := tool("clang"), []string{}
		if p.ext == ".cc" {
			driver, std = tool("clang++"), []string{"-std=c++17"}
		}
		args := append(append(append([]string{"-flto", "-c"}, std...), p.cflags...), src, "-o", "input.bc")
		if _, e, err := r.cmd(2*time.Minute, driver, args...); err != nil {
			tl.broken()
			t.Fatalf("program broken: compiling: %s\n%s\n%s", exitStatus(err), r.log.String(), e)
		}
		input = "input.bc"
	}
	// 2. The reference.
	ref := r.build(p, input, "ref")
	if ref.symptom != "" || ref.runErr != "" || ref.exit != 0 {
		tl.broken()
		t.Fatalf("program broken: reference build: %s%s exit %d\n%s", ref.symptom, ref.runErr, ref.exit, r.log.String())
	}
	// 3. The configurations. A merged module with the same text as one
	// already built (the input included) reuses its result.
	byHash := map[[32]byte]outcome{}
	inText := input
	if p.ext != ".ll" {
		inText = "input.ll"
		if _, e, err := r.cmd(2*time.Minute, tool("llvm-dis"), input, "-o", inText); err != nil {
			t.Fatalf("llvm-dis: %s: %s", exitStatus(err), e)
		}
	}
	if text, err := os.ReadFile(filepath.Join(dir, inText)); err == nil {
		byHash[textHash(text)] = ref
	} else if text, err := os.ReadFile(inText); err == nil {
		byHash[textHash(text)] = ref
	}
	// Anchor: LLVM's own MergeFunctions, logged only (not built when it
	// left the module as it was).
	if _, e, err := r.cmd(2*time.Minute, tool("opt"), "-mergefunc", "-S", input, "-o", "mergefunc.ll"); err != nil {
		t.Logf("  anchor opt -mergefunc: %s: %s", exitStatus(err), firstLine(e))
	} else if text, err := os.ReadFile(filepath.Join(dir, "mergefunc.ll")); err != nil {
		t.Fatal(err)
	} else if _, same := byHash[textHash(text)]; same {
		t.Logf("  anchor opt -mergefunc: ok (merged nothing)")
	} else if s := compare(ref, r.build(p, "mergefunc.ll", "mergefunc")); s != "" {
		t.Logf("  anchor opt -mergefunc: %s", s)
	} else {
		t.Logf("  anchor opt -mergefunc: ok")
	}
	results := map[string]cfgResult{}
	anyMerged, anyRan := false, false
	for _, c := range configs {
		r.log.Reset()
		res := cfgResult{count: -1}
		in := input
		if c.from != "" {
			prev := results[c.from]
			if prev.merged == "" {
				res.symptom = "not run: " + c.from + " produced no output"
			}
			in = prev.merged
		}
		out := c.name + ".ll"
		if c.optO2 {
			// Bitcode: LLVM 14 prints some valid modules as text its own
			// parser cannot read back (a dso_local_equivalent naming a
			// function further down: regress/relative_vtables.cc).
			out = c.name + ".bc"
		}
		if res.symptom == "" {
			if c.optO2 {
				if _, e, err := r.cmd(2*time.Minute, tool("opt"), "-O2", in, "-o", out); err != nil {
					res.symptom = "opt -O2 " + exitStatus(err) + ": " + firstLine(e)
				}
			} else {
				args := append(append([]string{"merge", "-quiet", "-stats"}, c.flags...), "-o", out, in)
				_, e, err := r.cmd(5*time.Minute, fmergeBin, args...)
				if err != nil {
					res.symptom = "fmerge " + exitStatus(err) + ": " + firstLine(e)
				} else {
					res.count = mergedCount(e)
					anyRan = true
					if res.count > 0 {
						anyMerged = true
					}
				}
			}
		}
		if res.symptom == "" {
			res.merged = out
			if _, e, err := r.cmd(2*time.Minute, tool("opt"), "-verify", "-disable-output", out); err != nil {
				res.symptom = "verifier: " + firstLine(e)
			}
		}
		if res.symptom == "" {
			text, err := os.ReadFile(filepath.Join(dir, out))
			if err != nil {
				t.Fatal(err)
			}
			h := textHash(text)
			got, ok := byHash[h]
			if !ok {
				got = r.build(p, out, c.name)
				byHash[h] = got
			} else {
				fmt.Fprintf(&r.log, "  (same merged.ll as an earlier configuration: result reused)\n")
			}
			res.symptom = compare(ref, got)
		}
		results[c.name] = res
		// Judge.
		reason, listed := xs.lookup(p.id(), c.name)
		cnt := ""
		if res.count >= 0 {
			cnt = fmt.Sprintf(" (merged %d)", res.count)
		}
		tl.mu.Lock()
		switch {
		case res.symptom == "" && !listed:
			tl.passed++
			t.Logf("  %-12s ok%s", c.name, cnt)
		case res.symptom == "" && listed:
			tl.failed++
			t.Errorf("  %-12s unexpected pass%s: remove \"%s %s\" from xfail.txt (%s)", c.name, cnt, p.id(), c.name, reason)
		case listed:
			tl.xfails++
			t.Logf("  %-12s xfail%s: %s (listed: %s)", c.name, cnt, res.symptom, reason)
		default:
			tl.failed++
			t.Errorf("  %-12s FAIL%s: %s\n%s  xfail line: %s %s # %s", c.name, cnt, res.symptom, r.log.String(), p.id(), c.name, res.symptom)
		}
		tl.mu.Unlock()
	}
	// A program nothing is merged in tests nothing. "<prog> no-merge" in
	// xfail.txt records that fmerge (rightly or not) leaves its functions
	// alone; it must then really merge nothing.
	reason, listed := xs[p.id()+" no-merge"]
	switch {
	case anyRan && !anyMerged && !listed:
		tl.mu.Lock()
		tl.useless = append(tl.useless, p.id())
		tl.mu.Unlock()
		t.Errorf("no configuration merged any function: the program does not exercise merging\n  xfail line: %s no-merge # <why fmerge merges nothing>", p.id())
	case anyRan && !anyMerged:
		t.Logf("  no-merge     xfail: no configuration merged anything (listed: %s)", reason)
	case anyMerged && listed:
		t.Errorf("  no-merge     unexpected merge: remove \"%s no-merge\" from xfail.txt (%s)", p.id(), reason)
	}
}
