// Package irtext reads what the engine needs of a function straight from
// its LLVM 14 text, without the IR library: for each instruction its
// opcode, its result type and its operand types. That is the front end's
// own per-function model (docs/DESIGN.md): candidate ranking reads a
// million functions through it in seconds, where building llir's syntax
// tree of every body would take minutes and gigabytes.
//
// Types are built as llir's types package values (plain data: the same
// structures the encoder numbers), so a code computed from the text is, by
// construction, the code computed from llir's view of the same
// instruction; a test checks that on real modules. Whatever this reader
// does not understand (inline asm, scalable or vector GEPs, Windows
// exception pads, opaque pointers) is refused with a reason, and the
// caller falls back to llir for that function alone.
package irtext

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/llir/llvm/ir/types"

	"github.com/fmerge/rules_fmerge/merge/encode"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// Types resolves type spellings of one module. Named struct types are one
// object each, filled from the module's "%T = type ..." definitions, as
// llir shares them. Not safe for concurrent use while Define runs; after
// that, Parse only reads the table and may run on many goroutines.
type Types struct {
	named map[string]*types.StructType
	// memos hands each reading goroutine a map from a type's text to the
	// object read for it first (see parser.memo).
	memos sync.Pool
}

// maxMemo bounds a type memo; a module with more distinct type spellings
// starts its memo over.
const maxMemo = 1 << 16

// memo returns a type memo for one reading goroutine; give it back with
// putMemo.
func (t *Types) memo() map[string]types.Type {
	if m, ok := t.memos.Get().(map[string]types.Type); ok {
		return m
	}
	return map[string]types.Type{}
}

func (t *Types) putMemo(m map[string]types.Type) {
	if len(m) > maxMemo {
		clear(m)
	}
	t.memos.Put(m)
}

// NewTypes builds the table from the module's type definitions, each given
// as its name (decoded, without '%') and the text after " = type ".
func NewTypes(names, bodies []string) (*Types, error) {
	t := &Types{named: make(map[string]*types.StructType, len(names))}
	for _, n := range names {
		t.named[n] = &types.StructType{TypeName: n}
	}
	for i, body := range bodies {
		st := t.named[names[i]]
		if body == "opaque" {
			st.Opaque = true
			continue
		}
		p := parser{s: body, types: t}
		lit, err := p.typ()
		if err != nil {
			return nil, fmt.Errorf("type %%%s: %v", names[i], err)
		}
		s, ok := lit.(*types.StructType)
		if !ok || s.TypeName != "" {
			return nil, fmt.Errorf("type %%%s: not a struct body: %q", names[i], body)
		}
		st.Packed, st.Fields = s.Packed, s.Fields
	}
	return t, nil
}

// Spellings returns encode.Spelling of every named type, by name: what
// fpfile's content hashes need of the type table.
func (t *Types) Spellings() map[string]string {
	out := make(map[string]string, len(t.named))
	for n, st := range t.named {
		out[n] = encode.Spelling(st)
	}
	return out
}

// parser reads types and values from one logical instruction.
type parser struct {
	s     string
	i     int
	types *Types
	// memo, when set, maps a type's text to the one object returned for
	// it: llir's types are plain values, so a fresh object per use is
	// correct, but the encoder caches numbers by object, and a cache that
	// gains an entry per instruction costs more than it saves (a third of
	// reading a million functions went to growing it).
	memo map[string]types.Type
	// k, when set, collects what IdentityKey hashes.
	k *keyer
}

// refuse is the error for text this reader does not handle.
type refuse string

func (r refuse) Error() string { return string(r) }

func (p *parser) blank() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t' || p.s[p.i] == '\n' || p.s[p.i] == '\r') {
		p.i++
	}
}

func (p *parser) peek() byte {
	p.blank()
	if p.i < len(p.s) {
		return p.s[p.i]
	}
	return 0
}

// eat consumes tok (after blanks) if it comes next.
func (p *parser) eat(tok string) bool {
	p.blank()
	if len(p.s)-p.i >= len(tok) && p.s[p.i:p.i+len(tok)] == tok {
		end := p.i + len(tok)
		if irmod.IsIdentChar(tok[len(tok)-1]) && end < len(p.s) && irmod.IsIdentChar(p.s[end]) {
			return false // a longer word
		}
		p.i = end
		return true
	}
	return false
}

func (p *parser) expect(tok string) error {
	if !p.eat(tok) {
		return p.errf("expected %q", tok)
	}
	return nil
}

func (p *parser) errf(format string, args ...any) error {
	at := p.s[p.i:]
	if len(at) > 40 {
		at = at[:40]
	}
	return fmt.Errorf("%s at %q", fmt.Sprintf(format, args...), at)
}

// word returns the next bare word (letters, digits, _ . - $).
func (p *parser) word() string {
	p.blank()
	start := p.i
	for p.i < len(p.s) && irmod.IsIdentChar(p.s[p.i]) {
		p.i++
	}
	return p.s[start:p.i]
}

func (p *parser) number() (uint64, error) {
	w := p.word()
	n, err := strconv.ParseUint(w, 10, 64)
	if err != nil {
		return 0, p.errf("expected a number, got %q", w)
	}
	return n, nil
}

// simpleTypes are the types spelled by one keyword.
var simpleTypes = map[string]types.Type{
	"void": types.Void, "half": types.Half, "float": types.Float,
	"double": types.Double, "x86_fp80": types.X86_FP80, "fp128": types.FP128,
	"ppc_fp128": types.PPC_FP128, "x86_mmx": types.MMX, "label": types.Label,
	"metadata": types.Metadata, "token": types.Token,
}

// startsType reports whether a type begins at the parser's position.
func (p *parser) startsType() bool {
	switch c := p.peek(); c {
	case '%', '[', '<', '{':
		return true
	case 'i':
		return p.i+1 < len(p.s) && p.s[p.i+1] >= '0' && p.s[p.i+1] <= '9'
	case 0:
		return false
	}
	save := p.i
	w := p.word()
	p.i = save
	_, ok := simpleTypes[w]
	return ok || w == "ptr" || w == "bfloat" || w == "x86_amx"
}

// typ parses a type with its pointer and function suffixes. With a memo,
// a type spelled as one token (i32, %T*, double**) that the memo holds is
// returned without being parsed again: only a function type or an address
// space can follow such a token and still belong to the type (or a '*'
// after a blank, which LLVM never prints but its parser accepts).
func (p *parser) typ() (types.Type, error) {
	if p.memo == nil {
		return p.typeText()
	}
	p.blank()
	start := p.i
	end := start
	for end < len(p.s) && isTypeTokenByte(p.s[end]) {
		end++
	}
	if end > start {
		p.i = end
		p.blank() // where reading the type would stop
		rest := p.s[p.i:]
		if t, ok := p.memo[p.s[start:end]]; ok && !strings.HasPrefix(rest, "(") && !strings.HasPrefix(rest, "*") && !strings.HasPrefix(rest, "addrspace") {
			return t, nil
		}
		p.i = start
	}
	t, err := p.typeText()
	if err != nil {
		return t, err
	}
	key := strings.TrimRight(p.s[start:p.i], " \t\n\r")
	if old, ok := p.memo[key]; ok {
		return old, nil
	}
	p.memo[strings.Clone(key)] = t
	return t, nil
}

// isTypeTokenByte: the bytes of a type spelled as one token.
func isTypeTokenByte(c byte) bool { return irmod.IsIdentChar(c) || c == '%' || c == '*' }

// typeText reads a type, making new objects for all but named structs and
// keyword types.
func (p *parser) typeText() (types.Type, error) {
	t, err := p.baseType()
	if err != nil {
		return nil, err
	}
	for {
		switch p.peek() {
		case '*':
			p.i++
			t = types.NewPointer(t)
		case '(':
			p.i++
			ft, err := p.funcParams(t)
			if err != nil {
				return nil, err
			}
			t = ft
		case 'a':
			if !p.eat("addrspace") {
				return t, nil
			}
			n, err := p.parenNumber()
			if err != nil {
				return nil, err
			}
			if err := p.expect("*"); err != nil {
				return nil, err
			}
			pt := types.NewPointer(t)
			pt.AddrSpace = types.AddrSpace(n)
			t = pt
		default:
			return t, nil
		}
	}
}

func (p *parser) parenNumber() (uint64, error) {
	if err := p.expect("("); err != nil {
		return 0, err
	}
	n, err := p.number()
	if err != nil {
		return 0, err
	}
	return n, p.expect(")")
}

// funcParams parses "params)" after a function type's '('.
func (p *parser) funcParams(ret types.Type) (types.Type, error) {
	ft := &types.FuncType{RetType: ret}
	if p.eat(")") {
		return ft, nil
	}
	for {
		if p.eat("...") {
			ft.Variadic = true
			return ft, p.expect(")")
		}
		t, err := p.typ()
		if err != nil {
			return nil, err
		}
		ft.Params = append(ft.Params, t)
		if p.eat(")") {
			return ft, nil
		}
		if err := p.expect(","); err != nil {
			return nil, err
		}
	}
}

func (p *parser) baseType() (types.Type, error) {
	switch p.peek() {
	case '%':
		name, err := p.localName()
		if err != nil {
			return nil, err
		}
		st, ok := p.types.named[name]
		if !ok {
			return nil, p.errf("undefined type %%%s", name)
		}
		return st, nil
	case '[':
		p.i++
		n, elem, err := p.sized()
		if err != nil {
			return nil, err
		}
		return types.NewArray(n, elem), p.expect("]")
	case '{':
		p.i++
		return p.structBody(false, "}")
	case '<':
		p.i++
		if p.eat("{") {
			st, err := p.structBody(true, "}")
			if err != nil {
				return nil, err
			}
			return st, p.expect(">")
		}
		if p.eat("vscale") {
			return nil, refuse("scalable vector type")
		}
		n, elem, err := p.sized()
		if err != nil {
			return nil, err
		}
		return types.NewVector(n, elem), p.expect(">")
	}
	w := p.word()
	if t, ok := simpleTypes[w]; ok {
		return t, nil
	}
	if len(w) > 1 && w[0] == 'i' {
		if n, err := strconv.ParseUint(w[1:], 10, 64); err == nil {
			return types.NewInt(n), nil
		}
	}
	switch w {
	case "ptr":
		return nil, refuse("opaque pointer type")
	case "bfloat", "x86_amx":
		return nil, refuse("type " + w + " (unknown to llir)")
	}
	return nil, p.errf("unknown type %q", w)
}

// sized parses "N x T" inside an array or vector type.
func (p *parser) sized() (uint64, types.Type, error) {
	n, err := p.number()
	if err != nil {
		return 0, nil, err
	}
	if err := p.expect("x"); err != nil {
		return 0, nil, err
	}
	elem, err := p.typ()
	return n, elem, err
}

func (p *parser) structBody(packed bool, closer string) (types.Type, error) {
	st := &types.StructType{Packed: packed}
	if p.eat(closer) {
		return st, nil
	}
	for {
		t, err := p.typ()
		if err != nil {
			return nil, err
		}
		st.Fields = append(st.Fields, t)
		if p.eat(closer) {
			return st, nil
		}
		if err := p.expect(","); err != nil {
			return nil, err
		}
	}
}

// localName reads a %name, %"quoted name" or %12 and returns it decoded
// (irmod.LocalName, the spelling TypeDefs gives).
func (p *parser) localName() (string, error) {
	p.blank()
	end, ok := irmod.LocalToken(p.s[p.i:])
	if !ok {
		return "", p.errf("expected a local name")
	}
	tok := p.s[p.i : p.i+end]
	p.i += end
	return irmod.LocalName(tok), nil
}

// ModuleTypes builds the table of m's named types.
func ModuleTypes(m *irmod.Module) (*Types, error) {
	defs := m.TypeDefs()
	names := make([]string, len(defs))
	bodies := make([]string, len(defs))
	for i, d := range defs {
		names[i] = d.Name
		line := strings.TrimRight(d.Line, "\r\n")
		bodies[i] = strings.TrimSpace(line[strings.Index(line, " = type ")+len(" = type "):])
	}
	return NewTypes(names, bodies)
}
