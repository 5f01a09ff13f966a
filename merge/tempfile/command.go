package tempfile

import "os/exec"

// Command is exec.Command for the LLVM tools fmerge runs: a child that
// outlives fmerge (stopped by a signal sent to it alone, as timeout(1) and
// build systems send it) could write a staged output after RemoveAll
// cleared it, so on Linux it is killed when fmerge exits (deathSignal).
func Command(name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	deathSignal(cmd)
	return cmd
}
