package align

import (
	"fmt"
	"slices"

	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// Method selects the instruction alignment inside paired blocks.
type Method int

const (
	// Pairwise matches the i-th instruction of one block with the i-th of
	// the other (HyFM's linear alignment); terminators are compared apart.
	Pairwise Method = iota
	// NW is Needleman–Wunsch (maximum number of matches, in order).
	NW
)

// ParseMethod reads the --align flag value.
func ParseMethod(s string) (Method, error) {
	switch s {
	case "pairwise", "":
		return Pairwise, nil
	case "nw":
		return NW, nil
	}
	return 0, fmt.Errorf("unknown alignment %q (want pairwise or nw)", s)
}

func (m Method) String() string {
	if m == NW {
		return "nw"
	}
	return "pairwise"
}

// Options tune an alignment.
type Options struct {
	Method Method
	// WholeFunctionMax, when > 0, aligns both functions as one sequence
	// each with Needleman–Wunsch (SalSSA style) if both have at most this
	// many items; block pairs then follow from matched block labels.
	WholeFunctionMax int
}

// Entry is one step of an alignment: A and B both set for a match, one of
// them nil for an instruction of one function only.
type Entry struct {
	A, B interface{}
}

// BlockPair is a block of the first function (A), of the second (B), or a
// pair of blocks whose code is aligned. LandingPad is set when the block(s)
// start with a landingpad (paired blocks then have equal landingpads).
type BlockPair struct {
	A, B    *ir.Block
	LPA     *ir.InstLandingPad
	LPB     *ir.InstLandingPad
	Entries []Entry
}

// Result is the alignment of two functions.
type Result struct {
	Pairs []BlockPair
	// Matched counts matched entries; Items counts all items of both.
	Matched, Items int
}

// maxCells bounds a Needleman–Wunsch table; larger problems fall back to
// the linear alignment.
const maxCells = 1 << 24

// Align aligns f1 and f2. Both must be definitions.
func Align(f1, f2 *ir.Func, c *Cache, opts Options) *Result {
	s1, s2 := sides(f1, c), sides(f2, c)
	var r *Result
	if n1, n2 := s1.count(), s2.count(); opts.WholeFunctionMax > 0 && n1 <= opts.WholeFunctionMax && n2 <= opts.WholeFunctionMax && (n1+1)*(n2+1) <= maxCells {
		r = wholeFunction(s1, s2)
	} else {
		r = byBlocks(s1, s2, opts.Method)
	}
	fixInvokes(r)
	for _, p := range r.Pairs {
		for _, e := range p.Entries {
			if e.A != nil && e.B != nil {
				r.Matched++
				r.Items += 2
			} else {
				r.Items++
			}
		}
	}
	return r
}

// side is one function prepared for alignment.
type side struct {
	blocks []*ir.Block
	lps    []*ir.InstLandingPad
	items  [][]interface{}
	shapes [][]int
	lpID   []int // shape of the landingpad, -1 if none
	freq   []histogram
}

// histogram counts a block's instructions by opcode key, sorted by key:
// block pairing computes the distance of every pair of blocks, and
// walking two sorted lists costs a fraction of iterating maps.
type histogram []keyCount

type keyCount struct {
	key uint16 // opcode.Key as a number (histKey)
	n   int
}

func histKey(k opcode.Key) uint16 {
	h := uint16(k.Op) << 1
	if k.Cond {
		h |= 1
	}
	return h
}

func histogramOf(items []interface{}) histogram {
	keys := make([]opcode.Key, len(items))
	for i, it := range items {
		keys[i] = opcode.KeyOf(it)
	}
	return histogramFromKeys(keys)
}

func histogramFromKeys(ks []opcode.Key) histogram {
	keys := make([]uint16, len(ks))
	for i, k := range ks {
		keys[i] = histKey(k)
	}
	slices.Sort(keys)
	var h histogram
	for i, k := range keys {
		if i > 0 && k == keys[i-1] {
			h[len(h)-1].n++
		} else {
			h = append(h, keyCount{k, 1})
		}
	}
	return h
}

func sides(f *ir.Func, c *Cache) *side {
	s := &side{blocks: reachable(f)}
	for i, b := range s.blocks {
		lp, items := Body(b, i == 0)
		s.lps = append(s.lps, lp)
		s.items = append(s.items, items)
		sh := make([]int, len(items))
		for k, it := range items {
			sh[k] = c.Shape(it)
		}
		s.shapes = append(s.shapes, sh)
		s.freq = append(s.freq, histogramOf(items))
		id := -1
		if lp != nil {
			id = c.Shape(lp)
		}
		s.lpID = append(s.lpID, id)
	}
	return s
}

func (s *side) count() int {
	n := 0
	for _, it := range s.items {
		n += len(it) + 1
	}
	return n
}

// Reachable returns the blocks of f reachable from its entry, in the
// function's block order. Unreachable blocks are dead code and are left out
// of merged functions.
func Reachable(f *ir.Func) []*ir.Block { return reachable(f) }

func reachable(f *ir.Func) []*ir.Block {
	seen := map[*ir.Block]bool{}
	stack := []*ir.Block{f.Blocks[0]}
	seen[f.Blocks[0]] = true
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, s := range opcode.Successors(b.Term) {
			if !seen[s] {
				seen[s] = true
				stack = append(stack, s)
			}
		}
	}
	var out []*ir.Block
	for _, b := range f.Blocks {
		if seen[b] {
			out = append(out, b)
		}
	}
	return out
}

// byBlocks pairs blocks greedily by opcode-frequency distance (HyFM) and
// aligns each pair.
func byBlocks(s1, s2 *side, m Method) *Result {
	match := pairBlocks(s1, s2)
	r := &Result{}
	used2 := make([]bool, len(s2.blocks))
	for i := range s1.blocks {
		p := BlockPair{A: s1.blocks[i], LPA: s1.lps[i]}
		j := match[i]
		if j < 0 {
			p.Entries = only(s1.items[i], true)
		} else {
			used2[j] = true
			p.B, p.LPB = s2.blocks[j], s2.lps[j]
			p.Entries = alignBlock(s1.items[i], s2.items[j], s1.shapes[i], s2.shapes[j], m)
		}
		r.Pairs = append(r.Pairs, p)
	}
	for j := range s2.blocks {
		if !used2[j] {
			r.Pairs = append(r.Pairs, BlockPair{B: s2.blocks[j], LPB: s2.lps[j], Entries: only(s2.items[j], false)})
		}
	}
	return r
}

// pairBlocks returns, for each block of s1, the index of its partner in s2
// or -1. Entry blocks are paired with each other first; then every block
// takes the nearest unpaired compatible block (ties: lowest index) when the
// two share at least one opcode.
func pairBlocks(s1, s2 *side) []int {
	match := make([]int, len(s1.blocks))
	taken := make([]bool, len(s2.blocks))
	for i := range match {
		match[i] = -1
	}
	if compatible(s1, s2, 0, 0) {
		match[0], taken[0] = 0, true
	}
	for i := 1; i < len(s1.blocks); i++ {
		best, bestD := -1, 0
		for j := 1; j < len(s2.blocks); j++ {
			if taken[j] || !compatible(s1, s2, i, j) {
				continue
			}
			d := distance(s1.freq[i], s2.freq[j])
			if d >= len(s1.items[i])+len(s2.items[j]) {
				continue // nothing in common
			}
			if best < 0 || d < bestD {
				best, bestD = j, d
			}
		}
		if best >= 0 {
			match[i], taken[best] = best, true
		}
	}
	return match
}

// compatible: a landing-pad block may only share code with a landing-pad
// block with an identical landingpad, since the landingpad must be the
// block's first instruction and is reached only by unwinding.
func compatible(s1, s2 *side, i, j int) bool {
	return s1.lpID[i] == s2.lpID[j]
}

// distance is the number of instructions by which two blocks' opcode
// counts differ: Σ over keys of |a[k] − b[k]|.
func distance(a, b histogram) int {
	d, i, j := 0, 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i].key < b[j].key:
			d += a[i].n
			i++
		case a[i].key > b[j].key:
			d += b[j].n
			j++
		default:
			d += max(a[i].n-b[j].n, b[j].n-a[i].n)
			i, j = i+1, j+1
		}
	}
	for ; i < len(a); i++ {
		d += a[i].n
	}
	for ; j < len(b); j++ {
		d += b[j].n
	}
	return d
}

func only(items []interface{}, first bool) []Entry {
	out := make([]Entry, len(items))
	for i, it := range items {
		if first {
			out[i].A = it
		} else {
			out[i].B = it
		}
	}
	return out
}

// alignBlock aligns two blocks' bodies; the terminators (last items) are
// aligned on their own and come last.
func alignBlock(a, b []interface{}, sa, sb []int, m Method) []Entry {
	na, nb := len(a)-1, len(b)-1
	var out []Entry
	if m == NW && (na+1)*(nb+1) <= maxCells {
		out = nw(a[:na], b[:nb], sa[:na], sb[:nb])
	} else {
		out = pairwise(a[:na], b[:nb], sa[:na], sb[:nb])
	}
	if sa[na] == sb[nb] {
		return append(out, Entry{A: a[na], B: b[nb]})
	}
	return append(out, Entry{A: a[na]}, Entry{B: b[nb]})
}

// pairwise is the linear alignment: position i with position i.
func pairwise(a, b []interface{}, sa, sb []int) []Entry {
	var out []Entry
	n := len(a)
	if len(b) > n {
		n = len(b)
	}
	for i := 0; i < n; i++ {
		switch {
		case i < len(a) && i < len(b) && sa[i] == sb[i]:
			out = append(out, Entry{A: a[i], B: b[i]})
		default:
			if i < len(a) {
				out = append(out, Entry{A: a[i]})
			}
			if i < len(b) {
				out = append(out, Entry{B: b[i]})
			}
		}
	}
	return out
}

// nw is Needleman–Wunsch with match = 1, gap = 0 and no mismatches (two
// different shapes can never share an instruction): the longest common
// subsequence, with ties broken towards taking a's gap first so the result
// is deterministic.
func nw(a, b []interface{}, sa, sb []int) []Entry {
	n, m := len(a), len(b)
	w := m + 1
	score := make([]int32, (n+1)*w)
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			best := score[(i+1)*w+j]
			if s := score[i*w+j+1]; s > best {
				best = s
			}
			if sa[i] == sb[j] {
				if s := score[(i+1)*w+j+1] + 1; s > best {
					best = s
				}
			}
			score[i*w+j] = best
		}
	}
	var out []Entry
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && sa[i] == sb[j] && score[i*w+j] == score[(i+1)*w+j+1]+1:
			out = append(out, Entry{A: a[i], B: b[j]})
			i, j = i+1, j+1
		case i < n && (j == m || score[i*w+j] == score[(i+1)*w+j]):
			out = append(out, Entry{A: a[i]})
			i++
		default:
			out = append(out, Entry{B: b[j]})
			j++
		}
	}
	return out
}
