package report

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
)

// SVG layout, in pixels. Labels of rows sit left of the plot, right-aligned;
// bars start at the plot's left edge and each bar's numbers follow its
// end, so a chart's scale is chosen to leave them room (barScale).
const (
	svgWidth   = 1100
	svgMargin  = 20
	svgLabelW  = 380 // row labels (function and section names)
	svgPlotX   = svgMargin + svgLabelW
	svgPlotW   = svgWidth - svgMargin - svgPlotX // bars and their numbers
	svgBarMax  = 520                             // longest bar
	svgGap     = 6                               // bar end to its numbers
	svgNameW   = svgLabelW - 8                   // widest row label
	svgRowH    = 30                              // one row: two bars and a gap
	svgBarH    = 11
	svgFont    = 12 // the default font size
	svgBarFont = 11 // numbers on section bars
)

// Colours: one per section kind, and one per merge role. Section bars
// show before at beforeOpacity, after solid.
var (
	kindColor = map[string]string{
		KindText: "#4e79a7", KindRodata: "#76b7b2", KindData: "#edc948", KindBSS: "#b07aa1", KindOther: "#9c755f",
	}
	roleColor = map[string]string{"S": "#2e8b57", "M": "#e15759", "": "#4e79a7"}
)

const (
	beforeColor   = "#c8c8c8"
	beforeOpacity = "0.45"
)

// SVG draws where the bytes are, as a standalone SVG image without
// scripts: the allocated bytes before and after merging as two stacked
// strips, a pair of bars per kind of section (.text, .rodata, .data, .bss,
// then other sections by name), each labelled with its bytes and change,
// then the top largest functions as pairs of bars (grey before, coloured
// after: green survivors, red merged-away functions). C++ names are
// demangled (without parameters when the full name is too wide); full
// names, mangled names and sizes are in <title> tooltips. Same report,
// same bytes.
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
	y = s.sections(r, y)
	y = s.functions(r, rows, y)
	y = s.legend(y)
	var out bytes.Buffer
	fmt.Fprintf(&out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
	fmt.Fprintf(&out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"%d\">\n", svgWidth, y+svgMargin, svgWidth, y+svgMargin, svgFont)
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
	s.rectStyle(x, y, w, h, fill, "", title)
}

// rectStyle is rect with extra attributes (e.g. an opacity).
func (s *svg) rectStyle(x, y, w, h int, fill, style, title string) {
	fmt.Fprintf(&s.b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"%s><title>%s</title></rect>\n", x, y, w, h, fill, style, esc(title))
}

func esc(str string) string {
	var b bytes.Buffer
	xml.EscapeText(&b, []byte(str))
	return b.String()
}

// header writes the title and a summary, wrapped to the picture's width.
func (s *svg) header(r *Report, y int) int {
	y += 16
	s.text(svgMargin, y, "start", ` font-size="18" font-weight="bold"`, "fmerge: where the bytes are")
	y += 6
	parts := []string{
		fmt.Sprintf(".text %d → %d bytes, %s", r.Before.TextBytes, r.After.TextBytes, Change(r.Before.TextBytes, r.After.TextBytes)),
		fmt.Sprintf("allocated %d → %d bytes, %s", r.Before.TotalBytes, r.After.TotalBytes, Change(r.Before.TotalBytes, r.After.TotalBytes)),
		fmt.Sprintf("%s merged in %s", plural(r.Summary.MergedFunctions, "function"), plural(len(r.Merges), "group")),
	}
	for _, line := range wrapText(parts, " · ", svgFont, svgWidth-2*svgMargin) {
		y += 16
		s.text(svgMargin, y, "start", "", line)
	}
	return y + 16
}

// sectionRow is one pair of bars of the sections chart: all allocated
// sections (stacked, parts set), or the sections of one group.
type sectionRow struct {
	name          string
	kind          string
	before, after uint64
	count         int          // sections in the group, both sides
	parts         [2][]Section // the stacked row's sections, before and after
}

// sectionRows groups the allocated sections of both sides: first all of
// them, then .text, .rodata, .data and .bss (as the report's totals count
// them), then other sections by name up to their second dot, so
// ".gcc_except_table.main" joins ".gcc_except_table". Groups empty on both
// sides are left out. The order depends only on the report.
func sectionRows(r *Report) []sectionRow {
	rows := []sectionRow{{name: "allocated", before: r.Before.TotalBytes, after: r.After.TotalBytes,
		parts: [2][]Section{r.Before.Sections, r.After.Sections}}}
	index := map[string]int{}
	for _, k := range []string{KindText, KindRodata, KindData, KindBSS} {
		index["."+k] = len(rows)
		rows = append(rows, sectionRow{name: "." + k, kind: k})
	}
	for side, sz := range []Sizes{r.Before, r.After} {
		for _, sec := range sz.Sections {
			g := sectionGroup(sec)
			i, ok := index[g]
			if !ok {
				i = len(rows)
				index[g] = i
				rows = append(rows, sectionRow{name: g, kind: sec.Kind})
			}
			rows[i].count++
			if side == 0 {
				rows[i].before += sec.Size
			} else {
				rows[i].after += sec.Size
			}
		}
	}
	out := rows[:1]
	for _, row := range rows[1:] {
		if row.before != 0 || row.after != 0 {
			out = append(out, row)
		}
	}
	return out
}

// sectionGroup names the row a section is counted in.
func sectionGroup(sec Section) string {
	if sec.Kind != KindOther {
		return "." + sec.Kind
	}
	if i := strings.IndexByte(sec.Name[min(1, len(sec.Name)):], '.'); i >= 0 {
		return sec.Name[:i+1]
	}
	return sec.Name
}

// afterLabel is the number on an after bar: the bytes, and the change
// when there is one.
func afterLabel(before, after uint64) string {
	switch {
	case before == after:
		return fmt.Sprint(after)
	case before == 0:
		return fmt.Sprintf("%d (new)", after)
	}
	return fmt.Sprintf("%d (%+d, %s)", after, int64(after)-int64(before), Percent(before, after))
}

// sections draws a pair of bars per sectionRow on one scale, each bar
// followed by its numbers.
func (s *svg) sections(r *Report, y int) int {
	rows := sectionRows(r)
	s.text(svgMargin, y+14, "start", ` font-weight="bold"`, "Sections: bytes before (light) and after")
	y += 24
	var bars []barLabel
	for _, row := range rows {
		bars = append(bars,
			barLabel{row.before, textWidth(fmt.Sprint(row.before), svgBarFont, false)},
			barLabel{row.after, textWidth(afterLabel(row.before, row.after), svgBarFont, false)})
	}
	k := barScale(bars, svgBarMax, svgGap, svgPlotW)
	for _, row := range rows {
		s.b.WriteString("<g>\n")
		fmt.Fprintf(&s.b, "<title>%s</title>\n", esc(sectionTitle(row)))
		s.text(svgPlotX-8, y+svgBarH+6, "end", "", fitText(row.name, svgFont, svgNameW))
		for side, v := range []uint64{row.before, row.after} {
			by := y + side*(svgBarH+2)
			if row.parts[side] != nil {
				s.stack(row.parts[side], by, k, side == 0)
			} else if w := barWidth(v, k); w > 0 {
				s.rectStyle(svgPlotX, by, w, svgBarH, kindColor[row.kind], opacity(side == 0), fmt.Sprintf("%s %s: %d bytes", row.name, sideName(side), v))
			}
			label := fmt.Sprint(v)
			if side == 1 {
				label = afterLabel(row.before, row.after)
			}
			s.text(svgPlotX+barWidth(v, k)+svgGap, by+svgBarH-2, "start", fmt.Sprintf(` font-size="%d" fill="#333333"`, svgBarFont), label)
		}
		s.b.WriteString("</g>\n")
		y += svgRowH
	}
	return y + 4
}

// stack draws sections side by side from the plot's left edge. Ends are
// rounded from the running total, so the stack is exactly as long as a
// bar of the sum.
func (s *svg) stack(secs []Section, y int, k float64, before bool) {
	var sum uint64
	x := svgPlotX
	for _, sec := range secs {
		sum += sec.Size
		end := svgPlotX + int(float64(sum)*k)
		if end > x {
			s.rectStyle(x, y, end-x, svgBarH, kindColor[sec.Kind], opacity(before), fmt.Sprintf("%s: %d bytes (%s)", sec.Name, sec.Size, sec.Kind))
			x = end
		}
	}
}

func opacity(before bool) string {
	if before {
		return ` fill-opacity="` + beforeOpacity + `"`
	}
	return ""
}

func sideName(side int) string {
	if side == 0 {
		return "before"
	}
	return "after"
}

// sectionTitle is a row's tooltip: sizes, change and how many sections.
func sectionTitle(row sectionRow) string {
	t := fmt.Sprintf("%s: %d → %d bytes, %s", row.name, row.before, row.after, Change(row.before, row.after))
	if row.parts[0] == nil {
		t += fmt.Sprintf(" (%s before and after)", plural(row.count, "section"))
	}
	return t
}

func (s *svg) functions(r *Report, rows []FuncRow, y int) int {
	s.text(svgMargin, y+14, "start", ` font-weight="bold"`, fmt.Sprintf("Largest %d functions (bytes before, after)", len(rows)))
	y += 24
	role, how := r.mergedNames(), r.memberHow()
	labels := make([]string, len(rows))
	bars := make([]barLabel, len(rows))
	for i, f := range rows {
		labels[i] = fmt.Sprintf("%d → %d%s", f.Old, f.New, parens(how[f.Name]))
		bars[i] = barLabel{max(f.Old, f.New), textWidth(labels[i], svgFont, false)}
	}
	k := barScale(bars, svgBarMax, svgGap, svgPlotW)
	for i, f := range rows {
		s.b.WriteString("<g>\n")
		fmt.Fprintf(&s.b, "<title>%s</title>\n", esc(funcTitle(f, role[f.Name])))
		s.text(svgPlotX-8, y+svgBarH+4, "end", "", svgName(f.Name, svgFont, svgNameW))
		s.rect(svgPlotX, y, barWidth(f.Old, k), svgBarH, beforeColor, fmt.Sprintf("before: %d bytes", f.Old))
		s.rect(svgPlotX, y+svgBarH+1, barWidth(f.New, k), svgBarH, roleColor[role[f.Name]], fmt.Sprintf("after: %d bytes", f.New))
		s.text(svgPlotX+barWidth(max(f.Old, f.New), k)+svgGap, y+svgBarH+4, "start", ` fill="#555555"`, labels[i])
		s.b.WriteString("</g>\n")
		y += svgRowH
	}
	return y
}

// svgName is the label of a function: the demangled name when it fits,
// else without parameters, else that shortened in the middle.
func svgName(sym string, size, width float64) string {
	full := Demangle(sym)
	if textWidth(full, size, false) <= width {
		return full
	}
	return fitText(DemangleShort(sym), size, width)
}

// funcTitle is a function's tooltip: its name and sizes; a C++ name is
// given demangled in full, then mangled, each on its own line.
func funcTitle(f FuncRow, role string) string {
	sizes := fmt.Sprintf("%d → %d bytes%s", f.Old, f.New, roleNote(role, f.NewAlias))
	if d := Demangle(f.Name); d != f.Name {
		return d + "\n" + f.Name + "\n" + sizes
	}
	return f.Name + ": " + sizes
}

func roleNote(role, aliasOf string) string {
	switch {
	case aliasOf != "":
		return " (alias of " + Demangle(aliasOf) + ")"
	case role == "S":
		return " (merge survivor)"
	case role == "M":
		return " (merged away)"
	}
	return ""
}

// legend writes a swatch per colour, wrapping to the picture's width.
func (s *svg) legend(y int) int {
	y += 8
	x := svgMargin
	items := []struct{ color, style, label string }{
		{beforeColor, "", "before"}, {roleColor[""], "", "after"}, {roleColor["S"], "", "after, merge survivor"}, {roleColor["M"], "", "after, merged away"},
		{kindColor[KindText], "", ".text"}, {kindColor[KindRodata], "", ".rodata"}, {kindColor[KindData], "", ".data"}, {kindColor[KindBSS], "", ".bss"}, {kindColor[KindOther], "", "other"},
		{kindColor[KindText], opacity(true), "section before"},
	}
	for _, it := range items {
		w := 16 + int(textWidth(it.label, svgFont, false)+0.999)
		if x+w > svgWidth-svgMargin {
			x = svgMargin
			y += 20
		}
		s.rectStyle(x, y, 12, 12, it.color, it.style, it.label)
		s.text(x+16, y+10, "start", "", it.label)
		x += w + 12
	}
	return y + 12
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
