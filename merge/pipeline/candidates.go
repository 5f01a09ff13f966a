package pipeline

import (
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/irtext"
	"github.com/fmerge/rules_fmerge/merge/stats"
)

// identicalCandidates is the selection (irmod.ParseOptions.Select) of the
// definitions identical merging gives the IR library: only a function
// that shares its identity key (irtext.IdentityKey) with another can
// equal it, and on real programs that is a small part of the text (on
// yaml-cpp 4 of 91 MB of bodies). A definition the text reader cannot key
// falls back to irmod.ShapeHash, the coarser test it used to be: it is
// read when another definition has its shape, and every definition with
// its shape is read too. When the module's types cannot be read, the
// shape alone decides. The shape counts unreachable blocks, which the
// comparator ignores, so an unkeyed function that differs from its equal
// only there (say, a refused instruction in a dead block) is not read and
// not merged: merges can be lost that way, never made wrongly.
//
// The keys come from early when it computed them while the module was
// being printed (irtext.EarlyKeys).
func identicalCandidates(jobs int, early *irtext.EarlyKeys, st *stats.Stats) func(*irmod.Module) map[int]bool {
	return func(m *irmod.Module) map[int]bool {
		keys, keyed, err := early.Keys(m, jobs)
		if err != nil {
			keyed = make([]bool, len(m.Chunks))
		}
		keyCount := map[uint64]int{}
		unkeyed := false
		for i, c := range m.Chunks {
			if c.Kind != irmod.ChunkDefine {
				continue
			}
			if keyed[i] {
				keyCount[keys[i]]++
			} else {
				unkeyed = true
			}
		}
		sel := map[int]bool{}
		for i, c := range m.Chunks {
			if c.Kind == irmod.ChunkDefine && keyed[i] && keyCount[keys[i]] > 1 {
				sel[i] = true
			}
		}
		n := len(sel)
		if unkeyed {
			addShapeFallback(m, keyed, sel)
		}
		st.Add("identical.keyed", "Number of functions sharing an identity key with another (read by the IR library)", int64(n))
		st.Add("identical.shape-read", "Number of functions read because of one the text reader could not key", int64(len(sel)-n))
		return sel
	}
}

// addShapeFallback adds to sel every definition that has the ShapeHash
// of another definition of which one of the two could not be keyed.
func addShapeFallback(m *irmod.Module, keyed []bool, sel map[int]bool) {
	shape := irmod.ShapeHashes(m.Text, m.Chunks)
	count := map[uint64]int{}
	unkeyedShape := map[uint64]bool{}
	for i, h := range shape {
		count[h]++
		if !keyed[i] {
			unkeyedShape[h] = true
		}
	}
	for i, h := range shape {
		if count[h] > 1 && (!keyed[i] || unkeyedShape[h]) {
			sel[i] = true
		}
	}
}
