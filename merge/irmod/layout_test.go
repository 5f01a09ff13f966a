package irmod

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every module LLVM printed (the test data) is canonical; each way of
// writing valid IR that the chunker cannot follow is not.
func TestCanonicalLayout(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.ll")
	if len(files) == 0 {
		t.Fatal("no test data")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !canonicalLayout(data) {
			t.Errorf("%s: printed by LLVM but judged non-canonical", f)
		}
	}
	for name, text := range map[string]string{
		"comment after {":       "define i32 @f() { ; c\n  ret i32 0\n}\n",
		"body on define line":   "define i32 @f() { ret i32 0\n}\n",
		"header over lines":     "define i32\n  @f() {\n  ret i32 0\n}\n",
		"brace after inst":      "define i32 @f() {\n  ret i32 0 }\n",
		"crlf":                  "define i32 @f() {\r\n  ret i32 0\r\n}\r\n",
		"tab":                   "define i32 @f() {\n\tret i32 0\n}\n",
		"spaced =":              "define i32 @f() {\n  %x  = add i32 1, 2\n  ret i32 %x\n}\n",
		"two insts on one line": "define i32 @f() {\n  %x = add i32 1, 2 %y = add i32 %x, 1\n  ret i32 %y\n}\n",
		"unclosed":              "define i32 @f() {\n  ret i32 0\n",
		// LLVM's MergeFunc test merge-unnamed-addr-bitcast.ll writes its
		// initializer so.
		"initializer over lines": "@x = constant { i32*, i32* }\n  { i32* @a, i32* @b }\n",
		"open bracket":           "@x = constant [2 x i32] [\ni32 1, i32 2]\n",
		"metadata over lines":    "!0 = !{!\"a\",\n!\"b\"}\n",
		"string over lines":      "@s = constant [3 x i8] c\"a\nb\"\n",
		"continued flush left":   "@x = constant [2 x i32]\n[i32 1, i32 2]\n",
		"declare over lines":     "declare i32\n@ext(i32)\n",
		"unspaced =":             "!7=!{}\n",
		"node on the next line":  "!7 =\n!{}\n",
		"line of spaces":         "@x = global i32 0\n  \n",
	} {
		if canonicalLayout([]byte(text)) {
			t.Errorf("%s: judged canonical", name)
		}
	}
	if !canonicalLayout([]byte("define { i32 } @f() {\n  %x = insertvalue { i32 } undef, i32 1, 0 ; {\n  ret { i32 } %x\n}\n")) {
		t.Error("struct braces and a comment judged non-canonical")
	}
}

// A body the IR library cannot read (bfloat) leaves that function
// unanalysed, with the reason, instead of refusing the module.
func TestUnreadableBodyIsNotAnalysed(t *testing.T) {
	src := "define i16 @bf(i16 %x) {\n  %b = bitcast i16 %x to bfloat ; a comment\n  %v = bitcast bfloat %b to i16\n  ret i16 %v\n}\n\ndefine i32 @ok(i32 %x) {\n  ret i32 %x\n}\n"
	for _, shapes := range []bool{false, true} {
		m, err := ParseWith("bf.ll", []byte(src), ParseOptions{OnlyShapeCollisions: shapes})
		if err != nil {
			t.Fatalf("shapes=%v: %v", shapes, err)
		}
		bf := m.Func("bf")
		if bf == nil || bf.Analysed || !strings.Contains(bf.Unsupported, "bfloat") {
			t.Errorf("shapes=%v: bf = %+v, want unanalysed with a bfloat reason", shapes, bf)
		}
		if string(m.Render()) != src {
			t.Errorf("shapes=%v: the module does not render to its text", shapes)
		}
	}
	if _, err := Parse("sig.ll", []byte("define bfloat @g(bfloat %x) {\n  ret bfloat %x\n}\n")); err == nil || !strings.Contains(err.Error(), "sig.ll:1:") {
		t.Errorf("bfloat in a signature: err %v, want a refusal naming line 1", err)
	}
}
