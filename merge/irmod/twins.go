package irmod

import (
	"bytes"
	"hash/maphash"

	"github.com/llir/llvm/ir"
)

// Twins are definitions whose text is the same, byte for byte, but for the
// name they define: the common case of identical merging (template
// instantiations that compile to one body, the functions of a code
// generator). With ParseOptions.ShareTwins llir reads only the first of
// each set, and the others take its reading (bindTwins): their own name,
// comdat and place in the module, its signature, parameters, blocks and
// facts. What is the same text is the same function to every analysis but
// for the name, so nothing is lost; a body that names its own function is
// never a twin of another, because the names differ in it.
//
// A twin's llir body is its first's, shared: an analysis that changes one
// changes every function of the set. Identical merging changes bodies only
// where it rewrites a reference, and it rewrites that reference in every
// live function that holds it, so a set's texts stay alike and the shared
// body stays true for each (identical.replaceDirectCalls counts calls
// before it changes any).

// twin is a definition (chunk) that repeats the text of an earlier one
// (first) but for its name.
type twin struct{ chunk, first int }

// findTwins returns, in text order, each definition in analyse that
// repeats an earlier one's text but for its name, with the chunk of the
// first definition of that text, and takes the twins out of analyse. Chunks in keep (those a
// blockaddress names, whose blocks llir must resolve) are never twins.
func findTwins(text []byte, chunks []Chunk, analyse, keep map[int]bool) []twin {
	if analyse == nil {
		return nil
	}
	var seed = maphash.MakeSeed() // only buckets: every match is checked byte for byte
	firsts := map[uint64][]int{}
	var twins []twin
	for ci, c := range chunks {
		if c.Kind != ChunkDefine || !analyse[ci] || keep[ci] {
			continue
		}
		a, b, ok := nameSpan(text, c)
		if !ok {
			continue
		}
		var h maphash.Hash
		h.SetSeed(seed)
		h.Write(text[c.Start:a])
		h.WriteByte(0)
		h.Write(text[b:c.End])
		key := h.Sum64()
		found := false
		for _, fi := range firsts[key] {
			if sameButName(text, chunks[fi], c) {
				twins = append(twins, twin{ci, fi})
				delete(analyse, ci)
				found = true
				break
			}
		}
		if !found {
			firsts[key] = append(firsts[key], ci)
		}
	}
	return twins
}

// nameSpan is the byte range of the name a define chunk defines: the first
// global token of its header (the return type and attributes before the
// name hold none).
func nameSpan(text []byte, c Chunk) (start, end int, ok bool) {
	header := text[c.Start:c.BodyStart]
	ScanGlobals(header, func(s, e int, _ string) {
		if !ok {
			start, end, ok = c.Start+s, c.Start+e, true
		}
	})
	return start, end, ok
}

// sameButName reports whether define chunks x and y are the same text but
// for the name each defines.
func sameButName(text []byte, x, y Chunk) bool {
	xa, xb, _ := nameSpan(text, x)
	ya, yb, _ := nameSpan(text, y)
	return bytes.Equal(text[x.Start:xa], text[y.Start:ya]) && bytes.Equal(text[xb:x.End], text[yb:y.End])
}

// bindTwins gives each twin its first's reading (see findTwins). The twin's
// own llir object (a declaration: llir read only its header) lends the
// name and comdat, which are the twin's own even where the text is alike
// (an implicit `comdat` names the function's own group).
func (m *Module) bindTwins(twins []twin) {
	if len(twins) == 0 {
		return
	}
	byChunk := make([]*Func, len(m.Chunks))
	for _, f := range m.Funcs {
		if f.Chunk >= 0 {
			byChunk[f.Chunk] = f
		}
	}
	for _, t := range twins {
		f, first := byChunk[t.chunk], byChunk[t.first]
		if f == nil {
			continue
		}
		if f.IR == nil && (first == nil || !first.Analysed) {
			// llir did not see it (bindUnseen), and there is no reading
			// to share: its name alone.
			f.IR = m.unseenFunc(f.Name)
		}
		if first == nil {
			continue
		}
		f.Twin = first
		m.twins++
		f.RetAlign, f.Extra, f.Inexact, f.Unsupported = first.RetAlign, first.Extra, first.Inexact, first.Unsupported
		if !first.Analysed {
			continue // llir could not read that text: neither is read
		}
		if f.IR == nil { // its name alone, in the module
			f.IR = twinFunc(ir.GlobalIdent{GlobalName: f.Name}, nil, m.IR, first.IR)
		} else {
			f.IR = twinFunc(f.IR.GlobalIdent, f.IR.Comdat, f.IR.Parent, first.IR)
		}
		f.Analysed = true
	}
}

// twinFunc is first's reading under the twin's own name and comdat.
func twinFunc(id ir.GlobalIdent, comdat *ir.ComdatDef, parent *ir.Module, first *ir.Func) *ir.Func {
	return &ir.Func{
		GlobalIdent:     id,
		Sig:             first.Sig,
		Params:          first.Params,
		Blocks:          first.Blocks,
		Typ:             first.Typ,
		Linkage:         first.Linkage,
		Preemption:      first.Preemption,
		Visibility:      first.Visibility,
		DLLStorageClass: first.DLLStorageClass,
		CallingConv:     first.CallingConv,
		ReturnAttrs:     first.ReturnAttrs,
		UnnamedAddr:     first.UnnamedAddr,
		AddrSpace:       first.AddrSpace,
		FuncAttrs:       first.FuncAttrs,
		Section:         first.Section,
		Partition:       first.Partition,
		Comdat:          comdat,
		Align:           first.Align,
		GC:              first.GC,
		Prefix:          first.Prefix,
		Prologue:        first.Prologue,
		Personality:     first.Personality,
		UseListOrders:   first.UseListOrders,
		Metadata:        first.Metadata,
		Parent:          parent,
	}
}

// Twins is how many definitions took another's reading (ShareTwins).
func (m *Module) Twins() int { return m.twins }

// isNumbered reports an identifier of the form @N.
func isNumbered(ident string) bool {
	if len(ident) < 2 {
		return false
	}
	for _, r := range ident[1:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// bindUnseen gives a Func to every function llir was not given, even as a
// declaration (ParseOptions.ReachedPrelude): definitions, with the facts
// sanitizing recorded, and declarations. Their llir object holds their
// name alone; nothing reads more of a function that is not analysed.
func (m *Module) bindUnseen(facts map[int]*chunkFacts, twins []twin) {
	twinChunk := make(map[int]bool, len(twins))
	for _, t := range twins {
		twinChunk[t.chunk] = true
	}
	var fs []*Func
	for i, r := range m.Refs {
		if !r.Def || m.byName[r.Name] != nil {
			continue
		}
		f := &Func{Name: r.Name, Ident: string(m.Text[r.Start:r.End]), Chunk: -1, DefRef: -1}
		switch c := m.Chunks[r.Chunk]; {
		case c.Kind == ChunkDefine && r.Start < c.BodyStart && firstRefInChunk(m.Refs, i):
			f.Chunk, f.DefRef = r.Chunk, i
			if cf := facts[r.Chunk]; cf != nil {
				f.RetAlign, f.Extra, f.Inexact, f.Unsupported = cf.retAlign, cf.extra, cf.inexact, cf.unsupported
			}
		case c.Kind == ChunkOther && bytes.HasPrefix(m.LineOf(r.Start), []byte("declare ")):
		default:
			continue // a variable, alias or ifunc
		}
		if !twinChunk[f.Chunk] {
			f.IR = m.unseenFunc(r.Name) // a twin's is made by bindTwins
		}
		fs = append(fs, f)
		m.byName[f.Name] = f // a name defined twice is the module's error; once here
	}
	m.insertFuncs(fs)
}

// unseenFunc is the llir object of a function llir was not given: its
// name, in the module. (200,000 twins' stubs were 80 MB, made only to
// lend bindTwins a name.)
func (m *Module) unseenFunc(name string) *ir.Func {
	return &ir.Func{GlobalIdent: ir.GlobalIdent{GlobalName: name}, Parent: m.IR}
}

// insertFuncs adds fs, in text order, to Funcs, which is in text order
// too, each where its definition or declaration stands.
func (m *Module) insertFuncs(fs []*Func) {
	if len(fs) == 0 {
		return
	}
	out := make([]*Func, 0, len(m.Funcs)+len(fs))
	for _, f := range m.Funcs {
		if at, ok := m.textAt(f); ok {
			for len(fs) > 0 && m.mustTextAt(fs[0]) < at {
				out = append(out, fs[0])
				fs = fs[1:]
			}
		}
		out = append(out, f)
	}
	m.Funcs = append(out, fs...)
}

// mustTextAt is textAt for a function bindUnseen found by its name token.
func (m *Module) mustTextAt(f *Func) int {
	at, _ := m.textAt(f)
	return at
}

// textAt is where f's definition or declaration stands in the text.
func (m *Module) textAt(f *Func) (int, bool) {
	if f.Chunk >= 0 {
		return m.Chunks[f.Chunk].Start, true
	}
	for _, i := range m.refsByName[f.Name] {
		if m.Refs[i].Def {
			return m.Refs[i].Start, true
		}
	}
	return 0, false
}
