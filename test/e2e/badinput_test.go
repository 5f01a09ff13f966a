package e2e

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// badIR has a syntax error on line 7 (",," in the mul).
const badIR = `define i32 @f(i32 %a) {
  %b = add i32 %a, 1
  ret i32 %b
}

define i32 @g(i32 %a) {
  %b = mul i32 %a,, 2
  ret i32 %b
}
`

const goodIR = `define i32 @h(i32 %a) {
  %b = sub i32 %a, 1
  ret i32 %b
}
`

// TestBadInput checks that a syntax error exits 2, names the file and the
// line, and writes no output file, alone and as one input of several.
func TestBadInput(t *testing.T) {
	needTools(t)
	dir := t.TempDir()
	bad := filepath.Join(dir, "broken.ll")
	good := filepath.Join(dir, "good.ll")
	if err := os.WriteFile(bad, []byte(badIR), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(good, []byte(goodIR), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		out  string
		in   []string
	}{
		{"alone-ll", "out.ll", []string{bad}},
		{"alone-o", "out.o", []string{bad}},
		{"second-of-two", "out2.ll", []string{good, bad}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.out)
			cmd := exec.Command(fmergeBin, append([]string{"merge", "--mode=identical", "-o", out}, tc.in...)...)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			err := cmd.Run()
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != 2 {
				t.Fatalf("exit = %v, want status 2; stderr:\n%s", err, stderr.String())
			}
			if !regexp.MustCompile(`broken\.ll:7\b`).MatchString(stderr.String()) {
				t.Errorf("message does not name broken.ll:7:\n%s", stderr.String())
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("output %s exists after a failed run", tc.out)
			}
		})
	}
	t.Run("missing-file", func(t *testing.T) {
		out := filepath.Join(dir, "out3.ll")
		cmd := exec.Command(fmergeBin, "merge", "-o", out, filepath.Join(dir, "nope.ll"))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 2 {
			t.Fatalf("exit = %v, want status 2; stderr:\n%s", err, stderr.String())
		}
		if !bytes.Contains(stderr.Bytes(), []byte("nope.ll")) {
			t.Errorf("message does not name nope.ll:\n%s", stderr.String())
		}
	})
}

// exitOf runs fmerge with args and returns its exit status and stderr.
func exitOf(t *testing.T, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(fmergeBin, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0, stderr.String()
	case errors.As(err, &ee):
		return ee.ExitCode(), stderr.String()
	}
	t.Fatal(err)
	return -1, ""
}

// TestBadInputTable covers issue 12's bad-input table: an empty input is
// an empty module (LLVM's reading) and gives an output; CRLF text is read,
// and its errors name the input's own line; a missing output directory is
// refused with exit 2, naming it, before any work.
func TestBadInputTable(t *testing.T) {
	needTools(t)
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	t.Run("empty-input", func(t *testing.T) {
		in := write("empty.ll", "")
		for _, ext := range []string{".ll", ".o"} {
			out := filepath.Join(dir, "empty-out"+ext)
			if code, stderr := exitOf(t, "merge", "-quiet", "-o", out, in); code != 0 {
				t.Fatalf("%s: exit %d, want 0 (an empty module):\n%s", ext, code, stderr)
			}
			if _, err := os.Stat(out); err != nil {
				t.Errorf("%s: exit 0 without an output: %v", ext, err)
			}
		}
	})
	t.Run("crlf", func(t *testing.T) {
		good := write("crlf.ll", strings.ReplaceAll(goodIR+"\n"+strings.ReplaceAll(goodIR, "@h", "@h2"), "\n", "\r\n"))
		out := filepath.Join(dir, "crlf-out.ll")
		if code, stderr := exitOf(t, "merge", "-quiet", "-mode=identical", "-o", out, good); code != 0 {
			t.Fatalf("exit %d:\n%s", code, stderr)
		}
		run(t, nil, tool("opt"), "-verify", "-disable-output", out)
		bad := write("crlf-bad.ll", strings.ReplaceAll(badIR, "\n", "\r\n"))
		code, stderr := exitOf(t, "merge", "-quiet", "-o", filepath.Join(dir, "crlf-bad-out.ll"), bad)
		if code != 2 || !regexp.MustCompile(`crlf-bad\.ll:7\b`).MatchString(stderr) {
			t.Errorf("exit %d, want 2 naming crlf-bad.ll:7:\n%s", code, stderr)
		}
	})
	t.Run("missing-output-dir", func(t *testing.T) {
		in := write("good.ll", goodIR)
		for _, flag := range []string{"-o", "-report", "-report-md"} {
			args := []string{"merge", "-quiet", "-o", filepath.Join(dir, "ok.ll")}
			if flag == "-o" {
				args = args[:2]
			}
			args = append(args, flag, filepath.Join(dir, "no", "such", "dir", "x.out"), in)
			code, stderr := exitOf(t, args...)
			if code != 2 || !strings.Contains(stderr, filepath.Join(dir, "no", "such", "dir")) {
				t.Errorf("%s: exit %d, want 2 naming the directory:\n%s", flag, code, stderr)
			}
			if strings.Contains(stderr, "loading") {
				t.Errorf("%s: work started before the check:\n%s", flag, stderr)
			}
		}
	})
}
