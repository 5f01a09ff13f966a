package irmod

import "strings"

// Metadata attachments in IR text: `, !kind !N` after an instruction,
// ` !kind !N` in a define header. ScanAttachments is fmerge's one scanner
// for them: the allow-list reads their kinds with it, the identical stage
// drops hints with it, the parser hides debug locations from llir with it,
// and similar merging strips them from the code it measures.

// ScanAttachments calls fn, in order, for every metadata attachment in
// text outside string literals and comments: a '!' at the start of text or
// after a blank or ',', a metadata name (`[-a-zA-Z$._][-a-zA-Z$._0-9]*`),
// blanks, and the attached node's '!'. The span [start, end) runs from the
// ',' before the attachment (or, in a header, the first blank before it)
// through the node's number; numbered is false when the node is not a
// plain `!N` (then end is just past its '!'; LLVM prints attachments
// numbered, so only hand-written text has those). Kinds are for
// classifying; spans are for cutting attachments out.
func ScanAttachments[T ~string | ~[]byte](text T, fn func(start, end int, kind string, numbered bool)) {
	scanCode(text, '!', func(i int) int {
		if i > 0 && !isBlank(text[i-1]) && text[i-1] != ',' {
			return i + 1
		}
		j := i + 1
		if j >= len(text) || !isMetadataNameStart(text[j]) {
			return i + 1
		}
		for j < len(text) && (isMetadataNameStart(text[j]) || '0' <= text[j] && text[j] <= '9') {
			j++
		}
		k := j
		for k < len(text) && isBlank(text[k]) {
			k++
		}
		if k == j || k >= len(text) || text[k] != '!' {
			return j
		}
		end := k + 1
		for end < len(text) && '0' <= text[end] && text[end] <= '9' {
			end++
		}
		start := i
		for start > 0 && isBlank(text[start-1]) {
			start--
		}
		if start > 0 && text[start-1] == ',' {
			start--
		}
		fn(start, end, string(text[i+1:j]), end > k+1)
		return end
	})
}

// AttachmentKinds lists the kinds of the attachments in text, in order
// (ScanAttachments).
func AttachmentKinds[T ~string | ~[]byte](text T) []string {
	var out []string
	ScanAttachments(text, func(_, _ int, kind string, _ bool) { out = append(out, kind) })
	return out
}

// WithoutAttachments returns text with every numbered attachment cut out
// (ScanAttachments), for code compiled apart from its module's metadata.
func WithoutAttachments(text string) string {
	var b strings.Builder
	if !writeWithoutAttachments(&b, text) {
		return text
	}
	return b.String()
}

// writeWithoutAttachments writes text to b without its numbered
// attachments, and reports whether it had any (when it had none, b is
// left as it was).
func writeWithoutAttachments(b *strings.Builder, text string) bool {
	last := 0
	ScanAttachments(text, func(start, end int, _ string, numbered bool) {
		if numbered {
			b.WriteString(text[last:start])
			last = end
		}
	})
	if last == 0 {
		return false
	}
	b.WriteString(text[last:])
	return true
}

// AttrGroupRefs returns the attribute-group references (`#N`) in text,
// outside strings and comments: '#' at the start or after a blank or ')',
// digits, then no word character.
func AttrGroupRefs[T ~string | ~[]byte](text T) []string {
	var out []string
	scanCode(text, '#', func(i int) int {
		if i > 0 && !isBlank(text[i-1]) && text[i-1] != ')' {
			return i + 1
		}
		j := i + 1
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if j > i+1 && (j == len(text) || !isWordChar(text[j])) {
			out = append(out, string(text[i:j]))
		}
		return j
	})
	return out
}

// isBlank is a blank between IR tokens: space, tab, line feed, form feed,
// carriage return.
func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' }

// isWordChar is regexp's \w.
func isWordChar(c byte) bool {
	return c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func isMetadataNameStart(c byte) bool {
	return c == '-' || c == '$' || c == '.' || c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// CodeOnly is a function body without debug intrinsics, noalias scope
// declarations and metadata attachments: none of them emits code, and the
// metadata they name is not in a scratch module (code compiled apart
// from its module).
func CodeOnly(body string) string {
	var b strings.Builder
	b.Grow(len(body))
	for rest := body; rest != ""; {
		line := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			line = rest[:i+1]
		}
		rest = rest[len(line):]
		if strings.Contains(line, "@llvm.dbg.") || strings.Contains(line, "@llvm.experimental.noalias.scope.decl(") {
			continue
		}
		if !writeWithoutAttachments(&b, line) {
			b.WriteString(line)
		}
	}
	return b.String()
}

// Stub is a function definition's define line (its first line) with a
// body that emits (almost) nothing: enough for llc to compile code that
// calls it.
func Stub(def string) string {
	line, _, _ := strings.Cut(def, "\n")
	return line + "\n  unreachable\n}\n"
}
