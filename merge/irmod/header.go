package irmod

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// Header is a function definition's header as text, from "define" through
// the "{" line, with the spans fmerge edits: the name token and the
// parameter list. It is fmerge's one model of a define header; its methods
// return changed copies and never touch the module.
//
// LLVM 14 prints a header as
//
//	define [linkage] [preemption] [visibility] [DLL storage] [cc] [ret attrs]
//	    <ret type> @<name>(<params>) [unnamed_addr] [addrspace] [fn attrs]
//	    [section "..."] [partition "..."] [comdat[($name)]] [align N] [gc "..."]
//	    [prefix C] [prologue C] [personality C] (!kind !N)* {
type Header struct {
	text               string
	nameStart, nameEnd int // the @name token
	paramsEnd          int // just past the parameter list's ')'
}

// HeaderOf returns f's define header as the input has it (edits not
// applied). ok is false when its parameter list cannot be delimited.
func (m *Module) HeaderOf(f *Func) (h Header, ok bool) {
	c := m.Chunks[f.Chunk]
	r := m.Refs[f.DefRef]
	h = Header{text: string(m.Text[c.Start:c.BodyStart]), nameStart: r.Start - c.Start, nameEnd: r.End - c.Start}
	close, _, err := SplitArgs(h.text, h.nameEnd)
	if err != nil {
		return Header{}, false
	}
	h.paramsEnd = close + 1
	// References after the parameters (personality, prefix, prologue)
	// may have been redirected: a header rewritten whole must say what
	// the output would, or the region edit would swallow theirs.
	from := c.Start + h.paramsEnd
	var redirected []edit
	for i := sort.Search(len(m.Refs), func(i int) bool { return m.Refs[i].Start >= from }); i < len(m.Refs) && m.Refs[i].Start < c.BodyStart; i++ {
		if k, ok := m.tokenEdit[m.Refs[i].Start]; ok {
			redirected = append(redirected, m.edits[k])
		}
	}
	for k := len(redirected) - 1; k >= 0; k-- {
		e := redirected[k]
		h.text = h.text[:e.start-c.Start] + e.text + h.text[e.end-c.Start:]
	}
	return h, true
}

// String is the header's text, "{" line included.
func (h Header) String() string { return h.text }

// splice replaces text[start:end] with s, keeping the spans after it.
// Text inserted (start == end) where a span ends goes after that span: a
// clause put just past the parameters (WithAlign) is not one of them, and
// a later change still finds it there.
func (h Header) splice(start, end int, s string) Header {
	d := len(s) - (end - start)
	h.text = h.text[:start] + s + h.text[end:]
	for _, p := range []*int{&h.nameStart, &h.nameEnd, &h.paramsEnd} {
		if *p > end || *p == end && start < end {
			*p += d
		}
	}
	return h
}

// Renamed names the function ident (a global identifier, '@' included).
func (h Header) Renamed(ident string) Header {
	h = h.splice(h.nameStart, h.nameEnd, ident)
	h.nameEnd = h.nameStart + len(ident)
	return h
}

// WithoutComdat drops the comdat clause: for a body that must not follow
// its comdat group's fate, or that is compiled alone.
func (h Header) WithoutComdat() Header {
	if _, start, end, ok := comdatClause([]byte(h.text[h.paramsEnd:]), ""); ok {
		return h.splice(h.paramsEnd+start, h.paramsEnd+end, "")
	}
	return h
}

// WithoutAttachments drops the function's metadata attachments of the
// given kinds (all when none is given).
func (h Header) WithoutAttachments(kinds ...string) Header {
	var cuts [][2]int
	ScanAttachments(h.text[h.paramsEnd:], func(start, end int, kind string, numbered bool) {
		if numbered && (len(kinds) == 0 || slices.Contains(kinds, kind)) {
			cuts = append(cuts, [2]int{h.paramsEnd + start, h.paramsEnd + end})
		}
	})
	for i := len(cuts) - 1; i >= 0; i-- {
		h = h.splice(cuts[i][0], cuts[i][1], "")
	}
	return h
}

// linkageWords are the header words before the return type that say how
// the symbol links and is seen: linkage, preemption, visibility, DLL
// storage.
var linkageWords = []string{"private", "internal", "weak", "weak_odr", "linkonce", "linkonce_odr", "common",
	"extern_weak", "external", "appending", "available_externally", "dso_local", "dso_preemptable",
	"hidden", "protected", "default", "dllimport", "dllexport"}

// Private gives the function private linkage in place of every linkage,
// preemption, visibility and DLL-storage word. ok is false when nothing
// but such words stands before the name (no return type: not a header).
func (h Header) Private() (Header, bool) {
	var kept []string
	for _, w := range strings.Fields(h.text[len("define "):h.nameStart]) {
		if !slices.Contains(linkageWords, w) {
			kept = append(kept, w)
		}
	}
	if len(kept) == 0 {
		return Header{}, false
	}
	return h.splice(0, h.nameStart, "define private "+strings.Join(kept, " ")+" "), true
}

// Internal turns private linkage into internal (a private function has no
// symbol, so its size cannot be read from an object file).
func (h Header) Internal() Header {
	if strings.HasPrefix(h.text, "define private ") {
		return h.splice(len("define "), len("define private"), "internal")
	}
	return h
}

// WithAlign sets the function's alignment to n: an existing `align N`
// clause after the parameters is rewritten, otherwise one is put where
// LLVM prints it (before gc, prefix, prologue, personality and
// attachments).
func (h Header) WithAlign(n uint64) Header {
	clause := fmt.Sprintf(" align %d", n)
	tail := h.text[h.paramsEnd:]
	if loc := fnAlign.FindStringIndex(tail); loc != nil {
		return h.splice(h.paramsEnd+loc[0], h.paramsEnd+loc[1], clause)
	}
	cut := len(tail) - len(" {\n")
	for _, kw := range []string{" gc ", " prefix ", " prologue ", " personality ", " !"} {
		if i := strings.Index(tail, kw); i >= 0 && i < cut {
			cut = i
		}
	}
	return h.splice(h.paramsEnd+cut, h.paramsEnd+cut, clause)
}

var fnAlign = regexp.MustCompile(` align \d+`)
