package irtext

import (
	"strings"

	"github.com/fmerge/rules_fmerge/merge/encode"
)

// Codes returns the encoder's codes of a definition's instructions, read
// from its text: the codes encode.Encoder.Func gives for llir's view of
// the same function (blocks in order, each block's instructions with its
// terminator last, which is the text order). An error means the function
// must be encoded from llir (see Error.Refused).
func (t *Types) Codes(enc *encode.Encoder, def string) ([]uint32, error) {
	out := make([]uint32, 0, strings.Count(def, "\n"))
	err := t.Insts(def, func(in Inst) {
		out = append(out, enc.Code(in.Op, in.Result, in.Operands))
	})
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, nil
	}
	return out, nil
}
