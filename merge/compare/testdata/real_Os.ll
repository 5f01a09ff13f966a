; ModuleID = 'real.c'
source_filename = "real.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, i64 }
%struct.point = type { i32, i32 }
%struct.node = type { %struct.node*, i32 }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@counter = internal unnamed_addr global i32 0, align 4
@other_counter = internal unnamed_addr global i32 0, align 4
@table = dso_local local_unnamed_addr global [4 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_sub, i32 (i32, i32)* @op_mul, i32 (i32, i32)* @op_add2], align 16
@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"many\00", align 1
@name_of2.names = internal unnamed_addr constant [4 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0)], align 16
@switch.table.classify_b = private unnamed_addr constant [10 x i32] [i32 10, i32 20, i32 -1, i32 -1, i32 -1, i32 7, i32 -1, i32 -1, i32 -1, i32 3], align 4
@switch.table.classify_c = private unnamed_addr constant [10 x i32] [i32 10, i32 20, i32 -1, i32 -1, i32 -1, i32 7, i32 -1, i32 -1, i32 -1, i32 4], align 4

; Function Attrs: nofree norecurse nosync nounwind optsize readonly uwtable
define dso_local i32 @sum_a(i32* nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %s.07 = phi i32 [ 0, %for.body.preheader ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds i32, i32* %v, i64 %indvars.iv
  %0 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %add = add nsw i32 %0, %s.07
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !9
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind optsize readonly uwtable
define dso_local i32 @sum_b(i32* nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %s.07 = phi i32 [ 0, %for.body.preheader ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds i32, i32* %v, i64 %indvars.iv
  %0 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %add = add nsw i32 %0, %s.07
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind optsize readonly uwtable
define dso_local i32 @sum_c(i32* nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 1, %entry ], [ %add, %for.body ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %s.07 = phi i32 [ 1, %for.body.preheader ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds i32, i32* %v, i64 %indvars.iv
  %0 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %add = add nsw i32 %0, %s.07
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind optsize readonly uwtable
define dso_local i32 @usum(i32* nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %for.body ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %s.07 = phi i32 [ 0, %for.body.preheader ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds i32, i32* %v, i64 %indvars.iv
  %0 = load i32, i32* %arrayidx, align 4, !tbaa !5
  %add = add i32 %0, %s.07
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind optsize readonly uwtable
define dso_local i64 @lsum(i64* nocapture noundef readonly %v, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %s.0.lcssa = phi i64 [ 0, %entry ], [ %add, %for.body ]
  ret i64 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %s.07 = phi i64 [ 0, %for.body.preheader ], [ %add, %for.body ]
  %arrayidx = getelementptr inbounds i64, i64* %v, i64 %indvars.iv
  %0 = load i64, i64* %arrayidx, align 8, !tbaa !14
  %add = add nsw i64 %0, %s.07
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readonly uwtable willreturn
define dso_local i32 @area_a(%struct.rect* nocapture noundef readonly %r) local_unnamed_addr #2 {
entry:
  %x = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 1, i32 0
  %0 = load i32, i32* %x, align 8, !tbaa !17
  %x1 = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 0, i32 0
  %1 = load i32, i32* %x1, align 8, !tbaa !20
  %sub = sub nsw i32 %0, %1
  %y = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 1, i32 1
  %2 = load i32, i32* %y, align 4, !tbaa !21
  %y4 = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 0, i32 1
  %3 = load i32, i32* %y4, align 4, !tbaa !22
  %sub5 = sub nsw i32 %2, %3
  %mul = mul nsw i32 %sub5, %sub
  ret i32 %mul
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readonly uwtable willreturn
define dso_local i32 @area_b(%struct.rect* nocapture noundef readonly %r) local_unnamed_addr #2 {
entry:
  %x = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 1, i32 0
  %0 = load i32, i32* %x, align 8, !tbaa !17
  %x1 = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 0, i32 0
  %1 = load i32, i32* %x1, align 8, !tbaa !20
  %sub = sub nsw i32 %0, %1
  %y = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 1, i32 1
  %2 = load i32, i32* %y, align 4, !tbaa !21
  %y4 = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 0, i32 1
  %3 = load i32, i32* %y4, align 4, !tbaa !22
  %sub5 = sub nsw i32 %2, %3
  %mul = mul nsw i32 %sub5, %sub
  ret i32 %mul
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readonly uwtable willreturn
define dso_local i32 @perim(%struct.rect* nocapture noundef readonly %r) local_unnamed_addr #2 {
entry:
  %x = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 1, i32 0
  %0 = load i32, i32* %x, align 8, !tbaa !17
  %x1 = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 0, i32 0
  %1 = load i32, i32* %x1, align 8, !tbaa !20
  %y = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 1, i32 1
  %2 = load i32, i32* %y, align 4, !tbaa !21
  %y4 = getelementptr inbounds %struct.rect, %struct.rect* %r, i64 0, i32 0, i32 1
  %3 = load i32, i32* %y4, align 4, !tbaa !22
  %4 = add i32 %0, %2
  %5 = add i32 %1, %3
  %add = sub i32 %4, %5
  %mul = shl nsw i32 %add, 1
  ret i32 %mul
}

; Function Attrs: nofree norecurse nosync nounwind optsize readonly uwtable
define dso_local i32 @list_len_a(%struct.node* noundef readonly %n) local_unnamed_addr #0 {
entry:
  %tobool.not4 = icmp eq %struct.node* %n, null
  br i1 %tobool.not4, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %while.body
  %k.06 = phi i32 [ %inc, %while.body ], [ 0, %entry ]
  %n.addr.05 = phi %struct.node* [ %0, %while.body ], [ %n, %entry ]
  %inc = add nuw nsw i32 %k.06, 1
  %next = getelementptr inbounds %struct.node, %struct.node* %n.addr.05, i64 0, i32 0
  %0 = load %struct.node*, %struct.node** %next, align 8, !tbaa !23
  %tobool.not = icmp eq %struct.node* %0, null
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !26

while.end:                                        ; preds = %while.body, %entry
  %k.0.lcssa = phi i32 [ 0, %entry ], [ %inc, %while.body ]
  ret i32 %k.0.lcssa
}

; Function Attrs: nofree norecurse nosync nounwind optsize readonly uwtable
define dso_local i32 @list_len_b(%struct.node* noundef readonly %n) local_unnamed_addr #0 {
entry:
  %tobool.not4 = icmp eq %struct.node* %n, null
  br i1 %tobool.not4, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %while.body
  %k.06 = phi i32 [ %inc, %while.body ], [ 0, %entry ]
  %n.addr.05 = phi %struct.node* [ %0, %while.body ], [ %n, %entry ]
  %inc = add nuw nsw i32 %k.06, 1
  %next = getelementptr inbounds %struct.node, %struct.node* %n.addr.05, i64 0, i32 0
  %0 = load %struct.node*, %struct.node** %next, align 8, !tbaa !23
  %tobool.not = icmp eq %struct.node* %0, null
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !27

while.end:                                        ; preds = %while.body, %entry
  %k.0.lcssa = phi i32 [ 0, %entry ], [ %inc, %while.body ]
  ret i32 %k.0.lcssa
}

; Function Attrs: nofree norecurse nosync nounwind optsize readonly uwtable
define dso_local i32 @list_sum(%struct.node* noundef readonly %n) local_unnamed_addr #0 {
entry:
  %tobool.not5 = icmp eq %struct.node* %n, null
  br i1 %tobool.not5, label %while.end, label %while.body

while.body:                                       ; preds = %entry, %while.body
  %k.07 = phi i32 [ %add, %while.body ], [ 0, %entry ]
  %n.addr.06 = phi %struct.node* [ %1, %while.body ], [ %n, %entry ]
  %val = getelementptr inbounds %struct.node, %struct.node* %n.addr.06, i64 0, i32 1
  %0 = load i32, i32* %val, align 8, !tbaa !28
  %add = add nsw i32 %0, %k.07
  %next = getelementptr inbounds %struct.node, %struct.node* %n.addr.06, i64 0, i32 0
  %1 = load %struct.node*, %struct.node** %next, align 8, !tbaa !23
  %tobool.not = icmp eq %struct.node* %1, null
  br i1 %tobool.not, label %while.end, label %while.body, !llvm.loop !29

while.end:                                        ; preds = %while.body, %entry
  %k.0.lcssa = phi i32 [ 0, %entry ], [ %add, %while.body ]
  ret i32 %k.0.lcssa
}

; Function Attrs: nofree nosync nounwind optsize readnone uwtable
define dso_local i32 @fact_a(i32 noundef %n) local_unnamed_addr #3 {
entry:
  %cmp3 = icmp ugt i32 %n, 1
  br i1 %cmp3, label %vector.ph, label %cond.end

vector.ph:                                        ; preds = %entry
  %n.rnd.up = add i32 %n, 2
  %n.vec = and i32 %n.rnd.up, -4
  %trip.count.minus.1 = add i32 %n, -2
  %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  %.splatinsert = insertelement <4 x i32> poison, i32 %n, i64 0
  %.splat = shufflevector <4 x i32> %.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  %induction = add <4 x i32> %.splat, <i32 0, i32 -1, i32 -2, i32 -3>
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <4 x i32> [ %induction, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %0, %vector.body ]
  %0 = mul <4 x i32> %vec.ind, %vec.phi
  %index.next = add i32 %index, 4
  %vec.ind.next = add <4 x i32> %vec.ind, <i32 -4, i32 -4, i32 -4, i32 -4>
  %1 = icmp eq i32 %index.next, %n.vec
  br i1 %1, label %middle.block, label %vector.body, !llvm.loop !30

middle.block:                                     ; preds = %vector.body
  %broadcast.splatinsert6 = insertelement <4 x i32> poison, i32 %index, i64 0
  %broadcast.splat7 = shufflevector <4 x i32> %broadcast.splatinsert6, <4 x i32> poison, <4 x i32> zeroinitializer
  %vec.iv = or <4 x i32> %broadcast.splat7, <i32 0, i32 1, i32 2, i32 3>
  %.not = icmp ugt <4 x i32> %vec.iv, %broadcast.splat
  %2 = select <4 x i1> %.not, <4 x i32> %vec.phi, <4 x i32> %0
  %3 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %2)
  br label %cond.end

cond.end:                                         ; preds = %middle.block, %entry
  %accumulator.tr.lcssa = phi i32 [ 1, %entry ], [ %3, %middle.block ]
  ret i32 %accumulator.tr.lcssa
}

; Function Attrs: nofree nosync nounwind optsize readnone uwtable
define dso_local i32 @fact_b(i32 noundef %n) local_unnamed_addr #3 {
entry:
  %cmp3 = icmp ugt i32 %n, 1
  br i1 %cmp3, label %vector.ph, label %cond.end

vector.ph:                                        ; preds = %entry
  %n.rnd.up = add i32 %n, 2
  %n.vec = and i32 %n.rnd.up, -4
  %trip.count.minus.1 = add i32 %n, -2
  %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %trip.count.minus.1, i64 0
  %broadcast.splat = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  %.splatinsert = insertelement <4 x i32> poison, i32 %n, i64 0
  %.splat = shufflevector <4 x i32> %.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  %induction = add <4 x i32> %.splat, <i32 0, i32 -1, i32 -2, i32 -3>
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.ind = phi <4 x i32> [ %induction, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %vec.phi = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %vector.ph ], [ %0, %vector.body ]
  %0 = mul <4 x i32> %vec.ind, %vec.phi
  %index.next = add i32 %index, 4
  %vec.ind.next = add <4 x i32> %vec.ind, <i32 -4, i32 -4, i32 -4, i32 -4>
  %1 = icmp eq i32 %index.next, %n.vec
  br i1 %1, label %middle.block, label %vector.body, !llvm.loop !32

middle.block:                                     ; preds = %vector.body
  %broadcast.splatinsert6 = insertelement <4 x i32> poison, i32 %index, i64 0
  %broadcast.splat7 = shufflevector <4 x i32> %broadcast.splatinsert6, <4 x i32> poison, <4 x i32> zeroinitializer
  %vec.iv = or <4 x i32> %broadcast.splat7, <i32 0, i32 1, i32 2, i32 3>
  %.not = icmp ugt <4 x i32> %vec.iv, %broadcast.splat
  %2 = select <4 x i1> %.not, <4 x i32> %vec.phi, <4 x i32> %0
  %3 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %2)
  br label %cond.end

cond.end:                                         ; preds = %middle.block, %entry
  %accumulator.tr.lcssa = phi i32 [ 1, %entry ], [ %3, %middle.block ]
  ret i32 %accumulator.tr.lcssa
}

; Function Attrs: noinline nounwind optsize uwtable
define dso_local i32 @pong(i32 noundef %n) local_unnamed_addr #4 {
entry:
  tail call void @note(i32 noundef %n) #19
  %cmp.not = icmp eq i32 %n, 0
  br i1 %cmp.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %entry
  %sub = add i32 %n, -1
  %call = tail call i32 @ping(i32 noundef %sub) #20
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  ret i32 0
}

; Function Attrs: optsize
declare void @note(i32 noundef) local_unnamed_addr #5

; Function Attrs: noinline nounwind optsize uwtable
define dso_local i32 @ping(i32 noundef %n) local_unnamed_addr #4 {
entry:
  tail call void @note(i32 noundef %n) #19
  %cmp.not = icmp eq i32 %n, 0
  br i1 %cmp.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %entry
  %sub = add i32 %n, -1
  %call = tail call i32 @pong(i32 noundef %sub) #20
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @classify_a(i32 noundef %c) local_unnamed_addr #6 {
entry:
  %0 = icmp ult i32 %c, 10
  br i1 %0, label %switch.lookup, label %return

switch.lookup:                                    ; preds = %entry
  %1 = sext i32 %c to i64
  %switch.gep = getelementptr inbounds [10 x i32], [10 x i32]* @switch.table.classify_b, i64 0, i64 %1
  %switch.load = load i32, i32* %switch.gep, align 4
  br label %return

return:                                           ; preds = %entry, %switch.lookup
  %retval.0 = phi i32 [ %switch.load, %switch.lookup ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @classify_b(i32 noundef %c) local_unnamed_addr #6 {
entry:
  %0 = icmp ult i32 %c, 10
  br i1 %0, label %switch.lookup, label %return

switch.lookup:                                    ; preds = %entry
  %1 = sext i32 %c to i64
  %switch.gep = getelementptr inbounds [10 x i32], [10 x i32]* @switch.table.classify_b, i64 0, i64 %1
  %switch.load = load i32, i32* %switch.gep, align 4
  br label %return

return:                                           ; preds = %entry, %switch.lookup
  %retval.0 = phi i32 [ %switch.load, %switch.lookup ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @classify_c(i32 noundef %c) local_unnamed_addr #6 {
entry:
  %0 = icmp ult i32 %c, 10
  br i1 %0, label %switch.lookup, label %return

switch.lookup:                                    ; preds = %entry
  %1 = sext i32 %c to i64
  %switch.gep = getelementptr inbounds [10 x i32], [10 x i32]* @switch.table.classify_c, i64 0, i64 %1
  %switch.load = load i32, i32* %switch.gep, align 4
  br label %return

return:                                           ; preds = %entry, %switch.lookup
  %retval.0 = phi i32 [ %switch.load, %switch.lookup ], [ -1, %entry ]
  ret i32 %retval.0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize uwtable willreturn
define dso_local void @bump_a() local_unnamed_addr #7 {
entry:
  %0 = load i32, i32* @counter, align 4, !tbaa !5
  %inc = add nsw i32 %0, 1
  store i32 %inc, i32* @counter, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize uwtable willreturn
define dso_local void @bump_b() local_unnamed_addr #7 {
entry:
  %0 = load i32, i32* @counter, align 4, !tbaa !5
  %inc = add nsw i32 %0, 1
  store i32 %inc, i32* @counter, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize uwtable willreturn
define dso_local void @bump_c() local_unnamed_addr #7 {
entry:
  %0 = load i32, i32* @other_counter, align 4, !tbaa !5
  %inc = add nsw i32 %0, 1
  store i32 %inc, i32* @other_counter, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readonly uwtable willreturn
define dso_local i32 @get_counter() local_unnamed_addr #2 {
entry:
  %0 = load i32, i32* @counter, align 4, !tbaa !5
  %1 = load i32, i32* @other_counter, align 4, !tbaa !5
  %add = add nsw i32 %1, %0
  ret i32 %add
}

; Function Attrs: mustprogress nofree nosync nounwind optsize readnone uwtable willreturn
define dso_local double @mix_a(double noundef %a, double noundef %b) local_unnamed_addr #8 {
entry:
  %mul1 = fmul double %b, 7.500000e-01
  %0 = tail call double @llvm.fmuladd.f64(double %a, double 2.500000e-01, double %mul1)
  ret double %0
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #9

; Function Attrs: mustprogress nofree nosync nounwind optsize readnone uwtable willreturn
define dso_local double @mix_b(double noundef %a, double noundef %b) local_unnamed_addr #8 {
entry:
  %mul1 = fmul double %b, 7.500000e-01
  %0 = tail call double @llvm.fmuladd.f64(double %a, double 2.500000e-01, double %mul1)
  ret double %0
}

; Function Attrs: mustprogress nofree nosync nounwind optsize readnone uwtable willreturn
define dso_local float @mixf(float noundef %a, float noundef %b) local_unnamed_addr #8 {
entry:
  %mul1 = fmul float %b, 7.500000e-01
  %0 = tail call float @llvm.fmuladd.f32(float %a, float 2.500000e-01, float %mul1)
  ret float %0
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #9

; Function Attrs: nofree nosync nounwind optsize uwtable
define dso_local i32 @vsum(i32 noundef %n, ...) local_unnamed_addr #10 {
entry:
  %ap = alloca [1 x %struct.__va_list_tag], align 16
  %0 = bitcast [1 x %struct.__va_list_tag]* %ap to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %0) #21
  call void @llvm.va_start(i8* nonnull %0)
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %gp_offset_p = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 0
  %overflow_arg_area_p = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 2
  %1 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %ap, i64 0, i64 0, i32 3
  %reg_save_area = load i8*, i8** %1, align 16
  %gp_offset.pre = load i32, i32* %gp_offset_p, align 16
  br label %for.body

for.cond.cleanup:                                 ; preds = %vaarg.end, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %add, %vaarg.end ]
  call void @llvm.va_end(i8* nonnull %0)
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %0) #21
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body.lr.ph, %vaarg.end
  %gp_offset = phi i32 [ %gp_offset.pre, %for.body.lr.ph ], [ %gp_offset12, %vaarg.end ]
  %i.011 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %vaarg.end ]
  %s.010 = phi i32 [ 0, %for.body.lr.ph ], [ %add, %vaarg.end ]
  %fits_in_gp = icmp ult i32 %gp_offset, 41
  br i1 %fits_in_gp, label %vaarg.in_reg, label %vaarg.in_mem

vaarg.in_reg:                                     ; preds = %for.body
  %2 = zext i32 %gp_offset to i64
  %3 = getelementptr i8, i8* %reg_save_area, i64 %2
  %4 = add nuw nsw i32 %gp_offset, 8
  store i32 %4, i32* %gp_offset_p, align 16
  br label %vaarg.end

vaarg.in_mem:                                     ; preds = %for.body
  %overflow_arg_area = load i8*, i8** %overflow_arg_area_p, align 8
  %overflow_arg_area.next = getelementptr i8, i8* %overflow_arg_area, i64 8
  store i8* %overflow_arg_area.next, i8** %overflow_arg_area_p, align 8
  br label %vaarg.end

vaarg.end:                                        ; preds = %vaarg.in_mem, %vaarg.in_reg
  %gp_offset12 = phi i32 [ %4, %vaarg.in_reg ], [ %gp_offset, %vaarg.in_mem ]
  %vaarg.addr.in = phi i8* [ %3, %vaarg.in_reg ], [ %overflow_arg_area, %vaarg.in_mem ]
  %vaarg.addr = bitcast i8* %vaarg.addr.in to i32*
  %5 = load i32, i32* %vaarg.addr, align 4
  %add = add nsw i32 %5, %s.010
  %inc = add nuw nsw i32 %i.011, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #11

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #11

; Function Attrs: mustprogress nofree nosync nounwind optsize uwtable willreturn
define dso_local void @copy_a(i8* nocapture noundef writeonly %d, i8* nocapture noundef readonly %s, i64 noundef %n) local_unnamed_addr #12 {
entry:
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %d, i8* align 1 %s, i64 %n, i1 false)
  %arrayidx = getelementptr inbounds i8, i8* %d, i64 %n
  store i8 0, i8* %arrayidx, align 1, !tbaa !34
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: mustprogress nofree nosync nounwind optsize uwtable willreturn
define dso_local void @copy_b(i8* nocapture noundef writeonly %d, i8* nocapture noundef readonly %s, i64 noundef %n) local_unnamed_addr #12 {
entry:
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %d, i8* align 1 %s, i64 %n, i1 false)
  %arrayidx = getelementptr inbounds i8, i8* %d, i64 %n
  store i8 0, i8* %arrayidx, align 1, !tbaa !34
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind optsize uwtable willreturn
define dso_local void @move_c(i8* nocapture noundef writeonly %d, i8* nocapture noundef readonly %s, i64 noundef %n) local_unnamed_addr #12 {
entry:
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %d, i8* align 1 %s, i64 %n, i1 false)
  %arrayidx = getelementptr inbounds i8, i8* %d, i64 %n
  store i8 0, i8* %arrayidx, align 1, !tbaa !34
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #13

; Function Attrs: mustprogress nofree norecurse nounwind optsize uwtable willreturn
define dso_local i32 @atomic_inc_a(i32* nocapture noundef %p) local_unnamed_addr #14 {
entry:
  %0 = atomicrmw add i32* %p, i32 1 seq_cst, align 4
  %1 = add i32 %0, 1
  ret i32 %1
}

; Function Attrs: mustprogress nofree norecurse nounwind optsize uwtable willreturn
define dso_local i32 @atomic_inc_b(i32* nocapture noundef %p) local_unnamed_addr #14 {
entry:
  %0 = atomicrmw add i32* %p, i32 1 seq_cst, align 4
  %1 = add i32 %0, 1
  ret i32 %1
}

; Function Attrs: mustprogress nofree norecurse nounwind optsize uwtable willreturn
define dso_local i32 @atomic_inc_c(i32* nocapture noundef %p) local_unnamed_addr #14 {
entry:
  %0 = atomicrmw add i32* %p, i32 1 monotonic, align 4
  %1 = add i32 %0, 1
  ret i32 %1
}

; Function Attrs: nounwind optsize uwtable
define dso_local i32 @rdtsc_lo() local_unnamed_addr #15 {
entry:
  %0 = tail call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #21, !srcloc !35
  %asmresult = extractvalue { i32, i32 } %0, 0
  ret i32 %asmresult
}

; Function Attrs: nounwind optsize uwtable
define dso_local i32 @rdtsc_hi() local_unnamed_addr #15 {
entry:
  %0 = tail call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #21, !srcloc !36
  %asmresult1 = extractvalue { i32, i32 } %0, 1
  ret i32 %asmresult1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define internal i32 @op_add(i32 noundef %a, i32 noundef %b) #6 {
entry:
  %add = add nsw i32 %b, %a
  ret i32 %add
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define internal i32 @op_sub(i32 noundef %a, i32 noundef %b) #6 {
entry:
  %sub = sub nsw i32 %a, %b
  ret i32 %sub
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define internal i32 @op_mul(i32 noundef %a, i32 noundef %b) #6 {
entry:
  %mul = mul nsw i32 %b, %a
  ret i32 %mul
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define internal i32 @op_add2(i32 noundef %a, i32 noundef %b) #6 {
entry:
  %add = add nsw i32 %b, %a
  ret i32 %add
}

; Function Attrs: nounwind optsize uwtable
define dso_local i32 @apply(i32 noundef %i, i32 noundef %a, i32 noundef %b) local_unnamed_addr #15 {
entry:
  %and = and i32 %i, 3
  %0 = zext i32 %and to i64
  %arrayidx = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @table, i64 0, i64 %0
  %1 = load i32 (i32, i32)*, i32 (i32, i32)** %arrayidx, align 8, !tbaa !37
  %call = tail call i32 %1(i32 noundef %a, i32 noundef %b) #19
  ret i32 %call
}

; Function Attrs: nofree norecurse nosync nounwind optsize readonly uwtable
define dso_local i64 @hash_a(i8* nocapture noundef readonly %p, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7.not = icmp eq i64 %n, 0
  br i1 %cmp7.not, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %h.0.lcssa = phi i64 [ 1469598103934665603, %entry ], [ %mul, %for.body ]
  ret i64 %h.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %i.09 = phi i64 [ %inc, %for.body ], [ 0, %entry ]
  %h.08 = phi i64 [ %mul, %for.body ], [ 1469598103934665603, %entry ]
  %arrayidx = getelementptr inbounds i8, i8* %p, i64 %i.09
  %0 = load i8, i8* %arrayidx, align 1, !tbaa !34
  %conv = zext i8 %0 to i64
  %xor = xor i64 %h.08, %conv
  %mul = mul i64 %xor, 1099511628211
  %inc = add nuw i64 %i.09, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !38
}

; Function Attrs: nofree norecurse nosync nounwind optsize readonly uwtable
define dso_local i64 @hash_b(i8* nocapture noundef readonly %p, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7.not = icmp eq i64 %n, 0
  br i1 %cmp7.not, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %h.0.lcssa = phi i64 [ 1469598103934665603, %entry ], [ %mul, %for.body ]
  ret i64 %h.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %i.09 = phi i64 [ %inc, %for.body ], [ 0, %entry ]
  %h.08 = phi i64 [ %mul, %for.body ], [ 1469598103934665603, %entry ]
  %arrayidx = getelementptr inbounds i8, i8* %p, i64 %i.09
  %0 = load i8, i8* %arrayidx, align 1, !tbaa !34
  %conv = zext i8 %0 to i64
  %xor = xor i64 %h.08, %conv
  %mul = mul i64 %xor, 1099511628211
  %inc = add nuw i64 %i.09, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: nofree norecurse nosync nounwind optsize readonly uwtable
define dso_local i32 @hash32(i8* nocapture noundef readonly %p, i64 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7.not = icmp eq i64 %n, 0
  br i1 %cmp7.not, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %h.0.lcssa = phi i32 [ -2128831035, %entry ], [ %mul, %for.body ]
  ret i32 %h.0.lcssa

for.body:                                         ; preds = %entry, %for.body
  %i.09 = phi i64 [ %inc, %for.body ], [ 0, %entry ]
  %h.08 = phi i32 [ %mul, %for.body ], [ -2128831035, %entry ]
  %arrayidx = getelementptr inbounds i8, i8* %p, i64 %i.09
  %0 = load i8, i8* %arrayidx, align 1, !tbaa !34
  %conv = zext i8 %0 to i32
  %xor = xor i32 %h.08, %conv
  %mul = mul i32 %xor, 16777619
  %inc = add nuw i64 %i.09, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i64 @mid_a(i64 %a.coerce, i64 %b.coerce) local_unnamed_addr #6 {
entry:
  %a.sroa.0.0.extract.trunc = trunc i64 %a.coerce to i32
  %a.sroa.2.0.extract.shift = lshr i64 %a.coerce, 32
  %a.sroa.2.0.extract.trunc = trunc i64 %a.sroa.2.0.extract.shift to i32
  %b.sroa.0.0.extract.trunc = trunc i64 %b.coerce to i32
  %b.sroa.2.0.extract.shift = lshr i64 %b.coerce, 32
  %b.sroa.2.0.extract.trunc = trunc i64 %b.sroa.2.0.extract.shift to i32
  %add = add nsw i32 %b.sroa.0.0.extract.trunc, %a.sroa.0.0.extract.trunc
  %div = sdiv i32 %add, 2
  %add5 = add nsw i32 %b.sroa.2.0.extract.trunc, %a.sroa.2.0.extract.trunc
  %div6 = sdiv i32 %add5, 2
  %retval.sroa.2.0.insert.ext = zext i32 %div6 to i64
  %retval.sroa.2.0.insert.shift = shl nuw i64 %retval.sroa.2.0.insert.ext, 32
  %retval.sroa.0.0.insert.ext = zext i32 %div to i64
  %retval.sroa.0.0.insert.insert = or i64 %retval.sroa.2.0.insert.shift, %retval.sroa.0.0.insert.ext
  ret i64 %retval.sroa.0.0.insert.insert
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i64 @mid_b(i64 %a.coerce, i64 %b.coerce) local_unnamed_addr #6 {
entry:
  %a.sroa.0.0.extract.trunc = trunc i64 %a.coerce to i32
  %a.sroa.2.0.extract.shift = lshr i64 %a.coerce, 32
  %a.sroa.2.0.extract.trunc = trunc i64 %a.sroa.2.0.extract.shift to i32
  %b.sroa.0.0.extract.trunc = trunc i64 %b.coerce to i32
  %b.sroa.2.0.extract.shift = lshr i64 %b.coerce, 32
  %b.sroa.2.0.extract.trunc = trunc i64 %b.sroa.2.0.extract.shift to i32
  %add = add nsw i32 %b.sroa.0.0.extract.trunc, %a.sroa.0.0.extract.trunc
  %div = sdiv i32 %add, 2
  %add5 = add nsw i32 %b.sroa.2.0.extract.trunc, %a.sroa.2.0.extract.trunc
  %div6 = sdiv i32 %add5, 2
  %retval.sroa.2.0.insert.ext = zext i32 %div6 to i64
  %retval.sroa.2.0.insert.shift = shl nuw i64 %retval.sroa.2.0.insert.ext, 32
  %retval.sroa.0.0.insert.ext = zext i32 %div to i64
  %retval.sroa.0.0.insert.insert = or i64 %retval.sroa.2.0.insert.shift, %retval.sroa.0.0.insert.ext
  ret i64 %retval.sroa.0.0.insert.insert
}

; Function Attrs: mustprogress nofree nosync nounwind optsize uwtable willreturn
define dso_local void @grow(%struct.rect* noalias nocapture writeonly sret(%struct.rect) align 8 %agg.result, %struct.rect* nocapture noundef byval(%struct.rect) align 8 %r, i32 noundef %d) local_unnamed_addr #12 {
entry:
  %0 = bitcast %struct.rect* %r to <4 x i32>*
  %1 = load <4 x i32>, <4 x i32>* %0, align 8, !tbaa !5
  %2 = insertelement <4 x i32> poison, i32 %d, i64 0
  %shuffle = shufflevector <4 x i32> %2, <4 x i32> poison, <4 x i32> zeroinitializer
  %3 = sub nsw <4 x i32> %1, %shuffle
  %4 = add nsw <4 x i32> %1, %shuffle
  %5 = shufflevector <4 x i32> %3, <4 x i32> %4, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  %6 = bitcast %struct.rect* %r to <4 x i32>*
  store <4 x i32> %5, <4 x i32>* %6, align 8, !tbaa !5
  %7 = bitcast %struct.rect* %agg.result to i8*
  %8 = bitcast %struct.rect* %r to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %7, i8* noundef nonnull align 8 dereferenceable(24) %8, i64 24, i1 false), !tbaa.struct !41
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @max3_a(i32 noundef %a, i32 noundef %b, i32 noundef %c) local_unnamed_addr #6 {
entry:
  %cmp = icmp sgt i32 %a, %b
  %cond = select i1 %cmp, i32 %a, i32 %b
  %cmp1 = icmp sgt i32 %cond, %c
  %cond5 = select i1 %cmp1, i32 %cond, i32 %c
  ret i32 %cond5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @max3_b(i32 noundef %a, i32 noundef %b, i32 noundef %c) local_unnamed_addr #6 {
entry:
  %cmp = icmp sgt i32 %a, %b
  %cond = select i1 %cmp, i32 %a, i32 %b
  %cmp1 = icmp sgt i32 %cond, %c
  %cond5 = select i1 %cmp1, i32 %cond, i32 %c
  ret i32 %cond5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @min3(i32 noundef %a, i32 noundef %b, i32 noundef %c) local_unnamed_addr #6 {
entry:
  %cmp = icmp slt i32 %a, %b
  %cond = select i1 %cmp, i32 %a, i32 %b
  %cmp1 = icmp slt i32 %cond, %c
  %cond5 = select i1 %cmp1, i32 %cond, i32 %c
  ret i32 %cond5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @umax3(i32 noundef %a, i32 noundef %b, i32 noundef %c) local_unnamed_addr #6 {
entry:
  %cmp = icmp ugt i32 %a, %b
  %cond = select i1 %cmp, i32 %a, i32 %b
  %cmp1 = icmp ugt i32 %cond, %c
  %cond5 = select i1 %cmp1, i32 %cond, i32 %c
  ret i32 %cond5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i8* @name_of(i32 noundef %i) local_unnamed_addr #6 {
entry:
  %cmp = icmp ult i32 %i, 4
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %idxprom2 = zext i32 %i to i64
  %arrayidx = getelementptr inbounds [4 x i8*], [4 x i8*]* @name_of2.names, i64 0, i64 %idxprom2
  %0 = load i8*, i8** %arrayidx, align 8, !tbaa !37
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i8* [ %0, %cond.true ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), %entry ]
  ret i8* %cond
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i8* @name_of2(i32 noundef %i) local_unnamed_addr #6 {
entry:
  %cmp = icmp ult i32 %i, 4
  br i1 %cmp, label %cond.true, label %cond.end

cond.true:                                        ; preds = %entry
  %idxprom2 = zext i32 %i to i64
  %arrayidx = getelementptr inbounds [4 x i8*], [4 x i8*]* @name_of2.names, i64 0, i64 %idxprom2
  %0 = load i8*, i8** %arrayidx, align 8, !tbaa !37
  br label %cond.end

cond.end:                                         ; preds = %entry, %cond.true
  %cond = phi i8* [ %0, %cond.true ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), %entry ]
  ret i8* %cond
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @clamp_a(i32 noundef %v, i32 noundef %lo, i32 noundef %hi) local_unnamed_addr #6 {
entry:
  %cmp = icmp slt i32 %v, %lo
  %cmp1 = icmp sgt i32 %v, %hi
  %cond = select i1 %cmp1, i32 %hi, i32 %v
  %cond5 = select i1 %cmp, i32 %lo, i32 %cond
  ret i32 %cond5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @clamp_b(i32 noundef %v, i32 noundef %lo, i32 noundef %hi) local_unnamed_addr #6 {
entry:
  %cmp = icmp slt i32 %v, %lo
  %cmp1 = icmp sgt i32 %v, %hi
  %cond = select i1 %cmp1, i32 %hi, i32 %v
  %cond5 = select i1 %cmp, i32 %lo, i32 %cond
  ret i32 %cond5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i64 @clampl(i64 noundef %v, i64 noundef %lo, i64 noundef %hi) local_unnamed_addr #6 {
entry:
  %cmp = icmp slt i64 %v, %lo
  %cmp1 = icmp sgt i64 %v, %hi
  %cond = select i1 %cmp1, i64 %hi, i64 %v
  %cond5 = select i1 %cmp, i64 %lo, i64 %cond
  ret i64 %cond5
}

; Function Attrs: nofree norecurse nosync nounwind optsize uwtable writeonly
define dso_local void @fill_a(i32* nocapture noundef writeonly %p, i32 noundef %n, i32 noundef %v) local_unnamed_addr #16 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds i32, i32* %p, i64 %indvars.iv
  store i32 %v, i32* %arrayidx, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind optsize uwtable writeonly
define dso_local void @fill_b(i32* nocapture noundef writeonly %p, i32 noundef %n, i32 noundef %v) local_unnamed_addr #16 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %arrayidx = getelementptr inbounds i32, i32* %p, i64 %indvars.iv
  store i32 %v, i32* %arrayidx, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !43
}

; Function Attrs: nofree norecurse nosync nounwind optsize uwtable writeonly
define dso_local void @fill_sq(i32* nocapture noundef writeonly %p, i32 noundef %n) local_unnamed_addr #16 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next, %for.body ]
  %0 = trunc i64 %indvars.iv to i32
  %mul = mul nsw i32 %0, %0
  %arrayidx = getelementptr inbounds i32, i32* %p, i64 %indvars.iv
  store i32 %mul, i32* %arrayidx, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !44
}

; Function Attrs: mustprogress nofree nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @popcnt_a(i32 noundef %x) local_unnamed_addr #8 {
entry:
  %0 = tail call i32 @llvm.ctpop.i32(i32 %x), !range !45
  ret i32 %0
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #9

; Function Attrs: mustprogress nofree nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @popcnt_b(i32 noundef %x) local_unnamed_addr #8 {
entry:
  %0 = tail call i32 @llvm.ctpop.i32(i32 %x), !range !45
  ret i32 %0
}

; Function Attrs: mustprogress nofree nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @clz_c(i32 noundef %x) local_unnamed_addr #8 {
entry:
  %0 = tail call i32 @llvm.ctlz.i32(i32 %x, i1 false), !range !45
  ret i32 %0
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #9

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @hot_inc(i32 noundef %x) local_unnamed_addr #6 section ".text.hot" {
entry:
  %add = add nsw i32 %x, 1
  ret i32 %add
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @cold_inc(i32 noundef %x) local_unnamed_addr #6 {
entry:
  %add = add nsw i32 %x, 1
  ret i32 %add
}

; Function Attrs: cold mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @cold_attr_inc(i32 noundef %x) local_unnamed_addr #17 {
entry:
  %add = add nsw i32 %x, 1
  ret i32 %add
}

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>) #18

attributes #0 = { nofree norecurse nosync nounwind optsize readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree norecurse nosync nounwind optsize readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind optsize readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optsize uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { optsize "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind optsize uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nosync nounwind optsize readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nofree nosync nounwind optsize uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nosync nounwind willreturn }
attributes #12 = { mustprogress nofree nosync nounwind optsize uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #14 = { mustprogress nofree norecurse nounwind optsize uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind optsize uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree norecurse nosync nounwind optsize uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { cold mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nofree nosync nounwind readnone willreturn }
attributes #19 = { nounwind optsize }
attributes #20 = { optsize }
attributes #21 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = !{!18, !6, i64 8}
!18 = !{!"rect", !19, i64 0, !19, i64 8, !15, i64 16}
!19 = !{!"point", !6, i64 0, !6, i64 4}
!20 = !{!18, !6, i64 0}
!21 = !{!18, !6, i64 12}
!22 = !{!18, !6, i64 4}
!23 = !{!24, !25, i64 0}
!24 = !{!"node", !25, i64 0, !6, i64 8}
!25 = !{!"any pointer", !7, i64 0}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = !{!24, !6, i64 8}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.isvectorized", i32 1}
!32 = distinct !{!32, !31}
!33 = distinct !{!33, !10}
!34 = !{!7, !7, i64 0}
!35 = !{i64 3318}
!36 = !{i64 3422}
!37 = !{!25, !25, i64 0}
!38 = distinct !{!38, !10}
!39 = distinct !{!39, !10}
!40 = distinct !{!40, !10}
!41 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 8, !14}
!42 = distinct !{!42, !10}
!43 = distinct !{!43, !10}
!44 = distinct !{!44, !10}
!45 = !{i32 0, i32 33}
