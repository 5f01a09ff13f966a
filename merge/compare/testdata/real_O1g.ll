; ModuleID = 'real.c'
source_filename = "real.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, i64 }
%struct.point = type { i32, i32 }
%struct.node = type { %struct.node*, i32 }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

@counter = internal unnamed_addr global i32 0, align 4, !dbg !0
@other_counter = internal unnamed_addr global i32 0, align 4, !dbg !33
@table = dso_local local_unnamed_addr global [4 x i32 (i32, i32)*] [i32 (i32, i32)* @op_add, i32 (i32, i32)* @op_sub, i32 (i32, i32)* @op_mul, i32 (i32, i32)* @op_add2], align 16, !dbg !8
@.str = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"many\00", align 1
@name_of2.names = internal unnamed_addr constant [4 x i8*] [i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0)], align 16, !dbg !28, !dbg !17
@switch.table.classify_b = private unnamed_addr constant [10 x i32] [i32 10, i32 20, i32 -1, i32 -1, i32 -1, i32 7, i32 -1, i32 -1, i32 -1, i32 3], align 4
@switch.table.classify_c = private unnamed_addr constant [10 x i32] [i32 10, i32 20, i32 -1, i32 -1, i32 -1, i32 7, i32 -1, i32 -1, i32 -1, i32 4], align 4

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @sum_a(i32* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !42 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !48, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32 %1, metadata !49, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32 0, metadata !51, metadata !DIExpression()), !dbg !54
  %3 = icmp sgt i32 %1, 0, !dbg !55
  br i1 %3, label %4, label %6, !dbg !57

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64, !dbg !55
  br label %8, !dbg !57

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %13, %8 ], !dbg !53
  ret i32 %7, !dbg !58

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %13, %8 ]
  call void @llvm.dbg.value(metadata i64 %9, metadata !51, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 %10, metadata !50, metadata !DIExpression()), !dbg !53
  %11 = getelementptr inbounds i32, i32* %0, i64 %9, !dbg !59
  %12 = load i32, i32* %11, align 4, !dbg !59, !tbaa !60
  %13 = add nsw i32 %12, %10, !dbg !64
  call void @llvm.dbg.value(metadata i32 %13, metadata !50, metadata !DIExpression()), !dbg !53
  %14 = add nuw nsw i64 %9, 1, !dbg !65
  call void @llvm.dbg.value(metadata i64 %14, metadata !51, metadata !DIExpression()), !dbg !54
  %15 = icmp eq i64 %14, %5, !dbg !55
  br i1 %15, label %6, label %8, !dbg !57, !llvm.loop !66
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @sum_b(i32* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !70 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !72, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %1, metadata !73, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !75, metadata !DIExpression()), !dbg !78
  %3 = icmp sgt i32 %1, 0, !dbg !79
  br i1 %3, label %4, label %6, !dbg !81

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64, !dbg !79
  br label %8, !dbg !81

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %13, %8 ], !dbg !77
  ret i32 %7, !dbg !82

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %13, %8 ]
  call void @llvm.dbg.value(metadata i64 %9, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %10, metadata !74, metadata !DIExpression()), !dbg !77
  %11 = getelementptr inbounds i32, i32* %0, i64 %9, !dbg !83
  %12 = load i32, i32* %11, align 4, !dbg !83, !tbaa !60
  %13 = add nsw i32 %12, %10, !dbg !84
  call void @llvm.dbg.value(metadata i32 %13, metadata !74, metadata !DIExpression()), !dbg !77
  %14 = add nuw nsw i64 %9, 1, !dbg !85
  call void @llvm.dbg.value(metadata i64 %14, metadata !75, metadata !DIExpression()), !dbg !78
  %15 = icmp eq i64 %14, %5, !dbg !79
  br i1 %15, label %6, label %8, !dbg !81, !llvm.loop !86
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @sum_c(i32* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !88 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !90, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %1, metadata !91, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 1, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !96
  %3 = icmp sgt i32 %1, 0, !dbg !97
  br i1 %3, label %4, label %6, !dbg !99

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64, !dbg !97
  br label %8, !dbg !99

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 1, %2 ], [ %13, %8 ], !dbg !95
  ret i32 %7, !dbg !100

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i32 [ 1, %4 ], [ %13, %8 ]
  call void @llvm.dbg.value(metadata i64 %9, metadata !93, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %10, metadata !92, metadata !DIExpression()), !dbg !95
  %11 = getelementptr inbounds i32, i32* %0, i64 %9, !dbg !101
  %12 = load i32, i32* %11, align 4, !dbg !101, !tbaa !60
  %13 = add nsw i32 %12, %10, !dbg !102
  call void @llvm.dbg.value(metadata i32 %13, metadata !92, metadata !DIExpression()), !dbg !95
  %14 = add nuw nsw i64 %9, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %14, metadata !93, metadata !DIExpression()), !dbg !96
  %15 = icmp eq i64 %14, %5, !dbg !97
  br i1 %15, label %6, label %8, !dbg !99, !llvm.loop !104
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @usum(i32* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !106 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !112, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 %1, metadata !113, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()), !dbg !118
  %3 = icmp sgt i32 %1, 0, !dbg !119
  br i1 %3, label %4, label %6, !dbg !121

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64, !dbg !119
  br label %8, !dbg !121

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %13, %8 ], !dbg !117
  ret i32 %7, !dbg !122

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %13, %8 ]
  call void @llvm.dbg.value(metadata i64 %9, metadata !115, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 %10, metadata !114, metadata !DIExpression()), !dbg !117
  %11 = getelementptr inbounds i32, i32* %0, i64 %9, !dbg !123
  %12 = load i32, i32* %11, align 4, !dbg !123, !tbaa !60
  %13 = add i32 %12, %10, !dbg !124
  call void @llvm.dbg.value(metadata i32 %13, metadata !114, metadata !DIExpression()), !dbg !117
  %14 = add nuw nsw i64 %9, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %14, metadata !115, metadata !DIExpression()), !dbg !118
  %15 = icmp eq i64 %14, %5, !dbg !119
  br i1 %15, label %6, label %8, !dbg !121, !llvm.loop !126
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i64 @lsum(i64* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !128 {
  call void @llvm.dbg.value(metadata i64* %0, metadata !135, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 %1, metadata !136, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i64 0, metadata !137, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !141
  %3 = icmp sgt i32 %1, 0, !dbg !142
  br i1 %3, label %4, label %6, !dbg !144

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64, !dbg !142
  br label %8, !dbg !144

6:                                                ; preds = %8, %2
  %7 = phi i64 [ 0, %2 ], [ %13, %8 ], !dbg !140
  ret i64 %7, !dbg !145

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i64 [ 0, %4 ], [ %13, %8 ]
  call void @llvm.dbg.value(metadata i64 %9, metadata !138, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %10, metadata !137, metadata !DIExpression()), !dbg !140
  %11 = getelementptr inbounds i64, i64* %0, i64 %9, !dbg !146
  %12 = load i64, i64* %11, align 8, !dbg !146, !tbaa !147
  %13 = add nsw i64 %12, %10, !dbg !149
  call void @llvm.dbg.value(metadata i64 %13, metadata !137, metadata !DIExpression()), !dbg !140
  %14 = add nuw nsw i64 %9, 1, !dbg !150
  call void @llvm.dbg.value(metadata i64 %14, metadata !138, metadata !DIExpression()), !dbg !141
  %15 = icmp eq i64 %14, %5, !dbg !142
  br i1 %15, label %6, label %8, !dbg !144, !llvm.loop !151
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @area_a(%struct.rect* nocapture noundef readonly %0) local_unnamed_addr #3 !dbg !153 {
  call void @llvm.dbg.value(metadata %struct.rect* %0, metadata !168, metadata !DIExpression()), !dbg !169
  %2 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 0, !dbg !170
  %3 = load i32, i32* %2, align 8, !dbg !170, !tbaa !171
  %4 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 0, i32 0, !dbg !174
  %5 = load i32, i32* %4, align 8, !dbg !174, !tbaa !175
  %6 = sub nsw i32 %3, %5, !dbg !176
  %7 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 1, !dbg !177
  %8 = load i32, i32* %7, align 4, !dbg !177, !tbaa !178
  %9 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 0, i32 1, !dbg !179
  %10 = load i32, i32* %9, align 4, !dbg !179, !tbaa !180
  %11 = sub nsw i32 %8, %10, !dbg !181
  %12 = mul nsw i32 %11, %6, !dbg !182
  ret i32 %12, !dbg !183
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @area_b(%struct.rect* nocapture noundef readonly %0) local_unnamed_addr #3 !dbg !184 {
  call void @llvm.dbg.value(metadata %struct.rect* %0, metadata !186, metadata !DIExpression()), !dbg !187
  %2 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 0, !dbg !188
  %3 = load i32, i32* %2, align 8, !dbg !188, !tbaa !171
  %4 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 0, i32 0, !dbg !189
  %5 = load i32, i32* %4, align 8, !dbg !189, !tbaa !175
  %6 = sub nsw i32 %3, %5, !dbg !190
  %7 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 1, !dbg !191
  %8 = load i32, i32* %7, align 4, !dbg !191, !tbaa !178
  %9 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 0, i32 1, !dbg !192
  %10 = load i32, i32* %9, align 4, !dbg !192, !tbaa !180
  %11 = sub nsw i32 %8, %10, !dbg !193
  %12 = mul nsw i32 %11, %6, !dbg !194
  ret i32 %12, !dbg !195
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @perim(%struct.rect* nocapture noundef readonly %0) local_unnamed_addr #3 !dbg !196 {
  call void @llvm.dbg.value(metadata %struct.rect* %0, metadata !198, metadata !DIExpression()), !dbg !199
  %2 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 0, !dbg !200
  %3 = load i32, i32* %2, align 8, !dbg !200, !tbaa !171
  %4 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 0, i32 0, !dbg !201
  %5 = load i32, i32* %4, align 8, !dbg !201, !tbaa !175
  %6 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 1, i32 1, !dbg !202
  %7 = load i32, i32* %6, align 4, !dbg !202, !tbaa !178
  %8 = getelementptr inbounds %struct.rect, %struct.rect* %0, i64 0, i32 0, i32 1, !dbg !203
  %9 = load i32, i32* %8, align 4, !dbg !203, !tbaa !180
  %10 = add i32 %3, %7, !dbg !204
  %11 = add i32 %5, %9, !dbg !204
  %12 = sub i32 %10, %11, !dbg !204
  %13 = shl nsw i32 %12, 1, !dbg !205
  ret i32 %13, !dbg !206
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @list_len_a(%struct.node* noundef readonly %0) local_unnamed_addr #0 !dbg !207 {
  call void @llvm.dbg.value(metadata %struct.node* %0, metadata !218, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.value(metadata i32 0, metadata !219, metadata !DIExpression()), !dbg !220
  %2 = icmp eq %struct.node* %0, null, !dbg !221
  br i1 %2, label %10, label %3, !dbg !221

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %6, %3 ], [ 0, %1 ]
  %5 = phi %struct.node* [ %8, %3 ], [ %0, %1 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !219, metadata !DIExpression()), !dbg !220
  call void @llvm.dbg.value(metadata %struct.node* %5, metadata !218, metadata !DIExpression()), !dbg !220
  %6 = add nuw nsw i32 %4, 1, !dbg !222
  call void @llvm.dbg.value(metadata i32 %6, metadata !219, metadata !DIExpression()), !dbg !220
  %7 = getelementptr inbounds %struct.node, %struct.node* %5, i64 0, i32 0, !dbg !224
  %8 = load %struct.node*, %struct.node** %7, align 8, !dbg !224, !tbaa !225
  call void @llvm.dbg.value(metadata %struct.node* %8, metadata !218, metadata !DIExpression()), !dbg !220
  %9 = icmp eq %struct.node* %8, null, !dbg !221
  br i1 %9, label %10, label %3, !dbg !221, !llvm.loop !228

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %1 ], [ %6, %3 ], !dbg !220
  ret i32 %11, !dbg !230
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @list_len_b(%struct.node* noundef readonly %0) local_unnamed_addr #0 !dbg !231 {
  call void @llvm.dbg.value(metadata %struct.node* %0, metadata !233, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i32 0, metadata !234, metadata !DIExpression()), !dbg !235
  %2 = icmp eq %struct.node* %0, null, !dbg !236
  br i1 %2, label %10, label %3, !dbg !236

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %6, %3 ], [ 0, %1 ]
  %5 = phi %struct.node* [ %8, %3 ], [ %0, %1 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !234, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata %struct.node* %5, metadata !233, metadata !DIExpression()), !dbg !235
  %6 = add nuw nsw i32 %4, 1, !dbg !237
  call void @llvm.dbg.value(metadata i32 %6, metadata !234, metadata !DIExpression()), !dbg !235
  %7 = getelementptr inbounds %struct.node, %struct.node* %5, i64 0, i32 0, !dbg !239
  %8 = load %struct.node*, %struct.node** %7, align 8, !dbg !239, !tbaa !225
  call void @llvm.dbg.value(metadata %struct.node* %8, metadata !233, metadata !DIExpression()), !dbg !235
  %9 = icmp eq %struct.node* %8, null, !dbg !236
  br i1 %9, label %10, label %3, !dbg !236, !llvm.loop !240

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %1 ], [ %6, %3 ], !dbg !235
  ret i32 %11, !dbg !242
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @list_sum(%struct.node* noundef readonly %0) local_unnamed_addr #0 !dbg !243 {
  call void @llvm.dbg.value(metadata %struct.node* %0, metadata !245, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata i32 0, metadata !246, metadata !DIExpression()), !dbg !247
  %2 = icmp eq %struct.node* %0, null, !dbg !248
  br i1 %2, label %12, label %3, !dbg !248

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ 0, %1 ]
  %5 = phi %struct.node* [ %10, %3 ], [ %0, %1 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !246, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.value(metadata %struct.node* %5, metadata !245, metadata !DIExpression()), !dbg !247
  %6 = getelementptr inbounds %struct.node, %struct.node* %5, i64 0, i32 1, !dbg !249
  %7 = load i32, i32* %6, align 8, !dbg !249, !tbaa !251
  %8 = add nsw i32 %7, %4, !dbg !252
  call void @llvm.dbg.value(metadata i32 %8, metadata !246, metadata !DIExpression()), !dbg !247
  %9 = getelementptr inbounds %struct.node, %struct.node* %5, i64 0, i32 0, !dbg !253
  %10 = load %struct.node*, %struct.node** %9, align 8, !dbg !253, !tbaa !225
  call void @llvm.dbg.value(metadata %struct.node* %10, metadata !245, metadata !DIExpression()), !dbg !247
  %11 = icmp eq %struct.node* %10, null, !dbg !248
  br i1 %11, label %12, label %3, !dbg !248, !llvm.loop !254

12:                                               ; preds = %3, %1
  %13 = phi i32 [ 0, %1 ], [ %8, %3 ], !dbg !247
  ret i32 %13, !dbg !256
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local i32 @fact_a(i32 noundef %0) local_unnamed_addr #4 !dbg !257 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !261, metadata !DIExpression()), !dbg !262
  %2 = icmp ugt i32 %0, 1, !dbg !263
  br i1 %2, label %3, label %7, !dbg !264

3:                                                ; preds = %1
  %4 = add i32 %0, -1, !dbg !265
  %5 = call i32 @fact_a(i32 noundef %4), !dbg !266
  %6 = mul i32 %5, %0, !dbg !267
  br label %7, !dbg !264

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ 1, %1 ], !dbg !264
  ret i32 %8, !dbg !268
}

; Function Attrs: nofree nosync nounwind readnone uwtable
define dso_local i32 @fact_b(i32 noundef %0) local_unnamed_addr #4 !dbg !269 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !271, metadata !DIExpression()), !dbg !272
  %2 = icmp ugt i32 %0, 1, !dbg !273
  br i1 %2, label %3, label %7, !dbg !274

3:                                                ; preds = %1
  %4 = add i32 %0, -1, !dbg !275
  %5 = call i32 @fact_b(i32 noundef %4), !dbg !276
  %6 = mul i32 %5, %0, !dbg !277
  br label %7, !dbg !274

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ 1, %1 ], !dbg !274
  ret i32 %8, !dbg !278
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @pong(i32 noundef %0) local_unnamed_addr #5 !dbg !279 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !281, metadata !DIExpression()), !dbg !282
  call void @note(i32 noundef %0) #19, !dbg !283
  %2 = icmp eq i32 %0, 0, !dbg !284
  br i1 %2, label %6, label %3, !dbg !285

3:                                                ; preds = %1
  %4 = add i32 %0, -1, !dbg !286
  %5 = call i32 @ping(i32 noundef %4), !dbg !287
  br label %6, !dbg !285

6:                                                ; preds = %1, %3
  ret i32 0, !dbg !288
}

declare !dbg !289 void @note(i32 noundef) local_unnamed_addr #6

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @ping(i32 noundef %0) local_unnamed_addr #5 !dbg !293 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !295, metadata !DIExpression()), !dbg !296
  call void @note(i32 noundef %0) #19, !dbg !297
  %2 = icmp eq i32 %0, 0, !dbg !298
  br i1 %2, label %6, label %3, !dbg !299

3:                                                ; preds = %1
  %4 = add i32 %0, -1, !dbg !300
  %5 = call i32 @pong(i32 noundef %4), !dbg !301
  br label %6, !dbg !299

6:                                                ; preds = %1, %3
  ret i32 0, !dbg !302
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @classify_a(i32 noundef %0) local_unnamed_addr #7 !dbg !303 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !307, metadata !DIExpression()), !dbg !308
  %2 = icmp ult i32 %0, 10, !dbg !309
  br i1 %2, label %3, label %7, !dbg !309

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !309
  %5 = getelementptr inbounds [10 x i32], [10 x i32]* @switch.table.classify_b, i64 0, i64 %4, !dbg !309
  %6 = load i32, i32* %5, align 4, !dbg !309
  br label %7, !dbg !309

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ], !dbg !310
  ret i32 %8, !dbg !312
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @classify_b(i32 noundef %0) local_unnamed_addr #7 !dbg !313 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !315, metadata !DIExpression()), !dbg !316
  %2 = icmp ult i32 %0, 10, !dbg !317
  br i1 %2, label %3, label %7, !dbg !317

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !317
  %5 = getelementptr inbounds [10 x i32], [10 x i32]* @switch.table.classify_b, i64 0, i64 %4, !dbg !317
  %6 = load i32, i32* %5, align 4, !dbg !317
  br label %7, !dbg !317

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ], !dbg !318
  ret i32 %8, !dbg !320
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @classify_c(i32 noundef %0) local_unnamed_addr #7 !dbg !321 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !323, metadata !DIExpression()), !dbg !324
  %2 = icmp ult i32 %0, 10, !dbg !325
  br i1 %2, label %3, label %7, !dbg !325

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !325
  %5 = getelementptr inbounds [10 x i32], [10 x i32]* @switch.table.classify_c, i64 0, i64 %4, !dbg !325
  %6 = load i32, i32* %5, align 4, !dbg !325
  br label %7, !dbg !325

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ], !dbg !326
  ret i32 %8, !dbg !328
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @bump_a() local_unnamed_addr #8 !dbg !329 {
  %1 = load i32, i32* @counter, align 4, !dbg !332, !tbaa !60
  %2 = add nsw i32 %1, 1, !dbg !332
  store i32 %2, i32* @counter, align 4, !dbg !332, !tbaa !60
  ret void, !dbg !333
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @bump_b() local_unnamed_addr #8 !dbg !334 {
  %1 = load i32, i32* @counter, align 4, !dbg !335, !tbaa !60
  %2 = add nsw i32 %1, 1, !dbg !335
  store i32 %2, i32* @counter, align 4, !dbg !335, !tbaa !60
  ret void, !dbg !336
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define dso_local void @bump_c() local_unnamed_addr #8 !dbg !337 {
  %1 = load i32, i32* @other_counter, align 4, !dbg !338, !tbaa !60
  %2 = add nsw i32 %1, 1, !dbg !338
  store i32 %2, i32* @other_counter, align 4, !dbg !338, !tbaa !60
  ret void, !dbg !339
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define dso_local i32 @get_counter() local_unnamed_addr #3 !dbg !340 {
  %1 = load i32, i32* @counter, align 4, !dbg !343, !tbaa !60
  %2 = load i32, i32* @other_counter, align 4, !dbg !344, !tbaa !60
  %3 = add nsw i32 %2, %1, !dbg !345
  ret i32 %3, !dbg !346
}

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local double @mix_a(double noundef %0, double noundef %1) local_unnamed_addr #9 !dbg !347 {
  call void @llvm.dbg.value(metadata double %0, metadata !352, metadata !DIExpression()), !dbg !354
  call void @llvm.dbg.value(metadata double %1, metadata !353, metadata !DIExpression()), !dbg !354
  %3 = fmul double %1, 7.500000e-01, !dbg !355
  %4 = call double @llvm.fmuladd.f64(double %0, double 2.500000e-01, double %3), !dbg !356
  ret double %4, !dbg !357
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local double @mix_b(double noundef %0, double noundef %1) local_unnamed_addr #9 !dbg !358 {
  call void @llvm.dbg.value(metadata double %0, metadata !360, metadata !DIExpression()), !dbg !362
  call void @llvm.dbg.value(metadata double %1, metadata !361, metadata !DIExpression()), !dbg !362
  %3 = fmul double %1, 7.500000e-01, !dbg !363
  %4 = call double @llvm.fmuladd.f64(double %0, double 2.500000e-01, double %3), !dbg !364
  ret double %4, !dbg !365
}

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local float @mixf(float noundef %0, float noundef %1) local_unnamed_addr #9 !dbg !366 {
  call void @llvm.dbg.value(metadata float %0, metadata !371, metadata !DIExpression()), !dbg !373
  call void @llvm.dbg.value(metadata float %1, metadata !372, metadata !DIExpression()), !dbg !373
  %3 = fmul float %1, 7.500000e-01, !dbg !374
  %4 = call float @llvm.fmuladd.f32(float %0, float 2.500000e-01, float %3), !dbg !375
  ret float %4, !dbg !376
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @vsum(i32 noundef %0, ...) local_unnamed_addr #10 !dbg !377 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !381, metadata !DIExpression()), !dbg !400
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !401
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #19, !dbg !401
  call void @llvm.dbg.declare(metadata [1 x %struct.__va_list_tag]* %2, metadata !382, metadata !DIExpression()), !dbg !402
  call void @llvm.va_start(i8* nonnull %3), !dbg !403
  call void @llvm.dbg.value(metadata i32 0, metadata !397, metadata !DIExpression()), !dbg !400
  call void @llvm.dbg.value(metadata i32 0, metadata !398, metadata !DIExpression()), !dbg !404
  %4 = icmp sgt i32 %0, 0, !dbg !405
  br i1 %4, label %5, label %10, !dbg !407

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  br label %12, !dbg !407

10:                                               ; preds = %24, %1
  %11 = phi i32 [ 0, %1 ], [ %28, %24 ], !dbg !400
  call void @llvm.va_end(i8* %3), !dbg !408
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #19, !dbg !409
  ret i32 %11, !dbg !410

12:                                               ; preds = %5, %24
  %13 = phi i32 [ 0, %5 ], [ %29, %24 ]
  %14 = phi i32 [ 0, %5 ], [ %28, %24 ]
  call void @llvm.dbg.value(metadata i32 %13, metadata !398, metadata !DIExpression()), !dbg !404
  call void @llvm.dbg.value(metadata i32 %14, metadata !397, metadata !DIExpression()), !dbg !400
  %15 = load i32, i32* %6, align 16, !dbg !411
  %16 = icmp ult i32 %15, 41, !dbg !411
  br i1 %16, label %17, label %21, !dbg !411

17:                                               ; preds = %12
  %18 = sext i32 %15 to i64, !dbg !411
  %19 = getelementptr i8, i8* %9, i64 %18, !dbg !411
  %20 = add i32 %15, 8, !dbg !411
  store i32 %20, i32* %6, align 16, !dbg !411
  br label %24, !dbg !411

21:                                               ; preds = %12
  %22 = load i8*, i8** %7, align 8, !dbg !411
  %23 = getelementptr i8, i8* %22, i64 8, !dbg !411
  store i8* %23, i8** %7, align 8, !dbg !411
  br label %24, !dbg !411

24:                                               ; preds = %21, %17
  %25 = phi i8* [ %19, %17 ], [ %22, %21 ]
  %26 = bitcast i8* %25 to i32*, !dbg !411
  %27 = load i32, i32* %26, align 4, !dbg !411
  %28 = add nsw i32 %27, %14, !dbg !412
  call void @llvm.dbg.value(metadata i32 %28, metadata !397, metadata !DIExpression()), !dbg !400
  %29 = add nuw nsw i32 %13, 1, !dbg !413
  call void @llvm.dbg.value(metadata i32 %29, metadata !398, metadata !DIExpression()), !dbg !404
  %30 = icmp eq i32 %29, %0, !dbg !405
  br i1 %30, label %10, label %12, !dbg !407, !llvm.loop !414
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #11

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #11

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @copy_a(i8* nocapture noundef writeonly %0, i8* nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #12 !dbg !416 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !424, metadata !DIExpression()), !dbg !427
  call void @llvm.dbg.value(metadata i8* %1, metadata !425, metadata !DIExpression()), !dbg !427
  call void @llvm.dbg.value(metadata i64 %2, metadata !426, metadata !DIExpression()), !dbg !427
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %0, i8* align 1 %1, i64 %2, i1 false), !dbg !428
  %4 = getelementptr inbounds i8, i8* %0, i64 %2, !dbg !429
  store i8 0, i8* %4, align 1, !dbg !430, !tbaa !431
  ret void, !dbg !432
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #13

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @copy_b(i8* nocapture noundef writeonly %0, i8* nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #12 !dbg !433 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !435, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.value(metadata i8* %1, metadata !436, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.value(metadata i64 %2, metadata !437, metadata !DIExpression()), !dbg !438
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 1 %0, i8* align 1 %1, i64 %2, i1 false), !dbg !439
  %4 = getelementptr inbounds i8, i8* %0, i64 %2, !dbg !440
  store i8 0, i8* %4, align 1, !dbg !441, !tbaa !431
  ret void, !dbg !442
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @move_c(i8* nocapture noundef writeonly %0, i8* nocapture noundef readonly %1, i64 noundef %2) local_unnamed_addr #12 !dbg !443 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !445, metadata !DIExpression()), !dbg !448
  call void @llvm.dbg.value(metadata i8* %1, metadata !446, metadata !DIExpression()), !dbg !448
  call void @llvm.dbg.value(metadata i64 %2, metadata !447, metadata !DIExpression()), !dbg !448
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %0, i8* align 1 %1, i64 %2, i1 false), !dbg !449
  %4 = getelementptr inbounds i8, i8* %0, i64 %2, !dbg !450
  store i8 0, i8* %4, align 1, !dbg !451, !tbaa !431
  ret void, !dbg !452
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #13

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i32 @atomic_inc_a(i32* nocapture noundef %0) local_unnamed_addr #14 !dbg !453 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !458, metadata !DIExpression()), !dbg !459
  %2 = atomicrmw add i32* %0, i32 1 seq_cst, align 4, !dbg !460
  %3 = add i32 %2, 1, !dbg !460
  ret i32 %3, !dbg !461
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i32 @atomic_inc_b(i32* nocapture noundef %0) local_unnamed_addr #14 !dbg !462 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !464, metadata !DIExpression()), !dbg !465
  %2 = atomicrmw add i32* %0, i32 1 seq_cst, align 4, !dbg !466
  %3 = add i32 %2, 1, !dbg !466
  ret i32 %3, !dbg !467
}

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local i32 @atomic_inc_c(i32* nocapture noundef %0) local_unnamed_addr #14 !dbg !468 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !470, metadata !DIExpression()), !dbg !471
  %2 = atomicrmw add i32* %0, i32 1 monotonic, align 4, !dbg !472
  %3 = add i32 %2, 1, !dbg !472
  ret i32 %3, !dbg !473
}

; Function Attrs: nounwind uwtable
define dso_local i32 @rdtsc_lo() local_unnamed_addr #15 !dbg !474 {
  %1 = call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #19, !dbg !478, !srcloc !479
  %2 = extractvalue { i32, i32 } %1, 0, !dbg !478
  call void @llvm.dbg.value(metadata i32 %2, metadata !476, metadata !DIExpression()), !dbg !480
  call void @llvm.dbg.value(metadata i32 undef, metadata !477, metadata !DIExpression()), !dbg !480
  ret i32 %2, !dbg !481
}

; Function Attrs: nounwind uwtable
define dso_local i32 @rdtsc_hi() local_unnamed_addr #15 !dbg !482 {
  %1 = call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"() #19, !dbg !486, !srcloc !487
  %2 = extractvalue { i32, i32 } %1, 1, !dbg !486
  call void @llvm.dbg.value(metadata i32 undef, metadata !484, metadata !DIExpression()), !dbg !488
  call void @llvm.dbg.value(metadata i32 %2, metadata !485, metadata !DIExpression()), !dbg !488
  ret i32 %2, !dbg !489
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #7 !dbg !490 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !492, metadata !DIExpression()), !dbg !494
  call void @llvm.dbg.value(metadata i32 %1, metadata !493, metadata !DIExpression()), !dbg !494
  %3 = add nsw i32 %1, %0, !dbg !495
  ret i32 %3, !dbg !496
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #7 !dbg !497 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !499, metadata !DIExpression()), !dbg !501
  call void @llvm.dbg.value(metadata i32 %1, metadata !500, metadata !DIExpression()), !dbg !501
  %3 = sub nsw i32 %0, %1, !dbg !502
  ret i32 %3, !dbg !503
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #7 !dbg !504 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !506, metadata !DIExpression()), !dbg !508
  call void @llvm.dbg.value(metadata i32 %1, metadata !507, metadata !DIExpression()), !dbg !508
  %3 = mul nsw i32 %1, %0, !dbg !509
  ret i32 %3, !dbg !510
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define internal i32 @op_add2(i32 noundef %0, i32 noundef %1) #7 !dbg !511 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !513, metadata !DIExpression()), !dbg !515
  call void @llvm.dbg.value(metadata i32 %1, metadata !514, metadata !DIExpression()), !dbg !515
  %3 = add nsw i32 %1, %0, !dbg !516
  ret i32 %3, !dbg !517
}

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #15 !dbg !518 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !522, metadata !DIExpression()), !dbg !525
  call void @llvm.dbg.value(metadata i32 %1, metadata !523, metadata !DIExpression()), !dbg !525
  call void @llvm.dbg.value(metadata i32 %2, metadata !524, metadata !DIExpression()), !dbg !525
  %4 = and i32 %0, 3, !dbg !526
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds [4 x i32 (i32, i32)*], [4 x i32 (i32, i32)*]* @table, i64 0, i64 %5, !dbg !527
  %7 = load i32 (i32, i32)*, i32 (i32, i32)** %6, align 8, !dbg !527, !tbaa !528
  %8 = call i32 %7(i32 noundef %1, i32 noundef %2) #19, !dbg !527
  ret i32 %8, !dbg !529
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i64 @hash_a(i8* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #0 !dbg !530 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !541, metadata !DIExpression()), !dbg !546
  call void @llvm.dbg.value(metadata i64 %1, metadata !542, metadata !DIExpression()), !dbg !546
  call void @llvm.dbg.value(metadata i64 1469598103934665603, metadata !543, metadata !DIExpression()), !dbg !546
  call void @llvm.dbg.value(metadata i64 0, metadata !544, metadata !DIExpression()), !dbg !547
  %3 = icmp eq i64 %1, 0, !dbg !548
  br i1 %3, label %4, label %6, !dbg !550

4:                                                ; preds = %6, %2
  %5 = phi i64 [ 1469598103934665603, %2 ], [ %13, %6 ], !dbg !546
  ret i64 %5, !dbg !551

6:                                                ; preds = %2, %6
  %7 = phi i64 [ %14, %6 ], [ 0, %2 ]
  %8 = phi i64 [ %13, %6 ], [ 1469598103934665603, %2 ]
  call void @llvm.dbg.value(metadata i64 %7, metadata !544, metadata !DIExpression()), !dbg !547
  call void @llvm.dbg.value(metadata i64 %8, metadata !543, metadata !DIExpression()), !dbg !546
  %9 = getelementptr inbounds i8, i8* %0, i64 %7, !dbg !552
  %10 = load i8, i8* %9, align 1, !dbg !552, !tbaa !431
  %11 = zext i8 %10 to i64, !dbg !552
  %12 = xor i64 %8, %11, !dbg !554
  call void @llvm.dbg.value(metadata i64 %12, metadata !543, metadata !DIExpression()), !dbg !546
  %13 = mul i64 %12, 1099511628211, !dbg !555
  call void @llvm.dbg.value(metadata i64 %13, metadata !543, metadata !DIExpression()), !dbg !546
  %14 = add nuw i64 %7, 1, !dbg !556
  call void @llvm.dbg.value(metadata i64 %14, metadata !544, metadata !DIExpression()), !dbg !547
  %15 = icmp eq i64 %14, %1, !dbg !548
  br i1 %15, label %4, label %6, !dbg !550, !llvm.loop !557
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i64 @hash_b(i8* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #0 !dbg !559 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !561, metadata !DIExpression()), !dbg !566
  call void @llvm.dbg.value(metadata i64 %1, metadata !562, metadata !DIExpression()), !dbg !566
  call void @llvm.dbg.value(metadata i64 1469598103934665603, metadata !563, metadata !DIExpression()), !dbg !566
  call void @llvm.dbg.value(metadata i64 0, metadata !564, metadata !DIExpression()), !dbg !567
  %3 = icmp eq i64 %1, 0, !dbg !568
  br i1 %3, label %4, label %6, !dbg !570

4:                                                ; preds = %6, %2
  %5 = phi i64 [ 1469598103934665603, %2 ], [ %13, %6 ], !dbg !566
  ret i64 %5, !dbg !571

6:                                                ; preds = %2, %6
  %7 = phi i64 [ %14, %6 ], [ 0, %2 ]
  %8 = phi i64 [ %13, %6 ], [ 1469598103934665603, %2 ]
  call void @llvm.dbg.value(metadata i64 %7, metadata !564, metadata !DIExpression()), !dbg !567
  call void @llvm.dbg.value(metadata i64 %8, metadata !563, metadata !DIExpression()), !dbg !566
  %9 = getelementptr inbounds i8, i8* %0, i64 %7, !dbg !572
  %10 = load i8, i8* %9, align 1, !dbg !572, !tbaa !431
  %11 = zext i8 %10 to i64, !dbg !572
  %12 = xor i64 %8, %11, !dbg !574
  call void @llvm.dbg.value(metadata i64 %12, metadata !563, metadata !DIExpression()), !dbg !566
  %13 = mul i64 %12, 1099511628211, !dbg !575
  call void @llvm.dbg.value(metadata i64 %13, metadata !563, metadata !DIExpression()), !dbg !566
  %14 = add nuw i64 %7, 1, !dbg !576
  call void @llvm.dbg.value(metadata i64 %14, metadata !564, metadata !DIExpression()), !dbg !567
  %15 = icmp eq i64 %14, %1, !dbg !568
  br i1 %15, label %4, label %6, !dbg !570, !llvm.loop !577
}

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @hash32(i8* nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #0 !dbg !579 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !585, metadata !DIExpression()), !dbg !590
  call void @llvm.dbg.value(metadata i64 %1, metadata !586, metadata !DIExpression()), !dbg !590
  call void @llvm.dbg.value(metadata i32 -2128831035, metadata !587, metadata !DIExpression()), !dbg !590
  call void @llvm.dbg.value(metadata i64 0, metadata !588, metadata !DIExpression()), !dbg !591
  %3 = icmp eq i64 %1, 0, !dbg !592
  br i1 %3, label %4, label %6, !dbg !594

4:                                                ; preds = %6, %2
  %5 = phi i32 [ -2128831035, %2 ], [ %13, %6 ], !dbg !590
  ret i32 %5, !dbg !595

6:                                                ; preds = %2, %6
  %7 = phi i64 [ %14, %6 ], [ 0, %2 ]
  %8 = phi i32 [ %13, %6 ], [ -2128831035, %2 ]
  call void @llvm.dbg.value(metadata i64 %7, metadata !588, metadata !DIExpression()), !dbg !591
  call void @llvm.dbg.value(metadata i32 %8, metadata !587, metadata !DIExpression()), !dbg !590
  %9 = getelementptr inbounds i8, i8* %0, i64 %7, !dbg !596
  %10 = load i8, i8* %9, align 1, !dbg !596, !tbaa !431
  %11 = zext i8 %10 to i32, !dbg !596
  %12 = xor i32 %8, %11, !dbg !598
  call void @llvm.dbg.value(metadata i32 %12, metadata !587, metadata !DIExpression()), !dbg !590
  %13 = mul i32 %12, 16777619, !dbg !599
  call void @llvm.dbg.value(metadata i32 %13, metadata !587, metadata !DIExpression()), !dbg !590
  %14 = add nuw i64 %7, 1, !dbg !600
  call void @llvm.dbg.value(metadata i64 %14, metadata !588, metadata !DIExpression()), !dbg !591
  %15 = icmp eq i64 %14, %1, !dbg !592
  br i1 %15, label %4, label %6, !dbg !594, !llvm.loop !601
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @mid_a(i64 %0, i64 %1) local_unnamed_addr #7 !dbg !603 {
  %3 = trunc i64 %0 to i32
  call void @llvm.dbg.value(metadata i32 %3, metadata !607, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !610
  %4 = lshr i64 %0, 32
  %5 = trunc i64 %4 to i32
  call void @llvm.dbg.value(metadata i32 %5, metadata !607, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !610
  %6 = trunc i64 %1 to i32
  call void @llvm.dbg.value(metadata i32 %6, metadata !608, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !610
  %7 = lshr i64 %1, 32
  %8 = trunc i64 %7 to i32
  call void @llvm.dbg.value(metadata i32 %8, metadata !608, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !610
  %9 = add nsw i32 %6, %3, !dbg !611
  %10 = sdiv i32 %9, 2, !dbg !612
  call void @llvm.dbg.value(metadata i32 %10, metadata !609, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !610
  %11 = add nsw i32 %8, %5, !dbg !613
  %12 = sdiv i32 %11, 2, !dbg !614
  call void @llvm.dbg.value(metadata i32 %12, metadata !609, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !610
  %13 = zext i32 %12 to i64, !dbg !615
  %14 = shl nuw i64 %13, 32, !dbg !615
  %15 = zext i32 %10 to i64, !dbg !615
  %16 = or i64 %14, %15, !dbg !615
  ret i64 %16, !dbg !615
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @mid_b(i64 %0, i64 %1) local_unnamed_addr #7 !dbg !616 {
  %3 = trunc i64 %0 to i32
  call void @llvm.dbg.value(metadata i32 %3, metadata !618, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !621
  %4 = lshr i64 %0, 32
  %5 = trunc i64 %4 to i32
  call void @llvm.dbg.value(metadata i32 %5, metadata !618, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !621
  %6 = trunc i64 %1 to i32
  call void @llvm.dbg.value(metadata i32 %6, metadata !619, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !621
  %7 = lshr i64 %1, 32
  %8 = trunc i64 %7 to i32
  call void @llvm.dbg.value(metadata i32 %8, metadata !619, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !621
  %9 = add nsw i32 %6, %3, !dbg !622
  %10 = sdiv i32 %9, 2, !dbg !623
  call void @llvm.dbg.value(metadata i32 %10, metadata !620, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !621
  %11 = add nsw i32 %8, %5, !dbg !624
  %12 = sdiv i32 %11, 2, !dbg !625
  call void @llvm.dbg.value(metadata i32 %12, metadata !620, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !621
  %13 = zext i32 %12 to i64, !dbg !626
  %14 = shl nuw i64 %13, 32, !dbg !626
  %15 = zext i32 %10 to i64, !dbg !626
  %16 = or i64 %14, %15, !dbg !626
  ret i64 %16, !dbg !626
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @grow(%struct.rect* noalias nocapture writeonly sret(%struct.rect) align 8 %0, %struct.rect* nocapture noundef byval(%struct.rect) align 8 %1, i32 noundef %2) local_unnamed_addr #12 !dbg !627 {
  call void @llvm.dbg.declare(metadata %struct.rect* %1, metadata !631, metadata !DIExpression()), !dbg !633
  call void @llvm.dbg.value(metadata i32 %2, metadata !632, metadata !DIExpression()), !dbg !634
  %4 = getelementptr inbounds %struct.rect, %struct.rect* %1, i64 0, i32 0, i32 0, !dbg !635
  %5 = load i32, i32* %4, align 8, !dbg !636, !tbaa !175
  %6 = sub nsw i32 %5, %2, !dbg !636
  store i32 %6, i32* %4, align 8, !dbg !636, !tbaa !175
  %7 = getelementptr inbounds %struct.rect, %struct.rect* %1, i64 0, i32 0, i32 1, !dbg !637
  %8 = load i32, i32* %7, align 4, !dbg !638, !tbaa !180
  %9 = sub nsw i32 %8, %2, !dbg !638
  store i32 %9, i32* %7, align 4, !dbg !638, !tbaa !180
  %10 = getelementptr inbounds %struct.rect, %struct.rect* %1, i64 0, i32 1, i32 0, !dbg !639
  %11 = load i32, i32* %10, align 8, !dbg !640, !tbaa !171
  %12 = add nsw i32 %11, %2, !dbg !640
  store i32 %12, i32* %10, align 8, !dbg !640, !tbaa !171
  %13 = getelementptr inbounds %struct.rect, %struct.rect* %1, i64 0, i32 1, i32 1, !dbg !641
  %14 = load i32, i32* %13, align 4, !dbg !642, !tbaa !178
  %15 = add nsw i32 %14, %2, !dbg !642
  store i32 %15, i32* %13, align 4, !dbg !642, !tbaa !178
  %16 = bitcast %struct.rect* %0 to i8*, !dbg !643
  %17 = bitcast %struct.rect* %1 to i8*, !dbg !643
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %16, i8* noundef nonnull align 8 dereferenceable(24) %17, i64 24, i1 false), !dbg !643, !tbaa.struct !644
  ret void, !dbg !645
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @max3_a(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !646 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !648, metadata !DIExpression()), !dbg !652
  call void @llvm.dbg.value(metadata i32 %1, metadata !649, metadata !DIExpression()), !dbg !652
  call void @llvm.dbg.value(metadata i32 %2, metadata !650, metadata !DIExpression()), !dbg !652
  %4 = icmp sgt i32 %0, %1, !dbg !653
  %5 = select i1 %4, i32 %0, i32 %1, !dbg !654
  call void @llvm.dbg.value(metadata i32 %5, metadata !651, metadata !DIExpression()), !dbg !652
  %6 = icmp sgt i32 %5, %2, !dbg !655
  %7 = select i1 %6, i32 %5, i32 %2, !dbg !656
  ret i32 %7, !dbg !657
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @max3_b(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !658 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !660, metadata !DIExpression()), !dbg !664
  call void @llvm.dbg.value(metadata i32 %1, metadata !661, metadata !DIExpression()), !dbg !664
  call void @llvm.dbg.value(metadata i32 %2, metadata !662, metadata !DIExpression()), !dbg !664
  %4 = icmp sgt i32 %0, %1, !dbg !665
  %5 = select i1 %4, i32 %0, i32 %1, !dbg !666
  call void @llvm.dbg.value(metadata i32 %5, metadata !663, metadata !DIExpression()), !dbg !664
  %6 = icmp sgt i32 %5, %2, !dbg !667
  %7 = select i1 %6, i32 %5, i32 %2, !dbg !668
  ret i32 %7, !dbg !669
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @min3(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !670 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !672, metadata !DIExpression()), !dbg !676
  call void @llvm.dbg.value(metadata i32 %1, metadata !673, metadata !DIExpression()), !dbg !676
  call void @llvm.dbg.value(metadata i32 %2, metadata !674, metadata !DIExpression()), !dbg !676
  %4 = icmp slt i32 %0, %1, !dbg !677
  %5 = select i1 %4, i32 %0, i32 %1, !dbg !678
  call void @llvm.dbg.value(metadata i32 %5, metadata !675, metadata !DIExpression()), !dbg !676
  %6 = icmp slt i32 %5, %2, !dbg !679
  %7 = select i1 %6, i32 %5, i32 %2, !dbg !680
  ret i32 %7, !dbg !681
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @umax3(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !682 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !686, metadata !DIExpression()), !dbg !690
  call void @llvm.dbg.value(metadata i32 %1, metadata !687, metadata !DIExpression()), !dbg !690
  call void @llvm.dbg.value(metadata i32 %2, metadata !688, metadata !DIExpression()), !dbg !690
  %4 = icmp ugt i32 %0, %1, !dbg !691
  %5 = select i1 %4, i32 %0, i32 %1, !dbg !692
  call void @llvm.dbg.value(metadata i32 %5, metadata !689, metadata !DIExpression()), !dbg !690
  %6 = icmp ugt i32 %5, %2, !dbg !693
  %7 = select i1 %6, i32 %5, i32 %2, !dbg !694
  ret i32 %7, !dbg !695
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i8* @name_of(i32 noundef %0) local_unnamed_addr #7 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !26, metadata !DIExpression()), !dbg !696
  %2 = icmp ult i32 %0, 4, !dbg !697
  br i1 %2, label %3, label %7, !dbg !698

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !699
  %5 = getelementptr inbounds [4 x i8*], [4 x i8*]* @name_of2.names, i64 0, i64 %4, !dbg !699
  %6 = load i8*, i8** %5, align 8, !dbg !699, !tbaa !528
  br label %7, !dbg !698

7:                                                ; preds = %1, %3
  %8 = phi i8* [ %6, %3 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), %1 ], !dbg !698
  ret i8* %8, !dbg !700
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i8* @name_of2(i32 noundef %0) local_unnamed_addr #7 !dbg !30 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !32, metadata !DIExpression()), !dbg !701
  %2 = icmp ult i32 %0, 4, !dbg !702
  br i1 %2, label %3, label %7, !dbg !703

3:                                                ; preds = %1
  %4 = sext i32 %0 to i64, !dbg !704
  %5 = getelementptr inbounds [4 x i8*], [4 x i8*]* @name_of2.names, i64 0, i64 %4, !dbg !704
  %6 = load i8*, i8** %5, align 8, !dbg !704, !tbaa !528
  br label %7, !dbg !703

7:                                                ; preds = %1, %3
  %8 = phi i8* [ %6, %3 ], [ getelementptr inbounds ([5 x i8], [5 x i8]* @.str.4, i64 0, i64 0), %1 ], !dbg !703
  ret i8* %8, !dbg !705
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @clamp_a(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !706 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !708, metadata !DIExpression()), !dbg !711
  call void @llvm.dbg.value(metadata i32 %1, metadata !709, metadata !DIExpression()), !dbg !711
  call void @llvm.dbg.value(metadata i32 %2, metadata !710, metadata !DIExpression()), !dbg !711
  %4 = icmp slt i32 %0, %1, !dbg !712
  %5 = icmp sgt i32 %0, %2, !dbg !713
  %6 = select i1 %5, i32 %2, i32 %0, !dbg !713
  %7 = select i1 %4, i32 %1, i32 %6, !dbg !713
  ret i32 %7, !dbg !714
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @clamp_b(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !715 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !717, metadata !DIExpression()), !dbg !720
  call void @llvm.dbg.value(metadata i32 %1, metadata !718, metadata !DIExpression()), !dbg !720
  call void @llvm.dbg.value(metadata i32 %2, metadata !719, metadata !DIExpression()), !dbg !720
  %4 = icmp slt i32 %0, %1, !dbg !721
  %5 = icmp sgt i32 %0, %2, !dbg !722
  %6 = select i1 %5, i32 %2, i32 %0, !dbg !722
  %7 = select i1 %4, i32 %1, i32 %6, !dbg !722
  ret i32 %7, !dbg !723
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i64 @clampl(i64 noundef %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #7 !dbg !724 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !728, metadata !DIExpression()), !dbg !731
  call void @llvm.dbg.value(metadata i64 %1, metadata !729, metadata !DIExpression()), !dbg !731
  call void @llvm.dbg.value(metadata i64 %2, metadata !730, metadata !DIExpression()), !dbg !731
  %4 = icmp slt i64 %0, %1, !dbg !732
  %5 = icmp sgt i64 %0, %2, !dbg !733
  %6 = select i1 %5, i64 %2, i64 %0, !dbg !733
  %7 = select i1 %4, i64 %1, i64 %6, !dbg !733
  ret i64 %7, !dbg !734
}

; Function Attrs: nofree norecurse nosync nounwind uwtable writeonly
define dso_local void @fill_a(i32* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #16 !dbg !735 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !739, metadata !DIExpression()), !dbg !744
  call void @llvm.dbg.value(metadata i32 %1, metadata !740, metadata !DIExpression()), !dbg !744
  call void @llvm.dbg.value(metadata i32 %2, metadata !741, metadata !DIExpression()), !dbg !744
  call void @llvm.dbg.value(metadata i32 0, metadata !742, metadata !DIExpression()), !dbg !745
  %4 = icmp sgt i32 %1, 0, !dbg !746
  br i1 %4, label %5, label %7, !dbg !748

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64, !dbg !746
  br label %8, !dbg !748

7:                                                ; preds = %8, %3
  ret void, !dbg !749

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %11, %8 ]
  call void @llvm.dbg.value(metadata i64 %9, metadata !742, metadata !DIExpression()), !dbg !745
  %10 = getelementptr inbounds i32, i32* %0, i64 %9, !dbg !750
  store i32 %2, i32* %10, align 4, !dbg !751, !tbaa !60
  %11 = add nuw nsw i64 %9, 1, !dbg !752
  call void @llvm.dbg.value(metadata i64 %11, metadata !742, metadata !DIExpression()), !dbg !745
  %12 = icmp eq i64 %11, %6, !dbg !746
  br i1 %12, label %7, label %8, !dbg !748, !llvm.loop !753
}

; Function Attrs: nofree norecurse nosync nounwind uwtable writeonly
define dso_local void @fill_b(i32* nocapture noundef writeonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #16 !dbg !755 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !757, metadata !DIExpression()), !dbg !762
  call void @llvm.dbg.value(metadata i32 %1, metadata !758, metadata !DIExpression()), !dbg !762
  call void @llvm.dbg.value(metadata i32 %2, metadata !759, metadata !DIExpression()), !dbg !762
  call void @llvm.dbg.value(metadata i32 0, metadata !760, metadata !DIExpression()), !dbg !763
  %4 = icmp sgt i32 %1, 0, !dbg !764
  br i1 %4, label %5, label %7, !dbg !766

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64, !dbg !764
  br label %8, !dbg !766

7:                                                ; preds = %8, %3
  ret void, !dbg !767

8:                                                ; preds = %5, %8
  %9 = phi i64 [ 0, %5 ], [ %11, %8 ]
  call void @llvm.dbg.value(metadata i64 %9, metadata !760, metadata !DIExpression()), !dbg !763
  %10 = getelementptr inbounds i32, i32* %0, i64 %9, !dbg !768
  store i32 %2, i32* %10, align 4, !dbg !769, !tbaa !60
  %11 = add nuw nsw i64 %9, 1, !dbg !770
  call void @llvm.dbg.value(metadata i64 %11, metadata !760, metadata !DIExpression()), !dbg !763
  %12 = icmp eq i64 %11, %6, !dbg !764
  br i1 %12, label %7, label %8, !dbg !766, !llvm.loop !771
}

; Function Attrs: nofree norecurse nosync nounwind uwtable writeonly
define dso_local void @fill_sq(i32* nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #16 !dbg !773 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !777, metadata !DIExpression()), !dbg !781
  call void @llvm.dbg.value(metadata i32 %1, metadata !778, metadata !DIExpression()), !dbg !781
  call void @llvm.dbg.value(metadata i32 0, metadata !779, metadata !DIExpression()), !dbg !782
  %3 = icmp sgt i32 %1, 0, !dbg !783
  br i1 %3, label %4, label %6, !dbg !785

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64, !dbg !783
  br label %7, !dbg !785

6:                                                ; preds = %7, %2
  ret void, !dbg !786

7:                                                ; preds = %4, %7
  %8 = phi i64 [ 0, %4 ], [ %12, %7 ]
  call void @llvm.dbg.value(metadata i64 %8, metadata !779, metadata !DIExpression()), !dbg !782
  %9 = trunc i64 %8 to i32, !dbg !787
  %10 = mul nsw i32 %9, %9, !dbg !787
  %11 = getelementptr inbounds i32, i32* %0, i64 %8, !dbg !788
  store i32 %10, i32* %11, align 4, !dbg !789, !tbaa !60
  %12 = add nuw nsw i64 %8, 1, !dbg !790
  call void @llvm.dbg.value(metadata i64 %12, metadata !779, metadata !DIExpression()), !dbg !782
  %13 = icmp eq i64 %12, %5, !dbg !783
  br i1 %13, label %6, label %7, !dbg !785, !llvm.loop !791
}

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i32 @popcnt_a(i32 noundef %0) local_unnamed_addr #9 !dbg !793 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !796, metadata !DIExpression()), !dbg !797
  %2 = call i32 @llvm.ctpop.i32(i32 %0), !dbg !798, !range !799
  ret i32 %2, !dbg !800
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i32 @popcnt_b(i32 noundef %0) local_unnamed_addr #9 !dbg !801 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !803, metadata !DIExpression()), !dbg !804
  %2 = call i32 @llvm.ctpop.i32(i32 %0), !dbg !805, !range !799
  ret i32 %2, !dbg !806
}

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local i32 @clz_c(i32 noundef %0) local_unnamed_addr #9 !dbg !807 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !809, metadata !DIExpression()), !dbg !810
  %2 = call i32 @llvm.ctlz.i32(i32 %0, i1 false), !dbg !811, !range !799
  ret i32 %2, !dbg !812
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @hot_inc(i32 noundef %0) local_unnamed_addr #7 section ".text.hot" !dbg !813 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !815, metadata !DIExpression()), !dbg !816
  %2 = add nsw i32 %0, 1, !dbg !817
  ret i32 %2, !dbg !818
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @cold_inc(i32 noundef %0) local_unnamed_addr #7 !dbg !819 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !821, metadata !DIExpression()), !dbg !822
  %2 = add nsw i32 %0, 1, !dbg !823
  ret i32 %2, !dbg !824
}

; Function Attrs: cold mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local i32 @cold_attr_inc(i32 noundef %0) local_unnamed_addr #17 !dbg !825 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !827, metadata !DIExpression()), !dbg !828
  %2 = add nsw i32 %0, 1, !dbg !829
  ret i32 %2, !dbg !830
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #18

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nosync nounwind willreturn }
attributes #12 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #14 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nofree norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { cold mustprogress nofree norecurse nosync nounwind optsize readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #19 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 44, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "real.c", directory: "/work/main/merge/compare/testdata", checksumkind: CSK_MD5, checksum: "687962d3b9dbf73838fadddac631cc90")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !17, !28, !0, !33}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 77, type: !10, isLocal: false, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, elements: !15)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 72, baseType: !12)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DISubroutineType(types: !14)
!14 = !{!5, !5, !5}
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "names", scope: !19, file: !3, line: 106, type: !27, isLocal: true, isDefinition: true)
!19 = distinct !DISubprogram(name: "name_of", scope: !3, file: !3, line: 105, type: !20, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !5}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!24 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!25 = !{!26}
!26 = !DILocalVariable(name: "i", arg: 1, scope: !19, file: !3, line: 105, type: !5)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 256, elements: !15)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "names", scope: !30, file: !3, line: 110, type: !27, isLocal: true, isDefinition: true)
!30 = distinct !DISubprogram(name: "name_of2", scope: !3, file: !3, line: 109, type: !20, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!31 = !{!32}
!32 = !DILocalVariable(name: "i", arg: 1, scope: !30, file: !3, line: 109, type: !5)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "other_counter", scope: !2, file: !3, line: 45, type: !5, isLocal: true, isDefinition: true)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 7, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 1}
!41 = !{!"Debian clang version 14.0.6"}
!42 = distinct !DISubprogram(name: "sum_a", scope: !3, file: !3, line: 13, type: !43, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!43 = !DISubroutineType(types: !44)
!44 = !{!5, !45, !5}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!47 = !{!48, !49, !50, !51}
!48 = !DILocalVariable(name: "v", arg: 1, scope: !42, file: !3, line: 13, type: !45)
!49 = !DILocalVariable(name: "n", arg: 2, scope: !42, file: !3, line: 13, type: !5)
!50 = !DILocalVariable(name: "s", scope: !42, file: !3, line: 13, type: !5)
!51 = !DILocalVariable(name: "i", scope: !52, file: !3, line: 13, type: !5)
!52 = distinct !DILexicalBlock(scope: !42, file: !3, line: 13, column: 45)
!53 = !DILocation(line: 0, scope: !42)
!54 = !DILocation(line: 0, scope: !52)
!55 = !DILocation(line: 13, column: 63, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 13, column: 45)
!57 = !DILocation(line: 13, column: 45, scope: !52)
!58 = !DILocation(line: 13, column: 84, scope: !42)
!59 = !DILocation(line: 13, column: 78, scope: !56)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 13, column: 75, scope: !56)
!65 = !DILocation(line: 13, column: 69, scope: !56)
!66 = distinct !{!66, !57, !67, !68, !69}
!67 = !DILocation(line: 13, column: 81, scope: !52)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !{!"llvm.loop.unroll.disable"}
!70 = distinct !DISubprogram(name: "sum_b", scope: !3, file: !3, line: 14, type: !43, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!71 = !{!72, !73, !74, !75}
!72 = !DILocalVariable(name: "v", arg: 1, scope: !70, file: !3, line: 14, type: !45)
!73 = !DILocalVariable(name: "n", arg: 2, scope: !70, file: !3, line: 14, type: !5)
!74 = !DILocalVariable(name: "s", scope: !70, file: !3, line: 14, type: !5)
!75 = !DILocalVariable(name: "i", scope: !76, file: !3, line: 14, type: !5)
!76 = distinct !DILexicalBlock(scope: !70, file: !3, line: 14, column: 45)
!77 = !DILocation(line: 0, scope: !70)
!78 = !DILocation(line: 0, scope: !76)
!79 = !DILocation(line: 14, column: 63, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !3, line: 14, column: 45)
!81 = !DILocation(line: 14, column: 45, scope: !76)
!82 = !DILocation(line: 14, column: 84, scope: !70)
!83 = !DILocation(line: 14, column: 78, scope: !80)
!84 = !DILocation(line: 14, column: 75, scope: !80)
!85 = !DILocation(line: 14, column: 69, scope: !80)
!86 = distinct !{!86, !81, !87, !68, !69}
!87 = !DILocation(line: 14, column: 81, scope: !76)
!88 = distinct !DISubprogram(name: "sum_c", scope: !3, file: !3, line: 15, type: !43, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!89 = !{!90, !91, !92, !93}
!90 = !DILocalVariable(name: "v", arg: 1, scope: !88, file: !3, line: 15, type: !45)
!91 = !DILocalVariable(name: "n", arg: 2, scope: !88, file: !3, line: 15, type: !5)
!92 = !DILocalVariable(name: "s", scope: !88, file: !3, line: 15, type: !5)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 15, type: !5)
!94 = distinct !DILexicalBlock(scope: !88, file: !3, line: 15, column: 45)
!95 = !DILocation(line: 0, scope: !88)
!96 = !DILocation(line: 0, scope: !94)
!97 = !DILocation(line: 15, column: 63, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !3, line: 15, column: 45)
!99 = !DILocation(line: 15, column: 45, scope: !94)
!100 = !DILocation(line: 15, column: 84, scope: !88)
!101 = !DILocation(line: 15, column: 78, scope: !98)
!102 = !DILocation(line: 15, column: 75, scope: !98)
!103 = !DILocation(line: 15, column: 69, scope: !98)
!104 = distinct !{!104, !99, !105, !68, !69}
!105 = !DILocation(line: 15, column: 81, scope: !94)
!106 = distinct !DISubprogram(name: "usum", scope: !3, file: !3, line: 16, type: !107, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !111)
!107 = !DISubroutineType(types: !108)
!108 = !{!6, !109, !5}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!111 = !{!112, !113, !114, !115}
!112 = !DILocalVariable(name: "v", arg: 1, scope: !106, file: !3, line: 16, type: !109)
!113 = !DILocalVariable(name: "n", arg: 2, scope: !106, file: !3, line: 16, type: !5)
!114 = !DILocalVariable(name: "s", scope: !106, file: !3, line: 16, type: !6)
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 16, type: !5)
!116 = distinct !DILexicalBlock(scope: !106, file: !3, line: 16, column: 59)
!117 = !DILocation(line: 0, scope: !106)
!118 = !DILocation(line: 0, scope: !116)
!119 = !DILocation(line: 16, column: 77, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !3, line: 16, column: 59)
!121 = !DILocation(line: 16, column: 59, scope: !116)
!122 = !DILocation(line: 16, column: 98, scope: !106)
!123 = !DILocation(line: 16, column: 92, scope: !120)
!124 = !DILocation(line: 16, column: 89, scope: !120)
!125 = !DILocation(line: 16, column: 83, scope: !120)
!126 = distinct !{!126, !121, !127, !68, !69}
!127 = !DILocation(line: 16, column: 95, scope: !116)
!128 = distinct !DISubprogram(name: "lsum", scope: !3, file: !3, line: 17, type: !129, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !134)
!129 = !DISubroutineType(types: !130)
!130 = !{!131, !132, !5}
!131 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!134 = !{!135, !136, !137, !138}
!135 = !DILocalVariable(name: "v", arg: 1, scope: !128, file: !3, line: 17, type: !132)
!136 = !DILocalVariable(name: "n", arg: 2, scope: !128, file: !3, line: 17, type: !5)
!137 = !DILocalVariable(name: "s", scope: !128, file: !3, line: 17, type: !131)
!138 = !DILocalVariable(name: "i", scope: !139, file: !3, line: 17, type: !5)
!139 = distinct !DILexicalBlock(scope: !128, file: !3, line: 17, column: 47)
!140 = !DILocation(line: 0, scope: !128)
!141 = !DILocation(line: 0, scope: !139)
!142 = !DILocation(line: 17, column: 65, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !3, line: 17, column: 47)
!144 = !DILocation(line: 17, column: 47, scope: !139)
!145 = !DILocation(line: 17, column: 86, scope: !128)
!146 = !DILocation(line: 17, column: 80, scope: !143)
!147 = !{!148, !148, i64 0}
!148 = !{!"long", !62, i64 0}
!149 = !DILocation(line: 17, column: 77, scope: !143)
!150 = !DILocation(line: 17, column: 71, scope: !143)
!151 = distinct !{!151, !144, !152, !68, !69}
!152 = !DILocation(line: 17, column: 83, scope: !139)
!153 = distinct !DISubprogram(name: "area_a", scope: !3, file: !3, line: 19, type: !154, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !167)
!154 = !DISubroutineType(types: !155)
!155 = !{!5, !156}
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !158)
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !3, line: 10, size: 192, elements: !159)
!159 = !{!160, !165, !166}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !158, file: !3, line: 10, baseType: !161, size: 64)
!161 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !3, line: 9, size: 64, elements: !162)
!162 = !{!163, !164}
!163 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !161, file: !3, line: 9, baseType: !5, size: 32)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !161, file: !3, line: 9, baseType: !5, size: 32, offset: 32)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !158, file: !3, line: 10, baseType: !161, size: 64, offset: 64)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !158, file: !3, line: 10, baseType: !131, size: 64, offset: 128)
!167 = !{!168}
!168 = !DILocalVariable(name: "r", arg: 1, scope: !153, file: !3, line: 19, type: !156)
!169 = !DILocation(line: 0, scope: !153)
!170 = !DILocation(line: 19, column: 49, scope: !153)
!171 = !{!172, !61, i64 8}
!172 = !{!"rect", !173, i64 0, !173, i64 8, !148, i64 16}
!173 = !{!"point", !61, i64 0, !61, i64 4}
!174 = !DILocation(line: 19, column: 58, scope: !153)
!175 = !{!172, !61, i64 0}
!176 = !DILocation(line: 19, column: 51, scope: !153)
!177 = !DILocation(line: 19, column: 69, scope: !153)
!178 = !{!172, !61, i64 12}
!179 = !DILocation(line: 19, column: 78, scope: !153)
!180 = !{!172, !61, i64 4}
!181 = !DILocation(line: 19, column: 71, scope: !153)
!182 = !DILocation(line: 19, column: 61, scope: !153)
!183 = !DILocation(line: 19, column: 36, scope: !153)
!184 = distinct !DISubprogram(name: "area_b", scope: !3, file: !3, line: 20, type: !154, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !185)
!185 = !{!186}
!186 = !DILocalVariable(name: "r", arg: 1, scope: !184, file: !3, line: 20, type: !156)
!187 = !DILocation(line: 0, scope: !184)
!188 = !DILocation(line: 20, column: 49, scope: !184)
!189 = !DILocation(line: 20, column: 58, scope: !184)
!190 = !DILocation(line: 20, column: 51, scope: !184)
!191 = !DILocation(line: 20, column: 69, scope: !184)
!192 = !DILocation(line: 20, column: 78, scope: !184)
!193 = !DILocation(line: 20, column: 71, scope: !184)
!194 = !DILocation(line: 20, column: 61, scope: !184)
!195 = !DILocation(line: 20, column: 36, scope: !184)
!196 = distinct !DISubprogram(name: "perim", scope: !3, file: !3, line: 21, type: !154, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !197)
!197 = !{!198}
!198 = !DILocalVariable(name: "r", arg: 1, scope: !196, file: !3, line: 21, type: !156)
!199 = !DILocation(line: 0, scope: !196)
!200 = !DILocation(line: 21, column: 53, scope: !196)
!201 = !DILocation(line: 21, column: 62, scope: !196)
!202 = !DILocation(line: 21, column: 73, scope: !196)
!203 = !DILocation(line: 21, column: 82, scope: !196)
!204 = !DILocation(line: 21, column: 65, scope: !196)
!205 = !DILocation(line: 21, column: 44, scope: !196)
!206 = !DILocation(line: 21, column: 35, scope: !196)
!207 = distinct !DISubprogram(name: "list_len_a", scope: !3, file: !3, line: 23, type: !208, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !217)
!208 = !DISubroutineType(types: !209)
!209 = !{!5, !210}
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64)
!211 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !212)
!212 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 11, size: 128, elements: !213)
!213 = !{!214, !216}
!214 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !212, file: !3, line: 11, baseType: !215, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !212, file: !3, line: 11, baseType: !5, size: 32, offset: 64)
!217 = !{!218, !219}
!218 = !DILocalVariable(name: "n", arg: 1, scope: !207, file: !3, line: 23, type: !210)
!219 = !DILocalVariable(name: "k", scope: !207, file: !3, line: 23, type: !5)
!220 = !DILocation(line: 0, scope: !207)
!221 = !DILocation(line: 23, column: 51, scope: !207)
!222 = !DILocation(line: 23, column: 64, scope: !223)
!223 = distinct !DILexicalBlock(scope: !207, file: !3, line: 23, column: 61)
!224 = !DILocation(line: 23, column: 75, scope: !223)
!225 = !{!226, !227, i64 0}
!226 = !{!"node", !227, i64 0, !61, i64 8}
!227 = !{!"any pointer", !62, i64 0}
!228 = distinct !{!228, !221, !229, !68, !69}
!229 = !DILocation(line: 23, column: 81, scope: !207)
!230 = !DILocation(line: 23, column: 83, scope: !207)
!231 = distinct !DISubprogram(name: "list_len_b", scope: !3, file: !3, line: 24, type: !208, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !232)
!232 = !{!233, !234}
!233 = !DILocalVariable(name: "n", arg: 1, scope: !231, file: !3, line: 24, type: !210)
!234 = !DILocalVariable(name: "k", scope: !231, file: !3, line: 24, type: !5)
!235 = !DILocation(line: 0, scope: !231)
!236 = !DILocation(line: 24, column: 51, scope: !231)
!237 = !DILocation(line: 24, column: 64, scope: !238)
!238 = distinct !DILexicalBlock(scope: !231, file: !3, line: 24, column: 61)
!239 = !DILocation(line: 24, column: 75, scope: !238)
!240 = distinct !{!240, !236, !241, !68, !69}
!241 = !DILocation(line: 24, column: 81, scope: !231)
!242 = !DILocation(line: 24, column: 83, scope: !231)
!243 = distinct !DISubprogram(name: "list_sum", scope: !3, file: !3, line: 25, type: !208, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !244)
!244 = !{!245, !246}
!245 = !DILocalVariable(name: "n", arg: 1, scope: !243, file: !3, line: 25, type: !210)
!246 = !DILocalVariable(name: "k", scope: !243, file: !3, line: 25, type: !5)
!247 = !DILocation(line: 0, scope: !243)
!248 = !DILocation(line: 25, column: 49, scope: !243)
!249 = !DILocation(line: 25, column: 69, scope: !250)
!250 = distinct !DILexicalBlock(scope: !243, file: !3, line: 25, column: 59)
!251 = !{!226, !61, i64 8}
!252 = !DILocation(line: 25, column: 63, scope: !250)
!253 = !DILocation(line: 25, column: 81, scope: !250)
!254 = distinct !{!254, !248, !255, !68, !69}
!255 = !DILocation(line: 25, column: 87, scope: !243)
!256 = !DILocation(line: 25, column: 89, scope: !243)
!257 = distinct !DISubprogram(name: "fact_a", scope: !3, file: !3, line: 27, type: !258, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{!6, !6}
!260 = !{!261}
!261 = !DILocalVariable(name: "n", arg: 1, scope: !257, file: !3, line: 27, type: !6)
!262 = !DILocation(line: 0, scope: !257)
!263 = !DILocation(line: 27, column: 40, scope: !257)
!264 = !DILocation(line: 27, column: 38, scope: !257)
!265 = !DILocation(line: 27, column: 59, scope: !257)
!266 = !DILocation(line: 27, column: 50, scope: !257)
!267 = !DILocation(line: 27, column: 48, scope: !257)
!268 = !DILocation(line: 27, column: 31, scope: !257)
!269 = distinct !DISubprogram(name: "fact_b", scope: !3, file: !3, line: 28, type: !258, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !270)
!270 = !{!271}
!271 = !DILocalVariable(name: "n", arg: 1, scope: !269, file: !3, line: 28, type: !6)
!272 = !DILocation(line: 0, scope: !269)
!273 = !DILocation(line: 28, column: 40, scope: !269)
!274 = !DILocation(line: 28, column: 38, scope: !269)
!275 = !DILocation(line: 28, column: 59, scope: !269)
!276 = !DILocation(line: 28, column: 50, scope: !269)
!277 = !DILocation(line: 28, column: 48, scope: !269)
!278 = !DILocation(line: 28, column: 31, scope: !269)
!279 = distinct !DISubprogram(name: "pong", scope: !3, file: !3, line: 31, type: !258, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !280)
!280 = !{!281}
!281 = !DILocalVariable(name: "n", arg: 1, scope: !279, file: !3, line: 31, type: !6)
!282 = !DILocation(line: 0, scope: !279)
!283 = !DILocation(line: 31, column: 55, scope: !279)
!284 = !DILocation(line: 31, column: 73, scope: !279)
!285 = !DILocation(line: 31, column: 71, scope: !279)
!286 = !DILocation(line: 31, column: 87, scope: !279)
!287 = !DILocation(line: 31, column: 80, scope: !279)
!288 = !DILocation(line: 31, column: 64, scope: !279)
!289 = !DISubprogram(name: "note", scope: !3, file: !3, line: 29, type: !290, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !292)
!290 = !DISubroutineType(types: !291)
!291 = !{null, !6}
!292 = !{}
!293 = distinct !DISubprogram(name: "ping", scope: !3, file: !3, line: 32, type: !258, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !294)
!294 = !{!295}
!295 = !DILocalVariable(name: "n", arg: 1, scope: !293, file: !3, line: 32, type: !6)
!296 = !DILocation(line: 0, scope: !293)
!297 = !DILocation(line: 32, column: 55, scope: !293)
!298 = !DILocation(line: 32, column: 73, scope: !293)
!299 = !DILocation(line: 32, column: 71, scope: !293)
!300 = !DILocation(line: 32, column: 87, scope: !293)
!301 = !DILocation(line: 32, column: 80, scope: !293)
!302 = !DILocation(line: 32, column: 64, scope: !293)
!303 = distinct !DISubprogram(name: "classify_a", scope: !3, file: !3, line: 34, type: !304, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !306)
!304 = !DISubroutineType(types: !305)
!305 = !{!5, !5}
!306 = !{!307}
!307 = !DILocalVariable(name: "c", arg: 1, scope: !303, file: !3, line: 34, type: !5)
!308 = !DILocation(line: 0, scope: !303)
!309 = !DILocation(line: 35, column: 3, scope: !303)
!310 = !DILocation(line: 0, scope: !311)
!311 = distinct !DILexicalBlock(scope: !303, file: !3, line: 35, column: 14)
!312 = !DILocation(line: 36, column: 1, scope: !303)
!313 = distinct !DISubprogram(name: "classify_b", scope: !3, file: !3, line: 37, type: !304, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !314)
!314 = !{!315}
!315 = !DILocalVariable(name: "c", arg: 1, scope: !313, file: !3, line: 37, type: !5)
!316 = !DILocation(line: 0, scope: !313)
!317 = !DILocation(line: 38, column: 3, scope: !313)
!318 = !DILocation(line: 0, scope: !319)
!319 = distinct !DILexicalBlock(scope: !313, file: !3, line: 38, column: 14)
!320 = !DILocation(line: 39, column: 1, scope: !313)
!321 = distinct !DISubprogram(name: "classify_c", scope: !3, file: !3, line: 40, type: !304, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !322)
!322 = !{!323}
!323 = !DILocalVariable(name: "c", arg: 1, scope: !321, file: !3, line: 40, type: !5)
!324 = !DILocation(line: 0, scope: !321)
!325 = !DILocation(line: 41, column: 3, scope: !321)
!326 = !DILocation(line: 0, scope: !327)
!327 = distinct !DILexicalBlock(scope: !321, file: !3, line: 41, column: 14)
!328 = !DILocation(line: 42, column: 1, scope: !321)
!329 = distinct !DISubprogram(name: "bump_a", scope: !3, file: !3, line: 46, type: !330, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !292)
!330 = !DISubroutineType(types: !331)
!331 = !{null}
!332 = !DILocation(line: 46, column: 28, scope: !329)
!333 = !DILocation(line: 46, column: 32, scope: !329)
!334 = distinct !DISubprogram(name: "bump_b", scope: !3, file: !3, line: 47, type: !330, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !292)
!335 = !DILocation(line: 47, column: 28, scope: !334)
!336 = !DILocation(line: 47, column: 32, scope: !334)
!337 = distinct !DISubprogram(name: "bump_c", scope: !3, file: !3, line: 48, type: !330, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !292)
!338 = !DILocation(line: 48, column: 34, scope: !337)
!339 = !DILocation(line: 48, column: 38, scope: !337)
!340 = distinct !DISubprogram(name: "get_counter", scope: !3, file: !3, line: 49, type: !341, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !292)
!341 = !DISubroutineType(types: !342)
!342 = !{!5}
!343 = !DILocation(line: 49, column: 32, scope: !340)
!344 = !DILocation(line: 49, column: 42, scope: !340)
!345 = !DILocation(line: 49, column: 40, scope: !340)
!346 = !DILocation(line: 49, column: 25, scope: !340)
!347 = distinct !DISubprogram(name: "mix_a", scope: !3, file: !3, line: 51, type: !348, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !351)
!348 = !DISubroutineType(types: !349)
!349 = !{!350, !350, !350}
!350 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!351 = !{!352, !353}
!352 = !DILocalVariable(name: "a", arg: 1, scope: !347, file: !3, line: 51, type: !350)
!353 = !DILocalVariable(name: "b", arg: 2, scope: !347, file: !3, line: 51, type: !350)
!354 = !DILocation(line: 0, scope: !347)
!355 = !DILocation(line: 51, column: 56, scope: !347)
!356 = !DILocation(line: 51, column: 52, scope: !347)
!357 = !DILocation(line: 51, column: 36, scope: !347)
!358 = distinct !DISubprogram(name: "mix_b", scope: !3, file: !3, line: 52, type: !348, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !359)
!359 = !{!360, !361}
!360 = !DILocalVariable(name: "a", arg: 1, scope: !358, file: !3, line: 52, type: !350)
!361 = !DILocalVariable(name: "b", arg: 2, scope: !358, file: !3, line: 52, type: !350)
!362 = !DILocation(line: 0, scope: !358)
!363 = !DILocation(line: 52, column: 56, scope: !358)
!364 = !DILocation(line: 52, column: 52, scope: !358)
!365 = !DILocation(line: 52, column: 36, scope: !358)
!366 = distinct !DISubprogram(name: "mixf", scope: !3, file: !3, line: 53, type: !367, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !370)
!367 = !DISubroutineType(types: !368)
!368 = !{!369, !369, !369}
!369 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!370 = !{!371, !372}
!371 = !DILocalVariable(name: "a", arg: 1, scope: !366, file: !3, line: 53, type: !369)
!372 = !DILocalVariable(name: "b", arg: 2, scope: !366, file: !3, line: 53, type: !369)
!373 = !DILocation(line: 0, scope: !366)
!374 = !DILocation(line: 53, column: 53, scope: !366)
!375 = !DILocation(line: 53, column: 49, scope: !366)
!376 = !DILocation(line: 53, column: 32, scope: !366)
!377 = distinct !DISubprogram(name: "vsum", scope: !3, file: !3, line: 55, type: !378, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !380)
!378 = !DISubroutineType(types: !379)
!379 = !{!5, !5, null}
!380 = !{!381, !382, !397, !398}
!381 = !DILocalVariable(name: "n", arg: 1, scope: !377, file: !3, line: 55, type: !5)
!382 = !DILocalVariable(name: "ap", scope: !377, file: !3, line: 56, type: !383)
!383 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !384, line: 14, baseType: !385)
!384 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stdarg.h", directory: "", checksumkind: CSK_MD5, checksum: "4de3cbd931b589d291e5c39387aecf82")
!385 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !386, baseType: !387)
!386 = !DIFile(filename: "real.c", directory: "/work/main/merge/compare/testdata")
!387 = !DICompositeType(tag: DW_TAG_array_type, baseType: !388, size: 192, elements: !395)
!388 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !389)
!389 = !{!390, !391, !392, !394}
!390 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !388, file: !386, line: 56, baseType: !6, size: 32)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !388, file: !386, line: 56, baseType: !6, size: 32, offset: 32)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !388, file: !386, line: 56, baseType: !393, size: 64, offset: 64)
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !388, file: !386, line: 56, baseType: !393, size: 64, offset: 128)
!395 = !{!396}
!396 = !DISubrange(count: 1)
!397 = !DILocalVariable(name: "s", scope: !377, file: !3, line: 56, type: !5)
!398 = !DILocalVariable(name: "i", scope: !399, file: !3, line: 57, type: !5)
!399 = distinct !DILexicalBlock(scope: !377, file: !3, line: 57, column: 3)
!400 = !DILocation(line: 0, scope: !377)
!401 = !DILocation(line: 56, column: 3, scope: !377)
!402 = !DILocation(line: 56, column: 11, scope: !377)
!403 = !DILocation(line: 56, column: 15, scope: !377)
!404 = !DILocation(line: 0, scope: !399)
!405 = !DILocation(line: 57, column: 21, scope: !406)
!406 = distinct !DILexicalBlock(scope: !399, file: !3, line: 57, column: 3)
!407 = !DILocation(line: 57, column: 3, scope: !399)
!408 = !DILocation(line: 58, column: 3, scope: !377)
!409 = !DILocation(line: 59, column: 1, scope: !377)
!410 = !DILocation(line: 58, column: 15, scope: !377)
!411 = !DILocation(line: 57, column: 36, scope: !406)
!412 = !DILocation(line: 57, column: 33, scope: !406)
!413 = !DILocation(line: 57, column: 27, scope: !406)
!414 = distinct !{!414, !407, !415, !68, !69}
!415 = !DILocation(line: 57, column: 36, scope: !399)
!416 = distinct !DISubprogram(name: "copy_a", scope: !3, file: !3, line: 61, type: !417, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !423)
!417 = !DISubroutineType(types: !418)
!418 = !{null, !419, !22, !420}
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!420 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !421, line: 46, baseType: !422)
!421 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!422 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!423 = !{!424, !425, !426}
!424 = !DILocalVariable(name: "d", arg: 1, scope: !416, file: !3, line: 61, type: !419)
!425 = !DILocalVariable(name: "s", arg: 2, scope: !416, file: !3, line: 61, type: !22)
!426 = !DILocalVariable(name: "n", arg: 3, scope: !416, file: !3, line: 61, type: !420)
!427 = !DILocation(line: 0, scope: !416)
!428 = !DILocation(line: 61, column: 49, scope: !416)
!429 = !DILocation(line: 61, column: 66, scope: !416)
!430 = !DILocation(line: 61, column: 71, scope: !416)
!431 = !{!62, !62, i64 0}
!432 = !DILocation(line: 61, column: 76, scope: !416)
!433 = distinct !DISubprogram(name: "copy_b", scope: !3, file: !3, line: 62, type: !417, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !434)
!434 = !{!435, !436, !437}
!435 = !DILocalVariable(name: "d", arg: 1, scope: !433, file: !3, line: 62, type: !419)
!436 = !DILocalVariable(name: "s", arg: 2, scope: !433, file: !3, line: 62, type: !22)
!437 = !DILocalVariable(name: "n", arg: 3, scope: !433, file: !3, line: 62, type: !420)
!438 = !DILocation(line: 0, scope: !433)
!439 = !DILocation(line: 62, column: 49, scope: !433)
!440 = !DILocation(line: 62, column: 66, scope: !433)
!441 = !DILocation(line: 62, column: 71, scope: !433)
!442 = !DILocation(line: 62, column: 76, scope: !433)
!443 = distinct !DISubprogram(name: "move_c", scope: !3, file: !3, line: 63, type: !417, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !444)
!444 = !{!445, !446, !447}
!445 = !DILocalVariable(name: "d", arg: 1, scope: !443, file: !3, line: 63, type: !419)
!446 = !DILocalVariable(name: "s", arg: 2, scope: !443, file: !3, line: 63, type: !22)
!447 = !DILocalVariable(name: "n", arg: 3, scope: !443, file: !3, line: 63, type: !420)
!448 = !DILocation(line: 0, scope: !443)
!449 = !DILocation(line: 63, column: 49, scope: !443)
!450 = !DILocation(line: 63, column: 67, scope: !443)
!451 = !DILocation(line: 63, column: 72, scope: !443)
!452 = !DILocation(line: 63, column: 77, scope: !443)
!453 = distinct !DISubprogram(name: "atomic_inc_a", scope: !3, file: !3, line: 65, type: !454, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !457)
!454 = !DISubroutineType(types: !455)
!455 = !{!5, !456}
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!457 = !{!458}
!458 = !DILocalVariable(name: "p", arg: 1, scope: !453, file: !3, line: 65, type: !456)
!459 = !DILocation(line: 0, scope: !453)
!460 = !DILocation(line: 65, column: 35, scope: !453)
!461 = !DILocation(line: 65, column: 28, scope: !453)
!462 = distinct !DISubprogram(name: "atomic_inc_b", scope: !3, file: !3, line: 66, type: !454, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !463)
!463 = !{!464}
!464 = !DILocalVariable(name: "p", arg: 1, scope: !462, file: !3, line: 66, type: !456)
!465 = !DILocation(line: 0, scope: !462)
!466 = !DILocation(line: 66, column: 35, scope: !462)
!467 = !DILocation(line: 66, column: 28, scope: !462)
!468 = distinct !DISubprogram(name: "atomic_inc_c", scope: !3, file: !3, line: 67, type: !454, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !469)
!469 = !{!470}
!470 = !DILocalVariable(name: "p", arg: 1, scope: !468, file: !3, line: 67, type: !456)
!471 = !DILocation(line: 0, scope: !468)
!472 = !DILocation(line: 67, column: 35, scope: !468)
!473 = !DILocation(line: 67, column: 28, scope: !468)
!474 = distinct !DISubprogram(name: "rdtsc_lo", scope: !3, file: !3, line: 69, type: !341, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !475)
!475 = !{!476, !477}
!476 = !DILocalVariable(name: "lo", scope: !474, file: !3, line: 69, type: !6)
!477 = !DILocalVariable(name: "hi", scope: !474, file: !3, line: 69, type: !6)
!478 = !DILocation(line: 69, column: 39, scope: !474)
!479 = !{i64 3318}
!480 = !DILocation(line: 0, scope: !474)
!481 = !DILocation(line: 69, column: 87, scope: !474)
!482 = distinct !DISubprogram(name: "rdtsc_hi", scope: !3, file: !3, line: 70, type: !341, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !483)
!483 = !{!484, !485}
!484 = !DILocalVariable(name: "lo", scope: !482, file: !3, line: 70, type: !6)
!485 = !DILocalVariable(name: "hi", scope: !482, file: !3, line: 70, type: !6)
!486 = !DILocation(line: 70, column: 39, scope: !482)
!487 = !{i64 3422}
!488 = !DILocation(line: 0, scope: !482)
!489 = !DILocation(line: 70, column: 87, scope: !482)
!490 = distinct !DISubprogram(name: "op_add", scope: !3, file: !3, line: 73, type: !13, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !491)
!491 = !{!492, !493}
!492 = !DILocalVariable(name: "a", arg: 1, scope: !490, file: !3, line: 73, type: !5)
!493 = !DILocalVariable(name: "b", arg: 2, scope: !490, file: !3, line: 73, type: !5)
!494 = !DILocation(line: 0, scope: !490)
!495 = !DILocation(line: 73, column: 44, scope: !490)
!496 = !DILocation(line: 73, column: 35, scope: !490)
!497 = distinct !DISubprogram(name: "op_sub", scope: !3, file: !3, line: 74, type: !13, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !498)
!498 = !{!499, !500}
!499 = !DILocalVariable(name: "a", arg: 1, scope: !497, file: !3, line: 74, type: !5)
!500 = !DILocalVariable(name: "b", arg: 2, scope: !497, file: !3, line: 74, type: !5)
!501 = !DILocation(line: 0, scope: !497)
!502 = !DILocation(line: 74, column: 44, scope: !497)
!503 = !DILocation(line: 74, column: 35, scope: !497)
!504 = distinct !DISubprogram(name: "op_mul", scope: !3, file: !3, line: 75, type: !13, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !505)
!505 = !{!506, !507}
!506 = !DILocalVariable(name: "a", arg: 1, scope: !504, file: !3, line: 75, type: !5)
!507 = !DILocalVariable(name: "b", arg: 2, scope: !504, file: !3, line: 75, type: !5)
!508 = !DILocation(line: 0, scope: !504)
!509 = !DILocation(line: 75, column: 44, scope: !504)
!510 = !DILocation(line: 75, column: 35, scope: !504)
!511 = distinct !DISubprogram(name: "op_add2", scope: !3, file: !3, line: 76, type: !13, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !512)
!512 = !{!513, !514}
!513 = !DILocalVariable(name: "a", arg: 1, scope: !511, file: !3, line: 76, type: !5)
!514 = !DILocalVariable(name: "b", arg: 2, scope: !511, file: !3, line: 76, type: !5)
!515 = !DILocation(line: 0, scope: !511)
!516 = !DILocation(line: 76, column: 45, scope: !511)
!517 = !DILocation(line: 76, column: 36, scope: !511)
!518 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 78, type: !519, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !521)
!519 = !DISubroutineType(types: !520)
!520 = !{!5, !5, !5, !5}
!521 = !{!522, !523, !524}
!522 = !DILocalVariable(name: "i", arg: 1, scope: !518, file: !3, line: 78, type: !5)
!523 = !DILocalVariable(name: "a", arg: 2, scope: !518, file: !3, line: 78, type: !5)
!524 = !DILocalVariable(name: "b", arg: 3, scope: !518, file: !3, line: 78, type: !5)
!525 = !DILocation(line: 0, scope: !518)
!526 = !DILocation(line: 78, column: 49, scope: !518)
!527 = !DILocation(line: 78, column: 41, scope: !518)
!528 = !{!227, !227, i64 0}
!529 = !DILocation(line: 78, column: 34, scope: !518)
!530 = distinct !DISubprogram(name: "hash_a", scope: !3, file: !3, line: 80, type: !531, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !540)
!531 = !DISubroutineType(types: !532)
!532 = !{!533, !537, !420}
!533 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !534, line: 27, baseType: !535)
!534 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!535 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !536, line: 45, baseType: !422)
!536 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!537 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !538, size: 64)
!538 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !539)
!539 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!540 = !{!541, !542, !543, !544}
!541 = !DILocalVariable(name: "p", arg: 1, scope: !530, file: !3, line: 80, type: !537)
!542 = !DILocalVariable(name: "n", arg: 2, scope: !530, file: !3, line: 80, type: !420)
!543 = !DILocalVariable(name: "h", scope: !530, file: !3, line: 81, type: !533)
!544 = !DILocalVariable(name: "i", scope: !545, file: !3, line: 82, type: !420)
!545 = distinct !DILexicalBlock(scope: !530, file: !3, line: 82, column: 3)
!546 = !DILocation(line: 0, scope: !530)
!547 = !DILocation(line: 0, scope: !545)
!548 = !DILocation(line: 82, column: 24, scope: !549)
!549 = distinct !DILexicalBlock(scope: !545, file: !3, line: 82, column: 3)
!550 = !DILocation(line: 82, column: 3, scope: !545)
!551 = !DILocation(line: 83, column: 3, scope: !530)
!552 = !DILocation(line: 82, column: 41, scope: !553)
!553 = distinct !DILexicalBlock(scope: !549, file: !3, line: 82, column: 34)
!554 = !DILocation(line: 82, column: 38, scope: !553)
!555 = !DILocation(line: 82, column: 49, scope: !553)
!556 = !DILocation(line: 82, column: 30, scope: !549)
!557 = distinct !{!557, !550, !558, !68, !69}
!558 = !DILocation(line: 82, column: 70, scope: !545)
!559 = distinct !DISubprogram(name: "hash_b", scope: !3, file: !3, line: 85, type: !531, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !560)
!560 = !{!561, !562, !563, !564}
!561 = !DILocalVariable(name: "p", arg: 1, scope: !559, file: !3, line: 85, type: !537)
!562 = !DILocalVariable(name: "n", arg: 2, scope: !559, file: !3, line: 85, type: !420)
!563 = !DILocalVariable(name: "h", scope: !559, file: !3, line: 86, type: !533)
!564 = !DILocalVariable(name: "i", scope: !565, file: !3, line: 87, type: !420)
!565 = distinct !DILexicalBlock(scope: !559, file: !3, line: 87, column: 3)
!566 = !DILocation(line: 0, scope: !559)
!567 = !DILocation(line: 0, scope: !565)
!568 = !DILocation(line: 87, column: 24, scope: !569)
!569 = distinct !DILexicalBlock(scope: !565, file: !3, line: 87, column: 3)
!570 = !DILocation(line: 87, column: 3, scope: !565)
!571 = !DILocation(line: 88, column: 3, scope: !559)
!572 = !DILocation(line: 87, column: 41, scope: !573)
!573 = distinct !DILexicalBlock(scope: !569, file: !3, line: 87, column: 34)
!574 = !DILocation(line: 87, column: 38, scope: !573)
!575 = !DILocation(line: 87, column: 49, scope: !573)
!576 = !DILocation(line: 87, column: 30, scope: !569)
!577 = distinct !{!577, !570, !578, !68, !69}
!578 = !DILocation(line: 87, column: 70, scope: !565)
!579 = distinct !DISubprogram(name: "hash32", scope: !3, file: !3, line: 90, type: !580, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !584)
!580 = !DISubroutineType(types: !581)
!581 = !{!582, !537, !420}
!582 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !534, line: 26, baseType: !583)
!583 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !536, line: 42, baseType: !6)
!584 = !{!585, !586, !587, !588}
!585 = !DILocalVariable(name: "p", arg: 1, scope: !579, file: !3, line: 90, type: !537)
!586 = !DILocalVariable(name: "n", arg: 2, scope: !579, file: !3, line: 90, type: !420)
!587 = !DILocalVariable(name: "h", scope: !579, file: !3, line: 91, type: !582)
!588 = !DILocalVariable(name: "i", scope: !589, file: !3, line: 92, type: !420)
!589 = distinct !DILexicalBlock(scope: !579, file: !3, line: 92, column: 3)
!590 = !DILocation(line: 0, scope: !579)
!591 = !DILocation(line: 0, scope: !589)
!592 = !DILocation(line: 92, column: 24, scope: !593)
!593 = distinct !DILexicalBlock(scope: !589, file: !3, line: 92, column: 3)
!594 = !DILocation(line: 92, column: 3, scope: !589)
!595 = !DILocation(line: 93, column: 3, scope: !579)
!596 = !DILocation(line: 92, column: 41, scope: !597)
!597 = distinct !DILexicalBlock(scope: !593, file: !3, line: 92, column: 34)
!598 = !DILocation(line: 92, column: 38, scope: !597)
!599 = !DILocation(line: 92, column: 49, scope: !597)
!600 = !DILocation(line: 92, column: 30, scope: !593)
!601 = distinct !{!601, !594, !602, !68, !69}
!602 = !DILocation(line: 92, column: 63, scope: !589)
!603 = distinct !DISubprogram(name: "mid_a", scope: !3, file: !3, line: 96, type: !604, scopeLine: 96, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !606)
!604 = !DISubroutineType(types: !605)
!605 = !{!161, !161, !161}
!606 = !{!607, !608, !609}
!607 = !DILocalVariable(name: "a", arg: 1, scope: !603, file: !3, line: 96, type: !161)
!608 = !DILocalVariable(name: "b", arg: 2, scope: !603, file: !3, line: 96, type: !161)
!609 = !DILocalVariable(name: "m", scope: !603, file: !3, line: 96, type: !161)
!610 = !DILocation(line: 0, scope: !603)
!611 = !DILocation(line: 96, column: 78, scope: !603)
!612 = !DILocation(line: 96, column: 85, scope: !603)
!613 = !DILocation(line: 96, column: 95, scope: !603)
!614 = !DILocation(line: 96, column: 102, scope: !603)
!615 = !DILocation(line: 96, column: 109, scope: !603)
!616 = distinct !DISubprogram(name: "mid_b", scope: !3, file: !3, line: 97, type: !604, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !617)
!617 = !{!618, !619, !620}
!618 = !DILocalVariable(name: "a", arg: 1, scope: !616, file: !3, line: 97, type: !161)
!619 = !DILocalVariable(name: "b", arg: 2, scope: !616, file: !3, line: 97, type: !161)
!620 = !DILocalVariable(name: "m", scope: !616, file: !3, line: 97, type: !161)
!621 = !DILocation(line: 0, scope: !616)
!622 = !DILocation(line: 97, column: 78, scope: !616)
!623 = !DILocation(line: 97, column: 85, scope: !616)
!624 = !DILocation(line: 97, column: 95, scope: !616)
!625 = !DILocation(line: 97, column: 102, scope: !616)
!626 = !DILocation(line: 97, column: 109, scope: !616)
!627 = distinct !DISubprogram(name: "grow", scope: !3, file: !3, line: 98, type: !628, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !630)
!628 = !DISubroutineType(types: !629)
!629 = !{!158, !158, !5}
!630 = !{!631, !632}
!631 = !DILocalVariable(name: "r", arg: 1, scope: !627, file: !3, line: 98, type: !158)
!632 = !DILocalVariable(name: "d", arg: 2, scope: !627, file: !3, line: 98, type: !5)
!633 = !DILocation(line: 98, column: 30, scope: !627)
!634 = !DILocation(line: 0, scope: !627)
!635 = !DILocation(line: 98, column: 46, scope: !627)
!636 = !DILocation(line: 98, column: 48, scope: !627)
!637 = !DILocation(line: 98, column: 58, scope: !627)
!638 = !DILocation(line: 98, column: 60, scope: !627)
!639 = !DILocation(line: 98, column: 70, scope: !627)
!640 = !DILocation(line: 98, column: 72, scope: !627)
!641 = !DILocation(line: 98, column: 82, scope: !627)
!642 = !DILocation(line: 98, column: 84, scope: !627)
!643 = !DILocation(line: 98, column: 97, scope: !627)
!644 = !{i64 0, i64 4, !60, i64 4, i64 4, !60, i64 8, i64 4, !60, i64 12, i64 4, !60, i64 16, i64 8, !147}
!645 = !DILocation(line: 98, column: 90, scope: !627)
!646 = distinct !DISubprogram(name: "max3_a", scope: !3, file: !3, line: 100, type: !519, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !647)
!647 = !{!648, !649, !650, !651}
!648 = !DILocalVariable(name: "a", arg: 1, scope: !646, file: !3, line: 100, type: !5)
!649 = !DILocalVariable(name: "b", arg: 2, scope: !646, file: !3, line: 100, type: !5)
!650 = !DILocalVariable(name: "c", arg: 3, scope: !646, file: !3, line: 100, type: !5)
!651 = !DILocalVariable(name: "m", scope: !646, file: !3, line: 100, type: !5)
!652 = !DILocation(line: 0, scope: !646)
!653 = !DILocation(line: 100, column: 45, scope: !646)
!654 = !DILocation(line: 100, column: 43, scope: !646)
!655 = !DILocation(line: 100, column: 67, scope: !646)
!656 = !DILocation(line: 100, column: 65, scope: !646)
!657 = !DILocation(line: 100, column: 58, scope: !646)
!658 = distinct !DISubprogram(name: "max3_b", scope: !3, file: !3, line: 101, type: !519, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !659)
!659 = !{!660, !661, !662, !663}
!660 = !DILocalVariable(name: "a", arg: 1, scope: !658, file: !3, line: 101, type: !5)
!661 = !DILocalVariable(name: "b", arg: 2, scope: !658, file: !3, line: 101, type: !5)
!662 = !DILocalVariable(name: "c", arg: 3, scope: !658, file: !3, line: 101, type: !5)
!663 = !DILocalVariable(name: "m", scope: !658, file: !3, line: 101, type: !5)
!664 = !DILocation(line: 0, scope: !658)
!665 = !DILocation(line: 101, column: 45, scope: !658)
!666 = !DILocation(line: 101, column: 43, scope: !658)
!667 = !DILocation(line: 101, column: 67, scope: !658)
!668 = !DILocation(line: 101, column: 65, scope: !658)
!669 = !DILocation(line: 101, column: 58, scope: !658)
!670 = distinct !DISubprogram(name: "min3", scope: !3, file: !3, line: 102, type: !519, scopeLine: 102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !671)
!671 = !{!672, !673, !674, !675}
!672 = !DILocalVariable(name: "a", arg: 1, scope: !670, file: !3, line: 102, type: !5)
!673 = !DILocalVariable(name: "b", arg: 2, scope: !670, file: !3, line: 102, type: !5)
!674 = !DILocalVariable(name: "c", arg: 3, scope: !670, file: !3, line: 102, type: !5)
!675 = !DILocalVariable(name: "m", scope: !670, file: !3, line: 102, type: !5)
!676 = !DILocation(line: 0, scope: !670)
!677 = !DILocation(line: 102, column: 43, scope: !670)
!678 = !DILocation(line: 102, column: 41, scope: !670)
!679 = !DILocation(line: 102, column: 65, scope: !670)
!680 = !DILocation(line: 102, column: 63, scope: !670)
!681 = !DILocation(line: 102, column: 56, scope: !670)
!682 = distinct !DISubprogram(name: "umax3", scope: !3, file: !3, line: 103, type: !683, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !685)
!683 = !DISubroutineType(types: !684)
!684 = !{!6, !6, !6, !6}
!685 = !{!686, !687, !688, !689}
!686 = !DILocalVariable(name: "a", arg: 1, scope: !682, file: !3, line: 103, type: !6)
!687 = !DILocalVariable(name: "b", arg: 2, scope: !682, file: !3, line: 103, type: !6)
!688 = !DILocalVariable(name: "c", arg: 3, scope: !682, file: !3, line: 103, type: !6)
!689 = !DILocalVariable(name: "m", scope: !682, file: !3, line: 103, type: !6)
!690 = !DILocation(line: 0, scope: !682)
!691 = !DILocation(line: 103, column: 69, scope: !682)
!692 = !DILocation(line: 103, column: 67, scope: !682)
!693 = !DILocation(line: 103, column: 91, scope: !682)
!694 = !DILocation(line: 103, column: 89, scope: !682)
!695 = !DILocation(line: 103, column: 82, scope: !682)
!696 = !DILocation(line: 0, scope: !19)
!697 = !DILocation(line: 107, column: 22, scope: !19)
!698 = !DILocation(line: 107, column: 10, scope: !19)
!699 = !DILocation(line: 107, column: 28, scope: !19)
!700 = !DILocation(line: 107, column: 3, scope: !19)
!701 = !DILocation(line: 0, scope: !30)
!702 = !DILocation(line: 111, column: 22, scope: !30)
!703 = !DILocation(line: 111, column: 10, scope: !30)
!704 = !DILocation(line: 111, column: 28, scope: !30)
!705 = !DILocation(line: 111, column: 3, scope: !30)
!706 = distinct !DISubprogram(name: "clamp_a", scope: !3, file: !3, line: 114, type: !519, scopeLine: 114, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !707)
!707 = !{!708, !709, !710}
!708 = !DILocalVariable(name: "v", arg: 1, scope: !706, file: !3, line: 114, type: !5)
!709 = !DILocalVariable(name: "lo", arg: 2, scope: !706, file: !3, line: 114, type: !5)
!710 = !DILocalVariable(name: "hi", arg: 3, scope: !706, file: !3, line: 114, type: !5)
!711 = !DILocation(line: 0, scope: !706)
!712 = !DILocation(line: 114, column: 47, scope: !706)
!713 = !DILocation(line: 114, column: 45, scope: !706)
!714 = !DILocation(line: 114, column: 38, scope: !706)
!715 = distinct !DISubprogram(name: "clamp_b", scope: !3, file: !3, line: 115, type: !519, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !716)
!716 = !{!717, !718, !719}
!717 = !DILocalVariable(name: "v", arg: 1, scope: !715, file: !3, line: 115, type: !5)
!718 = !DILocalVariable(name: "lo", arg: 2, scope: !715, file: !3, line: 115, type: !5)
!719 = !DILocalVariable(name: "hi", arg: 3, scope: !715, file: !3, line: 115, type: !5)
!720 = !DILocation(line: 0, scope: !715)
!721 = !DILocation(line: 115, column: 47, scope: !715)
!722 = !DILocation(line: 115, column: 45, scope: !715)
!723 = !DILocation(line: 115, column: 38, scope: !715)
!724 = distinct !DISubprogram(name: "clampl", scope: !3, file: !3, line: 116, type: !725, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !727)
!725 = !DISubroutineType(types: !726)
!726 = !{!131, !131, !131, !131}
!727 = !{!728, !729, !730}
!728 = !DILocalVariable(name: "v", arg: 1, scope: !724, file: !3, line: 116, type: !131)
!729 = !DILocalVariable(name: "lo", arg: 2, scope: !724, file: !3, line: 116, type: !131)
!730 = !DILocalVariable(name: "hi", arg: 3, scope: !724, file: !3, line: 116, type: !131)
!731 = !DILocation(line: 0, scope: !724)
!732 = !DILocation(line: 116, column: 50, scope: !724)
!733 = !DILocation(line: 116, column: 48, scope: !724)
!734 = !DILocation(line: 116, column: 41, scope: !724)
!735 = distinct !DISubprogram(name: "fill_a", scope: !3, file: !3, line: 118, type: !736, scopeLine: 118, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !738)
!736 = !DISubroutineType(types: !737)
!737 = !{null, !456, !5, !5}
!738 = !{!739, !740, !741, !742}
!739 = !DILocalVariable(name: "p", arg: 1, scope: !735, file: !3, line: 118, type: !456)
!740 = !DILocalVariable(name: "n", arg: 2, scope: !735, file: !3, line: 118, type: !5)
!741 = !DILocalVariable(name: "v", arg: 3, scope: !735, file: !3, line: 118, type: !5)
!742 = !DILocalVariable(name: "i", scope: !743, file: !3, line: 118, type: !5)
!743 = distinct !DILexicalBlock(scope: !735, file: !3, line: 118, column: 37)
!744 = !DILocation(line: 0, scope: !735)
!745 = !DILocation(line: 0, scope: !743)
!746 = !DILocation(line: 118, column: 55, scope: !747)
!747 = distinct !DILexicalBlock(scope: !743, file: !3, line: 118, column: 37)
!748 = !DILocation(line: 118, column: 37, scope: !743)
!749 = !DILocation(line: 118, column: 75, scope: !735)
!750 = !DILocation(line: 118, column: 65, scope: !747)
!751 = !DILocation(line: 118, column: 70, scope: !747)
!752 = !DILocation(line: 118, column: 61, scope: !747)
!753 = distinct !{!753, !748, !754, !68, !69}
!754 = !DILocation(line: 118, column: 72, scope: !743)
!755 = distinct !DISubprogram(name: "fill_b", scope: !3, file: !3, line: 119, type: !736, scopeLine: 119, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !756)
!756 = !{!757, !758, !759, !760}
!757 = !DILocalVariable(name: "p", arg: 1, scope: !755, file: !3, line: 119, type: !456)
!758 = !DILocalVariable(name: "n", arg: 2, scope: !755, file: !3, line: 119, type: !5)
!759 = !DILocalVariable(name: "v", arg: 3, scope: !755, file: !3, line: 119, type: !5)
!760 = !DILocalVariable(name: "i", scope: !761, file: !3, line: 119, type: !5)
!761 = distinct !DILexicalBlock(scope: !755, file: !3, line: 119, column: 37)
!762 = !DILocation(line: 0, scope: !755)
!763 = !DILocation(line: 0, scope: !761)
!764 = !DILocation(line: 119, column: 55, scope: !765)
!765 = distinct !DILexicalBlock(scope: !761, file: !3, line: 119, column: 37)
!766 = !DILocation(line: 119, column: 37, scope: !761)
!767 = !DILocation(line: 119, column: 75, scope: !755)
!768 = !DILocation(line: 119, column: 65, scope: !765)
!769 = !DILocation(line: 119, column: 70, scope: !765)
!770 = !DILocation(line: 119, column: 61, scope: !765)
!771 = distinct !{!771, !766, !772, !68, !69}
!772 = !DILocation(line: 119, column: 72, scope: !761)
!773 = distinct !DISubprogram(name: "fill_sq", scope: !3, file: !3, line: 120, type: !774, scopeLine: 120, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !776)
!774 = !DISubroutineType(types: !775)
!775 = !{null, !456, !5}
!776 = !{!777, !778, !779}
!777 = !DILocalVariable(name: "p", arg: 1, scope: !773, file: !3, line: 120, type: !456)
!778 = !DILocalVariable(name: "n", arg: 2, scope: !773, file: !3, line: 120, type: !5)
!779 = !DILocalVariable(name: "i", scope: !780, file: !3, line: 120, type: !5)
!780 = distinct !DILexicalBlock(scope: !773, file: !3, line: 120, column: 31)
!781 = !DILocation(line: 0, scope: !773)
!782 = !DILocation(line: 0, scope: !780)
!783 = !DILocation(line: 120, column: 49, scope: !784)
!784 = distinct !DILexicalBlock(scope: !780, file: !3, line: 120, column: 31)
!785 = !DILocation(line: 120, column: 31, scope: !780)
!786 = !DILocation(line: 120, column: 73, scope: !773)
!787 = !DILocation(line: 120, column: 68, scope: !784)
!788 = !DILocation(line: 120, column: 59, scope: !784)
!789 = !DILocation(line: 120, column: 64, scope: !784)
!790 = !DILocation(line: 120, column: 55, scope: !784)
!791 = distinct !{!791, !785, !792, !68, !69}
!792 = !DILocation(line: 120, column: 70, scope: !780)
!793 = distinct !DISubprogram(name: "popcnt_a", scope: !3, file: !3, line: 122, type: !794, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !795)
!794 = !DISubroutineType(types: !4)
!795 = !{!796}
!796 = !DILocalVariable(name: "x", arg: 1, scope: !793, file: !3, line: 122, type: !6)
!797 = !DILocation(line: 0, scope: !793)
!798 = !DILocation(line: 122, column: 35, scope: !793)
!799 = !{i32 0, i32 33}
!800 = !DILocation(line: 122, column: 28, scope: !793)
!801 = distinct !DISubprogram(name: "popcnt_b", scope: !3, file: !3, line: 123, type: !794, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !802)
!802 = !{!803}
!803 = !DILocalVariable(name: "x", arg: 1, scope: !801, file: !3, line: 123, type: !6)
!804 = !DILocation(line: 0, scope: !801)
!805 = !DILocation(line: 123, column: 35, scope: !801)
!806 = !DILocation(line: 123, column: 28, scope: !801)
!807 = distinct !DISubprogram(name: "clz_c", scope: !3, file: !3, line: 124, type: !794, scopeLine: 124, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !808)
!808 = !{!809}
!809 = !DILocalVariable(name: "x", arg: 1, scope: !807, file: !3, line: 124, type: !6)
!810 = !DILocation(line: 0, scope: !807)
!811 = !DILocation(line: 124, column: 32, scope: !807)
!812 = !DILocation(line: 124, column: 25, scope: !807)
!813 = distinct !DISubprogram(name: "hot_inc", scope: !3, file: !3, line: 126, type: !304, scopeLine: 126, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !814)
!814 = !{!815}
!815 = !DILocalVariable(name: "x", arg: 1, scope: !813, file: !3, line: 126, type: !5)
!816 = !DILocation(line: 0, scope: !813)
!817 = !DILocation(line: 126, column: 69, scope: !813)
!818 = !DILocation(line: 126, column: 60, scope: !813)
!819 = distinct !DISubprogram(name: "cold_inc", scope: !3, file: !3, line: 127, type: !304, scopeLine: 127, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !820)
!820 = !{!821}
!821 = !DILocalVariable(name: "x", arg: 1, scope: !819, file: !3, line: 127, type: !5)
!822 = !DILocation(line: 0, scope: !819)
!823 = !DILocation(line: 127, column: 32, scope: !819)
!824 = !DILocation(line: 127, column: 23, scope: !819)
!825 = distinct !DISubprogram(name: "cold_attr_inc", scope: !3, file: !3, line: 128, type: !304, scopeLine: 128, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !826)
!826 = !{!827}
!827 = !DILocalVariable(name: "x", arg: 1, scope: !825, file: !3, line: 128, type: !5)
!828 = !DILocation(line: 0, scope: !825)
!829 = !DILocation(line: 128, column: 59, scope: !825)
!830 = !DILocation(line: 128, column: 50, scope: !825)
