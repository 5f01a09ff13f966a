package e2e

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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
