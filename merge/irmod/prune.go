package irmod

import (
	"bytes"
)

// Shard preludes. A module read in shards (ParseOptions.Jobs) gives llir
// the prelude once per shard. The first shard keeps all of it: its module
// is the module's view (Module.IR), which lists every function and numbers
// every global. Every other shard keeps only what its bodies can reach:
// the global variables, aliases, ifuncs and functions they name (a function
// defined in another shard as a declaration), what those name in turn, and
// every top-level line that defines no global (types, attribute groups,
// comdats, metadata, module asm) with what it names. A line left out
// becomes an empty line, so that the shard's line numbers stay the text's.
// On yaml-cpp a shard's prelude shrinks to about a third; on 200,000 tiny
// functions, whose declarations were most of every shard, to nothing.

// preludeIndex says which text defines each global and what that text
// names, read once per module for the preludes of its shards.
type preludeIndex struct {
	def map[string]definer
	// defLine holds the start of every top-level line that defines a global.
	defLine map[int]bool
	// roots are the globals named by top-level lines that define none,
	// and the unnamed globals (@0, @1, ...): every prelude declares all
	// of those, since llir numbers them by their order and a gap would
	// renumber the rest (a function @1 read as @0, not found in the text).
	roots []string
}

// definer is the text that defines one global: a top-level line, or the
// header of a definition (chunk >= 0), and the other globals it names.
type definer struct {
	start, chunk int
	names        []string
}

// newPreludeIndex reads m's top-level lines and define headers. The
// global a line defines is its first global token, as in the reference
// index (scanRefsIn): `@g = ...`, `declare ... @f(`, `define ... @f(`.
func newPreludeIndex(m *Module) *preludeIndex {
	// Every definition is a chunk of its own: sized for them at once.
	px := &preludeIndex{def: make(map[string]definer, len(m.Chunks)), defLine: map[int]bool{}}
	for ci, c := range m.Chunks {
		if c.Kind == ChunkDefine {
			if names := GlobalNames(m.Text[c.Start:c.BodyStart]); len(names) > 0 {
				px.def[names[0]] = definer{start: c.Start, chunk: ci, names: names[1:]}
				if firstGlobalNumbered(m.Text[c.Start:c.BodyStart]) {
					px.roots = append(px.roots, names[0])
				}
			}
			continue
		}
		for pos := c.Start; pos < c.End; {
			eol := lineEnd(m.Text, pos)
			line := m.Text[pos:eol]
			names := GlobalNames(line)
			switch {
			case len(names) == 0:
			case line[0] == '@' || bytes.HasPrefix(line, []byte("declare ")):
				px.def[names[0]] = definer{start: pos, chunk: -1, names: names[1:]}
				px.defLine[pos] = true
				if firstGlobalNumbered(line) {
					px.roots = append(px.roots, names[0])
				}
			default:
				px.roots = append(px.roots, names...)
			}
			pos = eol
		}
	}
	return px
}

// shardPrelude is what one shard keeps of the prelude: the top-level lines
// that define a global, by start, and the definitions it reads as
// declarations, by chunk. Lines that define no global are always kept.
type shardPrelude struct {
	m     *Module
	px    *preludeIndex
	lines map[int]bool
	decls map[int]bool
	// view is set for the prelude of a module's only read (ParseOptions.
	// ReachedPrelude): it still checks every line and header, and records
	// every definition's facts, as a read of the whole prelude would.
	view bool
}

// isView reports the prelude of a module's view (sp.view; nil: the whole
// prelude, which is).
func (sp *shardPrelude) isView() bool { return sp == nil || sp.view }

// prelude returns what a shard reading the definitions in sel needs.
func (px *preludeIndex) prelude(m *Module, sel map[int]bool) *shardPrelude {
	return px.reach(m, sel, nil)
}

// viewPrelude returns what the module's only read needs when it reads the
// definitions in sel (ParseOptions.ReachedPrelude): what they reach, and
// the declaration of every other definition whose llir object must be its
// own, because its header names a comdat (an implicit one is the
// function's own group; identical merging never aliases a comdat member)
// or because its identifier is a number (@0), not a name.
func (px *preludeIndex) viewPrelude(m *Module, sel map[int]bool) *shardPrelude {
	own := map[int]bool{}
	for ci, c := range m.Chunks {
		if c.Kind != ChunkDefine || sel[ci] {
			continue
		}
		ident, _, ok := m.DefineName(ci)
		if !ok || isNumbered(ident) || bytes.Contains(m.Text[c.Start:c.BodyStart], []byte(" comdat")) {
			own[ci] = true
		}
	}
	sp := px.reach(m, sel, own)
	sp.view = true
	return sp
}

// reach finds what the definitions in sel, and the declarations of those
// in decl, name, and what that names in turn.
func (px *preludeIndex) reach(m *Module, sel, decl map[int]bool) *shardPrelude {
	sp := &shardPrelude{m: m, px: px, lines: map[int]bool{}, decls: map[int]bool{}}
	seen := map[string]bool{}
	work := append([]string(nil), px.roots...)
	for ci := range sel {
		c := m.Chunks[ci]
		work = append(work, GlobalNames(m.Text[c.Start:c.End])...)
	}
	for ci := range decl {
		c := m.Chunks[ci]
		sp.decls[ci] = true
		work = append(work, GlobalNames(m.Text[c.Start:c.BodyStart])...)
	}
	for len(work) > 0 {
		name := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[name] {
			continue
		}
		seen[name] = true
		d, ok := px.def[name]
		switch {
		case !ok:
			continue // defined nowhere (llir reports it in the first shard)
		case d.chunk >= 0 && sel[d.chunk]:
			continue // read here: its names are already in
		case d.chunk >= 0:
			sp.decls[d.chunk] = true
		default:
			sp.lines[d.start] = true
		}
		work = append(work, d.names...)
	}
	return sp
}

// keepLine reports whether a shard with prelude sp keeps the top-level
// line starting at pos (sp nil: every line).
func (sp *shardPrelude) keepLine(pos int) bool {
	return sp == nil || !sp.px.defLine[pos] || sp.lines[pos]
}

// needless reports a top-level line that a shard other than the module's
// view leaves out although it defines no global: a comment, or named
// metadata (`!llvm.ident = !{...}`: no body names it, and what it names
// goes with it in metadata pruning). On yaml-cpp + gtest they were a
// quarter of what each shard read besides its bodies.
func (sp *shardPrelude) needless(line []byte) bool {
	if sp.isView() || len(line) < 2 {
		return false
	}
	return line[0] == ';' || line[0] == '!' && (line[1] < '0' || line[1] > '9')
}

// keepDecl reports whether a shard with prelude sp declares the definition
// in chunk ci, which it does not read (sp nil: every one).
func (sp *shardPrelude) keepDecl(ci int) bool {
	return sp == nil || sp.decls[ci]
}

// blank is what a left-out chunk leaves: its line breaks.
func (sp *shardPrelude) blank(ci int) []byte {
	return bytes.Repeat([]byte("\n"), sp.m.chunkLines(ci))
}

// firstGlobalNumbered reports whether the first global token of text (a
// define header, a declare line, an "@x = ..." line: the global it
// defines) is an unnamed global's number, @N.
func firstGlobalNumbered(text []byte) bool {
	numbered := false
	scanCode(text, '@', func(i int) int {
		end, _, ok := globalToken(text, i)
		if !ok {
			return i + 1
		}
		numbered = isNumbered(string(text[i:end]))
		return len(text) // the first token only: lines can be long
	})
	return numbered
}
