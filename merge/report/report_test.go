package report

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files and JSON fixtures in testdata")

// fixture describes a report built from two real objects: the .ll before
// and after merging, compiled by llc, plus the merge decisions that turned
// one into the other.
type fixture struct {
	json, before, after string
	decisions           []Decision
}

var fixtures = []fixture{
	{
		json: "testdata/report.json", before: "testdata/before.ll", after: "testdata/after.ll",
		decisions: []Decision{
			{Kind: KindIdentical, Survivor: "sum_a", Replaced: "sum_b", How: HowThunk},
			{Kind: KindIdentical, Survivor: "mix_a", Replaced: "mix_b", How: HowDeleted, Redirected: 1},
			{Kind: KindIdentical, Survivor: "scale_a", Replaced: "scale_b", How: HowAlias},
		},
	},
	{
		json: "testdata/grown.json", before: "testdata/grown_before.ll", after: "testdata/grown_after.ll",
		decisions: []Decision{
			{Kind: KindIdentical, Survivor: "mix_a", Replaced: "mix_b", How: HowDeleted, Redirected: 1},
			{Kind: KindIdentical, Survivor: "scale_a", Replaced: "scale_b", How: HowAlias},
			{Kind: KindSimilar, Survivor: "__fmerge_clamp", Replaced: "clamp_lo", How: HowThunk, Similarity: 0.8125, EstimatedSavedBytes: 6},
			{Kind: KindSimilar, Survivor: "__fmerge_clamp", Replaced: "clamp_hi", How: HowThunk, Similarity: 0.8125, EstimatedSavedBytes: 6},
		},
	},
}

// build measures a fixture's objects and assembles its report. Timings
// are fixed so the fixture is reproducible.
func (f fixture) build(t *testing.T) *Report {
	t.Helper()
	before, err := MeasureELF(compile(t, f.before))
	if err != nil {
		t.Fatal(err)
	}
	after, err := MeasureELF(compile(t, f.after))
	if err != nil {
		t.Fatal(err)
	}
	before.File, before.Method = f.before, MethodLLC
	after.File, after.Method = strings.TrimSuffix(f.after, ".ll")+".o", MethodObject
	return Build(Run{
		Version:   "0.1.0",
		Options:   map[string]string{"mode": "identical", "aliases": "true", "o": after.File},
		Inputs:    []string{f.before},
		Output:    after.File,
		Before:    before,
		After:     after,
		Decisions: f.decisions,
		Stages:    []Stage{{Name: "load", Seconds: 0.0125}, {Name: "identical", Seconds: 0.003}, {Name: "write", Seconds: 0.041}},
		Counters:  []Counter{{Name: "funcs", Desc: "Number of functions defined", Value: int64(len(before.Functions))}},
	})
}

// TestFixturesAreFresh rebuilds the JSON fixtures from llc output; they
// must match what is committed (or are rewritten with -update), so the
// golden tests below always render real measurements.
func TestFixturesAreFresh(t *testing.T) {
	for _, f := range fixtures {
		got, err := f.build(t).JSON()
		if err != nil {
			t.Fatal(err)
		}
		golden(t, f.json, got)
	}
}

// golden compares got with a file in testdata, or rewrites it under -update.
func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the output (run go test -update after checking):\n%s", path, firstDiff(string(want), string(got)))
	}
}

func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return "line " + strconv.Itoa(i+1) + ":\n  want: " + a + "\n  got:  " + b
		}
	}
	return "(no line differs)"
}

// TestMergeSavingsMatchLLVMNm recomputes every per-function number of the
// merge groups from llvm-nm, independently of MeasureELF.
func TestMergeSavingsMatchLLVMNm(t *testing.T) {
	for _, f := range fixtures {
		t.Run(f.json, func(t *testing.T) {
			r := f.build(t)
			nb, na := nmFuncs(t, compile(t, f.before)), nmFuncs(t, compile(t, f.after))
			ab, aa := irAliases(t, f.before), irAliases(t, f.after)
			if len(aa) == 0 {
				t.Fatal("fixture has no alias; the alias path is untested")
			}
			ob := func(n string) uint64 { return owned(nb, ab, n) }
			oa := func(n string) uint64 { return owned(na, aa, n) }
			if len(r.Merges) == 0 {
				t.Fatal("no merge groups")
			}
			var total int64
			for _, g := range r.Merges {
				want := int64(ob(g.Survivor)) - int64(oa(g.Survivor))
				if g.SurvivorBeforeBytes != ob(g.Survivor) || g.SurvivorAfterBytes != oa(g.Survivor) {
					t.Errorf("survivor %s: %d→%d, llvm-nm %d→%d", g.Survivor, g.SurvivorBeforeBytes, g.SurvivorAfterBytes, ob(g.Survivor), oa(g.Survivor))
				}
				for _, m := range g.Members {
					if m.BeforeBytes != ob(m.Name) || m.AfterBytes != oa(m.Name) {
						t.Errorf("member %s: %d→%d, llvm-nm %d→%d", m.Name, m.BeforeBytes, m.AfterBytes, ob(m.Name), oa(m.Name))
					}
					want += int64(ob(m.Name)) - int64(oa(m.Name))
				}
				if g.MeasuredSavedBytes != want {
					t.Errorf("group %s saved %d, llvm-nm says %d", g.Survivor, g.MeasuredSavedBytes, want)
				}
				total += want
			}
			if r.Summary.MeasuredSavedBytes != total {
				t.Errorf("summary saved %d, groups total %d", r.Summary.MeasuredSavedBytes, total)
			}
			_, sb := sysvSections(t, compile(t, f.before))
			_, sa := sysvSections(t, compile(t, f.after))
			if d := int64(sumPrefix(sa, ".text")) - int64(sumPrefix(sb, ".text")); r.Summary.TextDeltaBytes != d {
				t.Errorf("text delta %d, llvm-size -A says %d", r.Summary.TextDeltaBytes, d)
			}
		})
	}
}

// owned is the size a symbol owns per llvm-nm: 0 when absent or when the
// IR defines the name as an alias (its bytes belong to the aliasee).
func owned(nm map[string]nmSym, aliases map[string]bool, name string) uint64 {
	if aliases[name] {
		return 0
	}
	return nm[name].size
}

// irAliases lists the names a .ll file defines as aliases, read from the
// text ("@name = ... alias ..."), independently of the ELF reader.
func irAliases(t *testing.T, ll string) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, line := range strings.Split(string(data), "\n") {
		name, rest, ok := strings.Cut(line, " = ")
		if ok && strings.HasPrefix(name, "@") && strings.Contains(" "+rest, " alias ") {
			out[strings.TrimPrefix(name, "@")] = true
		}
	}
	return out
}

func readFixture(t *testing.T, path string) *Report {
	t.Helper()
	r, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestMarkdownGolden(t *testing.T) {
	for _, f := range fixtures {
		r := readFixture(t, f.json)
		golden(t, strings.TrimSuffix(f.json, ".json")+".md.golden", r.Markdown())
	}
}

func TestDiffGolden(t *testing.T) {
	base, cur := readFixture(t, "testdata/report.json"), readFixture(t, "testdata/grown.json")
	o := DiffOptions{BaseName: "report.json", NewName: "grown.json", Top: 5, FailAbovePercent: 1, HasPercent: true}
	res, err := Diff(base, cur, o)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "testdata/diff.md.golden", res.Markdown)
	grew := float64(int64(cur.After.TextBytes)-int64(base.After.TextBytes)) * 100 / float64(base.After.TextBytes)
	if res.OverBudget != (grew > 1) {
		t.Errorf("over budget %v, but .text grew %.2f%% against a 1%% budget", res.OverBudget, grew)
	}
	// The reverse direction shrinks: within any non-negative budget.
	back, err := Diff(cur, base, o)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "testdata/diff-reverse.md.golden", back.Markdown)
	if back.OverBudget {
		t.Errorf("shrinking is over budget: %s", back.Message)
	}
}

func TestBuildJSONHasContractFields(t *testing.T) {
	data, err := os.ReadFile("testdata/report.json")
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	if m["schema_version"] != float64(1) {
		t.Errorf("schema_version = %v", m["schema_version"])
	}
	for _, side := range []string{"before", "after"} {
		s, _ := m[side].(map[string]any)
		for _, k := range []string{"text_bytes", "data_bytes", "rodata_bytes", "total_bytes", "functions", "sections"} {
			if _, ok := s[k]; !ok {
				t.Errorf("%s.%s missing", side, k)
			}
		}
	}
	if _, ok := m["merges"].([]any); !ok {
		t.Errorf("merges is not a list: %T", m["merges"])
	}
}

func TestJSONRoundTripAndDeterminism(t *testing.T) {
	r := readFixture(t, "testdata/grown.json")
	a, err := r.JSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse("x.json", a)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r, back) {
		t.Error("report changed through JSON")
	}
	b, _ := back.JSON()
	if !bytes.Equal(a, b) {
		t.Error("JSON encoding not deterministic")
	}
	if !bytes.Contains(a, []byte(`"similarity": 0.8125`)) || bytes.Count(a, []byte(`"similarity"`)) != 1 {
		t.Error("similarity must appear once, on the similar group only")
	}
}

func TestBuildEmptyRunIsValidJSON(t *testing.T) {
	r := Build(Run{Version: "x"})
	data, err := r.JSON()
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(data, []byte("null")) {
		t.Errorf("empty report has nulls:\n%s", data)
	}
	if _, err := Parse("empty.json", data); err != nil {
		t.Error(err)
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct{ name, data, want string }{
		{"syntax", "{\n\"schema_version\": 1,\n  oops\n}", "bad.json: not a JSON report: line 3"},
		{"no version", `{"tool": {}}`, "no schema_version"},
		{"future", `{"schema_version": 2}`, "schema_version 2 is not supported"},
		{"unknown field", `{"schema_version": 1, "bogus": 3}`, `unknown field "bogus"`},
		{"wrong type", "{\"schema_version\": 1,\n\"before\": {\"text_bytes\": \"big\"}}", "bad.json: line 2"},
	}
	for _, c := range cases {
		_, err := Parse("bad.json", []byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want it to contain %q", c.name, err, c.want)
		}
	}
}

func TestWriteJSONIsAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "r.json")
	os.WriteFile(path, []byte("old"), 0o644)
	r := readFixture(t, "testdata/report.json")
	if err := r.WriteJSON(path); err != nil {
		t.Fatal(err)
	}
	if err := r.Write("", filepath.Join(dir, "r.md")); err != nil {
		t.Fatal(err)
	}
	if md, _ := os.ReadFile(filepath.Join(dir, "r.md")); !bytes.Equal(md, r.Markdown()) {
		t.Error("Write did not write the Markdown rendering")
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 2 {
		t.Errorf("temporary files left behind: %v", ents)
	}
	if got, _ := Read(path); got == nil || got.After.TextBytes != r.After.TextBytes {
		t.Error("written report does not read back")
	}
	if err := r.WriteJSON(filepath.Join(dir, "missing", "r.json")); err == nil {
		t.Error("writing into a missing directory must fail")
	}
}

func TestGroupDecisionsFollowsSurvivorChains(t *testing.T) {
	// b merged into a, then a (reinserted after its callees changed)
	// merged into c: one group with survivor c.
	g := groupDecisions([]Decision{
		{Kind: KindIdentical, Survivor: "a", Replaced: "b", How: HowThunk},
		{Kind: KindIdentical, Survivor: "z", Replaced: "y", How: HowAlias},
		{Kind: KindIdentical, Survivor: "c", Replaced: "a", How: HowDeleted, Redirected: 2},
	})
	if len(g) != 2 || g[0].Survivor != "c" || g[1].Survivor != "z" {
		t.Fatalf("groups %+v", g)
	}
	if names := []string{g[0].Members[0].Name, g[0].Members[1].Name}; names[0] != "b" || names[1] != "a" {
		t.Errorf("members %v, want decision order [b a]", names)
	}
}

func TestDoubleThunkBodyCountsAgainstSaving(t *testing.T) {
	before := Sizes{Functions: []Function{{Name: "f", Size: 100}, {Name: "g", Size: 100}}}
	after := Sizes{Functions: []Function{{Name: "f.body", Size: 100}, {Name: "f", Size: 6}, {Name: "g", Size: 6}}}
	r := Build(Run{Before: before, After: after, Decisions: []Decision{
		{Kind: KindIdentical, Survivor: "f", Replaced: "g", How: HowDoubleThunk, Body: "f.body"},
	}})
	if got := r.Merges[0].MeasuredSavedBytes; got != 200-112 {
		t.Errorf("saved %d, want 88", got)
	}
	if r.Summary.DoubleThunks != 1 {
		t.Errorf("summary %+v", r.Summary)
	}
}
