package tempfile

import (
	"os/exec"
	"syscall"
)

// deathSignal asks the kernel to kill the child when fmerge exits.
func deathSignal(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
