package fpfile

import (
	"fmt"
	"io"

	"github.com/fmerge/rules_fmerge/merge/minhash"
)

// Set is the union of several artifacts, checked against the parameters of
// the current run.
type Set struct {
	want  Params
	files []*File
	names []string
}

// LoadSet loads every path and checks it is usable for want. A missing,
// corrupt or mismatched file is an error naming it; with ignoreBad it is
// skipped with a warning on warn instead (its functions are recomputed).
// Two files that store different fingerprints for the same content hash
// are an error either way: one of them must be wrong.
func LoadSet(paths []string, want Params, ignoreBad bool, warn io.Writer) (*Set, error) {
	s := &Set{want: want}
	for _, p := range paths {
		f, err := Load(p)
		if err == nil {
			err = f.Usable(p, want)
		}
		if err != nil {
			if !ignoreBad {
				return nil, err
			}
			fmt.Fprintf(warn, "fmerge: warning: ignoring fingerprints: %v\n", err)
			continue
		}
		if err := s.checkAgreement(p, f); err != nil {
			return nil, err
		}
		s.files = append(s.files, f)
		s.names = append(s.names, p)
	}
	return s, nil
}

func (s *Set) checkAgreement(name string, f *File) error {
	k := int(s.want.K)
	for h, fp := range f.entries {
		for i, g := range s.files {
			if other := g.entries[h]; other != nil && !equalPrefix(fp, other, k) {
				return fmt.Errorf("%s and %s store different fingerprints for content hash %x", s.names[i], name, h[:8])
			}
		}
	}
	return nil
}

func equalPrefix(a, b minhash.Fingerprint, k int) bool {
	for i := 0; i < k; i++ {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Lookup returns the fingerprint (exactly want.K values) stored for h in
// any file of the set, or nil. Safe for concurrent use.
func (s *Set) Lookup(h Hash) minhash.Fingerprint {
	if s == nil {
		return nil
	}
	for _, f := range s.files {
		if fp := f.entries[h]; fp != nil {
			return fp[:s.want.K]
		}
	}
	return nil
}

// Files is the number of artifacts in use.
func (s *Set) Files() int { return len(s.files) }
