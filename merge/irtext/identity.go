package irtext

import (
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/llir/llvm/ir/types"

	"github.com/fmerge/rules_fmerge/merge/compare"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// KeyContext is what identity keys need from a module's prelude: which
// global identifiers are variables, and the pointer width.
type KeyContext struct {
	vars    map[string]bool
	ptrBits uint64
	// keyers are reused across definitions: most functions are small,
	// and fresh maps for each cost more than reading them (200,000
	// two-instruction functions). A keyer's type classes stay valid: a
	// type object's class never changes.
	keyers sync.Pool
}

// NewKeyContext reads m's global variables and data layout.
func NewKeyContext(m *irmod.Module) *KeyContext {
	return &KeyContext{vars: m.GlobalVariables(), ptrBits: compare.PointerBits(m.DataLayout())}
}

// IdentityKey returns a hash of a definition's text that any two
// functions fmerge's comparator (merge/compare) finds equal share, so
// that identical merging need give the IR library only the functions
// whose key another function has. It is a multiset, over the blocks
// reachable from the entry (the comparator ignores the others), of one
// hash per instruction of:
//   - the opcode;
//   - the result and operand types as the comparator sees them (classType:
//     structs by their fields, a pointer in address space 0 as the
//     pointer-sized integer), except for getelementptr, whose indices
//     the comparator may compare as one byte offset;
//   - the operands that are global variables, by name; any reference to
//     a function or alias as one token (merging renames functions, and
//     a function may equal another that calls its own twin);
//   - literal operands as written (the comparator compares constants by
//     value and type, and LLVM prints equal constants alike; null,
//     zeroinitializer and 0 are one token, as a null pointer equals the
//     integer 0), aggregates and constant expressions by kind and the
//     globals they name;
//   - local values, blocks and metadata operands as one token each.
//
// Everything else (flags, alignment, attributes, metadata attachments,
// indices) is left out: a key may be shared by unequal functions, never
// differ between equal ones. TestIdentityKeyFollowsCompare checks this
// against the comparator on real modules.
func (t *Types) IdentityKey(kc *KeyContext, def string) (uint64, error) {
	k, _ := kc.keyers.Get().(*keyer)
	if k == nil {
		k = &keyer{ctx: kc, classes: map[types.Type]uint64{}, labels: map[string]int{}}
	}
	defer kc.keyers.Put(k)
	k.reset()
	if err := t.read(def, k, func(Inst) {}); err != nil {
		return 0, err
	}
	return k.sum()
}

// reset prepares k for another definition.
func (k *keyer) reset() {
	k.blocks = append(k.blocks[:0], keyBlock{})
	clear(k.labels)
	k.inst, k.last, k.succ, k.bad = 0, "", k.succ[:0], false
}

// keyer collects one definition's identity key while the parser reads it.
type keyer struct {
	ctx     *KeyContext
	classes map[types.Type]uint64
	blocks  []keyBlock
	labels  map[string]int // block label -> index in blocks
	inst    uint64         // hash of the current instruction's operands
	last    string         // the last value read
	succ    []string       // the current instruction's successor labels
	bad     bool           // a successor or label the key cannot follow
}

// keyBlock is one block's share of the key.
type keyBlock struct {
	sum, n uint64
	succ   []string
	named  bool
}

func mix(h, v uint64) uint64 {
	h ^= v + 0x9e3779b97f4a7c15 + h<<6 + h>>2
	h *= 0xff51afd7ed558ccd
	return h ^ h>>33
}

// hashString is FNV-1a of kind and s: the same in every run.
func hashString(kind byte, s string) uint64 {
	h := uint64(14695981039346656037)
	h = (h ^ uint64(kind)) * 1099511628211
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 1099511628211
	}
	return h
}

// label starts a block at a label line ("name:"). The entry block may be
// unlabelled: a label before its first instruction names it.
func (k *keyer) label(line string) {
	s := strings.TrimSpace(line)
	if !strings.HasSuffix(s, ":") {
		return // a blank line or the closing brace
	}
	name := s[:len(s)-1]
	cur := &k.blocks[len(k.blocks)-1]
	if cur.n > 0 || cur.named {
		k.blocks = append(k.blocks, keyBlock{})
		cur = &k.blocks[len(k.blocks)-1]
	}
	cur.named = true
	if _, dup := k.labels[name]; dup {
		k.bad = true
	}
	k.labels[name] = len(k.blocks) - 1
}

func (k *keyer) startInst() {
	k.inst, k.succ = 0, k.succ[:0]
}

// endInst adds the instruction to its block.
func (k *keyer) endInst(in Inst) {
	h := mix(uint64(in.Op), k.classType(in.Result))
	switch in.Op {
	case opcode.Alloca:
		// `alloca T` and `alloca T, i32 1` are one instruction.
		k.inst = 0
	case opcode.GetElementPtr:
		// Constant indices may be compared as one byte offset.
	default:
		h = mix(h, uint64(len(in.Operands)))
		for _, t := range in.Operands {
			h = mix(h, k.classType(t))
		}
	}
	h = mix(h, k.inst)
	b := &k.blocks[len(k.blocks)-1]
	b.sum += mix(0x51ed27, h)
	b.n++
	b.succ = append(b.succ, k.succ...)
}

// token adds one operand token to the current instruction.
func (k *keyer) token(kind byte, s string) {
	k.inst = mix(k.inst, hashString(kind, s))
}

// successor marks the last value read as a successor block.
func (k *keyer) successor() {
	if !strings.HasPrefix(k.last, "%") {
		k.bad = true
		return
	}
	k.succ = append(k.succ, k.last[1:])
}

// value adds an operand, given as written.
func (k *keyer) value(v string) {
	k.last = v
	switch c := v[0]; {
	case c == '%':
		k.token('L', "")
	case c == '@':
		k.global(v)
	case c == '!':
		k.token('M', "")
	case c == 'c' && len(v) > 1 && v[1] == '"':
		k.token('A', "") // as an aggregate: [i8 97, ...] is the same constant
	case c == '{' || c == '[' || c == '<':
		k.names('A', v)
	default:
		w := v
		if i := strings.IndexAny(v, " ("); i >= 0 {
			w = v[:i]
		}
		switch {
		case w == v:
			k.literal(v)
		default:
			k.names('E', v) // a constant expression: its keyword and globals
			k.token('E', w)
		}
	}
}

// arg adds a call argument, given as written after its type: parameter
// attributes, then the value. The value is the last token, or the quoted
// name or string that ends the text; an argument that ends in a bracket
// is a constant expression or aggregate, taken by the globals it names.
func (k *keyer) arg(text string) {
	text = strings.TrimRight(text, " \t\r\n")
	if text == "" {
		return
	}
	start := strings.LastIndexAny(text, " \t\r\n") + 1
	switch text[len(text)-1] {
	case ')', '}', ']', '>':
		k.names('R', text)
		return
	case '"':
		q := strings.LastIndexByte(text[:len(text)-1], '"')
		if q < 1 {
			k.names('R', text)
			return
		}
		start = q - 1 // the sigil before the opening quote
	}
	k.value(text[start:])
}

// literal adds a literal word. Zero in any spelling (0, null,
// zeroinitializer, false, 0.0) is the token of an aggregate without
// globals: a null pointer equals the integer 0, and zeroinitializer the
// aggregate of zeros. Other integers are as written (LLVM prints them in
// decimal); a decimal float is taken by its double's bits, which is how
// LLVM writes one in hexadecimal.
func (k *keyer) literal(w string) {
	switch w {
	case "null", "zeroinitializer", "false", "0", "-0":
		k.token('A', "")
		return
	case "true":
		k.token('V', "1")
		return
	}
	if strings.ContainsAny(w, ".eE") && !strings.HasPrefix(w, "0x") {
		if f, err := strconv.ParseFloat(w, 64); err == nil {
			if bits := math.Float64bits(f); bits != 0 {
				w = "0x" + strconv.FormatUint(bits, 16)
			} else {
				k.token('A', "")
				return
			}
		}
	}
	if strings.HasPrefix(w, "0x") && strings.Trim(w[2:], "0") == "" {
		k.token('A', "") // +0.0 in hexadecimal
		return
	}
	k.token('V', strings.ToLower(w))
}

// global adds a reference to a global: a variable by name, anything else
// (a function, alias or ifunc) as one token.
func (k *keyer) global(ident string) {
	if k.ctx.vars[ident] {
		k.token('G', ident)
	} else {
		k.token('F', "")
	}
}

// names adds a token of the given kind and then the globals text names,
// outside strings, in order (irmod.ScanGlobals).
func (k *keyer) names(kind byte, text string) {
	k.token(kind, "")
	irmod.ScanGlobals(text, func(start, end int, _ string) {
		k.global(text[start:end])
	})
}

// sum folds the reachable blocks into the key; a definition whose blocks
// cannot be followed gets an error (the caller then reads it with llir).
func (k *keyer) sum() (uint64, error) {
	if k.bad {
		return 0, refuse("blocks the identity key cannot follow")
	}
	seen := make([]bool, len(k.blocks))
	stack := []int{0}
	seen[0] = true
	var key, count uint64
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		key += k.blocks[b].sum
		count += k.blocks[b].n
		for _, s := range k.blocks[b].succ {
			j, ok := k.labels[s]
			if !ok {
				return 0, refuse("a branch to an unknown block")
			}
			if !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return mix(key, count), nil
}

// classType hashes a type as the comparator compares it. Pointers and
// integers, most of the types a body names, are hashed on the spot, as
// classTypeSlow would: looking them up cost yaml-cpp's keys 0.13 s.
func (k *keyer) classType(t types.Type) uint64 {
	switch t := t.(type) {
	case *types.PointerType:
		if t.AddrSpace == 0 {
			return mix(1, k.ctx.ptrBits)
		}
	case *types.IntType:
		return mix(1, t.BitSize)
	}
	if h, ok := k.classes[t]; ok {
		return h
	}
	h := k.classTypeSlow(t)
	k.classes[t] = h
	return h
}

func (k *keyer) classTypeSlow(t types.Type) uint64 {
	switch t := t.(type) {
	case *types.PointerType:
		if t.AddrSpace == 0 {
			return mix(1, k.ctx.ptrBits)
		}
		return mix(2, uint64(t.AddrSpace))
	case *types.IntType:
		return mix(1, t.BitSize)
	case *types.FloatType:
		return mix(3, uint64(t.Kind))
	case *types.StructType:
		// A struct that contains itself (invalid IR, which may reach the
		// key before the verifier has said so) must not recurse forever.
		k.classes[t] = 9
		h := mix(4, uint64(len(t.Fields)))
		if t.Packed {
			h = mix(h, 1)
		}
		for _, f := range t.Fields {
			h = mix(h, k.classType(f))
		}
		return h
	case *types.ArrayType:
		return mix(mix(5, t.Len), k.classType(t.ElemType))
	case *types.VectorType:
		h := mix(mix(6, t.Len), k.classType(t.ElemType))
		if t.Scalable {
			h = mix(h, 1)
		}
		return h
	case *types.FuncType:
		h := mix(7, uint64(len(t.Params)))
		if t.Variadic {
			h = mix(h, 1)
		}
		h = mix(h, k.classType(t.RetType))
		for _, p := range t.Params {
			h = mix(h, k.classType(p))
		}
		return h
	case nil:
		return 8
	}
	// Types without parameters (void, label, metadata, token, x86_mmx):
	// by kind.
	return hashString('T', t.String())
}
