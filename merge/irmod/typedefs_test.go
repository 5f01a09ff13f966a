package irmod

import (
	"reflect"
	"testing"
)

// Type definitions and attribute groups come back as the module writes
// them, each type with the definitions it names (quoted and escaped names
// decoded), and nothing from inside function bodies.
func TestTypeDefsAndAttrGroups(t *testing.T) {
	src := `%"class.std::a\22b" = type { i32, %struct.B* }
%struct.B = type { %"class.std::a\22b"*, [2 x %2] }
%2 = type opaque
@g = global %struct.B zeroinitializer

define void @f(%struct.B* %p) #0 {
  %x = getelementptr %struct.B, %struct.B* %p, i32 0, i32 0
  ret void
}

attributes #0 = { nounwind "frame-pointer"="none" }
attributes #1 = { cold }`
	m := mustParse(t, "t.ll", src)
	defs := m.TypeDefs()
	want := []TypeDef{
		{Name: `class.std::a"b`, Line: "%\"class.std::a\\22b\" = type { i32, %struct.B* }\n", Refs: []int{1}},
		{Name: "struct.B", Line: "%struct.B = type { %\"class.std::a\\22b\"*, [2 x %2] }\n", Refs: []int{0, 2}},
		{Name: "2", Line: "%2 = type opaque\n"},
	}
	if !reflect.DeepEqual(defs, want) {
		t.Errorf("TypeDefs:\n%#v\nwant:\n%#v", defs, want)
	}
	if got, want := m.AttrGroupDefs(), "attributes #0 = { nounwind \"frame-pointer\"=\"none\" }\nattributes #1 = { cold }\n"; got != want {
		t.Errorf("AttrGroupDefs = %q, want %q", got, want)
	}
	for tok, name := range map[string]string{"%T": "T", `%"a b"`: "a b", `%"x\5Cy"`: `x\y`, "%12": "12"} {
		if got := LocalName(tok); got != name {
			t.Errorf("LocalName(%q) = %q, want %q", tok, got, name)
		}
	}
}
