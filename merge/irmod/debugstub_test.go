package irmod

import (
	"os"
	"testing"

	"github.com/llir/llvm/ir/metadata"
)

func TestWithoutDebugLoc(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"  %x = add i32 %a, 1, !dbg !12\n", "  %x = add i32 %a, 1\n"},
		{"  store i32 0, i32* %p, align 4, !dbg !7, !tbaa !9\n", "  store i32 0, i32* %p, align 4, !tbaa !9\n"},
		{"  ret void, !dbg !3", "  ret void"},
		// Not a location: kept.
		{"  %x = add i32 %a, 1, !tbaa !12\n", ""},
		{"  call void @f(metadata !\", !dbg !5\")\n", ""},
		{"  %x = add i32 %a, 1, !dbg !x\n", ""},
	} {
		want := tc.want
		if want == "" {
			want = tc.line
		}
		line := []byte(tc.line)
		if got := withoutDebugLoc(line); string(got) != want || string(line) != tc.line {
			t.Errorf("withoutDebugLoc(%q) = %q (input now %q), want %q", tc.line, got, line, want)
		}
	}
}

func TestDebugNodeStub(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"!12 = distinct !DISubprogram(name: \"f\", unit: !0)\n", "!12 = !{}\n"},
		{"!7 = !DILocation(line: 3, column: 5, scope: !12)\n", "!7 = !{}\n"},
		{"!4 = !GenericDINode(tag: DW_TAG_entry_point)", "!4 = !{}"},
		{"!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())\n", "!0 = !{}\n"},
		// Plain tuples, strings and named metadata are parsed as written.
		{"!5 = !{!\"int\", !6, i64 0}\n", ""},
		{"!9 = distinct !{!9, !10}\n", ""},
		{"!3 = !\"clang version 14\"\n", ""},
		{"!llvm.dbg.cu = !{!0}\n", ""},
		{"!llvm.module.flags = !{!1, !2}\n", ""},
		{"@g = global i32 0, !dbg !0\n", ""},
		{"!8 = !{}\n", ""},
	} {
		got, ok := debugNodeStub([]byte(tc.line))
		if ok != (tc.want != "") || string(got) != tc.want {
			t.Errorf("debugNodeStub(%q) = %q, %v; want %q", tc.line, got, ok, tc.want)
		}
	}
}

// A -g module reaches llir with its debug nodes as empty tuples and its
// instructions without locations: the other attachments still resolve (to
// a node with the same number), and the text is untouched.
func TestDebugNodesReachLLIRAsStubs(t *testing.T) {
	text, stubbed := parseDebugModule(t)
	full, err := ParseWith("g.ll", text, ParseOptions{ParseDebugInfo: true})
	if err != nil {
		t.Fatal(err)
	}
	if string(stubbed.Render()) != string(text) || string(full.Render()) != string(text) {
		t.Fatal("rendering an unedited module changed its text")
	}
	f, g := stubbed.Func("_Z2f1i"), full.Func("_Z2f1i")
	if f == nil || g == nil || len(f.IR.Metadata) == 0 {
		t.Fatal("_Z2f1i or its !dbg attachment missing")
	}
	if tup, ok := f.IR.Metadata[0].Node.(*metadata.Tuple); !ok || len(tup.Fields) != 0 {
		t.Errorf("stubbed !dbg is %T, want an empty tuple", f.IR.Metadata[0].Node)
	}
	if _, ok := g.IR.Metadata[0].Node.(*metadata.DISubprogram); !ok {
		t.Errorf("with ParseDebugInfo, !dbg is %T, want *metadata.DISubprogram", g.IR.Metadata[0].Node)
	}
	if a, b := f.IR.Metadata[0].Node.Ident(), g.IR.Metadata[0].Node.Ident(); a != b {
		t.Errorf("stub is %s, node is %s: numbers differ", a, b)
	}
	// Instructions reach llir without their locations.
	term := func(f *Func) []*metadata.Attachment {
		return f.IR.Blocks[len(f.IR.Blocks)-1].Term.(interface{ MDAttachments() []*metadata.Attachment }).MDAttachments()
	}
	if len(term(f)) != 0 || len(term(g)) != 1 || term(g)[0].Name != "dbg" {
		t.Errorf("ret attachments: %d stubbed, %d in full (want 0 and the !dbg)", len(term(f)), len(term(g)))
	}
	if len(stubbed.Funcs) != len(full.Funcs) {
		t.Errorf("%d functions stubbed, %d parsed in full", len(stubbed.Funcs), len(full.Funcs))
	}
}

// parseDebugModule reads and parses the committed -O0 -g C++ module.
func parseDebugModule(t *testing.T) ([]byte, *Module) {
	t.Helper()
	text, err := os.ReadFile("testdata/cxx_O0_g.ll")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Parse("g.ll", text)
	if err != nil {
		t.Fatal(err)
	}
	return text, m
}
