package report

import (
	"strings"

	"github.com/ianlancetaylor/demangle"
)

// The JSON report keeps symbols exactly as the object files name them
// (mangled), so tools can match them with nm and with other reports. The
// Markdown and SVG renderings are read by people and show C++ names
// demangled; this file is the one place that decides how.

// maxDemangledPow caps a demangled name (2^12 = 4096 bytes). Template-heavy
// symbols can expand enormously; past the cap a name is not readable
// anyway, so it stays mangled.
const maxDemangledPow = 12

// mergedPrefix starts the names merge/similar gives merged functions:
// "__fmerge." followed by the originals' names joined by ".", so a
// demangler sees no mangled name at the start.
const mergedPrefix = "__fmerge."

// Demangle returns the C++ name an Itanium-mangled symbol stands for, in
// the style of llvm-cxxfilt (LLVM tools print these names), e.g.
// "Rect::scale(int)" for "_ZN4Rect5scaleEi". A merged function named
// "__fmerge.A.B" becomes "__fmerge{A', B'}" with A and B demangled. Any
// other symbol, and one the demangler rejects, is returned unchanged.
func Demangle(sym string) string {
	return demangleSym(sym, false)
}

// DemangleShort is Demangle without the parameter list of the function
// itself ("Rect::scale"), for places too narrow for the full name. A
// symbol that does not demangle in full is returned unchanged.
func DemangleShort(sym string) string {
	return demangleSym(sym, true)
}

func demangleSym(sym string, short bool) string {
	if rest, ok := strings.CutPrefix(sym, mergedPrefix); ok {
		return demangleMerged(sym, rest, short)
	}
	return demangleOne(sym, short)
}

// demangleOne demangles one Itanium symbol ("_Z..."). Names of other
// languages (C, and Rust's "_R" scheme, which is not C++) stay as they
// are.
func demangleOne(sym string, short bool) string {
	if !strings.HasPrefix(sym, "_Z") {
		return sym
	}
	opts := []demangle.Option{demangle.NoRust, demangle.LLVMStyle, demangle.MaxLength(maxDemangledPow)}
	full, err := demangle.ToString(sym, opts...)
	if err != nil || len(full) >= 1<<maxDemangledPow {
		return sym
	}
	if !short {
		return full
	}
	// NoParams accepts trailing garbage, so it is only asked once the
	// full form proved the symbol well-formed.
	s, err := demangle.ToString(sym, append(opts, demangle.NoParams)...)
	if err != nil || s == "" {
		return full
	}
	return s
}

// demangleMerged renders "__fmerge.A.B" (A and B possibly merged names
// themselves, or truncated) as "__fmerge{A', B'}": the originals are split
// where a mangled name starts ("._Z"), nested "__fmerge." prefixes are
// dropped (the list is what was merged), and each part is demangled. When
// no part demangles, the symbol is returned unchanged.
func demangleMerged(sym, rest string, short bool) string {
	for strings.HasPrefix(rest, mergedPrefix) {
		rest = strings.TrimPrefix(rest, mergedPrefix)
	}
	parts := strings.Split(rest, "._Z")
	changed := false
	for i, p := range parts {
		if i > 0 {
			p = "_Z" + p
		}
		parts[i] = demangleOne(p, short)
		changed = changed || parts[i] != p
	}
	if !changed {
		return sym
	}
	return "__fmerge{" + strings.Join(parts, ", ") + "}"
}
