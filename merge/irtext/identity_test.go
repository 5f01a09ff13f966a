package irtext

import (
	"sort"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/compare"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/llir/llvm/ir/types"
)

// TestIdentityKeyFollowsCompare: every two functions the comparator finds
// equal have the same identity key (identical merging gives the IR
// library only functions whose key another shares, so a key that split
// equal functions would lose merges). FMERGE_IRTEXT_LL adds modules.
func TestIdentityKeyFollowsCompare(t *testing.T) {
	pairs := 0
	eachTestModule(t, func(path string, m *irmod.Module) {
		keys, keyed, err := IdentityKeys(m, 2)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			return
		}
		gn := compare.NewGlobalNumbers(m.IR)
		byHash := map[uint64][]*irmod.Func{}
		side := map[*irmod.Func]*compare.Func{}
		for _, f := range m.Funcs {
			if f.Defined() && f.Analysed {
				side[f] = &compare.Func{IR: f.IR, RetAlign: f.RetAlign, Extra: f.Extra, Inexact: f.Inexact}
				h := compare.Hash(side[f])
				byHash[h] = append(byHash[h], f)
			}
		}
		var hashes []uint64
		for h := range byHash {
			hashes = append(hashes, h)
		}
		sort.Slice(hashes, func(a, b int) bool { return hashes[a] < hashes[b] })
		for _, h := range hashes {
			fs := byHash[h]
			for a := range fs {
				for b := a + 1; b < len(fs); b++ {
					x, y := fs[a], fs[b]
					if compare.Compare(side[x], side[y], gn) != 0 {
						continue
					}
					pairs++
					if !keyed[x.Chunk] || !keyed[y.Chunk] {
						continue // the shape decides for them (pipeline)
					}
					if keys[x.Chunk] != keys[y.Chunk] {
						t.Errorf("%s: @%s and @%s compare equal but their identity keys differ", path, x.Name, y.Name)
					}
				}
			}
		}
	})
	t.Logf("%d equal pairs", pairs)
	if pairs < 50 {
		t.Fatalf("only %d pairs of equal functions: the test shows nothing", pairs)
	}
}

// keyModule is a module whose functions differ from @base in one way
// each: the name says whether the comparator may find them equal.
const keyModule = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

%struct.A = type { i32, i8* }
%struct.B = type { i32, i64* }

@g = global i32 0
@h = global i32 0
@s = private constant [3 x i8] c"ab\00"

declare void @use(i32, i8*)
declare void @use2(i32, i8*)

define void @base(%struct.A* %p) {
entry:
  %x = getelementptr inbounds %struct.A, %struct.A* %p, i64 0, i32 1
  %v = load i32, i32* @g, align 4
  call void @use(i32 noundef 5, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @s, i64 0, i64 0))
  br label %done

done:
  ret void
}

define void @same_other_types_and_names(%struct.B* %q) {
  %1 = getelementptr inbounds %struct.B, %struct.B* %q, i64 0, i32 1
  %2 = load i32, i32* @g, align 4
  call void @use(i32 noundef 5, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @s, i64 0, i64 0))
  br label %3

3:
  ret void
}

define void @same_but_unreachable_block(%struct.A* %p) {
entry:
  %x = getelementptr inbounds %struct.A, %struct.A* %p, i64 0, i32 1
  %v = load i32, i32* @g, align 4
  call void @use(i32 noundef 5, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @s, i64 0, i64 0))
  br label %done

dead:
  %w = add i32 %v, 1
  br label %done

done:
  ret void
}

define void @same_other_callee(%struct.A* %p) {
entry:
  %x = getelementptr inbounds %struct.A, %struct.A* %p, i64 0, i32 1
  %v = load i32, i32* @g, align 4
  call void @use2(i32 noundef 5, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @s, i64 0, i64 0))
  br label %done

done:
  ret void
}

define void @differs_in_argument(%struct.A* %p) {
entry:
  %x = getelementptr inbounds %struct.A, %struct.A* %p, i64 0, i32 1
  %v = load i32, i32* @g, align 4
  call void @use(i32 noundef 7, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @s, i64 0, i64 0))
  br label %done

done:
  ret void
}

define void @differs_in_global(%struct.A* %p) {
entry:
  %x = getelementptr inbounds %struct.A, %struct.A* %p, i64 0, i32 1
  %v = load i32, i32* @h, align 4
  call void @use(i32 noundef 5, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @s, i64 0, i64 0))
  br label %done

done:
  ret void
}

define void @differs_in_type(%struct.A* %p) {
entry:
  %x = getelementptr inbounds %struct.A, %struct.A* %p, i64 0, i32 1
  %v = load i64, i64* bitcast (i32* @g to i64*), align 4
  call void @use(i32 noundef 5, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @s, i64 0, i64 0))
  br label %done

done:
  ret void
}
`

// TestIdentityKeyDiscriminates: the key sees through what the comparator
// ignores (type names, pointer types, value names, unreachable blocks,
// which function is called) and tells apart what it compares (literal
// arguments, global variables, types).
func TestIdentityKeyDiscriminates(t *testing.T) {
	m, err := irmod.ParseWith("keys.ll", []byte(keyModule), irmod.ParseOptions{Deferred: true})
	if err != nil {
		t.Fatal(err)
	}
	keys, keyed, err := IdentityKeys(m, 1)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]uint64{}
	for i := range m.Chunks {
		if _, name, ok := m.DefineName(i); ok {
			if !keyed[i] {
				t.Fatalf("@%s not keyed", name)
			}
			byName[name] = keys[i]
		}
	}
	for name, k := range byName {
		equal := k == byName["base"]
		switch want := name == "base" || len(name) > 4 && name[:4] == "same"; {
		case want && !equal:
			t.Errorf("@%s: key differs from @base's", name)
		case !want && equal:
			t.Errorf("@%s: key equals @base's", name)
		}
	}
	if len(byName) != 7 {
		t.Fatalf("keyed %d functions, want 7", len(byName))
	}
}

// pairModule holds pairs @NAME_l, @NAME_r that the comparator finds equal
// although their text differs in what the key must see through.
const pairModule = `%struct.S = type { i64, i64 }
%T = type { i32, %T }

define i64* @negidx_l(i8* %p) {
  %q = getelementptr i8, i8* %p, i64 -8
  %r = bitcast i8* %q to i64*
  ret i64* %r
}
define i64* @negidx_r(i64* %p) {
  %q = getelementptr i64, i64* %p, i64 -1
  %r = bitcast i64* %q to i64*
  ret i64* %r
}

define i8* @structidx_l(%struct.S* %p) {
  %q = getelementptr %struct.S, %struct.S* %p, i64 -1, i32 1
  %r = bitcast i64* %q to i8*
  ret i8* %r
}
define i8* @structidx_r(i8* %p) {
  %q = getelementptr i8, i8* %p, i64 -8
  %r = bitcast i8* %q to i8*
  ret i8* %r
}

define i8* @boolidx_l(i8* %p) {
  %q = getelementptr i8, i8* %p, i1 false
  ret i8* %q
}
define i8* @boolidx_r(i8* %p) {
  %q = getelementptr i8, i8* %p, i64 0
  ret i8* %q
}

define i32 @quoted_l(i32 %x) {
  %"a = b" = add i32 %x, 1
  ret i32 %"a = b"
}
define i32 @quoted_r(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y
}

define void @selfstruct(%T* %p) {
  %v = load %T, %T* %p
  ret void
}
`

// TestIdentityKeyPairs: pairs the comparator finds equal get one key
// (GEP indices the comparator compares as one offset, a quoted value name
// holding " = "), and a struct that contains itself (invalid IR, which
// may reach the key before the verifier has said so) does not hang or
// crash the reader.
func TestIdentityKeyPairs(t *testing.T) {
	m, err := irmod.ParseWith("pairs.ll", []byte(pairModule), irmod.ParseOptions{Valid: true})
	if err != nil {
		t.Fatal(err)
	}
	keys, keyed, err := IdentityKeys(m, 1)
	if err != nil {
		t.Fatal(err)
	}
	gn := compare.NewGlobalNumbers(m.IR)
	side := func(name string) (*irmod.Func, *compare.Func) {
		f := m.Func(name)
		if f == nil || !f.Analysed {
			t.Fatalf("@%s not analysed", name)
		}
		return f, &compare.Func{IR: f.IR, RetAlign: f.RetAlign, Extra: f.Extra, Inexact: f.Inexact}
	}
	for _, name := range []string{"negidx", "structidx", "boolidx", "quoted"} {
		l, lc := side(name + "_l")
		r, rc := side(name + "_r")
		if compare.Compare(lc, rc, gn) != 0 {
			t.Errorf("%s: the comparator no longer finds the pair equal; the test shows nothing", name)
			continue
		}
		if !keyed[l.Chunk] || !keyed[r.Chunk] {
			t.Errorf("%s: not keyed (%v, %v)", name, keyed[l.Chunk], keyed[r.Chunk])
			continue
		}
		if keys[l.Chunk] != keys[r.Chunk] {
			t.Errorf("%s: equal functions, different keys", name)
		}
	}
}

// classType's shortcuts for pointers and integers hash as the lookup
// path (classTypeSlow) does, alone and inside other types.
func TestClassTypeShortcutsAgree(t *testing.T) {
	k := &keyer{ctx: &KeyContext{ptrBits: 64}, classes: map[types.Type]uint64{}}
	i8, i32 := types.NewInt(8), types.NewInt(32)
	for _, ty := range []types.Type{
		i8, i32, types.NewInt(1), types.NewPointer(i8), types.NewPointer(i32),
		&types.PointerType{ElemType: i8, AddrSpace: 1},
		types.NewStruct(i32, types.NewPointer(i8)), types.NewArray(4, i32),
	} {
		if got, want := k.classType(ty), k.classTypeSlow(ty); got != want {
			t.Errorf("%v: classType %x, classTypeSlow %x", ty, got, want)
		}
	}
	if k.classType(types.NewPointer(i8)) != k.classType(types.NewPointer(i32)) {
		t.Error("pointers of one address space hash apart")
	}
}
