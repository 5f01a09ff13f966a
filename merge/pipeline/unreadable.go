package pipeline

import (
	"github.com/fmerge/rules_fmerge/merge/identical"
	"github.com/fmerge/rules_fmerge/merge/irmod"
	"github.com/fmerge/rules_fmerge/merge/report"
)

// notRead is what a run reports for a module the IR library could not
// read (irmod.UnreadableError, err): no merges; every definition, named
// from its define line (m is text alone), refused as not read for err's
// reason, in the report's Unread list and in the remarks; and the names
// of the definitions, in module order.
func notRead(m *irmod.Module, err error) (*identical.Result, []report.Unread, []string) {
	res := &identical.Result{Refused: map[string]identical.Reason{}}
	var unread []report.Unread
	var defined []string
	why := "the module is not read: " + err.Error()
	for ci, c := range m.Chunks {
		if c.Kind != irmod.ChunkDefine {
			continue
		}
		if _, name, ok := m.DefineName(ci); ok {
			defined = append(defined, name)
			unread = append(unread, report.Unread{Function: name, Reason: why})
			res.Refused[name] = identical.Reason{Code: identical.ReasonNotRead, Detail: why}
		}
	}
	return res, unread, defined
}
