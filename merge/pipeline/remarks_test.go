package pipeline

import (
	"strings"
	"testing"

	"github.com/fmerge/rules_fmerge/merge/identical"
	"github.com/fmerge/rules_fmerge/merge/similar"
)

// Remarks: one per function, in the given order; a merge wins over any
// earlier refusal; the similar stage's reason wins over the identical
// stage's; a similar group reports what its whole chain saved.
func TestRemarksPrecedence(t *testing.T) {
	ires := &identical.Result{
		Merges: []identical.Merge{{Survivor: "keep", Replaced: "dup", How: "double-thunk"}},
		Refused: map[string]identical.Reason{
			"naked":  {Code: identical.ReasonNotMergeable, Detail: "naked"},
			"dup":    {Code: identical.ReasonAddressSignified, With: "other"},
			"simtoo": {Code: identical.ReasonBlockAddress, Detail: "blockaddress"},
		},
	}
	sres := &similar.Result{
		Merges: []similar.Merge{
			{First: "s1", Second: "s2", Merged: "m1", Delta: 10, Similarity: 0.5},
			{First: "m1", Second: "s3", Merged: "m2", Delta: 5, Similarity: 0.75},
		},
		Replaced: []similar.Replacement{{Name: "s1", Into: "m2"}, {Name: "s2", Into: "m2", Removed: true, Calls: 3}, {Name: "s3", Into: "m2"}},
		Missed: map[string]similar.Miss{
			"s1":     {Code: similar.MissUnprofitable, With: "x"},
			"simtoo": {Code: similar.MissUnprofitable, Detail: "d", With: "keep", Bytes: 12, Measured: true},
		},
	}
	names := []string{"keep", "dup", "naked", "s1", "s2", "s3", "simtoo", "lonely"}
	rs := Remarks(names, ires, sres)
	if len(rs) != len(names) {
		t.Fatalf("%d remarks for %d functions", len(rs), len(names))
	}
	want := []string{"Passed IdenticalSurvivor", "Passed IdenticalDoubleThunk", "Missed NotMergeable",
		"Passed SimilarThunk", "Passed SimilarDeleted", "Passed SimilarThunk", "Missed Unprofitable", "Missed NoCandidate"}
	for i, r := range rs {
		if r.Function != names[i] || r.Kind()+" "+r.Name != want[i] {
			t.Errorf("remark %d: %s %s %s, want %s %s", i, r.Kind(), r.Name, r.Function, want[i], names[i])
		}
	}
	if msg := rs[3].Message(); !strings.Contains(msg, "saves 15 bytes") || !strings.Contains(msg, "m2") {
		t.Errorf("similar chain remark: %q", msg)
	}
	if msg := rs[6].Message(); !strings.Contains(msg, "would add 12 bytes (measured)") || !strings.Contains(msg, "identical stage: BlockAddressTaken") {
		t.Errorf("unprofitable remark: %q", msg)
	}
	// A saving too small to commit is not called an addition.
	sres.Missed["lonely"] = similar.Miss{Code: similar.MissUnprofitable, Detail: "d", With: "x", Bytes: -11}
	if msg := Remarks([]string{"lonely"}, ires, sres)[0].Message(); !strings.Contains(msg, "would save only 11 bytes (estimated)") {
		t.Errorf("small saving remark: %q", msg)
	}
	// Identical mode: no similar result.
	rs = Remarks([]string{"dup", "lonely", "naked"}, ires, nil)
	if rs[1].Name != "NoIdenticalTwin" || rs[2].Name != identical.ReasonNotMergeable {
		t.Errorf("identical mode: %s, %s", rs[1].Name, rs[2].Name)
	}
}

// A function whose identical twin was refused has a twin: its remark
// names the twin and the twin's reason, in both modes, and a similar
// reason still comes first.
func TestRemarksTwinRefused(t *testing.T) {
	ires := &identical.Result{Refused: map[string]identical.Reason{
		"b": {Code: identical.ReasonAddressSignified, With: "a"},
		"c": {Code: identical.ReasonRecursive, With: "a"},
		"e": {Code: identical.ReasonAddressSignified, With: "d"},
	}}
	sres := &similar.Result{Missed: map[string]similar.Miss{"d": {Code: similar.MissUnprofitable, Detail: "d", With: "x", Bytes: 3}}}
	for _, s := range []*similar.Result{nil, sres} {
		rs := Remarks([]string{"a", "d", "lonely"}, ires, s)
		if rs[0].Name != ReasonTwinRefused || !strings.Contains(rs[0].Message(), "identical to b") || !strings.Contains(rs[0].Message(), identical.ReasonAddressSignified) {
			t.Errorf("similar ran %v: kept twin: %s %q", s != nil, rs[0].Name, rs[0].Message())
		}
		wantD, wantLonely := ReasonTwinRefused, "NoIdenticalTwin"
		if s != nil {
			wantD, wantLonely = similar.MissUnprofitable, "NoCandidate"
			if msg := rs[1].Message(); !strings.Contains(msg, "identical stage: "+ReasonTwinRefused) {
				t.Errorf("similar reason without the twin's: %q", msg)
			}
		}
		if rs[1].Name != wantD || rs[2].Name != wantLonely {
			t.Errorf("similar ran %v: %s, %s; want %s, %s", s != nil, rs[1].Name, rs[2].Name, wantD, wantLonely)
		}
	}
}
