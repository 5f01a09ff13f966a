//go:build !linux

package tempfile

import "os/exec"

// deathSignal: only Linux kills a child with its parent.
func deathSignal(*exec.Cmd) {}
