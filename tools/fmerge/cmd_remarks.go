package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/remarks"
)

func init() {
	register(command{name: "remarks", summary: "compare the per-function remarks of two builds (diff)", run: runRemarks})
}

// runRemarks: `fmerge remarks diff OLD.yaml NEW.yaml` prints Markdown for a
// pull request: remark counts by kind and reason in both builds, and every
// function whose outcome changed.
func runRemarks(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("remarks", flag.ContinueOnError)
	fs.SetOutput(stderr)
	limit := fs.Int("limit", 50, "list at most `N` changed functions (0: all)")
	help := usageOnError(fs, stderr, "usage: fmerge remarks diff [-limit N] OLD.yaml NEW.yaml", `
Compares the -remarks files of two fmerge merge runs (e.g. the base and the
head of a change): how many functions were merged or missed, by reason, in
each, and which functions' outcome changed.`)
	pos, err := parseInterleaved(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		help()
		return 0
	}
	if err != nil {
		return usageError(fs, stderr, "remarks", "")
	}
	if len(pos) != 3 || pos[0] != "diff" {
		return usageError(fs, stderr, "remarks", "want: diff OLD.yaml NEW.yaml")
	}
	var sets [2][]remarks.Remark
	for i, path := range pos[1:] {
		data, err := os.ReadFile(path)
		if err == nil {
			sets[i], err = remarks.Parse(data)
		}
		if err != nil {
			fmt.Fprintf(stderr, "fmerge remarks: %s: %v\n", path, err)
			return 2
		}
	}
	writeRemarksDiff(stdout, sets[0], sets[1], *limit)
	return 0
}

func writeRemarksDiff(w io.Writer, old, new []remarks.Remark, limit int) {
	oc, nc := remarks.Counts(old), remarks.Counts(new)
	var keys []string
	for k := range oc {
		keys = append(keys, k)
	}
	for k := range nc {
		if _, ok := oc[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	fmt.Fprintf(w, "## fmerge remarks\n\n| remark | old | new | change |\n|---|---:|---:|---:|\n")
	for _, k := range keys {
		fmt.Fprintf(w, "| %s | %d | %d | %+d |\n", k, oc[k], nc[k], nc[k]-oc[k])
	}
	changes := remarks.Diff(old, new)
	fmt.Fprintf(w, "\n%d functions changed outcome.\n", len(changes))
	if len(changes) == 0 {
		return
	}
	fmt.Fprintf(w, "\n| function | old | new |\n|---|---|---|\n")
	for i, c := range changes {
		if limit > 0 && i == limit {
			fmt.Fprintf(w, "\n(%d more not listed; -limit 0 lists all)\n", len(changes)-limit)
			break
		}
		fmt.Fprintf(w, "| %s | %s | %s |\n", mdCell(c.Function), outcome(c.Old), outcome(c.New))
	}
}

// outcome is one side of a changed function: kind/name and the message.
func outcome(r *remarks.Remark) string {
	if r == nil {
		return "(absent)"
	}
	return fmt.Sprintf("%s/%s: %s", r.Kind(), r.Name, mdCell(r.Message()))
}

// mdCell makes text safe in a Markdown table cell: pipes escaped,
// backticks and line breaks neutralised.
func mdCell(s string) string {
	return strings.NewReplacer("|", `\|`, "`", "'", "\n", " ").Replace(s)
}
