package align

import (
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
// The llir object is modified during the call and restored before it
// returns, so PrintWith must not run concurrently on the same function.
func PrintWith(inst interface{}, name string, subst func(i int, s Slot) (ident string, ok bool)) string {
	slots := Slots(inst)
	saved := make([]value.Value, len(slots))
	for i, s := range slots {
		saved[i] = *s.Ptr
		if id, ok := subst(i, s); ok {
			*s.Ptr = &Placeholder{Typ: saved[i].Type(), Id: id}
		}
	}
	rv := reflect.ValueOf(inst).Elem()
	md := rv.FieldByName("Metadata")
	var savedMD reflect.Value
	if md.IsValid() {
		savedMD = reflect.New(md.Type()).Elem()
		savedMD.Set(md)
		md.Set(reflect.Zero(md.Type()))
	}
	li := rv.FieldByName("LocalIdent")
	var savedLI ir.LocalIdent
	if li.IsValid() {
		savedLI = li.Interface().(ir.LocalIdent)
		li.Set(reflect.ValueOf(ir.LocalIdent{LocalName: name}))
	}
	out := inst.(interface{ LLString() string }).LLString()
	if li.IsValid() {
		li.Set(reflect.ValueOf(savedLI))
	}
	if md.IsValid() {
		md.Set(savedMD)
	}
	for i, s := range slots {
		*s.Ptr = saved[i]
	}
	return out
}
