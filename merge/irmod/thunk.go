package irmod

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
)

// Forward is the body of a thunk: a function that passes its arguments on
// to another and returns what that one returns. Identical merging writes
// one where a function keeps its name but not its body, similar merging
// where an original is replaced by a merged function that takes an extra
// identifier argument; both write it with Body, with one rule for debug
// locations (Module.ThunkDebugLoc).
type Forward struct {
	// Setup are instructions that compute arguments (casts), in order,
	// without a trailing newline or attachment.
	Setup []string
	// Callee is the called function's identifier, '@' included.
	Callee string
	// CallConv is the callee's calling convention as written ("fastcc",
	// "cc 10"), "" for the C convention (CallingConv).
	CallConv string
	// RetAttrs are the return attributes of the call (the ABI lives there).
	RetAttrs []string
	// AddrSpace is the callee's address space as written
	// ("addrspace(1)"), "" for the default one: a call of a function in
	// another address space must say so, or the callee is taken for a
	// pointer of address space 0 and the module does not verify.
	AddrSpace string
	// CalleeRet is the callee's return type, Args the call's arguments,
	// each typed and with its parameter attributes.
	CalleeRet string
	Args      []string
	// Ret is the thunk's own return type; RetConv the cast opcode that
	// turns the call's result into a Ret, "" when none is needed.
	Ret     string
	RetConv string
	// RetSetup, in place of RetConv, are instructions that turn the call's
	// result, %fmerge.ret, into %fmerge.retcast, a Ret (a struct rebuilt
	// field by field).
	RetSetup []string
	// Dbg is ", !dbg !N", put on every instruction, or "".
	Dbg string
}

// Body is the thunk's body text: everything between its "{" and "}" lines.
func (t Forward) Body() string {
	var b strings.Builder
	for _, s := range t.Setup {
		b.WriteString("  " + s + t.Dbg + "\n")
	}
	b.WriteString("  ")
	if t.CalleeRet != "void" {
		b.WriteString("%fmerge.ret = ")
	}
	b.WriteString("tail call ")
	if t.CallConv != "" {
		b.WriteString(t.CallConv + " ")
	}
	for _, a := range t.RetAttrs {
		b.WriteString(a + " ")
	}
	if t.AddrSpace != "" {
		b.WriteString(t.AddrSpace + " ")
	}
	fmt.Fprintf(&b, "%s %s(%s)%s\n", t.CalleeRet, t.Callee, strings.Join(t.Args, ", "), t.Dbg)
	switch {
	case t.Ret == "void":
		fmt.Fprintf(&b, "  ret void%s\n", t.Dbg)
	case len(t.RetSetup) > 0:
		for _, s := range t.RetSetup {
			b.WriteString("  " + s + t.Dbg + "\n")
		}
		fmt.Fprintf(&b, "  ret %s %%fmerge.retcast%s\n", t.Ret, t.Dbg)
	case t.RetConv != "":
		fmt.Fprintf(&b, "  %%fmerge.retcast = %s %s %%fmerge.ret to %s%s\n", t.RetConv, t.CalleeRet, t.Ret, t.Dbg)
		fmt.Fprintf(&b, "  ret %s %%fmerge.retcast%s\n", t.Ret, t.Dbg)
	default:
		fmt.Fprintf(&b, "  ret %s %%fmerge.ret%s\n", t.Ret, t.Dbg)
	}
	return b.String()
}

// AddrSpace prints a function's address space as a call names it
// ("addrspace(1)"), "" for address space 0 (Forward.AddrSpace).
func AddrSpace(f *ir.Func) string {
	if f.AddrSpace == 0 {
		return ""
	}
	return f.AddrSpace.String()
}

// CallingConv prints a calling convention as LLVM does ("fastcc",
// "cc 10"), "" for the C convention.
func CallingConv(cc enum.CallingConv) string {
	if cc == enum.CallingConvNone {
		return ""
	}
	s := cc.String()
	if strings.HasPrefix(s, "CallingConv(") {
		return fmt.Sprintf("cc %d", uint(cc))
	}
	return s
}

var (
	scopeLine = regexp.MustCompile(`\bscopeLine: (\d+)`)
	spLine    = regexp.MustCompile(`\bline: (\d+)`)
)

// ThunkDebugLoc returns the Forward.Dbg of a thunk written into f's body:
// in a function with a DISubprogram every call must carry a location in
// that subprogram, or the verifier strips the module's debug information.
// The location is the subprogram's scope line, else its line, else 0 (a
// new DILocation node). "" when f has no subprogram.
func (m *Module) ThunkDebugLoc(f *Func) string {
	sp := m.FuncSubprogram(f)
	if sp < 0 {
		return ""
	}
	line, md := "0", m.MetadataText(sp)
	if sm := scopeLine.FindSubmatch(md); sm != nil {
		line = string(sm[1])
	} else if sm := spLine.FindSubmatch(md); sm != nil {
		line = string(sm[1])
	}
	return ", !dbg " + m.AddMetadata(fmt.Sprintf("!DILocation(line: %s, scope: !%d)", line, sp))
}

// Bitcast is the operand that stands for the global ident, of pointer type
// from, where a value of pointer type to is expected: ident itself when the
// types are the same, else a bitcast constant expression.
func Bitcast(from, ident, to string) string {
	if from == to {
		return ident
	}
	return fmt.Sprintf("bitcast (%s %s to %s)", from, ident, to)
}

// AliasLine is the definition of an unnamed_addr alias: ident, the words
// before "unnamed_addr" (linkage, preemption, visibility; none for an
// external default alias), the aliased value type, and the typed aliasee.
func AliasLine(ident string, words []string, valueType, aliasee string) string {
	head := append(append([]string{ident, "="}, words...), "unnamed_addr", "alias")
	return strings.Join(head, " ") + " " + valueType + ", " + aliasee + "\n"
}
