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
	g, _ := errgroup.WithContext(context.Background())
	g.SetLimit(max(jobs, 1))
	const batch = 256
	for lo := 0; lo < len(m.Chunks); lo += batch {
		g.Go(func() error {
			enc := encode.NewEncoder()
			for i := lo; i < min(lo+batch, len(m.Chunks)); i++ {
				c := m.Chunks[i]
				if c.Kind != irmod.ChunkDefine {
					continue
				}
				// Module.Text is never modified: read it in place
				// rather than copy a module's worth of text.
				def := m.Text[c.Start:c.End]
				codes, err := tt.Codes(enc, unsafe.String(unsafe.SliceData(def), len(def)))
				if err != nil {
					why[i] = reason(err)
					continue
				}
				mc.codes[i], mc.read[i] = codes, true
			}
			return nil
		})
	}
	_ = g.Wait()
	for _, w := range why {
		if w != "" {
			mc.refused[w]++
		}
	}
	return mc, nil
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
