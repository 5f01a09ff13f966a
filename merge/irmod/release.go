package irmod

import (
	"slices"

	"github.com/llir/llvm/ir"

	"github.com/fmerge/rules_fmerge/merge/par"
)

// Bodies let go and read again. llir's objects for the bodies of a large
// C++ module are most of the memory of similar merging (yaml-cpp + gtest:
// 267 of 475 MB live), while a stage needs a body only while it looks at
// it. ReleaseBody drops one reading; ReadBodies makes a new one from the
// text, which is the truth and never changes, so the new reading equals
// the first (the same sanitized body, through the same shard reading as
// the analysis: parseContained with the prelude the bodies reach).

// ReleaseBody lets go of llir's reading of f's body: f.IR keeps its
// header (name, signature, linkage, attributes), and its Blocks become
// nil. A caller holding other references into the body (caches keyed by
// instructions) must drop them first. ReadBodies reads it again.
func (m *Module) ReleaseBody(f *Func) {
	if f.IR != nil {
		f.IR.Blocks = nil
	}
}

// Released reports whether f's body was let go (ReleaseBody) and not
// read again since: llir read it (Analysed), and it has no blocks now.
func (f *Func) Released() bool { return f.Analysed && f.IR != nil && len(f.IR.Blocks) == 0 }

// ReadBodies reads again the released bodies of fs through llir, in
// shards on up to jobs workers, and gives each function its new reading
// (f.IR, a new object: other readings refer to it by name, as they refer
// to the functions of other shards). A body that cannot be read again
// stays released (never expected: the same text was read before). The
// error is a shard's that failed as a whole.
func (m *Module) ReadBodies(fs []*Func, jobs int) error {
	var chunks []int
	byChunk := map[int]*Func{}
	size := 0
	for _, f := range fs {
		if f.Released() && f.Chunk >= 0 && byChunk[f.Chunk] == nil {
			chunks = append(chunks, f.Chunk)
			byChunk[f.Chunk] = f
			size += m.Chunks[f.Chunk].End - m.Chunks[f.Chunk].Start
		}
	}
	if len(chunks) == 0 {
		return nil
	}
	jobs = max(1, jobs)
	n := min(len(chunks), jobs)
	if size >= shardMin {
		n = min(len(chunks), shardCount(size, jobs)) // smaller syntax trees
	}
	slices.Sort(chunks) // module order: the shards are contiguous runs
	shards := m.cutShards(chunks, size, n, withBlockAddressed(m.Text, m.Chunks, map[int]bool{}))
	px := newPreludeIndex(m)
	read := make([]map[string]*ir.Func, n)
	errs := make([]error, n)
	par.Each(n, jobs, func(s int) {
		if shards[s] == nil {
			return
		}
		irm, _, err := m.parseContained(shards[s], m.opts, px.prelude(m, shards[s]))
		if err != nil {
			errs[s] = err
			return
		}
		read[s] = map[string]*ir.Func{}
		for _, f := range irm.Funcs {
			if len(f.Blocks) > 0 {
				read[s][NameOf(&f.GlobalIdent)] = f
			}
		}
	})
	for s := range shards {
		if errs[s] != nil {
			return errs[s]
		}
		for ci := range shards[s] {
			f := byChunk[ci]
			if f == nil { // a blockaddress-named body read along
				continue
			}
			if g := read[s][f.Name]; g != nil {
				f.IR = g
			}
		}
	}
	return nil
}
