package irmod

import "sort"

// Blank lines. The text llir reads keeps the module's line numbers, so
// that its messages name the input's lines: a definition llir need not
// analyse leaves its body's line breaks, a shard the prelude lines it
// leaves out, the metadata pruner the definitions it drops. llir pays
// about 0.1 µs for each of them (on yaml-cpp a module has 1.27 million
// lines, and a shard of it a million blank ones), so the text it reads has
// no blank lines at all, and a lineMap takes its line numbers back to the
// text's. Blank lines mean nothing in LLVM IR: a string literal holds no
// raw line break.

// lineMap maps the lines of text without blank lines to the lines of the
// text they were cut from: line clean[k] was line orig[k], and the lines
// after it follow one for one up to the next entry.
type lineMap struct{ clean, orig []int32 }

// dropBlankLines removes the empty lines of text, in place (the caller
// owns it), and returns what remains with its lineMap.
func dropBlankLines(text []byte) ([]byte, *lineMap) {
	lm := &lineMap{}
	w, orig, clean := 0, 1, 1
	for pos := 0; pos < len(text); orig++ {
		eol := lineEnd(text, pos)
		if text[pos] == '\n' {
			pos = eol
			continue
		}
		if orig != clean && (len(lm.clean) == 0 || int(lm.orig[len(lm.orig)-1])-int(lm.clean[len(lm.clean)-1]) != orig-clean) {
			lm.clean = append(lm.clean, int32(clean))
			lm.orig = append(lm.orig, int32(orig))
		}
		w += copy(text[w:], text[pos:eol])
		clean++
		pos = eol
	}
	return text[:w], lm
}

// origOf is the text's line number of line l of the compacted text.
func (lm *lineMap) origOf(l int) int { return shift(lm.clean, lm.orig, l) }

// cleanOf is the compacted text's line number of line l of the text,
// which must not be blank.
func (lm *lineMap) cleanOf(l int) int { return shift(lm.orig, lm.clean, l) }

// shift maps l through the entries from → to (both ascending).
func shift(from, to []int32, l int) int {
	k := sort.Search(len(from), func(i int) bool { return int(from[i]) > l }) - 1
	if k < 0 {
		return l
	}
	return int(to[k]) + l - int(from[k])
}
