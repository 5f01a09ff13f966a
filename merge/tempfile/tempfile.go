// Package tempfile creates the temporary files and directories fmerge
// works with, and remembers them until they are removed or renamed into
// place, so that a run stopped by a signal can remove what it left
// (RemoveAll, from the command's signal handler): a staged output beside
// its target, the unmerged input kept for measuring, llc's scratch
// directories.
package tempfile

import (
	"os"
	"sort"
	"sync"
)

var (
	mu    sync.Mutex
	paths = map[string]bool{}
)

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
// directory's files before it).
func RemoveAll() {
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
