package irmod

import "testing"

const headerSrc = `$c = comdat any

define linkonce_odr hidden i32 @"\01f x"(i32 (i32)* %cb, i8* "a(b" %p) unnamed_addr #0 section ".t" comdat($c) align 2 personality i32 (...)* @pers !dbg !5 !prof !6 {
  ret i32 0
}

define private void @g() {
  ret void
}

declare i32 @pers(...)

attributes #0 = { nounwind }
!5 = !{}
!6 = !{}
`

func headers(t *testing.T) (f, g Header) {
	t.Helper()
	m, err := Parse("h.ll", []byte(headerSrc))
	if err != nil {
		t.Fatal(err)
	}
	var ok bool
	if f, ok = m.HeaderOf(m.Func("\x01f x")); !ok {
		t.Fatal("no header for f")
	}
	if g, ok = m.HeaderOf(m.Func("g")); !ok {
		t.Fatal("no header for g")
	}
	return f, g
}

// Each edit of the one header model changes its part of the line only,
// and edits compose (spans follow the text).
func TestHeaderEdits(t *testing.T) {
	f, g := headers(t)
	const params = `(i32 (i32)* %cb, i8* "a(b" %p)`
	for _, c := range []struct{ got, want string }{
		{f.Renamed("@h").String(), "define linkonce_odr hidden i32 @h" + params + ` unnamed_addr #0 section ".t" comdat($c) align 2 personality i32 (...)* @pers !dbg !5 !prof !6 {` + "\n"},
		{f.WithoutComdat().WithoutAttachments().String(), `define linkonce_odr hidden i32 @"\01f x"` + params + ` unnamed_addr #0 section ".t" align 2 personality i32 (...)* @pers {` + "\n"},
		{f.WithoutAttachments("dbg").String(), `define linkonce_odr hidden i32 @"\01f x"` + params + ` unnamed_addr #0 section ".t" comdat($c) align 2 personality i32 (...)* @pers !prof !6 {` + "\n"},
		{f.WithAlign(16).Renamed("@h").String(), "define linkonce_odr hidden i32 @h" + params + ` unnamed_addr #0 section ".t" comdat($c) align 16 personality i32 (...)* @pers !dbg !5 !prof !6 {` + "\n"},
		{g.WithAlign(4).String(), "define private void @g() align 4 {\n"},
		// A clause inserted just past the parameters is found again.
		{g.WithAlign(4).WithAlign(16).Renamed("@g2").String(), "define private void @g2() align 16 {\n"},
		{g.Internal().Renamed("@g2").String(), "define internal void @g2() {\n"},
		{f.Internal().String(), f.String()},
	} {
		if c.got != c.want {
			t.Errorf("got\n%s\nwant\n%s", c.got, c.want)
		}
	}
	p, ok := f.Private()
	if !ok {
		t.Fatal("Private refused a header with a return type")
	}
	want := "define private i32 @p" + params + ` unnamed_addr #0 section ".t" align 2 personality i32 (...)* @pers !dbg !5 !prof !6 {` + "\n"
	if got := p.Renamed("@p").WithoutComdat().String(); got != want {
		t.Errorf("private copy\n%s\nwant\n%s", got, want)
	}
}

// The comdat clause goes whole however LLVM's parser lets it be spaced,
// and a quoted group name may hold a parenthesis.
func TestWithoutComdatSpacing(t *testing.T) {
	src := "$w = comdat any\n$\"a)b\" = comdat any\n$own = comdat any\n\n" +
		"define linkonce i32 @w(i32 %x) comdat ( $w ) align 2 {\n  ret i32 %x\n}\n\n" +
		"define linkonce i32 @q(i32 %x) comdat($\"a)b\") {\n  ret i32 %x\n}\n\n" +
		"define linkonce i32 @own(i32 %x) comdat {\n  ret i32 %x\n}\n"
	m, err := Parse("w.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{
		"w":   "define linkonce i32 @w(i32 %x) align 2 {\n",
		"q":   "define linkonce i32 @q(i32 %x) {\n",
		"own": "define linkonce i32 @own(i32 %x) {\n",
	} {
		h, ok := m.HeaderOf(m.Func(name))
		if !ok {
			t.Fatalf("no header for %s", name)
		}
		if got := h.WithoutComdat().String(); got != want {
			t.Errorf("%s: got %q, want %q", name, got, want)
		}
	}
}
