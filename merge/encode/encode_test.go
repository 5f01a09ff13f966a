package encode

import (
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

const src = `
%struct.A = type { i32, i32* }
%struct.B = type { i32, i32* }
%struct.C = type { i64, i32* }
%struct.Node = type { i32, %struct.Node* }

define i32 @sumA(%struct.A* %p, i32 %n) {
entry:
  %f = getelementptr inbounds %struct.A, %struct.A* %p, i32 0, i32 0
  %v = load i32, i32* %f, align 4
  %s = add nsw i32 %v, %n
  ret i32 %s
}

define i32 @sumB(%struct.B* %q, i32 %m) {
bb:
  %x = getelementptr inbounds %struct.B, %struct.B* %q, i32 0, i32 0
  %y = load i32, i32* %x, align 8
  %z = add i32 %y, %m
  ret i32 %z
}

define i64 @sumC(%struct.C* %p, i64 %n) {
entry:
  %f = getelementptr inbounds %struct.C, %struct.C* %p, i32 0, i32 0
  %v = load i64, i64* %f, align 8
  %s = add nsw i64 %v, %n
  ret i64 %s
}

define i32 @walk(%struct.Node* %p) {
entry:
  %f = getelementptr inbounds %struct.Node, %struct.Node* %p, i32 0, i32 1
  %n = load %struct.Node*, %struct.Node** %f
  %c = icmp eq %struct.Node* %n, null
  br i1 %c, label %done, label %more
more:
  %r = call i32 @walk(%struct.Node* %n)
  ret i32 %r
done:
  ret i32 0
}

declare void @ext()
`

func parse(t *testing.T) map[string]*ir.Func {
	t.Helper()
	m, err := asm.ParseString("test.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*ir.Func{}
	for _, f := range m.Funcs {
		out[f.Name()] = f
	}
	return out
}

func equal(a, b []uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestStableAcrossParses: two independent parses (fresh type objects at
// different addresses) and fresh encoders give identical codes, and the
// codes match values pinned when the encoding was defined, so they are the
// same on every machine (a change here needs a Version bump).
func TestStableAcrossParses(t *testing.T) {
	f1, f2 := parse(t), parse(t)
	for _, name := range []string{"sumA", "sumC", "walk"} {
		a := NewEncoder().Func(f1[name])
		b := NewEncoder().Func(f2[name])
		if !equal(a, b) {
			t.Errorf("%s: codes differ between parses: %x vs %x", name, a, b)
		}
	}
	got := NewEncoder().Func(f1["sumA"])
	want := []uint32{pinnedGEP, pinnedLoad, pinnedAdd, pinnedRet}
	if !equal(got, want) {
		t.Errorf("sumA codes %#x, pinned %#x", got, want)
	}
}

// Pinned codes of @sumA (see TestStableAcrossParses).
const (
	pinnedGEP  = 0x443f70a6
	pinnedLoad = 0x401784a8
	pinnedAdd  = 0x1a283122
	pinnedRet  = 0x0214ac94
)

// TestStructurallyEqual: functions that differ only in value names, flags,
// alignment and the names of same-layout struct types encode equally.
func TestStructurallyEqual(t *testing.T) {
	fs := parse(t)
	a, b := NewEncoder().Func(fs["sumA"]), NewEncoder().Func(fs["sumB"])
	if !equal(a, b) {
		t.Errorf("sumA %x != sumB %x", a, b)
	}
}

// TestDifferentTypes: i64 instead of i32 changes every instruction's code
// but not its opcode or operand count.
func TestDifferentTypes(t *testing.T) {
	fs := parse(t)
	a, c := NewEncoder().Func(fs["sumA"]), NewEncoder().Func(fs["sumC"])
	if len(a) != len(c) {
		t.Fatalf("lengths %d, %d", len(a), len(c))
	}
	for i := range a {
		if a[i] == c[i] {
			t.Errorf("instruction %d: i32 and i64 versions encode equally (%#x)", i, a[i])
		}
		if Opcode(a[i]) != Opcode(c[i]) {
			t.Errorf("instruction %d: opcodes %d, %d", i, Opcode(a[i]), Opcode(c[i]))
		}
	}
	wantOps := []uint32{34, 32, 13, 1}
	for i, op := range wantOps {
		if Opcode(a[i]) != op {
			t.Errorf("instruction %d: opcode %d, want LLVM number %d", i, Opcode(a[i]), op)
		}
	}
	if n := a[0] >> countShift & maxCount; n != 3 {
		t.Errorf("gep operand count %d, want 3", n)
	}
}

// TestRecursiveTypeAndDecl: self-referential types terminate, and
// declarations have no codes.
func TestRecursiveTypeAndDecl(t *testing.T) {
	fs := parse(t)
	codes := NewEncoder().Func(fs["walk"])
	if len(codes) != 7 {
		t.Errorf("walk: %d codes, want 7", len(codes))
	}
	if NewEncoder().Func(fs["ext"]) != nil {
		t.Error("declaration has codes")
	}
	if s := Spelling(fs["walk"].Params[0].Type()); s != "p0({i32,p0({i32,p0({i32,p0(S2)})})})" {
		t.Errorf("spelling of %%struct.Node*: %s", s)
	}
}

// TestTypeIDMemoMatchesSpelling: the encoder's memo of named-struct
// spellings must not change any number. Nested named structs are met at
// several depths (each depth spells differently), in both orders.
func TestTypeIDMemoMatchesSpelling(t *testing.T) {
	leaf := types.NewStruct(types.I32, types.I8)
	leaf.SetName("leaf")
	mid := types.NewStruct(types.NewPointer(leaf), leaf, types.NewArray(3, leaf))
	mid.SetName("mid")
	top := types.NewStruct(mid, types.NewPointer(mid), types.I64)
	top.SetName("top")
	self := types.NewStruct()
	self.SetName("node")
	self.Fields = []types.Type{types.NewPointer(self), top}
	far := types.NewPointer(top)
	far.AddrSpace = 1
	all := []types.Type{leaf, mid, top, self, types.NewPointer(top), types.NewFunc(types.NewPointer(self), mid, types.NewVector(4, types.Float)),
		far, types.NewPointer(top)}
	for _, order := range [][]int{{0, 1, 2, 3, 4, 5, 6, 7}, {7, 6, 5, 4, 3, 2, 1, 0}} {
		e := NewEncoder()
		for _, i := range order {
			if got, want := e.TypeID(all[i]), fnvString(fnvOffset, Spelling(all[i])); got != want {
				t.Errorf("type %d (%s): TypeID %#x, spelling hashes to %#x", i, Spelling(all[i]), got, want)
			}
		}
		// Pointers to a named struct are cached by pointee and address
		// space: a fresh pointer object hits, another address space not.
		if e.TypeID(all[4]) != e.TypeID(all[7]) || e.TypeID(all[4]) == e.TypeID(all[6]) {
			t.Errorf("pointer numbers: %#x %#x %#x", e.TypeID(all[4]), e.TypeID(all[7]), e.TypeID(all[6]))
		}
	}
}
