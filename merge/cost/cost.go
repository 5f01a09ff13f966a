// Package cost estimates the x86-64 code size of LLVM IR, for the
// profitability test of similar-function merging:
//
//	Δ = c(f1) + c(f2) − (c(f12) + ε)
//
// where c sums per-instruction costs and ε counts what replacing the
// originals adds (thunks, one more argument at rewritten call sites). The
// per-opcode costs in table.go were measured with llc (calibrate.sh); opcodes
// the calibration does not cover get estimates by category below.
//
// The package also measures: Measurer compiles IR with llc and reads each
// function's size, and Scratch builds the standalone scratch modules it
// compiles (scratch.go).
package cost

import (
	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/align"
	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// estimated covers opcodes without a measurement, in bytes (keys as
// opcode.ParseKey reads them).
var estimated = map[string]float64{
	"trunc": 0.5, "bitcast": 0, "ptrtoint": 0.5, "inttoptr": 0.5,
	"addrspacecast": 0.5, "freeze": 0, "alloca": 0, "phi": 1,
	"landingpad": 0, "fsub": 4, "fmul": 4, "fdiv": 4, "fneg": 8,
	"fcmp": 8, "sitofp": 5, "uitofp": 8, "fptosi": 5, "fptoui": 8,
	"fpext": 4, "fptrunc": 4, "extractvalue": 2, "insertvalue": 3,
	"br": 2, "switch": 20, "invoke": 11, "unreachable": 0,
	"resume": 5,
}

// fallback is the cost of anything else.
const fallback = 4

// costs is the table by Key: a measurement where there is one (negative
// ones read as 0), else the estimate.
var costs = func() map[opcode.Key]float64 {
	m := map[opcode.Key]float64{}
	for _, t := range []map[string]float64{estimated, measured} {
		for k, c := range t {
			key := opcode.ParseKey(k)
			if key.Op == 0 {
				panic("cost: no opcode " + k)
			}
			m[key] = max(c, 0)
		}
	}
	return m
}()

// Inst returns the cost of one instruction.
func Inst(k opcode.Key) float64 {
	if c, ok := costs[k]; ok {
		return c
	}
	return fallback
}

// Function is the fixed cost of having one more function: its return and
// the average alignment padding in front of it.
func Function() float64 { return measuredFunction }

// Ops sums the costs of a list of instructions plus the function overhead.
func Ops(ops []opcode.Key) float64 {
	c := Function()
	for _, op := range ops {
		c += Inst(op)
	}
	return c
}

// Func is c(f): every instruction of the reachable blocks, debug
// intrinsics left out, plus the function overhead.
func Func(f *ir.Func) float64 {
	c := Function()
	for _, b := range align.Reachable(f) {
		for _, inst := range b.Insts {
			if !align.IsDebugIntrinsic(inst) {
				c += Inst(opcode.KeyOf(inst))
			}
		}
		c += Inst(opcode.KeyOf(b.Term))
	}
	return c
}

// Thunk is the cost of an original turned into a forwarding call: the call,
// moving each argument into place, the return and the function overhead.
func Thunk(args int) float64 {
	return Function() + Inst(opcode.Key{Op: opcode.Call}) + 3*float64(args)
}

// ExtraArg is the cost added at a rewritten call site: the identifier
// argument (a register load of an immediate) and undef arguments (free).
const ExtraArg = 5

// Calibration of the table against real merged code. The table (and
// Function, Thunk) count instructions as a dependent chain at -O2 would
// cost; real functions — especially at -Os, where functions are not padded
// to 16 bytes — are smaller, and merged code pays for things the table
// cannot see: a select on the identifier is a test plus cmov plus the
// register it keeps alive, and identifier branches and phis add moves. The
// constants come from a least-squares fit of llc-measured sizes of 3,533
// functions (originals and merged functions of every pair fmerge proposed
// on SQLite and the C/C++ examples, -Os; docs/similar.md):
//
//	size ≈ Scale·table + SelectCost·selects + PhiCost·phis + CondBrCost·condbrs + Intercept
//
// With these the model committed no merge that measuring rejected on the
// fitting data, at the price of missing most small savings; measuring
// (similar.Options.Measure) finds them.
const (
	Scale      = 0.683
	SelectCost = 10.4 // per select in merged code, beyond its table cost
	PhiCost    = 0.8  // per phi in merged code, beyond its table cost
	CondBrCost = 0.3  // per conditional branch in merged code, beyond its table cost
	Intercept  = -13.8
)

// Size is the calibrated size estimate, in bytes, of a function whose table
// cost is table; merged lists the opcodes of a merged function's body (nil
// for an original, whose selects, phis and branches are ordinary code).
func Size(table float64, merged []opcode.Key) float64 {
	s := Scale*table + Intercept
	for _, op := range merged {
		s += joinCost[joinOf(op)] // added one by one: the sum is as it always was
	}
	return s
}

// A join is an instruction of merged code the calibration charges beyond
// its table cost: what joins the two originals' code.
type join int

const (
	notJoin join = iota
	selectJoin
	phiJoin
	condBrJoin
)

var joinCost = [...]float64{notJoin: 0, selectJoin: SelectCost, phiJoin: PhiCost, condBrJoin: CondBrCost}

func joinOf(op opcode.Key) join {
	switch op {
	case opcode.Key{Op: opcode.Select}:
		return selectJoin
	case opcode.Key{Op: opcode.PHI}:
		return phiJoin
	case opcode.CondBrKey:
		return condBrJoin
	}
	return notJoin
}

// Joins counts the joins of merged code, by kind.
type Joins struct{ Selects, Phis, CondBrs int }

// CountJoins counts the selects, phis and conditional branches in ops,
// the joins Size charges.
func CountJoins(ops []opcode.Key) Joins {
	var c Joins
	for _, op := range ops {
		switch joinOf(op) {
		case selectJoin:
			c.Selects++
		case phiJoin:
			c.Phis++
		case condBrJoin:
			c.CondBrs++
		}
	}
	return c
}
