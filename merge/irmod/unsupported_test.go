package irmod

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// The substring search in front of the scan for unsupported types may only
// skip text the scan passes: on every line of every test module, and on
// lines built to sit at its edges, the two give the same answer.
func TestUnsupportedInAgreesWithTheScan(t *testing.T) {
	lines := []string{
		"  %x = load bfloat, bfloat* %p",
		"  %x = load ptr, ptr %p",
		"ptr",
		"bfloat",
		"  call void @ptr(i8* %ptr)",
		"  %unique_ptr = alloca %\"class.std::unique_ptr\"",
		"  %a = alloca %\"class.std::ptr\"",
		"  %a = alloca %struct.ptr.x",
		"  store i8* getelementptr (i8, i8* @g, i64 1), i8** %q",
		"  %c = call i32 @f(i32 0) ; returns a ptr",
		"  call void @llvm.foo(metadata !\"ptr\")",
		"  call void @f(i8* !ptr)",
		"  call void @f(i8* $ptr)",
		"  call void @f(i8* #ptr)",
		"  %x = bitcast <2 x bfloat> %v to i32",
		"  call void @g(), !dbg !DIGenericSubrange(count: 1)",
		"  x-ptr y.ptr ptr-z ptr$ 0ptr",
		"  (ptr)",
		"\"ptr\" ptr",
		"\"unterminated ptr",
	}
	files, _ := filepath.Glob("testdata/*.ll")
	// The features programs too, where the checkout has them (go test).
	more, _ := filepath.Glob("../../test/features/progs/*/*.ll")
	for _, f := range append(files, more...) {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range bytes.Split(text, []byte("\n")) {
			lines = append(lines, string(l))
		}
	}
	if len(lines) < 1000 {
		t.Fatalf("only %d lines to test on", len(lines))
	}
	found := 0
	for _, l := range lines {
		for _, text := range []string{l, l + "\n", "  ret void\n" + l + "\n  unreachable\n"} {
			got, want := unsupportedIn([]byte(text)), scanUnsupported([]byte(text))
			if got != want {
				t.Errorf("unsupportedIn(%q) = %q, the scan says %q", text, got, want)
			}
			if want != "" {
				found++
			}
		}
	}
	if found == 0 {
		t.Error("no line had an unsupported type: the test checks nothing")
	}
}
