package e2e

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestReportModeAll checks the report of a --mode=all merge of the C++
// example against independent measurements: llvm-size for the .text totals
// of the output object and of the unmerged program compiled the same way,
// llvm-nm for the functions named in the merge groups.
func TestReportModeAll(t *testing.T) {
	needTools(t)
	ex := examples[1]
	dir := t.TempDir()
	objs := compileExample(t, ex, dir)
	out, rep := filepath.Join(dir, "merged.o"), filepath.Join(dir, "r.json")
	flags := []string{"-llc-flag=-relocation-model=pic"}
	run(t, nil, fmergeBin, append(append([]string{"merge", "--mode=all", "-report", rep, "-o", out}, flags...), objs...)...)
	var r struct {
		Before, After struct {
			TextBytes uint64 `json:"text_bytes"`
		}
		Merges []struct {
			Kind, Survivor string
			Members        []struct{ Name, How string }
			Similarity     float64
		}
	}
	if err := json.Unmarshal([]byte(readFile(t, rep)), &r); err != nil {
		t.Fatal(err)
	}

	linked := filepath.Join(dir, "linked.bc")
	run(t, nil, tool("llvm-link"), append(objs, "-o", linked)...)
	unmerged := filepath.Join(dir, "unmerged.o")
	run(t, nil, tool("llc"), "-filetype=obj", "-relocation-model=pic", linked, "-o", unmerged)
	if got, want := r.Before.TextBytes, llvmSizeText(t, unmerged); got != want {
		t.Errorf("before.text_bytes = %d, llvm-size says %d", got, want)
	}
	if got, want := r.After.TextBytes, llvmSizeText(t, out); got != want {
		t.Errorf("after.text_bytes = %d, llvm-size says %d", got, want)
	}

	defined := nmDefined(t, out)
	similar := 0
	for _, g := range r.Merges {
		if g.Kind != "similar" {
			continue
		}
		similar++
		if !defined[g.Survivor] {
			t.Errorf("similar merge survivor %s is not defined in the output", g.Survivor)
		}
		if g.Similarity <= 0 || g.Similarity > 1 {
			t.Errorf("similar merge %s: similarity %v", g.Survivor, g.Similarity)
		}
		for _, m := range g.Members {
			if (m.How == "thunk") != defined[m.Name] {
				t.Errorf("member %s (%s): defined in the output = %v", m.Name, m.How, defined[m.Name])
			}
		}
	}
	if similar == 0 {
		t.Error("the report lists no similar merge for examples/cxx")
	}
}

// llvmSizeText sums the sections llvm-size -A lists as .text or .text.*.
func llvmSizeText(t *testing.T, obj string) uint64 {
	t.Helper()
	out, _ := run(t, nil, tool("llvm-size"), "-A", obj)
	var n uint64
	for _, l := range strings.Split(out, "\n") {
		f := strings.Fields(l)
		if len(f) == 3 && (f[0] == ".text" || strings.HasPrefix(f[0], ".text.")) {
			v, err := strconv.ParseUint(f[1], 10, 64)
			if err != nil {
				t.Fatalf("llvm-size line %q: %v", l, err)
			}
			n += v
		}
	}
	return n
}

// nmDefined returns the symbols llvm-nm lists as defined in text.
func nmDefined(t *testing.T, obj string) map[string]bool {
	t.Helper()
	out, _ := run(t, nil, tool("llvm-nm"), "--defined-only", obj)
	m := map[string]bool{}
	for _, l := range strings.Split(out, "\n") {
		f := strings.Fields(l)
		if len(f) == 3 && strings.ContainsAny(f[1], "tTwW") {
			m[f[2]] = true
		}
	}
	return m
}
