package report

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// measureCases are real objects built by llc: plain, with one section per
// function (.text.name sections), and a C++ -O0 -g module with comdats,
// weak functions, .rodata.* sections and debug info (which must not count).
var measureCases = []struct {
	name  string
	ll    string
	flags []string
}{
	{"plain", "testdata/before.ll", nil},
	{"aliases", "testdata/after.ll", nil},
	{"function-sections", "testdata/grown_after.ll", []string{"-function-sections", "-data-sections"}},
	{"cxx-debug", "../irmod/testdata/cxx_O0_g.ll", nil},
}

func TestMeasureELFMatchesLLVMSize(t *testing.T) {
	for _, c := range measureCases {
		t.Run(c.name, func(t *testing.T) {
			obj := compile(t, c.ll, c.flags...)
			s, err := MeasureELF(obj)
			if err != nil {
				t.Fatal(err)
			}
			_, secs := sysvSections(t, obj)
			for _, k := range []struct {
				field string
				got   uint64
				pfx   string
			}{
				{"text_bytes", s.TextBytes, ".text"},
				{"rodata_bytes", s.RodataBytes, ".rodata"},
				{"data_bytes", s.DataBytes, ".data"},
				{"bss_bytes", s.BSSBytes, ".bss"},
			} {
				if want := sumPrefix(secs, k.pfx); k.got != want {
					t.Errorf("%s = %d, llvm-size -A sums %s* to %d", k.field, k.got, k.pfx, want)
				}
			}
			_, _, _, dec := berkeley(t, obj)
			if s.TotalBytes != dec {
				t.Errorf("total_bytes = %d, llvm-size (Berkeley) dec = %d", s.TotalBytes, dec)
			}
			var sum uint64
			for _, sec := range s.Sections {
				sum += sec.Size
				if want, ok := secs[sec.Name]; !ok || sec.Size > want {
					t.Errorf("section %s size %d not in llvm-size -A (%d, %v)", sec.Name, sec.Size, want, ok)
				}
			}
			if sum != s.TotalBytes {
				t.Errorf("sections sum to %d, total_bytes %d", sum, s.TotalBytes)
			}
			if s.Machine != "EM_X86_64" {
				t.Errorf("machine %q", s.Machine)
			}
		})
	}
}

func TestMeasureELFFunctionsMatchLLVMNm(t *testing.T) {
	for _, c := range measureCases {
		t.Run(c.name, func(t *testing.T) {
			obj := compile(t, c.ll, c.flags...)
			s, err := MeasureELF(obj)
			if err != nil {
				t.Fatal(err)
			}
			nm := nmFuncs(t, obj)
			if len(nm) == 0 {
				t.Fatal("llvm-nm found no functions; the test object is wrong")
			}
			seen := map[string]bool{}
			var total uint64
			for _, f := range s.Functions {
				total += f.Size
				checkSym(t, nm, f.Name, f.Size, seen)
				if want := map[byte]string{'t': "local", 'T': "global", 'W': "weak"}[nm[f.Name].typ]; f.Binding != want {
					t.Errorf("%s binding %q, llvm-nm type %c", f.Name, f.Binding, nm[f.Name].typ)
				}
				for _, a := range f.Aliases {
					checkSym(t, nm, a, f.Size, seen)
					if nm[a].addr != nm[f.Name].addr {
						t.Errorf("alias %s at %#x, its body %s at %#x", a, nm[a].addr, f.Name, nm[f.Name].addr)
					}
				}
			}
			if len(seen) != len(nm) {
				for n := range nm {
					if !seen[n] {
						t.Errorf("llvm-nm lists %s (%d bytes), the report does not", n, nm[n].size)
					}
				}
			}
			if total != s.FunctionBytes || total > s.TextBytes {
				t.Errorf("function_bytes %d, sum %d, text %d", s.FunctionBytes, total, s.TextBytes)
			}
			if !sort.SliceIsSorted(s.Functions, func(i, j int) bool {
				a, b := s.Functions[i], s.Functions[j]
				return a.Size > b.Size || a.Size == b.Size && a.Name < b.Name
			}) {
				t.Error("functions not ordered by size, then name")
			}
		})
	}
}

func checkSym(t *testing.T, nm map[string]nmSym, name string, size uint64, seen map[string]bool) {
	t.Helper()
	sym, ok := nm[name]
	switch {
	case !ok:
		t.Errorf("report lists %s, llvm-nm does not", name)
	case sym.size != size:
		t.Errorf("%s: report %d bytes, llvm-nm %d", name, size, sym.size)
	case seen[name]:
		t.Errorf("%s listed twice", name)
	}
	seen[name] = true
}

func TestMeasureELFFindsAliases(t *testing.T) {
	s, err := MeasureELF(compile(t, "testdata/after.ll"))
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, f := range s.Functions {
		if f.Name == "scale_a" {
			found = len(f.Aliases) == 1 && f.Aliases[0] == "scale_b"
		}
		if f.Name == "scale_b" {
			t.Error("scale_b is an alias and must not have its own entry")
		}
	}
	if !found {
		t.Errorf("scale_b not recorded as an alias of scale_a: %+v", s.Functions)
	}
}

func TestMeasureIRCompilesLikeWriteOutput(t *testing.T) {
	tool(t, "llc")
	text, err := os.ReadFile("testdata/grown_after.ll")
	if err != nil {
		t.Fatal(err)
	}
	tools := irmod.Tools{LLCFlags: []string{"-function-sections"}}
	got, err := MeasureIR("grown_after.ll", text, tools)
	if err != nil {
		t.Fatal(err)
	}
	if got.File != "grown_after.ll" || got.Method != MethodLLC {
		t.Errorf("file %q method %q", got.File, got.Method)
	}
	want, err := MeasureELF(compile(t, "testdata/grown_after.ll", tools.ObjectFlags()...))
	if err != nil {
		t.Fatal(err)
	}
	if got.TextBytes != want.TextBytes || got.TotalBytes != want.TotalBytes || len(got.Functions) != len(want.Functions) {
		t.Errorf("MeasureIR %d/%d/%d, llc directly %d/%d/%d", got.TextBytes, got.TotalBytes, len(got.Functions), want.TextBytes, want.TotalBytes, len(want.Functions))
	}
	if len(got.Sections) < 5 {
		t.Errorf("-llc-flag -function-sections not applied: sections %+v", got.Sections)
	}

	// A .o output is measured from the file itself, not recompiled.
	out := filepath.Join(t.TempDir(), "out.o")
	if err := irmod.WriteOutput(out, text, irmod.Tools{}); err != nil {
		t.Fatal(err)
	}
	obj, err := MeasureOutput(out, "", nil, irmod.Tools{})
	if err != nil {
		t.Fatal(err)
	}
	plain, err := MeasureELF(compile(t, "testdata/grown_after.ll"))
	if err != nil {
		t.Fatal(err)
	}
	if obj.Method != MethodObject || obj.File != out || obj.TextBytes != plain.TextBytes || obj.TotalBytes != plain.TotalBytes {
		t.Errorf("MeasureOutput(.o) = %s %s %d/%d, want %d/%d", obj.Method, obj.File, obj.TextBytes, obj.TotalBytes, plain.TextBytes, plain.TotalBytes)
	}
}

func TestMeasureErrorsNameTheFile(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "notelf.o")
	os.WriteFile(bad, []byte("hello"), 0o644)
	if _, err := MeasureELF(bad); err == nil || !strings.Contains(err.Error(), bad) {
		t.Errorf("MeasureELF(non-ELF) error %v should name %s", err, bad)
	}
	if _, err := MeasureIR("broken.ll", []byte("define i32 @f() {\n  ret i64 0\n}\n"), irmod.Tools{}); err == nil || !strings.Contains(err.Error(), "broken.ll") {
		t.Errorf("MeasureIR(invalid IR) error %v should name broken.ll", err)
	}
}

// TestMeasureExecutable links before.ll with a main into a PIE executable
// (needs a C compiler driver to link) and checks the same numbers.
func TestMeasureExecutable(t *testing.T) {
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Skip("cc is not installed; it links the test executable")
	}
	dir := t.TempDir()
	exe := filepath.Join(dir, "prog")
	objs := []string{
		compile(t, "testdata/main.ll", "-relocation-model=pic"),
		compile(t, "testdata/before.ll", "-relocation-model=pic"),
	}
	if out, err := exec.Command(cc, append([]string{"-o", exe}, objs...)...).CombinedOutput(); err != nil {
		t.Skipf("cannot link with %s: %v\n%s", cc, err, out)
	}
	s, err := MeasureELF(exe)
	if err != nil {
		t.Fatal(err)
	}
	_, secs := sysvSections(t, exe)
	if s.TextBytes != sumPrefix(secs, ".text") || s.DataBytes != sumPrefix(secs, ".data") || s.RodataBytes != sumPrefix(secs, ".rodata") {
		t.Errorf("text/data/rodata %d/%d/%d, llvm-size -A %d/%d/%d", s.TextBytes, s.DataBytes, s.RodataBytes,
			sumPrefix(secs, ".text"), sumPrefix(secs, ".data"), sumPrefix(secs, ".rodata"))
	}
	if _, _, _, dec := berkeley(t, exe); s.TotalBytes != dec {
		t.Errorf("total %d, llvm-size dec %d", s.TotalBytes, dec)
	}
	// In an executable nm addresses are absolute: keep the symbols inside
	// .text (by llvm-size -A's address column) and compare.
	lo, hi := textRange(t, exe)
	want := map[string]uint64{}
	for name, sym := range nmFuncs(t, exe) {
		if sym.addr >= lo && sym.addr < hi {
			want[name] = sym.size
		}
	}
	got := map[string]uint64{}
	for _, f := range s.Functions {
		got[f.Name] = f.Size
		for _, a := range f.Aliases {
			got[a] = f.Size
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("functions\n got %v\nwant %v (llvm-nm, inside .text)", got, want)
	}
	if got["sum_a"] == 0 || got["main"] == 0 {
		t.Errorf("program functions missing: %v", got)
	}
}

// textRange reads the .text address range from `llvm-size -A`.
func textRange(t *testing.T, exe string) (lo, hi uint64) {
	t.Helper()
	out := runTool(t, tool(t, "llvm-size"), "-A", exe)
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		if len(f) == 3 && f[0] == ".text" {
			size, _ := strconv.ParseUint(f[1], 10, 64)
			addr, _ := strconv.ParseUint(f[2], 10, 64)
			return addr, addr + size
		}
	}
	t.Fatalf("no .text in llvm-size -A output:\n%s", out)
	return 0, 0
}
