package irmod

import "bytes"

// Use-list order directives (LangRef: "Use-list Order Directives") fix
// the order of a value's uses, naming every use by its position, so a
// directive is invalid as soon as a use is added or removed: an edited
// module must not keep one whose value's uses an edit changed. They never
// change what a program does, only choices code generation makes (which
// block comes first, which register), and `opt -preserve-ll-uselistorder`
// writes them so that text gives the code bitcode would (the release
// recipe, LoadLTO).
//
// Module-level directives (`uselistorder` and `uselistorder_bb` lines
// outside definitions) order the uses of constants and globals, which
// any edit can change: an edited module drops them all. A definition's
// own (`uselistorder` lines in its body) order the uses of its arguments,
// instructions and blocks: a renamed reference or a new body leaves the
// others as they were, but a rewritten call (RedirectCall) rebuilds its
// arguments, so a body with one drops its directives.

// useListDrops returns the deletions that keep the directives of the text
// edits produce valid (none when there are no edits).
func (m *Module) useListDrops(edits []edit) []edit {
	if len(edits) == 0 && len(m.appended) == 0 && len(m.mdAppended) == 0 {
		return nil
	}
	var drops []edit
	rebuilt := map[int]bool{} // chunks holding a rewritten call
	for _, e := range edits {
		if !e.region && e.from == "" {
			rebuilt[m.chunkAt(e.start)] = true
		}
	}
	for ci, c := range m.Chunks {
		from, indented := c.Start, false
		switch {
		case c.Kind != ChunkDefine:
		case rebuilt[ci]:
			from, indented = c.BodyStart, true
		default:
			continue
		}
		for _, line := range directiveLines(m.Text[from:c.End], indented) {
			drops = append(drops, edit{start: from + line[0], end: from + line[1], region: true})
		}
	}
	return drops
}

// directiveLines returns the spans [start, end) of text's use-list order
// directive lines (newline included): unindented ones, or those indented
// by two blanks (in a body).
func directiveLines(text []byte, indented bool) [][2]int {
	prefix := "uselistorder"
	if indented {
		prefix = "  uselistorder"
	}
	var out [][2]int
	for start := 0; start < len(text); {
		end := lineEnd(text, start)
		line := text[start:end]
		if rest, ok := bytes.CutPrefix(line, []byte(prefix)); ok && (bytes.HasPrefix(rest, []byte(" ")) || bytes.HasPrefix(rest, []byte("_bb "))) {
			out = append(out, [2]int{start, end})
		}
		start = end
	}
	return out
}
