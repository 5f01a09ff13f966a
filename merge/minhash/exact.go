package minhash

import "sort"

// ShingleSet returns the distinct shingles of codes as sorted 64-bit keys
// (first code in the high half). It is the exact set the fingerprint
// summarises; use it to measure ranking quality, not in ranking itself.
func ShingleSet(codes []uint32) []uint64 {
	var keys []uint64
	if len(codes) == 1 {
		keys = []uint64{uint64(codes[0]) << 32}
	}
	for i := 0; i+1 < len(codes); i++ {
		keys = append(keys, uint64(codes[i])<<32|uint64(codes[i+1]))
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	out := keys[:0]
	for i, k := range keys {
		if i == 0 || k != keys[i-1] {
			out = append(out, k)
		}
	}
	return out
}

// Jaccard is the exact Jaccard index of two sorted, duplicate-free sets
// (0 when both are empty).
func Jaccard(a, b []uint64) float64 {
	if len(a) == 0 && len(b) == 0 {
		return 0
	}
	inter := 0
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] == b[j]:
			inter++
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return float64(inter) / float64(len(a)+len(b)-inter)
}
