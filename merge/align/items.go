package align

import (
	"fmt"
	"strings"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/value"
)

// IsDebugIntrinsic reports calls to llvm.dbg.*: merged code drops them,
// because one function cannot carry the debug scopes of two subprograms.
func IsDebugIntrinsic(inst interface{}) bool {
	c, ok := inst.(*ir.InstCall)
	if !ok {
		return false
	}
	f, ok := c.Callee.(*ir.Func)
	return ok && strings.HasPrefix(f.GlobalName, "llvm.dbg.") // see isIntrinsicOrAsm
}

// IsLifetimeMarker reports calls to llvm.lifetime.start and .end. Merged
// code keeps them only where they stay true of every slot they reach
// (codegen's markersSafe): the two sides share entry allocas, and llc's
// stack colouring trusts the markers it finds.
func IsLifetimeMarker(inst interface{}) bool {
	c, ok := inst.(*ir.InstCall)
	if !ok {
		return false
	}
	f, ok := c.Callee.(*ir.Func)
	return ok && strings.HasPrefix(f.GlobalName, "llvm.lifetime.")
}

// IsStaticAlloca reports an alloca of the entry block with a constant
// count. Code generation hoists these into the merged entry block so they
// stay static (an alloca behind a branch would become dynamic).
func IsStaticAlloca(inst interface{}, entry bool) bool {
	a, ok := inst.(*ir.InstAlloca)
	if !ok || !entry {
		return false
	}
	if a.NElems == nil {
		return true
	}
	_, isConst := a.NElems.(constant.Constant)
	return isConst
}

// StaticAllocas returns the static allocas of f's entry block in order.
func StaticAllocas(f *ir.Func) []*ir.InstAlloca {
	var out []*ir.InstAlloca
	for _, inst := range f.Blocks[0].Insts {
		if IsStaticAlloca(inst, true) {
			out = append(out, inst.(*ir.InstAlloca))
		}
	}
	return out
}

// Body returns what alignment sees of a block: its landingpad (nil if none)
// and, in order, every instruction that is not a phi, a debug intrinsic, the
// landingpad or a static entry alloca, followed by the terminator.
func Body(b *ir.Block, entry bool) (*ir.InstLandingPad, []interface{}) {
	var lp *ir.InstLandingPad
	items := make([]interface{}, 0, len(b.Insts)+1)
	for _, inst := range b.Insts {
		switch in := inst.(type) {
		case *ir.InstPhi:
			continue
		case *ir.InstLandingPad:
			lp = in
			continue
		}
		if IsDebugIntrinsic(inst) || IsStaticAlloca(inst, entry) {
			continue
		}
		items = append(items, inst)
	}
	return lp, append(items, b.Term)
}

// Cache interns shape strings so that equal shapes compare as equal ints,
// and remembers the shape of every item seen. It is safe for concurrent
// use, so that the workers of a round share what each has printed. Which
// int a shape gets depends on the order items are first seen, hence on
// scheduling: shape ids may only be compared for equality.
type Cache struct {
	mu  sync.Mutex
	ids map[string]int
	of  map[interface{}]int
}

// NewCache returns an empty shape cache.
func NewCache() *Cache {
	return &Cache{ids: map[string]int{}, of: map[interface{}]int{}}
}

// Shape returns the interned shape of an item. The shape is printed
// outside the lock: printing is most of the cost, and never writes the IR.
func (c *Cache) Shape(item interface{}) int {
	c.mu.Lock()
	id, ok := c.of[item]
	c.mu.Unlock()
	if ok {
		return id
	}
	s := shapeString(item)
	c.mu.Lock()
	defer c.mu.Unlock()
	if id, ok = c.ids[s]; !ok {
		id = len(c.ids)
		c.ids[s] = id
	}
	c.of[item] = id
	return id
}

// Forget drops cached shapes of a function's items (call before a function
// object is discarded, to keep the cache small).
func (c *Cache) Forget(f *ir.Func) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			delete(c.of, inst)
		}
		delete(c.of, b.Term)
	}
}

// isLocal reports values that live inside one function (parameters,
// instruction results), as opposed to constants, globals, inline asm and
// metadata, which print the same in any function.
func isLocal(v value.Value) bool {
	switch x := v.(type) {
	case *ir.Param, *ir.Block, ir.Instruction, ir.Terminator:
		return true
	case *metadata.Value:
		// `metadata i32 %x` wraps a local; llir's metadata.Metadata
		// interface is only fmt.Stringer, so test the concrete type.
		inner, ok := x.Value.(value.Value)
		return ok && isLocal(inner)
	}
	return false
}

// shapeString prints an item with its selectable operands, its targets and
// its name blanked. Terminators fmerge prints itself get a short form.
func shapeString(item interface{}) string {
	switch t := item.(type) {
	case *ir.TermRet:
		if t.X == nil {
			return "ret void"
		}
		return "ret " + t.X.Type().String()
	case *ir.TermBr:
		return "br"
	case *ir.TermCondBr:
		return "condbr"
	case *ir.TermUnreachable:
		return "unreachable"
	case *ir.TermResume:
		return "resume " + t.X.Type().String()
	case *ir.TermSwitch:
		var b strings.Builder
		fmt.Fprintf(&b, "switch %s", t.X.Type())
		for _, c := range t.Cases {
			b.WriteString(" " + c.X.Ident())
		}
		return b.String()
	case *ir.TermInvoke, ir.Instruction:
		return PrintWith(item, "_", func(_ int, s Slot) (string, bool) {
			if s.Selectable || s.Label {
				return "%_", true
			}
			if isLocal(*s.Ptr) {
				// A fixed operand that is a local value of one function
				// never equals a value of another: make the shape unique.
				return fmt.Sprintf("%%_fixed%p", item), true
			}
			return "", false
		})
	}
	// Other terminators (indirectbr, callbr, EH pads of other ABIs) are
	// never matched: give each a unique shape.
	return fmt.Sprintf("unique %p", item)
}
