package irtext

import (
	"context"
	"errors"
	"sort"
	"unsafe"

	"golang.org/x/sync/errgroup"

	"github.com/fmerge/rules_fmerge/merge/encode"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// ModuleCodes holds the codes of every definition of a module read from
// its text, by chunk index, and why the reader refused the others.
type ModuleCodes struct {
	types   *Types
	codes   [][]uint32
	read    []bool
	refused map[string]int
}

// ReadModule reads every definition of m on jobs workers (at least one).
// It fails only when the module's type definitions cannot be read; a
// function it cannot read is left for llir (Codes reports false).
func ReadModule(m *irmod.Module, jobs int) (*ModuleCodes, error) {
	tt, err := ModuleTypes(m)
	if err != nil {
		return nil, err
	}
	mc := &ModuleCodes{types: tt, codes: make([][]uint32, len(m.Chunks)), read: make([]bool, len(m.Chunks)), refused: map[string]int{}}
	why := make([]string, len(m.Chunks))
	eachDefine(m, jobs, func() func(i int, def string) {
		enc := encode.NewEncoder()
		return func(i int, def string) {
			codes, err := tt.Codes(enc, def)
			if err != nil {
				why[i] = reason(err)
				return
			}
			mc.codes[i], mc.read[i] = codes, true
		}
	})
	for _, w := range why {
		if w != "" {
			mc.refused[w]++
		}
	}
	return mc, nil
}

// eachDefine calls a reader for every define chunk of m, on jobs workers
// (at least one), each with its own reader from newReader. The text is
// passed in place: Module.Text is never modified, and a copy would cost
// a module's worth of memory.
func eachDefine(m *irmod.Module, jobs int, newReader func() func(i int, def string)) {
	g, _ := errgroup.WithContext(context.Background())
	g.SetLimit(max(jobs, 1))
	const batch = 256
	for lo := 0; lo < len(m.Chunks); lo += batch {
		g.Go(func() error {
			read := newReader()
			for i := lo; i < min(lo+batch, len(m.Chunks)); i++ {
				if c := m.Chunks[i]; c.Kind == irmod.ChunkDefine {
					def := m.Text[c.Start:c.End]
					read(i, unsafe.String(unsafe.SliceData(def), len(def)))
				}
			}
			return nil
		})
	}
	_ = g.Wait()
}

// IdentityKeys returns the identity key (Types.IdentityKey) of every
// definition of m, by chunk index, read on jobs workers, and whether the
// text reader could key it. It fails only when the module's type
// definitions cannot be read.
func IdentityKeys(m *irmod.Module, jobs int) (keys []uint64, keyed []bool, err error) {
	keys, keyed = make([]uint64, len(m.Chunks)), make([]bool, len(m.Chunks))
	return keys, keyed, keyDefines(m, jobs, keys, keyed, nil)
}

// keyDefines fills keys and keyed for the definitions of m in want (all
// when nil), on jobs workers.
func keyDefines(m *irmod.Module, jobs int, keys []uint64, keyed []bool, want []bool) error {
	tt, err := ModuleTypes(m)
	if err != nil {
		return err
	}
	kc := NewKeyContext(m)
	eachDefine(m, jobs, func() func(i int, def string) {
		return func(i int, def string) {
			if want != nil && !want[i] {
				return
			}
			if k, err := tt.IdentityKey(kc, def); err == nil {
				keys[i], keyed[i] = k, true
			}
		}
	})
	return nil
}

// reason is a refusal's reason, or "unexpected text" for text the reader
// could not follow (counted, never fatal: llir reads that function).
func reason(err error) string {
	var e *Error
	if errors.As(err, &e) && e.Refused() {
		return e.Err.Error()
	}
	return "unexpected text"
}

// Codes returns the codes of the definition in chunk i, and whether the
// text reader read it.
func (mc *ModuleCodes) Codes(i int) ([]uint32, bool) { return mc.codes[i], mc.read[i] }

// Types is the module's type table the codes were read with.
func (mc *ModuleCodes) Types() *Types { return mc.types }

// Unread returns the definition chunks the text reader left for llir
// (empty when it read them all).
func (mc *ModuleCodes) Unread(m *irmod.Module) map[int]bool {
	out := map[int]bool{}
	for i, c := range m.Chunks {
		if c.Kind == irmod.ChunkDefine && !mc.read[i] {
			out[i] = true
		}
	}
	return out
}

// Refused lists the reasons functions were left for llir, with counts,
// most frequent first.
func (mc *ModuleCodes) Refused() []Refusal {
	var out []Refusal
	for w, n := range mc.refused {
		out = append(out, Refusal{w, n})
	}
	sort.Slice(out, func(a, b int) bool {
		if out[a].Count != out[b].Count {
			return out[a].Count > out[b].Count
		}
		return out[a].Why < out[b].Why
	})
	return out
}

// Refusal is one reason the text reader left functions for llir.
type Refusal struct {
	Why   string
	Count int
}
