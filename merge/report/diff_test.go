package report

import (
	"strings"
	"testing"
)

func sized(text, total uint64) *Report {
	return Build(Run{After: Sizes{TextBytes: text, TotalBytes: total}})
}

func TestBudget(t *testing.T) {
	cases := []struct {
		name      string
		old, cur  uint64
		o         DiffOptions
		over      bool
		msgSubstr string
	}{
		{"at the percent limit", 1000, 1020, DiffOptions{FailAbovePercent: 2, HasPercent: true}, false, "+20 (+2.00%)"},
		{"past the percent limit", 1000, 1021, DiffOptions{FailAbovePercent: 2, HasPercent: true}, true, "ABOVE the budget of +2.00%"},
		{"shrink under a zero budget", 1000, 900, DiffOptions{HasPercent: true}, false, "within"},
		{"growth under a zero budget", 1000, 1001, DiffOptions{HasPercent: true}, true, "ABOVE"},
		{"bytes limit", 1000, 1101, DiffOptions{FailAboveBytes: 100, HasBytes: true}, true, "+100 bytes"},
		{"bytes at limit", 1000, 1100, DiffOptions{FailAboveBytes: 100, HasBytes: true}, false, "within"},
		{"either limit trips", 100000, 100150, DiffOptions{FailAbovePercent: 1, HasPercent: true, FailAboveBytes: 100, HasBytes: true}, true, "+1.00% or +100 bytes"},
		{"from nothing", 0, 10, DiffOptions{FailAbovePercent: 1000, HasPercent: true}, true, "+10 (new)"},
		{"total metric", 1000, 1000, DiffOptions{Metric: "total", FailAbovePercent: 0, HasPercent: true}, true, "total (allocated) changed by +1000"},
	}
	for _, c := range cases {
		// The total metric case keeps .text equal and grows the total.
		base, cur := sized(c.old, 0), sized(c.cur, c.cur)
		if c.o.Metric == "total" {
			base, cur = sized(c.old, c.old), sized(c.cur, c.old*2)
		}
		res, err := Diff(base, cur, c.o)
		if err != nil {
			t.Fatal(err)
		}
		if res.OverBudget != c.over || !strings.Contains(res.Message, c.msgSubstr) {
			t.Errorf("%s: over=%v %q; want over=%v containing %q", c.name, res.OverBudget, res.Message, c.over, c.msgSubstr)
		}
		if !strings.Contains(string(res.Markdown), "**Budget:** "+res.Message) {
			t.Errorf("%s: Markdown lacks the budget line", c.name)
		}
	}
}

func TestDiffWithoutBudgetNeverFails(t *testing.T) {
	res, err := Diff(sized(10, 10), sized(1e6, 1e6), DiffOptions{})
	if err != nil || res.OverBudget || strings.Contains(string(res.Markdown), "Budget") {
		t.Errorf("no budget given: over=%v err=%v", res.OverBudget, err)
	}
}

func TestDiffUnknownMetric(t *testing.T) {
	if _, err := Diff(sized(1, 1), sized(1, 1), DiffOptions{Metric: "heap"}); err == nil || !strings.Contains(err.Error(), "heap") {
		t.Errorf("error %v", err)
	}
}

func TestChangeFormatting(t *testing.T) {
	for _, c := range []struct {
		old, new uint64
		want     string
	}{
		{200, 150, "-50 (-25.00%)"}, {3, 4, "+1 (+33.33%)"}, {5, 5, "+0 (+0.00%)"}, {0, 0, "+0"}, {0, 7, "+7 (new)"},
	} {
		if got := Change(c.old, c.new); got != c.want {
			t.Errorf("Change(%d, %d) = %q, want %q", c.old, c.new, got, c.want)
		}
	}
}

func TestDiffTopLimitsLists(t *testing.T) {
	var a, b []Function
	for i := 0; i < 30; i++ {
		name := string(rune('a'+i%26)) + strings.Repeat("x", i/26)
		a = append(a, Function{Name: name, Size: 100})
		b = append(b, Function{Name: name, Size: uint64(100 + i)})
	}
	base := Build(Run{After: Sizes{Functions: a}})
	cur := Build(Run{After: Sizes{Functions: b}})
	res, _ := Diff(base, cur, DiffOptions{Top: 3})
	md := string(res.Markdown)
	if !strings.Contains(md, "(29, top 3 shown)") {
		t.Errorf("header: %s", md)
	}
	// Largest growth first: i=29 ("dx"), 28 ("cx"), 27 ("bx").
	i1, i2, i3 := strings.Index(md, "`dx`"), strings.Index(md, "`cx`"), strings.Index(md, "`bx`")
	if i1 < 0 || i2 < i1 || i3 < i2 || strings.Contains(md, "`ax`") {
		t.Errorf("top 3 not ordered by growth:\n%s", md)
	}
}
