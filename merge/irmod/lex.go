package irmod

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/fmerge/rules_fmerge/merge/par"
)

// GlobalRef is one occurrence of a global identifier (`@name`) in the module
// text, outside strings and comments.
type GlobalRef struct {
	Start, End int    // byte range of the token, including '@'
	Name       string // decoded name (quotes and \XX escapes removed)
	Chunk      int    // index of the chunk that holds the token
	// Callee is set when the token is immediately followed by '(' inside a
	// function body: LLVM's printer writes a direct callee that way, and no
	// other use of a global value is printed so.
	Callee bool
	// Def is set for the token that names the global in its own definition
	// or declaration (`@g = ...`, `define ... @f(`, `declare ... @f(`).
	Def bool
}

// Chunk is a top-level piece of the module text. Function definitions are one
// chunk each (from "define" through the closing "}" line); every other run of
// lines is a chunk of kind ChunkOther.
type Chunk struct {
	Kind       ChunkKind
	Start, End int // byte range, End just past the trailing newline
	Line       int // 1-based line of Start
	// BodyStart is the offset just past the "{" line of a definition: the
	// header is Text[Start:BodyStart], the body Text[BodyStart:End].
	BodyStart int
}

// ChunkKind says what a chunk holds.
type ChunkKind int

const (
	ChunkOther ChunkKind = iota
	ChunkDefine
)

// splitChunks cuts text into chunks. A definition starts at a line beginning
// with "define " and ends at the first following line that is exactly "}",
// which is how LLVM prints functions (defineCutter).
func splitChunks(text []byte) ([]Chunk, error) {
	var chunks []Chunk
	var cut defineCutter
	var c Chunk
	line := 1
	otherStart, otherLine := 0, 1
	for pos := 0; pos < len(text); pos, line = lineEnd(text, pos), line+1 {
		eol := lineEnd(text, pos)
		opened, body, closed := cut.next(text[pos:eol])
		if opened {
			if pos > otherStart {
				chunks = append(chunks, Chunk{Kind: ChunkOther, Start: otherStart, End: pos, Line: otherLine})
			}
			c = Chunk{Kind: ChunkDefine, Start: pos, Line: line}
		}
		if body {
			c.BodyStart = eol
		}
		if closed {
			c.End = eol
			chunks = append(chunks, c)
			otherStart, otherLine = eol, line+1
		}
	}
	switch cut.state {
	case cutHeader:
		return nil, errorAt(c.Line, "function definition without a body")
	case cutBody:
		return nil, errorAt(c.Line, "function definition is not closed by a \"}\" line")
	}
	if len(text) > otherStart {
		chunks = append(chunks, Chunk{Kind: ChunkOther, Start: otherStart, End: len(text), Line: otherLine})
	}
	return chunks, nil
}

// defineCutter finds definitions line by line, for splitChunks and for
// text still arriving from a tool (runEarly): a definition opens at a
// line beginning with "define ", its header ends with the first line
// (that one included) whose last non-blank byte is "{" (the header spans
// lines only in hand-written IR), and it closes at the first following
// line that is exactly "}".
type defineCutter struct{ state int }

const (
	cutOutside = iota // between definitions
	cutHeader         // in a definition, before the line ending with "{"
	cutBody           // in a definition's body
)

// next moves over one line (with its line break, if any): opened when it
// starts a definition, body when the body starts after it, closed when it
// ends the definition.
func (d *defineCutter) next(line []byte) (opened, body, closed bool) {
	switch d.state {
	case cutOutside:
		if !bytes.HasPrefix(line, []byte("define ")) {
			return false, false, false
		}
		opened, d.state = true, cutHeader
		fallthrough
	case cutHeader:
		if bytes.HasSuffix(bytes.TrimRight(line, "\n\r \t"), []byte("{")) {
			body, d.state = true, cutBody
		}
	case cutBody:
		if string(bytes.TrimRight(line, "\r\n")) == "}" {
			closed, d.state = true, cutOutside
		}
	}
	return opened, body, closed
}

// lineEnd returns the offset just past the newline ending the line at pos.
func lineEnd(text []byte, pos int) int {
	if i := bytes.IndexByte(text[pos:], '\n'); i >= 0 {
		return pos + i + 1
	}
	return len(text)
}

// scanGlobalRefs finds every `@ident` token outside string literals and
// comments. chunks must cover text in order. The text is cut at chunk
// boundaries (line starts, outside any literal or comment) into parts
// scanned on up to jobs workers, and the parts' references joined in text
// order: the result does not depend on jobs.
func scanGlobalRefs(text []byte, chunks []Chunk, jobs int) []GlobalRef {
	n := max(1, min(jobs, len(chunks)/64))
	// Part k scans text[cut[k]:cut[k+1]], from chunk first[k] on.
	cut, first := make([]int, n+1), make([]int, n)
	cut[n] = len(text)
	for k, ci := 1, 0; k < n; k++ {
		for ci < len(chunks) && chunks[ci].Start < k*len(text)/n {
			ci++
		}
		first[k] = max(ci, first[k-1])
		cut[k] = len(text)
		if first[k] < len(chunks) {
			cut[k] = max(chunks[first[k]].Start, cut[k-1])
		}
	}
	parts := make([][]GlobalRef, n)
	par.Each(n, jobs, func(k int) { parts[k] = scanRefsIn(text, cut[k], cut[k+1], chunks, first[k], names{}) })
	return slices.Concat(parts...)
}

// scanRefsIn is scanGlobalRefs on text[from:to], whose first reference
// is in chunk ci or a later one.
func scanRefsIn(text []byte, from, to int, chunks []Chunk, ci int, in names) []GlobalRef {
	// Sized once (every '@' may start a reference): grown by appending,
	// the slice was copied and cleared a third of the index's time.
	refs := make([]GlobalRef, 0, bytes.Count(text[from:to], []byte("@")))
	lineStart, lineHasDef := -1, false
	// ls is the start of the line holding seen; the text between seen and
	// the next token is searched for a newline once, so that a line of
	// 100,000 references (a constant table) costs its length, not that
	// times the references.
	seen := from
	ls := bytes.LastIndexByte(text[:from], '\n') + 1
	scanGlobals(text[from:to], in, func(start, end int, name string) {
		start, end = start+from, end+from
		if i := bytes.LastIndexByte(text[seen:start], '\n'); i >= 0 {
			ls = seen + i + 1
		}
		seen = start
		if ls != lineStart {
			lineStart = ls
			lineHasDef = bytes.HasPrefix(text[ls:], []byte("define ")) || bytes.HasPrefix(text[ls:], []byte("declare "))
		}
		for ci+1 < len(chunks) && chunks[ci].End <= start {
			ci++
		}
		c := chunks[ci]
		inBody := c.Kind == ChunkDefine && start >= c.BodyStart
		refs = append(refs, GlobalRef{
			Start: start, End: end, Name: name, Chunk: ci,
			Callee: inBody && end < len(text) && text[end] == '(',
			Def:    start == lineStart || lineHasDef,
		})
		lineHasDef = false
	})
	return refs
}

// ScanGlobals calls fn, in order, for every global identifier in text
// (`@name`, `@"quoted name"`, `@12`) outside string literals and comments,
// with its span [start, end) ('@' and quotes included) and its name as
// llir and Module.Func know it (\XX escapes decoded). It is fmerge's one
// global-name scanner: the module's reference index, similar merging's
// scratch modules and its value-reference checks all read names with it,
// so that an escaped name (`@"\01foo"`) means the same everywhere. An
// unclosed quote ends the scan.
func ScanGlobals[T ~string | ~[]byte](text T, fn func(start, end int, name string)) {
	scanGlobals(text, nil, fn)
}

// scanGlobals is ScanGlobals giving names from in (nil: new strings).
func scanGlobals[T ~string | ~[]byte](text T, in names, fn func(start, end int, name string)) {
	scanCode(text, '@', func(i int) int {
		end, name, ok := globalTokenIn(text, i, in)
		if !ok {
			return i + 1
		}
		fn(i, end, name)
		return end
	})
}

// scanCode calls visit(i) for every byte i of text equal to c outside
// string literals and comments; visit returns where to go on from. An
// unclosed string ends the scan. The token scanners of this package all
// walk the text with it, so they agree on what is code (c is neither a
// quote nor a semicolon). It looks for the next c, quote and semicolon
// with IndexByte, which compares many bytes at once, and remembers each
// until it is passed, so the text is read about three times in all,
// however its tokens fall: over yaml-cpp's 96.7 MB, 25 ms against 76 ms
// one byte at a time (the reference index reads every body with it).
func scanCode[T ~string | ~[]byte](text T, c byte, visit func(i int) int) {
	view := asString(text)
	n := len(view)
	nextC, nextQuote, nextSemi := -1, -1, -1
	next := func(pos *int, b byte, from int) {
		if *pos < from { // passed: look again (n, not found, never is)
			if k := strings.IndexByte(view[from:], b); k >= 0 {
				*pos = from + k
			} else {
				*pos = n
			}
		}
	}
	for i := 0; i < n; {
		next(&nextC, c, i)
		next(&nextQuote, '"', i)
		next(&nextSemi, ';', i)
		p := min(nextC, nextQuote, nextSemi)
		switch {
		case p == n:
			return
		case p == nextQuote:
			j := strings.IndexByte(view[p+1:], '"')
			if j < 0 {
				return
			}
			i = p + j + 2
		case p == nextSemi:
			j := strings.IndexByte(view[p:], '\n')
			if j < 0 {
				return
			}
			i = p + j + 1
		default:
			i = visit(p)
		}
	}
}

// asString is text as a string sharing its bytes, for the string
// package's searches: a string's header is a prefix of a slice's. The
// text must not change while the result is in use (scanCode only reads).
func asString[T ~string | ~[]byte](text T) string {
	return *(*string)(unsafe.Pointer(&text))
}

// GlobalNames lists the names of the global identifiers in text, in
// order, repeats included (ScanGlobals).
func GlobalNames[T ~string | ~[]byte](text T) []string {
	var out []string
	ScanGlobals(text, func(_, _ int, name string) { out = append(out, name) })
	return out
}

// globalToken decodes the identifier starting with '@' at i. Names are
// either quoted (`@"a b"`, with \XX escapes) or made of [-a-zA-Z$._0-9].
func globalToken[T ~string | ~[]byte](text T, i int) (end int, name string, ok bool) {
	return globalTokenIn(text, i, nil)
}

// names interns global names: a module names most globals many times,
// and the reference index holds a name per reference.
type names map[string]string

// intern returns the string of b from in, adding it if need be (in nil:
// a new string).
func intern[T ~string | ~[]byte](in names, b T) string {
	if in == nil {
		return string(b)
	}
	if s, ok := in[asString(b)]; ok {
		return s
	}
	s := string(b)
	in[s] = s
	return s
}

// globalTokenIn is globalToken giving names from in.
func globalTokenIn[T ~string | ~[]byte](text T, i int, in names) (end int, name string, ok bool) {
	j := i + 1
	if j < len(text) && text[j] == '"' {
		k := indexByte(text[j+1:], '"')
		if k < 0 {
			return 0, "", false
		}
		end = j + 1 + k + 1
		return end, unescape(text[j+1 : end-1]), true
	}
	for j < len(text) && IsIdentChar(text[j]) {
		j++
	}
	if j == i+1 {
		return 0, "", false
	}
	return j, intern(in, text[i+1:j]), true
}

func indexByte[T ~string | ~[]byte](s T, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// SplitArgs reads the argument list starting at text[open] == '(' and
// returns the offset of the matching ')' and the top-level arguments. The
// list may span lines (LLVM prints it on one, but hand-written IR need
// not); comments are dropped and each argument's whitespace runs, newlines
// included, become single spaces, so the rewritten call is one line. It is
// fmerge's one splitter of bracketed lists: call arguments, and define
// headers' parameter lists.
func SplitArgs[T ~string | ~[]byte](text T, open int) (int, []string, error) {
	if open >= len(text) || text[open] != '(' {
		return 0, nil, fmt.Errorf("no argument list")
	}
	depth := 0
	var args []string
	var cur strings.Builder
	flush := func() {
		if a := strings.Join(strings.Fields(cur.String()), " "); a != "" {
			args = append(args, a)
		}
		cur.Reset()
	}
	for i := open; i < len(text); i++ {
		switch c := text[i]; c {
		case '"':
			j := indexByte(text[i+1:], '"')
			if j < 0 {
				return 0, nil, fmt.Errorf("unterminated string")
			}
			cur.WriteString(string(text[i : i+j+2]))
			i += j + 1
			continue
		case ';':
			j := indexByte(text[i:], '\n')
			if j < 0 {
				return 0, nil, fmt.Errorf("argument list not closed")
			}
			i += j - 1 // the newline itself is whitespace
			continue
		case '(', '[', '{', '<':
			depth++
			if depth == 1 {
				continue
			}
		case ')', ']', '}', '>':
			depth--
			if depth == 0 {
				flush()
				return i, args, nil
			}
		case ',':
			if depth == 1 {
				flush()
				continue
			}
		}
		cur.WriteByte(text[i])
	}
	return 0, nil, fmt.Errorf("argument list not closed")
}

// ScanLocals calls fn with the span [start, end) of every %-token in text
// (%name, %"quoted name", %12), sigil and quotes included: the types and
// local values a piece of IR names. An unclosed quote ends the scan.
func ScanLocals[T ~string | ~[]byte](text T, fn func(start, end int)) {
	for i := 0; i < len(text); i++ {
		if text[i] != '%' {
			continue
		}
		n, ok := LocalToken(text[i:])
		if !ok && n == 0 {
			return // an unterminated quoted name
		}
		if ok {
			fn(i, i+n)
		}
		i += max(n, 1) - 1
	}
}

// LocalToken returns the length of the local identifier (%name or
// %"quoted name") text starts with, and whether there is one. A '%'
// followed by no name gives (1, false); an unterminated quoted name
// (0, false).
func LocalToken[T ~string | ~[]byte](text T) (n int, ok bool) {
	if len(text) == 0 || text[0] != '%' {
		return 0, false
	}
	j := 1
	if j < len(text) && text[j] == '"' {
		k := indexByte(text[j+1:], '"')
		if k < 0 {
			return 0, false
		}
		return j + 1 + k + 1, true
	}
	for j < len(text) && IsIdentChar(text[j]) {
		j++
	}
	return j, j > 1
}

// IsIdentChar reports the bytes of an unquoted LLVM identifier after its
// sigil (@name, %name).
func IsIdentChar(b byte) bool { return identChar[b] }

// identChar is IsIdentChar's table: one load per byte, not seven
// comparisons (mangled C++ names are long, and every one is read).
var identChar = func() (t [256]bool) {
	for b := range 256 {
		c := byte(b)
		t[b] = c == '-' || c == '$' || c == '.' || c == '_' ||
			('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9')
	}
	return t
}()

// unescape decodes LLVM's \XX and \\ escapes in a quoted name.
func unescape[T ~string | ~[]byte](s T) string {
	if indexByte(s, '\\') < 0 {
		return string(s)
	}
	var out []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && s[i+1] == '\\' {
			out = append(out, '\\')
			i++
			continue
		}
		if s[i] == '\\' && i+2 < len(s) {
			if v, err := strconv.ParseUint(string(s[i+1:i+3]), 16, 8); err == nil {
				out = append(out, byte(v))
				i += 2
				continue
			}
		}
		out = append(out, s[i])
	}
	return string(out)
}

// GlobalIdent returns the textual identifier for a global name, quoted when
// LLVM would quote it.
func GlobalIdent(name string) string {
	plain := name != ""
	for i := 0; i < len(name); i++ {
		if !IsIdentChar(name[i]) {
			plain = false
			break
		}
	}
	if plain && !(name[0] >= '0' && name[0] <= '9') {
		return "@" + name
	}
	var b []byte
	b = append(b, '@', '"')
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c == '"' || c == '\\' || c < 0x20 || c >= 0x7f {
			b = append(b, '\\', "0123456789ABCDEF"[c>>4], "0123456789ABCDEF"[c&15])
			continue
		}
		b = append(b, c)
	}
	return string(append(b, '"'))
}

// InstKeyword returns the span of an instruction line's keyword (its
// opcode word: "add", "call", "store", ...): after the indentation, the
// result ("%x = ") if any, and a tail-call marker. ok is false for a line
// that starts with a local but has no " = " (the continuation of a
// multi-line instruction). The word ends at a space, a comma or the end of
// the line; the caller judges whether it is an opcode.
func InstKeyword[T ~string | ~[]byte](line T) (start, end int, ok bool) {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	if i < len(line) && line[i] == '%' {
		eq := i
		if eq+1 < len(line) && line[eq+1] == '"' {
			// A quoted name may hold " = ": start after its closing quote.
			if q := indexByte(line[eq+2:], '"'); q >= 0 {
				eq += 2 + q + 1
			}
		}
		for eq+3 <= len(line) && !(line[eq] == ' ' && line[eq+1] == '=' && line[eq+2] == ' ') {
			eq++
		}
		if eq+3 > len(line) {
			return 0, 0, false
		}
		i = eq + 3
	}
	for _, p := range []string{"tail ", "musttail ", "notail "} {
		if len(line)-i >= len(p) && string(line[i:i+len(p)]) == p {
			i += len(p)
			break
		}
	}
	end = i
	for end < len(line) && line[end] != ' ' && line[end] != ',' && line[end] != '\n' && line[end] != '\r' {
		end++
	}
	return i, end, true
}

// IsCallOrInvoke reports whether an instruction line is a call or an
// invoke (not a callbr, whose label lists fmerge does not rewrite).
func IsCallOrInvoke(line []byte) bool {
	start, end, ok := InstKeyword(line)
	if !ok {
		return false
	}
	w := string(line[start:end])
	return w == "call" || w == "invoke"
}

// Anonymized is text with every global identifier replaced by @N, N the
// index of the name's first appearance, and those names in that order. Two
// texts with equal Anonymized forms differ only in which globals they name
// (used to compile one of several such functions to learn all their
// sizes).
func Anonymized(text string) (anon string, names []string) {
	index := map[string]int{}
	var b strings.Builder
	b.Grow(len(text))
	last := 0
	ScanGlobals(text, func(start, end int, name string) {
		n, ok := index[name]
		if !ok {
			n = len(names)
			index[name] = n
			names = append(names, name)
		}
		b.WriteString(text[last:start])
		b.WriteString("@" + strconv.Itoa(n))
		last = end
	})
	b.WriteString(text[last:])
	return b.String(), names
}
