; Hand-written comparator cases. Every @eq_<case>_l / @eq_<case>_r pair must
; compare equal; every @ne_<case>_l / @ne_<case>_r pair must not.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.A = type { i32, i64 }
%struct.B = type { i32, i64 }
%struct.C = type { i64, i32 }

@g1 = global i32 1
@g2 = global i32 2
@arr = global [4 x i32] zeroinitializer

declare i32 @ext(i32)
declare i32 @ext2(i32)
declare i32 @printf(i8*, ...)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.experimental.noalias.scope.decl(metadata)
declare i32 @__gxx_personality_v0(...)
declare i32 @other_personality(...)
declare void @may_throw()
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)

; --- equal: names of function, params and locals do not matter
define i32 @eq_names_l(i32 %a, i32 %b) {
entry:
  %s = add nsw i32 %a, %b
  ret i32 %s
}
define i32 @eq_names_r(i32 %x, i32 %y) {
start:
  %0 = add nsw i32 %x, %y
  ret i32 %0
}

; --- the operand order matters
define i32 @ne_argorder_l(i32 %a, i32 %b) {
  %s = sub i32 %a, %b
  ret i32 %s
}
define i32 @ne_argorder_r(i32 %a, i32 %b) {
  %s = sub i32 %b, %a
  ret i32 %s
}

; --- pointer in address space 0 compares as i64
define i8* @eq_ptrint_l(i8* %p) {
  ret i8* %p
}
define i64 @eq_ptrint_r(i64 %p) {
  ret i64 %p
}

define i8* @eq_ptrptr_l(i8** %p) {
  %v = load i8*, i8** %p, align 8
  ret i8* %v
}
define i64 @eq_ptrptr_r(i64* %p) {
  %v = load i64, i64* %p, align 8
  ret i64 %v
}

define i64 @eq_ptrparam_l(i32* %p) {
  ret i64 7
}
define i64 @eq_ptrparam_r(i64 %p) {
  ret i64 7
}

define i32 @ne_inttype_l(i32 %p) {
  ret i32 7
}
define i32 @ne_inttype_r(i64 %p) {
  ret i32 7
}

define i32 @ne_addrspace_l(i32 addrspace(1)* %p) {
  ret i32 7
}
define i32 @ne_addrspace_r(i64 %p) {
  ret i32 7
}

; --- structurally identical named structs are equal
define i64 @eq_structs_l(%struct.A* %p) {
  %f = getelementptr inbounds %struct.A, %struct.A* %p, i64 0, i32 1
  %v = load i64, i64* %f, align 8
  ret i64 %v
}
define i64 @eq_structs_r(%struct.B* %p) {
  %f = getelementptr inbounds %struct.B, %struct.B* %p, i64 0, i32 1
  %v = load i64, i64* %f, align 8
  ret i64 %v
}

; --- GEPs compare by constant byte offset
define i64* @eq_gepoffset_l(%struct.A* %p) {
  %f = getelementptr inbounds %struct.A, %struct.A* %p, i64 0, i32 1
  ret i64* %f
}
define i8* @eq_gepoffset_r(i8* %c) {
  %f = getelementptr inbounds i8, i8* %c, i64 8
  ret i8* %f
}
define i64 @ne_gepoffset_l(%struct.C* %p) {
  %f = getelementptr inbounds %struct.C, %struct.C* %p, i64 0, i32 1
  %v = load i32, i32* %f, align 8
  %w = zext i32 %v to i64
  ret i64 %w
}
define i64 @ne_gepoffset_r(%struct.C* %p) {
  %f = getelementptr inbounds %struct.C, %struct.C* %p, i64 1, i32 1
  %v = load i32, i32* %f, align 8
  %w = zext i32 %v to i64
  ret i64 %w
}
define i32* @ne_inbounds_l(i32* %p, i64 %i) {
  %f = getelementptr inbounds i32, i32* %p, i64 %i
  ret i32* %f
}
define i32* @ne_inbounds_r(i32* %p, i64 %i) {
  %f = getelementptr i32, i32* %p, i64 %i
  ret i32* %f
}
define [2 x i32]* @ne_gepvar_l([2 x i32]* %p, i64 %i) {
  %f = getelementptr [2 x i32], [2 x i32]* %p, i64 %i
  ret [2 x i32]* %f
}
define [3 x i32]* @ne_gepvar_r([3 x i32]* %p, i64 %i) {
  %f = getelementptr [3 x i32], [3 x i32]* %p, i64 %i
  ret [3 x i32]* %f
}

; --- flags
define i32 @ne_nsw_l(i32 %a) {
  %r = add nsw i32 %a, 1
  ret i32 %r
}
define i32 @ne_nsw_r(i32 %a) {
  %r = add i32 %a, 1
  ret i32 %r
}
define i32 @ne_nuw_l(i32 %a) {
  %r = shl nuw i32 %a, 1
  ret i32 %r
}
define i32 @ne_nuw_r(i32 %a) {
  %r = shl nsw i32 %a, 1
  ret i32 %r
}
define i32 @ne_exact_l(i32 %a) {
  %r = udiv exact i32 %a, 4
  ret i32 %r
}
define i32 @ne_exact_r(i32 %a) {
  %r = udiv i32 %a, 4
  ret i32 %r
}
define double @ne_fmf_l(double %a) {
  %r = fmul fast double %a, 2.0
  ret double %r
}
define double @ne_fmf_r(double %a) {
  %r = fmul nnan double %a, 2.0
  ret double %r
}
define double @eq_fmfall_l(double %a) {
  %r = fmul fast double %a, 2.0
  ret double %r
}
define double @eq_fmfall_r(double %a) {
  %r = fmul reassoc nnan ninf nsz arcp contract afn double %a, 2.0
  ret double %r
}

; --- constants
define i32 @ne_const_l() {
  ret i32 1
}
define i32 @ne_const_r() {
  ret i32 2
}
define i32 @ne_negconst_l() {
  ret i32 -1
}
define i32 @ne_negconst_r() {
  ret i32 1
}
define double @ne_fconst_l() {
  ret double 1.0
}
define double @ne_fconst_r() {
  ret double 1.5
}
define double @ne_fzero_l() {
  ret double 0.0
}
define double @ne_fzero_r() {
  ret double -0.0
}


define i32* @ne_global_l() {
  ret i32* @g1
}
define i32* @ne_global_r() {
  ret i32* @g2
}
define i32* @eq_global_l() {
  ret i32* @g1
}
define i32* @eq_global_r() {
  ret i32* @g1
}
define i64 @ne_constexpr_l() {
  ret i64 add (i64 ptrtoint (i32* @g1 to i64), i64 4)
}
define i64 @ne_constexpr_r() {
  ret i64 sub (i64 ptrtoint (i32* @g1 to i64), i64 4)
}
define i32* @ne_constgep_l() {
  ret i32* getelementptr inbounds ([4 x i32], [4 x i32]* @arr, i64 0, i64 1)
}
define i32* @ne_constgep_r() {
  ret i32* getelementptr inbounds ([4 x i32], [4 x i32]* @arr, i64 0, i64 2)
}
define i32 @ne_undefpoison_l() {
  ret i32 undef
}
define i32 @ne_undefpoison_r() {
  ret i32 poison
}
define void @eq_zeroagg_l([2 x i32]* %p) {
  store [2 x i32] zeroinitializer, [2 x i32]* %p
  ret void
}
define void @eq_zeroagg_r([2 x i32]* %p) {
  store [2 x i32] [i32 0, i32 0], [2 x i32]* %p
  ret void
}

; --- memory operations
define i32 @ne_align_l(i32* %p) {
  %v = load i32, i32* %p, align 4
  ret i32 %v
}
define i32 @ne_align_r(i32* %p) {
  %v = load i32, i32* %p, align 1
  ret i32 %v
}
define i32 @ne_volatile_l(i32* %p) {
  %v = load volatile i32, i32* %p, align 4
  ret i32 %v
}
define i32 @ne_volatile_r(i32* %p) {
  %v = load i32, i32* %p, align 4
  ret i32 %v
}
define i32 @ne_ordering_l(i32* %p) {
  %v = load atomic i32, i32* %p acquire, align 4
  ret i32 %v
}
define i32 @ne_ordering_r(i32* %p) {
  %v = load atomic i32, i32* %p seq_cst, align 4
  ret i32 %v
}
define i32 @ne_syncscope_l(i32* %p) {
  %v = load atomic i32, i32* %p syncscope("singlethread") acquire, align 4
  ret i32 %v
}
define i32 @ne_syncscope_r(i32* %p) {
  %v = load atomic i32, i32* %p acquire, align 4
  ret i32 %v
}
define i32 @ne_range_l(i32* %p) {
  %v = load i32, i32* %p, align 4, !range !0
  ret i32 %v
}
define i32 @ne_range_r(i32* %p) {
  %v = load i32, i32* %p, align 4, !range !1
  ret i32 %v
}
define i32 @eq_range_l(i32* %p) {
  %v = load i32, i32* %p, align 4, !range !0
  ret i32 %v
}
define i32 @eq_range_r(i32* %p) {
  %v = load i32, i32* %p, align 4, !range !2
  ret i32 %v
}
define i32* @ne_nonnull_l(i32** %p) {
  %v = load i32*, i32** %p, align 8, !nonnull !3
  ret i32* %v
}
define i32* @ne_nonnull_r(i32** %p) {
  %v = load i32*, i32** %p, align 8
  ret i32* %v
}
define i32 @eq_tbaa_l(i32* %p) {
  %v = load i32, i32* %p, align 4, !tbaa !4
  ret i32 %v
}
define i32 @eq_tbaa_r(i32* %p) {
  %v = load i32, i32* %p, align 4
  ret i32 %v
}
define void @ne_storevol_l(i32* %p) {
  store volatile i32 1, i32* %p, align 4
  ret void
}
define void @ne_storevol_r(i32* %p) {
  store i32 1, i32* %p, align 4
  ret void
}
define i32 @ne_alloca_l() {
  %a = alloca i32, align 4
  store i32 1, i32* %a
  %v = load i32, i32* %a
  ret i32 %v
}
define i32 @ne_alloca_r() {
  %a = alloca i32, align 16
  store i32 1, i32* %a
  %v = load i32, i32* %a
  ret i32 %v
}
define i32 @ne_allocatype_l() {
  %a = alloca i64, align 8
  %b = bitcast i64* %a to i32*
  %v = load i32, i32* %b
  ret i32 %v
}
define i32 @ne_allocatype_r() {
  %a = alloca double, align 8
  %b = bitcast double* %a to i32*
  %v = load i32, i32* %b
  ret i32 %v
}
define i32 @eq_allocacount_l() {
  %a = alloca i32, align 4
  %v = load i32, i32* %a
  ret i32 %v
}
define i32 @eq_allocacount_r() {
  %a = alloca i32, i32 1, align 4
  %v = load i32, i32* %a
  ret i32 %v
}
define i32 @ne_rmw_l(i32* %p) {
  %v = atomicrmw add i32* %p, i32 1 seq_cst
  ret i32 %v
}
define i32 @ne_rmw_r(i32* %p) {
  %v = atomicrmw sub i32* %p, i32 1 seq_cst
  ret i32 %v
}
define i32 @ne_cmpxchg_l(i32* %p) {
  %v = cmpxchg i32* %p, i32 0, i32 1 seq_cst seq_cst
  %r = extractvalue { i32, i1 } %v, 0
  ret i32 %r
}
define i32 @ne_cmpxchg_r(i32* %p) {
  %v = cmpxchg weak i32* %p, i32 0, i32 1 seq_cst seq_cst
  %r = extractvalue { i32, i1 } %v, 0
  ret i32 %r
}
define void @ne_fence_l() {
  fence acquire
  ret void
}
define void @ne_fence_r() {
  fence release
  ret void
}

; --- comparisons and selects
define i1 @ne_pred_l(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  ret i1 %c
}
define i1 @ne_pred_r(i32 %a, i32 %b) {
  %c = icmp ult i32 %a, %b
  ret i1 %c
}
define i1 @ne_fpred_l(double %a, double %b) {
  %c = fcmp olt double %a, %b
  ret i1 %c
}
define i1 @ne_fpred_r(double %a, double %b) {
  %c = fcmp ult double %a, %b
  ret i1 %c
}

; --- calls
define i32 @ne_callee_l(i32 %a) {
  %r = call i32 @ext(i32 %a)
  ret i32 %r
}
define i32 @ne_callee_r(i32 %a) {
  %r = call i32 @ext2(i32 %a)
  ret i32 %r
}
define i32 @ne_tail_l(i32 %a) {
  %r = musttail call i32 @ext(i32 %a)
  ret i32 %r
}
define i32 @ne_tail_r(i32 %a) {
  %r = tail call i32 @ext(i32 %a)
  ret i32 %r
}
define i32 @ne_notail_l(i32 %a) {
  %r = call i32 @ext(i32 %a)
  ret i32 %r
}
define i32 @ne_notail_r(i32 %a) {
  %r = tail call i32 @ext(i32 %a)
  ret i32 %r
}
define i32 @ne_callcc_l(i32 %a) {
  %r = call fastcc i32 @ext(i32 %a)
  ret i32 %r
}
define i32 @ne_callcc_r(i32 %a) {
  %r = call i32 @ext(i32 %a)
  ret i32 %r
}
define i32 @ne_callattr_l(i32 %a) {
  %r = call i32 @ext(i32 signext %a)
  ret i32 %r
}
define i32 @ne_callattr_r(i32 %a) {
  %r = call i32 @ext(i32 zeroext %a)
  ret i32 %r
}
define i32 @ne_callfnattr_l(i32 %a) {
  %r = call i32 @ext(i32 %a) #1
  ret i32 %r
}
define i32 @ne_callfnattr_r(i32 %a) {
  %r = call i32 @ext(i32 %a) #2
  ret i32 %r
}
define i32 @eq_callfnattr_l(i32 %a) {
  %r = call i32 @ext(i32 %a) #1
  ret i32 %r
}
define i32 @eq_callfnattr_r(i32 %a) {
  %r = call i32 @ext(i32 %a) #3
  ret i32 %r
}
define i32 @ne_bundle_l(i32 %a) {
  %r = call i32 @ext(i32 %a) [ "deopt"(i32 %a) ]
  ret i32 %r
}
define i32 @ne_bundle_r(i32 %a) {
  %r = call i32 @ext(i32 %a) [ "other"(i32 %a) ]
  ret i32 %r
}
define i32 @ne_callrange_l(i32 %a) {
  %r = call i32 @ext(i32 %a), !range !0
  ret i32 %r
}
define i32 @ne_callrange_r(i32 %a) {
  %r = call i32 @ext(i32 %a)
  ret i32 %r
}
define i32 @ne_varargcall_l(i32 (i32, ...)* %f) {
  %r = call i32 (i32, ...) %f(i32 1)
  ret i32 %r
}
define i32 @ne_varargcall_r(i32 (i32, ...)* %f) {
  %g = bitcast i32 (i32, ...)* %f to i32 (i32)*
  %r = call i32 %g(i32 1)
  ret i32 %r
}

; --- inline asm
define i32 @ne_asmtext_l(i32 %a) {
  %r = call i32 asm "movl $1, $0", "=r,r"(i32 %a)
  ret i32 %r
}
define i32 @ne_asmtext_r(i32 %a) {
  %r = call i32 asm "leal ($1), $0", "=r,r"(i32 %a)
  ret i32 %r
}
define i32 @ne_asmcons_l(i32 %a) {
  %r = call i32 asm "movl $1, $0", "=r,r"(i32 %a)
  ret i32 %r
}
define i32 @ne_asmcons_r(i32 %a) {
  %r = call i32 asm "movl $1, $0", "=r,m"(i32 %a)
  ret i32 %r
}
define i32 @ne_asmside_l(i32 %a) {
  %r = call i32 asm sideeffect "movl $1, $0", "=r,r"(i32 %a)
  ret i32 %r
}
define i32 @ne_asmside_r(i32 %a) {
  %r = call i32 asm "movl $1, $0", "=r,r"(i32 %a)
  ret i32 %r
}
define i32 @ne_asmstack_l(i32 %a) {
  %r = call i32 asm alignstack "movl $1, $0", "=r,r"(i32 %a)
  ret i32 %r
}
define i32 @ne_asmstack_r(i32 %a) {
  %r = call i32 asm "movl $1, $0", "=r,r"(i32 %a)
  ret i32 %r
}
define i32 @ne_asmdialect_l(i32 %a) {
  %r = call i32 asm inteldialect "mov $0, $1", "=r,r"(i32 %a)
  ret i32 %r
}
define i32 @ne_asmdialect_r(i32 %a) {
  %r = call i32 asm "mov $0, $1", "=r,r"(i32 %a)
  ret i32 %r
}
define i32 @eq_asm_l(i32 %a) {
  %r = call i32 asm sideeffect "movl $1, $0", "=r,r"(i32 %a)
  ret i32 %r
}
define i32 @eq_asm_r(i32 %b) {
  %r = call i32 asm sideeffect "movl $1, $0", "=r,r"(i32 %b)
  ret i32 %r
}

; --- function-level properties
define i32 @ne_fnattr_l(i32 %a) #0 {
  ret i32 %a
}
define i32 @ne_fnattr_r(i32 %a) #1 {
  ret i32 %a
}
define i32 @eq_fnattrgroup_l(i32 %a) #1 {
  ret i32 %a
}
define i32 @eq_fnattrgroup_r(i32 %a) #3 {
  ret i32 %a
}
define i32 @ne_paramattr_l(i32 signext %a) {
  ret i32 %a
}
define i32 @ne_paramattr_r(i32 %a) {
  ret i32 %a
}
define i32 @ne_paramalign_l(i32* align 4 %p) {
  ret i32 0
}
define i32 @ne_paramalign_r(i32* align 8 %p) {
  ret i32 0
}
define void @eq_byval_l(%struct.A* byval(%struct.A) align 8 %p) {
  ret void
}
define void @eq_byval_r(%struct.B* byval(%struct.B) align 8 %p) {
  ret void
}
define void @ne_byval_l(%struct.A* byval(%struct.A) align 8 %p) {
  ret void
}
define void @ne_byval_r(%struct.C* byval(%struct.C) align 8 %p) {
  ret void
}
define void @ne_sret_l(%struct.A* sret(%struct.A) %p) {
  ret void
}
define void @ne_sret_r(%struct.A* %p) {
  ret void
}
define noundef i32 @ne_retattr_l(i32 %a) {
  ret i32 %a
}
define i32 @ne_retattr_r(i32 %a) {
  ret i32 %a
}
define i32 @ne_section_l(i32 %a) section ".text.a" {
  ret i32 %a
}
define i32 @ne_section_r(i32 %a) section ".text.b" {
  ret i32 %a
}
define i32 @ne_nosection_l(i32 %a) section ".text.a" {
  ret i32 %a
}
define i32 @ne_nosection_r(i32 %a) {
  ret i32 %a
}
define i32 @ne_gc_l(i32 %a) gc "shadow-stack" {
  ret i32 %a
}
define i32 @ne_gc_r(i32 %a) {
  ret i32 %a
}
define fastcc i32 @ne_cc_l(i32 %a) {
  ret i32 %a
}
define i32 @ne_cc_r(i32 %a) {
  ret i32 %a
}
define i32 @ne_varargs_l(i32 %a, ...) {
  ret i32 %a
}
define i32 @ne_varargs_r(i32 %a) {
  ret i32 %a
}
define i32 @ne_rettype_l(i32 %a) {
  ret i32 %a
}
define i64 @ne_rettype_r(i32 %a) {
  %b = zext i32 %a to i64
  ret i64 %b
}
define i32 @eq_fnalign_l(i32 %a) align 16 {
  ret i32 %a
}
define i32 @eq_fnalign_r(i32 %a) align 4 {
  ret i32 %a
}
define i32 @eq_linkage_l(i32 %a) {
  ret i32 %a
}
define internal i32 @eq_linkage_r(i32 %a) {
  ret i32 %a
}

; --- control flow
define i32 @eq_blockorder_l(i1 %c) {
entry:
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 2
}
define i32 @eq_blockorder_r(i1 %c) {
entry:
  br i1 %c, label %t, label %f
f:
  ret i32 2
t:
  ret i32 1
}
define i32 @eq_unreachableblock_l(i1 %c) {
entry:
  ret i32 1
dead:
  ret i32 5
}
define i32 @ne_branchswap_l(i1 %c) {
entry:
  br i1 %c, label %t, label %f
t:
  ret i32 1
f:
  ret i32 2
}
define i32 @ne_branchswap_r(i1 %c) {
entry:
  br i1 %c, label %f, label %t
t:
  ret i32 1
f:
  ret i32 2
}
define i32 @eq_unreachableblock_r(i1 %c) {
entry:
  ret i32 1
}
define i32 @ne_switchcase_l(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %a
                            i32 2, label %b ]
a:
  ret i32 10
b:
  ret i32 20
d:
  ret i32 0
}
define i32 @ne_switchcase_r(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 1, label %a
                            i32 3, label %b ]
a:
  ret i32 10
b:
  ret i32 20
d:
  ret i32 0
}
define i32 @ne_phiblocks_l(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %p = phi i32 [ 1, %a ], [ 2, %b ]
  ret i32 %p
}
define i32 @ne_phiblocks_r(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %p = phi i32 [ 1, %b ], [ 2, %a ]
  ret i32 %p
}

; --- recursion
define i32 @eq_selfrec_l(i32 %n) {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %z, label %r
z:
  ret i32 1
r:
  %m = sub i32 %n, 1
  %v = call i32 @eq_selfrec_l(i32 %m)
  %p = mul i32 %n, %v
  ret i32 %p
}
define i32 @eq_selfrec_r(i32 %n) {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %z, label %r
z:
  ret i32 1
r:
  %m = sub i32 %n, 1
  %v = call i32 @eq_selfrec_r(i32 %m)
  %p = mul i32 %n, %v
  ret i32 %p
}
define i32 @ne_mutual_l(i32 %n) {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %z, label %r
z:
  ret i32 0
r:
  %m = sub i32 %n, 1
  %v = call i32 @ne_mutual_r(i32 %m)
  ret i32 %v
}
define i32 @ne_mutual_r(i32 %n) {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %z, label %r
z:
  ret i32 0
r:
  %m = sub i32 %n, 1
  %v = call i32 @ne_mutual_l(i32 %m)
  ret i32 %v
}
; taking its own address is not a self-call: @f == @f only as a callee
define i8* @ne_selfaddr_l() {
  ret i8* bitcast (i8* ()* @ne_selfaddr_l to i8*)
}
define i8* @ne_selfaddr_r() {
  ret i8* bitcast (i8* ()* @ne_selfaddr_r to i8*)
}

; --- exception handling
define void @ne_personality_l() personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %x
}
define void @ne_personality_r() personality i32 (...)* @other_personality {
entry:
  invoke void @may_throw() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %x
}
; a personality without EH pads is never consulted
define i32 @eq_padless_personality_l(i32 %a) personality i32 (...)* @__gxx_personality_v0 {
  %r = mul i32 %a, 3
  ret i32 %r
}
define i32 @eq_padless_personality_r(i32 %a) {
  %r = mul i32 %a, 3
  ret i32 %r
}
define void @ne_cleanup_l() personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %x
}
define void @ne_cleanup_r() personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { i8*, i32 } catch i8* null
  resume { i8*, i32 } %x
}
define void @eq_eh_l() personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %x
}
define void @eq_eh_r() personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { i8*, i32 } cleanup
  resume { i8*, i32 } %x
}

; --- debug intrinsics: variables are associated by position
define i32 @eq_dbg_l(i32 %a) !dbg !23 {
  call void @llvm.dbg.value(metadata i32 %a, metadata !10, metadata !DIExpression()), !dbg !30
  ret i32 %a
}
define i32 @eq_dbg_r(i32 %a) !dbg !26 {
  call void @llvm.dbg.value(metadata i32 %a, metadata !11, metadata !DIExpression()), !dbg !31
  ret i32 %a
}

; --- metadata operands outside debug intrinsics compare by content
define double @ne_mdstring_l(double %a, double %b) #4 {
  %r = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"round.dynamic", metadata !"fpexcept.strict") #4
  ret double %r
}
define double @ne_mdstring_r(double %a, double %b) #4 {
  %r = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"round.tonearest", metadata !"fpexcept.strict") #4
  ret double %r
}
; noalias scope declarations name scopes of their function's own: their
; scope lists are associated by position (as LLVM 14 does), one to one
define i32 @eq_scopedecl_l(i32* %p, i32* %q) {
  call void @llvm.experimental.noalias.scope.decl(metadata !52)
  %v = load i32, i32* %p, align 4, !alias.scope !52
  store i32 %v, i32* %q, align 4, !noalias !52
  ret i32 %v
}
define i32 @eq_scopedecl_r(i32* %p, i32* %q) {
  call void @llvm.experimental.noalias.scope.decl(metadata !55)
  %v = load i32, i32* %p, align 4, !alias.scope !55
  store i32 %v, i32* %q, align 4, !noalias !55
  ret i32 %v
}
define void @ne_scopedecl_l() {
  call void @llvm.experimental.noalias.scope.decl(metadata !52)
  call void @llvm.experimental.noalias.scope.decl(metadata !55)
  ret void
}
define void @ne_scopedecl_r() {
  call void @llvm.experimental.noalias.scope.decl(metadata !55)
  call void @llvm.experimental.noalias.scope.decl(metadata !55)
  ret void
}
; a debug intrinsic's value operand still counts
define i32 @ne_dbglocal_l(i32 %a, i32 %b) !dbg !40 {
  call void @llvm.dbg.value(metadata i32 %a, metadata !42, metadata !DIExpression()), !dbg !44
  ret i32 %a
}
define i32 @ne_dbglocal_r(i32 %a, i32 %b) !dbg !41 {
  call void @llvm.dbg.value(metadata i32 %b, metadata !43, metadata !DIExpression()), !dbg !45
  ret i32 %a
}
define i32 @ne_bundleinput_l(i32 %a, i32 %b) {
  %r = call i32 @ext(i32 %a) [ "deopt"(i32 %a) ]
  ret i32 %r
}
define i32 @ne_bundleinput_r(i32 %a, i32 %b) {
  %r = call i32 @ext(i32 %a) [ "deopt"(i32 %b) ]
  ret i32 %r
}

; --- aggregates
define i32 @ne_extractidx_l({ i32, i32 } %s) {
  %v = extractvalue { i32, i32 } %s, 0
  ret i32 %v
}
define i32 @ne_extractidx_r({ i32, i32 } %s) {
  %v = extractvalue { i32, i32 } %s, 1
  ret i32 %v
}
define <4 x i32> @ne_shuffle_l(<4 x i32> %a) {
  %v = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ret <4 x i32> %v
}
define <4 x i32> @ne_shuffle_r(<4 x i32> %a) {
  %v = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x i32> %v
}

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }
attributes #2 = { nounwind readonly }
attributes #3 = { readnone nounwind }
attributes #4 = { strictfp }

!0 = !{i32 0, i32 10}
!1 = !{i32 0, i32 11}
!2 = !{i32 0, i32 10}
!3 = !{}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"tbaa root"}
!llvm.module.flags = !{!20}
!llvm.dbg.cu = !{!21}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = distinct !DICompileUnit(language: DW_LANG_C99, file: !22, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!22 = !DIFile(filename: "cases.c", directory: "/tmp")
!23 = distinct !DISubprogram(name: "f", scope: !22, file: !22, line: 1, type: !24, unit: !21)
!24 = !DISubroutineType(types: !25)
!25 = !{null}
!10 = !DILocalVariable(name: "a", scope: !23, file: !22, line: 1)
!11 = !DILocalVariable(name: "b", scope: !26, file: !22, line: 2)
!26 = distinct !DISubprogram(name: "g", scope: !22, file: !22, line: 2, type: !24, unit: !21)
!30 = !DILocation(line: 1, scope: !23)
!31 = !DILocation(line: 2, scope: !26)
!40 = distinct !DISubprogram(name: "h", scope: !22, file: !22, line: 3, type: !24, unit: !21)
!41 = distinct !DISubprogram(name: "k", scope: !22, file: !22, line: 4, type: !24, unit: !21)
!42 = !DILocalVariable(name: "a", scope: !40, file: !22, line: 3)
!43 = !DILocalVariable(name: "b", scope: !41, file: !22, line: 4)
!44 = !DILocation(line: 3, scope: !40)
!45 = !DILocation(line: 4, scope: !41)
!50 = distinct !{!50, !"domain 1"}
!51 = distinct !{!51, !50, !"scope 1"}
!52 = !{!51}
!53 = distinct !{!53, !"domain 2"}
!54 = distinct !{!54, !53, !"scope 2"}
!55 = !{!54}
