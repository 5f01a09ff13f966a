package align

import (
	"fmt"
	"reflect"

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
	cp, slots := printCopy(inst)
	for i, s := range slots {
		if id, ok := subst(i, s); ok {
			*s.Ptr = &Placeholder{Typ: (*s.Ptr).Type(), Id: id}
		}
	}
	if md := cp.FieldByName("Metadata"); md.IsValid() {
		md.Set(reflect.Zero(md.Type()))
	}
	if li := cp.FieldByName("LocalIdent"); li.IsValid() {
		li.Set(reflect.ValueOf(ir.LocalIdent{LocalName: name}))
	}
	return cp.Addr().Interface().(interface{ LLString() string }).LLString()
}

// printCopy returns a copy of the struct inst points to, and the copy's
// Slots, in which every operand slot is the copy's own: slices are copied,
// and so are the argument wrappers (*ir.Arg) and landingpad clauses
// (*ir.Clause) whose fields Slots reaches into. Values, types and
// constants stay shared (they are only read). It panics if a slot of the
// copy still aliases one of inst, which would make printing write into
// shared IR.
func printCopy(inst interface{}) (reflect.Value, []Slot) {
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
	orig, mine := Slots(inst), Slots(cp.Addr().Interface())
	for i := range orig {
		if orig[i].Ptr == mine[i].Ptr {
			panic(fmt.Sprintf("align: printing %T would write operand %d of shared IR", inst, i))
		}
	}
	return cp, mine
}
