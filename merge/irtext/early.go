package irtext

import (
	"maps"
	"slices"
	"sync"
	"unsafe"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// EarlyKeys computes identity keys while an LLVM tool is still printing
// the module (irmod.EarlyReader), on the cores the tool leaves idle:
// llvm-dis takes as long as fmerge's whole identical stage on large C++
// modules, and keying every definition is most of the rest of loading.
// Keys reads the results back, and computes those that are missing.
type EarlyKeys struct {
	mu   sync.Mutex
	keys map[int]earlyKey // by the definition's offset in the text
	// What the keys were computed with, checked against the loaded
	// module: the prelude's types, global variables and layout.
	types  []irmod.TypeDef
	vars   map[string]bool
	layout string
}

type earlyKey struct {
	end   int
	key   uint64
	keyed bool
}

// Reader returns the irmod.EarlyReader that fills e, keying on jobs
// workers.
func (e *EarlyKeys) Reader(jobs int) *irmod.EarlyReader {
	return &irmod.EarlyReader{Start: e.start, Jobs: jobs}
}

func (e *EarlyKeys) start(prelude *irmod.Module) func(int, []byte) {
	tt, err := ModuleTypes(prelude)
	if err != nil {
		return nil
	}
	kc := NewKeyContext(prelude)
	e.keys = map[int]earlyKey{}
	e.types, e.vars, e.layout = prelude.TypeDefs(), prelude.GlobalVariables(), prelude.DataLayout()
	return func(start int, def []byte) {
		k, err := tt.IdentityKey(kc, unsafe.String(unsafe.SliceData(def), len(def)))
		e.mu.Lock()
		e.keys[start] = earlyKey{start + len(def), k, err == nil}
		e.mu.Unlock()
	}
}

// Keys returns what IdentityKeys(m, jobs) returns, taking the keys
// computed early where they were computed with what m's own prelude
// holds (true of everything LLVM prints) for the very definition at that
// offset; the others are computed now.
func (e *EarlyKeys) Keys(m *irmod.Module, jobs int) (keys []uint64, keyed []bool, err error) {
	if e.keys == nil || !e.matches(m) {
		return IdentityKeys(m, jobs)
	}
	keys, keyed = make([]uint64, len(m.Chunks)), make([]bool, len(m.Chunks))
	missing, some := make([]bool, len(m.Chunks)), false
	for i, c := range m.Chunks {
		if c.Kind != irmod.ChunkDefine {
			continue
		}
		if k, ok := e.keys[c.Start]; ok && k.end == c.End {
			keys[i], keyed[i] = k.key, k.keyed
		} else {
			missing[i], some = true, true
		}
	}
	if some {
		if err := keyDefines(m, jobs, keys, keyed, missing); err != nil {
			return nil, nil, err
		}
	}
	return keys, keyed, nil
}

// matches reports whether m's types, global variables and layout are the
// prelude's the early keys were computed with.
func (e *EarlyKeys) matches(m *irmod.Module) bool {
	return e.layout == m.DataLayout() && slices.EqualFunc(e.types, m.TypeDefs(), sameTypeDef) && maps.Equal(e.vars, m.GlobalVariables())
}

func sameTypeDef(a, b irmod.TypeDef) bool { return a.Name == b.Name && a.Line == b.Line }
