package irmod

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestPrintable(t *testing.T) {
	got := Printable("x.ll:1:1: error: expected top-level entity\n\x01\xff\xfeab\tc\x7f")
	if want := "x.ll:1:1: error: expected top-level entity\n???ab\tc?"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	long := Printable(strings.Repeat("a", 300) + "\nb")
	if want := strings.Repeat("a", 200) + "...\nb"; long != want {
		t.Errorf("long line: got %q", long)
	}
}

// WithLTOCodegen adds what ld.lld's LTO code generation uses, and leaves an
// option the user set alone (llc refuses an option given twice).
func TestWithLTOCodegen(t *testing.T) {
	cases := []struct {
		flags []string
		level string
		want  string
	}{
		{nil, "O2", "-O2 -function-sections -data-sections"},
		{[]string{"-relocation-model=pic"}, "O3", "-O3 -function-sections -data-sections -relocation-model=pic"},
		{[]string{"-O1", "--function-sections", "-data-sections=false"}, "O2", "-O1 --function-sections -data-sections=false"},
	}
	for _, c := range cases {
		if got := strings.Join(WithLTOCodegen(c.flags, c.level), " "); got != c.want {
			t.Errorf("WithLTOCodegen(%q, %s) = %q, want %q", c.flags, c.level, got, c.want)
		}
	}
}

// LoadLTO runs the LTO pipeline: an internal function nobody calls is gone
// (global DCE), a bad level is refused before any tool runs.
func TestLoadLTO(t *testing.T) {
	if _, err := exec.LookPath(DefaultTools().Opt); err != nil {
		t.Skip("opt not installed")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "in.ll")
	src := "define internal i32 @unused(i32 %x) {\n  ret i32 %x\n}\n\ndefine i32 @main() {\n  ret i32 0\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := LoadLTO([]string{path}, "O2", Tools{}, ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(m.Text), "@unused") || !strings.Contains(string(m.Text), "@main") {
		t.Errorf("LTO pipeline did not run:\n%s", m.Text)
	}
	if _, err := LoadLTO([]string{path}, "Os", Tools{}, ParseOptions{}); err == nil || !strings.Contains(err.Error(), "unknown LTO level") {
		t.Errorf("level Os: err = %v", err)
	}
}

// ObjectFlags: PIC unless the user chose a relocation model, in any spelling.
func TestObjectFlags(t *testing.T) {
	for _, c := range []struct{ flags, want []string }{
		{nil, []string{"-relocation-model=pic"}},
		{[]string{"-O3"}, []string{"-relocation-model=pic", "-O3"}},
		{[]string{"-relocation-model=static"}, []string{"-relocation-model=static"}},
		{[]string{"--relocation-model", "static"}, []string{"--relocation-model", "static"}},
	} {
		if got := (Tools{LLCFlags: c.flags}).ObjectFlags(); strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("ObjectFlags(%q) = %q, want %q", c.flags, got, c.want)
		}
	}
}

// A tool's output asked for on standard output ("-o -") comes back whole
// through a temporary file, which is gone afterwards, on success and on
// failure; the error names the command as the caller wrote it.
func TestRunOutputThroughFile(t *testing.T) {
	opt := DefaultTools().Opt
	if _, err := exec.LookPath(opt); err != nil {
		t.Skipf("%s not installed", opt)
	}
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	src := "define i32 @f(i32 %x) {\n  ret i32 %x\n}\n"
	out, err := run([]byte(src), opt, "-S", "-o", "-", "-")
	if err != nil || !strings.Contains(string(out), "define i32 @f(i32 %x)") {
		t.Fatalf("opt -S -o -: %v\n%s", err, out)
	}
	_, err = run([]byte("define i32 @f( {"), opt, "-S", "-o", "-", "-")
	if err == nil || !strings.Contains(err.Error(), "-S -o - -:") {
		t.Errorf("bad input: error %v, want one naming the command as written", err)
	}
	if left, _ := os.ReadDir(tmp); len(left) != 0 {
		t.Errorf("temporary files left behind: %v", left)
	}
	if args, file, _ := outputToFile([]string{"-o", "x.bc", "-"}); file != "" || len(args) != 3 {
		t.Errorf("an output to a named file was redirected: %v %q", args, file)
	}
}

// WriteOutputFrom streams a module into each output format: the .ll is
// what Render returns, a .bc or .o the tool made from it; a module the
// tool refuses, or a write that fails, leaves no file and does not hang.
func TestWriteOutputFrom(t *testing.T) {
	if _, err := exec.LookPath(DefaultTools().LLVMAs); err != nil {
		t.Skip("LLVM 14 not installed: run tools/install-deps.sh")
	}
	m := mustParse(t, "w.ll", "define i32 @a(i32 %x) {\n  ret i32 %x\n}\n\ndefine i32 @b(i32 %x) {\n  ret i32 %x\n}\n")
	for _, r := range m.Uses("a") {
		m.RedirectRef(m.Refs[r], "@b")
	}
	m.Append("define void @new() {\n  ret void\n}\n")
	dir := t.TempDir()
	stream := func(m *Module) func(w io.Writer) error {
		return func(w io.Writer) error { _, err := m.WriteTo(w); return err }
	}
	for _, ext := range []string{".ll", ".bc", ".o"} {
		path := filepath.Join(dir, "out"+ext)
		if err := WriteOutputFrom(path, stream(m), Tools{}); err != nil {
			t.Fatalf("%s: %v", ext, err)
		}
		got, err := os.ReadFile(path)
		if err != nil || len(got) == 0 {
			t.Fatalf("%s: no output (%v)", ext, err)
		}
		if ext == ".ll" && string(got) != string(m.Render()) {
			t.Errorf(".ll: streamed text differs from Render")
		}
	}
	var big strings.Builder // larger than a pipe's buffer
	for i := 0; i < 20000; i++ {
		fmt.Fprintf(&big, "define i32 @f%d() {\n  ret i32 0\n}\n\n", i)
	}
	bad := mustParse(t, "bad.ll", big.String())
	bad.Append("define i32 @f0() {\n  ret i32 1\n}\n") // redefinition: llvm-as refuses it
	failing := func(w io.Writer) error { return fmt.Errorf("disk full") }
	for _, c := range []struct {
		name  string
		write func(io.Writer) error
		ext   string
	}{
		{"refused by llvm-as", stream(bad), ".bc"},
		{"refused at once by llc", func(w io.Writer) error {
			// llc stops reading at the first line: the rest must not block.
			if _, err := io.WriteString(w, "garbage\n"); err != nil {
				return err
			}
			_, err := bad.WriteTo(w)
			return err
		}, ".o"},
		{"write fails, text", failing, ".ll"},
		{"write fails, llc", failing, ".o"},
	} {
		path := filepath.Join(dir, "fail"+c.ext)
		if err := WriteOutputFrom(path, c.write, Tools{}); err == nil {
			t.Errorf("%s: no error", c.name)
		}
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Errorf("%s: an output was left", c.name)
		}
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".*tmp*")); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}

// The verifier quotes the offending instruction as LLVM prints it; its
// line is given only when the text holds it once (a recurring line could
// be any of them), CRLF lines included.
func TestQuotedLine(t *testing.T) {
	msg := "Instruction does not dominate all uses!\n  %z = add i32 %x, 1\n  %y = add i32 %z, 1\n"
	for _, tc := range []struct{ name, text, want string }{
		{"once", "define void @f() {\n  %z = add i32 %x, 1\n}\n", ":2"},
		{"CRLF", "define void @f() {\r\n\r\n  %z = add i32 %x, 1\r\n}\r\n", ":3"},
		{"twice", "define void @f() {\n  %z = add i32 %x, 1\n}\ndefine void @g() {\n  %z = add i32 %x, 1\n}\n", ""},
		{"other spacing", "define void @f() {\n  %z = add i32 %x,1\n}\n", ""},
		{"once more with a comment", "define void @f() {\n  %z = add i32 %x, 1\n}\ndefine void @g() {\n  %z = add i32 %x, 1 ; here\n}\n", ""},
		{"commented once", "define void @f() {\n  %z = add i32 %x, 1 ; here\n}\n", ":2"},
	} {
		if got := quotedLine(msg, []byte(tc.text)); got != tc.want {
			t.Errorf("%s: quotedLine = %q, want %q", tc.name, got, tc.want)
		}
	}
}
