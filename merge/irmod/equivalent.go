package irmod

import (
	"bytes"
	"fmt"
)

// readableByLLVM14 reorders a module printed by an LLVM tool (llvm-dis,
// llvm-link -S, opt -S) so that LLVM 14's own text parser can read it
// back: that parser crashes on `dso_local_equivalent @f` when @f is
// declared or defined further down the text, and LLVM's printer puts
// global variables before every function, in module order. The module
// itself is valid (bitcode carries no text order), so fmerge must still
// produce an output.
//
// Each top-level entity (a line outside function bodies, or a whole
// definition) that names a function through dso_local_equivalent before
// that function's own line moves to just after it; nothing else moves.
// The order of globals and functions in a module changes only where they
// are laid out in their sections, never what the program does. Text
// without such a forward reference comes back unchanged (the same slice).
// An error reports a cycle no order can break: definitions naming each
// other's equivalents, which LLVM 14 cannot write as text at all.
func readableByLLVM14(name string, text []byte) ([]byte, error) {
	if !bytes.Contains(text, []byte("dso_local_equivalent")) {
		return text, nil
	}
	units, err := topLevelUnits(text)
	if err != nil {
		return text, nil // the parser reports what is wrong with the text
	}
	at := map[string]int{} // a global's name -> the unit that declares or defines it
	for i, u := range units {
		if u.defines != "" {
			at[u.defines] = i
		}
	}
	var out bytes.Buffer
	out.Grow(len(text))
	emitted := make([]bool, len(units))
	pending := make([]int, len(units))
	waiting := map[int][]int{} // a unit -> the moved units that wait for it
	moved, prevNumbered := 0, -1
	var emit func(i int)
	emit = func(i int) {
		out.Write(text[units[i].start:units[i].end])
		emitted[i] = true
		for _, k := range waiting[i] {
			if pending[k]--; pending[k] == 0 {
				emit(k)
			}
		}
		delete(waiting, i)
	}
	for i, u := range units {
		seen := map[int]bool{}
		wait := func(j int) {
			if !emitted[j] && !seen[j] {
				seen[j] = true
				waiting[j] = append(waiting[j], i)
				pending[i]++
			}
		}
		for _, ref := range u.equivalents {
			if j, ok := at[ref]; ok && j != i {
				wait(j)
			}
		}
		if u.numbered {
			// Unnamed globals (@0, @1, ...) must stay in their order:
			// LLVM numbers them as it reads them. One moved moves the
			// ones after it too.
			if prevNumbered >= 0 {
				wait(prevNumbered)
			}
			prevNumbered = i
		}
		if pending[i] == 0 {
			emit(i)
		} else {
			moved++
		}
	}
	for i, u := range units {
		if !emitted[i] {
			return nil, fmt.Errorf("%s:%d: dso_local_equivalent references form a cycle (%s among them) that LLVM 14's text parser cannot read in any order", name, u.line, u.defines)
		}
	}
	if moved == 0 {
		return text, nil
	}
	return out.Bytes(), nil
}

// unit is one top-level entity of a module's text: a line outside
// function bodies, or a whole definition.
type unit struct {
	start, end  int
	line        int      // 1-based line of start
	defines     string   // the global it declares or defines, if any
	numbered    bool     // defines is an unnamed global's number (@7, not @"7")
	equivalents []string // functions it names through dso_local_equivalent
}

// topLevelUnits cuts LLVM-printed text into units, in text order.
func topLevelUnits(text []byte) ([]unit, error) {
	chunks, err := splitChunks(text)
	if err != nil {
		return nil, err
	}
	var units []unit
	for _, c := range chunks {
		if c.Kind == ChunkDefine {
			units = append(units, newUnit(text, c.Start, c.End, c.Line, true))
			continue
		}
		line := c.Line
		for pos := c.Start; pos < c.End; line++ {
			eol := lineEnd(text, pos)
			units = append(units, newUnit(text, pos, eol, line, false))
			pos = eol
		}
	}
	return units, nil
}

func newUnit(text []byte, start, end, line int, define bool) unit {
	u := unit{start: start, end: end, line: line}
	s := text[start:end]
	switch {
	case define, bytes.HasPrefix(s, []byte("declare ")):
		// The function's name is the header's first global.
		ScanGlobals(s[:lineEnd(s, 0)], func(_, _ int, name string) {
			if u.defines == "" {
				u.defines = name
			}
		})
		u.numbered = firstGlobalNumbered(s)
	case len(s) > 1 && s[0] == '@':
		if name, _, ok := globalLine(s); ok {
			u.defines, u.numbered = name, firstGlobalNumbered(s)
		}
	}
	const kw = "dso_local_equivalent "
	scanCode(s, 'd', func(i int) int {
		if !bytes.HasPrefix(s[i:], []byte(kw)) {
			return i + 1
		}
		j := i + len(kw)
		if j < len(s) && s[j] == '@' {
			if e, name, ok := globalToken(s, j); ok {
				u.equivalents = append(u.equivalents, name)
				return e
			}
		}
		return j
	})
	return u
}
