package e2e

import (
	"debug/elf"
	"path/filepath"
	"testing"
)

// TestExamplesModeAll merges the examples with --mode=all (identical, then
// similar merging), checks that the merged programs verify and behave as
// before, and compares the code size with no merging, opt -mergefunc and
// fmerge --mode=identical, all compiled with the same llc flags.
func TestExamplesModeAll(t *testing.T) {
	forEachExample(t, testModeAll)
}

func testModeAll(t *testing.T, ex example) {
	dir := t.TempDir()
	want := readFile(t, filepath.Join(ex.dir, "expected_output.txt"))
	objs := compileExample(t, ex, dir)
	linked := filepath.Join(dir, "linked.bc")
	run(t, nil, tool("llvm-link"), append(objs, "-o", linked)...)

	mergedLL := filepath.Join(dir, "all.ll")
	run(t, nil, fmergeBin, append([]string{"merge", "--mode=all", "-o", mergedLL}, objs...)...)
	run(t, nil, tool("opt"), "-verify", "-disable-output", mergedLL)
	if got := buildAndRun(t, ex, mergedLL, dir, "all"); got != want {
		t.Fatalf("--mode=all program output differs from expected_output.txt:\n%s", got)
	}

	text := map[string]uint64{}
	compile := func(name, in string) {
		obj := filepath.Join(dir, name+".o")
		run(t, nil, tool("llc"), "-filetype=obj", "-relocation-model=pic", "-function-sections", in, "-o", obj)
		text[name] = textBytes(t, obj)
	}
	compile("none", linked)
	optLL := filepath.Join(dir, "mergefunc.ll")
	run(t, nil, tool("opt"), "-mergefunc", "-S", linked, "-o", optLL)
	compile("mergefunc", optLL)
	identLL := filepath.Join(dir, "identical.ll")
	run(t, nil, fmergeBin, append([]string{"merge", "--mode=identical", "-o", identLL}, objs...)...)
	compile("identical", identLL)
	compile("all", mergedLL)
	t.Logf(".text bytes: none %d, opt -mergefunc %d, fmerge identical %d, fmerge all %d",
		text["none"], text["mergefunc"], text["identical"], text["all"])
	if text["all"] > text["identical"] {
		t.Errorf("--mode=all (%d bytes) is larger than --mode=identical (%d)", text["all"], text["identical"])
	}
	if text["all"] > text["mergefunc"] {
		t.Errorf("--mode=all (%d bytes) is larger than opt -mergefunc (%d)", text["all"], text["mergefunc"])
	}
	if text["all"] >= text["none"] {
		t.Errorf("--mode=all (%d bytes) saved nothing (unmerged: %d)", text["all"], text["none"])
	}
}

// textBytes sums the executable sections of an object, each rounded up to
// its alignment as a linker lays them out.
func textBytes(t *testing.T, path string) uint64 {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var n uint64
	for _, s := range f.Sections {
		if s.Flags&elf.SHF_EXECINSTR == 0 || s.Flags&elf.SHF_ALLOC == 0 {
			continue
		}
		a := max(s.Addralign, 1)
		n += (s.Size + a - 1) / a * a
	}
	return n
}
