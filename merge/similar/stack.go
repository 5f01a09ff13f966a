package similar

import (
	"strings"

	"github.com/llir/llvm/ir"

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
//   - The identifier may push an argument onto the stack
//     (codegen.Merged.MoreStackArgs): a thunk, or a call rewritten to the
//     merged function, is then no sibling call (a jump) where the
//     original's call was one. 50 million levels of `return od(...)` /
//     `return ev(...)` with six arguments, or of a threaded interpreter's
//     `return table[op](...)`, ran in constant stack and overflowed once
//     the merged function took a seventh. Refused for a function that may
//     reach itself again through calls marked `tail` (llc makes only
//     those sibling calls; where they stand is not checked).

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

// loseSibcall reports whether calls of n that llc may turn into jumps on
// a cycle would stop being jumps through mg.
func (d *driver) loseSibcall(n *node, mg *codegen.Merged) bool {
	return d.anyMember(n, d.facts.onTailCycle) && mg.MoreStackArgs(n.f)
}

// anyMember reports whether set holds an original n stands for.
func (d *driver) anyMember(n *node, set map[string]bool) bool {
	for _, i := range n.members {
		if set[d.m.Funcs[i].Name] {
			return true
		}
	}
	return false
}

// callGraph is the module's definitions and who calls whom: direct calls
// of definitions, and calls through a pointer (or of a declaration, which
// may call back into the program) as calls of every function whose
// address the text uses other than as a direct callee.
type callGraph struct {
	m        *irmod.Module
	index    map[string]int // definition name -> node
	edges    [][]int        // node -> callees; node len(index) is "any address-taken function"
	indirect int
}

func newCallGraph(m *irmod.Module) *callGraph {
	g := &callGraph{m: m, index: map[string]int{}}
	for _, f := range m.Funcs {
		if f.Defined() {
			g.index[f.Name] = len(g.index)
		}
	}
	g.indirect = len(g.index)
	g.edges = make([][]int, len(g.index)+1)
	return g
}

// add records a call by m.Funcs[caller] of callee.
func (g *callGraph) add(caller int, callee any) {
	from, ok := g.index[g.m.Funcs[caller].Name]
	if !ok {
		return
	}
	switch c := callee.(type) {
	case *ir.InlineAsm:
		return
	case *ir.Func:
		name := irmod.NameOf(&c.GlobalIdent)
		if to, ok := g.index[name]; ok {
			g.edges[from] = append(g.edges[from], to)
			return
		}
		if strings.HasPrefix(name, "llvm.") {
			return // intrinsics call nothing back
		}
	}
	g.edges[from] = append(g.edges[from], g.indirect)
}

// onCycle returns the definitions that lie on a cycle of the graph (a
// strongly connected component of two nodes or more, or a call of
// itself).
func (g *callGraph) onCycle() map[string]bool {
	for name, i := range g.index {
		for u := range g.m.EachUse(name) {
			if !g.m.Refs[u].Callee {
				g.edges[g.indirect] = append(g.edges[g.indirect], i)
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
		if size[comp[i]] > 1 || selfLoop(g.edges[i], i) {
			out[name] = true
		}
	}
	return out
}

func selfLoop(es []int, i int) bool {
	for _, e := range es {
		if e == i {
			return true
		}
	}
	return false
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
