package irmod

import (
	"bytes"
	"strings"
)

// Declarations of a module's globals for code compiled apart from it (the
// scratch modules similar merging measures and reads merged code in).
// They are cut out of the module's own text, so every type is spelled as
// LLVM printed it: nothing goes through the IR library's printer.

// Declarations returns a declaration of every function (defined or
// declared), global variable and alias of m, by name (unescaped):
//
//	declare RET @f(T1, T2, ...)                          functions, by their types alone
//	@g = external [thread_local...] [addrspace(N)] global T   variables and aliases of data
//
// An alias of data keeps its thread-local model and its aliasee's address
// space. An alias of a function is declared as a function. Ifuncs and anything
// whose text is not understood are left out (no declaration: code naming
// them is not compiled apart).
func (m *Module) Declarations() map[string]string {
	decls := map[string]string{}
	for _, f := range m.Funcs {
		if f.Chunk < 0 {
			continue // declared functions: their declare lines, below
		}
		c := m.Chunks[f.Chunk]
		r := m.Refs[f.DefRef]
		if d, ok := funcDeclaration(m.Text[c.Start:c.BodyStart], r.Start-c.Start, f.Name); ok {
			decls[f.Name] = d
		}
	}
	m.otherLines(func(line []byte) bool {
		switch {
		case bytes.HasPrefix(line, []byte("declare ")):
			if at := bytes.IndexByte(line, '@'); at > 0 {
				if _, name, ok := globalToken(line, at); ok {
					if d, ok := funcDeclaration(line, at, name); ok {
						decls[name] = d
					}
				}
			}
		case len(line) > 1 && line[0] == '@':
			end, name, ok := globalToken(line, 0)
			if ok && bytes.HasPrefix(line[end:], []byte(" = ")) {
				if d, ok := globalDeclaration(line, end+len(" = "), name); ok {
					decls[name] = d
				}
			}
		}
		return true
	})
	return decls
}

// funcDeclaration declares the function whose define or declare line is
// line, its name token starting at at: the return type (the last type
// before the name) and the parameters' types.
func funcDeclaration(line []byte, at int, name string) (string, bool) {
	ret, ok := lastTypeBefore(line, len("declare"), at)
	if !ok {
		return "", false
	}
	nameEnd, _, ok := globalToken(line, at)
	if !ok {
		return "", false
	}
	return declareFunc(ret, line, nameEnd, name)
}

// declareFunc declares name as a function returning ret whose parameter
// list starts at text[open]: each parameter ("T attrs %name") by its type,
// and "..." for a variadic list.
func declareFunc[T ~string | ~[]byte](ret string, text T, open int, name string) (string, bool) {
	_, params, err := SplitArgs(text, open)
	if err != nil {
		return "", false
	}
	types := make([]string, 0, len(params))
	for _, p := range params {
		if p == "..." {
			types = append(types, p)
			continue
		}
		end, ok := typeEnd([]byte(p), 0)
		if !ok {
			return "", false
		}
		types = append(types, p[:end])
	}
	return "declare " + ret + " " + GlobalIdent(name) + "(" + strings.Join(types, ", ") + ")", true
}

// lastTypeBefore returns the last type among the words of line[from:to]
// (linkage, visibility, calling convention, return attributes and the
// return type of a function header).
func lastTypeBefore(line []byte, from, to int) (string, bool) {
	last := ""
	for i := from; i < to; {
		for i < to && isBlank(line[i]) {
			i++
		}
		if i >= to {
			break
		}
		if line[i] != '"' && isTypeStart(line[i:to]) {
			end, ok := typeEnd(line, i)
			if !ok || end > to {
				return "", false
			}
			last, i = string(line[i:end]), end
			continue
		}
		j, ok := wordEnd(line, i)
		if !ok {
			return "", false
		}
		i = j
	}
	return last, last != ""
}

// wordEnd returns the end of the word at line[i] that is not a type (an
// attribute such as dereferenceable(8), a keyword, a number), skipping
// its bracketed and quoted parts.
func wordEnd(line []byte, i int) (int, bool) {
	for i < len(line) && !isBlank(line[i]) {
		switch line[i] {
		case '(':
			j, ok := closeBracket(line, i)
			if !ok {
				return 0, false
			}
			i = j
		case '"':
			k := bytes.IndexByte(line[i+1:], '"')
			if k < 0 {
				return 0, false
			}
			i += k + 2
		default:
			i++
		}
	}
	return i, true
}

// globalDeclaration declares the variable or alias defined on line, whose
// words after "@name = " start at line[i]: by the value type (an alias of
// a function as a function); ifuncs are not declared.
func globalDeclaration(line []byte, i int, name string) (string, bool) {
	kw, kwStart, k := definitionKeyword(line, i)
	if kw == "" || kw == "ifunc" {
		return "", false
	}
	end, ok := typeEnd(line, k)
	if !ok {
		return "", false
	}
	t := strings.TrimSpace(string(line[k:end]))
	words := variableWords(line[i:kwStart])
	if kw == "alias" {
		if open, ok := funcTypeParams(t); ok {
			return declareFunc(strings.TrimSpace(t[:open]), t, open, name)
		}
		// An alias of data is in its aliasee's address space, which only
		// the aliasee's pointer type says.
		as, ok := aliaseeAddrSpace(line, end)
		if !ok {
			return "", false
		}
		words += as
	}
	return GlobalIdent(name) + " = external " + words + "global " + t, true
}

// aliaseeAddrSpace returns "addrspace(N) " when the aliasee of an alias
// line, after its value type (which ends at line[i]), is in address space
// N other than 0, and "" when it is in address space 0: always, when no
// address space is written; else only a typed pointer ("T addrspace(N)*
// @g") is read, and a constant expression (whose result type would have
// to be worked out) is not declared.
func aliaseeAddrSpace(line []byte, i int) (string, bool) {
	rest := bytes.TrimLeft(line[i:], " \t")
	if !bytes.HasPrefix(rest, []byte(",")) {
		return "", false
	}
	rest = bytes.TrimLeft(rest[1:], " \t")
	if !bytes.Contains(rest, []byte("addrspace(")) {
		return "", true
	}
	end, ok := typeEnd(rest, 0)
	if !ok || !bytes.HasSuffix(bytes.TrimSpace(rest[:end]), []byte("*")) {
		return "", false
	}
	ptr := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(string(rest[:end])), "*"))
	k := strings.LastIndex(ptr, "addrspace(")
	if k < 0 || !strings.HasSuffix(ptr, ")") || strings.ContainsAny(ptr[k:], " *") || ptr[k:] == "addrspace(0)" {
		return "", true // the pointer itself is in address space 0
	}
	return ptr[k:] + " ", true
}

// variableWords keeps, of the words before a variable's global or
// constant keyword, those that change how code reaches it: its
// thread-local model and address space, each followed by a blank.
func variableWords(words []byte) string {
	var b strings.Builder
	for _, w := range strings.Fields(string(words)) {
		if strings.HasPrefix(w, "thread_local") || strings.HasPrefix(w, "addrspace(") {
			b.WriteString(w + " ")
		}
	}
	return b.String()
}

// funcTypeParams returns the offset of the parameter list of t, a whole
// type (typeEnd), when it is a function type ("RET (PARAMS)", not a
// pointer to one).
func funcTypeParams(t string) (int, bool) {
	if !strings.HasSuffix(t, ")") {
		return 0, false
	}
	depth := 0
	for i := len(t) - 1; i >= 0; i-- {
		switch t[i] {
		case ')', ']', '}', '>':
			depth++
		case '(', '[', '{', '<':
			depth--
			if depth == 0 {
				if t[i] != '(' || i == 0 {
					return 0, false
				}
				return i, true
			}
		case '"':
			j := strings.LastIndexByte(t[:i], '"')
			if j < 0 {
				return 0, false
			}
			i = j
		}
	}
	return 0, false
}
