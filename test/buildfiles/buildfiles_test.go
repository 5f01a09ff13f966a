// Package buildfiles checks that the hand-written BUILD.bazel files of the
// Go packages match the Go sources: every .go file is in a rule's srcs, and
// every import of this module or of a third-party module is in deps. Bazel
// would catch both, but only in a Bazel build; this catches them in
// `go test ./...`, seconds after the change.
package buildfiles

import (
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/fmerge/rules_fmerge/"

// external maps third-party import path prefixes to their Bazel repository.
// A module's root package (the prefix without its slash) is the target named
// after its last element, as gazelle names it: "@repo//:demangle".
var external = map[string]string{
	"github.com/ianlancetaylor/demangle/": "@com_github_ianlancetaylor_demangle//",
	"github.com/llir/ll/":                 "@com_github_llir_ll//",
	"github.com/llir/llvm/":               "@com_github_llir_llvm//",
	"golang.org/x/sync/":                  "@org_golang_x_sync//",
}

var (
	ruleRE   = regexp.MustCompile(`(?ms)^(go_library|go_binary|go_test)\((.*?)^\)`)
	listRE   = regexp.MustCompile(`(?ms)\b(srcs|deps|embed)\s*=\s*\[(.*?)\]`)
	stringRE = regexp.MustCompile(`"([^"]*)"`)
)

// rule is one go_* rule of a BUILD file.
type rule struct {
	kind             string
	srcs, deps, embd []string
}

func parseBuild(t *testing.T, path string) []rule {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rules []rule
	for _, m := range ruleRE.FindAllStringSubmatch(string(data), -1) {
		r := rule{kind: m[1]}
		for _, l := range listRE.FindAllStringSubmatch(m[2], -1) {
			var vals []string
			for _, s := range stringRE.FindAllStringSubmatch(l[2], -1) {
				vals = append(vals, s[1])
			}
			switch l[1] {
			case "srcs":
				r.srcs = vals
			case "deps":
				r.deps = vals
			case "embed":
				r.embd = vals
			}
		}
		rules = append(rules, r)
	}
	return rules
}

// label is the Bazel label a Go import needs in deps, or "" for the
// standard library.
func label(imp string) string {
	if strings.HasPrefix(imp, module) {
		return "//" + strings.TrimPrefix(imp, module)
	}
	for prefix, repo := range external {
		if imp+"/" == prefix {
			return repo + ":" + path.Base(imp)
		}
		if strings.HasPrefix(imp, prefix) {
			return repo + strings.TrimPrefix(imp, prefix)
		}
	}
	return ""
}

func TestBuildFilesMatchSources(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	err = filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), "bazel-") || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.Name() != "BUILD.bazel" {
			return nil
		}
		if checkDir(t, filepath.Dir(path)) {
			checked++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 10 {
		t.Errorf("checked only %d Go packages; is the walk broken?", checked)
	}
}

// checkDir compares one directory's BUILD.bazel with its Go files and
// reports whether the directory holds Go code.
func checkDir(t *testing.T, dir string) bool {
	goFiles, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	if len(goFiles) == 0 {
		return false
	}
	rel := relSlash(dir)
	rules := parseBuild(t, filepath.Join(dir, "BUILD.bazel"))
	inRule := map[string]rule{}
	libDeps := map[string]bool{}
	for _, r := range rules {
		for _, s := range r.srcs {
			inRule[s] = r
		}
		if r.kind != "go_test" {
			for _, d := range r.deps {
				libDeps[d] = true
			}
		}
	}
	var missing []string
	for _, f := range goFiles {
		name := filepath.Base(f)
		r, ok := inRule[name]
		if !ok {
			missing = append(missing, name)
			continue
		}
		if strings.HasSuffix(name, "_test.go") != (r.kind == "go_test") {
			t.Errorf("%s: %s is in a %s", rel, name, r.kind)
		}
		have := map[string]bool{}
		for _, d := range r.deps {
			have[d] = true
		}
		if r.kind == "go_test" && len(r.embd) > 0 {
			for d := range libDeps {
				have[d] = true
			}
		}
		for _, imp := range imports(t, f) {
			l := label(imp)
			if l == "" || have[l] || have[strings.TrimSuffix(l, "/"+filepath.Base(l))+":"+filepath.Base(l)] {
				continue
			}
			if "//"+rel == l {
				continue // an external test importing its own package
			}
			t.Errorf("%s/BUILD.bazel: %s imports %q but its rule's deps lack %q", rel, name, imp, l)
		}
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		t.Errorf("%s/BUILD.bazel: no rule lists %s", rel, strings.Join(missing, ", "))
	}
	for name := range inRule {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s/BUILD.bazel lists %s, which does not exist", rel, name)
		}
	}
	return true
}

// relSlash is dir relative to the repository root, with slashes.
func relSlash(dir string) string {
	root, _ := filepath.Abs("../..")
	r, _ := filepath.Rel(root, dir)
	return filepath.ToSlash(r)
}

func imports(t *testing.T, path string) []string {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, s := range f.Imports {
		p, _ := strconv.Unquote(s.Path.Value)
		out = append(out, p)
	}
	return out
}

// TestGoRepositoriesMatchGoSum checks that the WORKSPACE-mode Go
// repositories (rules/go_repositories.bzl) pin the versions and sums of
// go.sum, and cover every module go.mod requires directly.
func TestGoRepositoriesMatchGoSum(t *testing.T) {
	bzl, err := os.ReadFile("../../rules/go_repositories.bzl")
	if err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile("../../go.sum")
	if err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	repoRE := regexp.MustCompile(`_repo\("[^"]+", "([^"]+)", "([^"]+)", "([^"]+)"\)`)
	pinned := map[string]bool{}
	for _, m := range repoRE.FindAllStringSubmatch(string(bzl), -1) {
		pinned[m[1]] = true
		line := m[1] + " " + m[2] + " " + m[3] + "\n"
		if !strings.Contains(string(sum), line) {
			t.Errorf("rules/go_repositories.bzl pins %s %s %s, which go.sum does not hold", m[1], m[2], m[3])
		}
	}
	direct := regexp.MustCompile(`(?m)^\s+(\S+) v\S+$`) // require lines without "// indirect"
	for _, m := range direct.FindAllStringSubmatch(string(gomod), -1) {
		if !pinned[m[1]] {
			t.Errorf("go.mod requires %s, which rules/go_repositories.bzl does not declare", m[1])
		}
	}
	if len(pinned) == 0 {
		t.Error("no _repo calls found in rules/go_repositories.bzl")
	}
}
