// Package progress prints what a long fmerge run is doing. On a terminal
// it redraws one line per stage with a count ("fingerprinting 1200/5000");
// elsewhere (CI logs, files) it prints one plain line when a stage starts
// and one when it ends, so logs stay readable. Quiet printers print nothing.
//
// A Printer is safe for concurrent use: parallel workers may call Add.
// Output never depends on timing, only on the calls made.
package progress

import (
	"fmt"
	"io"
	"os"
	"sync"
)

// Printer reports stage progress to one writer.
type Printer struct {
	mu    sync.Mutex
	w     io.Writer
	tty   bool
	quiet bool

	stage   string
	total   int
	done    int
	shown   int // last count drawn on a terminal
	drawLen int // length of the line currently drawn
	active  bool
}

// New returns a printer writing to w. isTTY selects redrawn lines; quiet
// silences the printer entirely.
func New(w io.Writer, isTTY, quiet bool) *Printer {
	return &Printer{w: w, tty: isTTY, quiet: quiet}
}

// ForStderr is New(os.Stderr, IsTerminal(os.Stderr), quiet).
func ForStderr(quiet bool) *Printer {
	return New(os.Stderr, IsTerminal(os.Stderr), quiet)
}

// IsTerminal reports whether f is a character device (a terminal), the
// only place redrawing a line with \r makes sense.
func IsTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// Stage starts a stage of total items (0 when the count is unknown),
// finishing the previous one if it is still open.
func (p *Printer) Stage(name string, total int) {
	if p == nil || p.quiet {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.active {
		p.finish()
	}
	p.stage, p.total, p.done, p.shown, p.active = name, total, 0, -1, true
	if p.tty {
		p.draw()
		return
	}
	if total > 0 {
		fmt.Fprintf(p.w, "fmerge: %s (%d)...\n", name, total)
	} else {
		fmt.Fprintf(p.w, "fmerge: %s...\n", name)
	}
}

// Add records n more items done in the current stage.
func (p *Printer) Add(n int) {
	if p == nil || p.quiet {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.active {
		return
	}
	p.done += n
	if p.tty && p.due() {
		p.draw()
	}
}

// due limits redraws to about every percent of the total (every item
// when the total is unknown or small), so a stage of a million items
// does not write a million lines to the terminal.
func (p *Printer) due() bool {
	step := max(1, p.total/100)
	return p.done/step != p.shown/step || p.done == p.total
}

// Done finishes the current stage.
func (p *Printer) Done() {
	if p == nil || p.quiet {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.active {
		p.finish()
	}
}

// finish prints the final state of the stage; mu is held.
func (p *Printer) finish() {
	p.active = false
	if p.tty {
		p.draw()
		fmt.Fprint(p.w, "\n")
		p.drawLen = 0
		return
	}
	fmt.Fprintf(p.w, "fmerge: %s done%s\n", p.stage, p.count())
}

// draw rewrites the terminal line; mu is held. Spaces clear what is left
// of a longer previous line.
func (p *Printer) draw() {
	line := "fmerge: " + p.stage + p.count()
	pad := max(0, p.drawLen-len(line))
	fmt.Fprintf(p.w, "\r%s%*s", line, pad, "")
	p.drawLen = len(line)
	p.shown = p.done
}

func (p *Printer) count() string {
	switch {
	case p.total > 0:
		return fmt.Sprintf(" %d/%d", p.done, p.total)
	case p.done > 0:
		return fmt.Sprintf(" %d", p.done)
	}
	return ""
}
