// Package remarks writes and reads fmerge's per-function remarks in LLVM's
// optimisation-remark YAML format (the format of clang's
// -fsave-optimization-record and opt's -pass-remarks-output), so that
// opt-viewer-style tools and a reviewer can answer "what happened to this
// function, and if it was not merged, why not?". Every function gets one
// document: `--- !Passed` when it was merged (with whom and how) or kept a
// body others now share, `--- !Missed` with a stable reason code as the
// remark Name otherwise.
package remarks

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Pass is the remark Pass of every fmerge remark.
const Pass = "fmerge"

// Remark is one document.
type Remark struct {
	Passed   bool
	Name     string // stable reason code, e.g. IdenticalAlias, NotMergeable
	Function string
	Args     []Arg
}

// Arg is one entry of a remark's Args list: LLVM writes the message as a
// sequence of one-key maps, e.g. {String: 'merged into '}, {Callee: foo}.
type Arg struct{ Key, Value string }

// Kind is the document tag: Passed or Missed.
func (r Remark) Kind() string {
	if r.Passed {
		return "Passed"
	}
	return "Missed"
}

// Message is the remark's Args joined, as opt-viewer shows it.
func (r Remark) Message() string {
	var b strings.Builder
	for _, a := range r.Args {
		b.WriteString(a.Value)
	}
	return b.String()
}

// Write writes the remarks as a YAML stream, one document each, in the
// given order. Every string is single-quoted, so any function name (C++
// mangled, quoted LLVM names with spaces or quotes) is valid YAML.
func Write(w io.Writer, rs []Remark) error {
	bw := bufio.NewWriter(w)
	for _, r := range rs {
		fmt.Fprintf(bw, "--- !%s\nPass:            %s\nName:            %s\nFunction:        %s\n",
			r.Kind(), Pass, r.Name, quote(r.Function))
		if len(r.Args) > 0 {
			bw.WriteString("Args:\n")
			for _, a := range r.Args {
				fmt.Fprintf(bw, "  - %s %s\n", padKey(a.Key+":"), quote(a.Value))
			}
		}
		bw.WriteString("...\n")
	}
	return bw.Flush()
}

// padKey aligns values the way LLVM's YAML writer does.
func padKey(k string) string {
	if len(k) < 16 {
		return k + strings.Repeat(" ", 16-len(k))
	}
	return k
}

// quote is a YAML scalar on one line: single-quoted (quotes doubled,
// nothing else escaped) when every character of s is one YAML prints as
// it is (printable); otherwise double-quoted, with `\\` and `\"`, a
// character YAML does not print, or that YAML 1.1 reads as a line break
// (NEL, U+2028, U+2029), as `\uXXXX`, and a byte that is not UTF-8 as
// `\xXX`. LLVM names may hold any byte (`@"a\0Ab"`): replacing a line
// break by a blank made that name another's, and raw bytes made the file
// one YAML readers refuse. (A YAML reader takes `\xFF` for U+00FF; Parse
// gives the byte back.)
func quote(s string) string {
	if utf8.ValidString(s) && !strings.ContainsFunc(s, unprintable) {
		return "'" + strings.ReplaceAll(s, "'", "''") + "'"
	}
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, "\\x%02X", s[i])
		case unprintable(r):
			fmt.Fprintf(&b, "\\u%04X", r)
		case r == '\\' || r == '"':
			b.WriteByte('\\')
			b.WriteRune(r)
		default:
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	b.WriteByte('"')
	return b.String()
}

// unprintable reports a character YAML 1.2 does not allow printed (its
// c-printable set, tab aside) or YAML 1.1 reads as a line break.
func unprintable(r rune) bool {
	switch {
	case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f, r == 0x2028, r == 0x2029, r == 0xfeff,
		r >= 0xd800 && r <= 0xdfff, r == 0xfffe, r == 0xffff:
		return true
	}
	return false
}

// unquote reads a scalar quote wrote.
func unquote(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && s[0] == '\'' && s[len(s)-1] == '\'' {
		return strings.ReplaceAll(s[1:len(s)-1], "''", "'")
	}
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		var b strings.Builder
		in := s[1 : len(s)-1]
		for i := 0; i < len(in); i++ {
			if in[i] != '\\' || i+1 == len(in) {
				b.WriteByte(in[i])
				continue
			}
			i++
			if in[i] == 'x' && i+2 < len(in) {
				if v, err := strconv.ParseUint(in[i+1:i+3], 16, 8); err == nil {
					b.WriteByte(byte(v))
					i += 2
					continue
				}
			}
			if in[i] == 'u' && i+4 < len(in) {
				if v, err := strconv.ParseUint(in[i+1:i+5], 16, 32); err == nil {
					b.WriteRune(rune(v))
					i += 4
					continue
				}
			}
			b.WriteByte(in[i])
		}
		return b.String()
	}
	return s
}

// Parse reads a stream Write wrote (the subset of YAML it uses). Errors
// name the line.
func Parse(data []byte) ([]Remark, error) {
	var out []Remark
	var cur *Remark
	inArgs := false
	for i, line := range strings.Split(string(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))), "\n") {
		bad := func(what string) error { return fmt.Errorf("line %d: %s: %q", i+1, what, line) }
		switch {
		case line == "":
		case strings.HasPrefix(line, "--- !"):
			if cur != nil {
				return nil, bad("document not closed with ...")
			}
			kind := strings.TrimPrefix(line, "--- !")
			if kind != "Passed" && kind != "Missed" {
				return nil, bad("unknown remark kind")
			}
			cur, inArgs = &Remark{Passed: kind == "Passed"}, false
		case line == "...":
			if cur == nil {
				return nil, bad("... outside a document")
			}
			out = append(out, *cur)
			cur = nil
		case cur == nil:
			return nil, bad("text outside a document")
		case strings.HasPrefix(line, "  - "):
			k, v, ok := strings.Cut(strings.TrimPrefix(line, "  - "), ":")
			if !inArgs || !ok {
				return nil, bad("bad Args entry")
			}
			cur.Args = append(cur.Args, Arg{Key: k, Value: unquote(v)})
		default:
			k, v, ok := strings.Cut(line, ":")
			if !ok {
				return nil, bad("expected key: value")
			}
			switch k {
			case "Pass":
			case "Name":
				cur.Name = unquote(v)
			case "Function":
				cur.Function = unquote(v)
			case "Args":
				inArgs = true
			default:
				return nil, bad("unknown key")
			}
		}
	}
	if cur != nil {
		return nil, fmt.Errorf("last document not closed with ...")
	}
	return out, nil
}

// Change is one function whose remark differs between two builds.
type Change struct {
	Function string
	Old, New *Remark // nil: the function is not in that build
}

// Diff lists the functions whose remark kind or name changed between old
// and new, sorted by function name.
func Diff(old, new []Remark) []Change {
	index := func(rs []Remark) map[string]*Remark {
		m := map[string]*Remark{}
		for i := range rs {
			m[rs[i].Function] = &rs[i]
		}
		return m
	}
	o, n := index(old), index(new)
	var names []string
	for f := range o {
		names = append(names, f)
	}
	for f := range n {
		if o[f] == nil {
			names = append(names, f)
		}
	}
	sort.Strings(names)
	var out []Change
	for _, f := range names {
		a, b := o[f], n[f]
		if a == nil || b == nil || a.Passed != b.Passed || a.Name != b.Name {
			out = append(out, Change{Function: f, Old: a, New: b})
		}
	}
	return out
}

// Counts tallies remarks by "Kind/Name", e.g. "Missed/NotMergeable".
func Counts(rs []Remark) map[string]int {
	c := map[string]int{}
	for _, r := range rs {
		c[r.Kind()+"/"+r.Name]++
	}
	return c
}
