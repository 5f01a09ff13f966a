package irmod

import (
	"strconv"
)

// llir v0.3.6 decodes floating-point constants into Go floats and prints
// them again, which is exact for ordinary values but not for NaNs (payload
// and signalling bit are lost: every NaN prints as the canonical quiet NaN)
// nor for some long-double forms. inexactFloats finds, in one line of text,
// the literals it cannot print exactly, so that the loader can (1) hand them
// to the comparator, which would otherwise see two different NaNs as equal,
// and (2) keep functions holding them away from any code llir prints.

// inexactFloats returns the hexadecimal floating-point literals of line
// that llir does not print back bit for bit, in text order. Strings and
// comments are skipped.
func inexactFloats(line []byte) []string {
	var out []string
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case c == '"':
			for i++; i < len(line) && line[i] != '"'; i++ {
			}
		case c == ';':
			return out
		case c == '0' && i+1 < len(line) && line[i+1] == 'x' && (i == 0 || !IsIdentChar(line[i-1])):
			j := i + 2
			for j < len(line) && IsIdentChar(line[j]) {
				j++
			}
			if lit := string(line[i:j]); !exactFloat(lit) {
				out = append(out, lit)
			}
			i = j - 1
		case IsIdentChar(c) || c == '%' || c == '@' || c == '!' || c == '#' || c == '$':
			// Skip a whole word or name, so "0x" inside it is not a literal.
			for i+1 < len(line) && IsIdentChar(line[i+1]) {
				i++
			}
		}
	}
	return out
}

// exactFloat reports whether llir round-trips the hexadecimal float literal
// lit (as written after the type: 0x..., 0xK..., 0xL..., 0xM..., 0xH...,
// 0xR...). Anything it does not recognise is treated as inexact.
func exactFloat(lit string) bool {
	digits := lit[2:]
	kind := byte(0)
	if len(digits) > 0 && digits[0] >= 'G' && digits[0] <= 'Z' {
		kind, digits = digits[0], digits[1:]
	}
	word := func(from, to int) (uint64, bool) {
		if to > len(digits) {
			return 0, false
		}
		v, err := strconv.ParseUint(digits[from:to], 16, 64)
		return v, err == nil
	}
	switch kind {
	case 0: // double (also float and half constants, widened): 16 digits
		v, ok := word(0, len(digits))
		if !ok || len(digits) > 16 {
			return false
		}
		exp, mant := v>>52&0x7FF, v&(1<<52-1)
		// The canonical quiet NaN, of either sign, is what llir prints.
		return exp != 0x7FF || mant == 0 || mant == 1<<51
	case 'K': // x86_fp80: sign+exponent (16 bits), then the 64-bit significand
		se, ok1 := word(0, 4)
		sig, ok2 := word(4, 20)
		if !ok1 || !ok2 || len(digits) != 20 {
			return false
		}
		exp, integer := se&0x7FFF, sig>>63
		// Infinities/NaNs and the non-canonical encodings (pseudo-denormals,
		// unnormals) are not kept by a conversion through a Go float.
		return exp != 0x7FFF && (exp == 0) == (integer == 0)
	case 'L': // fp128: low 64 bits, then high 64 bits (sign, 15-bit exponent)
		hi, ok := word(16, 32)
		if !ok || len(digits) != 32 {
			return false
		}
		return hi>>48&0x7FFF != 0x7FFF
	case 'H': // half
		v, ok := word(0, len(digits))
		if !ok || len(digits) != 4 {
			return false
		}
		return v&0x7C00 != 0x7C00
	}
	// 0xM (ppc_fp128, a pair of doubles) and 0xR (bfloat) are not verified.
	return false
}
