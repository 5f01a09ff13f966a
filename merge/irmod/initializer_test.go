package irmod

import (
	"strings"
	"testing"
)

func TestWithoutInitializer(t *testing.T) {
	z := "zeroinitializer"
	for _, tc := range []struct{ line, want string }{
		{"@s = private unnamed_addr constant [6 x i8] c\"a,b#;c and more\\00\", align 1\n",
			"@s = private unnamed_addr constant [6 x i8] " + z + ", align 1\n"},
		{"@vt = internal unnamed_addr constant { [2 x i8*] } { [2 x i8*] [i8* null, i8* bitcast (void ()* @f to i8*)] }, comdat, align 8\n",
			"@vt = internal unnamed_addr constant { [2 x i8*] } " + z + ", comdat, align 8\n"},
		{"@fp = global void (i32, ...)* bitcast (void ()* @f to void (i32, ...)*)\n",
			"@fp = global void (i32, ...)* " + z + "\n"},
		{"@t = thread_local(initialexec) addrspace(1) global i8 addrspace(1)* getelementptr (i8, i8 addrspace(1)* @u, i64 1), align 8, !dbg !4\n",
			"@t = thread_local(initialexec) addrspace(1) global i8 addrspace(1)* " + z + ", align 8, !dbg !4\n"},
		{"@\"q, r\" = global %\"struct.a {b\" { i32 12345678 } #0\n",
			"@\"q, r\" = global %\"struct.a {b\" " + z + " #0\n"},
		{"@v = global <2 x i32> <i32 1000, i32 2000>\n", "@v = global <2 x i32> " + z + "\n"},
		{"@p = global <{ i32, i8 }> <{ i32 70000, i8 1 }>, align 1\n", "@p = global <{ i32, i8 }> " + z + ", align 1\n"},
		{"@o = global ptr addrspace(1) getelementptr (i8, ptr @u, i64 1)\n", "@o = global ptr addrspace(1) " + z + "\n"},
		{"@x = global x86_fp80 0xK4000C90FDAA22168C000\n", "@x = global x86_fp80 " + z + "\n"},
		// Kept: short initializers, declarations, aliases, ifuncs and
		// lines this reader does not follow.
		{"@i = global i32 0, align 4\n", ""},
		{"@n = internal global i8* null\n", ""},
		{"@e = external global [0 x i32], align 4\n", ""},
		{"@a = alias void (), void ()* bitcast (void (i32)* @g to void ()*)\n", ""},
		{"@r = ifunc void (), void ()* ()* @resolver\n", ""},
		{"@u = global [2 x i32] [i32 1, i32 2\n", ""},
		{"@w = global i32 (i32 1234567890123)\n", ""},
		{"!0 = !{i32 1, !\"wchar_size\", i32 4}\n", ""},
	} {
		want := tc.want
		if want == "" {
			want = tc.line
		}
		line := []byte(tc.line)
		if got := withoutInitializer(line); string(got) != want || string(line) != tc.line {
			t.Errorf("withoutInitializer(%q) = %q (input now %q), want %q", tc.line, got, line, want)
		}
	}
}

// llir reads a module whose variables lost their initializers: every
// variable is still there with its type and address space, the text is
// untouched, and the functions referring to them are analysed.
func TestInitializersNotParsed(t *testing.T) {
	text := `%struct.S = type { i32, i8* }

@s = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@st = internal global %struct.S { i32 7, i8* getelementptr inbounds ([6 x i8], [6 x i8]* @s, i32 0, i32 0) }, align 8
@vt = internal constant { [2 x i8*] } { [2 x i8*] [i8* null, i8* bitcast (i32 ()* @f to i8*)] }, align 8
@v = global <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>
@x = global x86_fp80 0xK4000C90FDAA22168C000
@h = global half 0xH3C00
@t = thread_local global i64 123456789012, align 8
@q = addrspace(1) global i32 1234567890

define i32 @f() {
  %a = load i32, i32* getelementptr inbounds (%struct.S, %struct.S* @st, i32 0, i32 0), align 4
  %b = load i64, i64* @t, align 8
  %c = load i32, i32 addrspace(1)* @q, align 4
  %d = trunc i64 %b to i32
  %e = add i32 %a, %d
  %g = add i32 %e, %c
  ret i32 %g
}
`
	m, err := Parse("init.ll", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if string(m.Render()) != text {
		t.Errorf("the text changed")
	}
	if f := m.Func("f"); f == nil || !f.Analysed {
		t.Fatalf("f not analysed: %+v", f)
	}
	want := map[string]string{
		"s": "[6 x i8]", "st": "%struct.S", "vt": "{ [2 x i8*] }", "v": "<4 x float>",
		"x": "x86_fp80", "h": "half", "t": "i64", "q": "i32",
	}
	stripped := map[string]bool{"st": true, "vt": true, "v": true, "x": true}
	for _, g := range m.IR.Globals {
		ty, ok := want[g.Name()]
		if !ok {
			t.Errorf("unexpected global %s", g.Name())
			continue
		}
		delete(want, g.Name())
		if got := g.ContentType.String(); got != ty {
			t.Errorf("@%s: content type %s, want %s", g.Name(), got, ty)
		}
		// Initializers up to the length of zeroinitializer stay.
		if init := g.Init.Ident(); stripped[g.Name()] != strings.Contains(init, "zeroinitializer") {
			t.Errorf("@%s: initializer %s", g.Name(), init)
		}
	}
	if len(want) > 0 {
		t.Errorf("globals missing: %v", want)
	}
	if g := m.IR.Globals[len(m.IR.Globals)-1]; g.Typ.AddrSpace != 1 {
		t.Errorf("@q in address space %d, want 1", g.Typ.AddrSpace)
	}
	if g := m.IR.Globals[6]; g.TLSModel == 0 {
		t.Errorf("@t lost thread_local")
	}
}
