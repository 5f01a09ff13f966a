package irmod

import (
	"bytes"
	"regexp"
	"strconv"
)

// Sanitizing works around llir/llvm v0.3.6 defects before parsing. It edits
// only inside lines, so line numbers in llir's errors stay true, and it
// records what it removed (and what llir would silently drop) so the
// comparator can still see it. See docs/llir-defects.md.

// lineFacts is what sanitizing learned from one line.
type lineFacts struct {
	retAlign uint64 // stripped return-attribute align (define/declare/call/invoke)
	hasRet   bool   // the line is a call/invoke/callbr (retAlign is meaningful)
	atomic   bool   // atomicrmw or cmpxchg
	atomicAl uint64 // its align
}

var (
	atomicRe   = regexp.MustCompile(`^\s*(?:%[-\w$.]+|%"[^"]*"|%\d+)\s*=\s*(?:atomicrmw|cmpxchg)\b`)
	alignTail  = regexp.MustCompile(`, align (\d+)`)
	typeWordRe = regexp.MustCompile(`^(?:i\d+|void|half|bfloat|float|double|x86_fp80|fp128|ppc_fp128|x86_mmx|x86_amx|ptr|label|metadata|token)\b`)
)

// sanitizeLine returns the line to give llir and what was learned. The
// returned slice aliases line when nothing changes.
func sanitizeLine(line []byte, header bool) ([]byte, lineFacts) {
	var f lineFacts
	if m := atomicRe.Find(line); m != nil {
		f.atomic = true
		if all := alignTail.FindAllSubmatch(line, -1); len(all) > 0 {
			f.atomicAl, _ = strconv.ParseUint(string(all[len(all)-1][1]), 10, 64)
		}
		return line, f
	}
	var kwEnd int
	if header {
		kwEnd = len("define")
		if bytes.HasPrefix(line, []byte("declare")) {
			kwEnd = len("declare")
		}
	} else {
		kwEnd = callKeywordEnd(line)
		if kwEnd < 0 {
			return line, f
		}
		f.hasRet = true
	}
	out, al := stripRetAlign(line, kwEnd)
	f.retAlign = al
	return out, f
}

// callKeywordEnd returns the offset just past "call"/"invoke"/"callbr" when
// the line is such an instruction, else -1.
func callKeywordEnd(line []byte) int {
	start, end, ok := InstKeyword(line)
	if !ok || end >= len(line) || line[end] != ' ' {
		return -1
	}
	switch string(line[start:end]) {
	case "call", "invoke", "callbr":
		return end
	}
	return -1
}

// stripRetAlign removes an `align N` that stands among the words between the
// keyword and the return type: there it is a return attribute, which llir
// cannot parse. Words after the return type (parameter and function
// alignment) are left alone.
func stripRetAlign(line []byte, from int) ([]byte, uint64) {
	i := from
	for i < len(line) {
		for i < len(line) && line[i] == ' ' {
			i++
		}
		if i >= len(line) {
			break
		}
		w := i
		for i < len(line) && line[i] != ' ' {
			i++
		}
		word := line[w:i]
		if isTypeStart(word) {
			break
		}
		if string(word) != "align" {
			continue
		}
		j := i + 1
		k := j
		for k < len(line) && line[k] >= '0' && line[k] <= '9' {
			k++
		}
		if k == j {
			continue
		}
		v, _ := strconv.ParseUint(string(line[j:k]), 10, 64)
		out := make([]byte, 0, len(line))
		out = append(out, line[:w]...)
		for k < len(line) && line[k] == ' ' {
			k++
		}
		out = append(out, line[k:]...)
		return out, v
	}
	return line, 0
}

func isTypeStart(word []byte) bool {
	if len(word) == 0 {
		return true
	}
	switch word[0] {
	case '%', '@', '<', '{', '[', '"':
		return true
	}
	return typeWordRe.Match(word)
}

// unsupportedIn is unsupportedType over every line of text. Most bodies
// hold none of what it looks for, which a substring search rules out
// several times faster than the scan (mayBeUnsupported).
func unsupportedIn(text []byte) string {
	if !mayBeUnsupported(text) {
		return ""
	}
	return scanUnsupported(text)
}

// unsupportedWords are the type words unsupportedType reports.
var unsupportedWords = [][]byte{[]byte("ptr"), []byte("bfloat")}

// mayBeUnsupported reports whether text holds what unsupportedType can
// find: DIGenericSubrange metadata, or `ptr` or `bfloat` as a whole word
// (no identifier character either side; the scan reads identifiers whole).
// When it returns false, so does the scan.
func mayBeUnsupported(text []byte) bool {
	if bytes.Contains(text, []byte("!DIGenericSubrange(")) {
		return true
	}
	for _, w := range unsupportedWords {
		for i := 0; ; {
			j := bytes.Index(text[i:], w)
			if j < 0 {
				break
			}
			start, end := i+j, i+j+len(w)
			if (start == 0 || !IsIdentChar(text[start-1])) && (end == len(text) || !IsIdentChar(text[end])) {
				return true
			}
			i = end
		}
	}
	return false
}

// scanUnsupported runs unsupportedType on each line of text.
func scanUnsupported(text []byte) string {
	for pos := 0; pos < len(text); {
		eol := lineEnd(text, pos)
		if what := unsupportedType(text[pos:eol]); what != "" {
			return what
		}
		pos = eol
	}
	return ""
}

// unsupportedType finds a type word llir v0.3.6 cannot handle: `bfloat`
// (the library panics) and opaque `ptr` (LLVM 15 syntax, rejected). It skips
// strings and comments. It returns "" when the line is fine.
func unsupportedType(line []byte) string {
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case c == '"':
			j := bytes.IndexByte(line[i+1:], '"')
			if j < 0 {
				return ""
			}
			i += j + 1
		case c == ';':
			return ""
		case c == '!' && bytes.HasPrefix(line[i:], []byte("!DIGenericSubrange(")):
			return "DIGenericSubrange metadata"
		case c == '%' || c == '@' || c == '!' || c == '$' || c == '#':
			for i+1 < len(line) && IsIdentChar(line[i+1]) {
				i++
			}
		case IsIdentChar(c):
			j := i
			for j < len(line) && IsIdentChar(line[j]) {
				j++
			}
			switch string(line[i:j]) {
			case "bfloat":
				return "the bfloat type"
			case "ptr":
				return "opaque pointers (`ptr`, LLVM 15 syntax)"
			}
			i = j - 1
		}
	}
	return ""
}

// debugNodeStub returns the line to give llir in place of a numbered
// metadata definition of a specialized node (`!12 = distinct
// !DISubprogram(...)`, `!7 = !DILocation(...)`, any `!` followed by a
// capital letter): an empty tuple under the same number. Nothing fmerge
// analyses looks inside such nodes (the comparator compares the attachment
// kinds it reads, all plain tuples, and associates debug-intrinsic
// operands by number; printing shows a reference as its number), so
// parsing them only costs time: in a -g module they are most of the text.
// References keep resolving, and llir's defects in reading debug nodes
// (docs/llir-defects.md) cannot reach the analysis. ok is false for any
// other line, which is then parsed as written.
func debugNodeStub(line []byte) (stub []byte, ok bool) {
	_, rest, found := metadataDef(line)
	if !found {
		return nil, false
	}
	i := len(line) - len(rest) - len(" = ") // "!N" ends here
	rest = bytes.TrimPrefix(rest, []byte("distinct "))
	if len(rest) < 2 || rest[0] != '!' || rest[1] < 'A' || rest[1] > 'Z' {
		return nil, false
	}
	stub = make([]byte, 0, i+len(" = !{}\n"))
	stub = append(append(stub, line[:i]...), " = !{}"...)
	if line[len(line)-1] == '\n' {
		stub = append(stub, '\n')
	}
	return stub, true
}

// withoutDebugLoc returns an instruction line without its `, !dbg !N`
// location (LLVM prints it first among the attachments, so it is followed
// by the end of the line or another attachment), for llir only: nothing
// analysed reads a debug location (the comparator ignores them, as LLVM's
// does, and merged code is printed without attachments), and in a -g
// module reading them is a third of the parse. line is never modified.
func withoutDebugLoc(line []byte) []byte {
	i := bytes.LastIndex(line, []byte(", !dbg !"))
	if i < 0 {
		return line
	}
	end := -1
	ScanAttachments(line[i:], func(start, e int, kind string, numbered bool) {
		if start == 0 && kind == "dbg" && numbered {
			end = i + e
		}
	})
	if end < 0 {
		return line
	}
	if rest := line[end:]; len(bytes.TrimRight(rest, "\r\n")) != 0 && !bytes.HasPrefix(rest, []byte(", !")) {
		return line
	}
	return append(line[:i:i], line[end:]...)
}

// withoutInitializer returns a global variable's definition line with its
// initializer replaced by zeroinitializer, for llir only: nothing fmerge
// analyses reads an initializer through llir (references to globals are
// found in the text, and the output is the text), while C++ modules hold
// megabytes of vtables, type infos and strings that every llir read of
// the prelude would parse and keep (on yaml-cpp 4.4 MB of global lines,
// read again by every shard). The name, content type, address space and
// thread-local model, which code refers to, stay as written. A line that
// is not a variable definition, or whose type this reader does not
// follow, is returned as it is; line is never modified.
func withoutInitializer(line []byte) []byte {
	if len(line) < 2 || line[0] != '@' {
		return line
	}
	end, _, ok := globalToken(line, 0)
	if !ok || !bytes.HasPrefix(line[end:], []byte(" = ")) {
		return line
	}
	i := variableKeywordEnd(line, end+len(" = "))
	if i < 0 {
		return line
	}
	i, ok = typeEnd(line, i)
	if !ok {
		return line
	}
	for i < len(line) && line[i] == ' ' {
		i++
	}
	start := i
	i, ok = initializerEnd(line, start)
	if !ok || i == start {
		return line // a declaration, or a shape not followed
	}
	const zero = "zeroinitializer"
	if i-start <= len(zero) {
		return line
	}
	out := make([]byte, 0, len(line)-(i-start)+len(zero))
	out = append(append(append(out, line[:start]...), zero...), line[i:]...)
	return out
}

// typeEnd returns the offset just past the type starting at line[i]
// (after blanks): a word, a named type or a bracketed type, followed by
// any pointer stars, address spaces and parameter lists.
func typeEnd(line []byte, i int) (int, bool) {
	for i < len(line) && line[i] == ' ' {
		i++
	}
	if i >= len(line) {
		return 0, false
	}
	switch c := line[i]; {
	case c == '[' || c == '{' || c == '<':
		j, ok := closeBracket(line, i)
		if !ok {
			return 0, false
		}
		i = j
	case c == '%':
		n, ok := LocalToken(line[i:])
		if !ok {
			return 0, false
		}
		i += n
	case IsIdentChar(c):
		for i < len(line) && IsIdentChar(line[i]) {
			i++
		}
	default:
		return 0, false
	}
	for {
		j := i
		for j < len(line) && line[j] == ' ' {
			j++
		}
		switch {
		case j < len(line) && line[j] == '*':
			i = j + 1
		case j < len(line) && line[j] == '(':
			k, ok := closeBracket(line, j)
			if !ok {
				return 0, false
			}
			i = k
		case bytes.HasPrefix(line[j:], []byte("addrspace(")):
			k := bytes.IndexByte(line[j:], ')')
			if k < 0 {
				return 0, false
			}
			i = j + k + 1
		default:
			return i, true
		}
	}
}

// closeBracket returns the offset just past the bracket matching the one
// at line[open], skipping quoted text.
func closeBracket(line []byte, open int) (int, bool) {
	depth := 0
	for i := open; i < len(line); i++ {
		switch line[i] {
		case '"':
			j := bytes.IndexByte(line[i+1:], '"')
			if j < 0 {
				return 0, false
			}
			i += j + 1
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
			if depth == 0 {
				return i + 1, true
			}
		case '\n':
			return 0, false
		}
	}
	return 0, false
}

// initializerEnd returns the end of the initializer starting at
// line[start]: the first comma, attribute group or comment outside
// brackets and quotes, or the end of the line, less trailing blanks.
func initializerEnd(line []byte, start int) (int, bool) {
	depth := 0
	i := start
	for ; i < len(line); i++ {
		c := line[i]
		if c == '"' {
			j := bytes.IndexByte(line[i+1:], '"')
			if j < 0 {
				return 0, false
			}
			i += j + 1
			continue
		}
		if depth == 0 && (c == ',' || c == '#' || c == ';' || c == '\n' || c == '\r') {
			break
		}
		switch c {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			if depth--; depth < 0 {
				return 0, false
			}
		}
	}
	if depth != 0 {
		return 0, false
	}
	for i > start && line[i-1] == ' ' {
		i--
	}
	return i, true
}
