package codegen

import (
	"errors"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/value"

	"github.com/fmerge/rules_fmerge/merge/align"
)

// errMarkers is why a pair whose lifetime markers would not stay true is
// not merged.
var errMarkers = errors.New("lifetime markers would not stay true of the shared stack slots")

// markersSafe reports whether the merged function's lifetime markers (the
// originals', as aligned) stay true; Merge refuses the pair when they do
// not. Dropping the markers instead is correct too, but measured worse:
// without markers llc's stack colouring cannot overlap slots, and the
// large frames of such functions (test bodies with hundreds of
// temporaries) grew yaml-cpp's merged .text by 1.9%.
//
// Why: the two sides share entry allocas (hoistAllocas), and llc's stack
// colouring trusts every marker it finds for a slot: a slot that one side
// marks and the other uses unmarked, or a marker whose pointer reaches
// two slots (a matched marker or bitcast of two different allocas,
// through a select), would let it give memory to another slot while one
// side still uses it. The markers stay true when
//   - every marker's pointer is an entry alloca of its function, through
//     bitcasts and all-zero getelementptrs only;
//   - the two allocas of a shared slot are both marked or both unmarked
//     (hoistAllocas pairs no others);
//   - every matched instruction on such a path (the marker, a bitcast, a
//     getelementptr) reaches one shared slot from both sides, or two
//     marked slots neither of which is shared (pathPairSafe; fillPair
//     emits any other such pair as two instructions, each on its own
//     side).
//
// Then every use of a marked slot, on either side, lies inside that
// side's own markers, and a marker reaching a slot of the other side
// stands where that side's own marker for it stands. A marker one side
// runs alone only ends or starts a slot on that side's paths: where the
// paths join, llc's liveness is the union of both, never less than either
// side's own.
func (b *builder) markersSafe() bool {
	if !b.markers.traced {
		return false
	}
	for _, it := range b.entry.items {
		x, ok1 := it.orig[0].(*ir.InstAlloca)
		y, ok2 := it.orig[1].(*ir.InstAlloca)
		if ok1 && ok2 && b.markers.marked[0][x] != b.markers.marked[1][y] {
			return false
		}
	}
	for _, blk := range b.blocks {
		for _, it := range blk.items {
			if it.orig[0] != nil && it.orig[1] != nil && !b.pathPairSafe(it.orig[0], it.orig[1]) {
				return false
			}
		}
	}
	return true
}

// pathPairSafe reports whether a matched pair (a of the first function, c
// of the second) may be one instruction of the merged function as far as
// lifetime markers go: neither lies on a marker's path, or both reach one
// shared slot, or two marked slots each side has to itself. In the last
// case the one instruction reaches both slots through a select, and llc
// gives a marker of a selected pointer to every alloca it may be: each
// slot then gains the other side's markers, which only add liveness to a
// slot whose every use already lies inside its own side's markers. An
// unmarked slot would gain markers it never had, and with them a
// liveness that misses its uses.
func (b *builder) pathPairSafe(a, c interface{}) bool {
	if !b.markers.onPath[0][a] && !b.markers.onPath[1][c] {
		return true
	}
	x, ok1 := slotOf(a)
	y, ok2 := slotOf(c)
	if !ok1 || !ok2 || b.fixed[x] == nil || b.fixed[y] == nil {
		return false
	}
	if b.fixed[x] == b.fixed[y] {
		return true
	}
	return !b.sharedSlot[x] && !b.sharedSlot[y] && b.markers.marked[0][x] && b.markers.marked[1][y]
}

// splitUnsafePaths returns entries with each matched pair that may not be
// one instruction (pathPairSafe) replaced by its two instructions, the
// first function's then the second's, each run on its own side: the
// pair's markers then stay true where refusing the whole merge would lose
// it (yaml-cpp: 330 of 337 refusals were such pairs). The measured size
// still decides whether the merge pays.
func (b *builder) splitUnsafePaths(entries []align.Entry) []align.Entry {
	if len(b.markers.marked[0]) == 0 && len(b.markers.marked[1]) == 0 {
		return entries
	}
	var out []align.Entry
	for i, e := range entries {
		if e.A == nil || e.B == nil || b.pathPairSafe(e.A, e.B) {
			if out != nil {
				out = append(out, e)
			}
			continue
		}
		if out == nil {
			out = append(make([]align.Entry, 0, len(entries)+1), entries[:i]...)
		}
		out = append(out, align.Entry{A: e.A}, align.Entry{B: e.B})
	}
	if out == nil {
		return entries
	}
	return out
}

// markerFacts is what the originals' lifetime markers say: which allocas
// they reach (marked), which instructions lie on their paths (the marker
// and the bitcasts and getelementptrs before it), and whether every
// marker reaches an entry alloca of its function (traced).
type markerFacts struct {
	marked [2]map[*ir.InstAlloca]bool
	onPath [2]map[interface{}]bool
	traced bool
}

// readMarkers fills b.markers from the originals, before the allocas are
// paired.
func (b *builder) readMarkers() {
	b.markers.traced = true
	for k, f := range b.f {
		b.markers.marked[k], b.markers.onPath[k] = map[*ir.InstAlloca]bool{}, map[interface{}]bool{}
		static := map[*ir.InstAlloca]bool{}
		for _, a := range align.StaticAllocas(f) {
			static[a] = true
		}
		for _, blk := range f.Blocks {
			for _, inst := range blk.Insts {
				if !align.IsLifetimeMarker(inst) {
					continue
				}
				a, path, ok := traceAlloca(markerPtr(inst))
				if !ok || !static[a] {
					b.markers.traced = false
					continue
				}
				b.markers.marked[k][a] = true
				b.markers.onPath[k][inst] = true
				for _, v := range path {
					b.markers.onPath[k][v] = true
				}
			}
		}
	}
}

// markerPairs are the pairs of allocas (first function's to second's)
// that alignment matched markers of: sharing them keeps those markers
// true of one slot (hoistAllocas tries them first).
func (b *builder) markerPairs() map[*ir.InstAlloca]*ir.InstAlloca {
	out := map[*ir.InstAlloca]*ir.InstAlloca{}
	for _, p := range b.al.Pairs {
		for _, e := range p.Entries {
			if e.A == nil || e.B == nil || !align.IsLifetimeMarker(e.A) || !align.IsLifetimeMarker(e.B) {
				continue
			}
			x, _, ok1 := traceAlloca(markerPtr(e.A))
			y, _, ok2 := traceAlloca(markerPtr(e.B))
			if _, seen := out[x]; ok1 && ok2 && !seen {
				out[x] = y
			}
		}
	}
	return out
}

// markerPtr is the pointer argument of a lifetime marker.
func markerPtr(inst interface{}) value.Value {
	v := inst.(*ir.InstCall).Args[1]
	if a, ok := v.(*ir.Arg); ok {
		return a.Value
	}
	return v
}

// slotOf is the alloca an instruction on a marker's path reaches: the
// marker's pointer, or the bitcast's or getelementptr's own value.
func slotOf(inst interface{}) (*ir.InstAlloca, bool) {
	if align.IsLifetimeMarker(inst) {
		a, _, ok := traceAlloca(markerPtr(inst))
		return a, ok
	}
	v, ok := inst.(value.Value)
	if !ok {
		return nil, false
	}
	a, _, ok := traceAlloca(v)
	return a, ok
}

// traceAlloca follows v through bitcasts and getelementptrs whose indices
// are all constant zeros to an alloca, and lists the instructions passed.
func traceAlloca(v value.Value) (*ir.InstAlloca, []value.Value, bool) {
	var path []value.Value
	for {
		switch x := v.(type) {
		case *ir.InstAlloca:
			return x, path, true
		case *ir.InstBitCast:
			path = append(path, x)
			v = x.From
		case *ir.InstGetElementPtr:
			for _, idx := range x.Indices {
				if c, ok := idx.(*constant.Int); !ok || c.X.Sign() != 0 {
					return nil, nil, false
				}
			}
			path = append(path, x)
			v = x.Src
		default:
			return nil, nil, false
		}
	}
}
