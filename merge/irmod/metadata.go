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
	at := 0
	if id >= 0 && id < len(m.mdAt) {
		at = m.mdAt[id]
	}
	if at == 0 {
		at = m.mdFar[id]
	}
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
// them; a number far past the count of lines read (hand-written IR may
// number as it likes) goes to a map instead. It records the highest
// number defined too (maxMetadataID), leading zero or not.
func (m *Module) indexMetadata() {
	m.mdFar, m.mdMax = map[int]int{}, -1
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
			if id > 2*len(m.mdAt)+1024 {
				if m.mdFar[id] == 0 {
					m.mdFar[id] = pos + 1
				}
				continue
			}
			for id >= len(m.mdAt) {
				m.mdAt = append(m.mdAt, 0)
			}
			if m.mdAt[id] == 0 {
				m.mdAt[id] = pos + 1
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
