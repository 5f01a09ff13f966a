package report

import (
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// This file holds the independent measurements the tests check MeasureELF
// against: llc builds the objects, llvm-size and llvm-nm read them.

// tool finds an LLVM 14 tool, preferring the -14 suffixed name, and skips
// the test (saying which tool) when neither is installed.
func tool(t *testing.T, name string) string {
	t.Helper()
	for _, n := range []string{name + "-14", name} {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	t.Skipf("%s (or %s-14) is not installed; this test needs it to build or measure real objects", name, name)
	return ""
}

// run executes a tool and fails the test on error.
func runTool(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		msg := ""
		if ee, ok := err.(*exec.ExitError); ok {
			msg = string(ee.Stderr)
		}
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, msg)
	}
	return string(out)
}

// compile builds an object from a .ll file with llc into a temp dir.
func compile(t *testing.T, ll string, flags ...string) string {
	t.Helper()
	llc := tool(t, "llc")
	obj := filepath.Join(t.TempDir(), strings.TrimSuffix(filepath.Base(ll), ".ll")+".o")
	runTool(t, llc, append([]string{"-filetype=obj", "-o", obj, ll}, flags...)...)
	return obj
}

// sysvSections parses `llvm-size -A`: section name to size, in order.
func sysvSections(t *testing.T, obj string) (names []string, sizes map[string]uint64) {
	t.Helper()
	out := runTool(t, tool(t, "llvm-size"), "-A", obj)
	sizes = map[string]uint64{}
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) != 3 || !strings.HasPrefix(f[0], ".") {
			continue
		}
		n, err := strconv.ParseUint(f[1], 10, 64)
		if err != nil {
			t.Fatalf("llvm-size -A line %q: %v", line, err)
		}
		if _, dup := sizes[f[0]]; !dup {
			names = append(names, f[0])
		}
		sizes[f[0]] += n // .group and comdat .text.x names repeat
	}
	return names, sizes
}

// berkeley parses Berkeley-format `llvm-size`: text, data, bss, dec.
func berkeley(t *testing.T, obj string) (text, data, bss, dec uint64) {
	t.Helper()
	out := runTool(t, tool(t, "llvm-size"), obj)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	f := strings.Fields(lines[len(lines)-1])
	if len(f) < 4 {
		t.Fatalf("unexpected llvm-size output %q", out)
	}
	var v [4]uint64
	for i := range v {
		n, err := strconv.ParseUint(f[i], 10, 64)
		if err != nil {
			t.Fatalf("llvm-size output %q: %v", out, err)
		}
		v[i] = n
	}
	return v[0], v[1], v[2], v[3]
}

// nmSym is one line of `llvm-nm -S`.
type nmSym struct {
	addr, size uint64
	typ        byte
}

// nmFuncs returns the defined code symbols (nm types t, T, W) of an
// object, with address and size, from `llvm-nm --size-sort -S`.
func nmFuncs(t *testing.T, obj string) map[string]nmSym {
	t.Helper()
	out := runTool(t, tool(t, "llvm-nm"), "--size-sort", "-S", "--defined-only", obj)
	syms := map[string]nmSym{}
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) != 4 || len(f[2]) != 1 || !strings.Contains("tTW", f[2]) {
			continue
		}
		addr, err1 := strconv.ParseUint(f[0], 16, 64)
		size, err2 := strconv.ParseUint(f[1], 16, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("llvm-nm line %q", line)
		}
		syms[f[3]] = nmSym{addr: addr, size: size, typ: f[2][0]}
	}
	return syms
}

// sumPrefix totals the sections named p or p.*.
func sumPrefix(sizes map[string]uint64, p string) uint64 {
	var n uint64
	for name, s := range sizes {
		if name == p || strings.HasPrefix(name, p+".") {
			n += s
		}
	}
	return n
}
