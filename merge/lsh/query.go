package lsh

import (
	"slices"

	"github.com/fmerge/rules_fmerge/merge/minhash"
)

// Scratch is per-goroutine lookup state: a buffer for the ids gathered
// from f's buckets.
type Scratch struct {
	ids   []int32
	sink  uint32 // keeps touch-ahead loads alive
	count [4]int
}

// NewScratch returns lookup state for ix.
func (ix *Index) NewScratch() *Scratch { return &Scratch{} }

// Stats counts the work done by lookups.
type Stats struct {
	Comparisons int64 // fingerprint comparisons
	Capped      int64 // buckets whose population exceeded the cap
}

// Lookup appends to out every function that shares a bucket with f, is
// among the BucketCap nearest members of that bucket, and whose estimated
// similarity to f is at least threshold (and above 0). Each candidate
// appears once, in internal-id order (deterministic); f itself is never
// returned. Bucket members are ordered by fingerprint (see Index), so the
// nearest members of a crowded bucket are those whose fingerprints agree
// with f's on the most leading values.
//
// The members of all of f's buckets are gathered, sorted and deduplicated
// before comparing: a function sharing several buckets is compared once,
// and the comparisons walk the flat fingerprint array in address order.
// (A per-function "seen" mark costs a cache miss per bucket member, which
// at a million functions dominated the lookup.)
func (ix *Index) Lookup(f int, threshold float64, s *Scratch, st *Stats, out []Match) []Match {
	id := ix.inv[f]
	if id < 0 {
		return out
	}
	ids := s.ids[:0]
	for band := range ix.order {
		lo, hi := ix.window(band, id, st)
		for _, g := range ix.order[band][lo:hi] {
			if g != id {
				ids = append(ids, g)
			}
		}
	}
	slices.Sort(ids)
	ids = slices.Compact(ids)
	s.ids = ids
	out = ix.compare(ix.fp(id), ids, threshold, s, out)
	if st != nil {
		st.Comparisons += int64(len(ids))
	}
	return out
}

// window returns the positions [lo, hi) to compare id with in one band:
// its bucket, cut to BucketCap members other than id centred on id's
// position (so every member of a crowded bucket sees its own neighbourhood
// rather than all seeing the same first members).
func (ix *Index) window(band int, id int32, st *Stats) (lo, hi int) {
	hashes := ix.hashes[band]
	p := int(ix.pos[band][id])
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

// compare appends the ids whose similarity to fp reaches threshold. Four
// fingerprints are compared per step (minhash.Agree4) and the next four
// are touched ahead, so up to eight cache misses are in flight: at a
// million functions this halves lookup time.
func (ix *Index) compare(fp []uint32, ids []int32, threshold float64, s *Scratch, out []Match) []Match {
	k := ix.k
	i := 0
	for ; i+4 <= len(ids); i += 4 {
		if i+8 <= len(ids) {
			s.sink += ix.flat[int(ids[i+4])*k] + ix.flat[int(ids[i+5])*k] + ix.flat[int(ids[i+6])*k] + ix.flat[int(ids[i+7])*k]
		}
		c := &s.count
		c[0], c[1], c[2], c[3] = minhash.Agree4(fp, ix.fp(ids[i]), ix.fp(ids[i+1]), ix.fp(ids[i+2]), ix.fp(ids[i+3]), k)
		for j, n := range c {
			out = ix.keep(out, ids[i+j], n, threshold)
		}
	}
	for ; i < len(ids); i++ {
		out = ix.keep(out, ids[i], minhash.Agree(fp, ix.fp(ids[i]), k), threshold)
	}
	return out
}

// keep appends id if agree of k values reaches the threshold (and is > 0).
func (ix *Index) keep(out []Match, id int32, agree int, threshold float64) []Match {
	sim := float64(agree) / float64(ix.k)
	if agree > 0 && sim >= threshold {
		out = append(out, Match{Index: ix.perm[id], Similarity: sim})
	}
	return out
}
