package irmod

import (
	"bytes"
	"strings"
)

// canonicalLayout reports whether text is laid out as LLVM prints a module,
// which the chunker and the line-based sanitizer rely on: no carriage
// returns or tabs; every `define` header on one line ending in "{" with no
// comment; every body closed by a line that is exactly "}"; no `define`,
// `declare` or stray "}" inside a body; each body line holding at most
// one instruction result (`%x = `, with single spaces); and outside bodies
// every line a whole entity (topLevelLine). Hand-written IR that breaks
// any of these is valid for LLVM and is printed again by it (see
// parseChecked) rather than refused or misread.
func canonicalLayout(text []byte) bool {
	if bytes.IndexByte(text, '\r') >= 0 || bytes.IndexByte(text, '\t') >= 0 {
		return false
	}
	inBody := false
	for pos := 0; pos < len(text); {
		eol := lineEnd(text, pos)
		line := bytes.TrimRight(text[pos:eol], "\n")
		pos = eol
		switch {
		case !inBody && bytes.HasPrefix(line, []byte("define ")):
			code := CodePart(line)
			if len(code) != len(line) || !bytes.HasSuffix(bytes.TrimRight(code, " "), []byte("{")) {
				return false
			}
			inBody = true
		case !inBody:
			if !topLevelLine(CodePart(line)) {
				return false
			}
		case string(line) == "}":
			inBody = false
		case bytes.HasPrefix(line, []byte("define ")) || bytes.HasPrefix(line, []byte("declare ")):
			return false
		default:
			code := CodePart(line)
			if bytes.IndexByte(code, '}') >= 0 && !balancedBraces(code) {
				return false
			}
			if bytes.Count(code, []byte(" = ")) > 1 || bytes.Contains(code, []byte("  =")) || bytes.Contains(code, []byte("=  ")) {
				return false
			}
		}
	}
	return !inBody
}

// CodePart returns line up to a comment, skipping quoted strings.
func CodePart[T ~string | ~[]byte](line T) T {
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '"':
			j := indexByte(line[i+1:], '"')
			if j < 0 {
				return line
			}
			i += j + 1
		case ';':
			return line[:i]
		}
	}
	return line
}

// topLevelLine reports whether code (a line outside any body, comment cut)
// is one whole entity as LLVM prints it: blank, or flush left, starting
// as LLVM starts one (a named or numbered global, type, comdat, metadata
// node or summary entry, with its single-spaced " = "; a declaration,
// attribute group, target, source file name, module asm or use-list
// order), with no bracket or string left open. Anything else continues
// an entity over lines, which the chunker and the line-based sanitizer,
// reading a line at a time, would take apart; and a node written `!7=`
// would escape the metadata numbering fmerge appends after.
func topLevelLine(code []byte) bool {
	if len(bytes.TrimRight(code, " ")) == 0 {
		return len(code) == 0 // a line of spaces is indentation
	}
	switch code[0] {
	case '@', '%', '$', '!', '^':
		if !bytes.Contains(code, []byte(" = ")) {
			return false
		}
	default:
		ok := false
		for _, w := range []string{"declare ", "attributes ", "target ", "source_filename ", "module asm ", "uselistorder"} {
			ok = ok || bytes.HasPrefix(code, []byte(w))
		}
		if !ok {
			return false
		}
	}
	return balancedBrackets(code)
}

// balancedBrackets reports whether code leaves no bracket of LLVM's
// syntax open and closes none it did not open: (), [], {} and <> (vectors,
// packed structs), each counted on its own, and no string open.
func balancedBrackets(code []byte) bool {
	const opening, closing = "([{<", ")]}>"
	var depth [4]int
	for {
		i := bytes.IndexAny(code, `"([{<)]}>`) // a -g module's metadata is most of its text
		if i < 0 {
			return depth == [4]int{}
		}
		c := code[i]
		code = code[i+1:]
		if c == '"' {
			j := bytes.IndexByte(code, '"')
			if j < 0 {
				return false // a string over lines
			}
			code = code[j+1:]
		} else if k := strings.IndexByte(opening, c); k >= 0 {
			depth[k]++
		} else if k := strings.IndexByte(closing, c); k >= 0 {
			if depth[k]--; depth[k] < 0 {
				return false
			}
		}
	}
}

// balancedBraces reports whether every "}" of code closes a "{" of the same
// line (a struct type or constant), so none can end the function.
func balancedBraces(code []byte) bool {
	depth := 0
	for i := 0; i < len(code); i++ {
		switch code[i] {
		case '"':
			j := bytes.IndexByte(code[i+1:], '"')
			if j < 0 {
				return depth == 0
			}
			i += j + 1
		case '{':
			depth++
		case '}':
			depth--
			if depth < 0 {
				return false
			}
		}
	}
	return depth == 0
}
