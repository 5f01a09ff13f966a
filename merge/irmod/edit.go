package irmod

import (
	"bufio"
	"bytes"
	"io"
	"iter"
	"slices"
	"sort"
)

// edit replaces Text[start:end] with text. Edits never overlap partially: a
// region edit (delete or replace a body) swallows token edits inside it.
// from is the global a RedirectRef edit's token named ("" for other
// edits): what the output check needs to tell a plain rename (renames).
//
// A header edit (EditHeader) has no text until the module is rendered:
// header is the change that makes it from def's header as it is then.
type edit struct {
	start, end int
	text       string
	region     bool
	from       string
	header     func(Header) Header
	def        *Func
}

// Named reports whether any global of the module is named name: defined,
// declared or referred to.
func (m *Module) Named(name string) bool { return len(m.refsByName[name]) > 0 || m.Func(name) != nil }

// Uses returns the indices in m.Refs of the references to a global, other
// than the token that defines or declares it, in text order.
func (m *Module) Uses(name string) []int { return slices.Collect(m.EachUse(name)) }

// EachUse yields what Uses returns without collecting it: the identical
// stage reads the uses of each of 200,000 functions.
func (m *Module) EachUse(name string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for _, i := range m.refsByName[name] {
			if !m.Refs[i].Def && !yield(i) {
				return
			}
		}
	}
}

// LineOf returns the text of the line holding byte offset pos, without
// its newline.
func (m *Module) LineOf(pos int) []byte {
	start := bytes.LastIndexByte(m.Text[:pos], '\n') + 1
	return bytes.TrimRight(m.Text[start:lineEnd(m.Text, pos)], "\n")
}

// NameOnly reports whether reference r stands where LLVM's grammar takes a
// global's bare name and no other constant: `dso_local_equivalent @f`,
// `no_cfi @f`. Such a reference may name another function of the same
// type, never a bitcast of one.
func (m *Module) NameOnly(r GlobalRef) bool {
	line := m.Text[bytes.LastIndexByte(m.Text[:r.Start], '\n')+1 : r.Start]
	before := bytes.TrimRight(line, " \t")
	if len(before) == len(line) {
		return false // no blank before the name: not a keyword's operand
	}
	for _, kw := range []string{"dso_local_equivalent", "no_cfi"} {
		if w := len(before) - len(kw); bytes.HasSuffix(before, []byte(kw)) && (w == 0 || !IsIdentChar(before[w-1])) {
			return true
		}
	}
	return false
}

// RedirectRef makes one reference point at something else: text is the new
// operand, e.g. "@F" or "bitcast (i32 (i32)* @F to i32 (i64)*)". Redirecting
// the same reference again replaces the earlier text.
func (m *Module) RedirectRef(r GlobalRef, text string) {
	m.redirect(r.Start, r.Start, r.End, text, r.Name)
}

// RedirectCall replaces a call's callee token and argument list, r (from
// the token to the closing parenthesis), by text; when the call is written
// in the long form that names the callee's function type
// (`call i32 (i32, i32) @f(...)`), that type goes too, since the new
// callee's parameters differ. The callee must not be variadic.
func (m *Module) RedirectCall(r GlobalRef, text string) {
	m.redirect(r.Start, explicitFnType(m.Text, r.Start), r.End, text, "")
}

// redirect records a replacement of text[start:end], keyed by the global
// token starting at key (a later redirect of the same token wins); from is
// the global the token names, for a RedirectRef.
func (m *Module) redirect(key, start, end int, text, from string) {
	if m.tokenEdit == nil {
		m.tokenEdit = map[int]int{}
	}
	if i, ok := m.tokenEdit[key]; ok {
		m.edits[i] = edit{start: start, end: end, text: text, from: from}
		return
	}
	m.tokenEdit[key] = len(m.edits)
	m.edits = append(m.edits, edit{start: start, end: end, text: text, from: from})
}

// explicitFnType returns where the explicit function type of a call starts
// when one stands just before the callee token at callee (only whitespace
// between), else callee. The type written before a callee ends in ')'
// only when it is the function type's parameter list: a return type
// cannot be a function type.
func explicitFnType(text []byte, callee int) int {
	i := callee - 1
	for i >= 0 && (text[i] == ' ' || text[i] == '\t') {
		i--
	}
	if i < 0 || text[i] != ')' {
		return callee
	}
	depth := 0
	for j := i; j >= 0; j-- {
		switch text[j] {
		case ')':
			depth++
		case '(':
			depth--
			if depth == 0 {
				return j
			}
		case '\n':
			return callee
		}
	}
	return callee
}

// DeleteFunc removes a definition from the output.
func (m *Module) DeleteFunc(f *Func) {
	c := m.Chunks[f.Chunk]
	m.definitionEdit(f.Chunk, edit{start: c.Start, end: c.End, region: true})
}

// definitionEdit records an edit that starts where definition chunk k
// starts (a new header, or the whole definition deleted). Two such edits
// would start at one offset, and rendering keeps only the first of them,
// so a later one replaces the earlier: a definition deleted after its
// header changed (EditHeader composes a header's own changes). A
// deletion stays: nothing written after it brings the definition back.
func (m *Module) definitionEdit(k int, e edit) {
	if m.headEdit == nil {
		m.headEdit = map[int]int{}
	}
	if i, ok := m.headEdit[k]; ok {
		if m.edits[i].end != m.Chunks[k].End {
			m.edits[i] = e
		}
		return
	}
	m.headEdit[k] = len(m.edits)
	m.edits = append(m.edits, e)
}

// ReplaceBody replaces everything between the definition's "{" line and its
// closing "}" line with body, which must end with a newline. The header, and
// with it linkage, attributes, comdat and section, stays as written.
func (m *Module) ReplaceBody(f *Func, body string) {
	c := m.Chunks[f.Chunk]
	m.edits = append(m.edits, edit{start: c.BodyStart, end: m.bodyEnd(c), text: body, region: true})
}

// bodyEnd is the offset of a definition's closing "}".
func (m *Module) bodyEnd(c Chunk) int {
	end := c.End - len("}\n")
	if end < c.BodyStart || !bytes.HasPrefix(m.Text[end:], []byte("}")) {
		end = bytes.LastIndexByte(m.Text[:c.End], '}')
	}
	return end
}

// EditHeader rewrites f's define line(s), up to and including "{", by
// change. The change is applied when the module is rendered, to the
// header as it is then (HeaderOf: the input's, with each reference in it
// redirected as it was last), so a header rewritten whole never hides a
// redirect of its personality, prefix or prologue made after the edit.
// Edits of one header compose in the order made; a deleted definition
// stays deleted. ok is false, and nothing is recorded, when the header
// cannot be read (HeaderOf).
func (m *Module) EditHeader(f *Func, change func(Header) Header) (ok bool) {
	if _, ok := m.HeaderOf(f); !ok {
		return false
	}
	if i, ok := m.headEdit[f.Chunk]; ok {
		if prev := m.edits[i].header; prev != nil {
			m.edits[i].header = func(h Header) Header { return change(prev(h)) }
		}
		return true
	}
	c := m.Chunks[f.Chunk]
	m.definitionEdit(f.Chunk, edit{start: c.Start, end: c.BodyStart, region: true, header: change, def: f})
	return true
}

// Append adds new top-level text (functions, aliases, metadata) to the
// output, after the last function definition. Order of calls is kept.
func (m *Module) Append(text string) {
	m.appended = append(m.appended, text)
}

// Edited reports whether any edit has been recorded.
func (m *Module) Edited() bool {
	return len(m.edits) > 0 || len(m.appended) > 0 || len(m.mdAppended) > 0
}

// Render returns the module text with all edits applied. Untouched bytes are
// copied verbatim.
func (m *Module) Render() []byte { return m.render(m.allEdits()) }

// allEdits is a copy of the edits, header edits given their text, with
// the deletions that keep use-list order directives valid (useListDrops).
func (m *Module) allEdits() []edit {
	edits := slices.Clone(m.edits)
	for i, e := range edits {
		if e.header != nil {
			h, _ := m.HeaderOf(e.def) // readable: EditHeader checked
			edits[i].text = e.header(h).String()
		}
	}
	return append(edits, m.useListDrops(m.edits)...)
}

// RenderForCheck returns what LLVM's verifier needs to check fmerge's
// work: the text Render returns, except that every definition no edit
// touched (plain renames of functions aside: renames) has the body
// `unreachable`, and the numbered metadata nothing
// left reaches is dropped (pruneMetadata). Those bodies are the input's,
// byte for byte, and no other function's validity depends on them (except
// through blockaddress, so a function whose blocks are named keeps its
// body); the header, and with it linkage, comdat, attributes and debug
// subprogram, stays, so every module-level rule is still checked, and so
// does every metadata definition that names a global. On yaml-cpp, `opt
// -verify` of this text takes 0.2 s against 2.6 s for the whole module;
// with -g, the dropped metadata (the locations of the replaced bodies)
// takes it from 12.6 to 10 s after identical merging, which touches most
// bodies, and to 0.9 s where no body is touched.
func (m *Module) RenderForCheck() []byte { return m.RenderForCheckShards(1)[0] }

// RenderForCheckShards is RenderForCheck cut into n texts (fewer when
// there are fewer touched definitions) that LLVM's verifier can check on
// n cores: each touched body is kept in exactly one of them, balanced by
// size, and has the body `unreachable` in the others. The justification
// is RenderForCheck's: no function's validity depends on another's body
// (blockaddress aside, and a function whose blocks are named keeps its
// body everywhere), while every text keeps every header, global and
// module-level fact, so each module-level rule is checked in each.
func (m *Module) RenderForCheckShards(n int) [][]byte {
	n, render := m.CheckShards(n)
	out := make([][]byte, n)
	for k := range out {
		var b bytes.Buffer
		render(k, &b)
		out[k] = b.Bytes()
	}
	return out
}

// CheckShards is RenderForCheckShards one shard at a time: it returns
// how many shards there are and a function writing shard k to w (and
// returning w's first error), which may be called from several goroutines
// at once, so that each shard streams into the verifier checking it
// without ever being held whole (pruneSink): on the -g yaml-cpp build a
// shard was 0.3 GB. m must not change while a shard is written.
func (m *Module) CheckShards(n int) (int, func(k int, w io.Writer) error) {
	touched := make([]bool, len(m.Chunks))
	renames := m.renames()
	for _, e := range m.edits {
		if renames(e) {
			continue
		}
		for _, pos := range []int{e.start, max(e.start, e.end-1)} {
			if i := m.chunkAt(pos); i < len(touched) {
				touched[i] = true
			}
		}
	}
	// shard[ci] is the text that keeps chunk ci's body; -1: none
	// (untouched), -2: all (named by blockaddress).
	shard := make([]int, len(m.Chunks))
	total, kept := 0, 0
	for _, f := range m.Funcs {
		if f.Defined() && touched[f.Chunk] && !m.BlockAddressTaken(f.Name) {
			total += m.Chunks[f.Chunk].End - m.Chunks[f.Chunk].Start
			kept++
		}
	}
	// Every shard holds all of the module but the bodies it does not
	// check: shards beyond what the checked bodies outweigh that common
	// text only multiply it (in a -g module, mostly debug metadata, which
	// every shard keeps). yaml-cpp identical: one shard checks as fast as
	// two, at 409-437 MiB against 504-511 MiB.
	common := len(m.Text)
	for _, c := range m.Chunks {
		if c.Kind == ChunkDefine {
			common -= c.End - c.BodyStart
		}
	}
	n = max(1, min(n, kept, total/max(common, 1)))
	seen := 0
	for i := range shard {
		shard[i] = -1
	}
	for _, f := range m.Funcs {
		switch {
		case !f.Defined():
		case m.BlockAddressTaken(f.Name):
			shard[f.Chunk] = -2
		case touched[f.Chunk]:
			c := m.Chunks[f.Chunk]
			shard[f.Chunk] = min(n-1, seen*n/max(total, 1))
			seen += c.End - c.Start
		}
	}
	all := m.allEdits()
	return n, m.readable(func(k int, w io.Writer) error {
		edits := slices.Clone(all)
		for _, f := range m.Funcs {
			if !f.Defined() || shard[f.Chunk] == k || shard[f.Chunk] == -2 {
				continue
			}
			c := m.Chunks[f.Chunk]
			edits = append(edits, edit{start: c.BodyStart, end: m.bodyEnd(c), text: "  unreachable\n", region: true})
		}
		// Metadata is pruned to what the kept text reaches, which drops
		// the debug locations of the bodies replaced above. A definition
		// naming a global is kept whatever reaches it: an edit of fmerge
		// may have renamed that global.
		bw := bufio.NewWriterSize(w, 1<<20)
		out := &renderWriter{w: bw}
		p := newPruneSink(m.Text, out, func(def []byte) bool { return bytes.IndexByte(def, '@') >= 0 })
		m.renderPieces(p, edits)
		p.finish()
		if out.err != nil {
			return out.err
		}
		return bw.Flush()
	})
}

// readable wraps a shard renderer so that, in a module that names
// functions through dso_local_equivalent, what it writes is reordered for
// LLVM 14's parser (readableByLLVM14, renderTo).
func (m *Module) readable(render func(k int, w io.Writer) error) func(k int, w io.Writer) error {
	if !m.equivalents() {
		return render
	}
	return func(k int, w io.Writer) error {
		var b bytes.Buffer
		if err := render(k, &b); err != nil {
			return err
		}
		_, err := m.writeReadable(w, b.Bytes())
		return err
	}
}

// writeReadable writes rendered text to w reordered for LLVM 14's parser
// (readableByLLVM14); text no order can make readable is written as it is,
// for the verifier to say what is wrong.
func (m *Module) writeReadable(w io.Writer, text []byte) (int, error) {
	if readable, err := readableByLLVM14(m.Name, text); err == nil {
		text = readable
	}
	return w.Write(text)
}

// chunkAt returns the index of the chunk holding byte offset pos.
func (m *Module) chunkAt(pos int) int {
	return sort.Search(len(m.Chunks), func(i int) bool { return m.Chunks[i].End > pos })
}

// render applies edits, which it sorts in place, to the text.
func (m *Module) render(edits []edit) []byte {
	var out bytes.Buffer
	out.Grow(len(m.Text))
	m.renderTo(&out, edits)
	return out.Bytes()
}

// WriteTo writes the module text with all edits applied (what Render
// returns) to w, without holding it in memory.
func (m *Module) WriteTo(w io.Writer) (int64, error) {
	bw := bufio.NewWriterSize(w, 1<<20)
	n, err := m.renderTo(bw, m.allEdits())
	if err != nil {
		return n, err
	}
	return n, bw.Flush()
}

// renderWriter counts what it passes on and keeps the first error (after
// which it writes nothing).
type renderWriter struct {
	w   io.Writer
	n   int64
	err error
}

func (r *renderWriter) Write(p []byte) (int, error) {
	if r.err != nil {
		return 0, r.err
	}
	n, err := r.w.Write(p)
	r.n += int64(n)
	r.err = err
	return n, err
}

// renderTo applies edits, which it sorts in place, to the text, writing
// the result to w; it returns the bytes written and w's first error.
func (m *Module) renderTo(w io.Writer, edits []edit) (int64, error) {
	if m.equivalents() {
		// Edits may make a dso_local_equivalent name a function further
		// down (a redirect to a later twin, an alias appended at the
		// end), on which LLVM 14's parser crashes: such a module is
		// rendered whole and reordered (readableByLLVM14). The input
		// was, when it was read.
		var b bytes.Buffer
		m.renderPieces(writerSink{m.Text, &b}, edits)
		n, err := m.writeReadable(w, b.Bytes())
		return int64(n), err
	}
	out := &renderWriter{w: w}
	m.renderPieces(writerSink{m.Text, out}, edits)
	return out.n, out.err
}

// equivalents reports whether the module names a function through
// dso_local_equivalent (which fmerge never writes itself).
func (m *Module) equivalents() bool {
	m.equivOnce.Do(func() { m.hasEquiv = bytes.Contains(m.Text, []byte("dso_local_equivalent")) })
	return m.hasEquiv
}

// sink takes rendered text piece by piece: runs of the original text, by
// offset, and text fmerge wrote. Readers that hold on to what they are
// given (pruneSink) keep the runs as offsets, not copies.
type sink interface {
	original(start, end int)
	written(s string)
}

// writerSink writes the pieces to w.
type writerSink struct {
	text []byte
	w    io.Writer
}

func (s writerSink) original(start, end int) { s.w.Write(s.text[start:end]) }
func (s writerSink) written(t string)        { io.WriteString(s.w, t) }

// renderPieces applies edits, which it sorts in place, to the text, giving
// the result to s.
func (m *Module) renderPieces(s sink, edits []edit) {
	sort.SliceStable(edits, func(i, j int) bool {
		if edits[i].start != edits[j].start {
			return edits[i].start < edits[j].start
		}
		return edits[i].region && !edits[j].region
	})
	var last byte // the last byte given to s, 0 before any
	original := func(start, end int) {
		if start < end {
			s.original(start, end)
			last = m.Text[end-1]
		}
	}
	written := func(t string) {
		if t != "" {
			s.written(t)
			last = t[len(t)-1]
		}
	}
	insertAt := m.appendPoint()
	pos := 0
	emitAppended := func() {
		for _, t := range m.appended {
			written(t)
		}
	}
	appendedDone := false
	for _, e := range edits {
		if e.start < pos {
			continue // inside a region already replaced
		}
		if !appendedDone && insertAt <= e.start {
			original(pos, insertAt)
			pos = insertAt
			emitAppended()
			appendedDone = true
		}
		original(pos, e.start)
		written(e.text)
		pos = e.end
	}
	if !appendedDone {
		if insertAt < pos {
			insertAt = pos
		}
		original(pos, insertAt)
		pos = insertAt
		emitAppended()
	}
	original(pos, len(m.Text))
	if len(m.mdAppended) > 0 && last != 0 && last != '\n' {
		written("\n")
	}
	for _, t := range m.mdAppended {
		written(t)
	}
}

// appendPoint is the offset just past the last function definition, or the
// end of the text when there is none.
func (m *Module) appendPoint() int {
	for i := len(m.Chunks) - 1; i >= 0; i-- {
		if m.Chunks[i].Kind == ChunkDefine {
			return m.Chunks[i].End
		}
	}
	return len(m.Text)
}

// BlockAddressTaken reports whether a blockaddress(@name, %bb) constant
// names the function anywhere in the module: it refers to the function's
// blocks, so the function must keep its own body (no thunk, alias or
// deletion). Operands in comments or strings do not count: only those
// that are global references of the module.
func (m *Module) BlockAddressTaken(name string) bool {
	m.blockAddrOnce.Do(func() {
		refAt := map[int]bool{}
		for _, r := range m.Refs {
			refAt[r.Start] = true
		}
		m.blockAddr = map[string]bool{}
		for _, t := range blockAddressTargets(m.Text) {
			if refAt[t.at] {
				m.blockAddr[t.name] = true
			}
		}
	})
	return m.blockAddr[name]
}

// DropAttachments removes, from f's body, every instruction attachment
// (`, !kind !N`) of the given kinds. Each removal is its own edit, so
// redirected references in the same lines still apply; if f's body is
// later replaced, the replacement wins.
func (m *Module) DropAttachments(f *Func, kinds []string) {
	c := m.Chunks[f.Chunk]
	ScanAttachments(m.Text[c.BodyStart:c.End], func(start, end int, kind string, numbered bool) {
		if numbered && m.Text[c.BodyStart+start] == ',' && slices.Contains(kinds, kind) {
			m.edits = append(m.edits, edit{start: c.BodyStart + start, end: c.BodyStart + end})
		}
	})
}
