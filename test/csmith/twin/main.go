// Command twin adds an identical copy ("twin") of every internal function
// of an LLVM IR module and sends every other direct call to the twins, so
// that a program with no duplicate functions gets many, and merging them
// back requires MergeFunctions' cascade (a caller becomes identical to its
// twin only after their callees were merged).
//
//	twin < in.ll > out.ll
//
// With -commute, each twin also swaps the two operands of its first
// commutative integer instruction (add, mul, and, or, xor): it computes the
// same, but is no longer identical to its original, only similar, so
// merging it back is similar merging's job (a select on the function
// identifier for the swapped operands).
//
//	twin -commute < in.ll > out.ll
//
// With -weak, the twin is external (a strong definition) and two more
// copies, f.w1 and f.w2, are weak. The twin's calls go to twins, the weak
// copies' to originals, and every other call in turn to the four copies.
// The weak pair merges through a private body, which the external twin
// takes over once the original callees have merged into their twins (the
// external twin of an internal function is the one kept); calls through
// the weak names run the forwarders: the interposable-function paths of
// MergeFunctions, run and checked.
//
//	twin -weak < in.ll > out.ll
//
// The result computes exactly what the input computes. The csmith
// differential test uses it because csmith programs have almost no
// duplicate functions of their own.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
)

// defineInternal matches the header of an internal function definition.
var defineInternal = regexp.MustCompile(`^define internal .*?@([-a-zA-Z$._0-9]+)\(`)

// callee matches a direct call's callee.
var callee = regexp.MustCompile(`call [^@]*@([-a-zA-Z$._0-9]+)\(`)

// commutative matches an integer add/mul/and/or/xor with two plain
// operands (no metadata after them).
var commutative = regexp.MustCompile(`^(\s+%[-a-zA-Z$._0-9]+ = (?:add|mul|and|or|xor)(?: nuw)?(?: nsw)? i[0-9]+ )([^,\s]+), ([^,\s]+)$`)

func main() {
	commute := flag.Bool("commute", false, "swap the operands of the first commutative instruction of each twin")
	weak := flag.Bool("weak", false, "make the twin external and add two weak copies of it")
	flag.Parse()
	out, err := twin(os.Stdin, options{commute: *commute, weak: *weak})
	if err != nil {
		fmt.Fprintln(os.Stderr, "twin:", err)
		os.Exit(2)
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	for _, l := range out {
		w.WriteString(l)
		w.WriteByte('\n')
	}
}

// options select twin's variants (see the package comment).
type options struct{ commute, weak bool }

// suffixes are the names of a function's copies, the original's ("")
// first: calls go to them in turn.
func (o options) suffixes() []string {
	if o.weak {
		return []string{"", ".twin", ".w1", ".w2"}
	}
	return []string{"", ".twin"}
}

// twin returns the lines of the transformed module.
func twin(r io.Reader, o options) ([]string, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	twins := map[string]bool{}
	var out []string
	// fixed[i], when set, is the copy every call on out[i] goes to;
	// calls on other lines go to the copies in turn.
	var fixed []string
	emit := func(to string, ls ...string) {
		out = append(out, ls...)
		for range ls {
			fixed = append(fixed, to)
		}
	}
	for i := 0; i < len(lines); i++ {
		m := defineInternal.FindStringSubmatch(lines[i])
		if m == nil {
			emit("", lines[i])
			continue
		}
		end := i
		for end < len(lines) && lines[end] != "}" {
			end++
		}
		if end == len(lines) {
			return nil, fmt.Errorf("line %d: function @%s has no closing brace", i+1, m[1])
		}
		body := lines[i : end+1]
		emit("", body...)
		copied := append([]string(nil), body[1:]...)
		if o.commute {
			swapFirst(copied)
		}
		for _, suffix := range o.suffixes()[1:] {
			header := strings.Replace(body[0], "@"+m[1]+"(", "@"+m[1]+suffix+"(", 1)
			to := ""
			if o.weak {
				linkage, callees := "define weak ", "."
				if suffix == ".twin" {
					linkage, callees = "define ", ".twin"
				}
				header = strings.Replace(header, "define internal ", linkage, 1)
				to = callees
			}
			emit(to, "", header)
			emit(to, copied...)
		}
		twins[m[1]] = true
		i = end
	}
	redirect(out, fixed, twins, o.suffixes())
	return out, nil
}

// swapFirst swaps the operands of the first commutative instruction.
func swapFirst(body []string) {
	for i, l := range body {
		if m := commutative.FindStringSubmatch(l); m != nil && m[2] != m[3] {
			body[i] = m[1] + m[3] + ", " + m[2]
			return
		}
	}
}

// redirect sends the direct calls to a twinned function on line i to the
// copy fixed[i] names ("." for the original) or, where it names none, to
// its copies in turn (counted over the whole module in order): with two,
// every second such call goes to the twin.
func redirect(lines, fixed []string, twins map[string]bool, suffixes []string) {
	n := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "define ") || strings.HasPrefix(l, "declare ") {
			continue
		}
		m := callee.FindStringSubmatchIndex(l)
		if m == nil || !twins[l[m[2]:m[3]]] {
			continue
		}
		to := strings.TrimPrefix(fixed[i], ".")
		if fixed[i] == "" {
			n++
			to = suffixes[(n-1)%len(suffixes)]
		} else if fixed[i] == ".twin" {
			to = ".twin"
		}
		lines[i] = l[:m[3]] + to + l[m[3]:]
	}
}
