package main

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeExcerptIsFresh regenerates the README's report excerpt from a
// real run, as tools/readme-report.sh does, and fails when README.md
// holds anything else.
func TestReadmeExcerptIsFresh(t *testing.T) {
	if miss := MissingTools(); len(miss) > 0 {
		t.Skipf("missing %s (tools/install-deps.sh installs them); CI has them", strings.Join(miss, ", "))
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := Generate("../..", string(readme))
	if err != nil {
		t.Fatal(err)
	}
	if fresh != string(readme) {
		t.Errorf("README.md's report excerpt is stale: %s.\nUpdate it with %s (and review the change).", FirstDiff(string(readme), fresh), UpdateCommand)
	}
}

// report is a Markdown report as fmerge writes it, cut short.
const report = "# fmerge size report\n\nfmerge 0.1.0, output `merged.o`, inputs `app.lto.bc`.\n\n" +
	"## Sizes\n\nBaseline (before): the plain build.\n\nBefore: x. After: y.\n\n" +
	"| bytes | before | after | change |\n|---|---:|---:|---:|\n| .text | 20 | 10 | -10 (-50.00%) |\n\n" +
	"## Merges\n\n2 identical groups; .text changed by -10 bytes.\n\n" +
	"| kind | survivor |\n|---|---|\n| identical | `a` |\n| identical | `b` |\n\n" +
	"## Largest functions\n\n| function |\n|---|\n| `a` |\n"

func TestExcerptTakesSizesAndMerges(t *testing.T) {
	got, err := Excerpt(report)
	if err != nil {
		t.Fatal(err)
	}
	want := "| bytes | before | after | change |\n|---|---:|---:|---:|\n| .text | 20 | 10 | -10 (-50.00%) |\n\n" +
		"2 identical groups; .text changed by -10 bytes.\n\n" +
		"| kind | survivor |\n|---|---|\n| identical | `a` |\n| identical | `b` |\n"
	if got != want {
		t.Errorf("Excerpt =\n%s\nwant\n%s", got, want)
	}
}

func TestExcerptBoundsTheMergeRows(t *testing.T) {
	var md strings.Builder
	md.WriteString("## Sizes\n\n| a |\n|---|\n\n## Merges\n\nsummary\n\n| kind |\n|---|\n")
	for range maxMergeRows + 3 {
		md.WriteString("| identical |\n")
	}
	got, err := Excerpt(md.String())
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(got, "| identical |"); n != maxMergeRows {
		t.Errorf("%d merge rows, want %d", n, maxMergeRows)
	}
	if !strings.HasSuffix(got, "\n(3 more groups in the full report.)\n") {
		t.Errorf("no count of the groups left out:\n%s", got)
	}
}

func TestExcerptNeedsBothSections(t *testing.T) {
	if _, err := Excerpt("## Sizes\n\n| a |\n|---|\n"); err == nil || !strings.Contains(err.Error(), "Merges") {
		t.Errorf("a report without merges: err = %v", err)
	}
}

func TestSplice(t *testing.T) {
	readme := "# R\n\ntext\n\n" + beginMarker + "\nold\nlines\n" + endMarker + "\n\nmore\n"
	got, err := Splice(readme, "new\n")
	if err != nil {
		t.Fatal(err)
	}
	if want := "# R\n\ntext\n\n" + beginMarker + "\nnew\n" + endMarker + "\n\nmore\n"; got != want {
		t.Errorf("Splice =\n%s\nwant\n%s", got, want)
	}
	if again, _ := Splice(got, "new\n"); again != got {
		t.Error("Splice is not idempotent")
	}
	for _, bad := range []string{"no markers\n", endMarker + "\n" + beginMarker + "\n", beginMarker + "\n" + endMarker + "\n" + beginMarker + "\n" + endMarker + "\n"} {
		if _, err := Splice(bad, "x\n"); err == nil {
			t.Errorf("Splice(%q) accepted bad markers", bad)
		}
	}
}
