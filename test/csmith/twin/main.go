// Command twin adds an identical copy ("twin") of every internal function
// of an LLVM IR module and sends every other direct call to the twins, so
// that a program with no duplicate functions gets many, and merging them
// back requires MergeFunctions' cascade (a caller becomes identical to its
// twin only after their callees were merged).
//
//	twin < in.ll > out.ll
//
// The result computes exactly what the input computes. The csmith
// differential test uses it because csmith programs have almost no
// duplicate functions of their own.
package main

import (
	"bufio"
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

func main() {
	out, err := twin(os.Stdin)
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
func twin(r io.Reader) ([]string, error) {
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
		out = append(out, body[1:]...)
		twins[m[1]] = true
		i = end
	}
	redirect(out, twins)
	return out, nil
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
