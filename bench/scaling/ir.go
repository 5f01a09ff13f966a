package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand"
	"os"
	"strconv"
	"strings"
)

// Writing the generated program as LLVM 14 IR, so that the whole of
// `fmerge rank` (reading the text, encoding, fingerprinting, ranking) can be
// measured on a million functions (bench/scaling/ir.sh).
//
// Each of the vocabSize vocabulary entries becomes one instruction template
// with its own (opcode, result type, operand types), which is exactly what
// package encode puts in a code: the IR's codes are then a renaming of the
// generated ones, and the exact shingle Jaccard of every planted pair is the
// same in the IR as in the generator (irVocabDistinct checks the templates
// are pairwise different). Templates are straight-line and type-correct in
// any order: each reads the latest value of its operand types and defines
// the latest value of its result type.

// irType is one first-class type the templates use; i1 only as a
// comparison result and select condition.
type irType struct {
	name  string // LLVM spelling
	param string // the function parameter holding its first value
}

var (
	tI1  = irType{"i1", "%c"}
	tI8  = irType{"i8", "%b"}
	tI16 = irType{"i16", "%h"}
	tI32 = irType{"i32", "%w"}
	tI64 = irType{"i64", "%q"}
	tF32 = irType{"float", "%f"}
	tF64 = irType{"double", "%d"}

	intTypes   = []irType{tI8, tI16, tI32, tI64}
	floatTypes = []irType{tF32, tF64}
	valueTypes = []irType{tI8, tI16, tI32, tI64, tF32, tF64}
	allTypes   = []irType{tI1, tI8, tI16, tI32, tI64, tF32, tF64}
)

// template is one vocabulary instruction: op applied to the latest values
// of args, defining a new value of result (result.name == "" for none).
type template struct {
	text   string // opcode and anything fixed before the operands, e.g. "add" or "icmp slt"
	result irType
	args   []irType
	kind   int // tmplPlain, tmplCast, tmplMem, tmplCall
	callee string
}

const (
	tmplPlain = iota // op T a, b (binary), op T a (unary), select
	tmplCast         // op S a to T
	tmplLoad         // load T, T* p
	tmplStore        // store T a, T* p
	tmplGEP          // getelementptr inbounds T, T* p, i64 a
	tmplCall         // call R @callee(args)
)

// irVocab builds n templates: the ~150 non-call instructions first, in a
// fixed shuffled order interleaved with calls (so the most frequent
// vocabulary entries mix arithmetic, memory and calls, as real code does),
// then calls with distinct signatures.
func irVocab(n int) []template {
	var plain []template
	bin := []string{"add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv", "sdiv", "urem", "srem"}
	for _, t := range intTypes {
		for _, op := range bin {
			plain = append(plain, template{text: op, result: t, args: []irType{t, t}})
		}
		plain = append(plain, template{text: "icmp slt", result: tI1, args: []irType{t, t}})
	}
	for _, t := range floatTypes {
		for _, op := range []string{"fadd", "fsub", "fmul", "fdiv", "frem"} {
			plain = append(plain, template{text: op, result: t, args: []irType{t, t}})
		}
		plain = append(plain, template{text: "fneg", result: t, args: []irType{t}})
		plain = append(plain, template{text: "fcmp olt", result: tI1, args: []irType{t, t}})
	}
	for _, t := range valueTypes {
		plain = append(plain, template{text: "select", result: t, args: []irType{tI1, t, t}})
		plain = append(plain, template{text: "load", result: t, args: []irType{t}, kind: tmplLoad})
		plain = append(plain, template{text: "store", args: []irType{t}, kind: tmplStore})
		plain = append(plain, template{text: "getelementptr", result: t, args: []irType{t, tI64}, kind: tmplGEP})
	}
	for i, from := range append([]irType{tI1}, intTypes...) {
		for j, to := range intTypes {
			switch {
			case i > j+1:
				plain = append(plain, template{text: "trunc", result: to, args: []irType{from}, kind: tmplCast})
			case i < j+1:
				plain = append(plain, template{text: "zext", result: to, args: []irType{from}, kind: tmplCast})
				plain = append(plain, template{text: "sext", result: to, args: []irType{from}, kind: tmplCast})
			}
		}
	}
	for _, it := range intTypes {
		for _, ft := range floatTypes {
			for _, op := range []string{"sitofp", "uitofp"} {
				plain = append(plain, template{text: op, result: ft, args: []irType{it}, kind: tmplCast})
			}
			for _, op := range []string{"fptosi", "fptoui"} {
				plain = append(plain, template{text: op, result: it, args: []irType{ft}, kind: tmplCast})
			}
		}
	}
	plain = append(plain,
		template{text: "fpext", result: tF64, args: []irType{tF32}, kind: tmplCast},
		template{text: "fptrunc", result: tF32, args: []irType{tF64}, kind: tmplCast})

	rng := rand.New(rand.NewSource(7))
	rng.Shuffle(len(plain), func(i, j int) { plain[i], plain[j] = plain[j], plain[i] })
	calls := callTemplates(n)
	out := make([]template, 0, n)
	for len(out) < n {
		if len(plain) > 0 && (len(calls) == 0 || len(out)%3 != 2) {
			out, plain = append(out, plain[0]), plain[1:]
		} else {
			out, calls = append(out, calls[0]), calls[1:]
		}
	}
	return out
}

// callTemplates returns calls with pairwise different signatures (result
// void or a value type, zero to four value-type arguments), at least n.
func callTemplates(n int) []template {
	var out []template
	var args func(prefix []irType, left int)
	args = func(prefix []irType, left int) {
		for _, r := range append([]irType{{}}, valueTypes...) {
			if len(out) >= n {
				return
			}
			out = append(out, template{text: "call", result: r, args: append([]irType(nil), prefix...),
				kind: tmplCall, callee: "@e" + strconv.Itoa(len(out))})
		}
		if left == 0 {
			return
		}
		for _, t := range valueTypes {
			args(append(prefix, t), left-1)
		}
	}
	args(nil, 4)
	return out
}

// irVocabDistinct reports two templates that would encode alike, or "".
func irVocabDistinct(vocab []template) string {
	seen := map[string]int{}
	for i, t := range vocab {
		// The opcode without a comparison predicate (not encoded), the
		// result type, the operand types; a call's callee signature is
		// its argument and result types.
		key := strings.Fields(t.text)[0] + " " + t.result.name
		for _, a := range t.args {
			key += " " + a.name
		}
		if j, ok := seen[key]; ok {
			return fmt.Sprintf("templates %d and %d both %q", j, i, key)
		}
		seen[key] = i
	}
	return ""
}

// writeIR writes prog as one LLVM 14 module: function i is @f%07d, its
// body the templates of its codes in order.
func writeIR(w io.Writer, prog *program) error {
	vocab := irVocab(vocabSize)
	if msg := irVocabDistinct(vocab); msg != "" {
		return fmt.Errorf("vocabulary: %s", msg)
	}
	index := make(map[uint32]int, len(prog.vocab))
	for i, c := range prog.vocab {
		if _, dup := index[c]; !dup {
			index[c] = i
		}
	}
	bw := bufio.NewWriterSize(w, 1<<20)
	bw.WriteString("target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128\"\n")
	bw.WriteString("target triple = \"x86_64-pc-linux-gnu\"\n\n")
	for _, t := range vocab {
		if t.kind != tmplCall {
			continue
		}
		ret := t.result.name
		if ret == "" {
			ret = "void"
		}
		var ps []string
		for _, a := range t.args {
			ps = append(ps, a.name)
		}
		fmt.Fprintf(bw, "declare %s %s(%s)\n", ret, t.callee, strings.Join(ps, ", "))
	}
	var cur map[string]string
	for i, codes := range prog.codes {
		fmt.Fprintf(bw, "\ndefine i64 @f%07d(i1 %%c, i8 %%b, i16 %%h, i32 %%w, i64 %%q, float %%f, double %%d, "+
			"i8* %%pb, i16* %%ph, i32* %%pw, i64* %%pq, float* %%pf, double* %%pd) {\n", i)
		cur = map[string]string{}
		for _, t := range allTypes {
			cur[t.name] = t.param
		}
		for n, c := range codes {
			writeInst(bw, vocab[index[c]], n, cur)
		}
		fmt.Fprintf(bw, "  ret i64 %s\n}\n", cur["i64"])
	}
	return bw.Flush()
}

// writeInst writes one instance of t as the n-th instruction, reading and
// updating cur (type name → latest value).
func writeInst(w *bufio.Writer, t template, n int, cur map[string]string) {
	name := "%t" + strconv.Itoa(n)
	w.WriteString("  ")
	if t.result.name != "" && t.kind != tmplGEP {
		w.WriteString(name + " = ")
	}
	a := func(k int) string { return cur[t.args[k].name] }
	ptr := func(k int) string { return t.args[k].name + "* %p" + t.args[k].param[1:] }
	switch t.kind {
	case tmplPlain:
		w.WriteString(t.text + " ")
		if t.text == "select" {
			fmt.Fprintf(w, "i1 %s, %s %s, %s %s", a(0), t.result.name, a(1), t.result.name, a(2))
		} else if len(t.args) == 1 {
			fmt.Fprintf(w, "%s %s", t.args[0].name, a(0))
		} else {
			fmt.Fprintf(w, "%s %s, %s", t.args[0].name, a(0), a(1))
		}
	case tmplCast:
		fmt.Fprintf(w, "%s %s %s to %s", t.text, t.args[0].name, a(0), t.result.name)
	case tmplLoad:
		fmt.Fprintf(w, "load %s, %s", t.result.name, ptr(0))
	case tmplStore:
		fmt.Fprintf(w, "store %s %s, %s", t.args[0].name, a(0), ptr(0))
	case tmplGEP:
		// A GEP defines a pointer, not a value of a template type: it is
		// named on its own and left unused, as address arithmetic feeding
		// only debug info or a later-removed access would be.
		fmt.Fprintf(w, "%s = getelementptr inbounds %s, %s, i64 %s", name, t.args[0].name, ptr(0), a(1))
	case tmplCall:
		ret := t.result.name
		if ret == "" {
			ret = "void"
		}
		var as []string
		for k, arg := range t.args {
			as = append(as, arg.name+" "+a(k))
		}
		fmt.Fprintf(w, "call %s %s(%s)", ret, t.callee, strings.Join(as, ", "))
	}
	w.WriteString("\n")
	if t.result.name != "" && t.kind != tmplGEP {
		cur[t.result.name] = name
	}
}

// writeIRFile writes prog to path.
func writeIRFile(path string, prog *program) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := writeIR(f, prog); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
