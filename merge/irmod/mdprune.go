package irmod

import (
	"bytes"
	"io"
	"slices"
	"strings"
)

// Numbered metadata that nothing reaches is dead weight for whoever reads a
// module: in a -g module most of the text is debug metadata (yaml-cpp with
// gtest: 1.27 million metadata lines, 112 of 294 MB), and most of it, the
// locations and variables of function bodies, is reached only from bodies
// the reader never sees (llir is given declarations for the functions it
// need not analyse, and its debug nodes are stubs; the verifier's check
// module replaces untouched bodies by `unreachable`). pruneMetadata drops
// such definitions before the text is read.

// pruneMetadata returns text without the numbered metadata definitions
// (`!N = ...` lines) that are not reachable from the rest of it: from any
// line that is not such a definition, and from the definitions root
// accepts (nil accepts none). It compacts text in place (the caller owns
// it). Each dropped definition leaves its line break, so line numbers in
// a reader's messages stay those of text. Dropping an unreachable
// definition never changes what the rest of the module means: metadata is
// referenced only by number, and a definition no kept text names is named
// by nothing at all.
func pruneMetadata(text []byte, root func(def []byte) bool) []byte {
	var defs mdNums[int] // 1+ the offset of the (last) definition of !id
	var queue []int
	for pos := 0; pos < len(text); {
		eol := lineEnd(text, pos)
		line := text[pos:eol]
		if id, ok := metadataDefID(line); ok {
			defs.set(id, pos+1)
			if root != nil && root(line) {
				queue = append(queue, id)
			}
		} else if bytes.IndexByte(line, '!') >= 0 {
			queue = metadataRefs(line, queue)
		}
		pos = eol
	}
	reached := reachMetadata(queue, func(id int) []byte {
		if at := defs.get(id) - 1; at >= 0 {
			return text[at:lineEnd(text, at)]
		}
		return nil
	})
	// Definitions need not come in number order: cut them in text order.
	var dropped []int
	defs.each(func(id, at int) {
		if !reached.get(id) {
			dropped = append(dropped, at-1)
		}
	})
	if len(dropped) == 0 {
		return text
	}
	slices.Sort(dropped)
	// Compact in place: the write position never passes the read one.
	w, last := 0, 0
	for _, at := range dropped {
		w += copy(text[w:], text[last:at])
		end := lineEnd(text, at)
		if text[end-1] == '\n' {
			text[w] = '\n'
			w++
		}
		last = end
	}
	w += copy(text[w:], text[last:])
	return text[:w]
}

// metadataDefID reports whether line defines numbered metadata, "!N = ...",
// and returns N.
func metadataDefID(line []byte) (int, bool) {
	id, _, ok := metadataDef(line)
	return id, ok
}

// metadataDef is the one reader of a numbered metadata definition's
// start: for "!N = rest" it returns N and rest. Numbers beyond 2^30 are
// refused (no module has that many nodes; the bound keeps N an int).
func metadataDef(line []byte) (id int, rest []byte, ok bool) {
	if len(line) < 2 || line[0] != '!' || line[1] < '0' || line[1] > '9' {
		return 0, nil, false
	}
	i := 1
	for ; i < len(line) && line[i] >= '0' && line[i] <= '9'; i++ {
		id = id*10 + int(line[i]-'0')
		if id > 1<<30 {
			return 0, nil, false
		}
	}
	rest, ok = bytes.CutPrefix(line[i:], []byte(" = "))
	return id, rest, ok
}

// reachMetadata returns the numbers reached from those in queue through
// the references of their definitions, the roots included; def gives the
// definition line of a number, nil if none (a number defined nowhere is
// not reached). pruneMetadata and pruneSink share it.
func reachMetadata(queue []int, def func(id int) []byte) mdNums[bool] {
	var reached mdNums[bool]
	for len(queue) > 0 {
		id := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if reached.get(id) {
			continue
		}
		if line := def(id); line != nil {
			reached.set(id, true)
			queue = metadataRefs(line, queue)
		}
	}
	return reached
}

// metadataRefs appends to ids the numbers of the metadata references
// (`!N`) in text, outside strings and comments (a metadata string `!"..."`
// may hold anything; its quotes are escaped inside).
func metadataRefs(text []byte, ids []int) []int {
	scanCode(text, '!', func(i int) int {
		id, j := 0, i+1
		for ; j < len(text) && text[j] >= '0' && text[j] <= '9'; j++ {
			id = id*10 + int(text[j]-'0')
			if id > 1<<30 {
				return j
			}
		}
		if j > i+1 {
			ids = append(ids, id)
		}
		return j
	})
	return ids
}

// pruneSink is pruneMetadata for a text given piece by piece (a sink), as
// the verifier's check module is rendered: lines before the first metadata
// definition go straight to w; from there on lines are held, the runs of
// the original text among them as offsets, until the end shows which
// definitions are reached. Its output is pruneMetadata's for the text its
// pieces make up, without that text ever being held: on the -g yaml-cpp
// build the check module is 0.3 GB.
type pruneSink struct {
	text []byte // what original pieces are offsets into
	w    io.Writer
	root func(def []byte) bool

	// The line being assembled: a run of text from start (copy nil), or
	// bytes copied once a written piece joined it.
	start, end int
	copy       []byte
	open       bool

	holding bool
	held    []heldRun
	// defAt identifies the last definition of each number: 1+ its offset
	// in text, or -(1+ its index in held) for a copied line; 0: none.
	defAt mdNums[int]
	queue []int
}

// heldRun is a run of whole lines of text, or one copied line (copy set).
type heldRun struct {
	start, end int
	copy       []byte
}

func newPruneSink(text []byte, w io.Writer, root func(def []byte) bool) *pruneSink {
	return &pruneSink{text: text, w: w, root: root}
}

func (p *pruneSink) original(start, end int) {
	for start < end {
		eol := bytes.IndexByte(p.text[start:end], '\n')
		stop := end
		if eol >= 0 {
			stop = start + eol + 1
		}
		switch {
		case !p.open:
			p.start, p.end, p.open = start, stop, true
		case p.copy == nil && p.end == start:
			p.end = stop
		default:
			p.toCopy()
			p.copy = append(p.copy, p.text[start:stop]...)
		}
		if eol >= 0 {
			p.endLine()
		}
		start = stop
	}
}

func (p *pruneSink) written(s string) {
	for s != "" {
		eol := strings.IndexByte(s, '\n')
		stop := len(s)
		if eol >= 0 {
			stop = eol + 1
		}
		p.toCopy()
		p.open = true
		p.copy = append(p.copy, s[:stop]...)
		if eol >= 0 {
			p.endLine()
		}
		s = s[stop:]
	}
}

// toCopy turns the line being assembled into copied bytes.
func (p *pruneSink) toCopy() {
	if p.open && p.copy == nil {
		p.copy = append([]byte{}, p.text[p.start:p.end]...)
	}
}

// endLine handles the assembled line: a definition is held and noted, any
// other line is read for references and written, or held once holding.
func (p *pruneSink) endLine() {
	line := p.copy
	if line == nil {
		line = p.text[p.start:p.end]
	}
	id, isDef := metadataDefID(line)
	if isDef {
		p.holding = true
		if p.copy == nil {
			p.defAt.set(id, 1+p.start)
		} else {
			p.defAt.set(id, -(1 + len(p.held)))
		}
		if p.root != nil && p.root(line) {
			p.queue = append(p.queue, id)
		}
	} else if bytes.IndexByte(line, '!') >= 0 {
		p.queue = metadataRefs(line, p.queue)
	}
	switch {
	case !p.holding:
		p.w.Write(line)
	case p.copy != nil:
		p.held = append(p.held, heldRun{copy: p.copy})
	case len(p.held) > 0 && p.held[len(p.held)-1].copy == nil && p.held[len(p.held)-1].end == p.start:
		p.held[len(p.held)-1].end = p.end
	default:
		p.held = append(p.held, heldRun{start: p.start, end: p.end})
	}
	p.copy, p.open = nil, false
}

// defLine is the text of the definition defAt identifies.
func (p *pruneSink) defLine(at int) []byte {
	if at > 0 {
		return p.text[at-1 : lineEnd(p.text, at-1)]
	}
	return p.held[-at-1].copy
}

// finish ends the last line and writes the held lines, each unreached
// definition as its line break alone.
func (p *pruneSink) finish() {
	if p.open {
		if p.copy == nil && p.end != lineEnd(p.text, p.start) {
			p.toCopy() // not a whole line of text: held lines of text are
		}
		p.endLine()
	}
	reached := reachMetadata(p.queue, func(id int) []byte {
		if at := p.defAt.get(id); at != 0 {
			return p.defLine(at)
		}
		return nil
	})
	p.queue = nil
	emit := func(line []byte, at int) {
		if id, ok := metadataDefID(line); ok && p.defAt.get(id) == at && !reached.get(id) {
			if line[len(line)-1] == '\n' {
				p.w.Write([]byte{'\n'})
			}
			return
		}
		p.w.Write(line)
	}
	for i, r := range p.held {
		if r.copy != nil {
			emit(r.copy, -(1 + i))
			continue
		}
		for pos := r.start; pos < r.end; {
			eol := lineEnd(p.text, pos)
			emit(p.text[pos:eol], 1+pos)
			pos = eol
		}
	}
	p.held, p.defAt = nil, mdNums[int]{}
}
