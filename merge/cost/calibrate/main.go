// Command calibrate measures the x86-64 code size of LLVM IR instructions by
// compiling small functions with llc and writes merge/cost/table.go.
//
// For each opcode it compiles a function holding a dependent chain of N
// such instructions and a base function without them; the cost is the
// difference of the two function sizes (llvm-nm --print-size) divided by N,
// in bytes. Run it through merge/cost/calibrate.sh.
package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

const n = 16

// probe describes how to emit one instance of an opcode: %x<i> from
// %x<i-1>; params are i64 %a, i64 %b, double %d, i64* %p, i1 %c.
type probe struct {
	op   string // the opcode's keyword; "br i1" for a conditional branch
	line func(i int) string
	// result: the value (of type i64) the chain ends with.
	result func() string
}

func chain(f string) func(i int) string {
	return func(i int) string { return fmt.Sprintf(f, i, i-1) }
}

var probes = []probe{
	{op: "add", line: chain("%%x%d = add i64 %%x%d, %%b")},
	{op: "sub", line: chain("%%x%d = sub i64 %%x%d, %%b")},
	{op: "mul", line: chain("%%x%d = mul i64 %%x%d, %%b")},
	{op: "sdiv", line: chain("%%x%d = sdiv i64 %%x%d, %%b")},
	{op: "udiv", line: chain("%%x%d = udiv i64 %%x%d, %%b")},
	{op: "srem", line: chain("%%x%d = srem i64 %%x%d, %%b")},
	{op: "urem", line: chain("%%x%d = urem i64 %%x%d, %%b")},
	{op: "shl", line: chain("%%x%d = shl i64 %%x%d, %%b")},
	{op: "lshr", line: chain("%%x%d = lshr i64 %%x%d, %%b")},
	{op: "ashr", line: chain("%%x%d = ashr i64 %%x%d, %%b")},
	{op: "and", line: chain("%%x%d = and i64 %%x%d, %%b")},
	{op: "or", line: chain("%%x%d = or i64 %%x%d, %%b")},
	{op: "xor", line: chain("%%x%d = xor i64 %%x%d, %%b")},
	{op: "select", line: func(i int) string {
		return fmt.Sprintf("%%x%d = select i1 %%c, i64 %%x%d, i64 %%b", i, i-1)
	}},
	{op: "icmp", line: func(i int) string {
		return fmt.Sprintf("%%c%d = icmp slt i64 %%x%d, %%b\n  %%x%d = zext i1 %%c%d to i64", i, i-1, i, i)
	}},
	{op: "zext", line: func(i int) string {
		return fmt.Sprintf("%%t%d = trunc i64 %%x%d to i32\n  %%x%d = zext i32 %%t%d to i64", i, i-1, i, i)
	}},
	{op: "sext", line: func(i int) string {
		return fmt.Sprintf("%%t%d = trunc i64 %%x%d to i32\n  %%x%d = sext i32 %%t%d to i64", i, i-1, i, i)
	}},
	{op: "load", line: func(i int) string {
		return fmt.Sprintf("%%q%d = getelementptr i64, i64* %%p, i64 %d\n  %%l%d = load volatile i64, i64* %%q%d\n  %%x%d = add i64 %%x%d, %%l%d", i, i, i, i, i, i-1, i)
	}},
	{op: "store", line: func(i int) string {
		return fmt.Sprintf("%%q%d = getelementptr i64, i64* %%p, i64 %d\n  store volatile i64 %%x%d, i64* %%q%d\n  %%x%d = add i64 %%x%d, 0", i, i, i-1, i, i, i-1)
	}},
	{op: "getelementptr", line: func(i int) string {
		return fmt.Sprintf("%%g%d = getelementptr i64, i64* %%p, i64 %%x%d\n  %%x%d = ptrtoint i64* %%g%d to i64", i, i-1, i, i)
	}},
	{op: "call", line: func(i int) string {
		return fmt.Sprintf("%%x%d = call i64 @ext(i64 %%x%d, i64 %%b)", i, i-1)
	}},
	{op: "fadd", line: func(i int) string {
		return fmt.Sprintf("%%f%d = sitofp i64 %%x%d to double\n  %%h%d = fadd double %%f%d, %%d\n  %%x%d = fptosi double %%h%d to i64", i, i-1, i, i, i, i)
	}},
	{op: "br i1", line: func(i int) string {
		return fmt.Sprintf("%%c%d = icmp eq i64 %%x%d, %d\n  br i1 %%c%d, label %%y%d, label %%z%d\ny%d:\n  call void @side()\n  br label %%z%d\nz%d:\n  %%x%d = add i64 %%x%d, 1",
			i, i-1, i, i, i, i, i, i, i, i, i-1)
	}},
}

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: calibrate LLC OUT.go")
		os.Exit(2)
	}
	llc, out := os.Args[1], os.Args[2]
	dir, err := os.MkdirTemp("", "calib")
	check(err)
	defer os.RemoveAll(dir)
	var mod strings.Builder
	mod.WriteString("declare i64 @ext(i64, i64)\ndeclare void @side()\n")
	mod.WriteString(fn("base", nil))
	for _, p := range probes {
		mod.WriteString(fn(symbol(p.op), p.line))
	}
	mod.WriteString("define void @f_empty() {\n  ret void\n}\ndefine void @f_empty2() {\n  ret void\n}\n")
	ll := filepath.Join(dir, "c.ll")
	obj := filepath.Join(dir, "c.o")
	check(os.WriteFile(ll, []byte(mod.String()), 0o644))
	run(llc, "-O2", "-filetype=obj", "-o", obj, ll)
	sizes, _ := symbolSizes(obj)
	costs := map[string]float64{}
	for _, p := range probes {
		costs[p.op] = float64(sizes["f_"+symbol(p.op)]-sizes["f_base"]) / n
	}
	// A function costs its prologue/epilogue and, on average, half of the
	// 16-byte alignment padding; "empty" functions measure both.
	function := float64(sizes["f_empty"]) + 7.5
	costs["ret"] = float64(sizes["f_empty"])
	write(out, function, costs)
}

func fn(name string, line func(int) string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "define i64 @f_%s(i64 %%a, i64 %%b, double %%d, i64* %%p, i1 %%c) {\nentry:\n  %%x0 = add i64 %%a, 0\n", name)
	last := 0
	if line != nil {
		for i := 1; i <= n; i++ {
			b.WriteString("  " + line(i) + "\n")
		}
		last = n
	}
	fmt.Fprintf(&b, "  ret i64 %%x%d\n}\n", last)
	if name == "empty" {
		return ""
	}
	return b.String()
}

func run(name string, args ...string) []byte {
	cmd := exec.Command(name, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n%s", name, err, errb.String())
		os.Exit(1)
	}
	return out.Bytes()
}

func symbolSizes(obj string) (map[string]int, map[string]int) {
	nm := os.Getenv("LLVM_NM")
	if nm == "" {
		nm = "llvm-nm"
	}
	sizes, addrs := map[string]int{}, map[string]int{}
	for _, l := range strings.Split(string(run(nm, "--print-size", obj)), "\n") {
		f := strings.Fields(l)
		if len(f) == 4 {
			a, _ := strconv.ParseInt(f[0], 16, 64)
			s, _ := strconv.ParseInt(f[1], 16, 64)
			sizes[f[3]], addrs[f[3]] = int(s), int(a)
		}
	}
	return sizes, addrs
}

// symbol is the probe function's name part for an opcode keyword.
func symbol(op string) string { return strings.ReplaceAll(op, " ", "_") }

func write(path string, function float64, costs map[string]float64) {
	keys := make([]string, 0, len(costs))
	for k := range costs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString("// Code generated by merge/cost/calibrate.sh; DO NOT EDIT.\n\npackage cost\n\n")
	b.WriteString("// measuredFunction is the x86-64 code size, in bytes, of one more function\n// (its return and, on average, half of the 16-byte alignment padding).\n")
	fmt.Fprintf(&b, "const measuredFunction = %.3f\n\n", function)
	b.WriteString("// measured is the x86-64 code size, in bytes, of one instruction of each\n// opcode (by keyword, opcode.ParseKey) as llc -O2 compiles it (see\n// calibrate/main.go).\nvar measured = map[string]float64{\n")
	for _, k := range keys {
		fmt.Fprintf(&b, "\t%q: %.3f,\n", k, costs[k])
	}
	b.WriteString("}\n")
	check(os.WriteFile(path, []byte(b.String()), 0o644))
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
