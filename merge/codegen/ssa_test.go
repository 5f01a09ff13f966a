package codegen

import (
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// samePrinted answers as comparing the printed values would, for every
// pair: globals of the same and of different names and kinds (a numbered
// one and one named by the same digits among them), integers of
// one value in different widths (i1 prints as true/false), other
// constants.
func TestSamePrinted(t *testing.T) {
	f1 := ir.NewFunc("f", types.I32)
	f2 := ir.NewFunc("f", types.I32) // another module's @f
	g := ir.NewFunc("g", types.I32)
	v1 := ir.NewGlobal("v", types.I32)
	v2 := ir.NewGlobal("v", types.I32)
	w := ir.NewGlobal("w", types.I8)
	a := ir.NewAlias("a", f1)
	n0 := ir.NewFunc("", types.I32) // @0
	n0.SetID(0)
	s0 := ir.NewFunc("0", types.I32) // @"0", another global
	vals := []value.Value{f1, f2, g, v1, v2, w, a, n0, s0,
		constant.NewInt(types.I32, 1), constant.NewInt(types.I32, 1), constant.NewInt(types.I64, 1),
		constant.NewInt(types.I1, 1), constant.NewBool(true), constant.NewInt(types.I32, -1),
		constant.NewNull(types.NewPointer(types.I8)), constant.NewFloat(types.Double, 1)}
	for _, x := range vals {
		for _, y := range vals {
			if got, want := samePrinted(x, y), x.String() == y.String(); got != want {
				t.Errorf("samePrinted(%s, %s) = %v, want %v", x, y, got, want)
			}
		}
	}
}
