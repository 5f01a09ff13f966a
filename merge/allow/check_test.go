package allow

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// checkLL parses a module and checks its function @f in both modes.
func checkLL(t *testing.T, src string) (ident, similar string) {
	t.Helper()
	m, err := asm.ParseString("t.ll", src)
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	for _, f := range m.Funcs {
		if f.Name() == "f" {
			return Check(f, Identical), Check(f, Similar)
		}
	}
	t.Fatal("no @f")
	return "", ""
}

func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		name, src      string
		ident, similar string // "" mergeable, else a substring of the reason
	}{
		{"plain", "define i32 @f(i32 %x) #0 {\n  %y = add nsw i32 %x, 1\n  ret i32 %y\n}\n" +
			`attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8" "tune-cpu"="generic" }` + "\n", "", ""},
		{"naked", "define void @f() #0 {\n  ret void\n}\nattributes #0 = { naked noinline }\n", "naked", "naked"},
		{"naked inline", "define void @f() naked {\n  ret void\n}\n", "naked", "naked"},
		{"amdgpu kernel", "define amdgpu_kernel void @f() {\n  ret void\n}\n", "amdgpu_kernel", "amdgpu_kernel"},
		{"spir kernel", "define spir_kernel void @f() {\n  ret void\n}\n", "spir_kernel", "spir_kernel"},
		{"fastcc", "define fastcc void @f() {\n  ret void\n}\n", "", ""},
		{"cc without llir name", "define cc 99 void @f() {\n  ret void\n}\n", "", ""},
		{"interrupt cc number", "define cc 101 void @f() {\n  ret void\n}\n", "M68k_INTR", "M68k_INTR"},
		{"unknown cc number", "define cc 1000 void @f() {\n  ret void\n}\n", "unknown calling convention cc 1000", "unknown calling convention cc 1000"},
		{"invariant.load", "define i32 @f(i32* %p) {\n  %v = load i32, i32* %p, align 4, !invariant.load !0, !tbaa !1\n  ret i32 %v\n}\n" +
			"!0 = !{}\n!1 = !{!2, !2, i64 0}\n!2 = !{!\"int\", !3}\n!3 = !{!\"root\"}\n", "", ""},
		{"unknown string attribute", "define void @f() #0 {\n  ret void\n}\nattributes #0 = { \"my-attr\"=\"1\" }\n",
			`unknown attribute "my-attr"`, `unknown attribute "my-attr"`},
		{"unknown metadata", "define void @f() {\n  ret void, !my.kind !0\n}\n!0 = !{}\n", "unknown metadata my.kind", "unknown metadata my.kind"},
		{"swifterror", "define void @f(i8** swifterror %e) {\n  ret void\n}\n", "swifterror", "swifterror"},
		{"gc", "define void @f() gc \"shadow-stack\" {\n  ret void\n}\n", "", "gc"},
		{"varargs", "define i32 @f(i32 %n, ...) {\n  ret i32 %n\n}\n", "", "varargs"},
		{"returns_twice callee", "declare i32 @sj(i8*) returns_twice\ndefine i32 @f(i8* %b) {\n  %r = call i32 @sj(i8* %b)\n  ret i32 %r\n}\n", "", "returns_twice"},
		{"musttail", "declare i32 @g(i32)\ndefine i32 @f(i32 %x) {\n  %r = musttail call i32 @g(i32 %x)\n  ret i32 %r\n}\n", "", "musttail"},
		{"atomicrmw", "define i32 @f(i32* %p) {\n  %r = atomicrmw add i32* %p, i32 1 seq_cst\n  ret i32 %r\n}\n", "", "atomicrmw"},
		{"returnaddress", "declare i8* @llvm.returnaddress(i32)\ndefine i8* @f() {\n  %r = call i8* @llvm.returnaddress(i32 0)\n  ret i8* %r\n}\n",
			"llvm.returnaddress", "llvm.returnaddress"},
		{"memcpy and lifetime", "declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)\ndeclare void @llvm.lifetime.start.p0i8(i64, i8*)\n" +
			"define void @f(i8* %d, i8* %s) {\n  %a = alloca i8\n  call void @llvm.lifetime.start.p0i8(i64 1, i8* %a)\n  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 4, i1 false)\n  ret void\n}\n", "", ""},
		{"assume bundle", "declare void @llvm.assume(i1)\ndefine void @f(i8* %p) {\n  call void @llvm.assume(i1 true) [ \"align\"(i8* %p, i64 16) ]\n  ret void\n}\n", "", "operand-bundle inputs"},
		{"deopt bundle", "declare void @g()\ndefine void @f() {\n  call void @g() [ \"deopt\"(i32 1) ]\n  ret void\n}\n", "deopt", "deopt"},
		{"call-site attrs", "declare i32 @g(i32)\ndefine i32 @f(i32 %x) {\n  %r = call noundef i32 @g(i32 noundef %x) #0\n  ret i32 %r\n}\nattributes #0 = { nounwind readnone }\n", "", ""},
		{"blockaddress", "define void @f(i1 %c) {\nentry:\n  indirectbr i8* blockaddress(@f, %a), [label %a]\na:\n  ret void\n}\n", "indirectbr", "indirectbr"},
		{"blockaddress operand", "declare void @g(i8*)\ndefine void @f() {\nentry:\n  call void @g(i8* blockaddress(@f, %a))\n  br label %a\na:\n  ret void\n}\n", "blockaddress", "blockaddress"},
		{"landingpad", "declare void @g()\ndeclare i32 @__gxx_personality_v0(...)\ndefine void @f() personality i32 (...)* @__gxx_personality_v0 {\nentry:\n  invoke void @g() to label %ok unwind label %lp\nok:\n  ret void\nlp:\n  %l = landingpad { i8*, i32 } cleanup\n  resume { i8*, i32 } %l\n}\n", "", ""},
		{"alloca in address space 5", "define void @f() {\n  %p = alloca i32, align 4, addrspace(5)\n  store volatile i32 1, i32 addrspace(5)* %p\n  ret void\n}\n", "", "alloca addrspace"},
		{"inline asm", "define void @f() {\n  call void asm sideeffect \"nop\", \"~{dirflag}\"()\n  ret void\n}\n", "", ""},
	} {
		ident, similar := checkLL(t, tc.src)
		for _, c := range []struct{ mode, got, want string }{{"identical", ident, tc.ident}, {"similar", similar, tc.similar}} {
			if c.want == "" && c.got != "" || c.want != "" && !strings.Contains(c.got, c.want) {
				t.Errorf("%s (%s): got %q, want %q", tc.name, c.mode, c.got, c.want)
			}
		}
	}
	if e := Metadata("invariant.load"); e.Class != Compare {
		t.Errorf("!invariant.load: %s, want Compare", e.Class)
	}
}

// groups is a resolver of `attributes #N = { ... }` lines of a module text.
func groups(text string) func(string) []string {
	m := map[string][]string{}
	for _, sm := range regexp.MustCompile(`(?m)^attributes (#\d+) = \{ (.*) \}$`).FindAllStringSubmatch(text, -1) {
		m[sm[1]] = SplitAttrs(sm[2])
	}
	return func(ref string) []string { return m[ref] }
}

func TestScanText(t *testing.T) {
	grp := groups("attributes #0 = { naked }\nattributes #1 = { nounwind \"frame-pointer\"=\"all\" }\nattributes #2 = { \"weird\" }\n")
	for _, tc := range []struct {
		name, chunk    string
		ident, similar string
	}{
		{"plain", "define void @f() #1 {\n  call void @g() #1\n  ret void, !dbg !3\n}\n", "", ""},
		{"asm unwind", "define void @f() {\n  call void asm sideeffect unwind \"nop\", \"\"()\n  ret void\n}\n", "asm unwind", "asm unwind"},
		{"asm string mentions unwind", "define void @f() {\n  call void asm sideeffect \"unwind\", \"\"()\n  ret void\n}\n", "", ""},
		{"group naked", "define void @f() #0 {\n  ret void\n}\n", "naked", "naked"},
		{"group unknown attribute", "define void @f() {\n  call void @g() #2\n  ret void\n}\n", `unknown attribute "weird"`, `unknown attribute "weird"`},
		{"group unresolved", "define void @f() #7 {\n  ret void\n}\n", "unresolved attribute group #7", "unresolved attribute group #7"},
		{"unknown attachment", "define void @f() {\n  ret void, !my.kind !4\n}\n", "unknown metadata my.kind", "unknown metadata my.kind"},
		{"DIExpression is no attachment", "define void @f(i32 %x) !dbg !5 {\n  call void @llvm.dbg.value(metadata i32 %x, metadata !6, metadata !DIExpression()), !dbg !7\n  ret void\n}\n", "", ""},
		{"strings are ignored", "define void @f() {\n  call void @g(i8* getelementptr ([20 x i8], [20 x i8]* @s, i64 0, i64 0)) ; blockaddress( no_cfi\n  ret void\n}\n", "", ""},
		{"no_cfi", "define void @f() {\n  call void @h(void ()* no_cfi @g)\n  ret void\n}\n", "no_cfi", "no_cfi"},
		{"dso_local_equivalent", "define void @f() {\n  call void @h(void ()* dso_local_equivalent @g)\n  ret void\n}\n", "", "dso_local_equivalent"},
		{"bfloat", "define bfloat @f() {\n  ret bfloat 0xR3F80\n}\n", "0xR", "0xR"},
		{"trapping udiv expression", "define i64 @f(i64 %x) {\n  %y = add i64 %x, udiv (i64 100, i64 ptrtoint (i32* @w to i64))\n  ret i64 %y\n}\n", "", "trapping expression"},
		{"trapping sdiv exact in a phi", "define i64 @f(i1 %c) {\ne:\n  br label %b\nb:\n  %r = phi i64 [ sdiv exact (i64 100, i64 ptrtoint (i32* @w to i64)), %e ]\n  ret i64 %r\n}\n", "", "trapping expression"},
		{"trapping udiv, no blank", "define i64 @f(i64 %x) {\n  %y = add i64 %x, udiv(i64 100, i64 ptrtoint (i32* @w to i64))\n  ret i64 %y\n}\n", "", "trapping expression"},
		{"trapping srem, spaced", "define i64 @f() {\n  ret i64 srem  (i64 5, i64 ptrtoint (i32* @w to i64))\n}\n", "", "trapping expression"},
		{"division instructions do not trap as constants", "define i64 @f(i64 %a, i64 %b) {\n  %q = udiv exact i64 %a, %b\n  %r = srem i64 %q, %b\n  ret i64 %r\n}\n", "", ""},
	} {
		for _, c := range []struct {
			mode       Mode
			name, want string
		}{{Identical, "identical", tc.ident}, {Similar, "similar", tc.similar}} {
			got := ScanText(tc.chunk, grp, c.mode)
			if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
				t.Errorf("%s (%s): got %q, want %q", tc.name, c.name, got, c.want)
			}
		}
	}
}

func TestSplitAttrs(t *testing.T) {
	got := SplitAttrs(`nounwind align 8 alignstack=16 allocsize(0, 1) "a b"="c d" "k" byval(%struct.S) dereferenceable(8)`)
	want := []string{"nounwind", "align 8", "alignstack=16", "allocsize(0, 1)", `"a b"="c d"`, `"k"`, "byval(%struct.S)", "dereferenceable(8)"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("SplitAttrs:\n got %q\nwant %q", got, want)
	}
	for _, a := range want {
		if strings.HasPrefix(a, `"`) {
			continue
		}
		if e := Attr(a, FnAttr|ParamAttr|RetAttr); !known(e) {
			t.Errorf("%s: %s", a, e.Why())
		}
	}
}

// TestClangOutputIsClassified runs Check and ScanText over every function
// clang 14 emitted for testdata/clang14.cpp: nothing may be unknown, and
// ordinary code must be mergeable.
func TestClangOutputIsClassified(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.ll")
	if len(files) == 0 {
		t.Fatal("no testdata/*.ll (run testdata/gen.sh)")
	}
	for _, path := range files {
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		m, err := irmod.Parse(path, text)
		if err != nil {
			t.Fatal(err)
		}
		grp := groups(string(text))
		refused := map[string]string{}
		n := 0
		for _, f := range m.Funcs {
			if !f.Defined() {
				// Declarations: their attributes still must be known.
				if why := Check(f.IR, Identical); strings.Contains(why, "unknown") {
					t.Errorf("%s: @%s: %s", path, f.Name, why)
				}
				continue
			}
			n++
			c := m.Chunks[f.Chunk]
			for _, mode := range []Mode{Identical, Similar} {
				why := Check(f.IR, mode)
				if why == "" {
					why = ScanText(string(text[c.Start:c.End]), grp, mode)
				}
				if strings.Contains(why, "unknown") || strings.Contains(why, "unresolved") {
					t.Errorf("%s: @%s: %s", path, f.Name, why)
				}
				if why != "" && mode == Similar {
					refused[f.Name] = why
				}
			}
		}
		// The functions the source makes unmergeable on purpose.
		for name, why := range refused {
			if !strings.Contains(name, "variadicSum") && !strings.Contains(name, "caller") && !strings.Contains(name, "bump") &&
				!strings.Contains(why, "atomicrmw") && !strings.Contains(why, "va_") {
				t.Errorf("%s: @%s unexpectedly refused: %s", path, name, why)
			}
		}
		t.Logf("%s: %d definitions, %d refused by similar merging", path, n, len(refused))
	}
}

// The hand-written scanners find what the regexps they replace find, on
// every line of the test modules and on odd spellings.
func TestScannersMatchRegexps(t *testing.T) {
	groupRE := regexp.MustCompile(`(?:^|[\s)])(#\d+)\b`)
	attachRE := regexp.MustCompile(`(?:^|[\s,])!([A-Za-z_.][A-Za-z0-9_.\-]*)\s+!`)
	lines := []string{
		"#1", " #12x", ")#3 #4", "a#5", "call void @f() #7, !dbg !9", "#", "# 1", "(#2)",
		"!dbg !1", "  %x = load i32, i32* %p, align 4, !tbaa !5, !range !6", ",!a.b-c !1", "!9abc !1",
		"!a !b !c", "!x\t!3", "!_y  !4", "!z!5", "!dbg", "! dbg !1", "x!dbg !1",
	}
	files, _ := filepath.Glob("testdata/*.ll")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, strings.Split(string(data), "\n")...)
	}
	sub := func(re *regexp.Regexp, line string) []string {
		var out []string
		for _, m := range re.FindAllStringSubmatch(line, -1) {
			out = append(out, m[1])
		}
		return out
	}
	for _, line := range lines {
		if got, want := irmod.AttrGroupRefs(line), sub(groupRE, line); !reflect.DeepEqual(got, want) {
			t.Errorf("irmod.AttrGroupRefs(%q) = %q, regexp %q", line, got, want)
		}
		if got, want := irmod.AttachmentKinds(line), sub(attachRE, line); !reflect.DeepEqual(got, want) {
			t.Errorf("irmod.AttachmentKinds(%q) = %q, regexp %q", line, got, want)
		}
	}
	if len(lines) < 1000 {
		t.Errorf("only %d lines compared; test modules missing?", len(lines))
	}
}

// stripStrings cuts lines without literals instead of copying them; the
// result is the same as copying byte by byte.
func TestStripStrings(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"  %x = add i32 %a, %b", "  %x = add i32 %a, %b"},
		{"  ret void ; a comment", "  ret void "},
		{";", ""},
		{"", ""},
		{`  call void @f(metadata !"a;b") ; "c"`, `  call void @f(metadata !"") `},
		{`  %"x;y" = load i8, i8* %"p q"`, `  %"" = load i8, i8* %""`},
		{`"unterminated ; not a comment`, `"`},
	} {
		if got := stripStrings(c.in); got != c.want {
			t.Errorf("stripStrings(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
