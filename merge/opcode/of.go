package opcode

import (
	"strings"

	"github.com/llir/llvm/ir"
)

// Of returns the opcode of an llir instruction or terminator, 0 for
// anything else.
func Of(inst any) Op {
	switch inst.(type) {
	case *ir.TermRet:
		return Ret
	case *ir.TermBr, *ir.TermCondBr:
		return Br
	case *ir.TermSwitch:
		return Switch
	case *ir.TermIndirectBr:
		return IndirectBr
	case *ir.TermInvoke:
		return Invoke
	case *ir.TermResume:
		return Resume
	case *ir.TermUnreachable:
		return Unreachable
	case *ir.TermCleanupRet:
		return CleanupRet
	case *ir.TermCatchRet:
		return CatchRet
	case *ir.TermCatchSwitch:
		return CatchSwitch
	case *ir.TermCallBr:
		return CallBr
	}
	if op := arithmetic(inst); op != 0 {
		return op
	}
	if op := memoryOrCast(inst); op != 0 {
		return op
	}
	return other(inst)
}

func arithmetic(inst any) Op {
	switch inst.(type) {
	case *ir.InstFNeg:
		return FNeg
	case *ir.InstAdd:
		return Add
	case *ir.InstFAdd:
		return FAdd
	case *ir.InstSub:
		return Sub
	case *ir.InstFSub:
		return FSub
	case *ir.InstMul:
		return Mul
	case *ir.InstFMul:
		return FMul
	case *ir.InstUDiv:
		return UDiv
	case *ir.InstSDiv:
		return SDiv
	case *ir.InstFDiv:
		return FDiv
	case *ir.InstURem:
		return URem
	case *ir.InstSRem:
		return SRem
	case *ir.InstFRem:
		return FRem
	case *ir.InstShl:
		return Shl
	case *ir.InstLShr:
		return LShr
	case *ir.InstAShr:
		return AShr
	case *ir.InstAnd:
		return And
	case *ir.InstOr:
		return Or
	case *ir.InstXor:
		return Xor
	}
	return 0
}

func memoryOrCast(inst any) Op {
	switch inst.(type) {
	case *ir.InstAlloca:
		return Alloca
	case *ir.InstLoad:
		return Load
	case *ir.InstStore:
		return Store
	case *ir.InstGetElementPtr:
		return GetElementPtr
	case *ir.InstFence:
		return Fence
	case *ir.InstCmpXchg:
		return AtomicCmpXchg
	case *ir.InstAtomicRMW:
		return AtomicRMW
	case *ir.InstTrunc:
		return Trunc
	case *ir.InstZExt:
		return ZExt
	case *ir.InstSExt:
		return SExt
	case *ir.InstFPToUI:
		return FPToUI
	case *ir.InstFPToSI:
		return FPToSI
	case *ir.InstUIToFP:
		return UIToFP
	case *ir.InstSIToFP:
		return SIToFP
	case *ir.InstFPTrunc:
		return FPTrunc
	case *ir.InstFPExt:
		return FPExt
	case *ir.InstPtrToInt:
		return PtrToInt
	case *ir.InstIntToPtr:
		return IntToPtr
	case *ir.InstBitCast:
		return BitCast
	case *ir.InstAddrSpaceCast:
		return AddrSpaceCast
	}
	return 0
}

func other(inst any) Op {
	switch inst.(type) {
	case *ir.InstCleanupPad:
		return CleanupPad
	case *ir.InstCatchPad:
		return CatchPad
	case *ir.InstICmp:
		return ICmp
	case *ir.InstFCmp:
		return FCmp
	case *ir.InstPhi:
		return PHI
	case *ir.InstCall:
		return Call
	case *ir.InstSelect:
		return Select
	case *ir.InstVAArg:
		return VAArg
	case *ir.InstExtractElement:
		return ExtractElement
	case *ir.InstInsertElement:
		return InsertElement
	case *ir.InstShuffleVector:
		return ShuffleVector
	case *ir.InstExtractValue:
		return ExtractValue
	case *ir.InstInsertValue:
		return InsertValue
	case *ir.InstLandingPad:
		return LandingPad
	case *ir.InstFreeze:
		return Freeze
	}
	return 0
}

// Key is an instruction as code size sees it: its opcode and, for a
// branch, whether it is conditional (`br i1` compiles to a compare and
// jump, `br label` to a jump or to nothing; both are LLVM's Br). Block
// pairing counts instructions by Key and the cost model prices them by Key.
type Key struct {
	Op   Op
	Cond bool
}

// KeyOf returns the Key of an llir instruction or terminator.
func KeyOf(inst any) Key {
	_, cond := inst.(*ir.TermCondBr)
	return Key{Op: Of(inst), Cond: cond}
}

// String is the opcode's keyword, "br i1" for a conditional branch.
func (k Key) String() string {
	if k.Cond {
		return k.Op.String() + " i1"
	}
	return k.Op.String()
}

// Keys of the instructions code generation adds and the cost model names.
var (
	BrKey     = Key{Op: Br}
	CondBrKey = Key{Op: Br, Cond: true}
)

// ParseKey reads a Key's String form ("add", "br i1"); the zero Key if it
// names no opcode.
func ParseKey(s string) Key {
	if op, ok := strings.CutSuffix(s, " i1"); ok && Parse(op) == Br {
		return CondBrKey
	}
	return Key{Op: Parse(s)}
}

// Successors returns the successor blocks of a terminator in LLVM's
// getSuccessor order (duplicates kept), read from the operands (llir's
// cached Successors can be stale after edits). It is fmerge's one
// successor order: the comparator and its hash walk the CFG with it, and
// alignment and code generation find reachable blocks with it.
func Successors(t ir.Terminator) []*ir.Block {
	var out []*ir.Block
	add := func(v any) {
		if b, ok := v.(*ir.Block); ok {
			out = append(out, b)
		}
	}
	switch t := t.(type) {
	case *ir.TermBr:
		add(t.Target)
	case *ir.TermCondBr:
		add(t.TargetTrue)
		add(t.TargetFalse)
	case *ir.TermSwitch:
		add(t.TargetDefault)
		for _, k := range t.Cases {
			add(k.Target)
		}
	case *ir.TermIndirectBr:
		for _, v := range t.ValidTargets {
			add(v)
		}
	case *ir.TermInvoke:
		add(t.NormalRetTarget)
		add(t.ExceptionRetTarget)
	case *ir.TermCallBr:
		add(t.NormalRetTarget)
		for _, v := range t.OtherRetTargets {
			add(v)
		}
	case *ir.TermCatchSwitch:
		if t.DefaultUnwindTarget != nil {
			add(t.DefaultUnwindTarget)
		}
		for _, v := range t.Handlers {
			add(v)
		}
	case *ir.TermCatchRet:
		add(t.Target)
	case *ir.TermCleanupRet:
		if t.UnwindTarget != nil {
			add(t.UnwindTarget)
		}
	}
	return out
}
