package irmod

import (
	"bytes"
	"hash/fnv"

	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// ShapeHash is a cheap hash of a definition's text that equal functions
// always share: the block count and the multiset of instruction opcodes,
// combined order-independently (the comparator walks blocks in CFG order,
// which need not be the text order). Identical merging reads with llir
// the functions whose ShapeHash collides with another's when the finer
// identity key (merge/irtext) cannot be computed for one of them; the
// rest can never compare equal to anything.
func ShapeHash(def []byte) uint64 {
	var sum, blocks, insts uint64
	pos := bytes.IndexByte(def, '\n') + 1 // skip the header line
	for pos > 0 && pos < len(def) {
		eol := lineEnd(def, pos)
		line := bytes.TrimRight(def[pos:eol], "\r\n")
		pos = eol
		op := lineOpcode(line)
		switch {
		case op == nil:
		case op[len(op)-1] == ':':
			blocks++
		default:
			// By opcode (the vocabulary's number), by the word itself
			// for a word that is no opcode keyword.
			h := fnv.New64a()
			if o := opcode.Parse(op); o != 0 {
				h.Write([]byte{byte(o)})
			} else {
				h.Write(op)
			}
			v := h.Sum64()
			sum += v * (v | 1)
			insts++
		}
	}
	return sum ^ (blocks << 48) ^ (insts * 0x9e3779b97f4a7c15)
}

// lineOpcode returns the instruction's opcode word, the label (with its
// colon) for a block label line, or nil for other lines.
func lineOpcode(line []byte) []byte {
	if len(line) == 0 || line[0] == ';' || line[0] == '}' {
		return nil
	}
	if line[0] != ' ' {
		if i := bytes.IndexByte(line, ':'); i > 0 {
			return line[:i+1]
		}
		return nil
	}
	// LLVM indents instructions by two spaces; deeper lines continue an
	// instruction (switch cases, invoke's "to label").
	if len(line) < 3 || line[1] != ' ' || line[2] == ' ' {
		return nil
	}
	start, end, ok := InstKeyword(line[2:])
	if !ok {
		return nil // continuation of a multi-line instruction
	}
	w := line[2+start : 2+end]
	if len(w) == 0 || w[0] < 'a' || w[0] > 'z' {
		return nil // e.g. switch-table continuation lines ("i32 1, label %x")
	}
	return w
}

// shapeCollisions returns, per define chunk index, whether another
// definition has the same ShapeHash.
func shapeCollisions(text []byte, chunks []Chunk) map[int]bool {
	hashes := ShapeHashes(text, chunks)
	count := map[uint64]int{}
	for _, h := range hashes {
		count[h]++
	}
	out := map[int]bool{}
	for i, h := range hashes {
		out[i] = count[h] > 1
	}
	return out
}

// ShapeHashes returns the ShapeHash of every define chunk of text, by
// chunk index.
func ShapeHashes(text []byte, chunks []Chunk) map[int]uint64 {
	hashes := map[int]uint64{}
	for i, c := range chunks {
		if c.Kind == ChunkDefine {
			hashes[i] = ShapeHash(text[c.Start:c.End])
		}
	}
	return hashes
}

// withBlockAddressed adds to a selection of definitions for llir every
// function named by blockaddress(@f, %bb): it must reach llir with its
// body, or llir cannot resolve the block and refuses the module.
func withBlockAddressed(text []byte, chunks []Chunk, out map[int]bool) map[int]bool {
	if out == nil {
		return nil // all are read
	}
	if named := blockAddressed(text); len(named) > 0 {
		for i, c := range chunks {
			if c.Kind != ChunkDefine {
				continue
			}
			if at := bytes.IndexByte(text[c.Start:c.BodyStart], '@'); at >= 0 {
				if _, name, ok := globalToken(text, c.Start+at); ok && named[name] {
					out[i] = true
				}
			}
		}
	}
	return out
}

// blockAddressed returns the functions named by a blockaddress constant
// anywhere in text (comments and strings included: the prefilter may read
// too many functions, never too few).
func blockAddressed(text []byte) map[string]bool {
	named := map[string]bool{}
	for _, t := range blockAddressTargets(text) {
		named[t.name] = true
	}
	return named
}

// blockAddressTarget is the function operand of one `blockaddress(@f, %bb)`:
// its name and the offset of its '@' token.
type blockAddressTarget struct {
	name string
	at   int
}

// blockAddressTargets finds every `blockaddress ( @f` in text, with any
// blanks LLVM's parser accepts between the parts. It is the one scanner
// for blockaddress operands: the prefilter uses all of them, the Module
// those that are real references (not in comments or strings).
func blockAddressTargets(text []byte) []blockAddressTarget {
	var out []blockAddressTarget
	const kw = "blockaddress"
	for off := 0; ; {
		i := bytes.Index(text[off:], []byte(kw))
		if i < 0 {
			return out
		}
		j := skipBlanks(text, off+i+len(kw))
		off = off + i + len(kw)
		if j >= len(text) || text[j] != '(' {
			continue
		}
		j = skipBlanks(text, j+1)
		if j < len(text) && text[j] == '@' {
			if _, name, ok := globalToken(text, j); ok {
				out = append(out, blockAddressTarget{name: name, at: j})
			}
		}
	}
}

// skipBlanks skips spaces, tabs and line breaks from i.
func skipBlanks(text []byte, i int) int {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r') {
		i++
	}
	return i
}

// asDeclaration turns a define chunk into text llir reads as a declaration
// on the same lines: "declare" with the header (minus the metadata
// attachments, which a declaration writes elsewhere) and blank lines for the
// body, so line numbers elsewhere stay true.
func asDeclaration(chunk []byte, bodyStart int) []byte {
	header := bytes.TrimRight(chunk[:bodyStart], "\n")
	header = bytes.TrimSuffix(bytes.TrimRight(header, " "), []byte("{"))
	header = []byte(WithoutAttachments(string(header)))
	// The header keeps its own line breaks (a header may span lines), so
	// only the lines after it are added back.
	lines := bytes.Count(chunk, []byte("\n")) - bytes.Count(header, []byte("\n"))
	out := make([]byte, 0, len(header)+lines+8)
	out = append(out, "declare"...)
	out = append(out, header[len("define"):]...)
	out = append(out, bytes.Repeat([]byte("\n"), lines)...)
	return out
}
