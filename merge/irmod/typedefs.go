package irmod

import "bytes"

// TypeDef is one named type definition as the module writes it. Code
// compiled apart from its module (similar merging's scratch modules) needs
// the definitions of the types it names; taking them from the text, not
// from llir's printer, keeps them exactly as LLVM wrote them.
type TypeDef struct {
	Name string // decoded, without the '%' (LocalName)
	Line string // "%T = type ...\n", as written
	// Refs are the definitions the body names, as indices in the list
	// TypeDefs returns.
	Refs []int
}

// TypeDefs returns the named type definitions in text order.
func (m *Module) TypeDefs() []TypeDef {
	var defs []TypeDef
	var bodies []string // what follows " = type " in each definition
	index := map[string]int{}
	m.otherLines(func(line []byte) bool {
		if len(line) < 2 || line[0] != '%' {
			return true
		}
		end := -1
		ScanLocals(line, func(start, e int) {
			if start == 0 && end < 0 {
				end = e
			}
		})
		if end < 0 || !bytes.HasPrefix(line[end:], []byte(" = type ")) {
			return true
		}
		name := LocalName(string(line[:end]))
		index[name] = len(defs)
		defs = append(defs, TypeDef{Name: name, Line: withNewline(line)})
		bodies = append(bodies, string(line[end+len(" = type "):]))
		return true
	})
	for i, body := range bodies {
		ScanLocals(body, func(start, end int) {
			if j, ok := index[LocalName(body[start:end])]; ok {
				defs[i].Refs = append(defs[i].Refs, j)
			}
		})
	}
	return defs
}

// AttrGroupDefs returns the attribute group definitions ("attributes #N =
// { ... }" lines) as written, in text order.
func (m *Module) AttrGroupDefs() string {
	var b bytes.Buffer
	m.otherLines(func(line []byte) bool {
		if bytes.HasPrefix(line, []byte("attributes #")) {
			b.WriteString(withNewline(line))
		}
		return true
	})
	return b.String()
}

// TargetLines returns the module's `target datalayout` and `target
// triple` lines as written, in text order: what a module compiled apart
// from it needs to be compiled for the same target.
func (m *Module) TargetLines() string {
	var b bytes.Buffer
	m.otherLines(func(line []byte) bool {
		if bytes.HasPrefix(line, []byte("target datalayout")) || bytes.HasPrefix(line, []byte("target triple")) {
			b.WriteString(withNewline(line))
		}
		return true
	})
	return b.String()
}

// otherLines calls fn with every line outside function definitions,
// newline included, in text order, until fn returns false.
func (m *Module) otherLines(fn func(line []byte) bool) {
	for _, c := range m.Chunks {
		if c.Kind != ChunkOther {
			continue
		}
		for pos := c.Start; pos < c.End; {
			eol := lineEnd(m.Text, pos)
			if !fn(m.Text[pos:eol]) {
				return
			}
			pos = eol
		}
	}
}

// LocalName decodes a %-token as ScanLocals spells it: `%"a\22b"` is the
// name a"b, `%T` is T.
func LocalName(tok string) string {
	if len(tok) >= 3 && tok[1] == '"' && tok[len(tok)-1] == '"' {
		return unescape(tok[2 : len(tok)-1])
	}
	if len(tok) > 0 && tok[0] == '%' {
		return tok[1:]
	}
	return tok
}

func withNewline(line []byte) string {
	if len(line) > 0 && line[len(line)-1] == '\n' {
		return string(line)
	}
	return string(line) + "\n"
}

// GlobalVariables returns the identifiers, as written (e.g. @x or
// @"a b"), of the global variables the module defines or declares: the
// top-level "@x = ... global|constant ..." lines. Aliases and ifuncs are
// not variables. LLVM prints a global's identifier the same way
// everywhere, so a reference in a body can be looked up as written.
func (m *Module) GlobalVariables() map[string]bool {
	vars := map[string]bool{}
	m.otherLines(func(line []byte) bool {
		if len(line) < 2 || line[0] != '@' {
			return true
		}
		end, _, ok := globalToken(line, 0)
		if !ok || !bytes.HasPrefix(line[end:], []byte(" = ")) {
			return true
		}
		if isVariableDef(line[end+len(" = "):]) {
			vars[string(line[:end])] = true
		}
		return true
	})
	return vars
}

// NamedByAlias reports whether an alias or ifunc of the module names the
// global name in its aliasee or resolver. LLVM's verifier refuses an alias
// whose aliasee is an interposable alias, so a function named so may not
// become one.
func (m *Module) NamedByAlias(name string) bool {
	for i := range m.EachUse(name) {
		if m.InAlias(m.Refs[i]) {
			return true
		}
	}
	return false
}

// InAlias reports whether reference r is in the definition of an alias or
// an ifunc (its aliasee or resolver). Such a symbol is defined in the
// section of the function it names, comdat group included.
func (m *Module) InAlias(r GlobalRef) bool {
	if m.Chunks[r.Chunk].Kind == ChunkDefine {
		return false
	}
	line := m.LineOf(r.Start)
	if len(line) == 0 || line[0] != '@' {
		return false
	}
	end, _, ok := globalToken(line, 0)
	if !ok || !bytes.HasPrefix(line[end:], []byte(" = ")) {
		return false
	}
	kw, _, _ := definitionKeyword(line, end+len(" = "))
	return kw == "alias" || kw == "ifunc"
}

// isVariableDef reports whether the text after "@x = " defines a global
// variable (variableKeywordEnd).
func isVariableDef(rest []byte) bool { return variableKeywordEnd(rest, 0) >= 0 }

// variableKeywordEnd returns the offset just past the global or constant
// keyword of a variable definition whose words after "@x = " start at
// line[i] (definitionKeyword); -1 when the line defines something else
// (an alias, an ifunc).
func variableKeywordEnd(line []byte, i int) int {
	switch kw, _, end := definitionKeyword(line, i); kw {
	case "global", "constant":
		return end
	}
	return -1
}

// definitionKeyword returns the keyword of a global definition whose words
// after "@x = " start at line[i] (global, constant, alias or ifunc), where
// it starts and just past it: it comes among the linkage, visibility and
// other words that precede the type. It is "" (and -1, -1) when the words
// end, or the type or a value comes, first.
func definitionKeyword(line []byte, i int) (kw string, start, end int) {
	for {
		for i < len(line) && isBlank(line[i]) {
			i++
		}
		j := i
		for j < len(line) && !isBlank(line[j]) {
			j++
		}
		switch w := string(line[i:j]); {
		case w == "global" || w == "constant" || w == "alias" || w == "ifunc":
			return w, i, j
		case w == "" || !IsIdentChar(w[0]) || w[0] == '-':
			return "", -1, -1
		}
		i = j
	}
}

// DataLayout returns the module's `target datalayout` string, or "".
func (m *Module) DataLayout() string {
	layout := ""
	prefix := []byte(`target datalayout = "`)
	m.otherLines(func(line []byte) bool {
		if bytes.HasPrefix(line, prefix) {
			s := line[len(prefix):]
			if end := bytes.IndexByte(s, '"'); end >= 0 {
				layout = string(s[:end])
			}
			return false
		}
		return true
	})
	return layout
}
