package report

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strconv"
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

func TestFitTextCutsTheMiddle(t *testing.T) {
	if got := fitText("abc", 12, 100); got != "abc" {
		t.Errorf("fitText kept %q", got)
	}
	long := "std::vector<Shape*, std::allocator<Shape*>>::_M_realloc_insert<Shape*>"
	got := fitText(long, 12, 200)
	if w := textWidth(got, 12, false); w > 200 {
		t.Errorf("fitText(%q) = %q, %.1f px wide, over 200", long, got, w)
	}
	head, tail, ok := strings.Cut(got, "…")
	if !ok || !strings.HasPrefix(long, head) || !strings.HasSuffix(long, tail) || head == "" || tail == "" {
		t.Errorf("fitText(%q) = %q: want the start and the end joined by an ellipsis", long, got)
	}
	if got := fitText("ééééé", 12, 2*12); []rune(got)[len([]rune(got))-1] == 0xfffd || strings.Count(got, "é") != 1 {
		t.Errorf("fitText counts runes, got %q", got)
	}
}

// svgGeom is what an SVG draws where: the viewBox size, every <text> with
// its position and font, and every <rect> but the background.
type svgGeom struct {
	w, h  float64
	texts []svgText
	rects []box
}

type svgText struct {
	x, y, size   float64
	anchor, text string
	bold         bool
}

// box is an axis-aligned rectangle [x0,x1] x [y0,y1].
type box struct{ x0, y0, x1, y1 float64 }

func (a box) overlaps(b box) bool {
	return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1
}

// bounds is where a text's glyphs can be: its width from textWidth
// (which TestTextWidthCoversDejaVu checks against the font), from the
// ascent of digits, capitals and parentheses (0.76 em) to the descent of
// g, p, y and _ (0.24 em).
func (t svgText) bounds() box {
	w := textWidth(t.text, t.size, t.bold)
	x0 := t.x
	switch t.anchor {
	case "end":
		x0 -= w
	case "middle":
		x0 -= w / 2
	}
	return box{x0, t.y - 0.76*t.size, x0 + w, t.y + 0.24*t.size}
}

func parseGeom(t *testing.T, data []byte) svgGeom {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(data))
	var g svgGeom
	var cur *svgText
	num := func(e xml.StartElement, name string, def float64) float64 {
		for _, a := range e.Attr {
			if a.Name.Local == name {
				v, err := strconv.ParseFloat(a.Value, 64)
				if err != nil {
					t.Fatalf("<%s %s=%q>: %v", e.Name.Local, name, a.Value, err)
				}
				return v
			}
		}
		return def
	}
	attr := func(e xml.StartElement, name string) string {
		for _, a := range e.Attr {
			if a.Name.Local == name {
				return a.Value
			}
		}
		return ""
	}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			switch e.Name.Local {
			case "svg":
				var x, y float64
				fmt.Sscanf(attr(e, "viewBox"), "%g %g %g %g", &x, &y, &g.w, &g.h)
			case "rect":
				if attr(e, "width") == "100%" {
					continue // the background
				}
				x, y := num(e, "x", 0), num(e, "y", 0)
				g.rects = append(g.rects, box{x, y, x + num(e, "width", 0), y + num(e, "height", 0)})
			case "text":
				g.texts = append(g.texts, svgText{x: num(e, "x", 0), y: num(e, "y", 0), size: num(e, "font-size", svgFont),
					anchor: attr(e, "text-anchor"), bold: attr(e, "font-weight") == "bold"})
				cur = &g.texts[len(g.texts)-1]
			}
		case xml.CharData:
			if cur != nil {
				cur.text += string(e)
			}
		case xml.EndElement:
			if e.Name.Local == "text" {
				cur = nil
			}
		}
	}
	return g
}

// checkLayout fails when a text leaves the viewBox, overlaps a bar or a
// swatch, or overlaps another text.
func checkLayout(t *testing.T, name string, g svgGeom) {
	t.Helper()
	view := box{0, 0, g.w, g.h}
	for i, a := range g.texts {
		b := a.bounds()
		if b.x0 < 0 || b.y0 < 0 || b.x1 > view.x1 || b.y1 > view.y1 {
			t.Errorf("%s: text %q at %v leaves the viewBox %gx%g", name, a.text, b, g.w, g.h)
		}
		for _, r := range g.rects {
			if b.overlaps(r) {
				t.Errorf("%s: text %q at %v overlaps the bar at %v", name, a.text, b, r)
			}
		}
		for _, c := range g.texts[i+1:] {
			if b.overlaps(c.bounds()) {
				t.Errorf("%s: texts %q and %q overlap", name, a.text, c.text)
			}
		}
	}
}

// wideReport is a report that stresses the layout: seven-digit sizes, a
// hundred function sections, long C++ names, and the longest how.
func wideReport() *Report {
	var before, after Sizes
	add := func(s *Sizes, name string, size uint64) {
		s.Sections = append(s.Sections, Section{Name: name, Size: size, Kind: sectionKind(name)})
		s.add(s.Sections[len(s.Sections)-1])
	}
	for i := range 100 {
		add(&before, fmt.Sprintf(".text.f%d", i), 26284)
		add(&after, fmt.Sprintf(".text.f%d", i), 22764)
		add(&before, fmt.Sprintf(".gcc_except_table.f%d", i), 3)
	}
	add(&before, ".rodata.str1.1", 987654)
	add(&after, ".rodata.str1.1", 987654)
	add(&after, ".data.rel.ro", 48)
	add(&before, ".eh_frame", 1234567)
	add(&after, ".eh_frame", 1034567)
	long := "_ZNSt6vectorIP5ShapeSaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_"
	before.Functions = []Function{{Name: long, Size: 2628434}, {Name: "_ZN3FooC2Ev", Size: 2628434}, {Name: "_ZN3FooC1Ev", Size: 26284350}, {Name: "main", Size: 12}}
	after.Functions = []Function{{Name: long, Size: 2276418}, {Name: "_ZN3FooC2Ev", Size: 5}, {Name: "_ZN3FooC1Ev", Size: 5}, {Name: "_ZN3FooC2Ev.body", Size: 2628434}, {Name: "main", Size: 12}}
	return Build(Run{Before: before, After: after, Decisions: []Decision{
		{Kind: KindIdentical, Survivor: "_ZN3FooC2Ev", Replaced: "_ZN3FooC1Ev", How: HowDoubleThunk, Body: "_ZN3FooC2Ev.body"},
	}})
}

// TestSVGSectionBarsLabelled checks the numbers on the section bars:
// each group's row label is followed by its before bytes and its after
// bytes with the change, computed here from the report's totals; and no
// text overlaps a bar or another text or leaves the picture.
func TestSVGSectionBarsLabelled(t *testing.T) {
	cases := map[string]*Report{"wide": wideReport()}
	for _, path := range []string{"testdata/report.json", "testdata/grown.json"} {
		cases[path] = readFixture(t, path)
	}
	for name, r := range cases {
		g := parseGeom(t, r.SVG(0))
		want := []struct {
			row           string
			before, after uint64
		}{
			{"allocated", r.Before.TotalBytes, r.After.TotalBytes},
			{".text", r.Before.TextBytes, r.After.TextBytes},
			{".rodata", r.Before.RodataBytes, r.After.RodataBytes},
			{".data", r.Before.DataBytes, r.After.DataBytes},
			{".bss", r.Before.BSSBytes, r.After.BSSBytes},
		}
		for _, w := range want {
			if w.before == 0 && w.after == 0 {
				continue
			}
			after := fmt.Sprint(w.after)
			switch {
			case w.before == 0 && w.after != 0:
				after = fmt.Sprintf("%d (new)", w.after)
			case w.before != w.after:
				after = fmt.Sprintf("%d (%+d, %+.2f%%)", w.after, int64(w.after)-int64(w.before), float64(int64(w.after)-int64(w.before))*100/float64(w.before))
			}
			if !rowLabelled(g, w.row, fmt.Sprint(w.before), after) {
				t.Errorf("%s: row %s lacks the labels %q, %q", name, w.row, fmt.Sprint(w.before), after)
			}
		}
		checkLayout(t, name, g)
	}
	// The wide report's other sections, grouped by name.
	g := parseGeom(t, wideReport().SVG(0))
	if !rowLabelled(g, ".gcc_except_table", "300", "0 (-300, -100.00%)") || !rowLabelled(g, ".eh_frame", "1234567", "1034567 (-200000, -16.20%)") {
		t.Error("wide: other sections are not grouped by name with their numbers")
	}
}

// rowLabelled reports whether a text row is directly followed by the
// before and after labels.
func rowLabelled(g svgGeom, row, before, after string) bool {
	for i, tx := range g.texts[:max(0, len(g.texts)-2)] {
		if tx.text == row && g.texts[i+1].text == before && g.texts[i+2].text == after {
			return true
		}
	}
	return false
}

// TestSVGNamesDemangled checks that function labels are demangled: in
// full when they fit, else without parameters, cut in the middle; the
// tooltip has the full demangled name and the symbol.
func TestSVGNamesDemangled(t *testing.T) {
	r := wideReport()
	data := r.SVG(0)
	_, texts, titles := svgDoc(t, data)
	all, tips := strings.Join(texts, "\n"), strings.Join(titles, "\n")
	for _, want := range []string{"\nFoo::Foo()\n", "\nmain\n"} {
		if !strings.Contains(all, want) {
			t.Errorf("label %q missing; labels:\n%s", want, all)
		}
	}
	// Too wide in full and without parameters: cut in the middle.
	if !regexp.MustCompile(`\nstd::vector<Shape\*, .*….*>::_M_realloc_insert<Shape\*>\n`).MatchString(all) {
		t.Errorf("the long name is not shortened without parameters, in the middle:\n%s", all)
	}
	if strings.Contains(all, "_ZN") || strings.Contains(all, "__gnu_cxx::__normal_iterator") {
		t.Errorf("a label is mangled or has the parameters that do not fit:\n%s", all)
	}
	full := "void std::vector<Shape*, std::allocator<Shape*>>::_M_realloc_insert<Shape*>(__gnu_cxx::__normal_iterator<Shape**, std::vector<Shape*, std::allocator<Shape*>>>, Shape*&&)"
	for _, want := range []string{full + "\n_ZNSt6vectorIP5ShapeSaIS1_EE17_M_realloc_insert", "Foo::Foo()\n_ZN3FooC1Ev\n26284350 → 5 bytes (merged away)", "main: 12 → 12 bytes"} {
		if !strings.Contains(tips, want) {
			t.Errorf("tooltip %q missing; tooltips:\n%s", want, tips)
		}
	}
	checkLayout(t, "wide", parseGeom(t, data))
}
