package cost

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/opcode"
)

const probe = `
define i64 @small(i64 %a) {
  %b = add i64 %a, 1
  ret i64 %b
}
define i64 @big(i64 %a, i64 %b) {
  %c = mul i64 %a, %b
  %d = sdiv i64 %c, %b
  %e = xor i64 %d, %a
  %f = urem i64 %e, %b
  ret i64 %f
}
define i64 @small_os(i64 %a) optsize {
  %b = add i64 %a, 1
  ret i64 %b
}
`

func TestMeasurerSizes(t *testing.T) {
	if _, err := exec.LookPath("llc-14"); err != nil {
		if _, err := exec.LookPath("llc"); err != nil {
			t.Skip("llc not installed")
		}
	}
	ms := &Measurer{}
	sizes, errs := ms.Sizes([]Unit{
		{Text: probe, Funcs: []string{"small", "big", "small_os"}},
		{Text: "define void @bad( {", Funcs: []string{"bad"}},
		{Text: probe, Funcs: []string{"missing"}},
	})
	if errs[0] != nil {
		t.Fatal(errs[0])
	}
	s := sizes[0]
	// At -O2 a function is padded to 16 bytes; with optsize it is not.
	if s["small"] != 16 || s["big"] <= s["small"] || s["big"]%16 != 0 {
		t.Errorf("sizes %v: want small = 16 (8 bytes of code, padded), big a larger multiple of 16", s)
	}
	if s["small_os"] <= 0 || s["small_os"] >= 16 {
		t.Errorf("optsize function measured %d bytes, want its unpadded size", s["small_os"])
	}
	if errs[1] == nil || !strings.Contains(errs[1].Error(), "llc") {
		t.Errorf("bad module: error %v, want llc's", errs[1])
	}
	if errs[2] == nil || !strings.Contains(errs[2].Error(), "missing") {
		t.Errorf("missing function: error %v", errs[2])
	}
}

// The flags an output is compiled with may already ask for what the
// measurer sets itself (the LTO recipe's -function-sections): llc refuses
// an option given twice, so the measurer's own win.
func TestMeasurerTakesFlagsItSetsItself(t *testing.T) {
	if _, err := exec.LookPath("llc-14"); err != nil {
		if _, err := exec.LookPath("llc"); err != nil {
			t.Skip("llc not installed")
		}
	}
	ms := &Measurer{Flags: []string{"-O2", "-relocation-model=pic", "-function-sections", "-data-sections", "--filetype=asm"}}
	sizes, errs := ms.Sizes([]Unit{{Text: probe, Funcs: []string{"small"}}})
	if errs[0] != nil || sizes[0]["small"] != 16 {
		t.Errorf("with -function-sections among the flags: sizes %v, error %v; want small = 16", sizes[0], errs[0])
	}
}

func TestRoundUp(t *testing.T) {
	for _, c := range [][3]int{{0, 16, 0}, {1, 16, 16}, {16, 16, 16}, {17, 16, 32}, {5, 1, 5}, {5, 0, 5}, {3, 2, 4}} {
		if got := RoundUp(c[0], c[1]); got != c[2] {
			t.Errorf("RoundUp(%d, %d) = %d, want %d", c[0], c[1], got, c[2])
		}
	}
}

// TestSizeChargesMergedOverhead: the calibrated size of merged code grows
// with its selects, phis and identifier branches; an original's does not
// depend on them (they are ordinary code, already in its table cost).
func TestSizeChargesMergedOverhead(t *testing.T) {
	near := func(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }
	add, sel, phi := opcode.Key{Op: opcode.Add}, opcode.Key{Op: opcode.Select}, opcode.Key{Op: opcode.PHI}
	base := Size(100, []opcode.Key{add})
	if got := Size(100, []opcode.Key{add, sel}); !near(got, base+SelectCost) {
		t.Errorf("select: %v, want %v", got, base+SelectCost)
	}
	if got := Size(100, []opcode.Key{add, phi, opcode.CondBrKey}); !near(got, base+PhiCost+CondBrCost) {
		t.Errorf("phi+br: %v", got)
	}
	if got, want := Size(100, nil), 0.683*100-13.8; got < want-1e-9 || got > want+1e-9 {
		t.Errorf("original: %v", Size(100, nil))
	}
}

// Every key of the cost tables names an opcode (a misspelt key would be
// priced at the fallback without notice), and the table prices what the
// calibration measured.
func TestTableKeysAreOpcodes(t *testing.T) {
	for _, tab := range []map[string]float64{measured, estimated} {
		for k := range tab {
			if opcode.ParseKey(k).Op == 0 {
				t.Errorf("cost table key %q is no opcode", k)
			}
		}
	}
	if Inst(opcode.CondBrKey) != measured["br i1"] || Inst(opcode.Key{Op: opcode.Br}) != estimated["br"] {
		t.Error("branches priced apart from their table entries")
	}
	if Inst(opcode.Key{Op: opcode.ZExt}) != 0 {
		t.Error("a negative measurement must price as 0")
	}
}
