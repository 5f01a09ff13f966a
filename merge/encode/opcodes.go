package encode

import "github.com/llir/llvm/ir"

// opcodeOf returns the LLVM 14 opcode number of an instruction or
// terminator (llvm/IR/Instruction.def), 0 if unknown.
func opcodeOf(inst interface{}) uint32 {
	switch inst.(type) {
	// Terminators.
	case *ir.TermRet:
		return 1
	case *ir.TermBr, *ir.TermCondBr:
		return 2
	case *ir.TermSwitch:
		return 3
	case *ir.TermIndirectBr:
		return 4
	case *ir.TermInvoke:
		return 5
	case *ir.TermResume:
		return 6
	case *ir.TermUnreachable:
		return 7
	case *ir.TermCleanupRet:
		return 8
	case *ir.TermCatchRet:
		return 9
	case *ir.TermCatchSwitch:
		return 10
	case *ir.TermCallBr:
		return 11
	case *ir.InstFNeg:
		return 12
	}
	if op := binaryOpcode(inst); op != 0 {
		return op
	}
	if op := memoryOpcode(inst); op != 0 {
		return op
	}
	return otherOpcode(inst)
}

func binaryOpcode(inst interface{}) uint32 {
	switch inst.(type) {
	case *ir.InstAdd:
		return 13
	case *ir.InstFAdd:
		return 14
	case *ir.InstSub:
		return 15
	case *ir.InstFSub:
		return 16
	case *ir.InstMul:
		return 17
	case *ir.InstFMul:
		return 18
	case *ir.InstUDiv:
		return 19
	case *ir.InstSDiv:
		return 20
	case *ir.InstFDiv:
		return 21
	case *ir.InstURem:
		return 22
	case *ir.InstSRem:
		return 23
	case *ir.InstFRem:
		return 24
	case *ir.InstShl:
		return 25
	case *ir.InstLShr:
		return 26
	case *ir.InstAShr:
		return 27
	case *ir.InstAnd:
		return 28
	case *ir.InstOr:
		return 29
	case *ir.InstXor:
		return 30
	}
	return 0
}

func memoryOpcode(inst interface{}) uint32 {
	switch inst.(type) {
	case *ir.InstAlloca:
		return 31
	case *ir.InstLoad:
		return 32
	case *ir.InstStore:
		return 33
	case *ir.InstGetElementPtr:
		return 34
	case *ir.InstFence:
		return 35
	case *ir.InstCmpXchg:
		return 36
	case *ir.InstAtomicRMW:
		return 37
	case *ir.InstTrunc:
		return 38
	case *ir.InstZExt:
		return 39
	case *ir.InstSExt:
		return 40
	case *ir.InstFPToUI:
		return 41
	case *ir.InstFPToSI:
		return 42
	case *ir.InstUIToFP:
		return 43
	case *ir.InstSIToFP:
		return 44
	case *ir.InstFPTrunc:
		return 45
	case *ir.InstFPExt:
		return 46
	case *ir.InstPtrToInt:
		return 47
	case *ir.InstIntToPtr:
		return 48
	case *ir.InstBitCast:
		return 49
	case *ir.InstAddrSpaceCast:
		return 50
	}
	return 0
}

func otherOpcode(inst interface{}) uint32 {
	switch inst.(type) {
	case *ir.InstCleanupPad:
		return 51
	case *ir.InstCatchPad:
		return 52
	case *ir.InstICmp:
		return 53
	case *ir.InstFCmp:
		return 54
	case *ir.InstPhi:
		return 55
	case *ir.InstCall:
		return 56
	case *ir.InstSelect:
		return 57
	case *ir.InstVAArg:
		return 60
	case *ir.InstExtractElement:
		return 61
	case *ir.InstInsertElement:
		return 62
	case *ir.InstShuffleVector:
		return 63
	case *ir.InstExtractValue:
		return 64
	case *ir.InstInsertValue:
		return 65
	case *ir.InstLandingPad:
		return 66
	case *ir.InstFreeze:
		return 67
	}
	return 0
}
