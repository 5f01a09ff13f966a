package irmod

import (
	"os/exec"
	"strings"
	"testing"
)

// Regression tests for the llir/llvm v0.3.6 defects listed in
// docs/llir-defects.md. Each one checks that the defect cannot change a
// program: either the construct is kept verbatim and recorded, or the input
// is rejected with a message naming the line.

func requireOpt(t *testing.T) Tools {
	t.Helper()
	tools := DefaultTools()
	if _, err := exec.LookPath(tools.Opt); err != nil {
		t.Skipf("%s not installed", tools.Opt)
	}
	return tools
}

// editAndVerify deletes function del (which must be unused), renders, checks
// that every line containing keep is still present verbatim, and runs the
// LLVM verifier on the result.
func editAndVerify(t *testing.T, src, del string, keep []string) string {
	t.Helper()
	tools := requireOpt(t)
	m := mustParse(t, "d.ll", src)
	m.DeleteFunc(m.Func(del))
	out := string(m.Render())
	for _, k := range keep {
		if !strings.Contains(out, k) {
			t.Errorf("output lost %q", k)
		}
	}
	if err := tools.Verify([]byte(out)); err != nil {
		t.Fatalf("edited module does not verify: %v\n%s", err, out)
	}
	return out
}

// Defect 2: llir prints cmpxchg's result as {T, i8}. fmerge never prints
// an untouched function, so the line survives an edit of the module.
func TestDefectCmpxchgKeptVerbatim(t *testing.T) {
	line := "  %r = cmpxchg i32* %p, i32 0, i32 1 seq_cst seq_cst, align 4"
	src := "define i1 @cas(i32* %p) {\n" + line + "\n  %ok = extractvalue { i32, i1 } %r, 1\n  ret i1 %ok\n}\n\ndefine void @unused() {\n  ret void\n}\n"
	editAndVerify(t, src, "unused", []string{line, "{ i32, i1 }"})
	if m := mustParse(t, "c.ll", src); m.Func("cas").Unsupported == "" {
		t.Error("a function with cmpxchg must never be re-printed by llir")
	}
}

// Defect 3: atomic align is dropped by llir; the text keeps it.
func TestDefectAtomicAlignKeptVerbatim(t *testing.T) {
	line := "  %o = atomicrmw xchg i64* %p, i64 1 seq_cst, align 4"
	src := "define i64 @x(i64* %p) {\n" + line + "\n  ret i64 %o\n}\n\ndefine void @unused() {\n  ret void\n}\n"
	editAndVerify(t, src, "unused", []string{line})
}

// Defect 4: three debug-info flags are dropped when llir prints metadata.
// fmerge never re-prints metadata.
func TestDefectDebugFlagsKeptVerbatim(t *testing.T) {
	src := `define void @f() !dbg !8 {
  ret void, !dbg !12
}

define void @unused() {
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !2, splitDebugInlining: false)
!1 = !DIFile(filename: "f.c", directory: "/tmp")
!2 = !{!13}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!8 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !6)
!9 = !DISubprogram(name: "g", scope: !1, file: !1, line: 3, type: !5, spFlags: DISPFlagDeleted)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIGlobalVariable(name: "v", scope: !0, file: !1, line: 2, type: !10, isLocal: false, isDefinition: false)
!12 = !DILocation(line: 1, column: 1, scope: !8)
!13 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
`
	editAndVerify(t, src, "unused", []string{"splitDebugInlining: false", "isDefinition: false", "DISPFlagDeleted"})
}

// Defect 6b: DIGenericSubrange is a syntax error in llir. A numbered node
// never reaches llir (debug nodes are stubbed): the module is read and
// comes out unchanged. Written inline anywhere else it is rejected with
// the line, as it is when debug nodes are parsed.
func TestDefectGenericSubrange(t *testing.T) {
	src := "!0 = !{}\n!1 = !DIGenericSubrange(count: !0)\n"
	m, err := Parse("g.ll", []byte(src))
	if err != nil {
		t.Fatalf("numbered DIGenericSubrange: %v", err)
	}
	if string(m.Render()) != src {
		t.Errorf("render changed the module:\n%s", m.Render())
	}
	for _, tc := range []struct {
		src  string
		opts ParseOptions
	}{
		{"!0 = !{}\n!1 = !{!DIGenericSubrange(count: !0)}\n", ParseOptions{}},
		{src, ParseOptions{ParseDebugInfo: true}},
	} {
		_, err := ParseWith("g.ll", []byte(tc.src), tc.opts)
		if err == nil || !strings.Contains(err.Error(), "g.ll:2: DIGenericSubrange") {
			t.Errorf("%q: error = %v", tc.src, err)
		}
	}
}

// Defect 7: llir prints dso_local_equivalent out of order. A function using
// it is marked so it is never re-printed; the text survives edits.
func TestDefectDsoLocalEquivalentKept(t *testing.T) {
	line := "  ret void ()* dso_local_equivalent @callee"
	// LLVM 14 itself crashes on a forward reference here: callee comes first.
	src := "define void @callee() {\n  ret void\n}\n\ndefine void ()* @f() {\n" + line + "\n}\n\ndefine void @unused() {\n  ret void\n}\n"
	editAndVerify(t, src, "unused", []string{line})
	if m := mustParse(t, "e.ll", src); m.Func("f").Unsupported == "" {
		t.Error("a function using dso_local_equivalent must not be re-printed by llir")
	}
}
