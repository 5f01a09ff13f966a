package irmod

import (
	"bytes"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// Definitions reached from code, from named metadata or through other kept
// definitions stay; the rest leave an empty line. A reference inside a
// metadata string is no reference.
func TestPruneMetadata(t *testing.T) {
	src := `@g = global i32 0, !dbg !3
define void @f() {
  ret void, !dbg !7
}
!named = !{!0}
!0 = !{!1, !"!6"}
!2 = !{!"unreached", !4}
!1 = !{}
!4 = !{}
!3 = distinct !{!3}
!6 = !{}
!7 = !{!8}
!8 = !{i32 ()* @h}
!9 = !{void ()* @f}
!10 = !{!9}
`
	got := string(pruneMetadata([]byte(src), nil))
	want := strings.NewReplacer(
		"!2 = !{!\"unreached\", !4}\n", "\n",
		"!4 = !{}\n", "\n",
		"!6 = !{}\n", "\n",
		"!9 = !{void ()* @f}\n", "\n",
		"!10 = !{!9}\n", "\n",
	).Replace(src)
	if got != want {
		t.Errorf("pruneMetadata:\n%s\nwant:\n%s", got, want)
	}
	// A root keeps its definition and what that reaches.
	got = string(pruneMetadata([]byte(src), func(def []byte) bool { return bytes.HasPrefix(def, []byte("!10 ")) }))
	if !strings.Contains(got, "!9 = !{void ()* @f}\n") || !strings.Contains(got, "!10 = !{!9}\n") {
		t.Errorf("root !10 or what it reaches dropped:\n%s", got)
	}
	if strings.Count(got, "\n") != strings.Count(src, "\n") {
		t.Error("line count changed")
	}
}

// On a real -g module the check module drops the locations of the bodies
// it replaces, keeps those of the edited one, and still verifies.
func TestRenderForCheckPrunesDebugInfo(t *testing.T) {
	text, m := parseDebugModule(t)
	f := m.Func("_Z2f1i")
	m.EditHeader(f, func(h Header) Header { return h.WithAlign(16) })
	check := m.RenderForCheck()
	locs := func(b []byte) int { return bytes.Count(b, []byte("= !DILocation(")) }
	if locs(check) == 0 || locs(check) >= locs(text)/2 {
		t.Errorf("check module keeps %d of %d locations", locs(check), locs(text))
	}
	c := m.Chunks[f.Chunk]
	for _, id := range metadataRefs(m.Text[c.BodyStart:c.End], nil) {
		if !bytes.Contains(check, []byte("\n!"+strconv.Itoa(id)+" = ")) {
			t.Errorf("!%d, named by the edited body, is gone", id)
		}
	}
	if _, err := exec.LookPath(DefaultTools().Opt); err == nil {
		if err := (Tools{}).Verify(check); err != nil {
			t.Errorf("the pruned check module does not verify: %v", err)
		}
	}
}

// A metadata definition naming a global stays in the check module whatever
// reaches it, so that a global an edit renamed there is still checked.
func TestRenderForCheckKeepsMetadataNamingGlobals(t *testing.T) {
	if _, err := exec.LookPath(DefaultTools().Opt); err != nil {
		t.Skip("needs opt")
	}
	src := `define i32 @a() {
  ret i32 1
}

define void @user() {
  call void @g(), !callees !0
  ret void
}

declare void @g()

!0 = !{void ()* @g}
`
	m := mustParse(t, "k.ll", src)
	for _, r := range m.Uses("g") {
		if bytes.HasPrefix(m.LineOf(m.Refs[r].Start), []byte("!0")) {
			m.RedirectRef(m.Refs[r], "@missing")
		}
	}
	m.Append("define void @new() {\n  ret void\n}\n")
	check := m.RenderForCheck()
	if !bytes.Contains(check, []byte("!0 = !{void ()* @missing}")) {
		t.Fatalf("the edited definition was dropped:\n%s", check)
	}
	if err := (Tools{}).Verify(check); err == nil {
		t.Error("a definition naming a missing global verified")
	}
}

// Metadata numbers may be sparse and huge in valid IR: `!999999990 = !{}`
// alone is a module. Pruning, streamed pruning and the metadata index
// hold them in proportion to the text (mdNums), and numbers first held
// far, then reached by the dense part as it grows, are still found. (A
// slice indexed by number took FuzzParse past 20 s on that one line.)
func TestSparseMetadataNumbers(t *testing.T) {
	var x mdNums[int]
	x.set(5000, 1) // far: past twice nothing plus 1024
	for id := range 5001 {
		if id != 5000 {
			x.set(id, id+2)
		}
	}
	if len(x.far) != 0 || x.get(5000) != 1 || x.get(4999) != 5001 || x.get(1<<30) != 0 || x.get(-1) != 0 {
		t.Errorf("far number not moved into the dense part: far %v, !5000 %d, !4999 %d", x.far, x.get(5000), x.get(4999))
	}
	n := 0
	x.each(func(int, int) { n++ })
	if n != 5001 {
		t.Errorf("each saw %d numbers, want 5001", n)
	}

	text := "!llvm.ident = !{!999999990}\n!999999990 = !{!7}\n!7 = !{}\n!1000000000 = !{}\n!3 = !{}\n"
	want := "!llvm.ident = !{!999999990}\n!999999990 = !{!7}\n!7 = !{}\n\n\n"
	if got := string(pruneMetadata([]byte(text), nil)); got != want {
		t.Errorf("pruneMetadata = %q, want %q", got, want)
	}
	var out bytes.Buffer
	p := newPruneSink([]byte(text), &out, nil)
	p.original(0, len(text))
	p.finish()
	if out.String() != want {
		t.Errorf("pruneSink = %q, want %q", out.String(), want)
	}
	m, err := ParseWith("md.ll", []byte(text), ParseOptions{Deferred: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := string(m.MetadataText(999999990)); got != "!{!7}" {
		t.Errorf("MetadataText(999999990) = %q", got)
	}
	if got := m.AddMetadata("!{}"); got != "!1000000001" {
		t.Errorf("AddMetadata = %s, want !1000000001", got)
	}
}
