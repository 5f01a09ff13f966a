package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/remarks"
)

func writeRemarks(t *testing.T, path string, rs []remarks.Remark) {
	t.Helper()
	var b bytes.Buffer
	if err := remarks.Write(&b, rs); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// `fmerge remarks diff` counts by kind/reason and lists the changed
// functions (names with pipes kept inside their cell); bad input exits 2
// naming the file and line.
func TestRemarksDiff(t *testing.T) {
	dir := t.TempDir()
	old, cur := filepath.Join(dir, "old.yaml"), filepath.Join(dir, "new.yaml")
	writeRemarks(t, old, []remarks.Remark{
		{Name: "Unprofitable", Function: "a|b", Args: []remarks.Arg{{Key: "String", Value: "would add 4 bytes"}}},
		{Passed: true, Name: "IdenticalAlias", Function: "c"},
	})
	writeRemarks(t, cur, []remarks.Remark{
		{Passed: true, Name: "SimilarThunk", Function: "a|b", Args: []remarks.Arg{{Key: "String", Value: "merged"}}},
		{Passed: true, Name: "IdenticalAlias", Function: "c"},
	})
	var o, e bytes.Buffer
	if code := runRemarks([]string{"diff", old, cur}, &o, &e); code != 0 {
		t.Fatalf("exit %d: %s", code, e.String())
	}
	out := o.String()
	for _, want := range []string{
		"| Missed/Unprofitable | 1 | 0 | -1 |",
		"| Passed/SimilarThunk | 0 | 1 | +1 |",
		"| Passed/IdenticalAlias | 1 | 1 | +0 |",
		"1 functions changed outcome.",
		`| a\|b | Missed/Unprofitable: would add 4 bytes | Passed/SimilarThunk: merged |`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if err := os.WriteFile(cur, []byte("--- !Missed\nName: x\nBogus: 1\n...\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	e.Reset()
	if code := runRemarks([]string{"diff", old, cur}, &o, &e); code != 2 || !strings.Contains(e.String(), cur+": line 3") {
		t.Errorf("bad input: exit %d, %q", code, e.String())
	}
	if code := runRemarks([]string{"diff", old}, &o, &e); code != 2 {
		t.Errorf("missing argument: exit %d", code)
	}
}
