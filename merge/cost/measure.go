package cost

import (
	"bytes"
	"context"
	"debug/elf"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/tempfile"
	"golang.org/x/sync/errgroup"
)

// Measurer compiles LLVM IR with llc and reads the exact x86-64 size of each
// function from the object's symbol table. Sizes include the alignment
// padding a function costs in .text: with -function-sections every function
// sits in its own section whose alignment is the function's (16 bytes at -O2
// on x86-64, 1 for optsize/minsize functions), so the size is rounded up to
// that alignment.
type Measurer struct {
	LLC string // llc binary ("" : llc-14 or llc on PATH)
	// Flags for llc besides -filetype=obj -function-sections (which it
	// sets itself, in place of any given here); nil means -O2
	// -relocation-model=pic, how fmerge's outputs are compiled.
	Flags []string
	// Jobs is how many llc processes run at once (default 2).
	Jobs int
}

// Unit is one module to compile: its text and the functions whose sizes are
// wanted.
type Unit struct {
	Text  string
	Funcs []string
}

// Sizes compiles each unit (in parallel) and returns, per unit, the aligned
// size of each wanted function. A unit that llc rejects has a nil map and
// its error in errs; the caller decides what an unmeasurable merge means
// (fmerge never commits it).
func (ms *Measurer) Sizes(units []Unit) (sizes []map[string]int, errs []error) {
	return ms.SizesOf(len(units), func(i int) (Unit, bool) { return units[i], true })
}

// SizesOf is Sizes on n units that unit makes on the worker about to
// compile each, so that no more units' text than workers is held at once
// (a round of yaml-cpp's proposals is 30 units, over 100 MB). A unit it
// cannot make (ok false) is not compiled: nil map, nil error.
func (ms *Measurer) SizesOf(n int, unit func(i int) (u Unit, ok bool)) (sizes []map[string]int, errs []error) {
	sizes = make([]map[string]int, n)
	errs = make([]error, n)
	jobs := ms.Jobs
	if jobs <= 0 {
		jobs = 2
	}
	g, _ := errgroup.WithContext(context.Background())
	g.SetLimit(jobs)
	for i := range n {
		g.Go(func() error {
			if u, ok := unit(i); ok {
				sizes[i], errs[i] = ms.one(u)
			}
			return nil
		})
	}
	_ = g.Wait()
	return sizes, errs
}

func (ms *Measurer) llc() string {
	if ms.LLC != "" {
		return ms.LLC
	}
	if p, err := exec.LookPath("llc-14"); err == nil {
		return p
	}
	return "llc"
}

// flags are the llc flags a unit is compiled with before the measurer's
// own: Flags, or the default, without what the measurer sets itself (llc
// refuses an option given twice, and the output of the LTO recipe is
// compiled with -function-sections: measuring with those flags failed on
// every unit, and similar merging committed nothing).
func (ms *Measurer) flags() []string {
	if ms.Flags == nil {
		return []string{"-O2", "-relocation-model=pic"}
	}
	var out []string
	for _, f := range ms.Flags {
		switch name, _, _ := strings.Cut(strings.TrimLeft(f, "-"), "="); name {
		case "function-sections", "filetype", "o":
		default:
			out = append(out, f)
		}
	}
	return out
}

// one compiles a unit and reads the sizes of its wanted functions.
func (ms *Measurer) one(u Unit) (map[string]int, error) {
	dir, err := tempfile.MkdirTemp("", "fmerge-measure")
	if err != nil {
		return nil, err
	}
	defer tempfile.Remove(dir)
	obj := filepath.Join(dir, "m.o")
	args := append(ms.flags(), "-filetype=obj", "-function-sections", "-o", obj, "-")
	cmd := tempfile.Command(ms.llc(), args...)
	cmd.Stdin = strings.NewReader(u.Text)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("llc: %v: %s", err, firstLine(errb.String()))
	}
	all, err := ObjectSizes(obj)
	if err != nil {
		return nil, err
	}
	out := make(map[string]int, len(u.Funcs))
	for _, name := range u.Funcs {
		// A leading \x01 tells LLVM to emit the rest of the name as the
		// symbol, unmangled: @"\01foo" is the symbol foo.
		s, ok := all[strings.TrimPrefix(name, "\x01")]
		if !ok {
			return nil, fmt.Errorf("function %s not in the compiled object", name)
		}
		out[name] = s
	}
	return out, nil
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// ObjectSizes reads every function symbol of an ELF object and returns its
// size rounded up to the alignment of its section.
func ObjectSizes(path string) (map[string]int, error) {
	f, err := elf.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	syms, err := f.Symbols()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	out := map[string]int{}
	for _, s := range syms {
		if elf.ST_TYPE(s.Info) != elf.STT_FUNC || int(s.Section) >= len(f.Sections) || s.Section == elf.SHN_UNDEF {
			continue
		}
		a := int(f.Sections[s.Section].Addralign)
		out[s.Name] = RoundUp(int(s.Size), a)
	}
	return out, nil
}

// RoundUp rounds n up to a multiple of align (align ≤ 1: n).
func RoundUp(n, align int) int {
	if align <= 1 {
		return n
	}
	return (n + align - 1) / align * align
}
