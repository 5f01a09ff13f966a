package e2e

import (
	"debug/elf"
	"os"
	"path/filepath"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// ltoPrograms are the programs of the release-build comparison: the
// bundled examples and the macro-generated vectors of the Bazel example
// (near-duplicate functions in several files).
var ltoPrograms = []struct {
	example
	expected string
	strict   bool // merging must make it smaller than the plain LTO build
}{
	{examples[0], "expected_output.txt", false},
	{examples[1], "expected_output.txt", false},
	{example{name: "vec", dir: "../../examples/bazel/vec", ext: ".c", compiler: "clang"}, "vec.expected", true},
}

// TestLTOParity checks the README's release recipe against the build a
// team ships without fmerge, a plain full-LTO link (clang -flto
// -fuse-ld=lld):
//   - the linker's view (ld.lld --plugin-opt=emit-llvm) through `opt
//     -passes=lto<O2>` and llc with fmerge's LTO code generation flags
//     reproduces the plain build's .text within 0.5% (so the flags are
//     lld's);
//   - `fmerge merge -lto=O2` of the view, in both modes, links into a
//     program that prints the same and whose .text is never larger (for
//     vec: smaller, with similar merges committed in the default mode).
func TestLTOParity(t *testing.T) {
	needTools(t)
	for _, p := range ltoPrograms {
		t.Run(p.name, func(t *testing.T) {
			dir := t.TempDir()
			objs := compileExample(t, p.example, dir)
			cc := tool(p.compiler)
			plain := filepath.Join(dir, "plain.exe")
			run(t, nil, cc, append([]string{"-flto", "-fuse-ld=lld", "-o", plain}, objs...)...)
			view := filepath.Join(dir, "view.bc")
			run(t, nil, cc, append([]string{"-flto", "-fuse-ld=lld", "-Wl,--plugin-opt=emit-llvm", "-o", view}, objs...)...)
			want, err := os.ReadFile(filepath.Join(p.dir, p.expected))
			if err != nil {
				t.Fatal(err)
			}
			if got := runBinary(t, plain); got != string(want) {
				t.Fatalf("plain LTO build prints something else than %s:\n%s", p.expected, got)
			}
			plainText := exeText(t, plain)

			// The unmerged baseline, as fmerge -lto compiles it.
			opt := filepath.Join(dir, "opt.bc")
			run(t, nil, tool("opt"), "-passes=lto<O2>", view, "-o", opt)
			obj := filepath.Join(dir, "base.o")
			flags := irmod.WithLTOCodegen([]string{"-relocation-model=pic"}, "O2")
			run(t, nil, tool("llc"), append(append([]string{"-filetype=obj", "-o", obj}, flags...), opt)...)
			base := filepath.Join(dir, "base.exe")
			run(t, nil, cc, "-fuse-ld=lld", obj, "-o", base)
			t.Logf(".text: plain LTO %d, unmerged baseline %d", plainText, exeText(t, base))
			if d := absDiff(exeText(t, base), plainText); d*200 > plainText {
				t.Errorf("unmerged LTO baseline .text %d, plain LTO build %d: more than 0.5%% apart", exeText(t, base), plainText)
			}

			for _, mode := range []string{"identical", "all"} {
				out := filepath.Join(dir, mode+".o")
				_, stats := run(t, nil, fmergeBin, "merge", "-quiet", "-stats", "-lto=O2", "--mode="+mode, "-o", out, view)
				// vec's near-duplicates are merged by similar merging,
				// measured with the recipe's llc flags (which failed on
				// every proposal when both asked for -function-sections).
				if similar := statCounts(stats)["profitable similar merges committed"]; mode == "all" && p.strict && similar == 0 {
					t.Errorf("%s: no similar merge committed", mode)
				}
				exe := filepath.Join(dir, mode+".exe")
				run(t, nil, cc, "-fuse-ld=lld", out, "-o", exe)
				if got := runBinary(t, exe); got != string(want) {
					t.Errorf("%s: merged program prints something else:\n%s", mode, got)
				}
				text := exeText(t, exe)
				t.Logf("%s: .text plain LTO %d, merged %d", mode, plainText, text)
				if text > plainText || (p.strict && text >= plainText) {
					t.Errorf("%s: merged .text %d against the plain LTO build's %d", mode, text, plainText)
				}
			}
		})
	}
}

// exeText is the size of the .text section of an executable.
func exeText(t *testing.T, path string) uint64 {
	t.Helper()
	f, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := f.Section(".text")
	if s == nil {
		t.Fatalf("%s has no .text", path)
	}
	return s.Size
}

func absDiff(a, b uint64) uint64 {
	if a > b {
		return a - b
	}
	return b - a
}

// TestLTOSharedAndDebug: the release recipe keeps working for a shared
// library (the linker's view of a -shared link keeps every exported
// symbol; the merged library exports the same symbols, is never larger
// than the plain LTO library, and a program using it prints the same) and
// with debug info (-g objects: the merged program prints the same and its
// DWARF verifies).
func TestLTOSharedAndDebug(t *testing.T) {
	needTools(t)
	vec := ltoPrograms[2]
	want, err := os.ReadFile(filepath.Join(vec.dir, vec.expected))
	if err != nil {
		t.Fatal(err)
	}
	cc := tool("clang")
	libSrcs, _ := filepath.Glob(filepath.Join(vec.dir, "vec_*.c"))

	t.Run("shared", func(t *testing.T) {
		dir := t.TempDir()
		objs := compileAll(t, dir, cc, []string{"-Os", "-flto", "-fPIC"}, libSrcs...)
		plain := filepath.Join(dir, "libplain.so")
		run(t, nil, cc, append([]string{"-shared", "-flto", "-fuse-ld=lld", "-o", plain}, objs...)...)
		view := filepath.Join(dir, "view.bc")
		run(t, nil, cc, append([]string{"-shared", "-flto", "-fuse-ld=lld", "-Wl,--plugin-opt=emit-llvm", "-o", view}, objs...)...)
		merged := filepath.Join(dir, "merged.o")
		run(t, nil, fmergeBin, "merge", "-quiet", "-lto=O2", "-o", merged, view)
		lib := filepath.Join(dir, "libmerged.so")
		run(t, nil, cc, "-shared", "-fuse-ld=lld", merged, "-o", lib)
		if a, b := dynamicSymbols(t, plain), dynamicSymbols(t, lib); a != b {
			t.Errorf("exported symbols differ:\nplain LTO:\n%s\nmerged:\n%s", a, b)
		}
		if p, m := exeText(t, plain), exeText(t, lib); m > p {
			t.Errorf(".text: merged library %d, plain LTO library %d", m, p)
		}
		for _, so := range []string{plain, lib} {
			exe := so + ".exe"
			run(t, nil, cc, "-Os", filepath.Join(vec.dir, "main.c"), so, "-Wl,-rpath,"+dir, "-o", exe)
			if got := runBinary(t, exe); got != string(want) {
				t.Errorf("program using %s prints something else:\n%s", filepath.Base(so), got)
			}
		}
	})

	t.Run("debug", func(t *testing.T) {
		dir := t.TempDir()
		objs := compileAll(t, dir, cc, []string{"-g", "-Os", "-flto"}, append(libSrcs, filepath.Join(vec.dir, "main.c"))...)
		view := filepath.Join(dir, "view.bc")
		run(t, nil, cc, append([]string{"-flto", "-fuse-ld=lld", "-Wl,--plugin-opt=emit-llvm", "-o", view}, objs...)...)
		merged := filepath.Join(dir, "merged.o")
		_, stats := run(t, nil, fmergeBin, "merge", "-quiet", "-stats", "-lto=O2", "-o", merged, view)
		if statMerged(stats) == 0 {
			t.Errorf("nothing merged with -g:\n%s", stats)
		}
		exe := filepath.Join(dir, "app")
		run(t, nil, cc, "-fuse-ld=lld", merged, "-o", exe)
		if got := runBinary(t, exe); got != string(want) {
			t.Errorf("merged -g program prints something else:\n%s", got)
		}
		run(t, nil, tool("llvm-dwarfdump"), "--verify", exe)
	})
}

// dynamicSymbols lists the defined dynamic symbols of a shared library,
// one per line, sorted (llvm-nm's order).
func dynamicSymbols(t *testing.T, path string) string {
	t.Helper()
	out, _ := run(t, nil, tool("llvm-nm"), "-D", "--defined-only", "-j", path)
	return out
}
