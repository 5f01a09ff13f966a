package opcode

import (
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// A module with an instruction of (nearly) every kind llir reads.
const src = `
declare i32 @__gxx_personality_v0(...)
declare void @g(i32)

define i32 @f(i32 %a, float %x, i32* %p, <2 x i32> %v, { i32, i32 } %s, i8* %va) personality i32 (...)* @__gxx_personality_v0 {
entry:
  %n = fneg float %x
  %b = add nsw i32 %a, 1
  %c = fadd float %x, %x
  %d = sub i32 %a, %b
  %e = fsub float %c, %x
  %f = mul i32 %a, %a
  %g = fmul float %x, %c
  %h = udiv i32 %a, 3
  %i = sdiv i32 %a, 3
  %j = fdiv float %x, %c
  %k = urem i32 %a, 3
  %l = srem i32 %a, 3
  %m = frem float %x, %c
  %o = shl i32 %a, 1
  %q = lshr i32 %a, 1
  %r = ashr i32 %a, 1
  %t = and i32 %a, 1
  %u = or i32 %a, 1
  %w = xor i32 %a, 1
  %al = alloca i32
  %ld = load i32, i32* %p
  store i32 %a, i32* %p
  %gep = getelementptr i32, i32* %p, i64 1
  fence seq_cst
  %cx = cmpxchg i32* %p, i32 0, i32 1 seq_cst seq_cst
  %rmw = atomicrmw add i32* %p, i32 1 seq_cst
  %tr = trunc i32 %a to i8
  %ze = zext i8 %tr to i32
  %se = sext i8 %tr to i32
  %fu = fptoui float %x to i32
  %fs = fptosi float %x to i32
  %uf = uitofp i32 %a to float
  %sf = sitofp i32 %a to float
  %ft = fptrunc float %x to half
  %fe = fpext float %x to double
  %pi = ptrtoint i32* %p to i64
  %ip = inttoptr i64 %pi to i32*
  %bc = bitcast i32* %p to i8*
  %as = addrspacecast i32* %p to i32 addrspace(1)*
  %ic = icmp eq i32 %a, 0
  %fc = fcmp olt float %x, %c
  %sel = select i1 %ic, i32 %a, i32 %b
  %vaa = va_arg i8* %va, i32
  %ee = extractelement <2 x i32> %v, i32 0
  %ie = insertelement <2 x i32> %v, i32 %a, i32 1
  %sv = shufflevector <2 x i32> %v, <2 x i32> %v, <2 x i32> zeroinitializer
  %ev = extractvalue { i32, i32 } %s, 0
  %iv = insertvalue { i32, i32 } %s, i32 %a, 1
  %fr = freeze i32 %a
  call void @g(i32 %a)
  invoke void @g(i32 %a) to label %ok unwind label %lp
ok:
  br i1 %ic, label %one, label %two
one:
  %ph = phi i32 [ %a, %ok ]
  switch i32 %ph, label %two [ i32 1, label %un ]
un:
  unreachable
two:
  ret i32 %b
lp:
  %lpad = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %lpad
}
`

// Of agrees with what LLVM prints: the keyword of every instruction's
// printed text is Of(inst).String(), and Parse reads it back.
func TestOfMatchesPrintedKeyword(t *testing.T) {
	m, err := asm.ParseString("opcode_test.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Op]bool{}
	var items []any
	for _, b := range m.Funcs[len(m.Funcs)-1].Blocks {
		for _, inst := range b.Insts {
			items = append(items, inst)
		}
		items = append(items, b.Term)
	}
	for _, it := range items {
		text := it.(interface{ LLString() string }).LLString()
		if i := strings.Index(text, " = "); i >= 0 && strings.HasPrefix(text, "%") {
			text = text[i+3:]
		}
		word := strings.Fields(text)[0]
		op := Of(it)
		if op == 0 || op.String() != word || Parse(word) != op {
			t.Errorf("%T printed %q: Of gives %d %q", it, word, op, op)
		}
		seen[op] = true
	}
	if len(seen) < 55 {
		t.Errorf("only %d opcodes seen", len(seen))
	}
}

// Numbering is LLVM 14's (llvm/IR/Instruction.def), which the
// fingerprint encoding and the comparator's hash depend on.
func TestLLVM14Numbering(t *testing.T) {
	for op, n := range map[Op]int{Ret: 1, CallBr: 11, FNeg: 12, Add: 13, Xor: 30, Alloca: 31, GetElementPtr: 34,
		AtomicRMW: 37, Trunc: 38, AddrSpaceCast: 50, CleanupPad: 51, ICmp: 53, PHI: 55, Call: 56, VAArg: 60,
		LandingPad: 66, Freeze: 67} {
		if int(op) != n {
			t.Errorf("%s is %d, LLVM 14 numbers it %d", op, op, n)
		}
	}
	for op := Ret; op <= Freeze; op++ {
		if op.String() == "" || Parse(op.String()) != op {
			t.Errorf("opcode %d: keyword %q does not read back", op, op)
		}
		if op.IsTerminator() != (op <= CallBr) {
			t.Errorf("%s: IsTerminator wrong", op)
		}
	}
}

// KeyOf tells conditional branches from unconditional ones.
func TestKeyOfBranches(t *testing.T) {
	m, err := asm.ParseString("opcode_test.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	f := m.Funcs[len(m.Funcs)-1]
	if k := KeyOf(f.Blocks[1].Term); k != CondBrKey || k.String() != "br i1" {
		t.Errorf("conditional branch: %v %q", k, k)
	}
	if k := KeyOf(f.Blocks[0].Insts[0]); k != (Key{Op: FNeg}) || k.String() != "fneg" {
		t.Errorf("fneg: %v %q", k, k)
	}
}

// Successors follows LLVM's getSuccessor order: default before cases,
// normal before unwind destination, true before false.
func TestSuccessorsOrder(t *testing.T) {
	m, err := asm.ParseString("opcode_test.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	f := m.Funcs[len(m.Funcs)-1]
	for _, c := range []struct{ block, want string }{{"entry", "ok lp"}, {"ok", "one two"}, {"one", "two un"}, {"un", ""}} {
		var got []string
		for _, b := range f.Blocks {
			if b.LocalName == c.block {
				for _, s := range Successors(b.Term) {
					got = append(got, s.LocalName)
				}
			}
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%s: successors %q, want %q", c.block, got, c.want)
		}
	}
}
