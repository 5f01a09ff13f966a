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

func TestGlobalVariablesAndLayout(t *testing.T) {
	m, err := ParseWith("g.ll", []byte(`target datalayout = "e-p:32:32-i64:64"
@a = global i32 0
@"b c" = internal thread_local(initialexec) constant [2 x i8] c"x\00", align 1
@d = external addrspace(1) global i32
@al = alias i32, i32* @a
@if = ifunc void (), void ()* ()* @r
@ptr = global i8* bitcast (i32* @a to i8*)

define void ()* @r() {
  ret void ()* null
}
`), ParseOptions{Deferred: true})
	if err != nil {
		t.Fatal(err)
	}
	got := m.GlobalVariables()
	for _, want := range []string{"@a", `@"b c"`, "@d", "@ptr"} {
		if !got[want] {
			t.Errorf("%s is not listed as a variable", want)
		}
	}
	for _, not := range []string{"@al", "@if", "@r"} {
		if got[not] {
			t.Errorf("%s is listed as a variable", not)
		}
	}
	if l := m.DataLayout(); l != "e-p:32:32-i64:64" {
		t.Errorf("DataLayout = %q", l)
	}
}

func TestNamedByAlias(t *testing.T) {
	src := `@a = alias i32 (), i32 ()* @f
@i = ifunc i32 (), i32 ()* ()* @r
@b = weak alias i64 (), bitcast (i32 ()* @"g x" to i64 ()*)
@p = global i32 ()* @h

define i32 @f() {
  ret i32 0
}
define i32 @"g x"() {
  ret i32 0
}
define i32 @h() {
  %1 = call i32 @f()
  ret i32 %1
}
define i32 ()* @r() {
  ret i32 ()* @h
}
`
	m, err := Parse("a.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{"f": true, "g x": true, "r": true, "h": false, "a": false} {
		if got := m.NamedByAlias(name); got != want {
			t.Errorf("NamedByAlias(%q) = %v, want %v", name, got, want)
		}
	}
}

// Numbered: `@0` is unnamed; `@f0` is a name.
func TestNumbered(t *testing.T) {
	src := `define i32 @0() {
  ret i32 0
}
define i32 @1() {
  ret i32 1
}
define i32 @f0() {
  ret i32 0
}
`
	m, err := Parse("n.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{"0": true, "1": true, "f0": false} {
		f := m.Func(name)
		if f == nil {
			t.Fatalf("no function %q", name)
		}
		if got := f.Numbered(); got != want {
			t.Errorf("@%s (%s): numbered %v, want %v", name, f.Ident, got, want)
		}
	}
}
