package e2e

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/sync/errgroup"
)

// Real Debian source packages, compiled as their users' release builds
// would be but with debug info (-g -Os -flto), merged in each of fmerge's
// modes, and checked with the package's own tests. Valid IR clang emits
// for real code (with -g: every instruction carries !dbg, metadata of many
// kinds) must always go through; toy inputs prove nothing.
//
// Sources come from `apt-get source` (bench/release/debsrc.sh adds the
// deb-src entry), cached in $FMERGE_REALPKG_CACHE (default
// ~/.cache/fmerge-realpkg). Where they cannot be fetched (no root, no
// network) the test skips, except under CI=true, where it fails.

// realConfigs are the ways each program is merged: the objects as given in
// the default mode and in identical mode, and the release recipe (the
// linker's view, -lto=O2).
var realConfigs = []struct {
	name string
	args []string
	view bool
}{
	{"default", nil, false},
	{"identical", []string{"--mode=identical"}, false},
	{"release", []string{"-lto=O2"}, true},
}

// debianSource returns the unpacked source directory of package pkg.
func debianSource(t *testing.T, pkg string) string {
	t.Helper()
	cache := os.Getenv("FMERGE_REALPKG_CACHE")
	if cache == "" {
		home, _ := os.UserHomeDir()
		cache = filepath.Join(home, ".cache", "fmerge-realpkg")
	}
	find := func() string {
		dirs, _ := filepath.Glob(filepath.Join(cache, pkg+"-*"))
		sort.Strings(dirs)
		for _, d := range dirs {
			if fi, err := os.Stat(d); err == nil && fi.IsDir() {
				return d
			}
		}
		return ""
	}
	if d := find(); d != "" {
		return d
	}
	if err := os.MkdirAll(cache, 0o755); err != nil {
		unavailable(t, "cache %s: %v", cache, err)
	}
	if out, err := exec.Command("../../bench/release/debsrc.sh").CombinedOutput(); err != nil {
		unavailable(t, "cannot enable apt-get source: %v\n%s", err, out)
	}
	if out, err := fetchSource(cache, pkg); err != nil {
		unavailable(t, "apt-get source %s: %v\n%s", pkg, err, out)
	}
	d := find()
	if d == "" {
		unavailable(t, "apt-get source %s left no %s-* directory in %s", pkg, pkg, cache)
	}
	return d
}

// fetchSource runs `apt-get source pkg` in dir. When the newest version
// cannot be fetched (a mirror that lists a security update it does not
// serve), it tries the other versions apt knows, newest first; the error
// and output are the first attempt's.
func fetchSource(dir, pkg string) ([]byte, error) {
	get := func(what string) ([]byte, error) {
		cmd := exec.Command("apt-get", "source", "-q", what)
		cmd.Dir = dir
		return cmd.CombinedOutput()
	}
	out, err := get(pkg)
	if err == nil {
		return out, nil
	}
	list, lerr := exec.Command("apt-cache", "showsrc", pkg).Output()
	if lerr != nil {
		return out, err
	}
	var versions []string
	for _, line := range strings.Split(string(list), "\n") {
		if v, ok := strings.CutPrefix(line, "Version: "); ok {
			versions = append(versions, strings.TrimSpace(v))
		}
	}
	sort.Slice(versions, func(i, j int) bool { return newerVersion(versions[i], versions[j]) })
	for _, v := range versions {
		if _, verr := get(pkg + "=" + v); verr == nil {
			return nil, nil
		}
	}
	return out, err
}

// newerVersion orders Debian version strings well enough to pick the
// newest of one package's versions: runs of digits compare as numbers,
// everything else byte by byte.
func newerVersion(a, b string) bool {
	for a != "" && b != "" {
		ra, rb := leadingRun(a), leadingRun(b)
		if ra != rb {
			na, ea := strconv.Atoi(ra)
			nb, eb := strconv.Atoi(rb)
			if ea == nil && eb == nil {
				return na > nb
			}
			return ra > rb
		}
		a, b = a[len(ra):], b[len(rb):]
	}
	return len(a) > len(b)
}

// leadingRun is s's first run of digits, or of other bytes.
func leadingRun(s string) string {
	digit := func(c byte) bool { return c >= '0' && c <= '9' }
	i := 1
	for i < len(s) && digit(s[i]) == digit(s[0]) {
		i++
	}
	return s[:i]
}

// compileAll compiles each of srcs with cc and flags into dir and returns
// the objects, in order. The compilations run on every CPU: one compiler
// process uses one core, and the real packages are most of CI's time.
func compileAll(t *testing.T, dir, cc string, flags []string, srcs ...string) []string {
	t.Helper()
	objs := make([]string, len(srcs))
	g := parallel()
	for i, src := range srcs {
		objs[i] = filepath.Join(dir, fmt.Sprintf("%d-%s.o", i, strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))))
		args := append(append([]string{}, flags...), "-c", src, "-o", objs[i])
		g.Go(func() error {
			_, _, err := runErr(nil, cc, args...)
			return err
		})
	}
	if err := g.Wait(); err != nil {
		t.Fatal(err)
	}
	return objs
}

// parallel is a group of commands run on every CPU at once.
func parallel() *errgroup.Group {
	var g errgroup.Group
	g.SetLimit(runtime.NumCPU())
	return &g
}

// realFlags are the compile flags of the real packages: a size-optimised
// LTO build with debug info.
var realFlags = []string{"-g", "-Os", "-flto", "-w"}

// realMerge links objs into one program per configuration and returns the
// executables by configuration name (plus "plain": the full-LTO build).
// The builds run on every CPU (llc, in fmerge and in the linker, is most
// of each, and uses one core); the release configuration waits for the
// linker's view of the program.
func realMerge(t *testing.T, dir, cc string, objs, libs []string) map[string]string {
	t.Helper()
	exes := map[string]string{"plain": filepath.Join(dir, "plain")}
	for _, c := range realConfigs {
		exes[c.name] = filepath.Join(dir, c.name)
	}
	view := filepath.Join(dir, "view.bc")
	viewDone := make(chan struct{})
	g := parallel()
	g.Go(func() error {
		defer close(viewDone)
		_, _, err := runErr(nil, cc, append(append([]string{"-flto", "-fuse-ld=lld", "-Wl,--plugin-opt=emit-llvm", "-o", view}, objs...), libs...)...)
		return err
	})
	g.Go(func() error {
		_, _, err := runErr(nil, cc, append(append([]string{"-flto", "-fuse-ld=lld", "-o", exes["plain"]}, objs...), libs...)...)
		return err
	})
	for _, c := range realConfigs {
		g.Go(func() error {
			in := objs
			if c.view {
				<-viewDone // started before this task: it holds a slot already
				in = []string{view}
			}
			out := filepath.Join(dir, c.name+".o")
			_, stats, err := runErr(nil, fmergeBin, append(append([]string{"merge", "-quiet", "-stats", "-o", out}, c.args...), in...)...)
			if err != nil {
				return err
			}
			t.Logf("%s: %d functions merged", c.name, statMerged(stats))
			_, _, err = runErr(nil, cc, append([]string{"-fuse-ld=lld", out, "-o", exes[c.name]}, libs...)...)
			return err
		})
	}
	if err := g.Wait(); err != nil {
		t.Fatal(err)
	}
	return exes
}

// TestRealZlib: zlib 1.2.13, the library with its tool minigzip and its
// test program example (what `make test` runs): example passes, minigzip
// round-trips a file and compresses it to the same bytes as the unmerged
// build.
func TestRealZlib(t *testing.T) {
	needTools(t)
	src := debianSource(t, "zlib")
	lib := []string{"adler32", "compress", "crc32", "deflate", "gzclose", "gzlib", "gzread", "gzwrite",
		"infback", "inffast", "inflate", "inftrees", "trees", "uncompr", "zutil"}
	var libSrcs []string
	for _, f := range lib {
		libSrcs = append(libSrcs, filepath.Join(src, f+".c"))
	}
	sample, err := os.ReadFile(filepath.Join(src, "zlib.h"))
	if err != nil {
		t.Fatal(err)
	}
	for _, prog := range []string{"example", "minigzip"} {
		t.Run(prog, func(t *testing.T) {
			dir := t.TempDir()
			objs := compileAll(t, dir, tool("clang"), append(realFlags, "-I"+src), append(libSrcs, filepath.Join(src, "test", prog+".c"))...)
			exes := realMerge(t, dir, tool("clang"), objs, nil)
			var want []byte
			for _, name := range []string{"plain", "default", "identical", "release"} {
				exe := exes[name]
				if prog == "example" {
					run(t, nil, exe, filepath.Join(dir, name+".gz"))
					continue
				}
				gz := pipe(t, exe, nil, sample)
				if back := pipe(t, exe, []string{"-d"}, gz); !bytes.Equal(back, sample) {
					t.Errorf("%s: minigzip does not round-trip zlib.h", name)
				}
				if want == nil {
					want = gz
				} else if !bytes.Equal(gz, want) {
					t.Errorf("%s: minigzip compresses differently from the plain build", name)
				}
			}
		})
	}
}

// TestRealTinyxml2: tinyxml2 9.0, a C++ library, with its test program
// xmltest (463 checks over the package's XML resources): it must report no
// failure in every configuration.
func TestRealTinyxml2(t *testing.T) {
	needTools(t)
	src := debianSource(t, "tinyxml2")
	dir := t.TempDir()
	objs := compileAll(t, dir, tool("clang++"), realFlags, filepath.Join(src, "tinyxml2.cpp"), filepath.Join(src, "xmltest.cpp"))
	exes := realMerge(t, dir, tool("clang++"), objs, nil)
	for _, name := range []string{"plain", "default", "identical", "release"} {
		work := filepath.Join(dir, "run-"+name)
		if err := os.CopyFS(filepath.Join(work, "resources"), os.DirFS(filepath.Join(src, "resources"))); err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Join(work, "resources", "out"), 0o755)
		cmd := exec.Command(exes[name])
		cmd.Dir = work
		out, err := cmd.CombinedOutput()
		last := lastLine(string(out))
		if err != nil || !strings.HasPrefix(last, "Pass ") || !strings.HasSuffix(last, ", Fail 0") {
			t.Errorf("%s: xmltest: %v, %q", name, err, last)
		}
	}
}

// TestRealJsoncpp: jsoncpp 1.9.5, a C++ library, with its unit tests
// (test_lib_json: 119 tests, every one must pass in every configuration),
// and identical mode against opt -mergefunc on the same module: never
// larger. Here it was larger until noalias scope declarations were
// compared as LLVM compares them (template instances that inlined the same
// callee, each with scopes of its own, did not match).
func TestRealJsoncpp(t *testing.T) {
	needTools(t)
	src := debianSource(t, "libjsoncpp")
	dir := t.TempDir()
	var srcs []string
	for _, f := range []string{"lib_json/json_reader", "lib_json/json_value", "lib_json/json_writer",
		"test_lib_json/jsontest", "test_lib_json/main", "test_lib_json/fuzz"} {
		srcs = append(srcs, filepath.Join(src, "src", f+".cpp"))
	}
	flags := append([]string{"-I" + filepath.Join(src, "include"), "-I" + filepath.Join(src, "src", "lib_json"),
		"-I" + filepath.Join(src, "src", "test_lib_json")}, realFlags...)
	objs := compileAll(t, dir, tool("clang++"), flags, srcs...)
	exes := realMerge(t, dir, tool("clang++"), objs, nil)
	want := ""
	for _, name := range []string{"plain", "default", "identical", "release"} {
		out, err := exec.Command(exes[name]).CombinedOutput()
		last := lastLine(string(out))
		if err != nil || !strings.HasPrefix(last, "All ") || !strings.HasSuffix(last, " tests passed") {
			t.Errorf("%s: test_lib_json: %v, %q", name, err, last)
		}
		if want == "" {
			want = last
		} else if last != want {
			t.Errorf("%s: %q, the plain build %q", name, last, want)
		}
	}

	linked := filepath.Join(dir, "linked.bc")
	run(t, nil, tool("llvm-link"), append(objs, "-o", linked)...)
	text := map[string]uint64{}
	compile := func(name, in string) {
		obj := filepath.Join(dir, name+"-sized.o")
		run(t, nil, tool("llc"), "-O2", "-filetype=obj", "-relocation-model=pic", "-function-sections", in, "-o", obj)
		text[name] = textBytes(t, obj)
	}
	optLL := filepath.Join(dir, "mergefunc.ll")
	run(t, nil, tool("opt"), "-mergefunc", "-S", linked, "-o", optLL)
	compile("mergefunc", optLL)
	identLL := filepath.Join(dir, "identical.ll")
	run(t, nil, fmergeBin, "merge", "--mode=identical", "-o", identLL, linked)
	compile("identical", identLL)
	t.Logf(".text bytes: opt -mergefunc %d, fmerge identical %d", text["mergefunc"], text["identical"])
	if text["identical"] > text["mergefunc"] {
		t.Errorf("identical mode made %d bytes of .text, more than opt -mergefunc's %d", text["identical"], text["mergefunc"])
	}
}

// TestRealFmt: fmt 9.1.0 (Debian's fmtlib), template-heavy C++, with its
// core-test (60 googletest tests). Formatters and argument handlers are
// instantiated per type, so hundreds of functions merge (identical and
// similar) in each configuration: the program must pass and print exactly
// what the full-LTO build prints, but for googletest's timings.
func TestRealFmt(t *testing.T) {
	needTools(t)
	src := debianSource(t, "fmtlib")
	gt := googletest(t)
	dir := t.TempDir()
	flags := append([]string{"-std=c++17", "-pthread", "-I" + filepath.Join(src, "include"), "-I" + filepath.Join(src, "test"),
		"-I" + filepath.Join(gt, "googletest", "include"), "-I" + filepath.Join(gt, "googletest"),
		"-I" + filepath.Join(gt, "googlemock", "include"), "-I" + filepath.Join(gt, "googlemock")}, realFlags...)
	srcs := []string{filepath.Join(src, "src", "format.cc"), filepath.Join(src, "src", "os.cc"),
		filepath.Join(gt, "googletest", "src", "gtest-all.cc"), filepath.Join(gt, "googlemock", "src", "gmock-all.cc")}
	for _, f := range []string{"test-main", "gtest-extra", "util", "core-test"} {
		srcs = append(srcs, filepath.Join(src, "test", f+".cc"))
	}
	objs := compileAll(t, dir, tool("clang++"), flags, srcs...)
	exes := realMerge(t, dir, tool("clang++"), objs, []string{"-pthread"})
	timing := regexp.MustCompile(`\(\d+ ms( total)?\)`)
	want := ""
	for _, name := range []string{"plain", "default", "identical", "release"} {
		out, err := exec.Command(exes[name]).CombinedOutput()
		got := timing.ReplaceAllString(string(out), "(N ms)")
		if last := lastLine(got); err != nil || !strings.HasPrefix(last, "[  PASSED  ] ") {
			t.Errorf("%s: core-test: %v, %q", name, err, last)
		}
		if want == "" {
			want = got
		} else if got != want {
			t.Errorf("%s: core-test prints differently from the plain build:\n%s", name, got)
		}
	}
}

// TestRealPcre2: PCRE2 10.42, a C library, with its test program
// pcre2test run on the inputs of its RunTest script, interpreted and, for
// those RunTest also runs so, JIT-compiled (the JIT compiler, sljit, is
// built in). The plain build must print testoutput1 exactly, and every
// merged build must print what the plain build prints, every test file's
// output and exit status included.
func TestRealPcre2(t *testing.T) {
	needTools(t)
	src := debianSource(t, "pcre2")
	dir := t.TempDir()
	// The non-autotools build: the distributed generic config and header,
	// with the features configure would turn on given as macros.
	for from, to := range map[string]string{"config.h.generic": "config.h", "pcre2.h.generic": "pcre2.h",
		"pcre2_chartables.c.dist": "pcre2_chartables.c"} {
		b, err := os.ReadFile(filepath.Join(src, "src", from))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, to), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srcs := []string{filepath.Join(dir, "pcre2_chartables.c"), filepath.Join(src, "src", "pcre2posix.c"), filepath.Join(src, "src", "pcre2test.c")}
	for _, f := range []string{"auto_possess", "compile", "config", "context", "convert", "dfa_match", "error",
		"extuni", "find_bracket", "jit_compile", "maketables", "match", "match_data", "newline", "ord2utf",
		"pattern_info", "script_run", "serialize", "string_utils", "study", "substitute", "substring",
		"tables", "ucd", "valid_utf", "xclass"} {
		srcs = append(srcs, filepath.Join(src, "src", "pcre2_"+f+".c"))
	}
	flags := append([]string{"-DHAVE_CONFIG_H", "-DPCRE2_CODE_UNIT_WIDTH=8", "-DSUPPORT_PCRE2_8", "-DSUPPORT_UNICODE",
		"-DSUPPORT_JIT", "-DHAVE_UNISTD_H", "-DHAVE_STDINT_H", "-DHAVE_INTTYPES_H", "-DHAVE_MEMMOVE", "-DHAVE_STRERROR",
		"-I" + dir, "-I" + filepath.Join(src, "src")}, realFlags...)
	objs := compileAll(t, dir, tool("clang"), flags, srcs...)
	exes := realMerge(t, dir, tool("clang"), objs, nil)
	testdata := filepath.Join(src, "testdata")
	// Test 2 loads this file from the directory it runs in, as RunTest
	// arranges.
	btables, err := os.ReadFile(filepath.Join(testdata, "testbtables"))
	if err != nil {
		t.Fatal(err)
	}
	want := ""
	for _, name := range []string{"plain", "default", "identical", "release"} {
		work := filepath.Join(dir, "run-"+name)
		if err := os.MkdirAll(work, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(work, "testbtables"), btables, 0o644); err != nil {
			t.Fatal(err)
		}
		var all strings.Builder
		for _, n := range []int{1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26} {
			args := [][]string{{"-q"}}
			switch n {
			case 1, 2, 4, 5, 10, 12, 14, 22, 26:
				args = append(args, []string{"-q", "-jit"})
			}
			for _, a := range args {
				cmd := exec.Command(exes[name], append(a, filepath.Join(testdata, fmt.Sprintf("testinput%d", n)))...)
				cmd.Dir, cmd.Env = work, append(os.Environ(), "LC_ALL=C")
				out, err := cmd.CombinedOutput()
				fmt.Fprintf(&all, "== testinput%d %v: %v\n%s", n, a, err, out)
				if name == "plain" && n == 1 && len(a) == 1 {
					ref, rerr := os.ReadFile(filepath.Join(testdata, "testoutput1"))
					if rerr != nil || err != nil || !bytes.Equal(out, ref) {
						t.Fatalf("the plain build's pcre2test does not print testoutput1 (%v, %v)", err, rerr)
					}
				}
			}
		}
		if want == "" {
			want = all.String()
		} else if got := all.String(); got != want {
			t.Errorf("%s: pcre2test prints differently from the plain build (%d bytes against %d)", name, len(got), len(want))
		}
	}
}

// googletest returns the googletest sources Debian's googletest package
// installs (tools/install-deps.sh installs it).
func googletest(t *testing.T) string {
	t.Helper()
	dir := "/usr/src/googletest"
	if _, err := os.Stat(filepath.Join(dir, "googletest", "src", "gtest-all.cc")); err != nil {
		unavailable(t, "googletest sources missing (%v): run tools/install-deps.sh", err)
	}
	return dir
}

// unavailable skips a test whose real sources cannot be had here, but
// fails it under CI=true, where they must be.
func unavailable(t *testing.T, format string, a ...any) {
	t.Helper()
	if os.Getenv("CI") != "" {
		t.Fatalf(format, a...)
	}
	t.Skipf(format, a...)
}

// pipe runs exe args with stdin in and returns its stdout.
func pipe(t *testing.T, exe string, args []string, in []byte) []byte {
	t.Helper()
	cmd := exec.Command(exe, args...)
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s %v: %v", exe, args, err)
	}
	return out
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.TrimSpace(lines[len(lines)-1])
}

// TestNewerVersion: fetchSource tries the newest version first.
func TestNewerVersion(t *testing.T) {
	for _, c := range [][2]string{
		{"10.42-1+deb12u2", "10.42-1"},
		{"10.42-1+deb12u3", "10.42-1+deb12u2"},
		{"1.10", "1.9"},
		{"2.0", "1.99"},
		{"1.6-2.1+deb12u2", "1.6-2.1"},
	} {
		if !newerVersion(c[0], c[1]) || newerVersion(c[1], c[0]) {
			t.Errorf("want %s newer than %s", c[0], c[1])
		}
	}
	if newerVersion("1.0", "1.0") {
		t.Error("a version is not newer than itself")
	}
}
