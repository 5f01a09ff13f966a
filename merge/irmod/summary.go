package irmod

import "bytes"

// dropSummary removes the module summary from LLVM assembly: the lines that
// begin with '^' ("^0 = module: ...", "^1 = gv: ..."). llvm-dis prints one for
// every object clang writes under -flto, after all other top-level entities.
//
// fmerge drops it rather than passing it through because a merged module's
// summary would be stale (it lists functions merging deletes, with their
// instruction counts and flags), and because llir cannot parse it. llvm-link
// drops it too; LTO recomputes what it needs. Since the summary comes last,
// the line numbers of everything before it are unchanged, so error messages
// still point at the input as llvm-dis printed it.
//
// The second result is the number of lines removed.
func dropSummary(text []byte) ([]byte, int) {
	if !bytes.HasPrefix(text, []byte("^")) && !bytes.Contains(text, []byte("\n^")) {
		return text, 0
	}
	out := make([]byte, 0, len(text))
	dropped := 0
	for pos := 0; pos < len(text); {
		eol := lineEnd(text, pos)
		if text[pos] == '^' {
			dropped++
		} else {
			out = append(out, text[pos:eol]...)
		}
		pos = eol
	}
	// The blank line LLVM prints before the summary would otherwise be left
	// trailing.
	if dropped > 0 {
		for bytes.HasSuffix(out, []byte("\n\n")) {
			out = out[:len(out)-1]
		}
	}
	return out, dropped
}
