package irmod

import (
	"fmt"
	"strings"
	"testing"
)

// With ShareTwins, llir reads one of each set of definitions whose text is
// the same but for the name; the others share its reading under their own
// name and comdat. A body that names its own function, a function a
// blockaddress names, and a body llir cannot read are handled as the
// comments below say; the text is untouched.
func TestTwinsShareTheFirstsReading(t *testing.T) {
	src := `$l1 = comdat any
$l2 = comdat any

@ba = global i8* blockaddress(@h2, %b)

define i32 @a(i32 %x) {
  %y = mul i32 %x, 3
  ret i32 %y
}

define i32 @b(i32 %x) {
  %y = mul i32 %x, 3
  ret i32 %y
}

define i32 @r1(i32 %x) {
  %y = call i32 @r1(i32 %x)
  ret i32 %y
}

define i32 @r2(i32 %x) {
  %y = call i32 @r2(i32 %x)
  ret i32 %y
}

define linkonce_odr i32 @l1(i32 %x) comdat {
  %y = add i32 %x, 5
  ret i32 %y
}

define linkonce_odr i32 @l2(i32 %x) comdat {
  %y = add i32 %x, 5
  ret i32 %y
}

define i32 @h1(i32 %x) {
  br label %b
b:
  ret i32 %x
}

define i32 @h2(i32 %x) {
  br label %b
b:
  ret i32 %x
}

define i32 @c(i32 %x) {
  %y = mul i32 %x, 3
  ret i32 %y
}

` + freezeTwin("f1") + freezeTwin("f2") + "!0 = !{!\"a\"}\n"
	all := func(m *Module) map[int]bool {
		sel := map[int]bool{}
		for ci, c := range m.Chunks {
			if c.Kind == ChunkDefine {
				sel[ci] = true
			}
		}
		return sel
	}
	m, err := ParseWith("t.ll", []byte(src), ParseOptions{Valid: true, ShareTwins: true, Select: all})
	if err != nil {
		t.Fatal(err)
	}
	twins := map[string]string{"b": "a", "c": "a", "l2": "l1", "f2": "f1"}
	for _, f := range m.Funcs {
		want := twins[f.Name]
		got := ""
		if f.Twin != nil {
			got = f.Twin.Name
		}
		if got != want {
			t.Errorf("@%s: twin of %q, want %q", f.Name, got, want)
		}
	}
	if m.Twins() != len(twins) {
		t.Errorf("Twins() = %d, want %d", m.Twins(), len(twins))
	}
	a, b := m.Func("a"), m.Func("b")
	if !b.Analysed || b.IR.Name() != "b" || len(b.IR.Blocks) != 1 || b.IR.Blocks[0] != a.IR.Blocks[0] || b.IR.Params[0] != a.IR.Params[0] {
		t.Errorf("@b does not share @a's reading under its own name: analysed %v, name %q", b.Analysed, b.IR.Name())
	}
	if l := m.Func("l2").IR; l.Comdat == nil || l.Comdat.Name != "l2" || !m.Func("l2").Analysed {
		t.Errorf("@l2's comdat is not its own: %v", l.Comdat)
	}
	// llir cannot read f1's body (an attachment on freeze), nor so its twin's.
	if f := m.Func("f2"); f.Analysed || !strings.Contains(f.Unsupported, "syntax error") || f.Unsupported != m.Func("f1").Unsupported {
		t.Errorf("@f2: analysed %v, reason %q; want @f1's reason", f.Analysed, f.Unsupported)
	}
	for _, name := range []string{"r1", "r2", "h1", "h2"} {
		if !m.Func(name).Analysed {
			t.Errorf("@%s not analysed", name)
		}
	}
	if string(m.Render()) != src {
		t.Error("the text changed")
	}
	// Without ShareTwins, or with every definition read (no selection),
	// every function has its own reading.
	for _, opts := range []ParseOptions{{Valid: true, Select: all}, {Valid: true, ShareTwins: true}} {
		m, err := ParseWith("t.ll", []byte(src), opts)
		if err != nil {
			t.Fatal(err)
		}
		if m.Twins() != 0 || m.Func("b").Twin != nil || m.Func("b").IR.Blocks[0] == m.Func("a").IR.Blocks[0] {
			t.Errorf("%+v: twins share a reading", opts)
		}
	}
}

// With ReachedPrelude llir reads only what the analysed bodies reach:
// twins and other definitions nothing they name, and unreached
// declarations, are left out of its text, yet every function has its Func,
// in text order, twins with their first's reading under their own name.
// A definition with a comdat keeps its declaration (its comdat is its
// own), and one whose body holds a type llir cannot read keeps the reason.
func TestUnreachedFunctionsLeftOutOfLLIR(t *testing.T) {
	var src strings.Builder
	src.WriteString("$c = comdat any\n\n@fp = global i32 (i32)* @t3\n\n")
	for i := 0; i < 20; i++ {
		fmt.Fprintf(&src, "define i32 @t%d(i32 %%x) {\n  %%y = add i32 %%x, 1\n  ret i32 %%y\n}\n\n", i)
		if i == 10 {
			src.WriteString("declare i32 @ext(i32)\n\ndeclare i32 @used(i32)\n\n")
		}
	}
	src.WriteString("define i32 @u(i32 %x) {\n  %y = call i32 @used(i32 %x)\n  %z = call i32 @used(i32 %y)\n  ret i32 %z\n}\n\n")
	src.WriteString("define linkonce_odr i32 @c(i32 %x) comdat {\n  %y = mul i32 %x, 5\n  ret i32 %y\n}\n\n")
	src.WriteString("define i32 @bf(i32 %x) {\n  %a = alloca bfloat\n  ret i32 %x\n}\n")
	opts := ParseOptions{Valid: true, ShareTwins: true, ReachedPrelude: true, Select: func(m *Module) map[int]bool {
		sel := map[int]bool{}
		for ci := range m.Chunks {
			if _, name, ok := m.DefineName(ci); ok && name[0] == 't' {
				sel[ci] = true
			}
		}
		return sel
	}}
	m, err := ParseWith("t.ll", []byte(src.String()), opts)
	if err != nil {
		t.Fatal(err)
	}
	var read []string
	for _, f := range m.IR.Funcs {
		read = append(read, f.Name())
	}
	// t0 (read), c (its comdat); @fp, which names t3, is reached by no body
	if got := strings.Join(read, " "); got != "t0 c" {
		t.Errorf("llir read %q, want t0 c", got)
	}
	var names []string
	for _, f := range m.Funcs {
		names = append(names, f.Name)
	}
	want := "t0 t1 t2 t3 t4 t5 t6 t7 t8 t9 t10 ext used t11 t12 t13 t14 t15 t16 t17 t18 t19 u c bf"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("Funcs %q, want %q", got, want)
	}
	for i := 1; i < 20; i++ {
		f := m.Func(fmt.Sprint("t", i))
		if f.Twin != m.Func("t0") || !f.Analysed || f.IR.Name() != f.Name || f.Ident != "@"+f.Name || m.Refs[f.DefRef].Name != f.Name || len(f.IR.Blocks) != 1 {
			t.Errorf("@%s: twin %v, analysed %v, llir name %q, ident %q", f.Name, f.Twin, f.Analysed, f.IR.Name(), f.Ident)
		}
	}
	if u := m.Func("u"); !u.Defined() || u.Analysed || u.IR.Name() != "u" || m.Func("used").Defined() {
		t.Errorf("@u: defined %v, analysed %v", u.Defined(), u.Analysed)
	}
	if c := m.Func("c"); c.IR.Comdat == nil || c.IR.Comdat.Name != "c" {
		t.Errorf("@c lost its comdat")
	}
	if bf := m.Func("bf"); !bf.Unread() || !strings.Contains(bf.Unsupported, "bfloat") {
		t.Errorf("@bf: unread %v, reason %q", bf.Unread(), bf.Unsupported)
	}
	if string(m.Render()) != src.String() {
		t.Error("the text changed")
	}
	// Every line is still checked: a type llir cannot read in a header
	// it is not given is still the module's error, with its line.
	bad := strings.Replace(src.String(), "define i32 @t7(i32 %x)", "define i32 @t7(i32 %x, bfloat %b)", 1)
	if _, err := ParseWith("t.ll", []byte(bad), opts); err == nil || !strings.Contains(err.Error(), "t.ll:") {
		t.Errorf("unsupported type in an unread header: %v", err)
	}
}
