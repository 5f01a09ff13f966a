package irmod

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/fmerge/rules_fmerge/merge/tempfile"
)

// Load reads one or more modules and returns their whole-program union.
// Inputs may be textual IR (.ll) or bitcode (.bc, or the .o files clang
// writes under -flto). Several inputs are linked with llvm-link first.
func Load(paths []string, tools Tools) (*Module, error) {
	return LoadWith(paths, tools, ParseOptions{})
}

// LoadWith is Load with parse options.
func LoadWith(paths []string, tools Tools, opts ParseOptions) (*Module, error) {
	tools = tools.WithDefaults()
	// Every text read here is checked by LLVM's verifier (whose error
	// wins: verdict), by llvm-link's of the linked module, or by opt's
	// before it prints the text again, unless the caller asked for an
	// unverified read (ParseOptions.Unverified).
	opts.Valid = true
	printed, err := checkInputs(paths)
	if err != nil {
		return nil, err
	}
	if len(paths) == 1 {
		data, err := os.ReadFile(paths[0])
		if err != nil {
			return nil, err
		}
		if !isBitcode(data) {
			return parseChecked(paths[0], data, opts, tools)
		}
		// llvm-dis does not verify (llvm-link and opt do): LLVM's verifier
		// checks the bitcode on the other core while llvm-dis prints it.
		checked := make(chan error, 1)
		if opts.Unverified {
			checked <- nil
		} else {
			go func() { checked <- tools.CheckInput(paths[0], data) }()
		}
		start := time.Now()
		name := paths[0] + " (disassembled)"
		text, err := runEarly(opts.Early, name, printedSize(len(data), true), tools.LLVMDis, "-o", "-", paths[0])
		if err != nil {
			return nil, fmt.Errorf("%s: cannot disassemble bitcode: %w", paths[0], err)
		}
		if text, err = readableByLLVM14(name, text); err != nil {
			return nil, err
		}
		dis := withTiming("llvm-dis", time.Since(start))
		m, err := ParseWith(name, text, opts)
		return dis(verdict(m, err, checked, opts))
	}
	args := append([]string{"-S", "-o", "-"}, paths...)
	name := fmt.Sprintf("<llvm-link of %d inputs>", len(paths))
	start := time.Now()
	text, err := runEarly(opts.Early, name, printed, tools.LLVMLink, args...)
	if err != nil {
		return nil, blameInput(paths, tools, err, func(err error) error {
			return fmt.Errorf("linking %s: %w", strings.Join(paths, ", "), err)
		})
	}
	if text, err = readableByLLVM14(name, text); err != nil {
		return nil, err
	}
	return withTiming("llvm-link", time.Since(start))(ParseWith(name, text, opts))
}

// blameInput explains why an LLVM tool refused the inputs: llvm-link's
// message names no input when one of them does not verify ("linked
// module is broken"), and opt's names "-" for a module it reads on
// standard input, so each input is checked alone, and the first that
// fails gives the error (with its file and line); otherwise (a symbol
// defined twice, say) the error is otherwise(err). A tool that could not
// run at all is not asked again.
func blameInput(paths []string, tools Tools, err error, otherwise func(error) error) error {
	if notRun(err) {
		return err
	}
	for _, p := range paths {
		data, rerr := os.ReadFile(p)
		if rerr != nil {
			return rerr
		}
		if cerr := tools.CheckInput(p, data); cerr != nil {
			return cerr
		}
	}
	return otherwise(err)
}

// printedSize estimates the text an LLVM tool prints for an input of n
// bytes, to size the buffer it is read into: bitcode prints as about seven
// times its size (yaml-cpp: 13.7 MB, 96.7 MB of text).
func printedSize(n int, bitcode bool) int {
	if bitcode {
		return 8 * n
	}
	return n + n/8
}

// withTiming puts a tool's time first in a loaded module's Timings.
func withTiming(name string, d time.Duration) func(*Module, error) (*Module, error) {
	return func(m *Module, err error) (*Module, error) {
		if m != nil {
			m.Timings = append([]Timing{{name, d}}, m.Timings...)
		}
		return m, err
	}
}

// parseChecked parses a textual input while LLVM's verifier checks it on
// the other core. llir alone is not enough: in ParseOptions'
// OnlyShapeCollisions mode most bodies never reach it, and it accepts some
// IR LLVM rejects. LLVM's message (with file, line and column) wins.
//
// Text laid out otherwise than LLVM prints it (see canonicalLayout) is
// first checked, then printed again by LLVM's own parser and printer
// (`opt -S`, no passes), so every layout LLVM accepts reaches the
// line-based chunker in the one layout it understands; errors still name
// the input's own lines.
func parseChecked(name string, data []byte, opts ParseOptions, tools Tools) (*Module, error) {
	if opts.Unverified && canonicalLayout(data) {
		// Unchecked: a failure of llir is then the input's error.
		opts.Valid = false
		return ParseWith(name, data, opts)
	}
	if !canonicalLayout(data) {
		if err := tools.CheckInput(name, data); err != nil {
			return nil, err
		}
		text, err := run(data, tools.Opt, "-S", "-o", "-", "-")
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		name += " (as printed by opt)"
		if text, err = readableByLLVM14(name, text); err != nil {
			return nil, err
		}
		return ParseWith(name, text, opts)
	}
	checked := make(chan error, 1)
	go func() { checked <- tools.CheckInput(name, data) }()
	m, err := ParseWith(name, data, opts)
	return verdict(m, err, checked, opts)
}

// verdict joins LLVM's verifier, running on the input beside its parse
// (checked), with the parse's result m, err: with CheckLater a parsed
// module keeps the verdict pending (Module.Checked); otherwise it is
// waited for here. The verifier's error wins over the parse's.
func verdict(m *Module, err error, checked chan error, opts ParseOptions) (*Module, error) {
	if err == nil && opts.CheckLater {
		m.check = checked
		return m, nil
	}
	if cerr := <-checked; cerr != nil {
		return nil, cerr
	}
	return m, err
}

// checkInputs: at least one input, and each one possibly LLVM IR. It
// returns the estimated size of their text as an LLVM tool prints it
// (printedSize).
func checkInputs(paths []string) (int, error) {
	if len(paths) == 0 {
		return 0, fmt.Errorf("no input files")
	}
	printed := 0
	for _, p := range paths {
		n, err := checkInput(p)
		if err != nil {
			return 0, err
		}
		printed += n
	}
	return printed, nil
}

// checkInput rejects files that cannot be LLVM IR before any tool runs, so
// the message names the file rather than a tool's complaint.
func checkInput(path string) (printed int, err error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	head := make([]byte, 4)
	n, _ := io.ReadFull(f, head)
	head = head[:n]
	if bytes.Equal(head, []byte("\x7fELF")) {
		return 0, fmt.Errorf("%s: a native ELF object, not LLVM IR (compile with -flto to get bitcode objects)", path)
	}
	if fi, err := f.Stat(); err == nil {
		printed = printedSize(int(fi.Size()), isBitcode(head))
	}
	return printed, nil
}

// isBitcode recognises raw bitcode ("BC\xC0\xDE") and the bitcode wrapper.
func isBitcode(data []byte) bool {
	return bytes.HasPrefix(data, []byte("BC\xc0\xde")) || bytes.HasPrefix(data, []byte("\xde\xc0\x17\x0b"))
}

// VerifiedOnWrite reports whether WriteOutput checks the module with LLVM's
// verifier on the way: llvm-as (.bc) and llc (.o) refuse a module that does
// not verify, so a separate `opt -verify` would only repeat the work. A .ll
// output is written as is.
func VerifiedOnWrite(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".bc", ".o", ".obj":
		return true
	}
	return false
}

// WriteOutput writes text to path, in the format the extension asks for:
// .bc through llvm-as, .o through llc -filetype=obj, anything else as text.
// The file appears only complete: it is written beside the target under a
// temporary name and renamed.
func WriteOutput(path string, text []byte, tools Tools) error {
	return WriteOutputFrom(path, func(w io.Writer) error {
		_, err := w.Write(text)
		return err
	}, tools)
}

// WriteOutputFrom is WriteOutput with the text produced by write, which
// streams it (Module.WriteTo) into the file or the tool, so that a module's
// worth of output text is never held in memory.
func WriteOutputFrom(path string, write func(io.Writer) error, tools Tools) error {
	s, err := StageOutputFrom(path, write, tools)
	if err != nil {
		return err
	}
	return s.Commit()
}

// StageOutputFrom stages (tempfile.Stage) what WriteOutputFrom writes;
// Commit puts it in place.
func StageOutputFrom(path string, write func(io.Writer) error, tools Tools) (*tempfile.Staged, error) {
	tools = tools.WithDefaults()
	return tempfile.Stage(path, func(tmp *os.File) error {
		switch strings.ToLower(filepath.Ext(path)) {
		case ".bc":
			tmp.Close()
			return runFrom(write, tools.LLVMAs, "-o", tmp.Name(), "-")
		case ".o", ".obj":
			tmp.Close()
			args := append([]string{"-filetype=obj", "-o", tmp.Name()}, tools.ObjectFlags()...)
			return runFrom(write, tools.LLC, append(args, "-")...)
		}
		return write(tmp)
	})
}

// LTOLevels are the optimisation levels LoadLTO accepts: those of an LTO
// link (lld's --lto-O, clang's -plugin-opt=O). clang maps -Os and -Oz to
// O2 at the link: the size levels reach the LTO pipeline as the optsize
// and minsize attributes of the functions, not as a level.
var LTOLevels = []string{"O0", "O1", "O2", "O3"}

// CheckLTOLevel says why level is not one of LTOLevels (nil if it is).
func CheckLTOLevel(level string) error {
	if !slices.Contains(LTOLevels, level) {
		return fmt.Errorf("unknown LTO level %q (want one of %s)", level, strings.Join(LTOLevels, ", "))
	}
	return nil
}

// LoadLTO is LoadWith for the module a full-LTO link would compile: the
// inputs (typically the linker's view, written by `ld.lld
// --plugin-opt=emit-llvm`: symbols resolved, everything the program does
// not export internalized) are linked and run through LLVM's LTO pipeline
// at level (`opt -passes=lto<O2>`), as the linker does before code
// generation, and the result is read. Merging that module, and compiling
// it with WithLTOCodegen's flags, gives the release build's code with merging
// added; merging before the pipeline saves less, because inlining and
// global DCE then undo or duplicate merges.
func LoadLTO(paths []string, level string, tools Tools, opts ParseOptions) (*Module, error) {
	tools = tools.WithDefaults()
	opts.Valid = true // printed by opt
	if err := CheckLTOLevel(level); err != nil {
		return nil, err
	}
	if _, err := checkInputs(paths); err != nil {
		return nil, err
	}
	passes := "-passes=lto<" + level + ">"
	// The text keeps the use-list order of the optimised module, so that
	// what fmerge leaves as it was compiles to the code lld's in-memory
	// LTO would generate (without it, bzip2's .text grew 238 bytes, more
	// than merging saved): see uselist.go.
	print := []string{passes, "-preserve-ll-uselistorder", "-S", "-o", "-"}
	name := paths[0]
	var text []byte
	var err error
	if len(paths) == 1 {
		text, err = run(nil, tools.Opt, append(print, paths[0])...)
	} else {
		name = fmt.Sprintf("<llvm-link of %d inputs>", len(paths))
		var linked []byte
		if linked, err = run(nil, tools.LLVMLink, append([]string{"-o", "-"}, paths...)...); err != nil {
			return nil, blameInput(paths, tools, err, func(err error) error {
				return fmt.Errorf("linking inputs: %w", err)
			})
		}
		text, err = run(linked, tools.Opt, append(print, "-")...)
	}
	if err != nil {
		return nil, blameInput(paths, tools, err, func(err error) error {
			return fmt.Errorf("%s: LTO pipeline: %w", name, err)
		})
	}
	start := time.Now()
	if text, err = readableByLLVM14(name, text); err != nil {
		return nil, err
	}
	text, dropped := readableUseLists(text, tools)
	took := time.Since(start)
	m, err := ParseWith(name+" (after opt "+passes+")", text, opts)
	if err != nil {
		return nil, err
	}
	m.UseListsDropped = dropped
	m.Timings = append([]Timing{{"uselists", took}}, m.Timings...)
	return m, nil
}

// WithLTOCodegen returns flags (llc flags chosen by the user) completed
// with the code generation an LTO link at level does: lld compiles the
// optimised module at the same level (O2 → llc -O2), with one section per
// function and per datum. A flag the user gave for the same option wins.
func WithLTOCodegen(flags []string, level string) []string {
	var out []string
	for _, d := range []string{"-O" + strings.TrimPrefix(level, "O"), "-function-sections", "-data-sections"} {
		if !hasFlag(flags, d) {
			out = append(out, d)
		}
	}
	return append(out, flags...)
}

// hasFlag reports whether flags set the llc option of def: the same name
// (with or without "=value"), or any -O level for an -O flag.
func hasFlag(flags []string, def string) bool {
	name := strings.TrimLeft(def, "-")
	for _, f := range flags {
		g := strings.TrimLeft(f, "-")
		if k, _, _ := strings.Cut(g, "="); k == name || (strings.HasPrefix(name, "O") && len(g) == 2 && g[0] == 'O') {
			return true
		}
	}
	return false
}
