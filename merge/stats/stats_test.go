package stats

import (
	"strings"
	"testing"
)

func TestCountersKeepFirstTouchOrder(t *testing.T) {
	var s Stats
	s.Add("b", "Number of b", 2)
	s.Add("a", "Number of a", 1)
	s.Add("b", "ignored second description", 3)
	cs := s.Counters()
	if len(cs) != 2 || cs[0].Name != "b" || cs[0].Value != 5 || cs[1].Name != "a" || cs[0].Desc != "Number of b" {
		t.Fatalf("counters = %+v", cs)
	}
	var out strings.Builder
	s.Print(&out)
	if !strings.Contains(out.String(), "       5 fmerge - Number of b\n") {
		t.Errorf("print:\n%s", out.String())
	}
	if s.Get("missing") != 0 {
		t.Error("untouched counter must read 0")
	}
}
