package irmod

import "bytes"

// renames returns CheckShards' test of whether an edit is a plain rename,
// which the output check need not see: a RedirectRef that replaces a
// reference to a defined function A by the bare name of another defined
// function B, where
//   - B's definition is in the output as it was read: neither deleted
//     nor its header rewritten, so the function it declares is there;
//   - A's and B's headers declare the same function type, as LLVM
//     spelled them (return and parameter types, variadic or not), and
//     neither names an address space.
//
// The instruction holding the reference then sees a value of the type it
// saw before, one the module defines, so a body valid before is valid
// after: to LLVM's verifier, a body whose only edits are plain renames is
// the input's body, as valid as the bodies no edit touched. (One verifier
// rule looks into the function a body names: llvm.localrecover's indices
// must exist in that function's llvm.localescape. A body that calls it
// never counts as renamed only.) Identical merging redirects direct calls
// in hundreds of large bodies (on yaml-cpp 585, 27 MB of the text the
// check re-parsed); a rename that needed a bitcast, or whose target is
// gone or new, keeps its body checked.
func (m *Module) renames() func(edit) bool {
	// rewritten: chunks deleted (DeleteFunc) or whose header was replaced
	// (EditHeader), by region edits from the chunk's first byte.
	// recovers: chunks holding a redirected reference that call
	// llvm.localrecover.
	rewritten, recovers := map[int]bool{}, map[int]bool{}
	for _, e := range m.edits {
		ci := m.chunkAt(e.start)
		switch {
		case ci >= len(m.Chunks):
		case e.region && m.Chunks[ci].Start == e.start:
			rewritten[ci] = true
		case !e.region && e.from != "":
			if _, seen := recovers[ci]; !seen { // once per chunk
				c := m.Chunks[ci]
				recovers[ci] = bytes.Contains(m.Text[c.Start:c.End], []byte("@llvm.localrecover("))
			}
		}
	}
	types := map[string]string{}
	typeOf := func(name string) string {
		t, ok := types[name]
		if !ok {
			t = m.definedType(name)
			types[name] = t
		}
		return t
	}
	return func(e edit) bool {
		if e.region || e.from == "" {
			return false
		}
		if recovers[m.chunkAt(e.start)] {
			return false
		}
		end, to, ok := globalToken(e.text, 0)
		if !ok || end != len(e.text) {
			return false // a bitcast, or anything but a bare name
		}
		f := m.Func(to)
		if f == nil || f.Chunk < 0 || rewritten[f.Chunk] {
			return false
		}
		t := typeOf(e.from)
		return t != "" && t == typeOf(to)
	}
}

// definedType is the type of the function defined under name as its
// input header spells it (a declaration with a placeholder name), or ""
// when name is not a defined function, or its header names an address
// space or cannot be read.
func (m *Module) definedType(name string) string {
	f := m.Func(name)
	if f == nil || f.Chunk < 0 || f.DefRef < 0 {
		return ""
	}
	c := m.Chunks[f.Chunk]
	header := m.Text[c.Start:c.BodyStart]
	if bytes.Contains(header, []byte("addrspace(")) {
		return ""
	}
	d, ok := funcDeclaration(header, m.Refs[f.DefRef].Start-c.Start, "f")
	if !ok {
		return ""
	}
	return d
}
