package minhash

import (
	"math"
	"math/rand"
	"testing"
)

// pair builds two code sequences sharing a run of common codes, each with
// its own random tail, so their shingle sets overlap by a chosen amount.
func pair(rng *rand.Rand, common, onlyA, onlyB int) (a, b []uint32) {
	seq := func(n int) []uint32 {
		s := make([]uint32, n)
		for i := range s {
			s[i] = rng.Uint32() | 1
		}
		return s
	}
	c := seq(common)
	a = append(append([]uint32{}, c...), seq(onlyA)...)
	b = append(append([]uint32{}, c...), seq(onlyB)...)
	return a, b
}

// TestEstimateWithinError checks, over many constructed pairs with Jaccard
// indices from 0.05 to 0.95, that every MinHash estimate is within 4
// standard deviations of the exact Jaccard index of the shingle sets and
// that the estimator is unbiased on average.
func TestEstimateWithinError(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	const k = DefaultK
	consts := Constants(k, Seed)
	var sumErr, sumVar float64
	trials := 0
	for _, common := range []int{10, 50, 100, 200, 400} {
		for _, extra := range []int{5, 20, 60, 150, 300} {
			for rep := 0; rep < 8; rep++ {
				a, b := pair(rng, common, extra, extra+rep)
				j := Jaccard(ShingleSet(a), ShingleSet(b))
				est := Similarity(Sketch(a, consts), Sketch(b, consts), k)
				sd := math.Sqrt(j * (1 - j) / k)
				if math.Abs(est-j) > 4*sd+1.0/k {
					t.Errorf("common=%d extra=%d: estimate %.3f, exact %.3f (sd %.3f)", common, extra, est, j, sd)
				}
				sumErr += est - j
				sumVar += j * (1 - j) / k
				trials++
			}
		}
	}
	bias := sumErr / float64(trials)
	biasSD := math.Sqrt(sumVar) / float64(trials)
	t.Logf("%d pairs, mean error %.4f (sd of mean %.4f)", trials, bias, biasSD)
	if math.Abs(bias) > 4*biasSD {
		t.Errorf("estimator biased: mean error %.4f, sd of mean %.4f", bias, biasSD)
	}
}

func TestIdenticalAndDisjoint(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	consts := Constants(DefaultK, Seed)
	a, b := pair(rng, 100, 0, 0)
	if s := Similarity(Sketch(a, consts), Sketch(b, consts), DefaultK); s != 1 {
		t.Errorf("identical sequences: similarity %v, want 1", s)
	}
	a, b = pair(rng, 0, 100, 100)
	if s := Similarity(Sketch(a, consts), Sketch(b, consts), DefaultK); s > 0.05 {
		t.Errorf("disjoint sequences: similarity %v, want about 0", s)
	}
	if Sketch(nil, consts) != nil {
		t.Error("empty sequence must have no fingerprint")
	}
}

// TestConstantsFixed pins the generator: the constants are part of the
// cached-fingerprint format, so they must never change silently, and a
// shorter k must be a prefix of a longer one.
func TestConstantsFixed(t *testing.T) {
	c := Constants(DefaultK, Seed)
	short := Constants(28, Seed)
	for i := range short {
		if short[i] != c[i] {
			t.Fatalf("constant %d differs between k=28 and k=200", i)
		}
	}
	// splitmix64(0) first output is 0xe220a8397b1dcdaf (reference value of
	// the published algorithm); its high half is our first constant.
	if got := Constants(1, 0)[0]; got != 0xe220a839 {
		t.Errorf("splitmix64 reference: got %#x, want 0xe220a839", got)
	}
	seen := map[uint32]bool{}
	for _, v := range c {
		if seen[v] {
			t.Fatalf("duplicate constant %#x", v)
		}
		seen[v] = true
	}
}

func TestSingleInstruction(t *testing.T) {
	consts := Constants(8, Seed)
	a := Sketch([]uint32{42}, consts)
	b := Sketch([]uint32{42}, consts)
	c := Sketch([]uint32{43}, consts)
	if Similarity(a, b, 8) != 1 || Similarity(a, c, 8) == 1 {
		t.Errorf("single-instruction fingerprints: same %v, different %v", Similarity(a, b, 8), Similarity(a, c, 8))
	}
}

// TestAgreeMatchesNaive: the branch-free count equals a plain loop for
// every prefix length, including values that differ only in the top bit.
func TestAgreeMatchesNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	a, b := make(Fingerprint, 37), make(Fingerprint, 37)
	for i := range a {
		a[i] = rng.Uint32()
		switch i % 3 {
		case 0:
			b[i] = a[i]
		case 1:
			b[i] = a[i] ^ 1<<31
		default:
			b[i] = rng.Uint32()
		}
	}
	for k := 0; k <= len(a); k++ {
		want := 0
		for i := 0; i < k; i++ {
			if a[i] == b[i] {
				want++
			}
		}
		if got := Agree(a, b, k); got != want {
			t.Errorf("k=%d: Agree %d, want %d", k, got, want)
		}
	}
}

func TestAgree4MatchesAgree(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	f := make(Fingerprint, 29)
	for i := range f {
		f[i] = rng.Uint32() % 4
	}
	var others [4]Fingerprint
	for j := range others {
		others[j] = make(Fingerprint, 29)
		for i := range others[j] {
			others[j][i] = rng.Uint32() % 4
		}
	}
	for _, k := range []int{0, 1, 28, 29} {
		a, b, c, d := Agree4(f, others[0], others[1], others[2], others[3], k)
		for j, got := range []int{a, b, c, d} {
			if want := Agree(f, others[j], k); got != want {
				t.Errorf("k=%d fingerprint %d: Agree4 %d, Agree %d", k, j, got, want)
			}
		}
	}
}
