package irmod

import (
	"errors"
	"fmt"
)

// UnreadableError is a valid module (ParseOptions.Valid) that llir cannot
// read outside any one function's body: a type it does not know (bfloat)
// in a global or a function's signature, metadata it does not know, or a
// construct it fails on where no single definition can be blamed. LLVM
// accepts the module, so it must still come out: nothing in it can be
// analysed, so nothing is merged, and Module is the module as text alone
// (as ParseOptions.Deferred leaves it, never analysed), which renders
// exactly as it came in.
type UnreadableError struct {
	Module *Module
	Err    error
}

func (e *UnreadableError) Error() string { return e.Err.Error() }
func (e *UnreadableError) Unwrap() error { return e.Err }

// unsupportedError is a type or metadata word llir v0.3.6 cannot handle
// (unsupportedType) outside a body that can be left unread.
type unsupportedError struct {
	name string
	line int
	what string
}

func (e *unsupportedError) Error() string {
	return fmt.Sprintf("%s:%d: %s is not supported (fmerge reads LLVM 14 IR through llir/llvm v0.3.6)", e.name, e.line, e.what)
}

// unreadable turns err, analysing m's text failed with, into an
// *UnreadableError when the text is valid and the failure is llir's: an
// unsupported word, or llir's parser or translator failing on a line no
// definition's body holds (a body's failure leaves just that function
// unread, parseContained). Any other error stays as it is: on text not
// known to be valid it is the input's.
func unreadable(m *Module, opts ParseOptions, err error) error {
	var ue *unsupportedError
	var pe *parseError
	if !opts.Valid || !errors.As(err, &ue) && !errors.As(err, &pe) {
		return err
	}
	text := newModule(m.Name, m.Text, m.SummaryLines)
	text.Chunks = m.Chunks
	text.opts = opts
	text.opts.Deferred = true
	return &UnreadableError{Module: text, Err: err}
}
