// Package compare is fmerge's function comparator: a total order on
// functions in which 0 means "interchangeable", and a structural hash
// consistent with it. It follows LLVM 14's FunctionComparator (the heart
// of -mergefunc) on llir/llvm functions.
//
// # What is compared, in order
//
//  1. Signature: the attribute list (function, return — including the
//     return align llir cannot parse, Func.RetAlign — and every parameter;
//     attribute groups are expanded, so #1 and #3 with the same contents
//     are equal; byval/sret/byref/inalloca/preallocated/elementtype types
//     compare with the type rules below), the facts llir drops
//     (Func.Extra, atomic and call-site return alignments), GC, section,
//     varargs, calling convention, function type, then personality,
//     prefix and prologue. Linkage, visibility, unnamed_addr and the
//     function's own alignment are not compared (the driver handles them,
//     as LLVM does).
//  2. Body: blocks in LLVM's CFG order (depth first from the entry,
//     successors in terminator order, last pushed visited first;
//     unreachable blocks are ignored), instruction by instruction: the
//     serial number of the instruction, opcode, operand count, result
//     type, flags (nuw/nsw, exact, fast-math), operand types, the
//     instruction's own state (alignment, volatile, ordering, syncscope,
//     predicates, alloca type, call attributes, calling convention, tail
//     kind, operand bundle tags, extract/insertvalue indices, phi incoming
//     blocks, cmpxchg/atomicrmw details, landingpad clause kinds) and then
//     the operands.
//
// Types: structs compare structurally (their names do not matter), a
// pointer in address space 0 compares as the pointer-sized integer (from
// the module's datalayout, 64 bits by default), other pointers by address
// space only. Types are interned per GlobalNumbers so equal types are
// found by one map lookup.
//
// Values: arguments, blocks and instructions are equal iff they were met
// at the same position (per-side serial numbers), never by name.
// Constants compare by LLVM's cmpConstants, including its lossless-bitcast
// rule (vectors of equal width and pointers in one address space compare
// by contents). Global values compare by GlobalNumbers. GEPs whose indices
// are all constant compare by their byte offset under the data layout.
//
// Metadata operands: a wrapped value (`metadata i32 %x`) compares as that
// value, a string by content, other metadata by its printed text — except
// in llvm.dbg.* and llvm.experimental.noalias.scope.decl calls, where, as
// LLVM 14 does for all metadata, it is associated by position, so
// functions whose debug intrinsics describe different variables, or whose
// scope declarations name the scopes of their own inlined bodies, can
// still merge. !dbg and other attachments are
// ignored, except as listed below.
//
// # Deviations from LLVM 14, all stricter (fewer merges, never wrong ones)
//
//   - A function's reference to itself matches the other function's
//     reference to itself only as a callee or in blockaddress; taking
//     one's own address compares globals by number (LLVM 14 matched it
//     everywhere, which is unsound: llvm/llvm-project#213206).
//   - GEP inbounds and result type are compared (LLVM 14 skipped the flags
//     of GEP instructions: llvm/llvm-project#219664).
//   - Constant expressions compare opcode, flags, predicates, indices, GEP
//     source type and inrange, not only their operands.
//   - Calls compare the called function type (varargs or not), landingpads
//     their cleanup flag and clause kinds, functions their personality,
//     prefix and prologue.
//   - Loads compare !nonnull, !noundef, !align, !dereferenceable,
//     !dereferenceable_or_null, !invariant.load, !invariant.group,
//     !nontemporal and !llvm.access.group besides !range; stores compare
//     !invariant.group, !nontemporal and !llvm.access.group; calls !range
//     (as LLVM), !llvm.access.group and !callees. LLVM 14 ignores all but
//     !range, so two functions differing only in !invariant.load merged
//     and LICM hoisted the survivor's load past stores.
//   - Metadata operands outside debug intrinsics and noalias scope
//     declarations compare by content
//     (LLVM 14 associated them by position, so e.g. different constrained
//     FP rounding modes compared equal).
//
// Concurrency: Compare and Hash may run in parallel; GlobalNumbers is
// safe for concurrent use. The llir functions must not be modified
// meanwhile.
package compare
