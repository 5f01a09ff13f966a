package lsh

import (
	"math"
	"math/rand"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/minhash"
)

// related returns a fingerprint that agrees with fp at each position
// independently with probability s (elsewhere a fresh random value): the
// idealised MinHash model under which p = 1 − (1 − s^r)^b holds exactly.
func related(rng *rand.Rand, fp minhash.Fingerprint, s float64) minhash.Fingerprint {
	out := make(minhash.Fingerprint, len(fp))
	for i := range fp {
		if rng.Float64() < s {
			out[i] = fp[i]
		} else {
			out[i] = rng.Uint32()
		}
	}
	return out
}

func random(rng *rand.Rand, k int) minhash.Fingerprint {
	fp := make(minhash.Fingerprint, k)
	for i := range fp {
		fp[i] = rng.Uint32()
	}
	return fp
}

// TestCollisionProbability checks the bucket-sharing rate of planted pairs
// against p = 1 − (1 − s^r)^b, within 4 binomial standard deviations.
func TestCollisionProbability(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	const pairs = 3000
	for _, c := range []struct {
		r, b int
		s    float64
	}{{2, 5, 0.3}, {2, 10, 0.2}, {2, 20, 0.4}, {3, 8, 0.5}, {1, 4, 0.1}} {
		k := c.r * c.b
		fps := make([]minhash.Fingerprint, 0, 2*pairs)
		for i := 0; i < pairs; i++ {
			a := random(rng, k)
			fps = append(fps, a, related(rng, a, c.s))
		}
		ix, err := Build(fps, Params{Rows: c.r, Bands: c.b, Jobs: 2})
		if err != nil {
			t.Fatal(err)
		}
		sc := ix.NewScratch()
		found := 0
		for i := 0; i < pairs; i++ {
			for _, m := range ix.Lookup(2*i, 0, sc, nil, nil) {
				if m.Index == int32(2*i+1) {
					found++
				}
			}
		}
		p := 1 - math.Pow(1-math.Pow(c.s, float64(c.r)), float64(c.b))
		sd := math.Sqrt(p * (1 - p) / pairs)
		got := float64(found) / pairs
		t.Logf("r=%d b=%d s=%.1f: found %.3f, predicted %.3f (sd %.3f)", c.r, c.b, c.s, got, p, sd)
		if math.Abs(got-p) > 4*sd {
			t.Errorf("r=%d b=%d s=%.1f: found %.3f of pairs, predicted %.3f ± %.3f", c.r, c.b, c.s, got, p, 4*sd)
		}
	}
}

// TestIdenticalShareBucket: identical fingerprints share every bucket, so
// each finds the other with similarity 1, whatever the parameters.
func TestIdenticalShareBucket(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for _, p := range []Params{{Rows: 2, Bands: 100, BucketCap: 100}, {Rows: 8, Bands: 3, BucketCap: 1}, {Rows: 1, Bands: 1}} {
		k := p.Rows * p.Bands
		var fps []minhash.Fingerprint
		for i := 0; i < 200; i++ {
			fps = append(fps, random(rng, k))
		}
		twin := len(fps)
		fps = append(fps, append(minhash.Fingerprint{}, fps[17]...))
		ix, err := Build(fps, p)
		if err != nil {
			t.Fatal(err)
		}
		ms := ix.Lookup(17, 0, ix.NewScratch(), nil, nil)
		if !hasMatch(ms, twin, 1) {
			t.Errorf("%+v: identical twin not found: %v", p, ms)
		}
	}
}

func hasMatch(ms []Match, idx int, sim float64) bool {
	for _, m := range ms {
		if int(m.Index) == idx && m.Similarity == sim {
			return true
		}
	}
	return false
}

// TestBucketCap: in a bucket of 50 identical fingerprints a cap of 4 lets
// each lookup compare exactly 4 of them, the nearest in index order.
func TestBucketCap(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	base := random(rng, 2)
	fps := make([]minhash.Fingerprint, 50)
	for i := range fps {
		fps[i] = base
	}
	ix, err := Build(fps, Params{Rows: 2, Bands: 1, BucketCap: 4})
	if err != nil {
		t.Fatal(err)
	}
	var st Stats
	ms := ix.Lookup(20, 0, ix.NewScratch(), &st, nil)
	var got []int32
	for _, m := range ms {
		got = append(got, m.Index)
	}
	want := []int32{18, 19, 21, 22}
	if len(got) != 4 || st.Comparisons != 4 || st.Capped != 1 {
		t.Fatalf("cap 4: got %v (%d comparisons, %d capped)", got, st.Comparisons, st.Capped)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("cap 4: got %v, want %v", got, want)
		}
	}
	// At the edge of the bucket the window shifts to stay 4 wide.
	ms = ix.Lookup(0, 0, ix.NewScratch(), nil, nil)
	if len(ms) != 4 || ms[0].Index != 1 || ms[3].Index != 4 {
		t.Fatalf("cap 4 at edge: got %v", ms)
	}
}

func TestThresholdAndNil(t *testing.T) {
	a := minhash.Fingerprint{1, 2, 3, 4}
	b := minhash.Fingerprint{1, 2, 9, 9} // similarity 0.5
	ix, err := Build([]minhash.Fingerprint{a, nil, b}, Params{Rows: 2, Bands: 2})
	if err != nil {
		t.Fatal(err)
	}
	sc := ix.NewScratch()
	if ms := ix.Lookup(0, 0.5, sc, nil, nil); len(ms) != 1 || ms[0].Index != 2 || ms[0].Similarity != 0.5 {
		t.Errorf("threshold 0.5: %v", ms)
	}
	if ms := ix.Lookup(0, 0.51, sc, nil, nil); len(ms) != 0 {
		t.Errorf("threshold 0.51: %v", ms)
	}
	if ms := ix.Lookup(1, 0, sc, nil, nil); len(ms) != 0 {
		t.Errorf("nil fingerprint: %v", ms)
	}
	if _, err := Build([]minhash.Fingerprint{{1}}, Params{Rows: 2, Bands: 2}); err == nil {
		t.Error("short fingerprint accepted")
	}
}
