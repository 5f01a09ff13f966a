// Package lsh is F3M's locality-sensitive index over MinHash fingerprints.
//
// A fingerprint of k = b·r values is cut into b bands of r rows; each band
// is hashed with FNV-1a (seeded with the band number, so equal values in
// different bands never meet). Functions whose band hashes are equal share
// a bucket. Looking up candidates for a function compares its fingerprint
// only with functions that share at least one bucket with it, and with at
// most BucketCap of them per bucket. Two fingerprints that agree at each
// position with probability s share at least one bucket with probability
// p = 1 − (1 − s^r)^b.
//
// Layout: instead of a hash map from band hash to function list, each band
// keeps its functions sorted by (band hash, internal id), so a bucket is a
// run of equal hashes. This is deterministic, needs 12 bytes per function
// and band and no per-bucket allocations, and builds in parallel one band
// at a time. See docs/search.md.
package lsh

import (
	"context"
	"fmt"
	"slices"

	"golang.org/x/sync/errgroup"

	"github.com/fmerge/rules_fmerge/merge/minhash"
)

// Params configures an index.
type Params struct {
	Rows      int // r, values per band (F3M: 2)
	Bands     int // b (F3M static: 100)
	BucketCap int // comparisons per bucket per lookup (F3M: 100); 0 means no cap
	Jobs      int // parallel workers for building; ≤ 0 means 1
}

// Index is an immutable LSH index; lookups are safe for concurrent use
// (each caller brings its own Scratch).
//
// Internally functions are renumbered in lexicographic order of their
// fingerprints (ties by index) and the fingerprints copied into one flat
// array in that order. Lookups are bound by memory latency, and this puts
// functions that share buckets (similar fingerprints) next to each other
// in memory. The renumbering depends only on the fingerprints, so results
// stay deterministic.
type Index struct {
	p    Params
	k    int      // rows·bands, values used per fingerprint
	n    int      // function slots, including nil fingerprints
	flat []uint32 // internal id i's fingerprint at [i·k, (i+1)·k)
	perm []int32  // internal id → function index
	inv  []int32  // function index → internal id, -1 for nil
	// Per band: internal ids and their band hashes, sorted by (hash, id);
	// pos[band][id] is the id's position in that order.
	order  [][]int32
	hashes [][]uint32
	pos    [][]int32
}

// Match is one compared candidate and its estimated similarity.
type Match struct {
	Index      int32
	Similarity float64
}

// Build indexes fps (nil entries, e.g. declarations, are left out). Every
// fingerprint must hold at least Rows·Bands values; only that prefix is
// used.
func Build(fps []minhash.Fingerprint, p Params) (*Index, error) {
	if p.Rows < 1 || p.Bands < 1 {
		return nil, fmt.Errorf("lsh: rows (%d) and bands (%d) must be at least 1", p.Rows, p.Bands)
	}
	if p.BucketCap < 0 {
		return nil, fmt.Errorf("lsh: bucket cap %d is negative", p.BucketCap)
	}
	k := p.Rows * p.Bands
	for i, fp := range fps {
		if fp != nil && len(fp) < k {
			return nil, fmt.Errorf("lsh: fingerprint %d has %d values, need rows·bands = %d", i, len(fp), k)
		}
	}
	if len(fps) >= 1<<31 {
		return nil, fmt.Errorf("lsh: too many functions (%d)", len(fps))
	}
	ix := &Index{p: p, k: k, n: len(fps),
		order: make([][]int32, p.Bands), hashes: make([][]uint32, p.Bands), pos: make([][]int32, p.Bands)}
	ix.renumber(fps)
	g, _ := errgroup.WithContext(context.Background())
	g.SetLimit(max(p.Jobs, 1))
	for band := 0; band < p.Bands; band++ {
		g.Go(func() error { ix.buildBand(band); return nil })
	}
	return ix, g.Wait()
}

// renumber assigns internal ids in fingerprint order and fills flat.
func (ix *Index) renumber(fps []minhash.Fingerprint) {
	k := ix.k
	for i, fp := range fps {
		if fp != nil {
			ix.perm = append(ix.perm, int32(i))
		}
	}
	slices.SortFunc(ix.perm, func(a, b int32) int {
		if c := slices.Compare(fps[a][:k], fps[b][:k]); c != 0 {
			return c
		}
		return int(a - b)
	})
	ix.inv = make([]int32, len(fps))
	for i := range ix.inv {
		ix.inv[i] = -1
	}
	ix.flat = make([]uint32, len(ix.perm)*k)
	for id, f := range ix.perm {
		ix.inv[f] = int32(id)
		copy(ix.flat[id*k:], fps[f][:k])
	}
}

// fp returns the fingerprint of internal id.
func (ix *Index) fp(id int32) []uint32 { return ix.flat[int(id)*ix.k : (int(id)+1)*ix.k] }

// buildBand sorts the functions by their hash for one band.
func (ix *Index) buildBand(band int) {
	m := len(ix.perm)
	keys := make([]uint64, m)
	for id := range keys {
		keys[id] = uint64(ix.bandHash(ix.fp(int32(id)), band))<<32 | uint64(id)
	}
	slices.Sort(keys)
	order := make([]int32, m)
	hashes := make([]uint32, m)
	pos := make([]int32, m)
	for j, key := range keys {
		id := int32(uint32(key))
		order[j], hashes[j], pos[id] = id, uint32(key>>32), int32(j)
	}
	ix.order[band], ix.hashes[band], ix.pos[band] = order, hashes, pos
}

// bandHash is FNV-1a over the band number and the band's r values.
func (ix *Index) bandHash(fp []uint32, band int) uint32 {
	h := fnvWord(fnvOffset, uint32(band))
	for _, v := range fp[band*ix.p.Rows : (band+1)*ix.p.Rows] {
		h = fnvWord(h, v)
	}
	return h
}

const (
	fnvOffset = 2166136261
	fnvPrime  = 16777619
)

func fnvWord(h, w uint32) uint32 {
	for i := 0; i < 4; i++ {
		h ^= w & 0xff
		h *= fnvPrime
		w >>= 8
	}
	return h
}

// Len is the number of function slots (including nil fingerprints).
func (ix *Index) Len() int { return ix.n }

// Params returns the index parameters.
func (ix *Index) Params() Params { return ix.p }
