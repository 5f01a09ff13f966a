package irmod

import (
	"strings"
	"testing"
)

// Forward.Body writes the five return shapes with the location on every
// instruction, argument casts first.
func TestForwardBody(t *testing.T) {
	dbg := ", !dbg !9"
	for _, c := range []struct {
		f    Forward
		want string
	}{
		{Forward{Callee: "@t", CalleeRet: "void", Ret: "void", Args: []string{"i32 %x"}},
			"  tail call void @t(i32 %x)\n  ret void\n"},
		{Forward{Callee: "@t", CallConv: "fastcc", RetAttrs: []string{"zeroext"}, CalleeRet: "i8", Ret: "void", Dbg: dbg},
			"  %fmerge.ret = tail call fastcc zeroext i8 @t()" + dbg + "\n  ret void" + dbg + "\n"},
		{Forward{Setup: []string{"%fmerge.arg0 = inttoptr i64 %p to i8*"}, Callee: "@t", CalleeRet: "i64", Ret: "i32",
			RetConv: "trunc", Args: []string{"i8* %fmerge.arg0", "i1 true"}, Dbg: dbg},
			"  %fmerge.arg0 = inttoptr i64 %p to i8*" + dbg + "\n  %fmerge.ret = tail call i64 @t(i8* %fmerge.arg0, i1 true)" + dbg +
				"\n  %fmerge.retcast = trunc i64 %fmerge.ret to i32" + dbg + "\n  ret i32 %fmerge.retcast" + dbg + "\n"},
		{Forward{Callee: "@t", CalleeRet: "{ i8* }", Ret: "{ i64 }", Dbg: dbg, RetSetup: []string{
			"%fmerge.retcast.1 = extractvalue { i8* } %fmerge.ret, 0",
			"%fmerge.retcast.2 = ptrtoint i8* %fmerge.retcast.1 to i64",
			"%fmerge.retcast = insertvalue { i64 } undef, i64 %fmerge.retcast.2, 0"}},
			"  %fmerge.ret = tail call { i8* } @t()" + dbg + "\n  %fmerge.retcast.1 = extractvalue { i8* } %fmerge.ret, 0" + dbg +
				"\n  %fmerge.retcast.2 = ptrtoint i8* %fmerge.retcast.1 to i64" + dbg +
				"\n  %fmerge.retcast = insertvalue { i64 } undef, i64 %fmerge.retcast.2, 0" + dbg + "\n  ret { i64 } %fmerge.retcast" + dbg + "\n"},
		{Forward{Callee: `@"a b"`, CalleeRet: "i32", Ret: "i32"},
			"  %fmerge.ret = tail call i32 @\"a b\"()\n  ret i32 %fmerge.ret\n"},
	} {
		if got := c.f.Body(); got != c.want {
			t.Errorf("got\n%s\nwant\n%s", got, c.want)
		}
	}
}

// ThunkDebugLoc: the subprogram's scope line, else its line; none without
// a subprogram.
func TestThunkDebugLoc(t *testing.T) {
	src := "define void @a() !dbg !3 {\n  ret void\n}\n\ndefine void @b() !dbg !4 {\n  ret void\n}\n\ndefine void @c() {\n  ret void\n}\n\n" +
		"!3 = distinct !DISubprogram(name: \"a\", line: 7, scopeLine: 8, unit: !5)\n" +
		"!4 = distinct !DISubprogram(name: \"b\", line: 11, unit: !5)\n!5 = !{}\n"
	m, err := Parse("dbg.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if got := m.ThunkDebugLoc(m.Func("c")); got != "" {
		t.Errorf("c: %q, want none", got)
	}
	a, b := m.ThunkDebugLoc(m.Func("a")), m.ThunkDebugLoc(m.Func("b"))
	if a != ", !dbg !6" || b != ", !dbg !7" {
		t.Errorf("locations %q %q", a, b)
	}
	out := string(m.Render())
	for _, want := range []string{"!6 = !DILocation(line: 8, scope: !3)", "!7 = !DILocation(line: 11, scope: !4)"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}

// MetadataText finds a node's definition as LLVM spells it, the first
// one, wherever it is numbered; never a line inside a body.
func TestMetadataText(t *testing.T) {
	src := "define void @a() {\n  ret void\n}\n\n!llvm.ident = !{!0}\n!0 = !{!\"x\"}\n!2 = !{!0, !0}\n!05 = !{}\n!2 = !{}\n!900000 = !{i32 9}\n!3 = !{i32 3}\n"
	m, err := ParseWith("md.ll", []byte(src), ParseOptions{Deferred: true})
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[int]string{0: `!{!"x"}`, 1: "", 2: "!{!0, !0}", 3: "!{i32 3}", 5: "", 900000: "!{i32 9}", -1: "", 7: ""} {
		if got := string(m.MetadataText(id)); got != want {
			t.Errorf("!%d: %q, want %q", id, got, want)
		}
	}
}

func TestBitcastAndAliasLine(t *testing.T) {
	if got := Bitcast("i32 (i8*)*", "@k", "i32 (i8*)*"); got != "@k" {
		t.Errorf("same types: %q", got)
	}
	if got, want := Bitcast("i32 (i8*)*", "@k", "i32 (%T*)*"), "bitcast (i32 (i8*)* @k to i32 (%T*)*)"; got != want {
		t.Errorf("Bitcast = %q, want %q", got, want)
	}
	words := make([]string, 1, 4)
	words[0] = "internal"
	got := AliasLine(`@"d d"`, words, "i32 (i8*)", "i32 (i8*)* @k")
	if want := "@\"d d\" = internal unnamed_addr alias i32 (i8*), i32 (i8*)* @k\n"; got != want {
		t.Errorf("AliasLine = %q, want %q", got, want)
	}
	if got := AliasLine("@d", nil, "void ()", "void ()* @k"); got != "@d = unnamed_addr alias void (), void ()* @k\n" {
		t.Errorf("AliasLine without words = %q", got)
	}
	if len(words) != 1 || words[:2][1] != "" {
		t.Error("AliasLine wrote into the caller's words")
	}
}
