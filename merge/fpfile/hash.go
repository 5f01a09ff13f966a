package fpfile

import (
	"bytes"
	"crypto/sha256"
	"sort"

	"github.com/fmerge/rules_fmerge/merge/encode"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// ContentHashes returns, per m.Funcs entry, the content hash of the
// definition (the zero Hash for declarations).
//
// The hash covers everything a fingerprint depends on:
//   - the original define text, with every token naming the function itself
//     replaced by a placeholder, so identical bodies under different names
//     (the same inline function in two targets, template copies) share an
//     entry;
//   - the structural spelling of every named type the text mentions,
//     because a fingerprint numbers types by their layout, and the same text
//     can mean different layouts in different modules.
//
// Debug locations (!dbg !N) stay in the text: identical bodies with
// different debug metadata numbering miss the cache and are recomputed,
// which costs time but can never give a wrong fingerprint.
func ContentHashes(m *irmod.Module) []Hash {
	typeSpell := TypeSpellings(m)
	out := make([]Hash, len(m.Funcs))
	for i, f := range m.Funcs {
		if text := m.FuncText(f); text != nil {
			out[i] = contentHash(text, f.Ident, typeSpell)
		}
	}
	return out
}

// TypeSpellings returns encode.Spelling of each of m's named types (llir's
// view), by name without '%': what content hashes need of the type table.
func TypeSpellings(m *irmod.Module) map[string]string {
	out := map[string]string{}
	if m.IR != nil {
		for _, t := range m.IR.TypeDefs {
			out[t.Name()] = encode.Spelling(t)
		}
	}
	return out
}

// DefineHash is ContentHashes' hash of one definition, for a module read
// without llir: text is the define chunk, ident the function's own token,
// typeSpell the encode.Spelling of each named type by name (without '%').
func DefineHash(text []byte, ident string, typeSpell map[string]string) Hash {
	return contentHash(text, ident, typeSpell)
}

// contentHash hashes one define text; ident is the function's own token
// (e.g. @foo or @"a b").
func contentHash(text []byte, ident string, typeSpell map[string]string) Hash {
	h := sha256.New()
	h.Write([]byte("fmerge content v1\n"))
	h.Write(maskSelf(text, ident))
	var names []string
	seen := map[string]bool{}
	for _, n := range localTokens(text) {
		if _, ok := typeSpell[n]; ok && !seen[n] {
			seen[n] = true
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		h.Write([]byte("\n%" + n + " = " + typeSpell[n]))
	}
	var out Hash
	h.Sum(out[:0])
	return out
}

// maskSelf replaces whole-token occurrences of ident with "@\x00".
func maskSelf(text []byte, ident string) []byte {
	id := []byte(ident)
	var out []byte
	rest := text
	for {
		i := bytes.Index(rest, id)
		if i < 0 {
			return append(out, rest...)
		}
		end := i + len(id)
		if end < len(rest) && irmod.IsIdentChar(rest[end]) && id[len(id)-1] != '"' {
			out = append(out, rest[:end]...)
			rest = rest[end:]
			continue
		}
		out = append(append(out, rest[:i]...), "@\x00"...)
		rest = rest[end:]
	}
}

// localTokens returns the names of %-tokens in text (unquoted form; quoted
// names keep their quotes stripped), which include every named type used.
func localTokens(text []byte) []string {
	var out []string
	irmod.ScanLocals(text, func(start, end int) {
		name := text[start+1 : end]
		if name[0] == '"' {
			name = name[1 : len(name)-1]
		}
		out = append(out, string(name))
	})
	return out
}
