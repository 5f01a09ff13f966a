package compare

import (
	"sort"
	"strconv"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// attr is one attribute in canonical form: its text, or for attributes
// that carry a type (byval, sret, byref, inalloca, preallocated,
// elementtype) the keyword and the type, which compares with cmpTypes as
// in LLVM (so byval(%struct.A) equals byval(%struct.B) of the same shape).
type attr struct {
	key string
	typ types.Type
}

// canon turns a llir attribute into attrs; attribute groups (#N) expand
// to their contents.
func (gn *GlobalNumbers) canon(a any, out []attr) []attr {
	switch a := a.(type) {
	case *ir.AttrGroupDef:
		return append(out, gn.group(a)...)
	case ir.Byval:
		return append(out, attr{key: "byval", typ: a.Typ})
	case ir.SRet:
		return append(out, attr{key: "sret", typ: a.Typ})
	case ir.ByRef:
		return append(out, attr{key: "byref", typ: a.Typ})
	case ir.InAlloca:
		return append(out, attr{key: "inalloca", typ: a.Typ})
	case ir.Preallocated:
		return append(out, attr{key: "preallocated", typ: a.Typ})
	case ir.ElementType:
		return append(out, attr{key: "elementtype", typ: a.Typ})
	case interface{ String() string }:
		return append(out, attr{key: a.String()})
	}
	return out
}

// group returns the sorted contents of an attribute group, cached: groups
// are shared by many functions and never change.
func (gn *GlobalNumbers) group(g *ir.AttrGroupDef) []attr {
	gn.mu.Lock()
	as, ok := gn.groups[g]
	gn.mu.Unlock()
	if ok {
		return as
	}
	for _, a := range g.FuncAttrs {
		as = gn.canon(a, as)
	}
	as = normalize(as)
	gn.mu.Lock()
	gn.groups[g] = as
	gn.mu.Unlock()
	return as
}

// normalize sorts a set by key and drops duplicates (an attribute written
// both inline and in a group is one attribute).
func normalize(as []attr) []attr {
	sort.SliceStable(as, func(i, j int) bool { return as[i].key < as[j].key })
	out := as[:0]
	for i, a := range as {
		if i > 0 && a.key == as[i-1].key {
			continue
		}
		out = append(out, a)
	}
	return out
}

// funcAttrs is Function::getAttributes as a list of sets: function,
// return (with the align llir cannot parse), then each parameter;
// trailing empty sets are dropped as LLVM's AttributeList does.
func (c *comparator) funcAttrs(f *Func) [][]attr {
	sets := make([][]attr, 2, 2+len(f.IR.Params))
	sets[0] = c.funcSet(f.IR.FuncAttrs)
	var ret []attr
	for _, a := range f.IR.ReturnAttrs {
		ret = c.gn.canon(a, ret)
	}
	if f.RetAlign != 0 {
		ret = append(ret, attr{key: "align " + strconv.FormatUint(f.RetAlign, 10)})
	}
	sets[1] = normalize(ret)
	for _, p := range f.IR.Params {
		var ps []attr
		for _, a := range p.Attrs {
			ps = c.gn.canon(a, ps)
		}
		sets = append(sets, normalize(ps))
	}
	return trim(sets)
}

// funcSet canonicalizes function attributes; the common case of a single
// group reference uses the cached group directly.
func (c *comparator) funcSet(fa []ir.FuncAttribute) []attr {
	if len(fa) == 1 {
		if g, ok := fa[0].(*ir.AttrGroupDef); ok {
			return c.gn.group(g)
		}
	}
	var out []attr
	for _, a := range fa {
		out = c.gn.canon(a, out)
	}
	return normalize(out)
}

// callAttrs is CallBase::getAttributes (the call-site return align is in
// Func.Extra).
func (c *comparator) callAttrs(fa []ir.FuncAttribute, ra []ir.ReturnAttribute, args []value.Value) [][]attr {
	sets := make([][]attr, 2, 2+len(args))
	sets[0] = c.funcSet(fa)
	var ret []attr
	for _, a := range ra {
		ret = c.gn.canon(a, ret)
	}
	sets[1] = normalize(ret)
	for _, v := range args {
		var ps []attr
		if a, ok := v.(*ir.Arg); ok {
			for _, pa := range a.Attrs {
				ps = c.gn.canon(pa, ps)
			}
		}
		sets = append(sets, normalize(ps))
	}
	return trim(sets)
}

func trim(sets [][]attr) [][]attr {
	n := len(sets)
	for n > 0 && len(sets[n-1]) == 0 {
		n--
	}
	return sets[:n]
}

// cmpAttrLists is LLVM's cmpAttrs: number of sets, then set by set,
// attribute by attribute, a longer set being greater.
func (c *comparator) cmpAttrLists(l, r [][]attr) int {
	if res := cmpNum(uint64(len(l)), uint64(len(r))); res != 0 {
		return res
	}
	for i := range l {
		sl, sr := l[i], r[i]
		for j := 0; j < len(sl) && j < len(sr); j++ {
			if res := cmpStr(sl[j].key, sr[j].key); res != 0 {
				return res
			}
			tl, tr := sl[j].typ, sr[j].typ
			if res := cmpBool(tl != nil, tr != nil); res != 0 {
				return res
			}
			if tl != nil {
				if res := c.cmpTypes(tl, tr); res != 0 {
					return res
				}
			}
		}
		if res := cmpNum(uint64(len(sl)), uint64(len(sr))); res != 0 {
			return res
		}
	}
	return 0
}

// cmpCallAttrs compares the attribute lists of two call sites. Most call
// sites carry at most one attribute group and nothing else; when both do
// and it is the same group, they are equal without building the lists.
func (c *comparator) cmpCallAttrs(fl []ir.FuncAttribute, rl []ir.ReturnAttribute, al []value.Value,
	fr []ir.FuncAttribute, rr []ir.ReturnAttribute, ar []value.Value) int {
	if gl, ok := simpleAttrs(fl, rl, al); ok {
		if gr, ok := simpleAttrs(fr, rr, ar); ok && gl == gr {
			return 0
		}
	}
	return c.cmpAttrLists(c.callAttrs(fl, rl, al), c.callAttrs(fr, rr, ar))
}

// simpleAttrs reports whether a call site's attributes are just an
// optional single group reference, and returns it.
func simpleAttrs(fa []ir.FuncAttribute, ra []ir.ReturnAttribute, args []value.Value) (*ir.AttrGroupDef, bool) {
	if len(ra) > 0 || len(fa) > 1 {
		return nil, false
	}
	for _, v := range args {
		if a, ok := v.(*ir.Arg); ok && len(a.Attrs) > 0 {
			return nil, false
		}
	}
	if len(fa) == 0 {
		return nil, true
	}
	g, ok := fa[0].(*ir.AttrGroupDef)
	return g, ok
}
