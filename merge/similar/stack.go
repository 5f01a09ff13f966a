package similar

import (
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"github.com/fmerge/rules_fmerge/merge/codegen"
	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// Stack rules. A merged function runs for the callers of both originals:
// a program that ran within its stack must still do so. Two ways it may
// not, each refused where recursion could multiply it:
//
//   - The merged frame holds both originals' static slots, sharing only
//     slots of one shape (codegen.Merged.Frame). A function recursing
//     20,000 levels with a 16-byte frame, merged with one holding a
//     256 KiB buffer, reserved the buffer at every level: a stack
//     overflow. frameFits bounds the growth as GCC's inliner bounds what
//     inlining does to a caller's frame (--param large-stack-frame=256,
//     large-stack-frame-growth=1000): 256 bytes more than an original's
//     slots always, else up to 11 times them; for a function that may
//     recurse (where any growth is paid at every level), the frame may
//     double and no more, counting in it the return address and saved
//     frame pointer every frame holds (frameBase): 16 bytes of slots may
//     become 48, none 16. A merged function merged again answers to its
//     originals.
//   - A call llc makes a sibling call (a jump) leaves no frame, and a
//     recursion through such calls runs in constant stack: 50 million
//     levels of `return od(...)` / `return ev(...)`, or a threaded
//     interpreter's `return table[op](...)`. Merged, a call of either
//     side can stop being a jump in more ways than a rule can follow: the
//     identifier goes on the stack as a seventh x86-64 argument (or past
//     a register pair on ARM), the parameters are reordered, the two
//     sides' results meet in a phi and a select, the return type is
//     widened, or an over-aligned slot makes the frame realign itself.
//     Each of these overflowed the stack. So a function on a cycle of
//     calls that may be sibling calls (mayBeSibling) is not similar-merged
//     at all (ineligible; the cycle through calls by pointer reaches every
//     address-taken function of the call's type, and none passes through
//     a declaration).

// frameSlack is how many bytes of static slots a merged function may
// have beyond an original's, whatever their size, when neither recurses.
const frameSlack = 256

// frameBase is what every x86-64 frame holds besides its slots: the
// return address and the saved frame pointer.
const frameBase = 16

// frameFits reports whether mg's static slots stay within n's bound.
func (d *driver) frameFits(n *node, mg *codegen.Merged) bool {
	return mg.Frame <= n.frameLimit
}

// frameLimit is the bound of the static slots of a merged function
// standing for the original name, whose own take own bytes.
func (d *driver) frameLimit(name string, own uint64) uint64 {
	if d.facts.onCycle[name] {
		return 2*(own+frameBase) - frameBase
	}
	return max(own+frameSlack, 11*own)
}

// callGraph is the module's definitions and who calls whom: direct calls
// of definitions; a call through a pointer as a call of every function
// of its type whose address the text uses other than as a direct callee
// (a function called through a pointer of another type is undefined
// behaviour in C); and, with declCallsBack, a call of a declaration as
// a call of every such function of any type (it may call back: qsort,
// atexit, a library's virtual calls).
type callGraph struct {
	m             *irmod.Module
	index         map[string]int // definition name -> node
	edges         [][]int        // node -> callees
	any           int            // the node "any address-taken function"
	typed         map[string]int // function type -> the node "any address-taken function of it"
	declCallsBack bool
}

func newCallGraph(m *irmod.Module, declCallsBack bool) *callGraph {
	g := &callGraph{m: m, index: map[string]int{}, typed: map[string]int{}, declCallsBack: declCallsBack}
	for _, f := range m.Funcs {
		if f.Defined() {
			g.index[f.Name] = len(g.index)
		}
	}
	g.any = len(g.index)
	g.edges = make([][]int, len(g.index)+1)
	return g
}

// typedNode is the node of the address-taken functions of type sig.
func (g *callGraph) typedNode(sig string) int {
	n, ok := g.typed[sig]
	if !ok {
		n = len(g.edges)
		g.edges = append(g.edges, nil)
		g.typed[sig] = n
	}
	return n
}

// add records a call by m.Funcs[caller] of callee.
func (g *callGraph) add(caller int, callee value.Value) {
	from, ok := g.index[g.m.Funcs[caller].Name]
	if !ok {
		return
	}
	if e, ok := callee.(*constant.ExprBitCast); ok {
		callee = e.From // a function called through a cast of itself
	}
	switch c := callee.(type) {
	case *ir.InlineAsm:
		return
	case *ir.Func:
		name := irmod.NameOf(&c.GlobalIdent)
		if to, ok := g.index[name]; ok {
			g.edges[from] = append(g.edges[from], to)
		} else if g.declCallsBack && !strings.HasPrefix(name, "llvm.") {
			g.edges[from] = append(g.edges[from], g.any) // intrinsics call nothing back
		}
		return
	}
	if p, ok := callee.Type().(*types.PointerType); ok {
		if ft, ok := p.ElemType.(*types.FuncType); ok {
			g.edges[from] = append(g.edges[from], g.typedNode(ft.String()))
			return
		}
	}
	g.edges[from] = append(g.edges[from], g.any)
}

// onCycle returns the definitions that lie on a cycle of the graph (a
// strongly connected component of two nodes or more, or a call of
// itself).
func (g *callGraph) onCycle() map[string]bool {
	for _, f := range g.m.Funcs {
		i, ok := g.index[f.Name]
		if !ok {
			continue
		}
		for u := range g.m.EachUse(f.Name) {
			if !g.m.Refs[u].Callee {
				g.edges[g.any] = append(g.edges[g.any], i)
				if n, ok := g.typed[f.IR.Sig.String()]; ok {
					g.edges[n] = append(g.edges[n], i)
				}
				break
			}
		}
	}
	comp := sccs(g.edges)
	size := map[int]int{}
	for _, c := range comp {
		size[c]++
	}
	out := map[string]bool{}
	for name, i := range g.index {
		if size[comp[i]] > 1 || slices.Contains(g.edges[i], i) { // a call of itself
			out[name] = true
		}
	}
	return out
}

// sccs numbers the strongly connected components of a graph (Tarjan's
// algorithm, without recursion: call chains of real programs are deep).
func sccs(edges [][]int) []int {
	n := len(edges)
	index, low, comp := make([]int, n), make([]int, n), make([]int, n)
	onStack := make([]bool, n)
	for i := range index {
		index[i], comp[i] = -1, -1
	}
	var stack []int
	next, ncomp := 0, 0
	type frame struct{ v, e int }
	for root := range n {
		if index[root] >= 0 {
			continue
		}
		work := []frame{{root, 0}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, root)
		onStack[root] = true
		for len(work) > 0 {
			top := &work[len(work)-1]
			v := top.v
			if top.e < len(edges[v]) {
				w := edges[v][top.e]
				top.e++
				switch {
				case index[w] < 0:
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					onStack[w] = true
					work = append(work, frame{w, 0})
				case onStack[w]:
					low[v] = min(low[v], index[w])
				}
				continue
			}
			if low[v] == index[v] {
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					comp[w] = ncomp
					if w == v {
						break
					}
				}
				ncomp++
			}
			work = work[:len(work)-1]
			if len(work) > 0 {
				u := work[len(work)-1].v
				low[u] = min(low[u], low[v])
			}
		}
	}
	return comp
}

// mayBeSibling reports whether call, the i-th instruction of b, marked
// `tail`, may be made a sibling call by llc: false only where it surely
// is not. llc's test (isInTailCallPosition) lets pass, between the call
// and the return, instructions that neither touch memory nor have side
// effects, and (CodeGenPrepare) a branch to a block that only returns;
// the returned value must be the call's, through no-op casts. So a call
// followed by a load, a store or a call with side effects, or ending a
// block in a conditional branch or a switch, is none, nor is one whose
// result the function's return computes on (`return fib(n-1) +
// fib(n-2)`). Anything else counts: a first rule that asked for the call
// to end its block missed a debug intrinsic and a bitcast after it, and
// overflowed.
func mayBeSibling(b *ir.Block, i int, call *ir.InstCall) bool {
	for _, inst := range b.Insts[i+1:] {
		if !transparent(inst) {
			return false
		}
	}
	switch t := b.Term.(type) {
	case *ir.TermBr:
		return true
	case *ir.TermRet:
		return t.X == nil || fromCall(t.X, call, 8)
	}
	return false
}

// transparent reports whether an instruction may stand between a
// sibling call and its return as far as llc is concerned: all but those
// that surely stop it, memory accesses and calls with side effects. An
// intrinsic, or a function marked speculatable, may be speculated past
// and counts as transparent; so do divisions (one by a constant is safe
// to speculate).
func transparent(inst ir.Instruction) bool {
	switch x := inst.(type) {
	case *ir.InstCall:
		f, ok := x.Callee.(*ir.Func)
		if !ok {
			return false
		}
		if strings.HasPrefix(irmod.NameOf(&f.GlobalIdent), "llvm.") {
			return true
		}
		for _, a := range codegen.FuncAttrs(f) {
			if a == "speculatable" {
				return true
			}
		}
		return false
	case *ir.InstLoad, *ir.InstStore, *ir.InstAtomicRMW, *ir.InstCmpXchg, *ir.InstFence, *ir.InstVAArg:
		return false
	}
	return true
}

// fromCall reports whether v may be call's result, passed through casts,
// selects, freezes, phis and aggregate moves (depth bounded): a return
// of anything else (a sum computed on it, another value) is no sibling
// call's. Undef and poison return nothing in particular, so they count.
func fromCall(v value.Value, call *ir.InstCall, depth int) bool {
	if v == value.Value(call) {
		return true
	}
	if depth == 0 {
		return true // too deep to tell: count it
	}
	switch x := v.(type) {
	case *constant.Undef, *constant.Poison:
		return true
	case *ir.InstBitCast:
		return fromCall(x.From, call, depth-1)
	case *ir.InstTrunc:
		return fromCall(x.From, call, depth-1)
	case *ir.InstZExt:
		return fromCall(x.From, call, depth-1)
	case *ir.InstSExt:
		return fromCall(x.From, call, depth-1)
	case *ir.InstPtrToInt:
		return fromCall(x.From, call, depth-1)
	case *ir.InstIntToPtr:
		return fromCall(x.From, call, depth-1)
	case *ir.InstAddrSpaceCast:
		return fromCall(x.From, call, depth-1)
	case *ir.InstFreeze:
		return fromCall(x.X, call, depth-1)
	case *ir.InstSelect:
		return fromCall(x.ValueTrue, call, depth-1) || fromCall(x.ValueFalse, call, depth-1)
	case *ir.InstExtractValue:
		return fromCall(x.X, call, depth-1)
	case *ir.InstInsertValue:
		return fromCall(x.X, call, depth-1) || fromCall(x.Elem, call, depth-1)
	case *ir.InstPhi:
		for _, inc := range x.Incs {
			if fromCall(inc.X, call, depth-1) {
				return true
			}
		}
	}
	return false
}
