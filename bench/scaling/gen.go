package main

import (
	"math"
	"math/rand"
)

// Generated input: encoded instruction sequences (package encode's 32-bit
// codes), not IR. Parsing a million functions with llir would take hours
// and tens of GB, and ranking never looks at anything but the codes.
//
// Codes come from a vocabulary of vocabSize distinct instructions drawn
// with a Zipf law, so that common shingles (load/load, gep/load, ...) are
// shared by many functions and create crowded LSH buckets as real programs
// do. Function lengths are log-normal (median ~20 instructions, long tail,
// at most 2000).
const (
	vocabSize = 4096
	zipfS     = 1.15
	maxLen    = 2000
)

// planted is one near-duplicate pair: B is a mutated copy of A.
type planted struct {
	A, B int
}

// program is the generated benchmark input.
type program struct {
	codes  [][]uint32
	vocab  []uint32 // the instruction vocabulary, most frequent first
	pairs  []planted
	mutate []float64 // per pair, the mutation rate used
}

// generate builds n functions; a fraction plantFrac of them are mutated
// copies of other functions, with mutation rates spread so that the exact
// shingle Jaccard of the pairs covers roughly 0.1–1.
func generate(n int, seed int64, plantFrac float64) *program {
	rng := rand.New(rand.NewSource(seed))
	vocab := make([]uint32, vocabSize)
	for i := range vocab {
		op := uint32(rng.Intn(66) + 1)
		vocab[i] = op<<25 | uint32(rng.Intn(4))<<20 | uint32(rng.Intn(1<<20))
	}
	zipf := rand.NewZipf(rng, zipfS, 1, vocabSize-1)
	p := &program{codes: make([][]uint32, n), vocab: vocab}
	nPlant := int(float64(n) * plantFrac)
	// Functions [0, n-nPlant) are independent; each of the last nPlant is
	// a mutated copy of an earlier independent function of at least 10
	// instructions.
	for i := 0; i < n-nPlant; i++ {
		p.codes[i] = randomFunc(rng, zipf, vocab)
	}
	for i := n - nPlant; i < n; i++ {
		src := rng.Intn(n - nPlant)
		for len(p.codes[src]) < 10 {
			src = rng.Intn(n - nPlant)
		}
		rate := rng.Float64() * 0.6
		p.codes[i] = mutateFunc(rng, zipf, vocab, p.codes[src], rate)
		p.pairs = append(p.pairs, planted{A: src, B: i})
		p.mutate = append(p.mutate, rate)
	}
	return p
}

func randomFunc(rng *rand.Rand, zipf *rand.Zipf, vocab []uint32) []uint32 {
	n := int(math.Exp(3 + 1.0*rng.NormFloat64()))
	n = min(max(n, 2), maxLen)
	out := make([]uint32, n)
	for i := range out {
		out[i] = vocab[zipf.Uint64()]
	}
	return out
}

// mutateFunc copies src, touching each instruction with probability rate:
// half of the touched ones are replaced, a quarter deleted, and a quarter
// get a new instruction inserted before them.
func mutateFunc(rng *rand.Rand, zipf *rand.Zipf, vocab []uint32, src []uint32, rate float64) []uint32 {
	out := make([]uint32, 0, len(src)+4)
	for _, c := range src {
		r := rng.Float64()
		switch {
		case r < rate/4: // delete
		case r < rate/2: // insert before
			out = append(out, vocab[zipf.Uint64()], c)
		case r < rate:
			out = append(out, vocab[zipf.Uint64()])
		default:
			out = append(out, c)
		}
	}
	if len(out) < 2 {
		out = append(out, src[:2]...)
	}
	return out
}
