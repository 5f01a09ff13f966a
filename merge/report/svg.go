package report

import (
	"bytes"
	"encoding/xml"
	"fmt"
)

// SVG layout, in pixels.
const (
	svgWidth   = 1100
	svgMargin  = 20
	svgLabelW  = 380 // function names
	svgBarW    = 520 // longest bar
	svgRowH    = 30  // one function: two bars and a gap
	svgBarH    = 11
	svgStripH  = 22 // one section strip
	svgMaxName = 52 // characters of a name shown before eliding
)

// Colours: one per section kind, and one per merge role.
var (
	kindColor = map[string]string{
		KindText: "#4e79a7", KindRodata: "#76b7b2", KindData: "#edc948", KindBSS: "#b07aa1", KindOther: "#9c755f",
	}
	roleColor = map[string]string{"S": "#2e8b57", "M": "#e15759", "": "#4e79a7"}
)

const beforeColor = "#c8c8c8"

// SVG draws where the bytes are, as a standalone SVG image without
// scripts: the allocated sections before and after merging as two stacked
// strips, then the top largest functions as pairs of bars (grey before,
// coloured after: green survivors, red merged-away functions). Full names
// and sizes are in <title> tooltips. Same report, same bytes.
func (r *Report) SVG(top int) []byte {
	if top <= 0 {
		top = DefaultTop
	}
	rows := FunctionRows(r.Before, r.After)
	if len(rows) > top {
		rows = rows[:top]
	}
	s := &svg{}
	y := svgMargin
	y = s.header(r, y)
	y = s.strips(r, y)
	y = s.functions(r, rows, y)
	y = s.legend(y)
	var out bytes.Buffer
	fmt.Fprintf(&out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	fmt.Fprintf(&out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"12\">\n", svgWidth, y+svgMargin, svgWidth, y+svgMargin)
	fmt.Fprintf(&out, "<rect width=\"100%%\" height=\"100%%\" fill=\"#ffffff\"/>\n")
	out.Write(s.b.Bytes())
	out.WriteString("</svg>\n")
	return out.Bytes()
}

type svg struct{ b bytes.Buffer }

// text writes a <text> element; s is escaped.
func (s *svg) text(x, y int, anchor, style, str string) {
	fmt.Fprintf(&s.b, "<text x=\"%d\" y=\"%d\" text-anchor=\"%s\"%s>%s</text>\n", x, y, anchor, style, esc(str))
}

// rect writes a filled rectangle with a tooltip.
func (s *svg) rect(x, y, w, h int, fill, title string) {
	fmt.Fprintf(&s.b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"><title>%s</title></rect>\n", x, y, w, h, fill, esc(title))
}

func esc(str string) string {
	var b bytes.Buffer
	xml.EscapeText(&b, []byte(str))
	return b.String()
}

func (s *svg) header(r *Report, y int) int {
	y += 16
	s.text(svgMargin, y, "start", ` font-size="18" font-weight="bold"`, "fmerge: where the bytes are")
	y += 22
	s.text(svgMargin, y, "start", "", fmt.Sprintf(".text %d → %d bytes, %s · allocated %d → %d bytes, %s · %s merged in %s",
		r.Before.TextBytes, r.After.TextBytes, Change(r.Before.TextBytes, r.After.TextBytes),
		r.Before.TotalBytes, r.After.TotalBytes, Change(r.Before.TotalBytes, r.After.TotalBytes),
		plural(r.Summary.MergedFunctions, "function"), plural(len(r.Merges), "group")))
	return y + 16
}

// strips draws the allocated sections of both sides as stacked bars on
// one scale.
func (s *svg) strips(r *Report, y int) int {
	scale := max(r.Before.TotalBytes, r.After.TotalBytes)
	for _, side := range []struct {
		name string
		sz   Sizes
	}{{"before", r.Before}, {"after", r.After}} {
		s.text(svgMargin+svgLabelW-8, y+svgStripH-6, "end", "", fmt.Sprintf("sections %s (%d bytes)", side.name, side.sz.TotalBytes))
		x := svgMargin + svgLabelW
		for _, sec := range side.sz.Sections {
			w := scaled(sec.Size, scale)
			if w == 0 {
				continue
			}
			s.rect(x, y, w, svgStripH-4, kindColor[sec.Kind], fmt.Sprintf("%s: %d bytes (%s)", sec.Name, sec.Size, sec.Kind))
			x += w
		}
		y += svgStripH
	}
	return y + 12
}

// scaled maps n bytes to a bar width, at least 1 pixel for non-zero n.
func scaled(n, scale uint64) int {
	if n == 0 || scale == 0 {
		return 0
	}
	return max(1, int(n*svgBarW/scale))
}

func (s *svg) functions(r *Report, rows []FuncRow, y int) int {
	s.text(svgMargin, y+14, "start", ` font-weight="bold"`, fmt.Sprintf("Largest %d functions (bytes before, after)", len(rows)))
	y += 24
	var scale uint64
	for _, f := range rows {
		scale = max(scale, f.Old, f.New)
	}
	role, how := r.mergedNames(), r.memberHow()
	for _, f := range rows {
		name := elide(f.Name, svgMaxName)
		s.b.WriteString("<g>\n")
		fmt.Fprintf(&s.b, "<title>%s: %d → %d bytes%s</title>\n", esc(f.Name), f.Old, f.New, roleNote(role[f.Name], f.NewAlias))
		s.text(svgMargin+svgLabelW-8, y+svgBarH+4, "end", "", name)
		x := svgMargin + svgLabelW
		s.rect(x, y, scaled(f.Old, scale), svgBarH, beforeColor, fmt.Sprintf("before: %d bytes", f.Old))
		s.rect(x, y+svgBarH+1, scaled(f.New, scale), svgBarH, roleColor[role[f.Name]], fmt.Sprintf("after: %d bytes", f.New))
		s.text(x+scaled(max(f.Old, f.New), scale)+6, y+svgBarH+4, "start", ` fill="#555555"`, fmt.Sprintf("%d → %d%s", f.Old, f.New, parens(how[f.Name])))
		s.b.WriteString("</g>\n")
		y += svgRowH
	}
	return y
}

func roleNote(role, aliasOf string) string {
	switch {
	case aliasOf != "":
		return " (alias of " + aliasOf + ")"
	case role == "S":
		return " (merge survivor)"
	case role == "M":
		return " (merged away)"
	}
	return ""
}

func (s *svg) legend(y int) int {
	y += 8
	x := svgMargin
	items := []struct{ color, label string }{
		{beforeColor, "before"}, {roleColor[""], "after"}, {roleColor["S"], "after, merge survivor"}, {roleColor["M"], "after, merged away"},
		{kindColor[KindText], ".text"}, {kindColor[KindRodata], ".rodata"}, {kindColor[KindData], ".data"}, {kindColor[KindBSS], ".bss"}, {kindColor[KindOther], "other"},
	}
	for _, it := range items {
		s.rect(x, y, 12, 12, it.color, it.label)
		s.text(x+16, y+10, "start", "", it.label)
		x += 26 + 7*len(it.label)
	}
	return y + 12
}

// elide shortens s to n runes, marking the cut with an ellipsis.
func elide(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// memberHow maps each merged-away function to how it was replaced.
func (r *Report) memberHow() map[string]string {
	out := map[string]string{}
	for _, g := range r.Merges {
		for _, m := range g.Members {
			out[m.Name] = m.How
		}
	}
	return out
}

func parens(s string) string {
	if s == "" {
		return ""
	}
	return " (" + s + ")"
}
