package irmod

import (
	"bytes"
	"strconv"
	"strings"
)

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

// maxUseListDrops bounds how many directives readableUseLists drops one
// by one (each costs LLVM a read of the whole text) before it drops the
// module-level ones all at once.
const maxUseListDrops = 4

// readableUseLists returns text without the module-level use-list order
// directives LLVM itself cannot read back, and how many it dropped.
// LLVM 14's writer (opt -preserve-ll-uselistorder) can miscount the uses
// the reader will make of a constant: fmt 9.1.0's args-test, through the
// release recipe, gets `uselistorder i32 1` with 4,109 indexes where
// reading makes 4,110 uses, and every LLVM tool then refuses the text
// (the report's measure of the unmerged program; an output without
// edits, which keeps the directives). llvm-as reads the text, and while
// it stops at a module-level directive, that directive goes; a directive
// only orders uses, so the module means the same without it. Any other
// complaint is left to the stages that run LLVM on the module (opt wrote
// the text: none is expected).
func readableUseLists(text []byte, tools Tools) ([]byte, int) {
	if !bytes.Contains(text, []byte("\nuselistorder")) {
		return text, 0
	}
	for dropped := 0; ; dropped++ {
		_, err := run(text, tools.LLVMAs, "-disable-output", "-disable-verify", "-")
		if err == nil {
			return text, dropped
		}
		start, end, ok := useListErrorLine(text, err.Error())
		if !ok {
			return text, dropped
		}
		if dropped == maxUseListDrops {
			all := directiveLines(text, false)
			return dropDirectives(text, all), dropped + len(all)
		}
		text = dropDirectives(text, [][2]int{{start, end}})
	}
}

// useListErrorLine returns the span of the line an LLVM reader error
// (msg, "<stdin>:LINE:COL: error: ...") points at, if that line is a
// module-level use-list order directive.
func useListErrorLine(text []byte, msg string) (start, end int, ok bool) {
	_, after, found := strings.Cut(msg, "<stdin>:")
	if !found {
		return 0, 0, false
	}
	num, _, _ := strings.Cut(after, ":")
	line, err := strconv.Atoi(num)
	if err != nil || line < 1 {
		return 0, 0, false
	}
	for n := 1; start < len(text); n, start = n+1, end {
		end = lineEnd(text, start)
		if n == line {
			isDirective := len(directiveLines(text[start:end], false)) == 1
			return start, end, isDirective
		}
	}
	return 0, 0, false
}

// dropDirectives returns a copy of text without the given line spans (in
// text order).
func dropDirectives(text []byte, spans [][2]int) []byte {
	out := make([]byte, 0, len(text))
	from := 0
	for _, s := range spans {
		out = append(out, text[from:s[0]]...)
		from = s[1]
	}
	return append(out, text[from:]...)
}
