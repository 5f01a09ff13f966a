// Command readme keeps the report excerpt in README.md ("What a report
// looks like") true: it builds examples/cxx with the README's release
// recipe, runs `fmerge merge -lto=O2 -report-md` with timings off (so the
// report is byte-identical from run to run), takes the size table and the
// merges from the report, and puts them between the README's markers
//
//	<!-- report-excerpt -->
//	<!-- /report-excerpt -->
//
// Run it from the repository root (tools/readme-report.sh does):
//
//	go run ./test/readme -write   # rewrite README.md
//	go run ./test/readme          # exit 1 if README.md is stale
//
// The test in this directory runs the same Generate and fails when the
// README differs, so the excerpt cannot go stale unnoticed. It lives under
// test/ (which gazelle skips) because, like test/e2e, it needs the host's
// clang-14 and lld-14 and builds fmerge with the go command.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/fmerge/rules_fmerge/merge/irmod"
)

// Markers around the generated part of the README.
const (
	beginMarker = "<!-- report-excerpt -->"
	endMarker   = "<!-- /report-excerpt -->"
)

// UpdateCommand is what a person runs to refresh the excerpt.
const UpdateCommand = "tools/readme-report.sh"

// maxMergeRows bounds the merge groups shown; more are summarized in a
// line after the table.
const maxMergeRows = 8

// Tools the recipe needs, named as the README names them.
var requiredTools = []string{"clang++-14", "ld.lld-14", "opt-14", "llc-14", "llvm-link-14", "llvm-as-14", "llvm-dis-14"}

// MissingTools names the required tools that are not installed.
func MissingTools() []string {
	var miss []string
	for _, t := range requiredTools {
		if _, err := exec.LookPath(t); err != nil {
			miss = append(miss, t)
		}
	}
	return miss
}

func main() {
	write := flag.Bool("write", false, "rewrite README.md (default: only check it)")
	root := flag.String("root", ".", "repository root")
	flag.Parse()
	if err := run(*root, *write); err != nil {
		fmt.Fprintln(os.Stderr, "readme:", err)
		os.Exit(1)
	}
}

func run(root string, write bool) error {
	readmePath := filepath.Join(root, "README.md")
	old, err := os.ReadFile(readmePath)
	if err != nil {
		return err
	}
	updated, err := Generate(root, string(old))
	if err != nil {
		return err
	}
	switch {
	case updated == string(old):
		fmt.Println("readme: README.md's report excerpt is up to date")
	case write:
		// irmod.WriteOutput writes a non-IR extension as is, atomically.
		if err := irmod.WriteOutput(readmePath, []byte(updated), irmod.Tools{}); err != nil {
			return err
		}
		fmt.Println("readme: README.md's report excerpt rewritten")
	default:
		return fmt.Errorf("README.md's report excerpt is stale (%s); run %s", FirstDiff(string(old), updated), UpdateCommand)
	}
	return nil
}

// Generate returns readme with its excerpt regenerated from a real run on
// root's examples/cxx. The test and the command both call it.
func Generate(root, readme string) (string, error) {
	if miss := MissingTools(); len(miss) > 0 {
		return "", fmt.Errorf("missing %s (tools/install-deps.sh installs them)", strings.Join(miss, ", "))
	}
	root, err := filepath.Abs(root)
	if err != nil {
		return "", err
	}
	dir, err := os.MkdirTemp("", "fmerge-readme-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	md, err := reportMarkdown(root, dir)
	if err != nil {
		return "", err
	}
	ex, err := Excerpt(md)
	if err != nil {
		return "", err
	}
	return Splice(readme, ex)
}

// reportMarkdown runs the README's release recipe on examples/cxx in dir
// and returns the Markdown report. Files are named relative to dir, so
// the report names no temporary path.
func reportMarkdown(root, dir string) (string, error) {
	fmerge := filepath.Join(dir, "fmerge")
	build := exec.Command("go", "build", "-o", fmerge, "./tools/fmerge")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ./tools/fmerge: %v\n%s", err, out)
	}
	srcs, err := filepath.Glob(filepath.Join(root, "examples", "cxx", "*.cpp"))
	if err != nil || len(srcs) == 0 {
		return "", fmt.Errorf("no examples/cxx/*.cpp under %s", root)
	}
	sort.Strings(srcs)
	link := []string{"-flto", "-fuse-ld=lld", "-Wl,--plugin-opt=emit-llvm"}
	for _, src := range srcs {
		obj := strings.TrimSuffix(filepath.Base(src), ".cpp") + ".o"
		if err := runIn(dir, "clang++-14", "-Os", "-flto", "-c", src, "-o", obj); err != nil {
			return "", err
		}
		link = append(link, obj)
	}
	if err := runIn(dir, "clang++-14", append(link, "-o", "app.lto.bc")...); err != nil {
		return "", err
	}
	if err := runIn(dir, fmerge, "merge", "-lto=O2", "-quiet", "-report-timings=false", "-report-md", "report.md", "-o", "merged.o", "app.lto.bc"); err != nil {
		return "", err
	}
	md, err := os.ReadFile(filepath.Join(dir, "report.md"))
	return string(md), err
}

func runIn(dir, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return nil
}

// Excerpt takes from a Markdown report what the README shows: the size
// table, the merges summary and the merges table (at most maxMergeRows
// groups, then a line saying how many more there are).
func Excerpt(md string) (string, error) {
	sizes, ok := section(md, "Sizes")
	if !ok {
		return "", errors.New("the report has no Sizes section")
	}
	merges, ok := section(md, "Merges")
	if !ok {
		return "", errors.New("the report has no Merges section")
	}
	sizeTable := tables(sizes)
	if len(sizeTable) != 1 {
		return "", fmt.Errorf("the Sizes section has %d tables, want 1", len(sizeTable))
	}
	var b strings.Builder
	b.WriteString(strings.Join(sizeTable[0], "\n") + "\n\n")
	summary := paragraphs(merges)
	if len(summary) == 0 {
		return "", errors.New("the Merges section has no summary")
	}
	b.WriteString(summary[0] + "\n")
	if mt := tables(merges); len(mt) > 0 {
		rows := mt[0]
		b.WriteString("\n")
		for i, row := range rows {
			if i == 2+maxMergeRows {
				fmt.Fprintf(&b, "\n(%d more groups in the full report.)\n", len(rows)-i)
				break
			}
			b.WriteString(row + "\n")
		}
	}
	return b.String(), nil
}

// section returns the lines under "## name" up to the next heading.
func section(md, name string) ([]string, bool) {
	var out []string
	in := false
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(line, "#") {
			if in {
				break
			}
			in = line == "## "+name
			continue
		}
		if in {
			out = append(out, line)
		}
	}
	return out, in
}

// tables returns the runs of table lines ("|...") of a section.
func tables(lines []string) [][]string {
	var out [][]string
	var cur []string
	for _, line := range append(lines, "") {
		if strings.HasPrefix(line, "|") {
			cur = append(cur, line)
			continue
		}
		if cur != nil {
			out = append(out, cur)
			cur = nil
		}
	}
	return out
}

// paragraphs returns the non-table, non-empty lines of a section.
func paragraphs(lines []string) []string {
	var out []string
	for _, line := range lines {
		if line != "" && !strings.HasPrefix(line, "|") {
			out = append(out, line)
		}
	}
	return out
}

// Splice puts excerpt between the README's markers, each on a line of its
// own, replacing what was there.
func Splice(readme, excerpt string) (string, error) {
	i := strings.Index(readme, beginMarker+"\n")
	j := strings.Index(readme, "\n"+endMarker)
	if i < 0 || j < 0 || j < i {
		return "", fmt.Errorf("README.md lacks the lines %s and %s, in that order", beginMarker, endMarker)
	}
	if strings.Count(readme, beginMarker) != 1 || strings.Count(readme, endMarker) != 1 {
		return "", fmt.Errorf("README.md has more than one %s or %s", beginMarker, endMarker)
	}
	head := readme[:i+len(beginMarker)+1]
	tail := readme[j+1:]
	return head + excerpt + tail, nil
}

// FirstDiff says where two texts first differ, by line.
func FirstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d is %q, a fresh run gives %q", i+1, a, b)
		}
	}
	return "no difference"
}
