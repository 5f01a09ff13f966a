package irmod

import (
	"bytes"
	"io"
	"sync"

	"github.com/fmerge/rules_fmerge/merge/tempfile"
)

// EarlyReader reads definitions while an LLVM tool is still printing the
// module (LoadWith on bitcode: llvm-dis; on several inputs: llvm-link), so
// that work which needs only the prelude and one definition at a time
// runs beside the tool on the cores it leaves idle. LLVM prints type
// definitions, global variables, aliases and ifuncs before any function,
// so the prelude (the text before the first definition) holds them all;
// a reader that relies on this should still check it against the loaded
// module, which it can do cheaply (TypeDefs, GlobalVariables).
type EarlyReader struct {
	// Start is called once, with the prelude as a deferred module (Text
	// and Chunks only). It returns the function reading one definition,
	// or nil to read none.
	Start func(prelude *Module) func(start int, def []byte)
	// Jobs is how many definitions are read at once.
	Jobs int
}

// earlyBatch is how much definition text one reader call batch holds:
// large enough that handing it over costs nothing next to reading it.
const earlyBatch = 256 << 10

// runEarly runs an LLVM tool that prints a module on its standard output
// and returns the text, handing each definition to early as soon as its
// closing line has arrived. Definitions are cut by splitChunks' own
// defineCutter, and start is the definition's offset in the returned text. Every
// call of the reader has returned when runEarly does. sizeHint, when
// positive, sizes the buffer (bitcode prints as about seven times its
// size).
func runEarly(early *EarlyReader, name string, sizeHint int, tool string, args ...string) ([]byte, error) {
	cmd := tempfile.Command(tool, args...)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, &ToolError{Tool: tool, Err: err}
	}
	widenPipe(out)
	s := &earlyScan{early: early, name: name}
	buf := make([]byte, 0, max(sizeHint, 1<<20))
	for {
		if len(buf) == cap(buf) {
			// Bytes already handed to readers are never written again:
			// they keep reading the old array.
			grown := make([]byte, len(buf), 2*cap(buf))
			copy(grown, buf)
			buf = grown
		}
		n, rerr := out.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		s.scan(buf)
		if rerr == io.EOF {
			break
		}
		if rerr != nil {
			err = rerr
			break
		}
	}
	s.finish(buf)
	if werr := cmd.Wait(); werr != nil {
		return nil, toolError(tool, args, &errb, werr)
	}
	if err != nil {
		return nil, err
	}
	return buf, nil
}

// earlyScan cuts the text arriving from a tool into lines and definitions.
type earlyScan struct {
	early *EarlyReader
	name  string
	pos   int // start of the first line not yet scanned
	// searched: buf[pos:searched] holds no newline (the line at pos
	// is still arriving)
	searched int
	cut      defineCutter
	first    bool // the first definition has arrived
	start    int  // offset of the definition being read
	read     func(start int, def []byte)
	pending  []earlyDef
	size     int // bytes of text in pending
	work     chan []earlyDef
	wg       sync.WaitGroup
}

type earlyDef struct {
	start int
	text  []byte
}

// scan classifies the complete lines of buf not seen yet.
func (s *earlyScan) scan(buf []byte) {
	for {
		from := max(s.pos, s.searched) // a long line arrives in many reads
		i := bytes.IndexByte(buf[from:], '\n')
		if i < 0 {
			s.searched = len(buf)
			return
		}
		eol := from + i + 1
		s.line(buf, s.pos, eol)
		s.pos = eol
	}
}

// line moves the definition cutter over one line, buf[pos:eol].
func (s *earlyScan) line(buf []byte, pos, eol int) {
	opened, _, closed := s.cut.next(buf[pos:eol])
	if opened {
		if !s.first {
			s.first = true
			s.begin(buf[:pos])
		}
		s.start = pos
	}
	if closed {
		s.add(earlyDef{s.start, buf[s.start:eol]})
	}
}

// begin hands the prelude to the reader and starts its workers.
func (s *earlyScan) begin(prelude []byte) {
	if s.early == nil {
		return
	}
	pm, err := ParseWith(s.name, prelude, ParseOptions{Deferred: true})
	if err != nil {
		return
	}
	if s.read = s.early.Start(pm); s.read == nil {
		return
	}
	s.work = make(chan []earlyDef, 1<<12)
	for range max(s.early.Jobs, 1) {
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			for batch := range s.work {
				for _, d := range batch {
					s.read(d.start, d.text)
				}
			}
		}()
	}
}

// add queues a definition, handing over a batch once it is large enough.
func (s *earlyScan) add(d earlyDef) {
	if s.read == nil {
		return
	}
	s.pending = append(s.pending, d)
	if s.size += len(d.text); s.size >= earlyBatch {
		s.flush()
	}
}

func (s *earlyScan) flush() {
	if len(s.pending) > 0 {
		s.work <- s.pending
		s.pending, s.size = nil, 0
	}
}

// finish scans a last line without a newline and waits for the readers.
func (s *earlyScan) finish(buf []byte) {
	if s.pos < len(buf) {
		s.line(buf, s.pos, len(buf))
		s.pos = len(buf)
	}
	if s.read == nil {
		return
	}
	s.flush()
	close(s.work)
	s.wg.Wait()
}
