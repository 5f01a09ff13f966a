package cost

import (
	"math"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// Size charges exactly the joins CountJoins counts, each at its
// calibrated cost.
func TestSizeChargesTheJoinsCounted(t *testing.T) {
	sel, phi, add := opcode.Key{Op: opcode.Select}, opcode.Key{Op: opcode.PHI}, opcode.Key{Op: opcode.Add}
	ops := []opcode.Key{sel, add, opcode.CondBrKey, phi, sel, opcode.CondBrKey, opcode.CondBrKey, add}
	c := CountJoins(ops)
	if c != (Joins{Selects: 2, Phis: 1, CondBrs: 3}) {
		t.Fatalf("CountJoins = %+v", c)
	}
	got := Size(100, ops) - Size(100, nil)
	want := 2*SelectCost + PhiCost + 3*CondBrCost
	if math.Abs(got-want) > 1e-9 {
		t.Errorf("Size charges %v for the joins, want %v", got, want)
	}
	if CountJoins([]opcode.Key{add, {Op: opcode.Br}}) != (Joins{}) {
		t.Error("an add and an unconditional branch counted as joins")
	}
}
