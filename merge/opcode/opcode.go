// Package opcode is fmerge's one vocabulary of LLVM instructions: LLVM
// 14's opcode numbers (llvm/IR/Instruction.def), their keywords as LLVM
// prints them, and which llir instruction type has which. The comparator,
// the fingerprint encoding, the allow-list, block pairing, code generation,
// the cost model and the text prefilter all name instructions with it.
package opcode

// Op is an LLVM 14 opcode; 0 is no opcode (an unknown instruction).
type Op uint8

// The opcodes, in LLVM 14's order and numbering.
const (
	Ret Op = iota + 1
	Br
	Switch
	IndirectBr
	Invoke
	Resume
	Unreachable
	CleanupRet
	CatchRet
	CatchSwitch
	CallBr
	FNeg
	Add
	FAdd
	Sub
	FSub
	Mul
	FMul
	UDiv
	SDiv
	FDiv
	URem
	SRem
	FRem
	Shl
	LShr
	AShr
	And
	Or
	Xor
	Alloca
	Load
	Store
	GetElementPtr
	Fence
	AtomicCmpXchg
	AtomicRMW
	Trunc
	ZExt
	SExt
	FPToUI
	FPToSI
	UIToFP
	SIToFP
	FPTrunc
	FPExt
	PtrToInt
	IntToPtr
	BitCast
	AddrSpaceCast
	CleanupPad
	CatchPad
	ICmp
	FCmp
	PHI
	Call
	Select
	UserOp1
	UserOp2
	VAArg
	ExtractElement
	InsertElement
	ShuffleVector
	ExtractValue
	InsertValue
	LandingPad
	Freeze
)

// keywords are the opcodes as LLVM's parser and printer write them.
var keywords = [...]string{
	Ret: "ret", Br: "br", Switch: "switch", IndirectBr: "indirectbr", Invoke: "invoke", Resume: "resume",
	Unreachable: "unreachable", CleanupRet: "cleanupret", CatchRet: "catchret", CatchSwitch: "catchswitch",
	CallBr: "callbr", FNeg: "fneg", Add: "add", FAdd: "fadd", Sub: "sub", FSub: "fsub", Mul: "mul",
	FMul: "fmul", UDiv: "udiv", SDiv: "sdiv", FDiv: "fdiv", URem: "urem", SRem: "srem", FRem: "frem",
	Shl: "shl", LShr: "lshr", AShr: "ashr", And: "and", Or: "or", Xor: "xor", Alloca: "alloca",
	Load: "load", Store: "store", GetElementPtr: "getelementptr", Fence: "fence", AtomicCmpXchg: "cmpxchg",
	AtomicRMW: "atomicrmw", Trunc: "trunc", ZExt: "zext", SExt: "sext", FPToUI: "fptoui", FPToSI: "fptosi",
	UIToFP: "uitofp", SIToFP: "sitofp", FPTrunc: "fptrunc", FPExt: "fpext", PtrToInt: "ptrtoint",
	IntToPtr: "inttoptr", BitCast: "bitcast", AddrSpaceCast: "addrspacecast", CleanupPad: "cleanuppad",
	CatchPad: "catchpad", ICmp: "icmp", FCmp: "fcmp", PHI: "phi", Call: "call", Select: "select",
	UserOp1: "userop1", UserOp2: "userop2", VAArg: "va_arg", ExtractElement: "extractelement",
	InsertElement: "insertelement", ShuffleVector: "shufflevector", ExtractValue: "extractvalue",
	InsertValue: "insertvalue", LandingPad: "landingpad", Freeze: "freeze",
}

var byKeyword = func() map[string]Op {
	m := map[string]Op{}
	for op, k := range keywords {
		if k != "" {
			m[k] = Op(op)
		}
	}
	return m
}()

// String is the opcode's keyword ("getelementptr", "cmpxchg"), "" for 0.
func (o Op) String() string {
	if int(o) < len(keywords) {
		return keywords[o]
	}
	return ""
}

// Parse returns the opcode a keyword names, 0 if none.
func Parse[T ~string | ~[]byte](keyword T) Op { return byKeyword[string(keyword)] }

// IsTerminator reports the opcodes that end a block.
func (o Op) IsTerminator() bool { return o >= Ret && o <= CallBr }
