package cost

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// TestBatchMeasure: units are made on the workers that compile them, yet
// a batch still reports as it did when all were made first: a unit whose
// text cannot be made (it names a global the module lacks) fails, and its
// error is the batch's even when llc refused an earlier unit; a unit with
// nothing of its own to compile is not run and takes its size from an
// equal function; runs counts the units llc ran on.
func TestBatchMeasure(t *testing.T) {
	if _, err := exec.LookPath("llc-14"); err != nil {
		if _, err := exec.LookPath("llc"); err != nil {
			t.Skip("llc not installed")
		}
	}
	m, err := irmod.Parse("m.ll", []byte("define i64 @f(i64 %a) {\n  %b = add i64 %a, 1\n  ret i64 %b\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	body := func(name string) string {
		return "define internal i64 @" + name + "(i64 %a) {\n  %b = add i64 %a, 1\n  ret i64 %b\n}\n"
	}
	b := NewScratch(m).NewBatch()
	b.NewUnit().Add("a", body("a"), true, "")
	b.NewUnit().Add("r", "define internal i64 @r(i64 %a) {\n  ret i32 0\n}\n", true, "") // llc refuses it
	b.NewUnit().Add("u", "define internal i64 @u(i64 %a) {\n  %b = call i64 @nosuch(i64 %a)\n  ret i64 %b\n}\n", true, "")
	b.NewUnit().Add("d", body("d"), true, "") // equal to a up to its name
	sizes, runs, shared := b.Measure(&Measurer{Jobs: 2})
	if sizes[0]["a"] <= 0 {
		t.Errorf("unit a: sizes %v, want a's size", sizes[0])
	}
	if sizes[1] != nil || sizes[2] != nil {
		t.Errorf("the refused unit and the unmakeable one have sizes %v and %v, want none", sizes[1], sizes[2])
	}
	if sizes[3]["d"] != sizes[0]["a"] || shared != 1 {
		t.Errorf("d, equal to a: size %d (a: %d), %d sizes shared; want a's size, 1 shared", sizes[3]["d"], sizes[0]["a"], shared)
	}
	if runs != 2 {
		t.Errorf("llc runs = %d, want 2 (a's unit and the refused one)", runs)
	}
	if b.Err == nil || !strings.Contains(b.Err.Error(), "nosuch") {
		t.Errorf("batch error %v, want the unmakeable unit's (cannot declare @nosuch)", b.Err)
	}
}
