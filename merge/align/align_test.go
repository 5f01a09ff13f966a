package align

import (
	"math/rand/v2"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/opcode"
)

const src = `
declare void @use(i32)

define i32 @f(i32 %a, i32* %p) {
entry:
  %x = add i32 %a, 1
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %mem, label %out
mem:
  %v = load i32, i32* %p
  store i32 %x, i32* %p
  call void @use(i32 %v)
  br label %out
out:
  ret i32 %x
}

; g: the same blocks in another order, and one extra instruction at the
; start of its memory block.
define i32 @g(i32 %a, i32* %p) {
entry:
  %x = add i32 %a, 7
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %mem, label %out
out:
  ret i32 %x
mem:
  %w = mul i32 %a, %a
  %v = load i32, i32* %p
  store i32 %x, i32* %p
  call void @use(i32 %v)
  br label %out
}

; h: g's code on i64.
define i64 @h(i64 %a, i64* %p) {
entry:
  %x = add i64 %a, 1
  ret i64 %x
}

define i32 @k(i32 %a, i32* %p) {
entry:
  %x = add i32 %a, 1
  ret i32 %x
}
`

func funcs(t *testing.T) map[string]*ir.Func {
	t.Helper()
	m, err := asm.ParseString("align_test.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	fs := map[string]*ir.Func{}
	for _, f := range m.Funcs {
		fs[f.Name()] = f
	}
	return fs
}

// pairOf returns the block of the other function paired with the block
// named name of the first, or "" when it stands alone.
func pairOf(r *Result, name string) string {
	for _, p := range r.Pairs {
		if p.A != nil && p.A.Name() == name {
			if p.B == nil {
				return ""
			}
			return p.B.Name()
		}
	}
	return "?"
}

// Blocks pair by what they contain, not by position.
func TestBlocksPairByContent(t *testing.T) {
	fs := funcs(t)
	r := Align(fs["f"], fs["g"], NewCache(), Options{})
	for _, name := range []string{"entry", "mem", "out"} {
		if got := pairOf(r, name); got != name {
			t.Errorf("block %s of f paired with %q, want %s", name, got, name)
		}
	}
}

// Pairwise alignment loses the memory block to g's extra instruction;
// Needleman–Wunsch skips it and matches the rest.
func TestNeedlemanWunschSkipsInsertions(t *testing.T) {
	fs := funcs(t)
	pw := Align(fs["f"], fs["g"], NewCache(), Options{Method: Pairwise})
	nw := Align(fs["f"], fs["g"], NewCache(), Options{Method: NW})
	if nw.Matched <= pw.Matched {
		t.Errorf("nw matched %d, pairwise %d: want nw to match more", nw.Matched, pw.Matched)
	}
	whole := Align(fs["f"], fs["g"], NewCache(), Options{WholeFunctionMax: 100})
	if whole.Matched != nw.Matched {
		t.Errorf("whole-function alignment matched %d, block-wise nw %d", whole.Matched, nw.Matched)
	}
}

// Instructions of different types never match; a differing constant does
// not prevent a match (it becomes a select).
func TestTypesMustAgree(t *testing.T) {
	fs := funcs(t)
	if r := Align(fs["k"], fs["h"], NewCache(), Options{}); r.Matched != 0 {
		t.Errorf("i32 and i64 code matched %d entries", r.Matched)
	}
	r := Align(fs["f"], fs["g"], NewCache(), Options{})
	entry := r.Pairs[0]
	if entry.A.Name() != "entry" || entry.Entries[0].A == nil || entry.Entries[0].B == nil {
		t.Errorf("add i32 %%a, 1 and add i32 %%a, 7 did not match: %+v", entry.Entries)
	}
}

// distance over sorted histograms equals Σ|a[k] − b[k]| computed with
// maps, on random blocks of a few opcodes (conditional and plain
// branches counted apart).
func TestDistance(t *testing.T) {
	keys := []opcode.Key{{Op: opcode.Add}, {Op: opcode.Br}, opcode.CondBrKey, {Op: opcode.Load}, {Op: opcode.Call}}
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 200; trial++ {
		var ka, kb []opcode.Key
		for range rng.IntN(8) {
			ka = append(ka, keys[rng.IntN(len(keys))])
		}
		for range rng.IntN(8) {
			kb = append(kb, keys[rng.IntN(len(keys))])
		}
		want := map[opcode.Key]int{}
		for _, k := range ka {
			want[k]++
		}
		for _, k := range kb {
			want[k]--
		}
		w := 0
		for _, n := range want {
			w += max(n, -n)
		}
		if got := distance(histogramFromKeys(ka), histogramFromKeys(kb)); got != w {
			t.Fatalf("distance(%v, %v) = %d, want %d", ka, kb, got, w)
		}
	}
}
