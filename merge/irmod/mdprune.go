package irmod

import (
	"bytes"
	"slices"
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
	var defs []int // defs[id]: offset of the definition of !id, -1 if none
	var queue []int
	for pos := 0; pos < len(text); {
		eol := lineEnd(text, pos)
		line := text[pos:eol]
		if id, ok := metadataDefID(line); ok {
			for len(defs) <= id {
				defs = append(defs, -1)
			}
			defs[id] = pos
			if root != nil && root(line) {
				queue = append(queue, id)
			}
		} else if bytes.IndexByte(line, '!') >= 0 {
			queue = metadataRefs(line, queue)
		}
		pos = eol
	}
	reached := make([]bool, len(defs))
	for len(queue) > 0 {
		id := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if id >= len(defs) || defs[id] < 0 || reached[id] {
			continue
		}
		reached[id] = true
		queue = metadataRefs(text[defs[id]:lineEnd(text, defs[id])], queue)
	}
	// Definitions need not come in number order: cut them in text order.
	var dropped []int
	for id, at := range defs {
		if at >= 0 && !reached[id] {
			dropped = append(dropped, at)
		}
	}
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
