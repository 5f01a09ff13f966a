package e2e

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
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
	cmd := exec.Command("apt-get", "source", "-q", pkg)
	cmd.Dir = cache
	if out, err := cmd.CombinedOutput(); err != nil {
		unavailable(t, "apt-get source %s: %v\n%s", pkg, err, out)
	}
	d := find()
	if d == "" {
		unavailable(t, "apt-get source %s left no %s-* directory in %s", pkg, pkg, cache)
	}
	return d
}

// compileAll compiles each of srcs with cc and flags into dir and returns
// the objects, in order.
func compileAll(t *testing.T, dir, cc string, flags []string, srcs ...string) []string {
	t.Helper()
	var objs []string
	for i, src := range srcs {
		obj := filepath.Join(dir, fmt.Sprintf("%d-%s.o", i, strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))))
		run(t, nil, cc, append(append([]string{}, flags...), "-c", src, "-o", obj)...)
		objs = append(objs, obj)
	}
	return objs
}

// realFlags are the compile flags of the real packages: a size-optimised
// LTO build with debug info.
var realFlags = []string{"-g", "-Os", "-flto", "-w"}

// realMerge links objs into one program per configuration and returns the
// executables by configuration name (plus "plain": the full-LTO build).
func realMerge(t *testing.T, dir, cc string, objs, libs []string) map[string]string {
	t.Helper()
	exes := map[string]string{"plain": filepath.Join(dir, "plain")}
	run(t, nil, cc, append(append([]string{"-flto", "-fuse-ld=lld", "-o", exes["plain"]}, objs...), libs...)...)
	view := filepath.Join(dir, "view.bc")
	run(t, nil, cc, append(append([]string{"-flto", "-fuse-ld=lld", "-Wl,--plugin-opt=emit-llvm", "-o", view}, objs...), libs...)...)
	for _, c := range realConfigs {
		out := filepath.Join(dir, c.name+".o")
		in := objs
		if c.view {
			in = []string{view}
		}
		_, stats := run(t, nil, fmergeBin, append(append([]string{"merge", "-quiet", "-stats", "-o", out}, c.args...), in...)...)
		t.Logf("%s: %d functions merged", c.name, statMerged(stats))
		exes[c.name] = filepath.Join(dir, c.name)
		run(t, nil, cc, append([]string{"-fuse-ld=lld", out, "-o", exes[c.name]}, libs...)...)
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
