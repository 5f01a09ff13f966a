package irtext

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/encode"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// testModules are the committed real and hand-written modules; set
// FMERGE_IRTEXT_LL to a list of further .ll files (e.g. a whole program).
func testModules(t *testing.T) []string {
	root := "../.."
	var paths []string
	for _, pat := range []string{"merge/*/testdata/*.ll", "test/features/progs/*/*.ll"} {
		m, err := filepath.Glob(filepath.Join(root, pat))
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, m...)
	}
	if extra := os.Getenv("FMERGE_IRTEXT_LL"); extra != "" {
		paths = append(paths, strings.Fields(extra)...)
	}
	if len(paths) < 20 {
		if os.Getenv("TEST_SRCDIR") != "" {
			t.Skip("under Bazel other packages' test modules are not this test's inputs; go test runs it")
		}
		t.Fatalf("found only %d test modules", len(paths))
	}
	return paths
}

// eachTestModule parses each test module with every function analysed
// and calls fn; modules that do not parse (the bad inputs tests feed to
// fmerge) are skipped.
func eachTestModule(t *testing.T, fn func(path string, m *irmod.Module)) {
	for _, path := range testModules(t) {
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if m, err := irmod.ParseWith(path, text, irmod.ParseOptions{Valid: true}); err == nil {
			fn(path, m)
		}
	}
}

// TestCodesMatchLLIR: for every function of real modules that llir reads,
// the codes read from the text equal the codes of llir's view, or the text
// reader refuses the function with a reason (and the caller uses llir).
func TestCodesMatchLLIR(t *testing.T) {
	var same, refused int
	reasons := map[string]int{}
	eachTestModule(t, func(path string, m *irmod.Module) {
		tt, err := ModuleTypes(m)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			return
		}
		enc := encode.NewEncoder()
		for _, f := range m.Funcs {
			if !f.Defined() || !f.Analysed {
				continue
			}
			got, err := tt.Codes(enc, string(m.FuncText(f)))
			var te *Error
			if errors.As(err, &te) && te.Refused() {
				refused++
				reasons[te.Err.Error()]++
				continue
			}
			if err != nil {
				t.Errorf("%s: @%s: %v", path, f.Name, err)
				continue
			}
			want := enc.Func(f.IR)
			if !slices.Equal(got, want) {
				t.Errorf("%s: @%s: codes differ at %s", path, f.Name, firstDiff(enc, f, got, want))
				continue
			}
			same++
		}
	})
	t.Logf("%d functions read alike, %d refused: %v", same, refused, reasons)
	if same == 0 {
		t.Fatal("no function compared")
	}
}

// firstDiff names the first instruction whose codes differ.
func firstDiff(enc *encode.Encoder, f *irmod.Func, got, want []uint32) string {
	i := 0
	for _, b := range f.IR.Blocks {
		insts := b.Insts
		for k := 0; k <= len(insts); k++ {
			var s string
			if k < len(insts) {
				s = insts[k].LLString()
			} else {
				s = b.Term.LLString()
			}
			if i >= len(got) || got[i] != want[i] {
				g := "none"
				if i < len(got) {
					g = encodeString(got[i])
				}
				return "instruction " + s + ": text " + g + ", llir " + encodeString(want[i])
			}
			i++
		}
	}
	return fmt.Sprintf("the end (lengths %d, %d)", len(got), len(want))
}

func encodeString(c uint32) string {
	return fmt.Sprintf("op %d n %d sig %#x", encode.Opcode(c), c>>20&31, encode.Signature(c))
}

// TestDamagedTextIsAnError: every instruction cut short (at every third byte) gives
// an error or a reading, never a panic (the reader runs on every function
// of every input before llir has looked at any of them).
func TestDamagedTextIsAnError(t *testing.T) {
	path := "../irmod/testdata/cxx_O0_g.ll" // a data input under Bazel too
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := irmod.ParseWith(path, text, irmod.ParseOptions{Valid: true})
	if err != nil {
		t.Fatal(err)
	}
	tt, err := ModuleTypes(m)
	if err != nil {
		t.Fatal(err)
	}
	kc := NewKeyContext(m)
	cut := 0
	for _, f := range m.Funcs {
		if !f.Defined() {
			continue
		}
		lines := strings.Split(string(m.FuncText(f)), "\n")
		for k := 1; k < len(lines)-2; k++ {
			for n := 0; n < len(lines[k]); n += 3 {
				damaged := strings.Join(append(append(append([]string{}, lines[:k]...), lines[k][:n]), lines[k+1:]...), "\n")
				tt.Insts(damaged, func(Inst) {})
				tt.IdentityKey(kc, damaged) // the identity key's reader too
				cut++
			}
		}
	}
	if cut == 0 {
		t.Fatal("nothing cut")
	}
}

// TestRefusals: constructs the reader leaves for llir are refused, with a
// reason, not misread.
func TestRefusals(t *testing.T) {
	tt, err := NewTypes(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, inst := range []string{
		"  %v = cmpxchg i32* %p, i32 0, i32 1 seq_cst seq_cst",
		"  %q = getelementptr i32, <2 x i32*> %p, <2 x i64> %i",
		"  %x = load ptr, ptr %p",
		"  %y = fadd bfloat %a, %b",
		"  %z = alloca <vscale x 4 x i32>",
		"  callbr void asm \"\", \"r,X\"(i32 %x, i8* blockaddress(@f, %b))\n          to label %a [label %b]",
	} {
		err := tt.Insts("define void @f() {\n"+inst+"\n}\n", func(Inst) {})
		var te *Error
		if !errors.As(err, &te) || !te.Refused() {
			t.Errorf("%q: got %v, want a refusal", inst, err)
		}
	}
}

// TestTrailingAttachments: an instruction that ends in metadata
// attachments keeps the result type it has without them.
func TestTrailingAttachments(t *testing.T) {
	tt, err := NewTypes([]string{"S"}, []string{"{ i32, i64 }"})
	if err != nil {
		t.Fatal(err)
	}
	for inst, want := range map[string]string{
		"  %a = alloca i32, align 4":                             "p0(i32)",
		"  %p = getelementptr inbounds %S, %S* %s, i64 0, i32 1": "p0(i64)",
		"  %v = extractvalue { i8*, i32 } %x, 1":                 "i32",
	} {
		for _, tail := range []string{"", ", !dbg !7", ", !annotation !3, !dbg !7"} {
			var got []Inst
			if err := tt.Insts("define void @f() {\n"+inst+tail+"\n}\n", func(in Inst) { got = append(got, in) }); err != nil {
				t.Fatalf("%q: %v", inst+tail, err)
			}
			if len(got) != 1 || encode.Spelling(got[0].Result) != want {
				t.Errorf("%q: result %v, want %s", inst+tail, got, want)
			}
		}
	}
}

// TestTypeMemo: a type read once is reused for the same spelling, and a
// memoized one-token type (i8, %S) is never taken for a longer type that
// starts with it: a pointer written with a blank before '*', a function
// type, an address space.
func TestTypeMemo(t *testing.T) {
	tt, err := NewTypes([]string{"S"}, []string{"{ i32, i64 }"})
	if err != nil {
		t.Fatal(err)
	}
	for inst, want := range map[string]string{
		"  %a = load i8, i8* %p":                             "i8",
		"  %b = load i8 *, i8 * * %p":                        "p0(i8)",
		"  %c = load %S *, %S * * %p":                        "p0({i32,i64})",
		"  %d = load i8 (i32)*, i8 (i32)** %p":               "p0(F(i8,i32,false))",
		"  %e = load i8 addrspace(1)*, i8 addrspace(1)** %p": "p1(i8)",
	} {
		// The memo is warm: i8 and %S were read by the first line.
		def := "define void @f() {\n  %w = load %S, %S* %q\n  %x = load i8, i8* %p\n" + inst + "\n}\n"
		var got []Inst
		if err := tt.Insts(def, func(in Inst) { got = append(got, in) }); err != nil {
			t.Fatalf("%q: %v", inst, err)
		}
		if len(got) != 3 || encode.Spelling(got[2].Result) != want {
			var sp string
			if len(got) == 3 {
				sp = encode.Spelling(got[2].Result)
			}
			t.Errorf("%q: result %s, want %s", inst, sp, want)
		}
	}
}
