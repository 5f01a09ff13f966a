package allow

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/value"

	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/opcode"
)

// Why is the entry as a refusal reason: "<kind> <name>: <reason>".
func (e Entry) Why() string {
	if strings.HasPrefix(e.Reason, "unknown ") || strings.HasPrefix(e.Reason, "attribute ") {
		return e.Reason
	}
	return e.Kind.String() + " " + e.Name + ": " + e.Reason
}

// checker walks one function and keeps the first refusal.
type checker struct {
	mode Mode
	why  string
}

// see records e and reports whether the walk may stop.
func (c *checker) see(e Entry) bool {
	if c.why == "" && e.Blocks(c.mode) {
		c.why = e.Why()
	}
	return c.why != ""
}

// Check returns the first reason f may not take part in a merge of mode m
// ("" if it may): its calling convention, attributes (groups expanded),
// properties, metadata attachments, instructions, call sites, intrinsics,
// operand bundles and constant operands, each looked up in the table.
// What llir drops is not seen here: see ScanText. Facts about the module
// are the engine's too: blockaddress of f in another function or a global
// initializer, f's address compared, f called by musttail, linkage.
func Check(f *ir.Func, m Mode) string {
	c := &checker{mode: m}
	c.signature(f)
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			if c.inst(inst) {
				return c.why
			}
		}
		if c.inst(b.Term) {
			return c.why
		}
	}
	return c.why
}

func (c *checker) signature(f *ir.Func) {
	c.see(CallConv(ccName(f.CallingConv)))
	c.funcAttrs(f.FuncAttrs, FnAttr)
	for _, a := range f.ReturnAttrs {
		c.see(Attr(a.String(), RetAttr))
	}
	for _, p := range f.Params {
		for _, a := range p.Attrs {
			c.see(Attr(a.String(), ParamAttr))
		}
	}
	if f.Sig.Variadic {
		c.see(FuncProp("varargs"))
	}
	if f.GC != "" {
		c.see(FuncProp("gc"))
	}
	if f.Prefix != nil {
		c.see(FuncProp("prefix"))
	}
	if f.Prologue != nil {
		c.see(FuncProp("prologue"))
	}
	c.metadata(f.Metadata)
}

// ccName is the keyword of a llir calling convention ("" is ccc), or
// `cc N` for numbers llir has no name for (llir numbers ccc 1, not 0).
func ccName(cc enum.CallingConv) string {
	if cc == enum.CallingConvNone {
		return ""
	}
	if s := cc.String(); !strings.HasPrefix(s, "CallingConv(") {
		return s
	}
	return fmt.Sprintf("cc %d", cc)
}

// funcAttrs checks function or call-site function attributes, expanding
// attribute groups.
func (c *checker) funcAttrs(as []ir.FuncAttribute, where Where) {
	for _, a := range as {
		if g, ok := a.(*ir.AttrGroupDef); ok {
			c.funcAttrs(g.FuncAttrs, where)
			continue
		}
		c.see(Attr(a.String(), where))
	}
}

func (c *checker) metadata(mds []*metadata.Attachment) {
	for _, md := range mds {
		c.see(Metadata(md.Name))
	}
}

// inst checks one instruction or terminator.
func (c *checker) inst(inst any) bool {
	if c.see(Opcode(opcodeName(inst))) {
		return true
	}
	if m, ok := inst.(interface{ MDAttachments() []*metadata.Attachment }); ok {
		c.metadata(m.MDAttachments())
	}
	switch x := inst.(type) {
	case *ir.InstCall:
		if x.Tail != enum.TailNone {
			c.see(Flag(x.Tail.String()))
		}
		c.call(x.Callee, x.CallingConv, x.FuncAttrs, x.ReturnAttrs, x.Args, x.OperandBundles)
	case *ir.TermInvoke:
		c.call(x.Invokee, x.CallingConv, x.FuncAttrs, x.ReturnAttrs, x.Args, x.OperandBundles)
	case *ir.TermCallBr:
		c.call(x.Callee, x.CallingConv, x.FuncAttrs, x.ReturnAttrs, x.Args, x.OperandBundles)
	case *ir.InstAlloca:
		if x.AddrSpace != 0 {
			c.see(Flag("alloca addrspace"))
		}
	}
	if u, ok := inst.(interface{ Operands() []*value.Value }); ok {
		for _, op := range u.Operands() {
			if op != nil && *op != nil {
				c.constant(*op)
			}
		}
	}
	return c.why != ""
}

// opcodeName is the table name of an instruction: its LLVM keyword
// (opcode.Of; *ir.InstAdd → "add", *ir.TermCondBr → "br").
func opcodeName(inst any) string {
	if op := opcode.Of(inst); op != 0 {
		return op.String()
	}
	return fmt.Sprintf("%T", inst) // no LLVM 14 opcode: unknown, so refused
}

// call checks a call site: calling convention, attributes, intrinsic
// callee, operand bundles and inline asm.
func (c *checker) call(callee value.Value, cc enum.CallingConv, fa []ir.FuncAttribute, ra []ir.ReturnAttribute,
	args []value.Value, bundles []*ir.OperandBundle) {
	c.see(CallConv(ccName(cc)))
	c.funcAttrs(fa, FnAttr|CallSite)
	for _, a := range ra {
		c.see(Attr(a.String(), RetAttr|CallSite))
	}
	for _, v := range args {
		if a, ok := v.(*ir.Arg); ok {
			for _, pa := range a.Attrs {
				c.see(Attr(pa.String(), ParamAttr|CallSite))
			}
		}
	}
	name := ""
	if f, ok := callee.(*ir.Func); ok {
		// GlobalName, not Name(), which parses every name as a number
		// (allocating an error per call): only intrinsics are looked for.
		name = f.GlobalName
		if strings.HasPrefix(name, "llvm.") {
			c.see(Intrinsic(name))
		}
		if declaredReturnsTwice(f.FuncAttrs) {
			// A direct call reads the callee's returns_twice as its own
			// (clang also writes it on the call; hand-written IR may not).
			c.see(Attr("returns_twice", FnAttr|CallSite))
		}
	}
	for _, b := range bundles {
		if name == "llvm.assume" {
			c.see(assumeBundle(b.Tag))
			continue
		}
		c.see(Bundle(b.Tag))
	}
	if a, ok := callee.(*ir.InlineAsm); ok {
		for _, f := range []struct {
			on   bool
			name string
		}{{a.SideEffect, "asm sideeffect"}, {a.AlignStack, "asm alignstack"}, {a.IntelDialect, "asm inteldialect"}} {
			if f.on {
				c.see(Flag(f.name))
			}
		}
	}
}

// assumeBundle classifies an operand bundle of llvm.assume: its tag is an
// attribute name (or "ignore"), its inputs are compared as operands.
func assumeBundle(tag string) Entry {
	if tag == "ignore" || len(index[KindAttr][tag]) > 0 {
		return Entry{Kind: KindBundle, Name: tag, Class: IdenticalOnly, Reason: "llvm.assume knowledge: inputs compared as operands; " + rBundleInputs}
	}
	return Entry{Kind: KindBundle, Name: tag, Class: NotMergeable, Reason: "unknown llvm.assume bundle " + tag}
}

// constant checks a constant operand for the forms that block merging.
func (c *checker) constant(v value.Value) {
	if a, ok := v.(*ir.Arg); ok { // a call argument with its attributes
		v = a.Value
	}
	switch v.(type) {
	case *constant.BlockAddress:
		c.see(Constant("blockaddress"))
	case *constant.DSOLocalEquivalent:
		c.see(Constant("dso_local_equivalent"))
	case *constant.NoCFI:
		c.see(Constant("no_cfi"))
	case constant.Expression, *constant.Array, *constant.Struct, *constant.Vector:
		c.scanConstText(v.Ident())
	}
}

func (c *checker) scanConstText(s string) {
	for _, form := range []string{"blockaddress", "dso_local_equivalent", "no_cfi"} {
		if strings.Contains(s, form) {
			c.see(Constant(form))
		}
	}
	// llir prints the expression as LLVM does ("udiv (", "sdiv exact ("),
	// nested ones included, however the input spelled it.
	if trapDivRE.MatchString(s) || trapRemRE.MatchString(s) {
		c.see(Constant("trapping expression"))
	}
}

var (
	// A division constant expression prints its operands in parentheses
	// (LLVM's lexer ends the keyword there: no blank is needed); an
	// instruction prints a type after the keyword. A comment or a line
	// break between keyword and parenthesis, which the line-by-line scan
	// cannot see, is caught on llir's reading (checker.constant).
	trapDivRE = regexp.MustCompile(`\b[us]div(?:\s+exact)?\s*\(`)
	trapRemRE = regexp.MustCompile(`\b[us]rem\s*\(`)

	asmRE = regexp.MustCompile(`\basm((?:\s+(?:sideeffect|alignstack|inteldialect|unwind))*)\s+""`)
	// formREs find the constant forms; hint is a substring every match
	// contains.
	formREs = []struct {
		re         *regexp.Regexp
		form, hint string
	}{
		{regexp.MustCompile(`\bblockaddress\s*\(`), "blockaddress", "blockaddress"},
		{regexp.MustCompile(`\bdso_local_equivalent\b`), "dso_local_equivalent", "dso_local_equivalent"},
		{regexp.MustCompile(`\bno_cfi\b`), "no_cfi", "no_cfi"},
		{regexp.MustCompile(`\b0xR[0-9A-Fa-f]`), "0xR", "0xR"},
		{trapDivRE, "trapping expression", "div"},
		{trapRemRE, "trapping expression", "rem"},
	}
)

// Func is Check and then ScanText: the first reason the function, parsed
// as f from the original text chunk, may not take part in a merge of mode
// m ("" if it may).
func Func(f *ir.Func, chunk string, group func(ref string) []string, m Mode) string {
	if why := Check(f, m); why != "" {
		return why
	}
	return ScanText(chunk, group, m)
}

// ScanText checks a function's original text (its whole `define ... {
// ... }` chunk) for what llir drops or resolves away: inline asm flags
// (llir drops `unwind`), the contents of attribute groups (`#N` on the
// define line are function attributes, on other lines call-site
// attributes; group resolves "#N" to its attribute texts, nil meaning
// unknown — pass nil to skip groups), metadata attachment kinds and the
// constant forms that block merging. String literals and comments are
// ignored. It returns the first reason the function may not take part in
// a merge of mode m, or "".
func ScanText(chunk string, group func(ref string) []string, m Mode) string {
	c := &checker{mode: m}
	header := true
	for _, raw := range strings.Split(chunk, "\n") {
		line := stripStrings(raw)
		// Cheap byte tests before each regexp: most lines hold none of
		// these constructs, and the regexps dominated the scan.
		if strings.Contains(line, "asm") {
			for _, sm := range asmRE.FindAllStringSubmatch(line, -1) {
				for _, w := range strings.Fields(sm[1]) {
					c.see(Flag("asm " + w))
				}
			}
		}
		if group != nil && strings.IndexByte(line, '#') >= 0 {
			where := FnAttr | CallSite
			if header {
				where = FnAttr
			}
			for _, ref := range irmod.AttrGroupRefs(line) {
				attrs := group(ref)
				if attrs == nil {
					c.see(Entry{Kind: KindAttr, Name: ref, Class: NotMergeable, Reason: "unresolved attribute group " + ref})
				}
				for _, a := range attrs {
					c.see(Attr(a, where))
				}
			}
		}
		if strings.IndexByte(line, '!') >= 0 {
			for _, kind := range irmod.AttachmentKinds(line) {
				c.see(Metadata(kind))
			}
		}
		for _, f := range formREs {
			if strings.Contains(line, f.hint) && f.re.MatchString(line) {
				c.see(Constant(f.form))
			}
		}
		if c.why != "" {
			return c.why
		}
		if strings.Contains(line, "{") {
			header = false
		}
	}
	return c.why
}

// stripStrings empties every "..." literal of a line (keeping the quotes)
// and cuts a trailing comment. Most lines hold no literal: they are cut,
// not copied.
func stripStrings(line string) string {
	if strings.IndexByte(line, '"') < 0 {
		if i := strings.IndexByte(line, ';'); i >= 0 {
			return line[:i]
		}
		return line
	}
	var b strings.Builder
	b.Grow(len(line))
	in := false
	for i := 0; i < len(line); i++ {
		ch := line[i]
		switch {
		case ch == '"':
			in = !in
			b.WriteByte(ch)
		case in:
		case ch == ';':
			return b.String()
		default:
			b.WriteByte(ch)
		}
	}
	return b.String()
}
