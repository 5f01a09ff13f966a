package irmod

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// DropFuncAttr records the edit that takes the keyword function attribute
// word (say "norecurse") off f's definition in the output. Written in
// the header, the word goes; held by an attribute group #N, the header
// names instead a group that is #N's text without the word, added to the
// module once per group and word (AttrGroupWithout) when the edit is
// recorded, so that rendering never adds text. Other functions naming #N
// keep it. ok is false when f's header cannot be read.
func (m *Module) DropFuncAttr(f *Func, word string) (ok bool) {
	h, ok := m.HeaderOf(f)
	if !ok {
		return false
	}
	groups := map[string]string{}
	for _, t := range h.attrTokens() {
		if id, isGroup := strings.CutPrefix(t.text, "#"); isGroup {
			if n := m.AttrGroupWithout(id, word); n != id {
				groups[t.text] = "#" + n
			}
		}
	}
	return m.EditHeader(f, func(h Header) Header { return h.withoutFuncAttr(word, groups) })
}

// AttrGroupWithout returns the number of an attribute group holding what
// group #id holds but the keyword attribute word: id itself when #id has
// no such word (or the module no such group), else a new group, written
// after the last definition and numbered past every group of the module,
// made once and reused.
func (m *Module) AttrGroupWithout(id, word string) string {
	key := id + " " + word
	if n, ok := m.groupsWithout[key]; ok {
		return n
	}
	n := id
	if line, ok := m.attrGroupLine(id); ok {
		open, close := bytes.IndexByte(line, '{'), bytes.LastIndexByte(line, '}')
		if open >= 0 && close > open {
			inner := string(line[open+1 : close])
			if kept, cut := withoutWord(inner, word); cut {
				if m.nextGroup == 0 {
					m.nextGroup = m.maxAttrGroup() + 1
				}
				n = strconv.Itoa(m.nextGroup)
				m.nextGroup++
				m.Append(fmt.Sprintf("attributes #%s = {%s}\n", n, kept))
			}
		}
	}
	if m.groupsWithout == nil {
		m.groupsWithout = map[string]string{}
	}
	m.groupsWithout[key] = n
	return n
}

// attrGroupLine returns the line defining attribute group #id, as written.
func (m *Module) attrGroupLine(id string) (line []byte, ok bool) {
	prefix := []byte("attributes #" + id)
	m.otherLines(func(l []byte) bool {
		if rest, has := bytes.CutPrefix(l, prefix); has && len(rest) > 0 && (rest[0] == ' ' || rest[0] == '=') {
			line, ok = l, true
			return false
		}
		return true
	})
	return line, ok
}

// maxAttrGroup is the highest attribute group number the module defines
// (-1 for none).
func (m *Module) maxAttrGroup() int {
	max := -1
	m.otherLines(func(l []byte) bool {
		if rest, has := bytes.CutPrefix(l, []byte("attributes #")); has {
			end := 0
			for end < len(rest) && rest[end] >= '0' && rest[end] <= '9' {
				end++
			}
			if n, err := strconv.Atoi(string(rest[:end])); err == nil && n > max {
				max = n
			}
		}
		return true
	})
	return max
}

// attrToken is one blank-separated token of attribute text, at
// [start, end): a keyword, `kw(args)`, `"key"="value"` or `#N`.
type attrToken struct {
	start, end int
	text       string
}

// splitAttrTokens cuts s at blanks outside quotes and parentheses;
// comments (";" to the end of the line) are no tokens.
func splitAttrTokens(s string) []attrToken {
	var out []attrToken
	for i := 0; i < len(s); {
		switch s[i] {
		case ' ', '\t', '\n', '\r':
			i++
			continue
		case ';':
			for i < len(s) && s[i] != '\n' {
				i++
			}
			continue
		}
		start, depth, quoted := i, 0, false
		for ; i < len(s); i++ {
			c := s[i]
			if quoted {
				quoted = c != '"'
				continue
			}
			switch c {
			case '"':
				quoted = true
			case '(':
				depth++
			case ')':
				depth--
			}
			if depth <= 0 && (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
				break
			}
		}
		out = append(out, attrToken{start, i, s[start:i]})
	}
	return out
}

// withoutWord returns attribute text s without its tokens equal to word,
// and whether there was one.
func withoutWord(s, word string) (string, bool) {
	cut := false
	ts := splitAttrTokens(s)
	slices.Reverse(ts) // edits from the end keep earlier offsets valid
	for _, t := range ts {
		if t.text == word {
			s = s[:t.start] + strings.TrimLeft(s[t.end:], " ")
			cut = true
		}
	}
	return s, cut
}

// attrTokens are the header's tokens after the parameter list, up to the
// body's "{": function attributes, and the clauses after them (section,
// comdat, align, prefix, personality, attachments), which never hold a
// bare keyword attribute or a "#N" token.
func (h Header) attrTokens() []attrToken {
	ts := splitAttrTokens(h.text[h.paramsEnd:])
	for i := range ts {
		ts[i].start += h.paramsEnd
		ts[i].end += h.paramsEnd
	}
	return ts
}

// withoutFuncAttr drops the keyword attribute word written in the header
// and renames the attribute groups in groups ("#N" -> "#M").
func (h Header) withoutFuncAttr(word string, groups map[string]string) Header {
	ts := h.attrTokens()
	slices.Reverse(ts)
	for _, t := range ts {
		switch {
		case t.text == word:
			start := t.start
			if start > 0 && h.text[start-1] == ' ' {
				start--
			}
			h = h.splice(start, t.end, "")
		case groups[t.text] != "":
			h = h.splice(t.start, t.end, groups[t.text])
		}
	}
	return h
}
