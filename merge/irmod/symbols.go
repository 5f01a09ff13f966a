package irmod

import "strings"

// SymbolOf is the object-file symbol LLVM emits for a global named name
// (ELF): the name itself, or, after a leading "\x01" (LLVM's "emit the rest
// as it is"), the rest; a private global's gets ".L" in front (a local
// label), unless it had the "\x01".
func SymbolOf(name string, private bool) string {
	if rest, ok := strings.CutPrefix(name, "\x01"); ok {
		return rest
	}
	if private {
		return ".L" + name
	}
	return name
}

// SymbolTaken reports whether a global of the input, defined or declared,
// may be emitted as symbol sym, whatever its linkage: a fresh name must
// differ from every other global's in its symbol, not only in its name,
// or the assembler refuses the second definition, or a call to a declared
// "\x01" name binds to the new local one. Names fmerge wrote are its
// callers' to track.
func (m *Module) SymbolTaken(sym string) bool {
	m.symbolsOnce.Do(func() {
		m.symbols = make(map[string]bool, len(m.refsByName))
		for name := range m.refsByName {
			m.symbols[SymbolOf(name, false)] = true
			m.symbols[SymbolOf(name, true)] = true
		}
	})
	return m.symbols[sym]
}
