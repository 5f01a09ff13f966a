// Package fpfile reads and writes cached fingerprint artifacts (.fmfp):
// per-function MinHash fingerprints keyed by a content hash of the
// function, so a later run reuses them for unchanged functions and
// recomputes the rest.
//
// Format (little-endian), version 1:
//
//	magic        8 bytes  "FMFPRINT"
//	format       u32      FormatVersion
//	encoding     u32      encode.Version the codes were made with
//	shingle      u32      minhash.Shingle
//	k            u32      values per fingerprint
//	seed         u64      splitmix64 seed of the XOR constants
//	count        u32      number of entries
//	entries      count × (32-byte content hash, k × u32), sorted by hash,
//	             no duplicates
//	checksum     32 bytes SHA-256 of everything before it
//
// The same set of fingerprints always gives the same bytes. Anything that
// does not match exactly (magic, version, parameters, length, order,
// checksum) is rejected with an error naming the file: a cache must never
// produce a wrong result.
package fpfile

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"os"
	"sort"

	"github.com/fmerge/rules_fmerge/merge/encode"
	"github.com/fmerge/rules_fmerge/merge/minhash"
	"github.com/fmerge/rules_fmerge/merge/tempfile"
)

// FormatVersion is the artifact layout version.
const FormatVersion = 1

const magic = "FMFPRINT"

// Hash is a function's content hash (see ContentHash).
type Hash [32]byte

// Params are the fingerprint parameters an artifact was made with.
type Params struct {
	Encoding uint32
	Shingle  uint32
	K        uint32
	Seed     uint64
}

// Current returns the parameters this build uses for k values and seed.
func Current(k int, seed uint64) Params {
	return Params{Encoding: encode.Version, Shingle: minhash.Shingle, K: uint32(k), Seed: seed}
}

// File is an in-memory artifact.
type File struct {
	Params
	entries map[Hash]minhash.Fingerprint
}

// New returns an empty artifact for the given parameters.
func New(p Params) *File { return &File{Params: p, entries: map[Hash]minhash.Fingerprint{}} }

// Add records fp (exactly K values) for content hash h. Adding the same
// hash twice keeps the first; equal content gives equal fingerprints.
func (f *File) Add(h Hash, fp minhash.Fingerprint) error {
	if len(fp) != int(f.K) {
		return fmt.Errorf("fpfile: fingerprint has %d values, artifact k is %d", len(fp), f.K)
	}
	if _, ok := f.entries[h]; !ok {
		f.entries[h] = fp
	}
	return nil
}

// Len is the number of entries.
func (f *File) Len() int { return len(f.entries) }

// Lookup returns the fingerprint stored for h, or nil.
func (f *File) Lookup(h Hash) minhash.Fingerprint { return f.entries[h] }

// Marshal returns the artifact bytes.
func (f *File) Marshal() []byte {
	keys := make([]Hash, 0, len(f.entries))
	for h := range f.entries {
		keys = append(keys, h)
	}
	sort.Slice(keys, func(i, j int) bool { return bytes.Compare(keys[i][:], keys[j][:]) < 0 })
	var b bytes.Buffer
	b.WriteString(magic)
	le := binary.LittleEndian
	b.Write(le.AppendUint32(nil, FormatVersion))
	b.Write(le.AppendUint32(nil, f.Encoding))
	b.Write(le.AppendUint32(nil, f.Shingle))
	b.Write(le.AppendUint32(nil, f.K))
	b.Write(le.AppendUint64(nil, f.Seed))
	b.Write(le.AppendUint32(nil, uint32(len(keys))))
	buf := make([]byte, 0, 4*f.K)
	for _, h := range keys {
		b.Write(h[:])
		buf = buf[:0]
		for _, v := range f.entries[h] {
			buf = le.AppendUint32(buf, v)
		}
		b.Write(buf)
	}
	sum := sha256.Sum256(b.Bytes())
	b.Write(sum[:])
	return b.Bytes()
}

// Write stores the artifact at path atomically (temporary file + rename),
// as readable as any other output (build caches share it).
func (f *File) Write(path string) error { return tempfile.WriteFile(path, f.Marshal()) }

const headerLen = 8 + 4*5 + 8

// MaxK is the largest fingerprint size an artifact may have (fmerge uses
// 200 by default, rows·bands at most a few thousand).
const MaxK = 1 << 16

// Unmarshal parses artifact bytes; name is used in errors.
func Unmarshal(name string, data []byte) (*File, error) {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%s: not a valid fingerprint artifact: %s", name, fmt.Sprintf(format, a...))
	}
	if len(data) < headerLen+sha256.Size || string(data[:8]) != magic {
		return nil, bad("missing FMFPRINT header")
	}
	le := binary.LittleEndian
	if v := le.Uint32(data[8:]); v != FormatVersion {
		return nil, fmt.Errorf("%s: fingerprint artifact format version %d, this fmerge reads version %d; regenerate it with 'fmerge fingerprint'", name, v, FormatVersion)
	}
	body, sum := data[:len(data)-sha256.Size], data[len(data)-sha256.Size:]
	if got := sha256.Sum256(body); !bytes.Equal(got[:], sum) {
		return nil, bad("checksum mismatch (file corrupt or truncated)")
	}
	f := New(Params{Encoding: le.Uint32(data[12:]), Shingle: le.Uint32(data[16:]), K: le.Uint32(data[20:]), Seed: le.Uint64(data[24:])})
	count := int(le.Uint32(data[32:]))
	if f.K == 0 || f.K > MaxK {
		// A bound on k keeps a forged header from asking Marshal for
		// gigabytes, and count*entry from overflowing.
		return nil, bad("fingerprint size k=%d outside 1..%d", f.K, MaxK)
	}
	entry := 32 + 4*int(f.K)
	if rest := len(body) - headerLen; rest%entry != 0 || rest/entry != count {
		return nil, bad("%d entries of k=%d do not fill %d bytes", count, f.K, len(body)-headerLen)
	}
	var prev Hash
	for i := 0; i < count; i++ {
		e := body[headerLen+i*entry : headerLen+(i+1)*entry]
		var h Hash
		copy(h[:], e)
		if i > 0 && bytes.Compare(prev[:], h[:]) >= 0 {
			return nil, bad("entries not in strictly increasing hash order at entry %d", i)
		}
		prev = h
		fp := make(minhash.Fingerprint, f.K)
		for j := range fp {
			fp[j] = le.Uint32(e[32+4*j:])
		}
		f.entries[h] = fp
	}
	return f, nil
}

// Load reads the artifact at path.
func Load(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Unmarshal(path, data)
}

// Usable reports whether fingerprints from f can stand in for ones this
// build computes with want: same encoding, shingle size and seed, and at
// least as many values (a prefix of a longer fingerprint is the shorter
// one). The error names the file and the mismatch.
func (f *File) Usable(name string, want Params) error {
	switch {
	case f.Encoding != want.Encoding:
		return fmt.Errorf("%s: fingerprints use instruction encoding version %d, this fmerge uses %d", name, f.Encoding, want.Encoding)
	case f.Shingle != want.Shingle:
		return fmt.Errorf("%s: fingerprints use shingles of %d instructions, this fmerge uses %d", name, f.Shingle, want.Shingle)
	case f.Seed != want.Seed:
		return fmt.Errorf("%s: fingerprints use seed %#x, this run uses %#x", name, f.Seed, want.Seed)
	case f.K < want.K:
		return fmt.Errorf("%s: fingerprints have k=%d values, this run needs %d", name, f.K, want.K)
	}
	return nil
}
