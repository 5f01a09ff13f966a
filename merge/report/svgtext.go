package report

// An SVG has no text layout: every label's position is computed here, and
// nothing may overlap a bar or leave the picture. That needs the width of
// a string before any renderer sees it. The SVG asks for DejaVu Sans first
// (Helvetica and Arial, the fallbacks, are narrower), so widths are
// computed from DejaVu Sans' own advance widths; font_test.go checks the
// table against the installed font.

// dejaVuAdvance holds DejaVu Sans' advance widths of ' ' through '~', in
// thousandths of an em, rounded up.
var dejaVuAdvance = [95]uint16{
	318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337,
	637, 637, 637, 637, 637, 637, 637, 637, 637, 637, 337, 337, 838, 838, 838, 531,
	1000, 685, 687, 699, 771, 632, 576, 775, 752, 295, 295, 656, 558, 863, 749, 788,
	604, 788, 695, 635, 611, 732, 685, 989, 686, 611, 686, 391, 337, 391, 838, 500,
	500, 613, 635, 550, 635, 616, 353, 635, 634, 278, 278, 580, 278, 975, 634, 612,
	635, 635, 412, 521, 393, 634, 592, 818, 592, 592, 525, 637, 337, 637, 838,
}

// boldFactor bounds how much wider DejaVu Sans Bold is than the regular
// face, glyph by glyph (the largest ratio, of 'I' and 'J', is 1.265).
const boldFactor = 1.27

// textWidth is the width in pixels of s set in DejaVu Sans at size
// pixels. Characters outside ASCII count one em, the widest advance of
// any glyph the SVG uses (→, …, ·) and of CJK text.
func textWidth(s string, size float64, bold bool) float64 {
	em := 0.0
	for _, r := range s {
		if r >= ' ' && r <= '~' {
			em += float64(dejaVuAdvance[r-' ']) / 1000
		} else {
			em++
		}
	}
	w := em * size
	if bold {
		w *= boldFactor
	}
	return w
}

// fitText shortens s until it is at most width pixels wide, cutting the
// middle: the start of a C++ name says where it lives and the end which
// function it is, so both stay.
func fitText(s string, size, width float64) string {
	if textWidth(s, size, false) <= width {
		return s
	}
	r := []rune(s)
	for keep := len(r) - 1; keep > 0; keep-- {
		head := (keep + 1) / 2
		cand := string(r[:head]) + "…" + string(r[len(r)-(keep-head):])
		if textWidth(cand, size, false) <= width {
			return cand
		}
	}
	return "…"
}

// wrapText splits parts joined by sep into lines at most width pixels
// wide (a part wider than that gets a line of its own).
func wrapText(parts []string, sep string, size, width float64) []string {
	var lines []string
	cur := ""
	for _, p := range parts {
		if cur != "" && textWidth(cur+sep+p, size, false) > width {
			lines = append(lines, cur)
			cur = ""
		}
		if cur == "" {
			cur = p
		} else {
			cur += sep + p
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// barScale picks the pixels per byte of one chart: bars at most maxBar
// pixels long, and each bar's label, set gap pixels after the bar's end,
// inside width pixels.
func barScale(bars []barLabel, maxBar, gap, width float64) float64 {
	var most uint64
	for _, b := range bars {
		most = max(most, b.bytes)
	}
	if most == 0 {
		return 0
	}
	k := maxBar / float64(most)
	for _, b := range bars {
		if b.bytes == 0 {
			continue
		}
		// A bar is at least one pixel long, which must leave room too.
		room := width - gap - b.width
		k = min(k, max(room, 1)/float64(b.bytes))
	}
	return k
}

// barLabel is a bar's length in bytes and its label's width in pixels.
type barLabel struct {
	bytes uint64
	width float64
}

// barWidth is the length in pixels of a bar of n bytes, at least one
// pixel when n is not zero.
func barWidth(n uint64, k float64) int {
	if n == 0 || k == 0 {
		return 0
	}
	return max(1, int(float64(n)*k))
}
