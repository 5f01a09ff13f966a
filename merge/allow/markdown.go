package allow

import (
	"fmt"
	"strings"
)

// Markdown renders the table for docs: the class legend, counts per kind,
// then one section per kind with name, positions (attributes), class and
// reason, in table order. TABLE.md is this output (go test -run
// TestDocTable -update rewrites it).
func Markdown() string {
	var b strings.Builder
	b.WriteString("# fmerge allow-list (LLVM 14)\n\n")
	b.WriteString("Generated from `merge/allow/table.go` by `go test ./merge/allow -run TestDocTable -update`; do not edit.\n")
	b.WriteString("Anything not listed is NotMergeable (\"unknown ...\").\n")
	b.WriteString("A reason ending in [gap: ...] names where the engine does not implement the class yet.\n\n")
	b.WriteString("| class | meaning |\n|---|---|\n")
	for _, c := range []struct {
		c Class
		s string
	}{
		{Compare, "compared exactly by the comparator (merging requires equality), copied verbatim"},
		{Intersect, "kept on merged code only when both sides agree, dropped from both otherwise"},
		{Drop, "dropped on merged code (hint; costs only optimization or debug quality)"},
		{BodyFact, "derived from the body; dropped (or recomputed) on merged functions, kept by thunks and aliases"},
		{IdenticalOnly, "identical merging handles it; similar merging refuses the function"},
		{NotMergeable, "the function takes part in no merge"},
	} {
		fmt.Fprintf(&b, "| %s | %s |\n", c.c, c.s)
	}
	b.WriteString("\n| kind | entries |\n|---|---:|\n")
	counts := map[Kind]int{}
	for _, e := range table {
		counts[e.Kind]++
	}
	for k := KindOpcode; k <= KindIntrinsic; k++ {
		fmt.Fprintf(&b, "| %s | %d |\n", k, counts[k])
	}
	for k := KindOpcode; k <= KindIntrinsic; k++ {
		fmt.Fprintf(&b, "\n## %s\n\n", k)
		if k == KindAttr {
			b.WriteString("A name ending without its closing quote is a family (prefix). At a call site every attribute that does not block merging is Compare.\n\n")
			b.WriteString("| name | where | class | reason |\n|---|---|---|---|\n")
		} else {
			if k == KindIntrinsic {
				b.WriteString("An entry covers the intrinsic of that name and every name that continues it after a dot (overload suffixes, families); the longest entry wins.\n\n")
			}
			b.WriteString("| name | class | reason |\n|---|---|---|\n")
		}
		for _, e := range table {
			if e.Kind != k {
				continue
			}
			name := "`" + e.Name + "`"
			if k == KindAttr {
				fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", name, e.Where, e.Class, cell(e.Reason))
			} else {
				fmt.Fprintf(&b, "| %s | %s | %s |\n", name, e.Class, cell(e.Reason))
			}
		}
	}
	return b.String()
}

func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
