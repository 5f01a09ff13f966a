// Package tempfile creates the temporary files and directories fmerge
// works with, and remembers them until they are removed or renamed into
// place, so that a run stopped by a signal can remove what it left
// (RemoveAll, from the command's signal handler): a staged output beside
// its target, the unmerged input kept for measuring, llc's scratch
// directories. The LLVM tools fmerge runs are started by Command, so
// that they die with it rather than write such files after it is gone.
package tempfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
)

var (
	mu    sync.Mutex
	paths = map[string]bool{}

	modeOnce sync.Once
	mode     os.FileMode
)

// OutputMode is the mode an output is given once written: 0666 less the
// process's umask, as a file the user's own tools create (a temporary
// file is 0600). The umask is read from /proc/self/status, which does not
// change it (syscall.Umask would, for every goroutine, while it reads);
// where that cannot be read, 022.
func OutputMode() os.FileMode {
	modeOnce.Do(func() {
		mask := os.FileMode(0o022)
		if status, err := os.ReadFile("/proc/self/status"); err == nil {
			for _, line := range strings.Split(string(status), "\n") {
				if v, ok := strings.CutPrefix(line, "Umask:"); ok {
					if n, err := strconv.ParseUint(strings.TrimSpace(v), 8, 32); err == nil {
						mask = os.FileMode(n)
					}
				}
			}
		}
		mode = 0o666 &^ mask
	})
	return mode
}

// CreateTemp is os.CreateTemp, remembered.
func CreateTemp(dir, pattern string) (*os.File, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err == nil {
		remember(f.Name())
	}
	return f, err
}

// MkdirTemp is os.MkdirTemp, remembered.
func MkdirTemp(dir, pattern string) (string, error) {
	name, err := os.MkdirTemp(dir, pattern)
	if err == nil {
		remember(name)
	}
	return name, err
}

// Rename is os.Rename of a remembered file, which is then forgotten: it
// is in place, no longer temporary.
func Rename(from, to string) error {
	err := os.Rename(from, to)
	if err == nil {
		forget(from)
	}
	return err
}

// Remove removes a remembered file or directory, with what it holds.
func Remove(path string) error {
	err := os.RemoveAll(path)
	forget(path)
	return err
}

// RemoveAll removes every remembered path, the last made first (a
// directory's files before it), once any Commit in progress is done.
func RemoveAll() {
	commitMu.Lock()
	defer commitMu.Unlock()
	mu.Lock()
	list := make([]string, 0, len(paths))
	for p := range paths {
		list = append(list, p)
	}
	paths = map[string]bool{}
	mu.Unlock()
	sort.Sort(sort.Reverse(sort.StringSlice(list)))
	for _, p := range list {
		os.RemoveAll(p)
	}
}

func remember(p string) {
	mu.Lock()
	paths[p] = true
	mu.Unlock()
}

func forget(p string) {
	mu.Lock()
	delete(paths, p)
	mu.Unlock()
}

// Dir is the directory an output is written in, as the kernel resolves
// it: path up to its last separator, not cleaned (filepath.Dir takes
// "x/../r.json" to ".", while the kernel needs x), so that the file staged
// there and renamed to path stays on one directory.
func Dir(path string) string {
	if i := strings.LastIndexByte(path, filepath.Separator); i >= 0 {
		if i == 0 {
			return string(filepath.Separator)
		}
		return path[:i]
	}
	return "."
}

// Writable checks, before any work, that an output can be written as
// fmerge writes it (beside its target under a temporary name, then
// renamed): its directory exists and takes a new file, and the target is
// no directory. The error names the output.
func Writable(out string) error {
	dir := Dir(out)
	if fi, err := os.Stat(dir); err != nil {
		return fmt.Errorf("cannot write %s: directory %s does not exist", out, dir)
	} else if !fi.IsDir() {
		return fmt.Errorf("cannot write %s: %s is not a directory", out, dir)
	}
	if fi, err := os.Stat(out); err == nil && fi.IsDir() {
		return fmt.Errorf("cannot write %s: it is a directory", out)
	}
	probe, err := CreateTemp(dir, "."+filepath.Base(out)+".tmp*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %v", out, errors.Unwrap(err))
	}
	probe.Close()
	Remove(probe.Name())
	return nil
}

// SameFile reports whether paths a and b name one directory entry: the
// same directory (as the kernel resolves it, symbolic links included)
// and the same name in it. That is what a rename into place replaces; a
// symbolic or hard link to a file is another entry, and replacing it
// leaves the file as it is.
func SameFile(a, b string) bool {
	if filepath.Base(a) != filepath.Base(b) {
		return false
	}
	da, erra := os.Stat(Dir(a))
	db, errb := os.Stat(Dir(b))
	return erra == nil && errb == nil && os.SameFile(da, db)
}

// SameAs returns the first of others (empty ones skipped) that names the
// directory entry path names (SameFile), or "".
func SameAs(path string, others ...string) string {
	for _, o := range others {
		if o != "" && SameFile(path, o) {
			return o
		}
	}
	return ""
}

// commitMu is held while outputs are renamed into place (Commit) and by
// the signal handler's RemoveAll: a signal during the renames waits for
// them, so that a set of outputs is never left half renamed.
var commitMu sync.Mutex

// Commit runs rename, which puts a run's staged outputs in place, with
// signals held off until it returns.
func Commit(rename func() error) error {
	commitMu.Lock()
	defer commitMu.Unlock()
	return rename()
}

// Staged is a file written in full beside its target under a temporary
// name, not yet in place: a run with several outputs stages them all and
// commits them only once every one is ready, so that a failure leaves
// every target as it was.
type Staged struct{ tmp, path string }

// Stage creates a temporary file beside path (in Dir(path), so that the
// rename stays in one directory) and has fill write it: through the open
// file, or, closing it, by its name (a tool writing its own output). The
// file is then given OutputMode. On any failure nothing is left and the
// error names path.
func Stage(path string, fill func(tmp *os.File) error) (*Staged, error) {
	tmp, err := CreateTemp(Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return nil, fmt.Errorf("cannot write %s: %v", path, errors.Unwrap(err))
	}
	s := &Staged{tmp: tmp.Name(), path: path}
	err = fill(tmp)
	if cerr := tmp.Close(); err == nil && cerr != nil && !errors.Is(cerr, os.ErrClosed) {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(s.tmp, OutputMode())
	}
	if err != nil {
		s.Discard()
		return nil, fmt.Errorf("writing %s: %v", path, err)
	}
	return s, nil
}

// StageData stages data, to be written to path as it is.
func StageData(path string, data []byte) (*Staged, error) {
	return Stage(path, func(f *os.File) error { _, err := f.Write(data); return err })
}

// WriteFile writes data to path as a whole or not at all (StageData, then
// Commit): readers never see a half-written file.
func WriteFile(path string, data []byte) error {
	s, err := StageData(path, data)
	if err != nil {
		return err
	}
	return s.Commit()
}

// Commit renames the staged file into place.
func (s *Staged) Commit() error {
	if err := Rename(s.tmp, s.path); err != nil {
		s.Discard()
		return fmt.Errorf("writing %s: %v", s.path, err)
	}
	return nil
}

// Path is where the staged file is until Commit.
func (s *Staged) Path() string { return s.tmp }

// Discard removes the staged file (after Commit, nothing).
func (s *Staged) Discard() { Remove(s.tmp) }
