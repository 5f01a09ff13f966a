// Package allow is fmerge's allow-list: every construct of LLVM 14 IR that
// can reach the merger — instruction opcodes, instruction flags, attributes,
// calling conventions, metadata kinds, operand bundles, constant forms,
// function properties and intrinsics — is classified in one table (table.go)
// with the reason for its class. Merging (identical and similar) may only
// proceed over constructs listed there; anything not listed is NotMergeable
// ("unknown ...").
//
// The lookup functions (Opcode, Flag, Attr, CallConv, Metadata, Bundle,
// Constant, FuncProp, Intrinsic) do not depend on how the engine parses.
// Check walks a github.com/llir/llvm function; ScanText covers what llir
// drops, from the function's original text. Everything here is read-only
// after package initialization and safe for concurrent use.
//
// The class of an entry is the contract the engine implements; a reason
// ending in "[gap: ...]" says where it does not yet. TABLE.md renders the
// table (go test ./merge/allow -run TestDocTable -update).
package allow

import (
	"sort"
	"strconv"
	"strings"
)

// Class says how the merger treats a construct.
type Class uint8

// The classes, from most to least permissive.
const (
	// Compare: the comparator compares it exactly (merging requires the
	// two sides to be equal) and merged code carries it verbatim.
	Compare Class = iota + 1
	// Intersect: a hint or promise that merged code keeps only when both
	// sides have it with the same value, and drops from both otherwise —
	// never kept from one side only.
	Intersect
	// Drop: a hint that merged code drops (debug info, profile data,
	// alias hints whose nodes are per function): losing it costs only
	// optimization or debug quality.
	Drop
	// BodyFact: a function, parameter or return attribute derived from the
	// body (FunctionAttrs inference) which the new body of a merged
	// function can make false: dropped (or recomputed) on merged functions.
	// Thunks and aliases standing for an original keep it: they behave as
	// the original did.
	BodyFact
	// IdenticalOnly: identical merging handles it (the body is kept
	// verbatim, replaced by an alias, a thunk or redirected calls), but a
	// similar merge (a new body with an extra parameter, printed by llir)
	// cannot, so such a function is refused by similar merging.
	IdenticalOnly
	// NotMergeable: a function carrying it takes part in no merge.
	NotMergeable
)

var classNames = [...]string{"?", "Compare", "Intersect", "Drop", "BodyFact", "IdenticalOnly", "NotMergeable"}

func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return "Class(" + strconv.Itoa(int(c)) + ")"
}

// Kind is what sort of construct an entry classifies.
type Kind uint8

// The kinds of the table, in the order the Markdown rendering lists them.
const (
	KindOpcode Kind = iota + 1
	KindFlag
	KindAttr
	KindCallConv
	KindMetadata
	KindBundle
	KindConstant
	KindFunc
	KindIntrinsic
)

var kindNames = [...]string{"?", "opcode", "flag", "attribute", "calling convention", "metadata", "operand bundle", "constant", "function property", "intrinsic"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Where is the set of positions an attribute may appear at.
type Where uint8

// Attribute positions. CallSite may be combined with the others: the
// attribute is on a call, invoke or callbr rather than on the function.
const (
	FnAttr Where = 1 << iota
	ParamAttr
	RetAttr
	CallSite
)

func (w Where) String() string {
	var parts []string
	for i, n := range []string{"fn", "param", "ret", "call"} {
		if w&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, ",")
}

// Entry is one row of the table, or the answer of a lookup.
type Entry struct {
	Kind Kind
	// Name is the construct as written in LLVM text: an instruction or
	// flag keyword, an attribute keyword or a quoted string-attribute key
	// ("frame-pointer" with its quotes), a calling-convention keyword or
	// `cc N`, a metadata kind without '!', an intrinsic or intrinsic family
	// name.
	Name string
	// Where is set for attributes: the positions this entry covers.
	Where Where
	// Prefix makes Name a family: string attributes whose key starts with
	// Name. Intrinsic names always match their family (see Intrinsic).
	Prefix bool
	Class  Class
	Reason string
}

// Blocks reports whether a function carrying e is refused by a merge of
// the given mode.
func (e Entry) Blocks(m Mode) bool {
	return e.Class == NotMergeable || e.Class == IdenticalOnly && m == Similar
}

// Mode is the kind of merge a check is for.
type Mode uint8

const (
	// Identical merging: bodies stay as written.
	Identical Mode = iota
	// Similar merging: a new merged body is built and printed by llir.
	Similar
)

// index maps kind and name to the entries with that name (attributes may
// have several, for different positions).
var index = func() map[Kind]map[string][]Entry {
	ix := map[Kind]map[string][]Entry{}
	for _, e := range table {
		if ix[e.Kind] == nil {
			ix[e.Kind] = map[string][]Entry{}
		}
		ix[e.Kind][e.Name] = append(ix[e.Kind][e.Name], e)
	}
	return ix
}()

// prefixes lists the string-attribute family entries, longest first.
var prefixes = func() []Entry {
	var out []Entry
	for _, e := range table {
		if e.Prefix {
			out = append(out, e)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i].Name) > len(out[j].Name) })
	return out
}()

func unknown(k Kind, name string) Entry {
	return Entry{Kind: k, Name: name, Class: NotMergeable, Reason: "unknown " + k.String() + " " + name}
}

// lookup returns the single entry of kind k named name, or the unknown
// entry.
func lookup(k Kind, name string) Entry {
	if es := index[k][name]; len(es) > 0 {
		return es[0]
	}
	return unknown(k, name)
}

// Opcode classifies an instruction by its keyword ("getelementptr") or
// its Instruction.def name ("GetElementPtr").
func Opcode(name string) Entry {
	n := strings.ToLower(name)
	if a, ok := opcodeAliases[n]; ok {
		n = a
	}
	return lookup(KindOpcode, n)
}

// opcodeAliases maps Instruction.def and llir type names that differ from
// the keyword.
var opcodeAliases = map[string]string{
	"atomiccmpxchg": "cmpxchg",
	"vaarg":         "va_arg",
	"condbr":        "br",
}

// Flag classifies an instruction flag or qualifier: "nsw", "fast",
// "volatile", "seq_cst", "syncscope", "musttail", "asm unwind", ...
func Flag(name string) Entry { return lookup(KindFlag, name) }

// Metadata classifies a metadata attachment kind ("tbaa" or "!tbaa"),
// on instructions and on functions.
func Metadata(kind string) Entry { return lookup(KindMetadata, strings.TrimPrefix(kind, "!")) }

// Bundle classifies an operand bundle tag ("deopt", "funclet", ...).
// Bundles on llvm.assume carry attribute names as tags; Check handles them.
func Bundle(tag string) Entry { return lookup(KindBundle, strings.Trim(tag, `"`)) }

// Constant classifies a constant form ("integer", "0xK", "blockaddress",
// ...): see the table for the names.
func Constant(form string) Entry { return lookup(KindConstant, form) }

// FuncProp classifies a property of a function definition outside
// attributes and body: "varargs", "gc", "prefix", "prologue",
// "personality", "section", "partition".
func FuncProp(name string) Entry { return lookup(KindFunc, name) }

// CallConv classifies a calling convention by keyword ("fastcc"), by
// number ("cc 11"), or "" for the default (ccc).
func CallConv(name string) Entry {
	name = strings.TrimSpace(name)
	if name == "" {
		name = "ccc"
	}
	if rest, ok := strings.CutPrefix(name, "cc "); ok {
		if kw, ok := ccNumbers[strings.TrimSpace(rest)]; ok {
			name = kw
		} else {
			name = "cc " + strings.TrimSpace(rest)
		}
	}
	return lookup(KindCallConv, name)
}

// AttrKey returns the name an attribute text is classified by: the quoted
// key of a string attribute (`"target-cpu"="x86-64"` → `"target-cpu"`),
// otherwise the keyword before any '(', ' ' or '=' (`align 8` → `align`,
// `byval(%T)` → `byval`, `alignstack=16` → `alignstack`).
func AttrKey(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, `"`) {
		if i := strings.IndexByte(s[1:], '"'); i >= 0 {
			return s[:i+2]
		}
		return s
	}
	if i := strings.IndexAny(s, "( ="); i >= 0 {
		return s[:i]
	}
	return s
}

// SplitAttrs splits an attribute list as written (the body of an
// `attributes #N = { ... }` line, or the attributes after a parameter)
// into attribute texts: quoted keys with their values, parenthesized
// arguments and `align N` stay in one piece.
func SplitAttrs(s string) []string {
	var out []string
	depth, quoted, start := 0, false, -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		tok := s[start:end]
		if n := len(out); n > 0 && isNumber(tok) {
			out[n-1] += " " + tok
		} else {
			out = append(out, tok)
		}
		start = -1
	}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case quoted:
			quoted = ch != '"'
		case ch == '"':
			quoted = true
		case ch == '(':
			depth++
		case ch == ')':
			depth--
		case depth == 0 && (ch == ' ' || ch == '\t' || ch == '\n'):
			flush(i)
			continue
		}
		if start < 0 {
			start = i
		}
	}
	flush(len(s))
	return out
}

func isNumber(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// Attr classifies an attribute (its text or just its key, see AttrKey)
// at a position; where 0 matches any position. With CallSite in where, an
// entry made for call sites decides; otherwise every known attribute that
// does not block merging is Compare there: call-site attributes are
// compared with the call and copied with it.
func Attr(name string, where Where) Entry {
	key := AttrKey(name)
	pos := where &^ CallSite
	found, ok := Entry{}, false
	if where&CallSite != 0 {
		found, ok = findAttr(key, pos, true)
	}
	if !ok {
		found, ok = findAttr(key, pos, false)
		if ok && where&CallSite != 0 && !found.Blocks(Similar) {
			found.Class, found.Where = Compare, where
			found.Reason = "call-site attribute: compared with the call and copied with it"
		}
	}
	if ok {
		return found
	}
	if len(index[KindAttr][key]) > 0 {
		return Entry{Kind: KindAttr, Name: key, Where: where, Class: NotMergeable,
			Reason: "attribute " + key + " is not valid at " + where.String()}
	}
	return unknown(KindAttr, key)
}

// findAttr finds the entry for key at pos (0: any) among the call-site
// entries or among the others, string-attribute families last.
func findAttr(key string, pos Where, call bool) (Entry, bool) {
	fits := func(e Entry) bool {
		return (e.Where&CallSite != 0) == call && (pos == 0 || e.Where&pos != 0)
	}
	for _, e := range index[KindAttr][key] {
		if fits(e) {
			return e, true
		}
	}
	if strings.HasPrefix(key, `"`) {
		for _, e := range prefixes {
			if fits(e) && strings.HasPrefix(key, e.Name) {
				return e, true
			}
		}
	}
	return Entry{}, false
}

// Intrinsic classifies an intrinsic by name ("llvm.memcpy.p0i8.p0i8.i64",
// with or without '@'). The entry with the longest name that equals the
// intrinsic or is a dot-separated prefix of it decides (so overload
// suffixes and families such as llvm.x86 need no entry of their own).
func Intrinsic(name string) Entry {
	n := strings.Trim(strings.TrimPrefix(name, "@"), `"`)
	for p := n; ; {
		if es := index[KindIntrinsic][p]; len(es) > 0 {
			return es[0]
		}
		i := strings.LastIndexByte(p, '.')
		if i <= 0 || p[:i] == "llvm" {
			break
		}
		p = p[:i]
	}
	return unknown(KindIntrinsic, n)
}

// Entries returns a copy of the table, in table order.
func Entries() []Entry { return append([]Entry(nil), table...) }
