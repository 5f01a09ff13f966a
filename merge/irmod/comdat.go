package irmod

import (
	"bytes"
	"strings"
)

// ComdatLocals returns the names of the global values the module defines
// with local linkage (private or internal) inside a comdat group: the
// variables and functions that exist only while that group's copy in this
// object is the one the linker keeps.
//
// Code outside the group must not name them. When the linker keeps
// another object's copy of the group, it discards this one's sections,
// and a reference from a section it keeps ends in "relocation refers to a
// discarded section". A non-local member is safe to name: the reference
// goes through its symbol, which the kept copy defines. So a body that
// names a comdat local may not move out of its group (similar merging's
// merged function, identical merging's private body of an interposable
// pair), and a comdat-local function may not take calls from outside its
// group (identical merging's survivor).
func (m *Module) ComdatLocals() map[string]bool {
	locals := map[string]bool{}
	for ci, c := range m.Chunks {
		if c.Kind != ChunkDefine {
			continue
		}
		hdr := m.Text[c.Start:c.BodyStart]
		if !localWord(hdr[len("define "):]) || !hasComdatClause(hdr) {
			continue
		}
		if _, name, ok := m.DefineName(ci); ok {
			locals[name] = true
		}
	}
	m.otherLines(func(line []byte) bool {
		if len(line) < 2 || line[0] != '@' {
			return true
		}
		end, name, ok := globalToken(line, 0)
		if !ok || !bytes.HasPrefix(line[end:], []byte(" = ")) {
			return true
		}
		rest := line[end+len(" = "):]
		if localWord(rest) && isVariableDef(rest) && hasComdatClause(rest) {
			locals[name] = true
		}
		return true
	})
	return locals
}

// localWord reports whether words (a definition's words after "define "
// or "@x = ") start with a local linkage: LLVM prints the linkage first.
func localWord(words []byte) bool {
	return bytes.HasPrefix(words, []byte("private ")) || bytes.HasPrefix(words, []byte("internal "))
}

// hasComdatClause reports whether text (a define header, or a global
// variable's line) has a comdat clause: the word `comdat` outside quoted
// strings and comments, not part of a longer name.
func hasComdatClause(text []byte) bool {
	found := false
	scanCode(text, 'c', func(i int) int {
		if found {
			return len(text)
		}
		const kw = "comdat"
		if bytes.HasPrefix(text[i:], []byte(kw)) && i > 0 && strings.IndexByte(" ,\t", text[i-1]) >= 0 {
			after := i + len(kw)
			if after == len(text) || !IsIdentChar(text[after]) {
				found = true
				return len(text)
			}
		}
		return i + 1
	})
	return found
}
