// Package cost estimates the x86-64 code size of LLVM IR, for the
// profitability test of similar-function merging:
//
//	Δ = c(f1) + c(f2) − (c(f12) + ε)
//
// where c sums per-instruction costs and ε counts what replacing the
// originals adds (thunks, one more argument at rewritten call sites). The
// per-opcode costs in table.go were measured with llc (calibrate.sh); opcodes
// the calibration does not cover get estimates by category below.
package cost

import (
	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/align"
)

// estimated covers opcodes without a measurement, in bytes.
var estimated = map[string]float64{
	"InstTrunc": 0.5, "InstBitCast": 0, "InstPtrToInt": 0.5, "InstIntToPtr": 0.5,
	"InstAddrSpaceCast": 0.5, "InstFreeze": 0, "InstAlloca": 0, "InstPhi": 1,
	"InstLandingPad": 0, "InstFSub": 4, "InstFMul": 4, "InstFDiv": 4, "InstFNeg": 8,
	"InstFCmp": 8, "InstSIToFP": 5, "InstUIToFP": 8, "InstFPToSI": 5, "InstFPToUI": 8,
	"InstFPExt": 4, "InstFPTrunc": 4, "InstExtractValue": 2, "InstInsertValue": 3,
	"TermBr": 2, "TermSwitch": 20, "TermInvoke": 11, "TermUnreachable": 0,
	"TermResume": 5,
}

// fallback is the cost of anything else.
const fallback = 4

// Inst returns the cost of one instruction of the given opcode (align.Opcode
// names).
func Inst(op string) float64 {
	if c, ok := measured[op]; ok {
		if c < 0 {
			return 0
		}
		return c
	}
	if c, ok := estimated[op]; ok {
		return c
	}
	return fallback
}

// Function is the fixed cost of having one more function: its return and
// the average alignment padding in front of it.
func Function() float64 { return measured["Function"] }

// Ops sums the costs of a list of opcodes plus the function overhead.
func Ops(ops []string) float64 {
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
				c += Inst(align.Opcode(inst))
			}
		}
		c += Inst(align.Opcode(b.Term))
	}
	return c
}

// Thunk is the cost of an original turned into a forwarding call: the call,
// moving each argument into place, the return and the function overhead.
func Thunk(args int) float64 {
	return Function() + Inst("InstCall") + 3*float64(args)
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
func Size(table float64, merged []string) float64 {
	s := Scale*table + Intercept
	for _, op := range merged {
		switch op {
		case "InstSelect":
			s += SelectCost
		case "InstPhi":
			s += PhiCost
		case "TermCondBr":
			s += CondBrCost
		}
	}
	return s
}
