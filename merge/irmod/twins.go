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
	var added []*Func
	for _, t := range twins {
		f, first := byChunk[t.chunk], byChunk[t.first]
		if f == nil && m.unread != nil && m.unread[t.chunk] && first != nil {
			f = m.unreadTwin(t.chunk, first)
			added = append(added, f)
		}
		if f == nil || first == nil {
			continue
		}
		f.Twin = first
		m.twins++
		f.RetAlign, f.Extra, f.Inexact, f.Unsupported = first.RetAlign, first.Extra, first.Inexact, first.Unsupported
		if !first.Analysed {
			continue // llir could not read that text: neither is read
		}
		f.IR = twinFunc(f.IR, first.IR)
		f.Analysed = true
	}
	m.insertFuncs(added)
}

// twinFunc is first's reading under decl's name and comdat.
func twinFunc(decl, first *ir.Func) *ir.Func {
	return &ir.Func{
		GlobalIdent:     decl.GlobalIdent,
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
		Comdat:          decl.Comdat,
		Align:           first.Align,
		GC:              first.GC,
		Prefix:          first.Prefix,
		Prologue:        first.Prologue,
		Personality:     first.Personality,
		UseListOrders:   first.UseListOrders,
		Metadata:        first.Metadata,
		Parent:          decl.Parent,
	}
}

// Twins is how many definitions took another's reading (ShareTwins).
func (m *Module) Twins() int { return m.twins }

// leaveOutShare: the headers of twins that may be left out of llir's text
// (leftOutable) must make up this share of the module for the references
// to be read before llir (which costs the peak their size, about 90 MiB
// on yaml-cpp). On 200,000 tiny functions they are 45% of the text, and
// leaving them out saves 1.1 s and 500 MiB; on yaml-cpp 0.3%, and 8 of
// 1,989 turn out unnamed.
const leaveOutShare = 16

// mayLeaveOut reports whether twins may be left out of llir's text in a
// number worth reading the references first (leaveOutShare).
func (m *Module) mayLeaveOut(twins []twin) bool {
	n := 0
	for _, t := range twins {
		if c := m.Chunks[t.chunk]; m.leftOutable(c) {
			n += c.BodyStart - c.Start
		}
	}
	return n > 0 && n >= len(m.Text)/leaveOutShare
}

// leftOutable reports a define chunk whose declaration would hold nothing
// but its name, had llir to read it, that its twin's does not: no comdat
// (an implicit one names the function's own group) and a name, not a
// number (@0).
func (m *Module) leftOutable(c Chunk) bool {
	header := m.Text[c.Start:c.BodyStart]
	a, b, ok := nameSpan(m.Text, c)
	return ok && !isNumbered(string(m.Text[a:b])) && !bytes.Contains(header, []byte(" comdat"))
}

// unusedTwins marks, by chunk, the twins whose name nothing but their own
// define line holds: llir need not be given them even as declarations
// (200,000 declarations cost it a second), and their twinFunc takes its
// name from the text (leftOutable). Needs Refs.
func (m *Module) unusedTwins(twins []twin) []bool {
	out := make([]bool, len(m.Chunks))
	for _, t := range twins {
		if _, name, ok := m.DefineName(t.chunk); ok && len(m.refsByName[name]) == 1 && m.leftOutable(m.Chunks[t.chunk]) {
			out[t.chunk] = true
		}
	}
	return out
}

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

// unreadTwin is the Func of a twin llir was not given (unusedTwins).
func (m *Module) unreadTwin(ci int, first *Func) *Func {
	ident, name, _ := m.DefineName(ci)
	f := &Func{Name: name, Ident: ident, Chunk: ci, DefRef: m.refsByName[name][0]}
	f.IR = twinFunc(&ir.Func{GlobalIdent: ir.GlobalIdent{GlobalName: name}, Parent: m.IR}, first.IR)
	return f
}

// insertFuncs adds fs, in text order, to Funcs, which is in text order
// too, each where its definition stands.
func (m *Module) insertFuncs(fs []*Func) {
	for _, f := range fs {
		m.byName[f.Name] = f
	}
	if len(fs) == 0 {
		return
	}
	out := make([]*Func, 0, len(m.Funcs)+len(fs))
	for _, f := range m.Funcs {
		if at, ok := m.textAt(f); ok {
			for len(fs) > 0 && m.Chunks[fs[0].Chunk].Start < at {
				out = append(out, fs[0])
				fs = fs[1:]
			}
		}
		out = append(out, f)
	}
	m.Funcs = append(out, fs...)
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
