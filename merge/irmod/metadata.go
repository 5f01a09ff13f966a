package irmod

import (
	"bytes"
	"fmt"
	"strconv"
)

// Numbered metadata support for the little new metadata fmerge writes (debug
// locations for thunks). Existing metadata is never re-printed.

// FuncSubprogram returns the metadata ID of the definition's `!dbg`
// attachment (its DISubprogram), or -1.
func (m *Module) FuncSubprogram(f *Func) int {
	if f.Chunk < 0 {
		return -1
	}
	c := m.Chunks[f.Chunk]
	header := m.Text[c.Start:c.BodyStart]
	id := -1
	ScanAttachments(header, func(_, end int, kind string, numbered bool) {
		if kind == "dbg" && numbered && id < 0 {
			start := bytes.LastIndexByte(header[:end], '!') + 1
			id, _ = strconv.Atoi(string(header[start:end]))
		}
	})
	return id
}

// MetadataText returns the definition text of numbered metadata !id (the
// part after "= "), or nil. The definitions are found once (mdIndex): in a
// -g module each thunk's debug location looks one up among a million
// lines, and scanning them for each took the yaml-cpp -g build's identical
// merging from 0.3 to 1.4 s.
func (m *Module) MetadataText(id int) []byte {
	m.mdOnce.Do(m.indexMetadata)
	at := m.mdAt.get(id)
	if at == 0 {
		return nil
	}
	line := m.Text[at-1 : lineEnd(m.Text, at-1)]
	def, _ := bytes.CutPrefix(line, []byte(fmt.Sprintf("!%d = ", id)))
	return bytes.TrimRight(def, "\n")
}

// indexMetadata records, by metadata number, one past the offset of the
// first top-level line that defines it as LLVM spells it ("!N = ", no
// leading zero). LLVM numbers nodes densely from 0, so a slice holds
// them, and a map the numbers far past the others (mdNums). It records the highest
// number defined too (maxMetadataID), leading zero or not.
func (m *Module) indexMetadata() {
	m.mdMax = -1
	for _, c := range m.Chunks {
		if c.Kind != ChunkOther {
			continue
		}
		for pos := c.Start; pos < c.End; pos = lineEnd(m.Text, pos) {
			line := m.Text[pos:lineEnd(m.Text, pos)]
			id, _, ok := metadataDef(line)
			if ok {
				m.mdMax = max(m.mdMax, id)
			}
			if !ok || line[1] == '0' && line[2] != ' ' {
				continue
			}
			if m.mdAt.get(id) == 0 {
				m.mdAt.set(id, pos+1)
			}
		}
	}
}

// AddMetadata appends a new numbered metadata node and returns its
// identifier ("!N"), numbered after every existing one.
func (m *Module) AddMetadata(node string) string {
	if m.nextMD == 0 {
		m.nextMD = m.maxMetadataID() + 1
	}
	id := m.nextMD
	m.nextMD++
	m.mdAppended = append(m.mdAppended, fmt.Sprintf("!%d = %s\n", id, node))
	return fmt.Sprintf("!%d", id)
}

func (m *Module) maxMetadataID() int {
	m.mdOnce.Do(m.indexMetadata)
	return m.mdMax
}

// mdNums maps metadata numbers to values, the zero value meaning none.
// LLVM numbers nodes densely from 0, so a slice holds them; a number far
// past those held (IR written by hand may number as it likes: a module of
// the one line `!999999990 = !{}` is valid) goes to a map, so that no text
// makes fmerge hold more than in proportion to the text.
type mdNums[V comparable] struct {
	dense []V
	far   map[int]V
}

func (x *mdNums[V]) get(id int) V {
	if id >= 0 && id < len(x.dense) {
		return x.dense[id]
	}
	return x.far[id]
}

func (x *mdNums[V]) set(id int, v V) {
	if id >= len(x.dense) {
		if id > 2*len(x.dense)+1024 {
			if x.far == nil {
				x.far = map[int]V{}
			}
			x.far[id] = v
			return
		}
		// Grown at least twofold, so the far numbers now in range move
		// in a logarithmic number of times.
		n := max(id+1, 2*len(x.dense))
		x.dense = append(x.dense, make([]V, n-len(x.dense))...)
		for k, fv := range x.far {
			if k < n {
				x.dense[k] = fv
				delete(x.far, k)
			}
		}
	}
	x.dense[id] = v
}

// each calls fn for every number set to a value other than zero, in no
// particular order.
func (x *mdNums[V]) each(fn func(id int, v V)) {
	var zero V
	for id, v := range x.dense {
		if v != zero {
			fn(id, v)
		}
	}
	for id, v := range x.far {
		if v != zero {
			fn(id, v)
		}
	}
}
