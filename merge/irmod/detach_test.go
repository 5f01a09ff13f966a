package irmod

import (
	"os"
	"reflect"
	"testing"
	"unsafe"

	"github.com/llir/llvm/ir"
)

// TestDetachNamesLeavesNoSubstrings reads modules with every kind of name
// llir keeps (globals, comdats, named types, named locals and blocks,
// aliases, ifuncs, module asm, -g metadata) and walks everything the llir
// module reaches: after detachNames no string may point into the text
// llir read, or that whole text stays alive with the module.
func TestDetachNamesLeavesNoSubstrings(t *testing.T) {
	cxx, err := os.ReadFile("testdata/cxx_O0_g.ll")
	if err != nil {
		t.Fatal(err)
	}
	small := []byte(`source_filename = "a.c"
target triple = "x86_64-pc-linux-gnu"
module asm "nop"
%struct.named = type { i32, i8* }
$grp = comdat any
$h = comdat any
@g = global i32 1, comdat($grp)
@h = global i32 2, comdat
@al = alias i32, i32* @g
@ifn = ifunc i32 (), i32 ()* ()* @resolver
define i32 ()* @resolver() {
  ret i32 ()* null
}
define i32 @f(i32 %arg, %struct.named* %p) comdat($grp) {
entry:
  %sum = add i32 %arg, 1
  br label %next
next:
  %v = load i32, i32* @al
  ret i32 %v
}
`)
	for name, text := range map[string][]byte{"cxx_O0_g.ll": cxx, "small.ll": small} {
		// The text as parseContained gives it to llir.
		m, err := ParseWith(name, text, ParseOptions{Deferred: true})
		if err != nil {
			t.Fatal(err)
		}
		buf, _, err := m.sanitize(nil, map[int]string{}, ParseOptions{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		buf, _ = dropBlankLines(pruneMetadata(buf, nil))
		irm, err := parseLLIR(name, buf)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if n := len(substringsOf(irm, buf)); n == 0 {
			t.Fatalf("%s: no name of llir's points into its text before detachNames: the test sees nothing", name)
		}
		detachNames(irm)
		if left := substringsOf(irm, buf); len(left) > 0 {
			t.Errorf("%s: after detachNames, %d strings still point into the text llir read, e.g. in %s", name, len(left), left[0])
		}
	}
}

// substringsOf walks every object irm reaches and returns the places
// (field paths) of strings whose bytes lie in buf.
func substringsOf(irm *ir.Module, buf []byte) []string {
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(buf)))
	hi := lo + uintptr(len(buf))
	seen := map[uintptr]bool{}
	var out []string
	var walk func(v reflect.Value, path string)
	walk = func(v reflect.Value, path string) {
		switch v.Kind() {
		case reflect.String:
			if s := v.String(); s != "" {
				if p := uintptr(unsafe.Pointer(unsafe.StringData(s))); p >= lo && p < hi {
					out = append(out, path)
				}
			}
		case reflect.Pointer:
			if v.IsNil() || seen[v.Pointer()] {
				return
			}
			seen[v.Pointer()] = true
			walk(v.Elem(), v.Type().Elem().String())
		case reflect.Interface:
			if !v.IsNil() {
				walk(v.Elem(), path)
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				walk(v.Field(i), path+"."+v.Type().Field(i).Name)
			}
		case reflect.Slice, reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), path)
			}
		case reflect.Map:
			for it := v.MapRange(); it.Next(); {
				walk(it.Key(), path+"[key]")
				walk(it.Value(), path)
			}
		}
	}
	walk(reflect.ValueOf(irm), "ir.Module")
	return out
}
