package progress

import (
	"bytes"
	"os"
	"strings"
	"sync"
	"testing"
)

func TestPlainLinesPerStage(t *testing.T) {
	var b bytes.Buffer
	p := New(&b, false, false)
	p.Stage("load", 0)
	p.Done()
	p.Stage("fingerprinting", 5000)
	p.Add(1200)
	p.Add(3800)
	p.Stage("write", 0) // finishes fingerprinting
	p.Done()
	p.Done() // a second Done prints nothing
	want := "fmerge: load...\nfmerge: load done\n" +
		"fmerge: fingerprinting (5000)...\nfmerge: fingerprinting done 5000/5000\n" +
		"fmerge: write...\nfmerge: write done\n"
	if b.String() != want {
		t.Errorf("got\n%q\nwant\n%q", b.String(), want)
	}
}

func TestTerminalRedrawsOneLine(t *testing.T) {
	var b bytes.Buffer
	p := New(&b, true, false)
	p.Stage("fingerprinting", 5000)
	p.Add(1200)
	p.Add(3800)
	p.Done()
	p.Stage("io", 0)
	p.Done()
	want := "\rfmerge: fingerprinting 0/5000" +
		"\rfmerge: fingerprinting 1200/5000" +
		"\rfmerge: fingerprinting 5000/5000" +
		"\rfmerge: fingerprinting 5000/5000\n" +
		"\rfmerge: io\rfmerge: io\n"
	if b.String() != want {
		t.Errorf("got\n%q\nwant\n%q", b.String(), want)
	}
}

func TestTerminalClearsLongerLine(t *testing.T) {
	var b bytes.Buffer
	p := New(&b, true, false)
	p.Stage("x", 0)
	p.Add(123456)
	p.Stage("y", 0)
	// "fmerge: x 123456" is 16 chars; "fmerge: x" leaves none to clear.
	if !strings.Contains(b.String(), "\rfmerge: x 123456\n\rfmerge: y") {
		t.Errorf("unexpected output %q", b.String())
	}
	b.Reset()
	p.Add(99999)
	p.drawLen = 30 // pretend a longer line is on screen
	p.Add(1)
	if got := b.String(); !strings.HasSuffix(got, "\rfmerge: y 100000"+strings.Repeat(" ", 30-len("fmerge: y 100000"))) {
		t.Errorf("longer line not cleared: %q", got)
	}
}

func TestTerminalThrottlesRedraws(t *testing.T) {
	var b bytes.Buffer
	p := New(&b, true, false)
	p.Stage("hash", 100000)
	for i := 0; i < 100000; i++ {
		p.Add(1)
	}
	p.Done()
	// One draw at start, one per percent (100), one at Done.
	if n := strings.Count(b.String(), "\r"); n != 102 {
		t.Errorf("%d redraws, want 102", n)
	}
}

func TestQuietAndNil(t *testing.T) {
	var b bytes.Buffer
	p := New(&b, true, true)
	p.Stage("load", 3)
	p.Add(3)
	p.Done()
	if b.Len() != 0 {
		t.Errorf("quiet printer wrote %q", b.String())
	}
	var nilp *Printer
	nilp.Stage("x", 1) // must not panic: callers may pass a nil printer
	nilp.Add(1)
	nilp.Done()
}

func TestConcurrentAdd(t *testing.T) {
	var b bytes.Buffer
	p := New(&b, false, false)
	p.Stage("compare", 800)
	var wg sync.WaitGroup
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 100; i++ {
				p.Add(1)
			}
		}()
	}
	wg.Wait()
	p.Done()
	if !strings.HasSuffix(b.String(), "compare done 800/800\n") {
		t.Errorf("lost updates: %q", b.String())
	}
}

func TestIsTerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "x")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if IsTerminal(f) {
		t.Error("a regular file is not a terminal")
	}
	if null, err := os.Open(os.DevNull); err == nil {
		defer null.Close()
		if !IsTerminal(null) {
			t.Error("/dev/null is a character device")
		}
	}
}
