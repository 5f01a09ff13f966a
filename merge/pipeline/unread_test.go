package pipeline

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/report"
	"github.com/fmerge/rules_fmerge/merge/stats"
)

// A function the IR library cannot read (an attachment on `freeze`, valid
// LLVM 14 its grammar lacks) does not stop the run in any mode: it is
// merged with nothing, counted, listed in the report and the remarks,
// and everything else is merged as usual.
func TestUnreadFunctionsDoNotStopTheRun(t *testing.T) {
	needLLVM(t)
	dir := t.TempDir()
	var src strings.Builder
	for _, name := range []string{"f1", "f2"} {
		fmt.Fprintf(&src, "define i32 @%s(i32 %%x) {\n  %%y = freeze i32 %%x, !annotation !0\n  %%z = add i32 %%y, 1\n  ret i32 %%z\n}\n\n", name)
	}
	src.WriteString(twins + "\n!0 = !{!\"a\"}\n")
	in := write(t, dir, "in.ll", src.String())
	for _, mode := range []Mode{Identical, All} {
		cfg := Config{Inputs: []string{in}, Output: filepath.Join(dir, "out.ll"), Mode: mode, Verify: true,
			Report: filepath.Join(dir, "r.json"), Remarks: filepath.Join(dir, "r.yaml")}
		st := &stats.Stats{}
		res, err := Run(context.Background(), cfg, st)
		if err != nil {
			t.Fatalf("mode %d: %v", mode, err)
		}
		if len(res.Identical.Merges) != 1 || res.Identical.Merges[0].Replaced != "b" {
			t.Errorf("mode %d: identical merges %+v, want b into a", mode, res.Identical.Merges)
		}
		if st.Get("unread") != 2 || len(res.Unread) != 2 || res.Unread[0].Function != "f1" || !strings.Contains(res.Unread[1].Reason, "line 2 of the definition") {
			t.Errorf("mode %d: unread %+v (counter %d), want f1 and f2 (line 2 of the definition)", mode, res.Unread, st.Get("unread"))
		}
		out, _ := os.ReadFile(cfg.Output)
		for _, f := range []string{"define i32 @f1(", "define i32 @f2(", "freeze i32 %x, !annotation !0"} {
			if !strings.Contains(string(out), f) {
				t.Errorf("mode %d: output lacks %q", mode, f)
			}
		}
		var rep report.Report
		data, _ := os.ReadFile(cfg.Report)
		if err := json.Unmarshal(data, &rep); err != nil || len(rep.Unread) != 2 || rep.Unread[1].Function != "f2" {
			t.Errorf("mode %d: report unread %+v (%v)", mode, rep.Unread, err)
		}
		if rem, _ := os.ReadFile(cfg.Remarks); !strings.Contains(string(rem), "Function:        'f2'\nArgs:\n  - String:          'not analysed: line 2") &&
			!strings.Contains(string(rem), "Name:            NotRead\nFunction:        'f2'") {
			t.Errorf("mode %d: remarks do not mention f2:\n%s", mode, rem)
		}
	}
}
