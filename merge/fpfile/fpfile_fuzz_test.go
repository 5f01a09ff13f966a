package fpfile

import (
	"bytes"
	"crypto/sha256"
	"slices"
	"strings"
	"testing"
)

// FuzzUnmarshal feeds arbitrary bytes to the .fmfp reader. It must never
// panic; every error names the file. A file it accepts is canonical:
// Marshal gives back exactly the input, and reading that again gives the
// same parameters and entries. With fixSum set the fuzzer's bytes are the
// body and a correct SHA-256 is appended, so that mutations get past the
// checksum and reach the header and entry checks.
//
// Seeds: testdata/fuzz/FuzzUnmarshal. Run with
//
//	go test -run='^$' -fuzz='^FuzzUnmarshal$' -fuzztime=1m ./merge/fpfile
func FuzzUnmarshal(f *testing.F) {
	f.Add(fuzzSeed(2, 2), false)
	f.Fuzz(func(t *testing.T, data []byte, fixSum bool) {
		if fixSum {
			sum := sha256.Sum256(data)
			data = append(data[:len(data):len(data)], sum[:]...)
		}
		file, err := Unmarshal("fuzz.fmfp", data)
		if err != nil {
			if file != nil {
				t.Fatalf("Unmarshal returned a file and error %v", err)
			}
			if !strings.HasPrefix(err.Error(), "fuzz.fmfp: ") {
				t.Fatalf("error does not name the file: %v", err)
			}
			return
		}
		out := file.Marshal()
		if !bytes.Equal(out, data) {
			t.Fatalf("Marshal(Unmarshal(x)) != x:\n got %x\nwant %x", out, data)
		}
		again, err := Unmarshal("again.fmfp", out)
		if err != nil {
			t.Fatalf("re-reading the marshalled file: %v", err)
		}
		if again.Params != file.Params || again.Len() != file.Len() {
			t.Fatalf("re-read file differs: %+v (%d entries) vs %+v (%d entries)", again.Params, again.Len(), file.Params, file.Len())
		}
		for h, fp := range file.entries {
			if len(fp) != int(file.K) {
				t.Fatalf("entry %x has %d values, k=%d", h, len(fp), file.K)
			}
			if !slices.Equal(again.Lookup(h), fp) {
				t.Fatalf("entry %x differs after the round trip", h)
			}
		}
	})
}

// fuzzSeed returns a valid artifact with n entries of k values.
func fuzzSeed(n, k int) []byte {
	file := New(Current(k, 0x5eed))
	for i := 0; i < n; i++ {
		var h Hash
		h[0], h[31] = byte(i), byte(7*i)
		fp := make([]uint32, k)
		for j := range fp {
			fp[j] = uint32(i*1000 + j)
		}
		if err := file.Add(h, fp); err != nil {
			panic(err)
		}
	}
	return file.Marshal()
}
