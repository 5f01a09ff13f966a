package report

import (
	"encoding/binary"
	"fmt"
	"os"
	"testing"
)

// ttfAdvances reads the horizontal advance of each rune in rs from a
// TrueType font, in units of the em (cmap format 4 and hmtx; enough for
// the DejaVu fonts). Only the tests use it: the SVG layout carries its own
// table so rendering needs no font file.
func ttfAdvances(path string, rs []rune) (map[rune]float64, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	be := binary.BigEndian
	tables := map[string][]byte{}
	if len(data) < 12 {
		return nil, fmt.Errorf("%s: too short for a font", path)
	}
	for i := 0; i < int(be.Uint16(data[4:])); i++ {
		rec := data[12+16*i:]
		off, n := be.Uint32(rec[8:]), be.Uint32(rec[12:])
		if int(off+n) > len(data) {
			return nil, fmt.Errorf("%s: table %q out of range", path, rec[:4])
		}
		tables[string(rec[:4])] = data[off : off+n]
	}
	head, hhea, hmtx, cmap := tables["head"], tables["hhea"], tables["hmtx"], tables["cmap"]
	if head == nil || hhea == nil || hmtx == nil || cmap == nil {
		return nil, fmt.Errorf("%s: missing head, hhea, hmtx or cmap", path)
	}
	unitsPerEm := float64(be.Uint16(head[18:]))
	nMetrics := int(be.Uint16(hhea[34:]))
	glyph, err := cmapFormat4(cmap)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	out := map[rune]float64{}
	for _, r := range rs {
		g := glyph(r)
		if g >= nMetrics {
			g = nMetrics - 1 // monospaced tail: the last advance repeats
		}
		out[r] = float64(be.Uint16(hmtx[4*g:])) / unitsPerEm
	}
	return out, nil
}

// cmapFormat4 returns the glyph lookup of the Unicode BMP subtable.
func cmapFormat4(cmap []byte) (func(rune) int, error) {
	be := binary.BigEndian
	for i := 0; i < int(be.Uint16(cmap[2:])); i++ {
		rec := cmap[4+8*i:]
		platform, encoding, off := be.Uint16(rec), be.Uint16(rec[2:]), be.Uint32(rec[4:])
		if !(platform == 3 && encoding == 1) && platform != 0 {
			continue
		}
		st := cmap[off:]
		if be.Uint16(st) != 4 {
			continue
		}
		segs := int(be.Uint16(st[6:])) / 2
		ends, starts := st[14:], st[16+2*segs:]
		deltas, ranges := st[16+4*segs:], st[16+6*segs:]
		return func(r rune) int {
			for s := 0; s < segs; s++ {
				end, start := rune(be.Uint16(ends[2*s:])), rune(be.Uint16(starts[2*s:]))
				if r > end || r < start {
					continue
				}
				delta, ro := int(be.Uint16(deltas[2*s:])), int(be.Uint16(ranges[2*s:]))
				if ro == 0 {
					return (int(r) + delta) & 0xffff
				}
				g := int(be.Uint16(ranges[2*s+ro+2*int(r-start):]))
				if g == 0 {
					return 0
				}
				return (g + delta) & 0xffff
			}
			return 0
		}, nil
	}
	return nil, fmt.Errorf("no cmap format 4 subtable")
}

// TestTextWidthCoversDejaVu checks the SVG's width table against the
// DejaVu Sans the SVG asks for, glyph by glyph, regular and bold: a
// computed width is never narrower than the font draws it, so labels laid
// out by it do not overlap. Skipped where the font is not installed
// (Debian: fonts-dejavu-core).
func TestTextWidthCoversDejaVu(t *testing.T) {
	var rs []rune
	for r := rune(' '); r <= '~'; r++ {
		rs = append(rs, r)
	}
	rs = append(rs, '→', '…', '·', 'é')
	const dir = "/usr/share/fonts/truetype/dejavu/"
	for _, face := range []struct {
		file string
		bold bool
	}{{"DejaVuSans.ttf", false}, {"DejaVuSans-Bold.ttf", true}} {
		adv, err := ttfAdvances(dir+face.file, rs)
		if os.IsNotExist(err) {
			t.Skipf("%s%s not installed", dir, face.file)
		}
		if err != nil {
			t.Fatal(err)
		}
		if adv['m'] < 0.9 || adv['i'] > 0.4 {
			t.Fatalf("%s: implausible advances m=%.3f i=%.3f; is the font parsed right?", face.file, adv['m'], adv['i'])
		}
		for _, r := range rs {
			if got := textWidth(string(r), 1, face.bold); got < adv[r] {
				t.Errorf("%s: %q is %.4f em wide, textWidth says %.4f", face.file, r, adv[r], got)
			}
		}
	}
}
