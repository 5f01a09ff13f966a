package irmod

import (
	"os"
	"syscall"
)

// fSetPipeSize is Linux's F_SETPIPE_SZ.
const fSetPipeSize = 1031

// widenPipe asks for a 1 MiB buffer (Linux's default limit for an
// unprivileged process, /proc/sys/fs/pipe-max-size) on the pipe r reads an
// LLVM tool's output from, instead of 64 KiB: the tool then stalls less
// while fmerge's reader, which shares its core with the early readers and
// the collector, catches up (yaml-cpp's llvm-dis 2.26-2.34 -> 2.15-2.23 s;
// llvm-dis into a pipe read at once takes 2.06-2.14 s).
func widenPipe(r any) {
	f, ok := r.(*os.File)
	if !ok {
		return
	}
	if c, err := f.SyscallConn(); err == nil {
		c.Control(func(fd uintptr) {
			syscall.Syscall(syscall.SYS_FCNTL, fd, fSetPipeSize, 1<<20)
		})
	}
}
