package compare

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/llir/llvm/asm"
)

// FuzzCompare builds three small functions from the fuzz input and checks
// that Compare is a total order consistent with Hash on them:
//
//   - reflexive: Compare(a, a) == 0;
//   - antisymmetric: Compare(a, b) == -Compare(b, a);
//   - transitive on the triple: a <= b <= c implies a <= c, and strictly
//     if either step is strict;
//   - Compare(a, b) == 0 implies Hash(a) == Hash(b).
//
// The first function is generated from prog (see fuzzGen: a straight-line
// and diamond-shaped body of integer, floating-point, memory, call and
// cast instructions whose types, opcodes, flags and constants are chosen
// by the bytes); the second and third from prog with at most one byte
// changed each (mut1, mut2: 0 keeps prog, otherwise byte mut>>8 becomes
// mut&0xff), so that equal and nearly equal pairs are common. The three
// use different local names, so equality never rests on names.
//
// Seeds: testdata/fuzz/FuzzCompare. Run with
//
//	go test -run='^$' -fuzz='^FuzzCompare$' -fuzztime=1m ./merge/compare
func FuzzCompare(f *testing.F) {
	f.Add([]byte{0, 3, 0, 1, 2, 1, 7, 0, 3}, uint16(0), uint16(0x0105))
	f.Fuzz(func(t *testing.T, prog []byte, mut1, mut2 uint16) {
		if len(prog) > 256 {
			return
		}
		defer watchdog(prog, mut1, mut2).Stop()
		var src strings.Builder
		src.WriteString(fuzzPrelude)
		for i, mut := range []uint16{0, mut1, mut2} {
			src.WriteString(fuzzGen(fmt.Sprintf("f%d", i), "vabc"[i:i+1], mutate(prog, mut)))
		}
		m, err := asm.ParseString("fuzz.ll", src.String())
		if err != nil {
			t.Fatalf("generated module does not parse (a bug of the generator): %v\n%s", err, src.String())
		}
		gn := NewGlobalNumbers(m)
		var fs []*Func
		for _, fn := range m.Funcs {
			if strings.HasPrefix(fn.Name(), "f") && len(fn.Blocks) > 0 {
				fs = append(fs, &Func{IR: fn})
			}
		}
		if len(fs) != 3 {
			t.Fatalf("%d generated functions, want 3", len(fs))
		}
		var cmp [3][3]int
		for i, a := range fs {
			for j, b := range fs {
				cmp[i][j] = Compare(a, b, gn)
				if c := cmp[i][j]; c < -1 || c > 1 {
					t.Fatalf("Compare(f%d, f%d) = %d, want -1, 0 or 1", i, j, c)
				}
			}
		}
		fail := func(format string, a ...any) {
			t.Helper()
			t.Fatalf(format+"\n%s", append(a, src.String())...)
		}
		for i := range fs {
			if cmp[i][i] != 0 {
				fail("not reflexive: Compare(f%d, f%d) = %d", i, i, cmp[i][i])
			}
			for j := range fs {
				if cmp[i][j] != -cmp[j][i] {
					fail("not antisymmetric: Compare(f%d, f%d) = %d, Compare(f%d, f%d) = %d", i, j, cmp[i][j], j, i, cmp[j][i])
				}
				if cmp[i][j] == 0 && Hash(fs[i]) != Hash(fs[j]) {
					fail("f%d and f%d compare equal but hash differently", i, j)
				}
				for k := range fs {
					ij, jk, ik := cmp[i][j], cmp[j][k], cmp[i][k]
					if ij <= 0 && jk <= 0 && (ik > 0 || (ij < 0 || jk < 0) && ik == 0) {
						fail("not transitive: Compare(f%d, f%d) = %d, Compare(f%d, f%d) = %d, Compare(f%d, f%d) = %d", i, j, ij, j, k, jk, i, k, ik)
					}
				}
			}
		}
	})
}

// watchdog crashes the fuzzing process if one input runs for more than 20
// seconds, so that a hang is reported (and its input kept) like a crash.
func watchdog(prog []byte, mut1, mut2 uint16) *time.Timer {
	return time.AfterFunc(20*time.Second, func() {
		panic(fmt.Sprintf("FuzzCompare: input runs for more than 20s: prog %q, mut1 %#x, mut2 %#x", prog, mut1, mut2))
	})
}

// mutate returns prog with byte mut>>8 (mod len) set to mut&0xff; mut == 0
// returns prog itself.
func mutate(prog []byte, mut uint16) []byte {
	if mut == 0 || len(prog) == 0 {
		return prog
	}
	out := append([]byte(nil), prog...)
	out[int(mut>>8)%len(out)] = byte(mut)
	return out
}

// fuzzPrelude declares what generated functions may refer to.
const fuzzPrelude = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.A = type { i32, i64 }
%struct.B = type { i32, i64 }

@g1 = global i32 1
@g2 = global i32 2
@arr = global [4 x i32] zeroinitializer
@s = global %struct.A zeroinitializer

declare i32 @ext(i32)
declare i32 @ext2(i32)
declare i64 @ext64(i64)
declare double @extd(double)
declare void @sink(i32*)

`

// fuzzSigs are the signatures a generated function can have; each gives
// the types of %P0, %P1 (integers or pointers), then double %P2 and i32*
// %P3.
var fuzzSigs = [][2]string{
	{"i32", "i32"}, {"i32", "i64"}, {"i64", "i64"}, {"i32*", "i64"},
	{"i8*", "i32"}, {"i32", "i8"}, {"%struct.A*", "i32"}, {"%struct.B*", "i32"},
}

var (
	fuzzIntOps   = []string{"add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv", "sdiv", "urem", "srem", "add nsw", "add nuw", "sub nsw", "mul nuw nsw", "shl nuw", "lshr exact", "sdiv exact"}
	fuzzFloatOps = []string{"fadd", "fsub", "fmul", "fdiv", "frem", "fadd fast", "fmul nnan", "fsub nsz arcp"}
	fuzzPreds    = []string{"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
	fuzzFPreds   = []string{"oeq", "one", "olt", "ogt", "ueq", "une", "ord", "uno", "true", "false"}
	fuzzDoubles  = []string{"0.0", "-0.0", "1.0", "0.5", "-2.5", "0x7FF8000000000000", "0x7FF0000000000000", "0xFFF8000000000001", "1.0e+10", "0x0000000000000001"}
	fuzzInts     = []int64{0, 1, -1, 2, 7, 42, 255, -128, 1 << 31, -1 << 31, 1 << 40, 3}
)

// fuzzGen returns the text of function @name generated from prog; locals
// are named %<pfx>N.
func fuzzGen(name, pfx string, prog []byte) string {
	g := &gen{prog: prog, pfx: pfx}
	sig := fuzzSigs[int(g.byte())%len(fuzzSigs)]
	ret := []string{"i32", "i64", "double", "i32*"}[g.byte()%4]
	g.vals = map[string][]string{"i32": {"1", "0"}, "i64": {"1"}, "i1": {"true"}, "double": {"1.0"}, "i32*": {"@g1", "@g2"}}
	for i, ty := range []string{sig[0], sig[1], "double", "i32*"} {
		v := fmt.Sprintf("%%%sP%d", pfx, i)
		g.vals[ty] = append(g.vals[ty], v)
	}
	fmt.Fprintf(&g.b, "define %s @%s(%s %%%sP0, %s %%%sP1, double %%%sP2, i32* %%%sP3) {\n", ret, name, sig[0], pfx, sig[1], pfx, pfx, pfx)
	g.b.WriteString(pfx + "entry:\n")
	n := 1 + int(g.byte())%10
	for i := 0; i < n; i++ {
		g.inst()
	}
	fmt.Fprintf(&g.b, "  ret %s %s\n}\n\n", ret, g.pick(ret))
	return g.b.String()
}

// gen is the state of one generated function.
type gen struct {
	prog   []byte
	pos    int
	pfx    string
	n      int
	blocks int
	b      strings.Builder
	// vals lists the values usable at the current point, by type:
	// constants, parameters and results of earlier instructions.
	vals map[string][]string
}

// byte consumes one byte of the program (0 when it is exhausted).
func (g *gen) byte() byte {
	if g.pos >= len(g.prog) {
		return 0
	}
	g.pos++
	return g.prog[g.pos-1]
}

// pick returns a value of type ty chosen by the next byte; for integer
// types a byte with the high bit set makes a constant.
func (g *gen) pick(ty string) string {
	c := g.byte()
	if c&0x80 != 0 && (ty == "i32" || ty == "i64" || ty == "i8") {
		v := fuzzInts[int(c&0x7f)%len(fuzzInts)]
		switch ty {
		case "i32":
			v = int64(int32(v))
		case "i8":
			v = int64(int8(v))
		}
		return fmt.Sprint(v)
	}
	if c&0x80 != 0 && ty == "double" {
		return fuzzDoubles[int(c&0x7f)%len(fuzzDoubles)]
	}
	vs := g.vals[ty]
	if len(vs) == 0 {
		switch ty {
		case "i8", "i32", "i64":
			return "0"
		case "double":
			return "0.0"
		case "i1":
			return "false"
		default:
			return "null"
		}
	}
	return vs[int(c)%len(vs)]
}

// def names a new local of type ty and makes it available.
func (g *gen) def(ty string) string {
	v := fmt.Sprintf("%%%s%d", g.pfx, g.n)
	g.n++
	g.vals[ty] = append(g.vals[ty], v)
	return v
}

// inst appends one instruction (or a diamond of blocks) chosen by the
// program.
func (g *gen) inst() {
	ity := []string{"i32", "i64"}[g.byte()%2]
	switch g.byte() % 14 {
	case 0, 1:
		op := fuzzIntOps[int(g.byte())%len(fuzzIntOps)]
		x, y := g.pick(ity), g.pick(ity)
		fmt.Fprintf(&g.b, "  %s = %s %s %s, %s\n", g.def(ity), op, ity, x, y)
	case 2:
		p := fuzzPreds[int(g.byte())%len(fuzzPreds)]
		x, y := g.pick(ity), g.pick(ity)
		fmt.Fprintf(&g.b, "  %s = icmp %s %s %s, %s\n", g.def("i1"), p, ity, x, y)
	case 3:
		c, x, y := g.pick("i1"), g.pick(ity), g.pick(ity)
		fmt.Fprintf(&g.b, "  %s = select i1 %s, %s %s, %s %s\n", g.def(ity), c, ity, x, ity, y)
	case 4:
		op := fuzzFloatOps[int(g.byte())%len(fuzzFloatOps)]
		x, y := g.pick("double"), g.pick("double")
		fmt.Fprintf(&g.b, "  %s = %s double %s, %s\n", g.def("double"), op, x, y)
	case 5:
		p := fuzzFPreds[int(g.byte())%len(fuzzFPreds)]
		x, y := g.pick("double"), g.pick("double")
		fmt.Fprintf(&g.b, "  %s = fcmp %s double %s, %s\n", g.def("i1"), p, x, y)
	case 6:
		al := []int{1, 2, 4, 8}[g.byte()%4]
		vol := []string{"", "volatile "}[g.byte()%2]
		p := g.pick("i32*")
		fmt.Fprintf(&g.b, "  %s = load %si32, i32* %s, align %d\n", g.def("i32"), vol, p, al)
	case 7:
		al := []int{1, 4}[g.byte()%2]
		v, p := g.pick("i32"), g.pick("i32*")
		fmt.Fprintf(&g.b, "  store i32 %s, i32* %s, align %d\n", v, p, al)
	case 8:
		switch g.byte() % 4 {
		case 0:
			x := g.pick("i32")
			fmt.Fprintf(&g.b, "  %s = call i32 @%s(i32 %s)\n", g.def("i32"), []string{"ext", "ext2"}[g.byte()%2], x)
		case 1:
			x := g.pick("i64")
			fmt.Fprintf(&g.b, "  %s = tail call i64 @ext64(i64 %s)\n", g.def("i64"), x)
		case 2:
			x := g.pick("double")
			fmt.Fprintf(&g.b, "  %s = call fast double @extd(double %s)\n", g.def("double"), x)
		default:
			fmt.Fprintf(&g.b, "  call void @sink(i32* %s)\n", g.pick("i32*"))
		}
	case 9:
		switch g.byte() % 5 {
		case 0:
			x := g.pick("i32")
			fmt.Fprintf(&g.b, "  %s = %s i32 %s to i64\n", g.def("i64"), []string{"sext", "zext"}[g.byte()%2], x)
		case 1:
			x := g.pick("i64")
			fmt.Fprintf(&g.b, "  %s = trunc i64 %s to i32\n", g.def("i32"), x)
		case 2:
			x := g.pick("double")
			fmt.Fprintf(&g.b, "  %s = %s double %s to i32\n", g.def("i32"), []string{"fptosi", "fptoui"}[g.byte()%2], x)
		case 3:
			x := g.pick("i32")
			fmt.Fprintf(&g.b, "  %s = sitofp i32 %s to double\n", g.def("double"), x)
		default:
			x := g.pick("i32*")
			fmt.Fprintf(&g.b, "  %s = ptrtoint i32* %s to i64\n", g.def("i64"), x)
		}
	case 10:
		switch g.byte() % 3 {
		case 0:
			i := g.pick("i64")
			fmt.Fprintf(&g.b, "  %s = getelementptr inbounds [4 x i32], [4 x i32]* @arr, i64 0, i64 %s\n", g.def("i32*"), i)
		case 1:
			i := g.pick("i64")
			fmt.Fprintf(&g.b, "  %s = getelementptr i32, i32* %s, i64 %s\n", g.def("i32*"), g.pick("i32*"), i)
		default:
			fmt.Fprintf(&g.b, "  %s = getelementptr inbounds %%struct.A, %%struct.A* @s, i64 0, i32 %d\n", g.def("i32*"), 0)
		}
	case 11:
		fmt.Fprintf(&g.b, "  %s = load i32, i32* getelementptr inbounds ([4 x i32], [4 x i32]* @arr, i64 0, i64 %d), align 4\n", g.def("i32"), g.byte()%4)
	case 12:
		x := g.pick(ity)
		fmt.Fprintf(&g.b, "  %s = atomicrmw %s %s* %s, %s %s seq_cst\n", g.def(ity), []string{"add", "xchg"}[g.byte()%2], ity, g.ptrTo(ity), ity, x)
	default:
		g.diamond(ity)
	}
}

// ptrTo returns a pointer to ity: for i32 one of the i32* values, for i64
// a fresh bitcast of one.
func (g *gen) ptrTo(ity string) string {
	p := g.pick("i32*")
	if ity == "i32" {
		return p
	}
	v := fmt.Sprintf("%%%s%d", g.pfx, g.n)
	g.n++
	fmt.Fprintf(&g.b, "  %s = bitcast i32* %s to i64*\n", v, p)
	return v
}

// diamond ends the current block with a conditional branch (or a switch)
// to two blocks that join in a new block with a phi of one value computed
// in each.
func (g *gen) diamond(ity string) {
	g.blocks++
	k := g.blocks
	t, e, j := fmt.Sprintf("%st%d", g.pfx, k), fmt.Sprintf("%se%d", g.pfx, k), fmt.Sprintf("%sj%d", g.pfx, k)
	if g.byte()%2 == 0 {
		fmt.Fprintf(&g.b, "  br i1 %s, label %%%s, label %%%s\n", g.pick("i1"), t, e)
	} else {
		fmt.Fprintf(&g.b, "  switch i32 %s, label %%%s [\n    i32 %d, label %%%s\n  ]\n", g.pick("i32"), e, g.byte()%3, t)
	}
	arm := func(label string) string {
		op := fuzzIntOps[int(g.byte())%len(fuzzIntOps)]
		x, y := g.pick(ity), g.pick(ity)
		v := fmt.Sprintf("%%%s%d", g.pfx, g.n)
		g.n++
		fmt.Fprintf(&g.b, "%s:\n  %s = %s %s %s, %s\n  br label %%%s\n", label, v, op, ity, x, y, j)
		return v
	}
	vt := arm(t)
	ve := arm(e)
	fmt.Fprintf(&g.b, "%s:\n", j)
	fmt.Fprintf(&g.b, "  %s = phi %s [ %s, %%%s ], [ %s, %%%s ]\n", g.def(ity), ity, vt, t, ve, e)
}
