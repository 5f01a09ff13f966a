package align

import (
	"fmt"
	"reflect"
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// Placeholder is a value that prints as a given identifier; it stands in for
// an operand while an instruction is printed with substituted operands.
type Placeholder struct {
	Typ types.Type
	Id  string
}

func (p *Placeholder) String() string   { return p.Typ.String() + " " + p.Id }
func (p *Placeholder) Type() types.Type { return p.Typ }
func (p *Placeholder) Ident() string    { return p.Id }

var _ value.Value = (*Placeholder)(nil)

// PrintWith prints inst (an instruction or an invoke) with its result named
// name (ignored for void results) and every slot i for which subst returns
// ok replaced by a value printing as ident. Metadata attachments are left
// out: merged code carries no debug locations and no per-function metadata.
//
// inst itself is never written: the substitutions go into a private copy
// of it (printCopy), so any number of goroutines may print the same
// function at once. subst sees the copy's slots, in Slots order.
func PrintWith(inst interface{}, name string, subst func(i int, s Slot) (ident string, ok bool)) string {
	cp, slots := printCopy(inst, name)
	for i, s := range slots {
		if id, ok := subst(i, s); ok {
			*s.Ptr = &Placeholder{Typ: (*s.Ptr).Type(), Id: id}
		}
	}
	return cp.LLString()
}

// llStringer is what every llir instruction and terminator implements.
type llStringer interface{ LLString() string }

// printCopy returns a copy of inst, without metadata attachments and with
// its result named name (by quickCopy, or reflectCopy for other kinds),
// and the copy's Slots, each of them the copy's own.
func printCopy(inst interface{}, name string) (llStringer, []Slot) {
	if cp, ok := quickCopy(inst, name); ok {
		return cp, Slots(cp)
	}
	return reflectCopy(inst, name)
}

// quickCopy copies the kinds of instruction printed most (yaml-cpp's
// merging prints about a million), field for field: the struct, and a
// fresh slice of the operands Slots enters, with fresh argument wrappers.
// reflectCopy's general walk was a quarter of printing.
func quickCopy(inst interface{}, name string) (llStringer, bool) {
	id := ir.LocalIdent{LocalName: name}
	switch in := inst.(type) {
	case *ir.InstCall:
		c := *in
		c.LocalIdent, c.Metadata, c.Args = id, nil, copyArgs(in.Args)
		return &c, true
	case *ir.TermInvoke:
		c := *in
		c.LocalIdent, c.Metadata, c.Args = id, nil, copyArgs(in.Args)
		return &c, true
	case *ir.InstGetElementPtr:
		c := *in
		c.LocalIdent, c.Metadata, c.Indices = id, nil, slices.Clone(in.Indices)
		return &c, true
	case *ir.InstBitCast:
		c := *in
		c.LocalIdent, c.Metadata = id, nil
		return &c, true
	case *ir.InstLoad:
		c := *in
		c.LocalIdent, c.Metadata = id, nil
		return &c, true
	case *ir.InstStore:
		c := *in
		c.Metadata = nil
		return &c, true
	}
	return nil, false
}

// copyArgs copies call arguments, and the *ir.Arg wrappers among them
// (Slots enters a wrapper to reach its value).
func copyArgs(args []value.Value) []value.Value {
	out := slices.Clone(args)
	for i, a := range out {
		if w, ok := a.(*ir.Arg); ok {
			c := *w
			out[i] = &c
		}
	}
	return out
}

// reflectCopy copies any instruction: the struct inst points to, every
// slice in it, and the argument wrappers (*ir.Arg) and landingpad clauses
// (*ir.Clause) whose fields Slots reaches into. Values, types and
// constants stay shared (they are only read). It panics if a slot of the
// copy still aliases one of inst, which would make printing write into
// shared IR.
func reflectCopy(inst interface{}, name string) (llStringer, []Slot) {
	cp := reflect.New(reflect.TypeOf(inst).Elem()).Elem()
	cp.Set(reflect.ValueOf(inst).Elem())
	for i := 0; i < cp.NumField(); i++ {
		f := cp.Field(i)
		if f.Kind() != reflect.Slice || f.IsNil() || !f.CanSet() {
			continue
		}
		n := reflect.MakeSlice(f.Type(), f.Len(), f.Len())
		reflect.Copy(n, f)
		for k := 0; k < n.Len(); k++ {
			switch el := n.Index(k).Interface().(type) {
			case *ir.Arg:
				c := *el
				n.Index(k).Set(reflect.ValueOf(&c))
			case *ir.Clause:
				c := *el
				n.Index(k).Set(reflect.ValueOf(&c))
			}
		}
		f.Set(n)
	}
	if md := cp.FieldByName("Metadata"); md.IsValid() {
		md.Set(reflect.Zero(md.Type()))
	}
	if li := cp.FieldByName("LocalIdent"); li.IsValid() {
		li.Set(reflect.ValueOf(ir.LocalIdent{LocalName: name}))
	}
	mine := cp.Addr().Interface()
	orig, slots := Slots(inst), Slots(mine)
	for i := range orig {
		if orig[i].Ptr == slots[i].Ptr {
			panic(fmt.Sprintf("align: printing %T would write operand %d of shared IR", inst, i))
		}
	}
	return mine.(llStringer), slots
}
