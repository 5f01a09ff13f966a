package fpfile

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/minhash"
)

func sample(t *testing.T, k int) *File {
	t.Helper()
	f := New(Current(k, minhash.Seed))
	consts := minhash.Constants(k, minhash.Seed)
	for i := 0; i < 5; i++ {
		var h Hash
		h[0], h[31] = byte(7*i+3), byte(i)
		if err := f.Add(h, minhash.Sketch([]uint32{uint32(i + 1), 9, uint32(i)}, consts)); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

func TestRoundTripDeterministic(t *testing.T) {
	f := sample(t, 16)
	data := f.Marshal()
	if !bytes.Equal(data, sample(t, 16).Marshal()) {
		t.Fatal("same content gives different bytes")
	}
	g, err := Unmarshal("x.fmfp", data)
	if err != nil {
		t.Fatal(err)
	}
	if g.Params != f.Params || g.Len() != 5 || !bytes.Equal(g.Marshal(), data) {
		t.Fatalf("round trip changed the artifact: %+v", g.Params)
	}
	for h, fp := range f.entries {
		if got := g.Lookup(h); minhash.Similarity(got, fp, 16) != 1 {
			t.Errorf("entry %x: %v != %v", h[:2], got, fp)
		}
	}
}

// TestCorruptionDetected flips each byte in turn (and truncates): every
// damaged artifact is rejected with the file name in the message.
func TestCorruptionDetected(t *testing.T) {
	data := sample(t, 4).Marshal()
	for i := range data {
		bad := append([]byte{}, data...)
		bad[i] ^= 0x20
		if _, err := Unmarshal("dmg.fmfp", bad); err == nil || !strings.Contains(err.Error(), "dmg.fmfp") {
			t.Fatalf("byte %d flipped: err = %v", i, err)
		}
	}
	for _, n := range []int{0, 10, len(data) - 1} {
		if _, err := Unmarshal("cut.fmfp", data[:n]); err == nil {
			t.Fatalf("truncated to %d bytes accepted", n)
		}
	}
}

func TestUsable(t *testing.T) {
	f := sample(t, 16)
	if err := f.Usable("a", Current(8, minhash.Seed)); err != nil {
		t.Errorf("k=16 artifact unusable for k=8: %v", err)
	}
	for _, want := range []Params{Current(32, minhash.Seed), Current(16, 1),
		{Encoding: 99, Shingle: minhash.Shingle, K: 16, Seed: minhash.Seed}} {
		if err := f.Usable("a.fmfp", want); err == nil || !strings.HasPrefix(err.Error(), "a.fmfp: ") {
			t.Errorf("want %+v: err = %v", want, err)
		}
	}
}

func TestLoadSet(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.fmfp")
	if err := sample(t, 16).Write(good); err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.fmfp")
	os.WriteFile(bad, []byte("FMFPRINT garbage"), 0o644)
	old := filepath.Join(dir, "old.fmfp")
	data := sample(t, 16).Marshal()
	data[8] = 0 // format version 0
	os.WriteFile(old, data, 0o644)

	want := Current(16, minhash.Seed)
	for _, p := range []string{bad, old} {
		if _, err := LoadSet([]string{good, p}, want, false, nil); err == nil || !strings.Contains(err.Error(), p) {
			t.Errorf("%s: err = %v", p, err)
		}
	}
	var warn bytes.Buffer
	s, err := LoadSet([]string{good, bad, old}, want, true, &warn)
	if err != nil || s.Files() != 1 || strings.Count(warn.String(), "warning") != 2 {
		t.Fatalf("ignore-bad: %v, %d files, warnings %q", err, s.Files(), warn.String())
	}
	var h Hash
	h[0] = 3
	if s.Lookup(h) == nil || s.Lookup(Hash{1}) != nil {
		t.Error("lookup through the set")
	}
	// A second artifact disagreeing on a shared hash is an error.
	f := sample(t, 16)
	f.entries[h] = make(minhash.Fingerprint, 16)
	other := filepath.Join(dir, "other.fmfp")
	f.Write(other)
	if _, err := LoadSet([]string{good, other}, want, true, &warn); err == nil {
		t.Error("conflicting artifacts accepted")
	}
}

const modA = `%struct.P = type { i32, i32 }

define i32 @get(%struct.P* %p) {
  %f = getelementptr %struct.P, %struct.P* %p, i32 0, i32 1
  %v = load i32, i32* %f
  %r = call i32 @get(%struct.P* %p)
  ret i32 %v
}

define i32 @get2(%struct.P* %p) {
  %f = getelementptr %struct.P, %struct.P* %p, i32 0, i32 1
  %v = load i32, i32* %f
  %r = call i32 @get2(%struct.P* %p)
  ret i32 %v
}

define i32 @other(%struct.P* %p) {
  %f = getelementptr %struct.P, %struct.P* %p, i32 0, i32 1
  %v = load i32, i32* %f
  %r = call i32 @get(%struct.P* %p)
  ret i32 %v
}
`

// TestContentHash: the function's own name is masked (get and get2 hash
// equally, other calls get and differs), and the same text over a
// differently laid-out %struct.P hashes differently.
func TestContentHash(t *testing.T) {
	m, err := irmod.Parse("a.ll", []byte(modA))
	if err != nil {
		t.Fatal(err)
	}
	hs := ContentHashes(m)
	if hs[0] != hs[1] {
		t.Error("get and get2 differ only in their own name but hash differently")
	}
	if hs[0] == hs[2] {
		t.Error("other calls @get, not itself, yet hashes like get")
	}
	m2, err := irmod.Parse("b.ll", []byte(strings.Replace(modA, "{ i32, i32 }", "{ i64, i32 }", 1)))
	if err != nil {
		t.Fatal(err)
	}
	if ContentHashes(m2)[0] == hs[0] {
		t.Error("different struct.P layout, same content hash")
	}
}
