package lsh

import "github.com/fmerge/rules_fmerge/merge/minhash"

// Scratch is per-goroutine lookup state: a visit stamp per function, so a
// candidate sharing several buckets is compared once.
type Scratch struct {
	stamp []uint32
	cur   uint32
}

// NewScratch returns lookup state for ix.
func (ix *Index) NewScratch() *Scratch { return &Scratch{stamp: make([]uint32, len(ix.fps))} }

// Stats counts the work done by lookups.
type Stats struct {
	Comparisons int64 // fingerprint comparisons
	Capped      int64 // buckets whose population exceeded the cap
}

// Lookup appends to out every function that shares a bucket with f, is
// among the BucketCap nearest members of that bucket in (hash, index)
// order, and whose estimated similarity to f is at least threshold (and
// above 0). Each candidate appears once; the order is deterministic (bands
// in order, then bucket order). f itself is never returned.
func (ix *Index) Lookup(f int, threshold float64, s *Scratch, st *Stats, out []Match) []Match {
	fp := ix.fps[f]
	if fp == nil {
		return out
	}
	s.next()
	s.stamp[f] = s.cur
	k := ix.p.Rows * ix.p.Bands
	for band := range ix.order {
		lo, hi := ix.window(band, f, st)
		order := ix.order[band]
		for j := lo; j < hi; j++ {
			g := order[j]
			if s.stamp[g] == s.cur {
				continue
			}
			s.stamp[g] = s.cur
			sim := minhash.Similarity(fp, ix.fps[g], k)
			if st != nil {
				st.Comparisons++
			}
			if sim > 0 && sim >= threshold {
				out = append(out, Match{Index: g, Similarity: sim})
			}
		}
	}
	return out
}

// window returns the positions [lo, hi) to compare f with in one band: f's
// bucket, cut to BucketCap members other than f centred on f's position
// (so every member of a crowded bucket sees its own neighbourhood rather
// than all seeing the same first members).
func (ix *Index) window(band, f int, st *Stats) (lo, hi int) {
	hashes := ix.hashes[band]
	p := int(ix.pos[band][f])
	h := hashes[p]
	limit := ix.p.BucketCap
	if limit == 0 {
		limit = len(hashes)
	}
	lo, hi = p, p+1
	// Grow alternately left and right while the bucket continues and the
	// cap allows, giving both sides equal shares.
	for hi-lo-1 < limit {
		grew := false
		if lo > 0 && hashes[lo-1] == h {
			lo--
			grew = true
		}
		if hi-lo-1 < limit && hi < len(hashes) && hashes[hi] == h {
			hi++
			grew = true
		}
		if !grew {
			return lo, hi
		}
	}
	if st != nil && ((lo > 0 && hashes[lo-1] == h) || (hi < len(hashes) && hashes[hi] == h)) {
		st.Capped++
	}
	return lo, hi
}

// next starts a new lookup, clearing stamps on wrap-around.
func (s *Scratch) next() {
	s.cur++
	if s.cur == 0 {
		clear(s.stamp)
		s.cur = 1
	}
}
