//go:build linux

package irmod

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// The pipe an LLVM tool prints into is widened to 1 MiB where the system
// allows it.
func TestWidenPipe(t *testing.T) {
	limit, err := os.ReadFile("/proc/sys/fs/pipe-max-size")
	if n, _ := strconv.Atoi(strings.TrimSpace(string(limit))); err != nil || n < 1<<20 {
		t.Skipf("pipe-max-size %q: a pipe may not grow to 1 MiB here", limit)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	widenPipe(r)
	c, err := r.SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	var size uintptr
	c.Control(func(fd uintptr) { size, _, _ = syscall.Syscall(syscall.SYS_FCNTL, fd, 1032 /* F_GETPIPE_SZ */, 0) })
	if size < 1<<20 {
		t.Errorf("pipe buffer %d bytes, want 1 MiB", size)
	}
}
