; ModuleID = 'real.cc'
source_filename = "real.cc"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Guard = type { i32* }
%struct.Shape = type { i32 (...)** }
%struct.Sq = type <{ %struct.Shape, i32, [4 x i8] }>
%struct.Tri = type { %struct.Shape, i32, i32 }
%struct.Sq2 = type <{ %struct.Shape, i32, [4 x i8] }>
%struct.Box = type { i32 }
%struct.Box.0 = type { i32 }
%struct.Box.1 = type { i64 }
%struct.Box.2 = type { float }

$_ZN5GuardD2Ev = comdat any

$_ZN2SqC2Ei = comdat any

$_ZN3TriC2Eii = comdat any

$_ZN3Sq2C2Ei = comdat any

$_Z4tsumIiET_PKS0_i = comdat any

$_Z4tsumIjET_PKS0_i = comdat any

$_Z4tsumIlET_PKS0_i = comdat any

$_Z4tsumImET_PKS0_i = comdat any

$_Z4tsumIsET_PKS0_i = comdat any

$_Z4tmaxIiET_PKS0_i = comdat any

$_Z4tmaxIjET_PKS0_i = comdat any

$_Z4tmaxIlET_PKS0_i = comdat any

$_Z4tmaxImET_PKS0_i = comdat any

$_Z5tswapIiEvPT_S1_ = comdat any

$_Z5tswapIjEvPT_S1_ = comdat any

$_Z5tswapIlEvPT_S1_ = comdat any

$_Z5tswapImEvPT_S1_ = comdat any

$_ZN3BoxIiE3setEi = comdat any

$_ZN3BoxIjE3setEj = comdat any

$_ZN3BoxIlE3setEl = comdat any

$_ZN3BoxIfE3setEf = comdat any

$_ZNK3BoxIiE3getEv = comdat any

$_ZNK3BoxIjE3getEv = comdat any

$_ZNK3BoxIlE3getEv = comdat any

$_ZNK3BoxIfE3getEv = comdat any

$_ZN5ShapeC2Ev = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN2SqD0Ev = comdat any

$_ZNK2Sq4areaEv = comdat any

$_ZNK2Sq5sidesEv = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZN3TriD0Ev = comdat any

$_ZNK3Tri4areaEv = comdat any

$_ZNK3Tri5sidesEv = comdat any

$_ZN3Sq2D0Ev = comdat any

$_ZNK3Sq24areaEv = comdat any

$_ZNK3Sq25sidesEv = comdat any

$_ZTV2Sq = comdat any

$_ZTS2Sq = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI2Sq = comdat any

$_ZTV5Shape = comdat any

$_ZTV3Tri = comdat any

$_ZTS3Tri = comdat any

$_ZTI3Tri = comdat any

$_ZTV3Sq2 = comdat any

$_ZTS3Sq2 = comdat any

$_ZTI3Sq2 = comdat any

@_ZTIi = external constant i8*
@_ZTIl = external constant i8*
@_ZTV2Sq = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI2Sq to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Sq*)* @_ZN2SqD0Ev to i8*), i8* bitcast (i32 (%struct.Sq*)* @_ZNK2Sq4areaEv to i8*), i8* bitcast (i32 (%struct.Sq*)* @_ZNK2Sq5sidesEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS2Sq = linkonce_odr dso_local constant [4 x i8] c"2Sq\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTI2Sq = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @_ZTS2Sq, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*)] }, comdat, align 8
@_ZTV3Tri = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Tri to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Tri*)* @_ZN3TriD0Ev to i8*), i8* bitcast (i32 (%struct.Tri*)* @_ZNK3Tri4areaEv to i8*), i8* bitcast (i32 (%struct.Tri*)* @_ZNK3Tri5sidesEv to i8*)] }, comdat, align 8
@_ZTS3Tri = linkonce_odr dso_local constant [5 x i8] c"3Tri\00", comdat, align 1
@_ZTI3Tri = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Tri, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV3Sq2 = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI3Sq2 to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Sq2*)* @_ZN3Sq2D0Ev to i8*), i8* bitcast (i32 (%struct.Sq2*)* @_ZNK3Sq24areaEv to i8*), i8* bitcast (i32 (%struct.Sq2*)* @_ZNK3Sq25sidesEv to i8*)] }, comdat, align 8
@_ZTS3Sq2 = linkonce_odr dso_local constant [5 x i8] c"3Sq2\00", comdat, align 1
@_ZTI3Sq2 = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @_ZTS3Sq2, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8

; Function Attrs: mustprogress noinline optsize uwtable
define dso_local noundef i32 @_Z4eh_ai(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Guard, align 8
  %4 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9
  store i32 1, i32* %2, align 4, !tbaa !5
  %5 = bitcast %struct.Guard* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #9
  %6 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i64 0, i32 0
  store i32* %2, i32** %6, align 8, !tbaa !9
  %7 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0) #10
          to label %8 unwind label %9

8:                                                ; preds = %1
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %3) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9
  br label %21

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %11 = extractvalue { i8*, i32 } %10, 1
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %3) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9
  %12 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #9
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %23

14:                                               ; preds = %9
  %15 = extractvalue { i8*, i32 } %10, 0
  %16 = call i8* @__cxa_begin_catch(i8* %15) #9
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = load i32, i32* %2, align 4, !tbaa !5
  %20 = add nsw i32 %19, %18
  call void @__cxa_end_catch() #9
  br label %21

21:                                               ; preds = %14, %8
  %22 = phi i32 [ %7, %8 ], [ %20, %14 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  ret i32 %22

23:                                               ; preds = %9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  resume { i8*, i32 } %10
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: optsize
declare noundef i32 @_Z9may_throwi(i32 noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds %struct.Guard, %struct.Guard* %0, i64 0, i32 0
  %3 = load i32*, i32** %2, align 8, !tbaa !9
  %4 = icmp eq i32* %3, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  store i32 0, i32* %3, align 4, !tbaa !5
  br label %6

6:                                                ; preds = %5, %1
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #4

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline optsize uwtable
define dso_local noundef i32 @_Z4eh_bi(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Guard, align 8
  %4 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9
  store i32 1, i32* %2, align 4, !tbaa !5
  %5 = bitcast %struct.Guard* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #9
  %6 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i64 0, i32 0
  store i32* %2, i32** %6, align 8, !tbaa !9
  %7 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0) #10
          to label %8 unwind label %9

8:                                                ; preds = %1
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %3) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9
  br label %21

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIi to i8*)
  %11 = extractvalue { i8*, i32 } %10, 1
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %3) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9
  %12 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIi to i8*)) #9
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %23

14:                                               ; preds = %9
  %15 = extractvalue { i8*, i32 } %10, 0
  %16 = call i8* @__cxa_begin_catch(i8* %15) #9
  %17 = bitcast i8* %16 to i32*
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = load i32, i32* %2, align 4, !tbaa !5
  %20 = add nsw i32 %19, %18
  call void @__cxa_end_catch() #9
  br label %21

21:                                               ; preds = %14, %8
  %22 = phi i32 [ %7, %8 ], [ %20, %14 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  ret i32 %22

23:                                               ; preds = %9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  resume { i8*, i32 } %10
}

; Function Attrs: mustprogress noinline optsize uwtable
define dso_local noundef i32 @_Z4eh_ci(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Guard, align 8
  %4 = bitcast i32* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #9
  store i32 1, i32* %2, align 4, !tbaa !5
  %5 = bitcast %struct.Guard* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #9
  %6 = getelementptr inbounds %struct.Guard, %struct.Guard* %3, i64 0, i32 0
  store i32* %2, i32** %6, align 8, !tbaa !9
  %7 = invoke noundef i32 @_Z9may_throwi(i32 noundef %0) #10
          to label %8 unwind label %9

8:                                                ; preds = %1
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %3) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9
  br label %22

9:                                                ; preds = %1
  %10 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTIl to i8*)
  %11 = extractvalue { i8*, i32 } %10, 1
  call void @_ZN5GuardD2Ev(%struct.Guard* noundef nonnull align 8 dereferenceable(8) %3) #11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #9
  %12 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIl to i8*)) #9
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %9
  %15 = extractvalue { i8*, i32 } %10, 0
  %16 = call i8* @__cxa_begin_catch(i8* %15) #9
  %17 = bitcast i8* %16 to i64*
  %18 = load i64, i64* %17, align 8, !tbaa !12
  %19 = trunc i64 %18 to i32
  %20 = load i32, i32* %2, align 4, !tbaa !5
  %21 = add nsw i32 %20, %19
  call void @__cxa_end_catch() #9
  br label %22

22:                                               ; preds = %14, %8
  %23 = phi i32 [ %7, %8 ], [ %21, %14 ]
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  ret i32 %23

24:                                               ; preds = %9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #9
  resume { i8*, i32 } %10
}

; Function Attrs: mustprogress noinline optsize uwtable
define dso_local noundef i32 @_Z10total_areaPP5Shapei(%struct.Shape** nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %18, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %19, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %18, %8 ]
  %11 = getelementptr inbounds %struct.Shape*, %struct.Shape** %0, i64 %9
  %12 = load %struct.Shape*, %struct.Shape** %11, align 8, !tbaa !14
  %13 = bitcast %struct.Shape* %12 to i32 (%struct.Shape*)***
  %14 = load i32 (%struct.Shape*)**, i32 (%struct.Shape*)*** %13, align 8, !tbaa !15
  %15 = getelementptr inbounds i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %14, i64 2
  %16 = load i32 (%struct.Shape*)*, i32 (%struct.Shape*)** %15, align 8
  %17 = tail call noundef i32 %16(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %12) #10
  %18 = add nsw i32 %17, %10
  %19 = add nuw nsw i64 %9, 1
  %20 = icmp eq i64 %19, %5
  br i1 %20, label %6, label %8, !llvm.loop !17
}

; Function Attrs: mustprogress noinline optsize uwtable
define dso_local noundef nonnull %struct.Shape* @_Z4makei(i32 noundef %0) local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  switch i32 %0, label %10 [
    i32 0, label %2
    i32 1, label %6
  ]

2:                                                ; preds = %1
  %3 = tail call noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #12
  %4 = bitcast i8* %3 to %struct.Sq*
  tail call void @_ZN2SqC2Ei(%struct.Sq* noundef nonnull align 8 dereferenceable(12) %4, i32 noundef 2) #10
  %5 = getelementptr %struct.Sq, %struct.Sq* %4, i64 0, i32 0
  br label %14

6:                                                ; preds = %1
  %7 = tail call noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #12
  %8 = bitcast i8* %7 to %struct.Tri*
  tail call void @_ZN3TriC2Eii(%struct.Tri* noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 2, i32 noundef 3) #10
  %9 = getelementptr %struct.Tri, %struct.Tri* %8, i64 0, i32 0
  br label %14

10:                                               ; preds = %1
  %11 = tail call noalias noundef nonnull dereferenceable(16) i8* @_Znwm(i64 noundef 16) #12
  %12 = bitcast i8* %11 to %struct.Sq2*
  tail call void @_ZN3Sq2C2Ei(%struct.Sq2* noundef nonnull align 8 dereferenceable(12) %12, i32 noundef 5) #10
  %13 = getelementptr %struct.Sq2, %struct.Sq2* %12, i64 0, i32 0
  br label %14

14:                                               ; preds = %10, %6, %2
  %15 = phi %struct.Shape* [ %5, %2 ], [ %9, %6 ], [ %13, %10 ]
  ret %struct.Shape* %15
}

; Function Attrs: nobuiltin optsize allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) local_unnamed_addr #5

; Function Attrs: noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN2SqC2Ei(%struct.Sq* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds %struct.Sq, %struct.Sq* %0, i64 0, i32 0
  tail call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %3) #11
  %4 = getelementptr inbounds %struct.Sq, %struct.Sq* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV2Sq, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !15
  %5 = getelementptr inbounds %struct.Sq, %struct.Sq* %0, i64 0, i32 1
  store i32 %1, i32* %5, align 8, !tbaa !19
  ret void
}

; Function Attrs: nobuiltin nounwind optsize
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #6

; Function Attrs: noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN3TriC2Eii(%struct.Tri* noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 {
  %4 = getelementptr inbounds %struct.Tri, %struct.Tri* %0, i64 0, i32 0
  tail call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #11
  %5 = getelementptr inbounds %struct.Tri, %struct.Tri* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV3Tri, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %5, align 8, !tbaa !15
  %6 = getelementptr inbounds %struct.Tri, %struct.Tri* %0, i64 0, i32 1
  store i32 %1, i32* %6, align 8, !tbaa !21
  %7 = getelementptr inbounds %struct.Tri, %struct.Tri* %0, i64 0, i32 2
  store i32 %2, i32* %7, align 4, !tbaa !23
  ret void
}

; Function Attrs: noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN3Sq2C2Ei(%struct.Sq2* noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds %struct.Sq2, %struct.Sq2* %0, i64 0, i32 0
  tail call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %3) #11
  %4 = getelementptr inbounds %struct.Sq2, %struct.Sq2* %0, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV3Sq2, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %4, align 8, !tbaa !15
  %5 = getelementptr inbounds %struct.Sq2, %struct.Sq2* %0, i64 0, i32 1
  store i32 %1, i32* %5, align 8, !tbaa !24
  ret void
}

; Function Attrs: mustprogress noinline optsize uwtable
define dso_local noundef i32 @_Z7use_allPiPjPlPmPsi(i32* noundef %0, i32* noundef %1, i64* noundef %2, i64* noundef %3, i16* noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca %struct.Box, align 4
  %8 = alloca %struct.Box.0, align 4
  %9 = alloca %struct.Box.1, align 8
  %10 = alloca %struct.Box.2, align 4
  %11 = tail call noundef i32 @_Z4tsumIiET_PKS0_i(i32* noundef %0, i32 noundef %5) #10
  %12 = tail call noundef i32 @_Z4tsumIjET_PKS0_i(i32* noundef %1, i32 noundef %5) #10
  %13 = tail call noundef i64 @_Z4tsumIlET_PKS0_i(i64* noundef %2, i32 noundef %5) #10
  %14 = trunc i64 %13 to i32
  %15 = tail call noundef i64 @_Z4tsumImET_PKS0_i(i64* noundef %3, i32 noundef %5) #10
  %16 = trunc i64 %15 to i32
  %17 = tail call noundef signext i16 @_Z4tsumIsET_PKS0_i(i16* noundef %4, i32 noundef %5) #10
  %18 = sext i16 %17 to i32
  %19 = tail call noundef i32 @_Z4tmaxIiET_PKS0_i(i32* noundef %0, i32 noundef %5) #10
  %20 = tail call noundef i32 @_Z4tmaxIjET_PKS0_i(i32* noundef %1, i32 noundef %5) #10
  %21 = tail call noundef i64 @_Z4tmaxIlET_PKS0_i(i64* noundef %2, i32 noundef %5) #10
  %22 = trunc i64 %21 to i32
  %23 = tail call noundef i64 @_Z4tmaxImET_PKS0_i(i64* noundef %3, i32 noundef %5) #10
  %24 = trunc i64 %23 to i32
  %25 = add i32 %12, %11
  %26 = add i32 %25, %14
  %27 = add i32 %26, %16
  %28 = add i32 %27, %18
  %29 = add i32 %28, %19
  %30 = add i32 %29, %20
  %31 = add i32 %30, %22
  %32 = add i32 %31, %24
  %33 = getelementptr inbounds i32, i32* %0, i64 1
  tail call void @_Z5tswapIiEvPT_S1_(i32* noundef %0, i32* noundef nonnull %33) #10
  %34 = getelementptr inbounds i32, i32* %1, i64 1
  tail call void @_Z5tswapIjEvPT_S1_(i32* noundef %1, i32* noundef nonnull %34) #10
  %35 = getelementptr inbounds i64, i64* %2, i64 1
  tail call void @_Z5tswapIlEvPT_S1_(i64* noundef %2, i64* noundef nonnull %35) #10
  %36 = getelementptr inbounds i64, i64* %3, i64 1
  tail call void @_Z5tswapImEvPT_S1_(i64* noundef %3, i64* noundef nonnull %36) #10
  %37 = bitcast %struct.Box* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %37) #9
  %38 = getelementptr inbounds %struct.Box, %struct.Box* %7, i64 0, i32 0
  store i32 1, i32* %38, align 4
  %39 = bitcast %struct.Box.0* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %39) #9
  %40 = getelementptr inbounds %struct.Box.0, %struct.Box.0* %8, i64 0, i32 0
  store i32 2, i32* %40, align 4
  %41 = bitcast %struct.Box.1* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %41) #9
  %42 = getelementptr inbounds %struct.Box.1, %struct.Box.1* %9, i64 0, i32 0
  store i64 3, i64* %42, align 8
  %43 = bitcast %struct.Box.2* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %43) #9
  %44 = bitcast %struct.Box.2* %10 to i32*
  store i32 1082130432, i32* %44, align 4
  call void @_ZN3BoxIiE3setEi(%struct.Box* noundef nonnull align 4 dereferenceable(4) %7, i32 noundef %32) #10
  call void @_ZN3BoxIjE3setEj(%struct.Box.0* noundef nonnull align 4 dereferenceable(4) %8, i32 noundef %32) #10
  %45 = sext i32 %32 to i64
  call void @_ZN3BoxIlE3setEl(%struct.Box.1* noundef nonnull align 8 dereferenceable(8) %9, i64 noundef %45) #10
  %46 = sitofp i32 %32 to float
  call void @_ZN3BoxIfE3setEf(%struct.Box.2* noundef nonnull align 4 dereferenceable(4) %10, float noundef %46) #10
  %47 = call noundef i32 @_ZNK3BoxIiE3getEv(%struct.Box* noundef nonnull align 4 dereferenceable(4) %7) #10
  %48 = add nsw i32 %47, %32
  %49 = call noundef i32 @_ZNK3BoxIjE3getEv(%struct.Box.0* noundef nonnull align 4 dereferenceable(4) %8) #10
  %50 = add nsw i32 %48, %49
  %51 = call noundef i64 @_ZNK3BoxIlE3getEv(%struct.Box.1* noundef nonnull align 8 dereferenceable(8) %9) #10
  %52 = trunc i64 %51 to i32
  %53 = add nsw i32 %50, %52
  %54 = call noundef float @_ZNK3BoxIfE3getEv(%struct.Box.2* noundef nonnull align 4 dereferenceable(4) %10) #10
  %55 = fptosi float %54 to i32
  %56 = add nsw i32 %53, %55
  %57 = call noundef i32 @_Z4eh_ai(i32 noundef %5) #10
  %58 = add nsw i32 %56, %57
  %59 = call noundef i32 @_Z4eh_bi(i32 noundef %5) #10
  %60 = add nsw i32 %58, %59
  %61 = call noundef i32 @_Z4eh_ci(i32 noundef %5) #10
  %62 = add nsw i32 %60, %61
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %43) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %41) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %39) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %37) #9
  ret i32 %62
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i32 @_Z4tsumIiET_PKS0_i(i32* noundef %0, i32 noundef %1) local_unnamed_addr #7 comdat {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %13, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds i32, i32* %0, i64 %9
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = add nsw i32 %12, %10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !26
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i32 @_Z4tsumIjET_PKS0_i(i32* noundef %0, i32 noundef %1) local_unnamed_addr #7 comdat {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i32 [ 0, %2 ], [ %13, %8 ]
  ret i32 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i32 [ 0, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds i32, i32* %0, i64 %9
  %12 = load i32, i32* %11, align 4, !tbaa !5
  %13 = add i32 %12, %10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !27
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i64 @_Z4tsumIlET_PKS0_i(i64* noundef %0, i32 noundef %1) local_unnamed_addr #7 comdat {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i64 [ 0, %2 ], [ %13, %8 ]
  ret i64 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i64 [ 0, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds i64, i64* %0, i64 %9
  %12 = load i64, i64* %11, align 8, !tbaa !12
  %13 = add nsw i64 %12, %10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !28
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i64 @_Z4tsumImET_PKS0_i(i64* noundef %0, i32 noundef %1) local_unnamed_addr #7 comdat {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i64 [ 0, %2 ], [ %13, %8 ]
  ret i64 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i64 [ 0, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds i64, i64* %0, i64 %9
  %12 = load i64, i64* %11, align 8, !tbaa !12
  %13 = add i64 %12, %10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !29
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef signext i16 @_Z4tsumIsET_PKS0_i(i16* noundef %0, i32 noundef %1) local_unnamed_addr #7 comdat {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi i16 [ 0, %2 ], [ %13, %8 ]
  ret i16 %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %14, %8 ]
  %10 = phi i16 [ 0, %4 ], [ %13, %8 ]
  %11 = getelementptr inbounds i16, i16* %0, i64 %9
  %12 = load i16, i16* %11, align 2, !tbaa !30
  %13 = add i16 %12, %10
  %14 = add nuw nsw i64 %9, 1
  %15 = icmp eq i64 %14, %5
  br i1 %15, label %6, label %8, !llvm.loop !32
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i32 @_Z4tmaxIiET_PKS0_i(i32* noundef %0, i32 noundef %1) local_unnamed_addr #7 comdat {
  %3 = load i32, i32* %0, align 4, !tbaa !5
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = zext i32 %1 to i64
  br label %9

7:                                                ; preds = %9, %2
  %8 = phi i32 [ %3, %2 ], [ %15, %9 ]
  ret i32 %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 1, %5 ], [ %16, %9 ]
  %11 = phi i32 [ %3, %5 ], [ %15, %9 ]
  %12 = getelementptr inbounds i32, i32* %0, i64 %10
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = icmp sgt i32 %13, %11
  %15 = select i1 %14, i32 %13, i32 %11
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %9, !llvm.loop !33
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i32 @_Z4tmaxIjET_PKS0_i(i32* noundef %0, i32 noundef %1) local_unnamed_addr #7 comdat {
  %3 = load i32, i32* %0, align 4, !tbaa !5
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = zext i32 %1 to i64
  br label %9

7:                                                ; preds = %9, %2
  %8 = phi i32 [ %3, %2 ], [ %15, %9 ]
  ret i32 %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 1, %5 ], [ %16, %9 ]
  %11 = phi i32 [ %3, %5 ], [ %15, %9 ]
  %12 = getelementptr inbounds i32, i32* %0, i64 %10
  %13 = load i32, i32* %12, align 4, !tbaa !5
  %14 = icmp ugt i32 %13, %11
  %15 = select i1 %14, i32 %13, i32 %11
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %9, !llvm.loop !34
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i64 @_Z4tmaxIlET_PKS0_i(i64* noundef %0, i32 noundef %1) local_unnamed_addr #7 comdat {
  %3 = load i64, i64* %0, align 8, !tbaa !12
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = zext i32 %1 to i64
  br label %9

7:                                                ; preds = %9, %2
  %8 = phi i64 [ %3, %2 ], [ %15, %9 ]
  ret i64 %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 1, %5 ], [ %16, %9 ]
  %11 = phi i64 [ %3, %5 ], [ %15, %9 ]
  %12 = getelementptr inbounds i64, i64* %0, i64 %10
  %13 = load i64, i64* %12, align 8, !tbaa !12
  %14 = icmp sgt i64 %13, %11
  %15 = select i1 %14, i64 %13, i64 %11
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %9, !llvm.loop !35
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i64 @_Z4tmaxImET_PKS0_i(i64* noundef %0, i32 noundef %1) local_unnamed_addr #7 comdat {
  %3 = load i64, i64* %0, align 8, !tbaa !12
  %4 = icmp sgt i32 %1, 1
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = zext i32 %1 to i64
  br label %9

7:                                                ; preds = %9, %2
  %8 = phi i64 [ %3, %2 ], [ %15, %9 ]
  ret i64 %8

9:                                                ; preds = %5, %9
  %10 = phi i64 [ 1, %5 ], [ %16, %9 ]
  %11 = phi i64 [ %3, %5 ], [ %15, %9 ]
  %12 = getelementptr inbounds i64, i64* %0, i64 %10
  %13 = load i64, i64* %12, align 8, !tbaa !12
  %14 = icmp ugt i64 %13, %11
  %15 = select i1 %14, i64 %13, i64 %11
  %16 = add nuw nsw i64 %10, 1
  %17 = icmp eq i64 %16, %6
  br i1 %17, label %7, label %9, !llvm.loop !36
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_Z5tswapIiEvPT_S1_(i32* noundef %0, i32* noundef %1) local_unnamed_addr #7 comdat {
  %3 = load i32, i32* %0, align 4, !tbaa !5
  %4 = load i32, i32* %1, align 4, !tbaa !5
  store i32 %4, i32* %0, align 4, !tbaa !5
  store i32 %3, i32* %1, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_Z5tswapIjEvPT_S1_(i32* noundef %0, i32* noundef %1) local_unnamed_addr #7 comdat {
  %3 = load i32, i32* %0, align 4, !tbaa !5
  %4 = load i32, i32* %1, align 4, !tbaa !5
  store i32 %4, i32* %0, align 4, !tbaa !5
  store i32 %3, i32* %1, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_Z5tswapIlEvPT_S1_(i64* noundef %0, i64* noundef %1) local_unnamed_addr #7 comdat {
  %3 = load i64, i64* %0, align 8, !tbaa !12
  %4 = load i64, i64* %1, align 8, !tbaa !12
  store i64 %4, i64* %0, align 8, !tbaa !12
  store i64 %3, i64* %1, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_Z5tswapImEvPT_S1_(i64* noundef %0, i64* noundef %1) local_unnamed_addr #7 comdat {
  %3 = load i64, i64* %0, align 8, !tbaa !12
  %4 = load i64, i64* %1, align 8, !tbaa !12
  store i64 %4, i64* %0, align 8, !tbaa !12
  store i64 %3, i64* %1, align 8, !tbaa !12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN3BoxIiE3setEi(%struct.Box* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) local_unnamed_addr #7 comdat align 2 {
  %3 = getelementptr inbounds %struct.Box, %struct.Box* %0, i64 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !37
  ret void
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN3BoxIjE3setEj(%struct.Box.0* noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) local_unnamed_addr #7 comdat align 2 {
  %3 = getelementptr inbounds %struct.Box.0, %struct.Box.0* %0, i64 0, i32 0
  store i32 %1, i32* %3, align 4, !tbaa !39
  ret void
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN3BoxIlE3setEl(%struct.Box.1* noundef nonnull align 8 dereferenceable(8) %0, i64 noundef %1) local_unnamed_addr #7 comdat align 2 {
  %3 = getelementptr inbounds %struct.Box.1, %struct.Box.1* %0, i64 0, i32 0
  store i64 %1, i64* %3, align 8, !tbaa !41
  ret void
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN3BoxIfE3setEf(%struct.Box.2* noundef nonnull align 4 dereferenceable(4) %0, float noundef %1) local_unnamed_addr #7 comdat align 2 {
  %3 = getelementptr inbounds %struct.Box.2, %struct.Box.2* %0, i64 0, i32 0
  store float %1, float* %3, align 4, !tbaa !43
  ret void
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3BoxIiE3getEv(%struct.Box* noundef nonnull align 4 dereferenceable(4) %0) local_unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Box, %struct.Box* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !37
  ret i32 %3
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3BoxIjE3getEv(%struct.Box.0* noundef nonnull align 4 dereferenceable(4) %0) local_unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Box.0, %struct.Box.0* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !39
  ret i32 %3
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i64 @_ZNK3BoxIlE3getEv(%struct.Box.1* noundef nonnull align 8 dereferenceable(8) %0) local_unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Box.1, %struct.Box.1* %0, i64 0, i32 0
  %3 = load i64, i64* %2, align 8, !tbaa !41
  ret i64 %3
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef float @_ZNK3BoxIfE3getEv(%struct.Box.2* noundef nonnull align 4 dereferenceable(4) %0) local_unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Box.2, %struct.Box.2* %0, i64 0, i32 0
  %3 = load float, float* %2, align 4, !tbaa !43
  ret float %3
}

; Function Attrs: noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds %struct.Shape, %struct.Shape* %0, i64 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %2, align 8, !tbaa !15
  ret void
}

; Function Attrs: noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret void
}

; Function Attrs: noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN2SqD0Ev(%struct.Sq* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds %struct.Sq, %struct.Sq* %0, i64 0, i32 0
  tail call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(12) %2) #11
  %3 = bitcast %struct.Sq* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i32 @_ZNK2Sq4areaEv(%struct.Sq* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Sq, %struct.Sq* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !19
  %4 = mul nsw i32 %3, %3
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i32 @_ZNK2Sq5sidesEv(%struct.Sq* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 {
  ret i32 4
}

; Function Attrs: noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  tail call void @llvm.trap() #14
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: cold noreturn nounwind
declare void @llvm.trap() #8

; Function Attrs: noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN3TriD0Ev(%struct.Tri* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds %struct.Tri, %struct.Tri* %0, i64 0, i32 0
  tail call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(16) %2) #11
  %3 = bitcast %struct.Tri* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3Tri4areaEv(%struct.Tri* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Tri, %struct.Tri* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !21
  %4 = getelementptr inbounds %struct.Tri, %struct.Tri* %0, i64 0, i32 2
  %5 = load i32, i32* %4, align 4, !tbaa !23
  %6 = mul nsw i32 %5, %3
  %7 = sdiv i32 %6, 2
  ret i32 %7
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3Tri5sidesEv(%struct.Tri* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  ret i32 3
}

; Function Attrs: noinline nounwind optsize uwtable
define linkonce_odr dso_local void @_ZN3Sq2D0Ev(%struct.Sq2* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds %struct.Sq2, %struct.Sq2* %0, i64 0, i32 0
  tail call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(12) %2) #11
  %3 = bitcast %struct.Sq2* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #13
  ret void
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3Sq24areaEv(%struct.Sq2* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Sq2, %struct.Sq2* %0, i64 0, i32 1
  %3 = load i32, i32* %2, align 8, !tbaa !24
  %4 = mul nsw i32 %3, %3
  ret i32 %4
}

; Function Attrs: mustprogress noinline nounwind optsize uwtable
define linkonce_odr dso_local noundef i32 @_ZNK3Sq25sidesEv(%struct.Sq2* noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat align 2 {
  ret i32 4
}

attributes #0 = { mustprogress noinline optsize uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { optsize "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optsize uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone }
attributes #5 = { nobuiltin optsize allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin nounwind optsize "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress noinline nounwind optsize uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { cold noreturn nounwind }
attributes #9 = { nounwind }
attributes #10 = { optsize }
attributes #11 = { nounwind optsize }
attributes #12 = { builtin optsize allocsize(0) }
attributes #13 = { builtin nounwind optsize }
attributes #14 = { noreturn nounwind }

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
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 0}
!10 = !{!"_ZTS5Guard", !11, i64 0}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!11, !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"vtable pointer", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!20, !6, i64 8}
!20 = !{!"_ZTS2Sq", !6, i64 8}
!21 = !{!22, !6, i64 8}
!22 = !{!"_ZTS3Tri", !6, i64 8, !6, i64 12}
!23 = !{!22, !6, i64 12}
!24 = !{!25, !6, i64 8}
!25 = !{!"_ZTS3Sq2", !6, i64 8}
!26 = distinct !{!26, !18}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !18}
!29 = distinct !{!29, !18}
!30 = !{!31, !31, i64 0}
!31 = !{!"short", !7, i64 0}
!32 = distinct !{!32, !18}
!33 = distinct !{!33, !18}
!34 = distinct !{!34, !18}
!35 = distinct !{!35, !18}
!36 = distinct !{!36, !18}
!37 = !{!38, !6, i64 0}
!38 = !{!"_ZTS3BoxIiE", !6, i64 0}
!39 = !{!40, !6, i64 0}
!40 = !{!"_ZTS3BoxIjE", !6, i64 0}
!41 = !{!42, !13, i64 0}
!42 = !{!"_ZTS3BoxIlE", !13, i64 0}
!43 = !{!44, !45, i64 0}
!44 = !{!"_ZTS3BoxIfE", !45, i64 0}
!45 = !{!"float", !7, i64 0}
