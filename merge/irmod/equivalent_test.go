package irmod

import (
	"os/exec"
	"strings"
	"testing"
)

// LLVM 14 prints globals before functions, and its text parser crashes on
// a dso_local_equivalent that names a function further down: what it
// printed must be reordered before anything reads it again.
func TestReadableByLLVM14(t *testing.T) {
	const printed = `target triple = "x86_64-pc-linux-gnu"

@vt = constant [2 x i8*] [i8* bitcast (i32 (i32)* dso_local_equivalent @f to i8*), i8* bitcast (void ()* dso_local_equivalent @"e x" to i8*)]
@plain = global i32 1

define i8* @early() {
  ret i8* bitcast (void ()* dso_local_equivalent @g to i8*)
}

define i32 @f(i32 %x) {
  ret i32 %x
}

declare void @"e x"()

define void @g() {
  ret void
}

attributes #0 = { nounwind }
`
	got, err := readableByLLVM14("p.ll", []byte(printed))
	if err != nil {
		t.Fatal(err)
	}
	want := strings.NewReplacer(
		"@vt = constant [2 x i8*] [i8* bitcast (i32 (i32)* dso_local_equivalent @f to i8*), i8* bitcast (void ()* dso_local_equivalent @\"e x\" to i8*)]\n", "",
		"define i8* @early() {\n  ret i8* bitcast (void ()* dso_local_equivalent @g to i8*)\n}\n", "",
		"declare void @\"e x\"()\n", "declare void @\"e x\"()\n@vt = constant [2 x i8*] [i8* bitcast (i32 (i32)* dso_local_equivalent @f to i8*), i8* bitcast (void ()* dso_local_equivalent @\"e x\" to i8*)]\n",
		"define void @g() {\n  ret void\n}\n", "define void @g() {\n  ret void\n}\ndefine i8* @early() {\n  ret i8* bitcast (void ()* dso_local_equivalent @g to i8*)\n}\n",
	).Replace(printed)
	if string(got) != want {
		t.Fatalf("reordered:\n%s\nwant:\n%s", got, want)
	}
	if opt, err := exec.LookPath(DefaultTools().Opt); err == nil {
		for _, text := range []string{printed, string(got)} {
			cmd := exec.Command(opt, "-verify", "-disable-output", "-")
			cmd.Stdin = strings.NewReader(text)
			out, err := cmd.CombinedOutput()
			if text == printed && err == nil {
				t.Errorf("LLVM 14 reads the printed order: the test no longer shows the defect")
			}
			if text != printed && err != nil {
				t.Errorf("LLVM 14 cannot read the reordered text: %v\n%s", err, out)
			}
		}
	}

	plain := []byte("@g = global i32 0\n\ndefine i8* @f() {\n  ret i8* bitcast (i8* ()* dso_local_equivalent @f to i8*)\n}\n")
	if same, err := readableByLLVM14("s.ll", plain); err != nil || &same[0] != &plain[0] {
		t.Errorf("text without a forward reference changed: %v\n%s", err, same)
	}

	// Unnamed globals keep their order: LLVM numbers them as it reads.
	numbered := "@0 = global i8* bitcast (void ()* dso_local_equivalent @f to i8*)\n@1 = global i32 42\n@g = global i32 1\n\ndefine void @f() {\n  ret void\n}\n"
	got, err = readableByLLVM14("n.ll", []byte(numbered))
	if want := "@g = global i32 1\n\ndefine void @f() {\n  ret void\n}\n@0 = global i8* bitcast (void ()* dso_local_equivalent @f to i8*)\n@1 = global i32 42\n"; err != nil || string(got) != want {
		t.Errorf("numbered globals: %v\n%s\nwant:\n%s", err, got, want)
	}

	cycle := "define i8* @a() {\n  ret i8* bitcast (i8* ()* dso_local_equivalent @b to i8*)\n}\n\n" +
		"define i8* @b() {\n  ret i8* bitcast (i8* ()* dso_local_equivalent @a to i8*)\n}\n"
	if _, err := readableByLLVM14("c.ll", []byte(cycle)); err == nil || !strings.Contains(err.Error(), "c.ll:1:") {
		t.Errorf("a cycle: err = %v, want one naming c.ll:1", err)
	}
}

func TestNameOnly(t *testing.T) {
	m, err := ParseWith("n.ll", []byte(`@a = global i8* bitcast (void ()* dso_local_equivalent @f to i8*)
@b = global i8* bitcast (void ()* @f to i8*)
@c = global i8* bitcast (void ()* no_cfi @f to i8*)
@d = global i8* bitcast (void ()* dso_local_equivalent  @f to i8*)

define void @f() {
  ret void
}
`), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []bool
	for i := range m.EachUse("f") {
		got = append(got, m.NameOnly(m.Refs[i]))
	}
	if len(got) != 4 || !got[0] || got[1] || !got[2] || !got[3] {
		t.Errorf("NameOnly of the four references = %v, want [true false true true]", got)
	}
}

// An edit can make a dso_local_equivalent name a function further down
// (here a redirect to a later twin): what the module renders, whole or in
// check shards, is reordered as its input was.
func TestRenderIsReadableByLLVM14(t *testing.T) {
	src := "define i32 @b() {\n  ret i32 1\n}\n\n@vt = constant i8* bitcast (i32 ()* dso_local_equivalent @b to i8*)\n\n" +
		"define i32 @a() {\n  ret i32 1\n}\n"
	m, err := ParseWith("r.ll", []byte(src), ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range m.EachUse("b") {
		m.RedirectRef(m.Refs[i], "@a")
	}
	want := "define i32 @b() {\n  ret i32 1\n}\n\n\ndefine i32 @a() {\n  ret i32 1\n}\n@vt = constant i8* bitcast (i32 ()* dso_local_equivalent @a to i8*)\n"
	if got := string(m.Render()); got != want {
		t.Errorf("rendered:\n%s\nwant:\n%s", got, want)
	}
	var b strings.Builder
	if _, err := m.WriteTo(&b); err != nil || b.String() != want {
		t.Errorf("written (%v):\n%s", err, b.String())
	}
	for _, shard := range m.RenderForCheckShards(1) {
		if i, j := strings.Index(string(shard), "@vt ="), strings.Index(string(shard), "define i32 @a"); i < j {
			t.Errorf("check shard names @a before its definition:\n%s", shard)
		}
	}
}
