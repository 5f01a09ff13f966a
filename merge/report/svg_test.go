package report

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"strings"
	"testing"
)

// svgDoc decodes every token of an SVG and collects its text and titles.
func svgDoc(t *testing.T, data []byte) (root string, texts, titles []string) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(data))
	var stack []string
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG is not well-formed XML: %v", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = e.Name.Space + " " + e.Name.Local
			}
			if e.Name.Local == "script" || e.Name.Local == "foreignObject" {
				t.Errorf("SVG holds a <%s> element", e.Name.Local)
			}
			for _, a := range e.Attr {
				if strings.HasPrefix(strings.ToLower(a.Name.Local), "on") {
					t.Errorf("SVG holds an event handler attribute %s", a.Name.Local)
				}
			}
			stack = append(stack, e.Name.Local)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) == 0 {
				continue
			}
			switch stack[len(stack)-1] {
			case "text":
				texts = append(texts, string(e))
			case "title":
				titles = append(titles, string(e))
			}
		}
	}
	return root, texts, titles
}

func TestSVGWellFormedWithTopFunctions(t *testing.T) {
	for _, path := range []string{"testdata/report.json", "testdata/grown.json"} {
		r := readFixture(t, path)
		const top = 5
		data := r.SVG(top)
		root, texts, titles := svgDoc(t, data)
		if root != "http://www.w3.org/2000/svg svg" {
			t.Errorf("%s: root element %q", path, root)
		}
		all := strings.Join(texts, "\n")
		// The top functions by size on either side, computed here from
		// the report's function lists, must all be labelled.
		for _, name := range topNames(r, top) {
			if !strings.Contains(all, name) {
				t.Errorf("%s: top function %s missing from the SVG labels", path, name)
			}
		}
		if strings.Count(strings.Join(titles, "\n"), "→") < top {
			t.Errorf("%s: expected a before→after tooltip per function", path)
		}
		if !bytes.Equal(data, r.SVG(top)) {
			t.Errorf("%s: SVG not deterministic", path)
		}
		if want := fmt.Sprintf(".text %d → %d bytes", r.Before.TextBytes, r.After.TextBytes); !strings.Contains(all, want) {
			t.Errorf("%s: header lacks %q", path, want)
		}
	}
}

// topNames picks the n names with the largest size before or after,
// ties by name, straight from Sizes.
func topNames(r *Report, n int) []string {
	size := map[string]uint64{}
	for _, s := range []Sizes{r.Before, r.After} {
		for _, f := range s.Functions {
			size[f.Name] = max(size[f.Name], f.Size)
		}
	}
	var names []string
	for k := range size {
		names = append(names, k)
	}
	for i := range names { // selection sort: tiny lists, independent of FunctionRows
		for j := i + 1; j < len(names); j++ {
			a, b := names[i], names[j]
			if size[b] > size[a] || size[b] == size[a] && b < a {
				names[i], names[j] = b, a
			}
		}
	}
	return names[:min(n, len(names))]
}

func TestSVGEscapesAndElidesNames(t *testing.T) {
	long := "_ZN5outer5innerIN3std6vectorIiSaIiEEEE11some_methodERKS4_<&\"quoted\">"
	r := Build(Run{
		Before: Sizes{TextBytes: 100, TotalBytes: 100, Sections: []Section{{Name: ".text", Size: 100, Kind: KindText}},
			Functions: []Function{{Name: long, Size: 90}, {Name: "a<b>&c", Size: 10}}},
		After: Sizes{TextBytes: 10, TotalBytes: 10, Sections: []Section{{Name: ".text", Size: 10, Kind: KindText}},
			Functions: []Function{{Name: "a<b>&c", Size: 10}}},
	})
	_, texts, titles := svgDoc(t, r.SVG(0))
	all := strings.Join(texts, "\n")
	if !strings.Contains(all, "a<b>&c") || !strings.Contains(all, "…") || strings.Contains(all, long) {
		t.Errorf("labels not escaped/elided: %q", texts)
	}
	if !strings.Contains(strings.Join(titles, "\n"), long) {
		t.Error("full name missing from the tooltip")
	}
}

func TestElideCountsRunes(t *testing.T) {
	if got := elide("ééééé", 3); got != "éé…" {
		t.Errorf("elide = %q", got)
	}
	if got := elide("abc", 3); got != "abc" {
		t.Errorf("elide = %q", got)
	}
}
