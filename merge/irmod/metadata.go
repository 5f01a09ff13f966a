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
// part after "= "), or nil.
func (m *Module) MetadataText(id int) []byte {
	prefix := []byte(fmt.Sprintf("!%d = ", id))
	var def []byte
	m.otherLines(func(line []byte) bool {
		if bytes.HasPrefix(line, prefix) {
			def = bytes.TrimRight(line[len(prefix):], "\n")
			return false
		}
		return true
	})
	return def
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
	max := -1
	for pos := 0; pos < len(m.Text); pos = lineEnd(m.Text, pos) {
		if id, ok := metadataDefID(m.Text[pos:lineEnd(m.Text, pos)]); ok && id > max {
			max = id
		}
	}
	return max
}
