// Package e2e runs fmerge end to end on the bundled example programs:
// compile to bitcode with clang-14 -flto, merge, verify, build with llc and
// lld, run, and compare output and merge counts against LLVM's own
// opt -mergefunc. The package has only tests.
package e2e

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"
)

// fmergeBin is the fmerge binary under test, built once by TestMain (or
// taken from $FMERGE_BIN).
var fmergeBin string

// buildErr is why fmerge could not be built ("" if it was).
var buildErr string

// missingTools names required tools that are not installed ("" if none).
var missingTools string

func TestMain(m *testing.M) {
	missingTools = findMissing()
	dir, err := os.MkdirTemp("", "fmerge-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	code := func() int {
		defer os.RemoveAll(dir)
		if missingTools == "" {
			if fmergeBin = os.Getenv("FMERGE_BIN"); fmergeBin == "" {
				fmergeBin = filepath.Join(dir, "fmerge")
				cmd := exec.Command("go", "build", "-o", fmergeBin, "github.com/fmerge/rules_fmerge/tools/fmerge")
				if out, err := cmd.CombinedOutput(); err != nil {
					buildErr = fmt.Sprintf("building fmerge: %v\n%s", err, out)
				}
			}
		}
		return m.Run()
	}()
	os.Exit(code)
}

// tool returns the LLVM 14 name of an LLVM tool: name-14 when installed,
// else the plain name.
func tool(name string) string {
	if p, err := exec.LookPath(name + "-14"); err == nil {
		return p
	}
	return name
}

func findMissing() string {
	var miss []string
	for _, n := range []string{"clang", "clang++", "opt", "llc", "llvm-link", "llvm-dis", "ld.lld"} {
		if _, err := exec.LookPath(tool(n)); err != nil {
			miss = append(miss, n+"-14")
		}
	}
	return strings.Join(miss, ", ")
}

// needTools skips the test when the LLVM 14 toolchain is not installed.
// CI installs it with tools/install-deps.sh, so there the tests run.
func needTools(t *testing.T) {
	t.Helper()
	if missingTools != "" {
		t.Skipf("LLVM 14 toolchain incomplete (missing %s): run tools/install-deps.sh", missingTools)
	}
	if buildErr != "" {
		t.Fatal(buildErr)
	}
}

// run executes a command and fails the test with its output on error.
func run(t *testing.T, env []string, name string, args ...string) (stdout, stderr string) {
	t.Helper()
	stdout, stderr, err := runErr(env, name, args...)
	if err != nil {
		t.Fatal(err)
	}
	return stdout, stderr
}

// runErr is run for goroutines, which may not end the test: the error
// names the command and holds both outputs.
func runErr(env []string, name string, args ...string) (stdout, stderr string, err error) {
	var o, e bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = &o, &e
	if env != nil {
		cmd.Env = append(os.Environ(), env...)
	}
	if err := cmd.Run(); err != nil {
		return "", "", fmt.Errorf("%s %s: %v\nstdout:\n%s\nstderr:\n%s", filepath.Base(name), strings.Join(args, " "), err, o.String(), e.String())
	}
	return o.String(), e.String(), nil
}

// runBinary runs a built example with a time limit and returns its stdout.
func runBinary(t *testing.T, path string) string {
	t.Helper()
	cmd := exec.Command(path)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("%s: %v\nstderr:\n%s", path, err, e.String())
		}
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("%s: still running after 30s", path)
	}
	return o.String()
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// parallelism limits concurrent heavy subtests to the machine's cores.
var parallelism = make(chan struct{}, max(1, runtime.NumCPU()))
