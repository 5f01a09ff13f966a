package compare

import (
	"sync"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
)

func testComparator(m *ir.Module) *comparator {
	gn := NewGlobalNumbers(m)
	return &comparator{gn: gn, intPtr: gn.intPtr, snL: map[any]int32{}, snR: map[any]int32{}}
}

func i32s(vs ...int64) []constant.Constant {
	out := make([]constant.Constant, len(vs))
	for i, v := range vs {
		out[i] = constant.NewInt(types.I32, v)
	}
	return out
}

func i64s(vs ...int64) []constant.Constant {
	out := make([]constant.Constant, len(vs))
	for i, v := range vs {
		out[i] = constant.NewInt(types.I64, v)
	}
	return out
}

// TestLosslessBitcast follows LLVM 14 cmpConstants: constants of
// different types are still compared by content when one type bitcasts
// losslessly to the other (vectors of equal width, pointers in the same
// address space); otherwise the types decide.
func TestLosslessBitcast(t *testing.T) {
	m := ir.NewModule()
	g1 := m.NewGlobalDef("g1", constant.NewInt(types.I32, 0))
	g1.Typ = types.NewPointer(types.I32)
	g1.Typ.AddrSpace = 1
	asI8 := constant.NewBitCast(g1, &types.PointerType{ElemType: types.I8, AddrSpace: 1})
	c := testComparator(m)
	v4 := constant.NewVector(types.NewVector(4, types.I32), i32s(1, 0, 2, 0)...)
	v2 := constant.NewVector(types.NewVector(2, types.I64), i64s(1, 2)...)
	v2b := constant.NewVector(types.NewVector(2, types.I64), i64s(1, 3)...)
	cases := []struct {
		name string
		l, r constant.Constant
		eq   bool
	}{
		{"same-width vectors, same bytes", v4, v2, true},
		{"same-width vectors, other bytes", v4, v2b, false},
		{"int widths differ", constant.NewInt(types.I32, 1), constant.NewInt(types.I64, 1), false},
		{"nulls of different types", constant.NewInt(types.I32, 0), constant.NewInt(types.I64, 0), false},
		{"pointer to other pointee, same addrspace", g1, asI8, false}, // kinds differ: global vs expr
		{"vector vs integer", v2, constant.NewInt(types.I128, 1), false},
		{"undef vs undef other type", constant.NewUndef(types.I32), constant.NewUndef(types.I64), false},
		{"zeroinitializer vs zero array", constant.NewZeroInitializer(types.NewArray(2, types.I32)), constant.NewArray(types.NewArray(2, types.I32), i32s(0, 0)...), true},
		{"char array vs i8 array", constant.NewCharArrayFromString("ab"), constant.NewArray(types.NewArray(2, types.I8), constant.NewInt(types.I8, 'a'), constant.NewInt(types.I8, 'b')), true},
		{"-1 vs 255 at i8", constant.NewInt(types.I8, -1), constant.NewInt(types.I8, 255), true},
	}
	for _, tc := range cases {
		lr, rl := c.cmpConstants(tc.l, tc.r), c.cmpConstants(tc.r, tc.l)
		if lr != -rl {
			t.Errorf("%s: not antisymmetric (%d, %d)", tc.name, lr, rl)
		}
		if (lr == 0) != tc.eq {
			t.Errorf("%s: cmpConstants = %d, want equal=%v", tc.name, lr, tc.eq)
		}
	}
}

// TestConcurrent runs Hash and Compare from several goroutines over one
// GlobalNumbers (run with -race to check for data races).
func TestConcurrent(t *testing.T) {
	m := load(t, "testdata/real_O1.ll")
	gn := NewGlobalNumbers(m)
	fs := definitions(m)
	want := make([]int, len(fs))
	for i := range fs {
		want[i] = Compare(fs[i], fs[(i+1)%len(fs)], gn)
	}
	var wg sync.WaitGroup
	errs := make([]int, 4)
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := range fs {
				Hash(fs[i])
				if Compare(fs[i], fs[(i+1)%len(fs)], gn) != want[i] {
					errs[w]++
				}
			}
		}(w)
	}
	wg.Wait()
	for w, n := range errs {
		if n != 0 {
			t.Errorf("worker %d: %d results differ from the sequential run", w, n)
		}
	}
}

func TestPointerBits(t *testing.T) {
	for layout, want := range map[string]uint64{
		"": 64, "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128": 64,
		"e-p:32:32-i64:64": 32, "e-p0:16:16-p1:64:64": 16,
	} {
		if got := PointerBits(layout); got != want {
			t.Errorf("PointerBits(%q) = %d, want %d", layout, got, want)
		}
	}
}

// Integers and address-space-0 pointers take cmpTypes' short way; it
// orders every pair of types as the general comparison does, fresh type
// objects included (llir makes one per occurrence).
func TestCmpTypesShortWayAgrees(t *testing.T) {
	c := testComparator(nil)
	mk := func() []types.Type {
		return []types.Type{
			types.NewInt(1), types.NewInt(8), types.NewInt(32), types.NewInt(64), types.NewInt(128),
			types.NewPointer(types.NewInt(8)), types.NewPointer(types.NewInt(32)),
			&types.PointerType{ElemType: types.NewInt(8), AddrSpace: 1},
			types.Double, types.NewStruct(types.NewInt(32)), types.NewVector(4, types.NewInt(32)),
		}
	}
	ls, rs := mk(), mk()
	for _, l := range ls {
		for _, r := range rs {
			if got, want := c.cmpTypes(l, r), c.cmpTypesSlow(l, r); got != want {
				t.Errorf("cmpTypes(%v, %v) = %d, the general comparison says %d", l, r, got, want)
			}
		}
	}
}
