; Two similar functions of an i386 module (clang-14 --target=i686-pc-linux-gnu -Os), as
; compiled for a Pentium 4: llc without the target lines takes them for x86-64
; code and refuses the CPU ("64-bit code requested on a subtarget that
; doesn't support it").
source_filename = "s32.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i686-pc-linux-gnu"
define dso_local i32 @a1(i32* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %8, label %6
4:                                                ; preds = %8
  %5 = add nsw i32 %19, 1
  br label %6
6:                                                ; preds = %4, %2
  %7 = phi i32 [ 1, %2 ], [ %5, %4 ]
  ret i32 %7
8:                                                ; preds = %8, %2
  %9 = phi i32 [ %20, %8 ], [ 0, %2 ]
  %10 = phi i32 [ %19, %8 ], [ 0, %2 ]
  %11 = getelementptr inbounds i32, i32* %0, i32 %9
  %12 = load i32, i32* %11, align 4
  %13 = mul nsw i32 %12, 3
  %14 = add nsw i32 %13, %10
  %15 = ashr i32 %14, 2
  %16 = xor i32 %15, %14
  %17 = icmp sgt i32 %16, 1000
  %18 = add nsw i32 %16, -999
  %19 = select i1 %17, i32 %18, i32 %16
  %20 = add nuw nsw i32 %9, 1
  %21 = icmp eq i32 %20, %1
  br i1 %21, label %4, label %8
}
define dso_local i32 @a2(i32* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %8, label %6
4:                                                ; preds = %8
  %5 = add nsw i32 %19, 2
  br label %6
6:                                                ; preds = %4, %2
  %7 = phi i32 [ 2, %2 ], [ %5, %4 ]
  ret i32 %7
8:                                                ; preds = %8, %2
  %9 = phi i32 [ %20, %8 ], [ 0, %2 ]
  %10 = phi i32 [ %19, %8 ], [ 0, %2 ]
  %11 = getelementptr inbounds i32, i32* %0, i32 %9
  %12 = load i32, i32* %11, align 4
  %13 = mul nsw i32 %12, 5
  %14 = add nsw i32 %13, %10
  %15 = ashr i32 %14, 2
  %16 = xor i32 %15, %14
  %17 = icmp sgt i32 %16, 1000
  %18 = add nsw i32 %16, -997
  %19 = select i1 %17, i32 %18, i32 %16
  %20 = add nuw nsw i32 %9, 1
  %21 = icmp eq i32 %20, %1
  br i1 %21, label %4, label %8
}
^0 = module: (path: "s32.bc", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "a2", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 20, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 8129049334585965161
^2 = gv: (name: "a1", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 1, live: 0, dsoLocal: 1, canAutoHide: 0), insts: 20, funcFlags: (readNone: 0, readOnly: 1, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0)))) ; guid = 12511626713252727690
^3 = flags: 8
^4 = blockcount: 8
attributes #0 = { nounwind "target-cpu"="pentium4" }
