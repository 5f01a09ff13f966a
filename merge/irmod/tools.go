package irmod

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/fmerge/rules_fmerge/merge/tempfile"
)

// Tools holds the paths of the LLVM command-line tools fmerge runs.
// An empty field means "use the default" (see DefaultTools).
type Tools struct {
	LLVMDis  string // llvm-dis: bitcode to text
	LLVMLink string // llvm-link: several modules to one
	LLVMAs   string // llvm-as: text to bitcode
	LLC      string // llc: IR to a native object
	Opt      string // opt: verifier and helper passes
	// LLCFlags are extra flags for llc when writing a .o (see ObjectFlags).
	LLCFlags []string
}

// CheckRunnable reports a *ToolError (not started) for the first of paths
// that names no executable file, so that a wrong tool path is an error
// before any work. A tool found missing only when it is first run costs
// the work before it, or worse: llc measuring similar merges, which
// refuses each merge it cannot measure, would silently leave the
// default mode with identical merging only.
func CheckRunnable(paths ...string) error {
	for _, p := range paths {
		if _, err := exec.LookPath(p); err != nil {
			return &ToolError{Tool: p, Err: err}
		}
	}
	return nil
}

// CheckLLCFlags compiles an empty module with ObjectFlags, so that a flag
// llc refuses is an error before any work, not after it (a .o output) or
// a silent loss (every similar merge unmeasurable).
func (t Tools) CheckLLCFlags() error {
	if len(t.LLCFlags) == 0 {
		return nil
	}
	t = t.WithDefaults()
	args := append(t.ObjectFlags(), "-filetype=obj", "-o", os.DevNull, "-")
	if _, err := run([]byte{}, t.LLC, args...); err != nil {
		if notRun(err) {
			return err
		}
		return fmt.Errorf("-llc-flag: llc refuses %s: %w", strings.Join(t.LLCFlags, " "), err)
	}
	return nil
}

// ObjectFlags are the llc flags a .o output is compiled with: LLCFlags,
// with -relocation-model=pic first unless they choose a relocation model.
// PIC matches the position-independent executables clang links by default
// (a non-PIC object fails there: "relocation R_X86_64_32 cannot be used
// against local symbol").
func (t Tools) ObjectFlags() []string {
	if hasFlag(t.LLCFlags, "-relocation-model") {
		return append([]string{}, t.LLCFlags...)
	}
	return append([]string{"-relocation-model=pic"}, t.LLCFlags...)
}

// DefaultTools picks the LLVM 14 tools: the "-14" suffixed names when they
// are on PATH (Debian's layout), the plain names otherwise.
func DefaultTools() Tools {
	return Tools{
		LLVMDis:  defaultTool("llvm-dis"),
		LLVMLink: defaultTool("llvm-link"),
		LLVMAs:   defaultTool("llvm-as"),
		LLC:      defaultTool("llc"),
		Opt:      defaultTool("opt"),
	}
}

func defaultTool(name string) string {
	if p, err := exec.LookPath(name + "-14"); err == nil {
		return p
	}
	return name
}

// WithDefaults fills in the default path (DefaultTools) of each tool not set.
func (t Tools) WithDefaults() Tools {
	d := DefaultTools()
	if t.LLVMDis == "" {
		t.LLVMDis = d.LLVMDis
	}
	if t.LLVMLink == "" {
		t.LLVMLink = d.LLVMLink
	}
	if t.LLVMAs == "" {
		t.LLVMAs = d.LLVMAs
	}
	if t.LLC == "" {
		t.LLC = d.LLC
	}
	if t.Opt == "" {
		t.Opt = d.Opt
	}
	return t
}

// run executes a tool and returns its standard output. A failure carries the
// tool's own stderr, which names the offending file and line.
func run(stdin []byte, name string, args ...string) ([]byte, error) {
	argv, tmp, err := outputToFile(args)
	if err != nil {
		return nil, err
	}
	if tmp != "" {
		defer tempfile.Remove(tmp)
	}
	cmd := tempfile.Command(name, argv...)
	if stdin != nil {
		cmd.Stdin = bytes.NewReader(stdin)
	}
	var out, errb bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		return nil, toolError(name, args, &errb, err)
	}
	if tmp != "" {
		return os.ReadFile(tmp)
	}
	return out.Bytes(), nil
}

// runFrom runs a tool whose standard input write produces, streamed
// through a pipe; the tool's output goes to a file named in args. A
// failure of write is the error, unless the tool failed first.
func runFrom(write func(io.Writer) error, name string, args ...string) error {
	pr, pw := io.Pipe()
	cmd := tempfile.Command(name, args...)
	cmd.Stdin = pr
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		return &ToolError{Tool: name, Err: err}
	}
	werr := make(chan error, 1)
	go func() {
		err := write(pw)
		pw.CloseWithError(err)
		werr <- err
	}()
	err := cmd.Wait()
	pr.CloseWithError(io.ErrClosedPipe) // unblocks write if the tool stopped reading
	wErr := <-werr
	if err != nil {
		return toolError(name, args, &errb, err)
	}
	return wErr
}

// ToolError is an LLVM tool's failure that says nothing about its input:
// the tool could not be started (a wrong -opt path, LLVM not installed),
// or it was killed by a signal (a crash), or it exited non-zero without a
// word. A tool that refuses its input prints why; one that does not has
// failed on its own, and blaming the file it was reading (exit 2, "the
// input's error") would send the user looking in the wrong place.
type ToolError struct {
	Tool    string // the path run
	Started bool   // false: it could not be run at all
	Err     error  // how it failed
	Stderr  string // what it printed (a crash's stack dump), if anything
}

func (e *ToolError) Error() string {
	if !e.Started {
		return fmt.Sprintf("cannot run the LLVM tool %s: %v", e.Tool, e.Err)
	}
	msg := fmt.Sprintf("the LLVM tool %s failed (%v)", e.Tool, e.Err)
	if e.Stderr != "" {
		msg += ": " + e.Stderr
	} else {
		msg += " and printed nothing"
	}
	return msg
}

func (e *ToolError) Unwrap() error { return e.Err }

// notRun reports whether err is an LLVM tool that could not be started.
func notRun(err error) bool {
	var te *ToolError
	return errors.As(err, &te) && !te.Started
}

// toolFault returns the *ToolError for a run of tool that ended in err
// with stderr printed, when the failure is the tool's own (see ToolError),
// or nil when the tool ran and complained.
func toolFault(tool string, err error, stderr string) *ToolError {
	stderr = Printable(strings.TrimSpace(stderr))
	var ee *exec.ExitError
	switch {
	case err == nil:
		return nil
	case !errors.As(err, &ee):
		return &ToolError{Tool: tool, Err: err}
	case ee.ExitCode() < 0 || ee.ExitCode() >= 128 || stderr == "":
		// ExitCode is -1 for a process a signal ended, and a shell
		// wrapping the tool reports its death by signal N as 128+N (LLVM
		// tools exit 1 on bad input).
		return &ToolError{Tool: tool, Started: true, Err: err, Stderr: stderr}
	}
	return nil
}

// toolError is a failed tool run's error: a *ToolError when the failure
// is the tool's own, otherwise the command and what the tool printed on
// standard error.
func toolError(name string, args []string, stderr *bytes.Buffer, err error) error {
	if te := toolFault(name, err, stderr.String()); te != nil {
		return te
	}
	msg := Printable(strings.TrimSpace(stderr.String()))
	if msg == "" {
		msg = err.Error()
	}
	return fmt.Errorf("%s %s: %s", name, strings.Join(args, " "), msg)
}

// outputToFile returns args with an output asked for on standard output
// ("-o -") sent to a new temporary file instead, and that file's name ("" if
// args ask for no such output). Read back with os.ReadFile, a module's text
// costs one allocation of the right size; from a pipe, the buffer grows by
// doubling and is cleared and copied each time (3 s of CPU, and twice the
// memory, for the 290 MB of a -g yaml-cpp module).
func outputToFile(args []string) ([]string, string, error) {
	i := slices.Index(args, "-o")
	if i < 0 || i+1 >= len(args) || args[i+1] != "-" {
		return args, "", nil
	}
	f, err := tempfile.CreateTemp("", "fmerge-tool-output-*")
	if err != nil {
		return nil, "", err
	}
	f.Close()
	argv := slices.Clone(args)
	argv[i+1] = f.Name()
	return argv, f.Name(), nil
}

// Verify runs `opt -verify` on the module text and returns its complaint, if any.
func (t Tools) Verify(text []byte) error {
	t = t.WithDefaults()
	_, err := run(text, t.Opt, "-verify", "-disable-output", "-")
	return err
}

// VerifyFrom is Verify of the module text write streams into the verifier.
func (t Tools) VerifyFrom(write func(io.Writer) error) error {
	t = t.WithDefaults()
	return runFrom(write, t.Opt, "-verify", "-disable-output", "-")
}

// CheckInput runs LLVM's own parser and verifier on an input module and
// returns its complaint as "name:line:col: error: ..." (exit-2 material).
func (t Tools) CheckInput(name string, text []byte) error {
	t = t.WithDefaults()
	cmd := tempfile.Command(t.Opt, "-verify", "-disable-output", "-")
	cmd.Stdin = bytes.NewReader(text)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		if te := toolFault(t.Opt, err, errb.String()); te != nil {
			return fmt.Errorf("verifying %s: %w", name, te)
		}
		msg := Printable(strings.TrimSpace(errb.String()))
		msg = strings.ReplaceAll(msg, "<stdin>", name)
		if i := strings.Index(msg, name+":"); i >= 0 {
			msg = msg[i:]
		}
		if msg == "" {
			msg = err.Error()
		}
		if !strings.HasPrefix(msg, name+":") {
			// A verifier error (not a parse error) names no file: name
			// it, and the line of the first instruction it quotes.
			msg = name + quotedLine(msg, text) + ": " + msg
		}
		return fmt.Errorf("%s", msg)
	}
	return nil
}

// quotedLine returns ":N" for the line of text that the first indented
// line of a verifier message quotes, or "" when no line of the text holds
// that instruction once and only once (LLVM prints the instruction as it
// reads it: another spacing is not found, and an instruction that recurs
// cannot be told; a wrong line is worse than none). A line's comment and
// trailing blanks (CRLF's carriage return too) do not count.
func quotedLine(msg string, text []byte) string {
	for _, l := range strings.Split(msg, "\n") {
		if !strings.HasPrefix(l, "  ") || strings.TrimSpace(l) == "" {
			continue
		}
		want := []byte(strings.TrimSpace(l))
		at, n := 0, 0
		for no, line := range bytes.Split(text, []byte("\n")) {
			if bytes.Equal(bytes.TrimSpace(withoutComment(line)), want) {
				at, n = no+1, n+1
			}
		}
		if n != 1 {
			return ""
		}
		return fmt.Sprintf(":%d", at)
	}
	return ""
}

// withoutComment cuts line at a ';' outside string literals and quoted
// names.
func withoutComment(line []byte) []byte {
	quoted := false
	for i, c := range line {
		switch {
		case c == '"':
			quoted = !quoted
		case c == ';' && !quoted:
			return line[:i]
		}
	}
	return line
}

// fileExists reports whether path names an existing file.
func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// Printable makes a tool's message safe for a terminal: LLVM quotes the
// offending input line, which for a binary file is raw bytes. Control
// bytes (but newlines and tabs), invalid UTF-8 and DEL become '?', and
// lines are cut at 200 bytes.
func Printable(msg string) string {
	var b strings.Builder
	col := 0
	for _, r := range msg {
		switch {
		case r == '\n':
			col = -1
		case col == 200:
			b.WriteString("...")
		case col > 200:
		case r == utf8.RuneError || r < 0x20 && r != '\t' || r == 0x7f:
			b.WriteByte('?')
		default:
			b.WriteRune(r)
		}
		if r == '\n' {
			b.WriteByte('\n')
		}
		col++
	}
	return b.String()
}
