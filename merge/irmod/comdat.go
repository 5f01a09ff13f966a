package irmod

import (
	"bytes"
	"strings"
)

// ComdatLocals returns the names of the global values the module defines
// with local linkage (private or internal) inside a comdat group that the
// input itself never names from outside the group: the variables and
// functions that exist only while that group's copy in this object is the
// one the linker keeps.
//
// Code outside such a group must not name them. When the linker keeps
// another object's copy of the group, it discards this one's sections,
// and a reference from a section it keeps ends in "relocation refers to a
// discarded section". A non-local member is safe to name: the reference
// goes through its symbol, which the kept copy defines. So a body that
// names a comdat local may not move out of its group (similar merging's
// merged function, identical merging's private body of an interposable
// pair), and a comdat-local function may not take calls from outside its
// group (identical merging's survivor).
//
// A group one of whose locals the input already names from outside it
// (other than from llvm.used and the like, which are not relocations) is
// left out: a program that links at all keeps that group, so its locals
// may be named from anywhere. Whole-program LTO output is such a module:
// LLVM internalizes linkonce_odr functions and leaves them in their
// groups, and their callers are everywhere.
func (m *Module) ComdatLocals() map[string]bool {
	cd := m.comdats()
	if len(cd.localGroup) == 0 {
		return nil
	}
	// A group is kept by every link that succeeds when code outside
	// every group names one of its locals, or when code of such a kept
	// group does: follow the references from outside in.
	pinned := map[string]bool{}
	next := map[string][]string{} // group -> groups whose locals its code names
	var work []string
	for _, r := range m.Refs {
		group, ok := cd.localGroup[r.Name]
		if !ok || r.Def {
			continue
		}
		holder, counts := m.holderGroup(r, cd)
		switch {
		case !counts || holder == group:
		case holder == "":
			if !pinned[group] {
				pinned[group] = true
				work = append(work, group)
			}
		default:
			next[holder] = append(next[holder], group)
		}
	}
	for len(work) > 0 {
		g := work[len(work)-1]
		work = work[:len(work)-1]
		for _, h := range next[g] {
			if !pinned[h] {
				pinned[h] = true
				work = append(work, h)
			}
		}
	}
	locals := map[string]bool{}
	for name, group := range cd.localGroup {
		if !pinned[group] {
			locals[name] = true
		}
	}
	return locals
}

// comdatFacts are the module's comdat memberships.
type comdatFacts struct {
	chunkGroup map[int]string    // definition chunk -> its group ("" for none)
	localGroup map[string]string // local global in a group -> the group
}

// comdats reads every definition's and global variable's comdat group,
// and the local aliases of a group's members (an alias lives in its
// aliasee's section, and goes with it).
func (m *Module) comdats() comdatFacts {
	cd := comdatFacts{chunkGroup: map[int]string{}, localGroup: map[string]string{}}
	member := map[string]string{} // every member of a group -> the group
	for ci, c := range m.Chunks {
		if c.Kind != ChunkDefine {
			continue
		}
		hdr := m.Text[c.Start:c.BodyStart]
		_, name, ok := m.DefineName(ci)
		if !ok {
			continue
		}
		if group, ok := comdatGroup(hdr, name); ok {
			cd.chunkGroup[ci] = group
			member[name] = group
			if localWord(hdr[len("define"):]) {
				cd.localGroup[name] = group
			}
		}
	}
	var aliases [][]byte
	m.otherLines(func(line []byte) bool {
		name, rest, ok := variableLine(line)
		if !ok {
			if _, rest, isAlias := aliasLine(line); isAlias && localWord(rest) {
				aliases = append(aliases, line)
			}
			return true
		}
		if group, ok := comdatGroup(rest, name); ok {
			member[name] = group
			if localWord(rest) {
				cd.localGroup[name] = group
			}
		}
		return true
	})
	for _, line := range aliases {
		name, rest, _ := aliasLine(line)
		ScanGlobals(rest, func(_, _ int, target string) {
			if group, ok := member[target]; ok {
				cd.localGroup[name] = group
			}
		})
	}
	return cd
}

// holderGroup returns the comdat group of what holds reference r: the
// function whose definition it is in, or the global variable whose line it
// is on ("" for none). counts is false for a reference that is no
// relocation: from an llvm.* variable (llvm.used, llvm.compiler.used,
// llvm.global_ctors, whose entries follow their key's group), from an
// alias or anything else outside definitions and variables.
func (m *Module) holderGroup(r GlobalRef, cd comdatFacts) (group string, counts bool) {
	if m.Chunks[r.Chunk].Kind == ChunkDefine {
		return cd.chunkGroup[r.Chunk], true
	}
	name, rest, ok := variableLine(m.LineOf(r.Start))
	if !ok || strings.HasPrefix(name, "llvm.") {
		return "", false
	}
	group, _ = comdatGroup(rest, name)
	return group, true
}

// variableLine returns the name of the global variable line defines and
// the words after "@x = "; ok is false for any other line.
func variableLine(line []byte) (name string, rest []byte, ok bool) {
	name, rest, ok = globalLine(line)
	return name, rest, ok && isVariableDef(rest)
}

// aliasLine is variableLine for an alias (or ifunc).
func aliasLine(line []byte) (name string, rest []byte, ok bool) {
	name, rest, ok = globalLine(line)
	if !ok {
		return "", nil, false
	}
	kw, _, _ := definitionKeyword(rest, 0)
	return name, rest, kw == "alias"
}

// globalLine splits a top-level "@x = ..." line into x and what follows
// the '='.
func globalLine(line []byte) (name string, rest []byte, ok bool) {
	if len(line) < 2 || line[0] != '@' {
		return "", nil, false
	}
	end, name, ok := globalToken(line, 0)
	if !ok {
		return "", nil, false
	}
	rest = bytes.TrimLeft(line[end:], " \t")
	if len(rest) == 0 || rest[0] != '=' {
		return "", nil, false
	}
	return name, bytes.TrimLeft(rest[1:], " \t"), true
}

// localWord reports whether words (a definition's words after "define"
// or "@x =") start with a local linkage: LLVM prints the linkage first.
func localWord(words []byte) bool {
	words = bytes.TrimLeft(words, " \t")
	for _, w := range []string{"private", "internal"} {
		if bytes.HasPrefix(words, []byte(w)) && len(words) > len(w) && isBlank(words[len(w)]) {
			return true
		}
	}
	return false
}

// comdatGroup returns the comdat group named by text (a define header, or
// the words of a global variable's line) whose global is self (see
// comdatClause); ok is false when there is none.
func comdatGroup(text []byte, self string) (group string, ok bool) {
	group, _, _, ok = comdatClause(text, self)
	return group, ok
}

// comdatClause finds the comdat clause of text (a define header, or the
// words of a global variable's line) whose global is self: `comdat` alone
// names self's own group, `comdat($g)` the group g (blanks allowed around
// the parentheses, as LLVM's parser allows). The clause is the word
// `comdat` outside quoted strings and comments, not part of a longer
// name. start and end delimit it, with the blanks before it; ok is false
// when there is none.
func comdatClause(text []byte, self string) (group string, start, end int, ok bool) {
	scanCode(text, 'c', func(i int) int {
		if ok {
			return len(text)
		}
		const kw = "comdat"
		if !bytes.HasPrefix(text[i:], []byte(kw)) || i == 0 || !isBlank(text[i-1]) && text[i-1] != ',' {
			return i + 1
		}
		after := i + len(kw)
		if after < len(text) && IsIdentChar(text[after]) {
			return i + 1
		}
		start = i
		for start > 0 && isBlank(text[start-1]) {
			start--
		}
		j := skipBlanks(text, after)
		if j == len(text) || text[j] != '(' {
			group, end, ok = self, after, true
			return len(text)
		}
		j = skipBlanks(text, j+1)
		if j < len(text) && text[j] == '$' {
			if e, name, found := comdatToken(text, j); found {
				if k := skipBlanks(text, e); k < len(text) && text[k] == ')' {
					group, end, ok = name, k+1, true
					return len(text)
				}
			}
		}
		return i + 1
	})
	return group, start, end, ok
}

// comdatToken reads a `$name` or `$"quoted name"` token at text[i] (the
// '$'), decoded as global names are.
func comdatToken(text []byte, i int) (end int, name string, ok bool) {
	// A comdat name is spelled as a global's, with '$' for '@'.
	t := append([]byte{'@'}, text[i+1:]...)
	e, name, ok := globalToken(t, 0)
	return i + e, name, ok
}
