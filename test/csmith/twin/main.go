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
	flag.Parse()
	out, err := twin(os.Stdin, *commute)
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

// twin returns the lines of the transformed module.
func twin(r io.Reader, commute bool) ([]string, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	twins := map[string]bool{}
	var out []string
	for i := 0; i < len(lines); i++ {
		m := defineInternal.FindStringSubmatch(lines[i])
		if m == nil {
			out = append(out, lines[i])
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
		out = append(out, body...)
		out = append(out, "")
		copyHeader := strings.Replace(body[0], "@"+m[1]+"(", "@"+m[1]+".twin(", 1)
		out = append(out, copyHeader)
		copied := append([]string(nil), body[1:]...)
		if commute {
			swapFirst(copied)
		}
		out = append(out, copied...)
		twins[m[1]] = true
		i = end
	}
	redirect(out, twins)
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

// redirect sends every second direct call to a twinned function (counted
// over the whole module in order) to its twin.
func redirect(lines []string, twins map[string]bool) {
	n := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "define ") || strings.HasPrefix(l, "declare ") {
			continue
		}
		m := callee.FindStringSubmatchIndex(l)
		if m == nil || !twins[l[m[2]:m[3]]] {
			continue
		}
		n++
		if n%2 == 0 {
			lines[i] = l[:m[3]] + ".twin" + l[m[3]:]
		}
	}
}
