package tempfile

import (
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
)

// What is still temporary goes with RemoveAll; what was renamed into place
// or removed is forgotten.
func TestRemoveAllTakesOnlyWhatIsStillTemporary(t *testing.T) {
	dir := t.TempDir()
	kept, _ := CreateTemp(dir, "kept-*")
	kept.Close()
	target := filepath.Join(dir, "target")
	if err := Rename(kept.Name(), target); err != nil {
		t.Fatal(err)
	}
	left, _ := CreateTemp(dir, "left-*")
	left.Close()
	sub, _ := MkdirTemp(dir, "sub-*")
	os.WriteFile(filepath.Join(sub, "x"), []byte("x"), 0o644)
	gone, _ := CreateTemp(dir, "gone-*")
	gone.Close()
	Remove(gone.Name())
	RemoveAll()
	for _, p := range []string{left.Name(), sub} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s survived RemoveAll", p)
		}
	}
	if _, err := os.Stat(target); err != nil {
		t.Errorf("the renamed file went: %v", err)
	}
}

// Outputs get 0666 less the umask, as the user's own tools would make
// them (0644 whatever the umask, before).
func TestOutputModeFollowsUmask(t *testing.T) {
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	modeOnce = sync.Once{}
	defer func() { modeOnce = sync.Once{} }()
	if got := OutputMode(); got != 0o600 {
		t.Errorf("umask 077: OutputMode = %o, want 600", got)
	}
}
