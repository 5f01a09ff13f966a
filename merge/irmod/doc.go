// Package irmod is fmerge's access to LLVM IR: it loads textual or bitcode
// modules, gives the analysis passes an llir/llvm view of them, and writes the
// result back as the original text with a set of byte-range edits applied.
//
// Why text splicing instead of re-printing: github.com/llir/llvm v0.3.6 drops
// or mangles several constructs clang-14 emits (atomic `align`, the cmpxchg
// result type, debug-info flags, ...). Anything fmerge does not change must
// come out exactly as it went in, so the module text is the source of truth
// and llir's printer is only ever used for code fmerge creates.
//
// The package never decides what to merge; it answers "what does this module
// contain" and "apply these edits".
package irmod
