package allow

import (
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// SelectableCallee reports whether a direct call of callee, with the
// call-site return attributes ra and arguments args, may become a call
// through a pointer chosen among functions (similar merging's `select` on
// the function identifier) without changing what the call does.
//
// Why: for a direct call LLVM reads the callee declaration's attributes
// as the call's own (CallBase::paramHasAttr, hasFnAttr); through a
// pointer it reads only the call site's. An ABI attribute only the
// declaration carries (`declare i32 @f(i8 signext)` called as
// `call i32 @f(i8 %x)`: valid IR, if not clang's) would be lost, and the
// callee would read an argument the caller no longer extends. So every
// attribute of the declaration's parameters and result that is more than
// a fact merged code may lose (Intersect, BodyFact, Drop) must be on the
// call site too, at the same position and with the same value; and a
// callee declared returns_twice stays a direct call.
func SelectableCallee(callee *ir.Func, ra []ir.ReturnAttribute, args []value.Value) bool {
	if declaredReturnsTwice(callee.FuncAttrs) {
		return false
	}
	site := make([]string, 0, len(ra))
	for _, a := range ra {
		site = append(site, a.String())
	}
	for _, a := range callee.ReturnAttrs {
		if !droppable(a.String(), RetAttr) && !slices.Contains(site, a.String()) {
			return false
		}
	}
	for i, p := range callee.Params {
		site = site[:0]
		if i < len(args) {
			if arg, ok := args[i].(*ir.Arg); ok {
				for _, a := range arg.Attrs {
					site = append(site, a.String())
				}
			}
		}
		for _, a := range p.Attrs {
			if !droppable(a.String(), ParamAttr) && !slices.Contains(site, a.String()) {
				return false
			}
		}
	}
	return true
}

// droppable: the attribute only states a fact about the callee (or
// promises one about the argument), which a call may lose.
func droppable(attr string, where Where) bool {
	switch Attr(attr, where).Class {
	case Intersect, BodyFact, Drop:
		return true
	}
	return false
}

func declaredReturnsTwice(as []ir.FuncAttribute) bool {
	for _, a := range as {
		switch a := a.(type) {
		case *ir.AttrGroupDef:
			if declaredReturnsTwice(a.FuncAttrs) {
				return true
			}
			continue
		case ir.AttrString, ir.AttrPair:
			// A string attribute ("key" or "key"="value") is never the
			// keyword returns_twice; printing one (escaped) is what made
			// this check costly: every call site of every pair read every
			// "target-cpu"-like pair of its callee's attribute group.
			continue
		}
		if AttrKey(a.String()) == "returns_twice" {
			return true
		}
	}
	return false
}
