package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/report"
)

// The report package's fixtures: real measurements of llc objects.
const (
	baseJSON = "../../merge/report/testdata/report.json"
	newJSON  = "../../merge/report/testdata/grown.json"
)

func runR(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = runReport(args, &o, &e)
	return code, o.String(), e.String()
}

func TestReportDiffBudget(t *testing.T) {
	base, err := report.Read(baseJSON)
	if err != nil {
		t.Fatal(err)
	}
	cur, err := report.Read(newJSON)
	if err != nil {
		t.Fatal(err)
	}
	grew := int64(cur.After.TextBytes) - int64(base.After.TextBytes)
	if grew <= 0 {
		t.Fatal("fixture must grow .text for this test")
	}
	pct := float64(grew) * 100 / float64(base.After.TextBytes)

	// Growth above the budget: exit 1, a clear message, the Markdown still printed.
	code, out, errs := runR("diff", "--fail-above", "1%", baseJSON, newJSON)
	if code != 1 || !strings.Contains(errs, "size budget exceeded") || !strings.Contains(errs, "ABOVE the budget of +1.00%") {
		t.Errorf("over budget: code %d stderr %q", code, errs)
	}
	if !strings.Contains(out, "## fmerge size diff") || !strings.Contains(out, "**Budget:**") {
		t.Errorf("diff Markdown missing:\n%s", out)
	}

	// A budget above the growth passes; so does a byte budget equal to it.
	code, _, errs = runR("diff", "--fail-above", strconv.FormatFloat(pct+0.01, 'f', 4, 64), baseJSON, newJSON)
	if code != 0 {
		t.Errorf("within budget: code %d %s", code, errs)
	}
	code, _, _ = runR("diff", "--fail-above-bytes", strconv.FormatInt(grew, 10), baseJSON, newJSON)
	if code != 0 {
		t.Errorf("byte budget equal to the growth must pass, got %d", code)
	}
	code, _, _ = runR("diff", "--fail-above-bytes", strconv.FormatInt(grew-1, 10), baseJSON, newJSON)
	if code != 1 {
		t.Errorf("byte budget one below the growth must fail, got %d", code)
	}
	// Flags after the positional arguments, and -o to a file.
	md := filepath.Join(t.TempDir(), "diff.md")
	code, out, _ = runR("diff", newJSON, baseJSON, "--top", "3", "-o", md, "--fail-above=0")
	data, _ := os.ReadFile(md)
	if code != 0 || out != "" || !bytes.Contains(data, []byte("### Functions that shrank")) {
		t.Errorf("reverse diff to file: code %d stdout %q file %q", code, out, data)
	}
}

func TestReportBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte("{\n  \"schema_version\": 1,\n  nope\n}\n"), 0o644)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"diff", baseJSON}, "wrong number of arguments"},
		{[]string{"diff", baseJSON, filepath.Join(dir, "missing.json")}, "missing.json"},
		{[]string{"diff", baseJSON, bad}, "bad.json: not a JSON report: line 3"},
		{[]string{"diff", "--fail-above", "lots", baseJSON, newJSON}, "not a percentage"},
		{[]string{"diff", "--metric", "heap", baseJSON, newJSON}, `unknown metric "heap"`},
		{[]string{"svg", baseJSON}, "missing -o"},
		{[]string{"frobnicate"}, `unknown subcommand "frobnicate"`},
		{[]string{"measure", bad}, "cannot read as ELF"},
		{nil, "usage:"},
	}
	for _, c := range cases {
		code, _, errs := runR(c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: code %d stderr %q, want 2 and %q", c.args, code, errs, c.want)
		}
	}
}

func TestReportSVGAndMarkdown(t *testing.T) {
	r, err := report.Read(newJSON)
	if err != nil {
		t.Fatal(err)
	}
	svg := filepath.Join(t.TempDir(), "out.svg")
	if code, _, errs := runR("svg", "-top", "7", "-o", svg, newJSON); code != 0 {
		t.Fatalf("svg: %d %s", code, errs)
	}
	got, _ := os.ReadFile(svg)
	if !bytes.Equal(got, r.SVG(7)) {
		t.Error("report svg output differs from report.SVG")
	}
	code, out, _ := runR("md", newJSON)
	if code != 0 || out != string(r.Markdown()) {
		t.Errorf("report md: code %d", code)
	}
}

func TestReportMeasure(t *testing.T) {
	llc, err := exec.LookPath("llc-14")
	if err != nil {
		if llc, err = exec.LookPath("llc"); err != nil {
			t.Skip("llc is not installed; needed to build an object to measure")
		}
	}
	obj := filepath.Join(t.TempDir(), "after.o")
	if out, err := exec.Command(llc, "-filetype=obj", "-o", obj, "../../merge/report/testdata/after.ll").CombinedOutput(); err != nil {
		t.Fatalf("llc: %v %s", err, out)
	}
	want, err := report.MeasureELF(obj)
	if err != nil {
		t.Fatal(err)
	}
	code, out, errs := runR("measure", obj)
	var got []report.Sizes
	if code != 0 || json.Unmarshal([]byte(out), &got) != nil || len(got) != 1 {
		t.Fatalf("measure: code %d stderr %q out %q", code, errs, out)
	}
	if got[0].TextBytes != want.TextBytes || len(got[0].Functions) != len(want.Functions) {
		t.Errorf("measure printed %+v, want %+v", got[0], want)
	}
}
