package allow

// This file is the table: every construct of LLVM 14 IR, its class and why.
// TestLLVM14ListsAreClassified fails when LLVM 14's own lists name
// something missing here; TABLE.md is generated from it (TestDocTable).

// Shared reasons.
const (
	rHintDropped  = " (identical merging drops the survivor's hints of this kind when the sides differ; merged code drops them)"
	rBundleInputs = "similar merging does not remap operand-bundle inputs, which name local values"
	rCmp          = "compared by the comparator, copied verbatim"
	rCodegen      = "changes code generation or the ABI: both sides must agree"
	rABIParam     = "changes how the argument or result is passed (ABI): both sides must agree"
	rPromise      = "caller's promise about the argument; keep only on a parameter both sides share and both mark (a side that does not use a merged parameter passes undef for it)"
	rRetFact      = "promise about the returned value, derived from the body; the merged return value is a select/phi of both sides: drop or recompute"
	rInferred     = "inferred from the body by FunctionAttrs; the merged body is new code (selects, speculated instructions, calls through thunks): drop or recompute"
	rParamFact    = "inferred from the body about this argument; parameters are remapped in merged functions: drop or recompute"
	rMDSemant     = "changes semantics (violations are poison/UB or allow transformations): compared, never kept from one side only"
	rHint         = "optimization hint: keep only when both sides agree"
	rTarget       = "target intrinsic: an ordinary call with fixed semantics, compared by callee and operands"
	rFrame        = "observes the machine frame or return address, which a thunk or merged body changes"
	rFunclet      = "Windows/wasm funclet EH: pads and their tokens are tied to this function's CFG; identical bodies are kept verbatim, codegen cannot build them"
	rGC           = "statepoint/GC lowering ties roots and safepoints to this frame; not handled"
	rDeopt        = "deoptimization state describes this function's abstract frame"
	rGPUEntry     = "GPU/shader entry point: never alias, thunk or merge it"
	rIntr         = "interrupt/signal handler: entry point with a special prologue and epilogue; a thunk cannot be written for it"
	rCC           = "calling convention: compared (part of the signature), merged functions and thunks use it unchanged"
)

func op(name string, c Class, why string) Entry {
	return Entry{Kind: KindOpcode, Name: name, Class: c, Reason: why}
}
func flg(name string, c Class, why string) Entry {
	return Entry{Kind: KindFlag, Name: name, Class: c, Reason: why}
}
func attr(name string, w Where, c Class, why string) Entry {
	return Entry{Kind: KindAttr, Name: name, Where: w, Class: c, Reason: why}
}
func strAttrs(prefix bool, c Class, why string, names ...string) []Entry {
	var out []Entry
	for _, n := range names {
		out = append(out, Entry{Kind: KindAttr, Name: `"` + n, Where: FnAttr, Prefix: prefix, Class: c, Reason: why})
		if !prefix {
			out[len(out)-1].Name += `"`
		}
	}
	return out
}
func cc(name string, c Class, why string) Entry {
	return Entry{Kind: KindCallConv, Name: name, Class: c, Reason: why}
}
func md(name string, c Class, why string) Entry {
	return Entry{Kind: KindMetadata, Name: name, Class: c, Reason: why}
}
func bundle(name string, c Class, why string) Entry {
	return Entry{Kind: KindBundle, Name: name, Class: c, Reason: why}
}
func konst(name string, c Class, why string) Entry {
	return Entry{Kind: KindConstant, Name: name, Class: c, Reason: why}
}
func fprop(name string, c Class, why string) Entry {
	return Entry{Kind: KindFunc, Name: name, Class: c, Reason: why}
}
func intr(c Class, why string, names ...string) []Entry {
	out := make([]Entry, len(names))
	for i, n := range names {
		out[i] = Entry{Kind: KindIntrinsic, Name: n, Class: c, Reason: why}
	}
	return out
}

func join(parts ...[]Entry) []Entry {
	var out []Entry
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// ccNumbers maps the numbers of CallingConv.h to their keywords (the
// conventions without a keyword have `cc N` entries).
var ccNumbers = map[string]string{
	"0": "ccc", "8": "fastcc", "9": "coldcc", "10": "ghccc", "12": "webkit_jscc", "13": "anyregcc",
	"14": "preserve_mostcc", "15": "preserve_allcc", "16": "swiftcc", "17": "cxx_fast_tlscc", "18": "tailcc",
	"19": "cfguard_checkcc", "20": "swifttailcc", "64": "x86_stdcallcc", "65": "x86_fastcallcc",
	"66": "arm_apcscc", "67": "arm_aapcscc", "68": "arm_aapcs_vfpcc", "69": "msp430_intrcc",
	"70": "x86_thiscallcc", "71": "ptx_kernel", "72": "ptx_device", "75": "spir_func", "76": "spir_kernel",
	"77": "intel_ocl_bicc", "78": "x86_64_sysvcc", "79": "win64cc", "80": "x86_vectorcallcc", "81": "hhvmcc",
	"82": "hhvm_ccc", "83": "x86_intrcc", "84": "avr_intrcc", "85": "avr_signalcc", "87": "amdgpu_vs",
	"88": "amdgpu_gs", "89": "amdgpu_ps", "90": "amdgpu_cs", "91": "amdgpu_kernel", "92": "x86_regcallcc",
	"93": "amdgpu_hs", "95": "amdgpu_ls", "96": "amdgpu_es", "97": "aarch64_vector_pcs",
	"98": "aarch64_sve_vector_pcs", "100": "amdgpu_gfx",
}

var table = join(opcodes, flags, attrs, callConvs, metadataKinds, bundles, constants, funcProps, intrinsics)

var opcodes = []Entry{
	op("ret", Compare, rCmp),
	op("br", Compare, rCmp),
	op("switch", Compare, rCmp),
	op("indirectbr", NotMergeable, "jumps to blockaddress values of this function's blocks; a merged or deleted body invalidates them"),
	op("invoke", Compare, "compared with its unwind destination; the personality is compared too"),
	op("resume", Compare, rCmp),
	op("unreachable", Compare, rCmp),
	op("cleanupret", IdenticalOnly, rFunclet),
	op("catchret", IdenticalOnly, rFunclet),
	op("catchswitch", IdenticalOnly, rFunclet),
	op("callbr", NotMergeable, "asm goto: its indirect destinations are blockaddresses of this function"),
	op("fneg", Compare, rCmp),
	op("add", Compare, rCmp),
	op("fadd", Compare, rCmp),
	op("sub", Compare, rCmp),
	op("fsub", Compare, rCmp),
	op("mul", Compare, rCmp),
	op("fmul", Compare, rCmp),
	op("udiv", Compare, rCmp),
	op("sdiv", Compare, rCmp),
	op("fdiv", Compare, rCmp),
	op("urem", Compare, rCmp),
	op("srem", Compare, rCmp),
	op("frem", Compare, rCmp),
	op("shl", Compare, rCmp),
	op("lshr", Compare, rCmp),
	op("ashr", Compare, rCmp),
	op("and", Compare, rCmp),
	op("or", Compare, rCmp),
	op("xor", Compare, rCmp),
	op("alloca", Compare, "compared with its allocated type, count, alignment and address space"),
	op("load", Compare, rCmp),
	op("store", Compare, rCmp),
	op("getelementptr", Compare, "compared with its source type, inbounds and indices"),
	op("fence", Compare, rCmp),
	op("cmpxchg", IdenticalOnly, "llir drops its align and misprints its result type: the align is recorded (Func.Extra) and compared, but llir-printed code cannot hold it"),
	op("atomicrmw", IdenticalOnly, "llir drops its align: the align is recorded (Func.Extra) and compared, but llir-printed code cannot hold it"),
	op("trunc", Compare, rCmp),
	op("zext", Compare, rCmp),
	op("sext", Compare, rCmp),
	op("fptoui", Compare, rCmp),
	op("fptosi", Compare, rCmp),
	op("uitofp", Compare, rCmp),
	op("sitofp", Compare, rCmp),
	op("fptrunc", Compare, rCmp),
	op("fpext", Compare, rCmp),
	op("ptrtoint", Compare, rCmp),
	op("inttoptr", Compare, rCmp),
	op("bitcast", Compare, rCmp),
	op("addrspacecast", Compare, rCmp),
	op("cleanuppad", IdenticalOnly, rFunclet),
	op("catchpad", IdenticalOnly, rFunclet),
	op("icmp", Compare, rCmp),
	op("fcmp", Compare, rCmp),
	op("phi", Compare, "compared with its incoming blocks"),
	op("call", Compare, "compared with callee, function type, attributes, calling convention, tail kind and bundles; see the intrinsic entries"),
	op("select", Compare, rCmp),
	op("userop1", NotMergeable, "internal to passes, never in IR text"),
	op("userop2", NotMergeable, "internal to passes, never in IR text"),
	op("va_arg", IdenticalOnly, "reads a va_list; similar merging refuses variable-argument code (eligible.go)"),
	op("extractelement", Compare, rCmp),
	op("insertelement", Compare, rCmp),
	op("shufflevector", Compare, rCmp),
	op("extractvalue", Compare, rCmp),
	op("insertvalue", Compare, rCmp),
	op("landingpad", Compare, "compared with its cleanup flag and clauses; the personality is compared too"),
	op("freeze", Compare, rCmp),
}

var flags = []Entry{
	flg("nsw", Compare, "poison on signed overflow: compared (dropping both sides' would also be safe, keeping one side's is not)"),
	flg("nuw", Compare, "poison on unsigned overflow: compared"),
	flg("exact", Compare, "poison when bits are shifted/divided out: compared"),
	flg("inbounds", Compare, "poison when out of bounds: compared (also on GEP instructions, where LLVM 14 skipped it)"),
	flg("inrange", Compare, "constant GEP index range: compared"),
	flg("nnan", Compare, "fast-math flag: poison on NaN; compared"),
	flg("ninf", Compare, "fast-math flag: poison on infinities; compared"),
	flg("nsz", Compare, "fast-math flag; compared"),
	flg("arcp", Compare, "fast-math flag; compared"),
	flg("contract", Compare, "fast-math flag; compared"),
	flg("afn", Compare, "fast-math flag; compared"),
	flg("reassoc", Compare, "fast-math flag; compared"),
	flg("fast", Compare, "all fast-math flags; compared"),
	flg("volatile", Compare, "compared on loads, stores, cmpxchg, atomicrmw and memory intrinsics (an operand)"),
	flg("atomic", Compare, "atomic load/store: compared with ordering and syncscope"),
	flg("unordered", Compare, "atomic ordering: compared"),
	flg("monotonic", Compare, "atomic ordering: compared"),
	flg("acquire", Compare, "atomic ordering: compared"),
	flg("release", Compare, "atomic ordering: compared"),
	flg("acq_rel", Compare, "atomic ordering: compared"),
	flg("seq_cst", Compare, "atomic ordering: compared"),
	flg("syncscope", Compare, "synchronization scope: compared"),
	flg("weak", Compare, "cmpxchg may fail spuriously: compared"),
	flg("tail", Compare, "tail-call marker (callee does not touch the caller's allocas): compared"),
	flg("notail", Compare, "compared"),
	flg("musttail", IdenticalOnly, "must be followed by ret with the caller's prototype; a merged function has an extra parameter, and identical merging keeps prototypes (verifier-checked)"),
	flg("alloca addrspace", IdenticalOnly, "an alloca in an address space other than 0 (a datalayout with A5, as AMDGPU's): llir v0.3.6 types it as a pointer of address space 0 (the type is fixed before the address space is read), so llir-printed code names it with the wrong type; identical merging keeps the text"),
	flg("asm sideeffect", Compare, "inline asm flag: compared"),
	flg("asm alignstack", Compare, "inline asm flag: compared"),
	flg("asm inteldialect", Compare, "inline asm flag: compared"),
	flg("asm unwind", NotMergeable, "inline asm that may unwind: llir v0.3.6 drops the flag, so the comparator cannot see it (ScanText finds it)"),
}

var attrs = join([]Entry{
	// Function attributes.
	attr("alwaysinline", FnAttr, IdenticalOnly, "meant to disappear into its callers: an alias or a thunk (which keeps it) is still inlined; a shared merged body would not be, defeating the request"),
	attr("allocsize", FnAttr, Drop, "names parameter positions, which change in a merged function; an allocation-size hint"),
	attr("argmemonly", FnAttr, BodyFact, rInferred),
	attr("builtin", FnAttr, Compare, "call-site only: the call is to the library builtin"),
	attr("cold", FnAttr, Intersect, "placement hint: "+rHint),
	attr("convergent", FnAttr, Compare, "restricts transformations of calls (GPU barriers); dropping it is unsafe: both sides must agree"),
	attr("disable_sanitizer_instrumentation", FnAttr, Compare, rCodegen),
	attr("hot", FnAttr, Intersect, "placement hint: "+rHint),
	attr("inaccessiblememonly", FnAttr, BodyFact, rInferred),
	attr("inaccessiblemem_or_argmemonly", FnAttr, BodyFact, rInferred),
	attr("inlinehint", FnAttr, Intersect, rHint),
	attr("jumptable", FnAttr, Compare, "the address is a jump-table entry (CFI): both sides must agree"),
	attr("minsize", FnAttr, Compare, rCodegen),
	attr("naked", FnAttr, NotMergeable, "hand-written asm without prologue: no thunk can be written for it and it cannot take an extra parameter"),
	attr("nobuiltin", FnAttr, Compare, "calls in the body are not library builtins: both sides must agree"),
	attr("nocallback", FnAttr, BodyFact, rInferred),
	attr("noduplicate", FnAttr, NotMergeable, "calls to it may not be duplicated or merged (barrier-like); not handled"),
	attr("nofree", FnAttr, BodyFact, rInferred),
	attr("noimplicitfloat", FnAttr, Compare, rCodegen),
	attr("noinline", FnAttr, Intersect, "an optimization request, kept by the thunk standing for the original; keeping it on the merged body when either side has it is safe too"),
	attr("nomerge", FnAttr, NotMergeable, "the user asked that this code is never merged"),
	attr("nonlazybind", FnAttr, Compare, rCodegen),
	attr("norecurse", FnAttr, BodyFact, "false after merging: the merged function may reach itself through the thunk of the other side"),
	attr("noredzone", FnAttr, Compare, rCodegen),
	attr("noreturn", FnAttr, Intersect, "the merged body returns only where one of the originals returns; dropping it is safe"),
	attr("nosync", FnAttr, BodyFact, rInferred),
	attr("nocf_check", FnAttr, Compare, rCodegen+" (no endbr/CFI landing pad)"),
	attr("noprofile", FnAttr, Compare, rCodegen),
	attr("nounwind", FnAttr, Intersect, "the merged body runs only instructions of one side (calls are never speculated): if both cannot unwind, neither can it; unwind tables depend on it"),
	attr("nosanitize_coverage", FnAttr, Compare, rCodegen),
	attr("null_pointer_is_valid", FnAttr, Compare, "changes the semantics of null dereferences: both sides must agree"),
	attr("optforfuzzing", FnAttr, Compare, rCodegen),
	attr("optsize", FnAttr, Compare, rCodegen),
	attr("optnone", FnAttr, Compare, rCodegen),
	attr("readnone", FnAttr, BodyFact, rInferred),
	attr("readonly", FnAttr, BodyFact, rInferred),
	attr("writeonly", FnAttr, BodyFact, rInferred),
	attr("returns_twice", FnAttr, NotMergeable, "setjmp-like: a second return into a thunk or merged body is not handled"),
	attr("safestack", FnAttr, Compare, rCodegen),
	attr("shadowcallstack", FnAttr, Compare, rCodegen),
	attr("speculatable", FnAttr, BodyFact, rInferred),
	attr("ssp", FnAttr, Compare, rCodegen),
	attr("sspreq", FnAttr, Compare, rCodegen),
	attr("sspstrong", FnAttr, Compare, rCodegen),
	attr("strictfp", FnAttr, Compare, "floating-point environment access: both sides must agree"),
	attr("sanitize_address", FnAttr, Compare, rCodegen),
	attr("sanitize_thread", FnAttr, Compare, rCodegen),
	attr("sanitize_memory", FnAttr, Compare, rCodegen),
	attr("sanitize_hwaddress", FnAttr, Compare, rCodegen),
	attr("sanitize_memtag", FnAttr, Compare, rCodegen),
	attr("speculative_load_hardening", FnAttr, Compare, rCodegen),
	attr("uwtable", FnAttr, Compare, "unwind-table emission: identical merging needs both sides to agree; a similar merge keeps it when either side has it (an unwind table more is always safe)"),
	attr("vscale_range", FnAttr, Compare, rCodegen),
	attr("willreturn", FnAttr, BodyFact, rInferred),
	attr("mustprogress", FnAttr, Intersect, "permission to assume forward progress (LLVM merges it with AND): keep when both have it"),
	attr("alignstack", FnAttr|ParamAttr, Compare, rCodegen),
	attr("preallocated", FnAttr|ParamAttr, NotMergeable, "argument memory set up by llvm.call.preallocated.* for one call: a thunk cannot forward it"),

	// Parameter and return attributes.
	attr("align", ParamAttr|RetAttr, Compare, "ABI with byval (stack slot alignment), a promise otherwise: compared (return align is recorded by the loader, Func.RetAlign)"),
	attr("byval", ParamAttr, Compare, rABIParam),
	attr("byref", ParamAttr, Compare, rABIParam),
	attr("elementtype", ParamAttr, Compare, "pointee type for intrinsics: compared"),
	attr("inalloca", ParamAttr, NotMergeable, "arguments live in the caller's frame (x86 MS ABI): a thunk cannot forward them without musttail; not handled"),
	attr("inreg", ParamAttr|RetAttr, Compare, rABIParam),
	attr("nest", ParamAttr, Compare, rABIParam+" (static chain register)"),
	attr("sret", ParamAttr, Compare, rABIParam),
	attr("signext", ParamAttr|RetAttr, Compare, rABIParam),
	attr("zeroext", ParamAttr|RetAttr, Compare, rABIParam),
	attr("swiftself", ParamAttr, Compare, rABIParam),
	attr("swiftasync", ParamAttr, Compare, rABIParam),
	attr("swifterror", ParamAttr, NotMergeable, "a swifterror value may only be loaded/stored or passed to calls, never selected: merged code cannot hold it"),
	attr("immarg", ParamAttr, Compare, "intrinsic declarations only: the argument must be a constant"),
	attr("nocapture", ParamAttr, BodyFact, rParamFact),
	attr("nofree", ParamAttr, BodyFact, rParamFact),
	attr("readnone", ParamAttr, BodyFact, rParamFact),
	attr("readonly", ParamAttr, BodyFact, rParamFact),
	attr("writeonly", ParamAttr, BodyFact, rParamFact),
	attr("returned", ParamAttr, BodyFact, "the function returns this argument: false for a merged function whose other side returns something else"),
	attr("noalias", ParamAttr, Intersect, rPromise),
	attr("noalias", RetAttr, BodyFact, rRetFact),
	attr("noundef", ParamAttr, Intersect, rPromise),
	attr("noundef", RetAttr, BodyFact, rRetFact),
	attr("nonnull", ParamAttr, Intersect, rPromise),
	attr("nonnull", RetAttr, BodyFact, rRetFact),
	attr("dereferenceable", ParamAttr, Intersect, rPromise),
	attr("dereferenceable", RetAttr, BodyFact, rRetFact),
	attr("dereferenceable_or_null", ParamAttr, Intersect, rPromise),
	attr("dereferenceable_or_null", RetAttr, BodyFact, rRetFact),

	// Call-site attributes whose class differs from the function's own.
	attr("alwaysinline", FnAttr|CallSite, Compare, "a request to inline this call: compared, copied with the call"),
	attr("returns_twice", FnAttr|CallSite, IdenticalOnly, "a call that may return twice (setjmp): identical bodies keep it verbatim; merged code (selects, rebuilt SSA) across it is not handled"),
	attr("nomerge", FnAttr|CallSite, IdenticalOnly, "this call must not be merged with another call: similar merging could fold two such calls into one"),
},
	// String attributes: Attributes.td's, AttributesAMDGPU.td's and those
	// clang 14 and LLVM's backends read. All change code generation or
	// floating-point semantics, except the few classified separately.
	strAttrs(false, Compare, rCodegen,
		"less-precise-fpmad", "no-infs-fp-math", "no-nans-fp-math", "no-signed-zeros-fp-math",
		"unsafe-fp-math", "no-jump-tables", "no-inline-line-tables", "profile-sample-accurate",
		"use-sample-profile", "amdgpu-unsafe-fp-atomics",
		"frame-pointer", "min-legal-vector-width", "no-trapping-math", "stack-protector-buffer-size",
		"target-cpu", "target-features", "tune-cpu", "approx-func-fp-math", "denormal-fp-math",
		"denormal-fp-math-f32", "probe-stack", "stack-probe-size", "no-stack-arg-probe", "no-builtins",
		"patchable-function-entry", "patchable-function-prefix", "patchable-function",
		"instrument-function-entry", "instrument-function-exit", "instrument-function-entry-inlined",
		"function-instrument", "split-stack", "branch-target-enforcement", "sign-return-address",
		"sign-return-address-key", "zero-call-used-regs", "disable-tail-calls", "prefer-vector-width",
		"reciprocal-estimates", "indirect-tls-seg-refs", "trap-func-name", "stackrealign", "packed-stack",
		"mnop-mcount", "mrecord-mcount", "fentry-call", "warn-stack-size", "correctly-rounded-divide-sqrt-fp-math",
		"dontcall-error", "dontcall-warn", "wasm-import-module", "wasm-import-name", "wasm-export-name",
		"no_caller_saved_registers", "cfi-canonical-jump-table", "implicit-section-name",
		"sample-profile-suffix-elision-policy", "mips16", "nomips16", "micromips", "nomicromips",
		"uniform-work-group-size", "no-prototype", "nooutline", "use-soft-float", "backchain", "nvptx-f32ftz",
		"cmse_nonsecure_call"),
	strAttrs(true, Compare, rCodegen, "no-builtin-", "xray-"),
	strAttrs(false, Drop, "names vector variants of this function by its own name; meaningless on a merged function (the thunk keeps it)",
		"vector-function-abi-variant"),
	strAttrs(false, Drop, "optimization remark annotation", "inline-remark"),
	strAttrs(false, NotMergeable, "clang's variadic forwarding thunk: a musttail forwarder whose prototype is all that matters",
		"thunk"),
	strAttrs(false, NotMergeable, rIntr, "interrupt", "signal"),
	strAttrs(false, NotMergeable, "ARMv8-M secure entry function: its prologue/epilogue clear state and it is called from non-secure code; no thunk can stand for it",
		"cmse_nonsecure_entry"),
	strAttrs(false, NotMergeable, "LLVM 14 coroutine before CoroSplit: the body is split by position later",
		"coroutine.presplit"),
)

var callConvs = []Entry{
	cc("ccc", Compare, rCC),
	cc("fastcc", Compare, rCC),
	cc("coldcc", Compare, rCC),
	cc("ghccc", Compare, rCC),
	cc("cc 11", Compare, rCC+" (HiPE)"),
	cc("webkit_jscc", Compare, rCC),
	cc("anyregcc", Compare, rCC),
	cc("preserve_mostcc", Compare, rCC),
	cc("preserve_allcc", Compare, rCC),
	cc("swiftcc", Compare, rCC),
	cc("cxx_fast_tlscc", Compare, rCC),
	cc("tailcc", Compare, rCC),
	cc("cfguard_checkcc", NotMergeable, "Control Flow Guard check function: called by the runtime through a fixed protocol"),
	cc("swifttailcc", Compare, rCC),
	cc("x86_stdcallcc", Compare, rCC),
	cc("x86_fastcallcc", Compare, rCC),
	cc("arm_apcscc", Compare, rCC),
	cc("arm_aapcscc", Compare, rCC),
	cc("arm_aapcs_vfpcc", Compare, rCC),
	cc("msp430_intrcc", NotMergeable, rIntr),
	cc("x86_thiscallcc", Compare, rCC),
	cc("ptx_kernel", NotMergeable, rGPUEntry),
	cc("ptx_device", Compare, rCC),
	cc("spir_func", Compare, rCC),
	cc("spir_kernel", NotMergeable, rGPUEntry),
	cc("intel_ocl_bicc", Compare, rCC),
	cc("x86_64_sysvcc", Compare, rCC),
	cc("win64cc", Compare, rCC),
	cc("x86_vectorcallcc", Compare, rCC),
	cc("hhvmcc", Compare, rCC),
	cc("hhvm_ccc", Compare, rCC),
	cc("x86_intrcc", NotMergeable, rIntr),
	cc("avr_intrcc", NotMergeable, rIntr),
	cc("avr_signalcc", NotMergeable, rIntr),
	cc("cc 86", Compare, rCC+" (AVR_BUILTIN)"),
	cc("amdgpu_vs", NotMergeable, rGPUEntry),
	cc("amdgpu_gs", NotMergeable, rGPUEntry),
	cc("amdgpu_ps", NotMergeable, rGPUEntry),
	cc("amdgpu_cs", NotMergeable, rGPUEntry),
	cc("amdgpu_kernel", NotMergeable, rGPUEntry),
	cc("x86_regcallcc", Compare, rCC),
	cc("amdgpu_hs", NotMergeable, rGPUEntry),
	cc("cc 94", Compare, rCC+" (MSP430_BUILTIN)"),
	cc("amdgpu_ls", NotMergeable, rGPUEntry),
	cc("amdgpu_es", NotMergeable, rGPUEntry),
	cc("aarch64_vector_pcs", Compare, rCC),
	cc("aarch64_sve_vector_pcs", Compare, rCC),
	cc("cc 99", Compare, rCC+" (WASM_EmscriptenInvoke)"),
	cc("amdgpu_gfx", Compare, rCC+" (callable AMDGPU graphics function, not an entry point)"),
	cc("cc 101", NotMergeable, rIntr+" (M68k_INTR)"),
}

var metadataKinds = []Entry{
	md("dbg", Drop, "debug info only. Drop all of a merged function's !dbg together (function and instructions): locations are scoped to one function's subprogram, and the verifier rejects a call without !dbg in a function that has one"),
	md("tbaa", Intersect, "type-based alias hint: "+rHint+rHintDropped),
	md("prof", Drop, "profile counts (branch weights, entry counts) describe neither side after merging"),
	md("fpmath", Intersect, "allowed FP error: keep only when both agree, never one side's relaxation"+rHintDropped),
	md("range", Compare, rMDSemant+" (comparator: loads and calls)"),
	md("tbaa.struct", Intersect, "alias hint on memcpy: "+rHint+rHintDropped),
	md("invariant.load", Compare, rMDSemant+" (comparator: loads and stores)"),
	md("alias.scope", Drop, "scoped-alias hint whose scopes belong to one function's inlined calls: drop on merged code, never keep one side's"+rHintDropped),
	md("noalias", Drop, "scoped-alias hint whose scopes belong to one function's inlined calls: drop on merged code, never keep one side's"+rHintDropped),
	md("nontemporal", Compare, rMDSemant+" (comparator: loads and stores)"),
	md("llvm.mem.parallel_loop_access", Drop, "claims no loop-carried dependences: drop on merged code, never keep one side's"+rHintDropped),
	md("nonnull", Compare, rMDSemant+" (comparator: loads)"),
	md("dereferenceable", Compare, rMDSemant+" (comparator: loads)"),
	md("dereferenceable_or_null", Compare, rMDSemant+" (comparator: loads)"),
	md("make.implicit", Drop, "hint for implicit null checks"),
	md("unpredictable", Drop, "branch predictability hint"),
	md("invariant.group", Compare, rMDSemant+" (comparator: loads and stores)"),
	md("align", Compare, rMDSemant+" (comparator: loads)"),
	md("llvm.loop", Drop, "loop hints (unroll, vectorize, mustprogress, parallel_accesses); nodes are distinct per loop, so dropping is the only choice"+rHintDropped),
	md("type", NotMergeable, "function attachment: CFI/WPD type ids; an alias or thunk standing for the function would need the same set, and the comparator does not compare function attachments"),
	md("section_prefix", Drop, "hot/unlikely section placement from profiles"),
	md("absolute_symbol", Compare, "global variables only"),
	md("associated", Compare, "global objects only"),
	md("callees", Compare, "possible callees of an indirect call: a promise IPO relies on (comparator: calls)"),
	md("irr_loop", Drop, "profile data"),
	md("llvm.access.group", Drop, "marks accesses for llvm.loop parallel_accesses: drop with llvm.loop (one side's would let the vectorizer ignore the other side's dependences)"+rHintDropped),
	md("callback", NotMergeable, "function attachment on callback brokers (declarations); not compared by the comparator"),
	md("llvm.preserve.access.index", NotMergeable, "BPF CO-RE relocation: "+rMDSemant+"; not compared by the comparator"),
	md("vcall_visibility", Compare, "vtables (globals) only"),
	md("noundef", Compare, rMDSemant+" (comparator: loads)"),
	md("annotation", Drop, "optimization remark annotation"),
	// Not fixed kinds, but emitted by clang 14.
	md("srcloc", Drop, "source location of inline asm, for diagnostics"),
	md("heapallocsite", Drop, "debug info (CodeView heap allocation sites)"),
	md("nosanitize", NotMergeable, "excludes the instruction from sanitizer instrumentation: both sides would have to agree, and the comparator does not compare it"),
	md("clang.arc.no_objc_arc_exceptions", NotMergeable, "ObjC ARC optimizer semantics, not compared by the comparator"),
	md("clang.imprecise_release", NotMergeable, "ObjC ARC optimizer semantics, not compared by the comparator"),
}

var bundles = []Entry{
	bundle("deopt", NotMergeable, rDeopt),
	bundle("funclet", IdenticalOnly, rFunclet),
	bundle("gc-transition", NotMergeable, rGC),
	bundle("cfguardtarget", IdenticalOnly, "Control Flow Guard target: compared as an operand; "+rBundleInputs),
	bundle("preallocated", NotMergeable, "ties the call to llvm.call.preallocated.setup"),
	bundle("gc-live", NotMergeable, rGC),
	bundle("clang.arc.attachedcall", IdenticalOnly, "ObjC ARC marker: compared, copied with the call; "+rBundleInputs),
}

var constants = []Entry{
	konst("integer", Compare, "compared by value (also true/false)"),
	konst("float", Compare, "compared by bit pattern; copied by its original text"),
	konst("float hex", Compare, "0x... double/float: compared by bits, NaN payloads included; copied by its original text"),
	konst("0xK", Compare, "x86_fp80: compared by bits; must be copied by its original text"),
	konst("0xL", Compare, "fp128: compared by bits; must be copied by its original text"),
	konst("0xM", Compare, "ppc_fp128: compared by bits; must be copied by its original text"),
	konst("0xH", Compare, "half: compared by bits; must be copied by its original text"),
	konst("0xR", NotMergeable, "bfloat: llir v0.3.6 panics on the type (the loader rejects it)"),
	konst("null", Compare, rCmp),
	konst("none", Compare, "token none: "+rCmp),
	konst("undef", Compare, rCmp),
	konst("poison", Compare, rCmp),
	konst("zeroinitializer", Compare, rCmp),
	konst("array", Compare, rCmp),
	konst("struct", Compare, rCmp),
	konst("vector", Compare, rCmp),
	konst("string", Compare, `c"..." arrays: `+rCmp),
	konst("global", Compare, "compared by global number (a function's own address specially: see merge/compare)"),
	konst("expression", Compare, "compared with opcode, flags, predicates, indices and operands"),
	konst("blockaddress", NotMergeable, "names this function's blocks: a deleted or merged body invalidates it"),
	konst("trapping expression", IdenticalOnly, "a udiv, sdiv, urem or srem constant expression, which may trap (LLVM's Constant::canTrap: a divisor such as a weak symbol's address may be 0): merged code would evaluate it where the original did not (a select arm, a hoisted instruction, a phi edge both sides take)"),
	konst("dso_local_equivalent", IdenticalOnly, "llir v0.3.6 prints it out of order (Func.Unsupported): identical merging keeps the text, merged code cannot be printed"),
	konst("no_cfi", NotMergeable, "LLVM 15 syntax: llvm-as-14 rejects it"),
	konst("metadata", Compare, "metadata operands: by content; in llvm.dbg.* and llvm.experimental.noalias.scope.decl by position"),
	konst("inline asm", Compare, "compared by type, text, constraints and flags"),
}

var funcProps = []Entry{
	fprop("varargs", IdenticalOnly, "identical merging never thunks it (no argument forwarding); similar merging refuses it"),
	fprop("gc", IdenticalOnly, "GC strategy: compared; identical bodies keep their roots (llvm.gcroot allocas) and safepoints verbatim, merged code cannot rebuild them"),
	fprop("prefix", IdenticalOnly, "prefix data sits at a fixed offset before the entry: kept verbatim by identical merging (compared), not reproducible in merged code"),
	fprop("prologue", IdenticalOnly, "prologue data sits at the entry: kept verbatim by identical merging (compared), not reproducible in merged code"),
	fprop("personality", Compare, "EH personality: compared"),
	fprop("section", Compare, "compared"),
	fprop("partition", Compare, "compared"),
}

var intrinsics = join(
	intr(Compare, "pure arithmetic: compared like an instruction",
		"llvm.abs", "llvm.bitreverse", "llvm.bswap", "llvm.canonicalize", "llvm.ceil", "llvm.convert.from.fp16",
		"llvm.convert.to.fp16", "llvm.copysign", "llvm.cos", "llvm.ctlz", "llvm.ctpop", "llvm.cttz",
		"llvm.exp", "llvm.exp2", "llvm.fabs", "llvm.floor", "llvm.fma", "llvm.fmuladd", "llvm.fptosi.sat",
		"llvm.fptoui.sat", "llvm.fshl", "llvm.fshr", "llvm.llrint", "llvm.llround", "llvm.log", "llvm.log10",
		"llvm.log2", "llvm.lrint", "llvm.lround", "llvm.maximum", "llvm.maxnum", "llvm.minimum", "llvm.minnum",
		"llvm.nearbyint", "llvm.pow", "llvm.powi", "llvm.rint", "llvm.round", "llvm.roundeven", "llvm.sin",
		"llvm.smax", "llvm.smin", "llvm.sqrt", "llvm.trunc", "llvm.umax", "llvm.umin", "llvm.arithmetic.fence",
		"llvm.ptrmask", "llvm.vscale", "llvm.get.active.lane.mask"),
	intr(Compare, "overflow/saturating/fixed-point arithmetic: compared like an instruction",
		"llvm.sadd", "llvm.uadd", "llvm.ssub", "llvm.usub", "llvm.smul", "llvm.umul", "llvm.sdiv",
		"llvm.udiv", "llvm.sshl.sat", "llvm.ushl.sat"),
	intr(Compare, "vector operations: compared like instructions",
		"llvm.masked", "llvm.matrix", "llvm.vector", "llvm.vp", "llvm.experimental.vector",
		"llvm.experimental.stepvector", "llvm.experimental.vp.splice"),
	intr(Compare, "memory operations: compared with their operands (volatile is an operand)",
		"llvm.memcpy", "llvm.memmove", "llvm.memset", "llvm.prefetch", "llvm.load.relative"),
	intr(Compare, "constrained FP: compared with their metadata operands (rounding, exceptions) by content",
		"llvm.experimental.constrained", "llvm.flt.rounds", "llvm.set.rounding"),
	intr(Compare, "object lifetime, invariance and alias facts about memory: compared (semantics)",
		"llvm.lifetime", "llvm.invariant", "llvm.launder.invariant.group", "llvm.strip.invariant.group"),
	intr(Compare, "declares noalias scopes of the function's own: its scope list is associated by position (as LLVM 14); the survivor's alias hints are dropped when the sides' differ",
		"llvm.experimental.noalias.scope.decl"),
	intr(Compare, "compared with operands (assume bundles are operands too)", "llvm.assume"),
	intr(Drop, "debug info only: the comparator associates their metadata by position; merged code drops them with !dbg",
		"llvm.dbg"),
	intr(Compare, "hint or annotation: compared",
		"llvm.expect", "llvm.annotation", "llvm.var.annotation", "llvm.ptr.annotation", "llvm.codeview.annotation",
		"llvm.donothing", "llvm.sideeffect", "llvm.ssa.copy", "llvm.pcmarker"),
	intr(IdenticalOnly, "the result is what the optimizer can see of the operand's origin (an allocation's allocsize, a constant); a merged body reaches it through selects and calls of the merged function, so the folded answer changes (__builtin_object_size printed -1 instead of 100)",
		"llvm.objectsize", "llvm.is.constant"),
	intr(Compare, "traps and counters: compared",
		"llvm.trap", "llvm.debugtrap", "llvm.ubsantrap", "llvm.readcyclecounter", "llvm.clear_cache",
		"llvm.thread.pointer", "llvm.read_register", "llvm.read_volatile_register", "llvm.write_register"),
	intr(Compare, "instrumentation (sanitizers, profiling, XRay): compared with the names and hashes they carry",
		"llvm.asan", "llvm.hwasan", "llvm.xray"),
	intr(IdenticalOnly, "profiling counters: the lowering needs constant operands (name global, hash, index, GUID), so a merged call cannot select between two functions' values",
		"llvm.instrprof", "llvm.pseudoprobe"),
	intr(Compare, "stack save/restore and stack protector: compared (the slot is an alloca of this body)",
		"llvm.stacksave", "llvm.stackrestore", "llvm.stackguard", "llvm.stackprotector", "llvm.get.dynamic.area.offset"),
	intr(Compare, "trampolines: compared", "llvm.init.trampoline", "llvm.adjust.trampoline"),
	intr(Compare, "CFI / whole-program devirtualization checks: compared", "llvm.type.test", "llvm.type.checked.load"),
	intr(Compare, "pointer authentication: compared", "llvm.ptrauth"),
	intr(Compare, "BPF CO-RE relocations: compared", "llvm.preserve"),
	intr(Compare, "ObjC ARC runtime calls: compared", "llvm.objc"),
	intr(Compare, "hardware-loop markers: compared",
		"llvm.loop.decrement", "llvm.loop.decrement.reg", "llvm.set.loop.iterations",
		"llvm.start.loop.iterations", "llvm.test.set.loop.iterations", "llvm.test.start.loop.iterations"),
	intr(Compare, "works on a va_list pointer (also in non-variadic functions): compared", "llvm.va_copy", "llvm.va_end"),
	intr(IdenticalOnly, "needs the variadic function's own arguments", "llvm.va_start"),
	intr(Compare, "EH type id for a landingpad: compared", "llvm.eh.typeid.for"),
	intr(NotMergeable, rFrame, "llvm.returnaddress", "llvm.addressofreturnaddress", "llvm.frameaddress",
		"llvm.sponentry", "llvm.eh.dwarf.cfa", "llvm.swift.async.context.addr"),
	intr(NotMergeable, "escapes or recovers this frame's allocas by index for SEH filters/funclets",
		"llvm.localescape", "llvm.localrecover", "llvm.localaddress", "llvm.eh.recoverfp"),
	intr(NotMergeable, "SJLJ/__builtin_eh_return: rewrites this frame's unwinding",
		"llvm.eh.sjlj", "llvm.eh.return", "llvm.eh.unwind.init"),
	intr(NotMergeable, rFunclet+" (SEH)", "llvm.seh", "llvm.eh.exceptioncode", "llvm.eh.exceptionpointer",
		"llvm.x86.seh", "llvm.wasm.landingpad.index", "llvm.wasm.lsda", "llvm.wasm.get.exception",
		"llvm.wasm.get.ehselector"),
	intr(NotMergeable, "coroutine bodies are split by position later (CoroSplit)", "llvm.coro"),
	intr(IdenticalOnly, "GC roots and barriers: the root must be an entry-block alloca of this frame; kept verbatim by identical merging only",
		"llvm.gcroot", "llvm.gcread", "llvm.gcwrite"),
	intr(NotMergeable, rGC, "llvm.experimental.gc"),
	intr(NotMergeable, "stackmap/patchpoint records are keyed by ID and describe this frame",
		"llvm.experimental.stackmap", "llvm.experimental.patchpoint"),
	intr(NotMergeable, rDeopt, "llvm.experimental.deoptimize", "llvm.experimental.guard",
		"llvm.experimental.widenable.condition"),
	intr(NotMergeable, "must be musttail-called from a thunk-like caller with a nest parameter", "llvm.icall.branch.funnel"),
	intr(NotMergeable, "preallocated call setup: not handled", "llvm.call.preallocated"),
	intr(Compare, rTarget, "llvm.aarch64", "llvm.amdgcn", "llvm.arm", "llvm.bpf", "llvm.hexagon", "llvm.mips",
		"llvm.nvvm", "llvm.ppc", "llvm.r600", "llvm.riscv", "llvm.s390", "llvm.ve", "llvm.wasm", "llvm.x86",
		"llvm.xcore"),
)
