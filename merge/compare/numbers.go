package compare

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// GlobalNumbers gives every global value (function, global variable, alias,
// ifunc) a serial number. Global values are compared by number, so two
// functions that reference different globals at the same place differ, and
// the order they get is stable across runs: NewGlobalNumbers numbers the
// module's globals in module order, and later requests for unknown globals
// take the next free number. A global is known by its name (GlobalKey),
// not by its llir object: a module read in shards (irmod.ParseOptions.Jobs)
// has one object per shard for each global, and they are one global.
//
// It also holds the per-module state every comparison shares: the data
// layout and the type interner. All methods are safe for concurrent use.
type GlobalNumbers struct {
	mu    sync.Mutex
	num   map[ir.GlobalIdent]uint64
	alias map[ir.GlobalIdent]ir.GlobalIdent // dropped global -> the one it became
	next  uint64

	layout  dataLayout
	intPtr  types.Type // the integer type a pointer in address space 0 compares as
	typeIDs map[types.Type]int32
	keyIDs  map[string]int32
	groups  map[*ir.AttrGroupDef][]attr

	layoutMu sync.Mutex
	sizes    map[types.Type]sizeAlign
	structs  map[*types.StructType][]uint64 // field offsets
}

type sizeAlign struct{ size, align uint64 }

// NewGlobalNumbers numbers the globals of m in module order: global
// variables, then functions, then aliases, then ifuncs. m may be nil.
func NewGlobalNumbers(m *ir.Module) *GlobalNumbers {
	gn := &GlobalNumbers{
		num:     map[ir.GlobalIdent]uint64{},
		alias:   map[ir.GlobalIdent]ir.GlobalIdent{},
		layout:  defaultLayout(),
		typeIDs: map[types.Type]int32{},
		keyIDs:  map[string]int32{},
		groups:  map[*ir.AttrGroupDef][]attr{},
		sizes:   map[types.Type]sizeAlign{},
		structs: map[*types.StructType][]uint64{},
	}
	if m != nil {
		gn.layout = parseLayout(m.DataLayout)
	}
	gn.intPtr = &types.IntType{BitSize: gn.layout.pointerBits(0)}
	if m == nil {
		return gn
	}
	for _, g := range m.Globals {
		gn.number(g)
	}
	for _, f := range m.Funcs {
		gn.number(f)
	}
	for _, a := range m.Aliases {
		gn.number(a)
	}
	for _, i := range m.IFuncs {
		gn.number(i)
	}
	return gn
}

// Number returns the serial number of the global v, assigning the next
// free number to a global seen for the first time. A global aliased to
// another (see Alias) has the number of the one it became.
func (gn *GlobalNumbers) Number(v value.Value) uint64 {
	gn.mu.Lock()
	defer gn.mu.Unlock()
	return gn.number(v)
}

func (gn *GlobalNumbers) number(v value.Value) uint64 {
	k := mustKey(v)
	for i := 0; i < 64; i++ { // bounded: alias chains are short and acyclic
		to, ok := gn.alias[k]
		if !ok {
			break
		}
		k = to
	}
	if n, ok := gn.num[k]; ok {
		return n
	}
	n := gn.next
	gn.next++
	gn.num[k] = n
	return n
}

// GlobalKey is what identifies a global value (function, global variable,
// alias, ifunc) in a module: its name, or its number for an unnamed one.
// ok is false for any other value.
func GlobalKey(v value.Value) (k ir.GlobalIdent, ok bool) {
	switch g := v.(type) {
	case *ir.Func:
		return g.GlobalIdent, true
	case *ir.Global:
		return g.GlobalIdent, true
	case *ir.Alias:
		return g.GlobalIdent, true
	case *ir.IFunc:
		return g.GlobalIdent, true
	}
	return k, false
}

// SameGlobal reports whether a and b are one global value (see GlobalKey),
// whichever llir objects stand for it.
func SameGlobal(a, b value.Value) bool {
	ka, ok := GlobalKey(a)
	if !ok {
		return false
	}
	kb, ok := GlobalKey(b)
	return ok && ka == kb
}

func mustKey(v value.Value) ir.GlobalIdent {
	k, ok := GlobalKey(v)
	if !ok {
		panic(fmt.Sprintf("compare: %T %s is not a global value", v, v.Ident()))
	}
	return k
}

// Alias records that the global g was merged into f: from now on g and f
// have the same number, so functions that differ only in referring to g
// or f compare equal (LLVM gets this effect from replaceAllUsesWith).
func (gn *GlobalNumbers) Alias(g, f value.Value) {
	gn.mu.Lock()
	defer gn.mu.Unlock()
	kg, kf := mustKey(g), mustKey(f)
	if kg == kf {
		return
	}
	// Resolve f first so that no cycle can be created.
	for i := 0; i < 64; i++ {
		to, ok := gn.alias[kf]
		if !ok {
			break
		}
		kf = to
	}
	if kg == kf {
		return
	}
	gn.alias[kg] = kf
}

// Replace is Alias under the name the driver uses: old is replaced by repl.
func (gn *GlobalNumbers) Replace(old, repl value.Value) { gn.Alias(old, repl) }

// Erase forgets the number of g (LLVM's GlobalNumberState::erase). A later
// request gives g a fresh number.
func (gn *GlobalNumbers) Erase(g value.Value) {
	gn.mu.Lock()
	defer gn.mu.Unlock()
	k := mustKey(g)
	delete(gn.num, k)
	delete(gn.alias, k)
}

// dataLayout holds what the comparator needs from `target datalayout`:
// pointer size and alignments. Defaults are LLVM's (and x86-64's).
type dataLayout struct {
	ptrBits  map[uint64]uint64 // address space -> pointer size in bits
	ptrAlign map[uint64]uint64 // address space -> ABI alignment in bytes
	intAlign map[uint64]uint64 // bit width -> ABI alignment in bytes
	fltAlign map[uint64]uint64 // bit width -> ABI alignment in bytes
	vecAlign map[uint64]uint64 // bit width -> ABI alignment in bytes
	aggAlign uint64
}

func defaultLayout() dataLayout {
	return dataLayout{
		ptrBits:  map[uint64]uint64{0: 64},
		ptrAlign: map[uint64]uint64{0: 8},
		intAlign: map[uint64]uint64{1: 1, 8: 1, 16: 2, 32: 4, 64: 4},
		fltAlign: map[uint64]uint64{16: 2, 32: 4, 64: 8, 128: 16},
		vecAlign: map[uint64]uint64{64: 8, 128: 16},
		aggAlign: 1,
	}
}

// parseLayout reads the specifications LLVM's DataLayout understands that
// change sizes or alignments; unknown ones are ignored. An empty string
// gives the defaults.
func parseLayout(s string) dataLayout {
	dl := defaultLayout()
	for _, spec := range strings.Split(s, "-") {
		if spec == "" {
			continue
		}
		parts := strings.Split(spec[1:], ":")
		num := func(i int) (uint64, bool) {
			if i >= len(parts) || parts[i] == "" {
				return 0, false
			}
			n, err := strconv.ParseUint(parts[i], 10, 64)
			return n, err == nil
		}
		switch spec[0] {
		case 'p':
			as := uint64(0)
			if n, ok := num(0); ok {
				as = n
			}
			if len(parts) > 1 {
				if n, ok := num(1); ok {
					dl.ptrBits[as] = n
				}
				if n, ok := num(2); ok {
					dl.ptrAlign[as] = n / 8
				}
			}
		case 'i', 'f', 'v':
			w, ok := num(0)
			a, ok2 := num(1)
			if !ok || !ok2 {
				continue
			}
			m := map[byte]map[uint64]uint64{'i': dl.intAlign, 'f': dl.fltAlign, 'v': dl.vecAlign}[spec[0]]
			m[w] = a / 8
		case 'a':
			if a, ok := num(1); ok && a > 0 {
				dl.aggAlign = a / 8
			}
		}
	}
	return dl
}

// PointerBits is the size in bits of a pointer in address space 0 under
// a `target datalayout` string: the width of the integer such a pointer
// compares as (64 for ""). Readers that pre-sort functions for the
// comparator (merge/irtext's identity keys) must agree with it.
func PointerBits(layout string) uint64 {
	dl := parseLayout(layout)
	return dl.pointerBits(0)
}

func (dl *dataLayout) pointerBits(as uint64) uint64 {
	if b, ok := dl.ptrBits[as]; ok {
		return b
	}
	return dl.ptrBits[0]
}

// AllocSize is LLVM's DataLayout::getTypeAllocSize of t, in bytes, under
// a `target datalayout` string: the stack an alloca of t takes.
func AllocSize(layout string, t types.Type) uint64 {
	dl := parseLayout(layout)
	return dl.allocSize(t)
}

// allocSize and abiAlign of t through a cache (struct layouts of large
// programs are deep and GEPs ask for them constantly).
func (gn *GlobalNumbers) sizeOf(t types.Type) sizeAlign {
	gn.layoutMu.Lock()
	sa, ok := gn.sizes[t]
	gn.layoutMu.Unlock()
	if ok {
		return sa
	}
	sa = sizeAlign{gn.layout.allocSize(t), gn.layout.abiAlign(t)}
	gn.layoutMu.Lock()
	gn.sizes[t] = sa
	gn.layoutMu.Unlock()
	return sa
}

// fieldOffset is the byte offset of field i of s, cached per struct.
func (gn *GlobalNumbers) fieldOffset(s *types.StructType, i int) uint64 {
	gn.layoutMu.Lock()
	offs, ok := gn.structs[s]
	gn.layoutMu.Unlock()
	if !ok {
		offs = make([]uint64, len(s.Fields))
		for j := range s.Fields {
			_, offs[j] = gn.layout.structLayout(s, j)
		}
		gn.layoutMu.Lock()
		gn.structs[s] = offs
		gn.layoutMu.Unlock()
	}
	return offs[i]
}
