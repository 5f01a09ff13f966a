package rank

import (
	"context"
	"slices"

	"golang.org/x/sync/errgroup"

	"github.com/fmerge/rules_fmerge/merge/encode"
)

// profile is the HyFM-thesis fingerprint of a function: how often each
// opcode and each type occurs. As "type" we use the type-signature field of
// the instruction code (result and operand types together), so the profile
// can be built from codes alone.
type profile struct {
	ops, types []count // sorted by key
	n          int     // instructions
}

type count struct{ key, n uint32 }

func profiles(funcs []Func, jobs int) []profile {
	out := make([]profile, len(funcs))
	g, _ := errgroup.WithContext(context.Background())
	g.SetLimit(max(jobs, 1))
	const chunk = 1024
	for lo := 0; lo < len(funcs); lo += chunk {
		g.Go(func() error {
			for i := lo; i < min(lo+chunk, len(funcs)); i++ {
				out[i] = makeProfile(funcs[i].Codes)
			}
			return nil
		})
	}
	_ = g.Wait()
	return out
}

func makeProfile(codes []uint32) profile {
	ops := make([]uint32, len(codes))
	types := make([]uint32, len(codes))
	for i, c := range codes {
		ops[i], types[i] = encode.Opcode(c), encode.Signature(c)
	}
	return profile{ops: histogram(ops), types: histogram(types), n: len(codes)}
}

func histogram(keys []uint32) []count {
	slices.Sort(keys)
	var out []count
	for i, k := range keys {
		if i == 0 || k != keys[i-1] {
			out = append(out, count{k, 0})
		}
		out[len(out)-1].n++
	}
	return out
}

// sharedCount is Σ_k min(freq(k,a), freq(k,b)).
func sharedCount(a, b []count) int {
	s := 0
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i].key == b[j].key:
			s += int(min(a[i].n, b[j].n))
			i++
			j++
		case a[i].key < b[j].key:
			i++
		default:
			j++
		}
	}
	return s
}

// FrequencySimilarity is the thesis's upper-bound estimate
// s = min(UB(opcodes), UB(types)) with UB = Σ min(freq) / Σ (freq1 + freq2),
// doubled so that identical profiles score 1 like the other policies
// (the thesis's s lies in [0, 0.5]).
func frequencySimilarity(a, b *profile) float64 {
	if a.n == 0 || b.n == 0 {
		return 0
	}
	shared := min(sharedCount(a.ops, b.ops), sharedCount(a.types, b.types))
	return 2 * float64(shared) / float64(a.n+b.n)
}

// FrequencySimilarity computes the exhaustive policy's similarity of two
// encoded functions.
func FrequencySimilarity(a, b []uint32) float64 {
	pa, pb := makeProfile(a), makeProfile(b)
	return frequencySimilarity(&pa, &pb)
}

// exhaustive compares function i with every other function and keeps the
// TopN best.
func (r *Ranker) exhaustive(i int) []Candidate {
	pi := &r.profs[i]
	if pi.n == 0 {
		return nil
	}
	var top []Candidate
	for j := range r.profs {
		if j == i {
			continue
		}
		sim := frequencySimilarity(pi, &r.profs[j])
		if sim <= 0 || sim < r.p.Threshold {
			continue
		}
		c := Candidate{Index: j, Name: r.funcs[j].Name, Similarity: sim}
		if len(top) == r.p.TopN && !better(c, top[len(top)-1]) {
			continue
		}
		top = insertTop(top, c, r.p.TopN)
	}
	return top
}

// insertTop inserts c into the sorted list top, keeping at most n entries.
func insertTop(top []Candidate, c Candidate, n int) []Candidate {
	pos := len(top)
	for pos > 0 && better(c, top[pos-1]) {
		pos--
	}
	if len(top) < n {
		top = append(top, Candidate{})
	}
	copy(top[pos+1:], top[pos:len(top)-1])
	top[pos] = c
	return top
}
