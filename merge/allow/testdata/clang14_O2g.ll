; ModuleID = 'clang14.cpp'
source_filename = "clang14.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::atomic" = type { %"struct.std::__atomic_base" }
%"struct.std::__atomic_base" = type { i32 }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { i32*, i32*, i32* }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl" }
%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl" = type { %"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data" }
%"struct.std::_Vector_base<long, std::allocator<long>>::_Vector_impl_data" = type { i64*, i64*, i64* }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { i8* }
%union.anon = type { i64, [8 x i8] }
%"class.std::invalid_argument" = type { %"class.std::logic_error" }
%"class.std::logic_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { i32 (...)** }
%"struct.std::__cow_string" = type { %union.anon.9 }
%union.anon.9 = type { i8* }
%struct.Point = type { i32, i32 }
%struct.__va_list_tag = type { i32, i32, i8*, i8* }

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_RKS8_ = comdat any

@.str = private unnamed_addr constant [7 x i8] c"hello \00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@_ZTISt16invalid_argument = external constant i8*
@_ZTISt9exception = external constant i8*
@counter = dso_local global %"struct.std::atomic" zeroinitializer, align 4
@.str.5 = private unnamed_addr constant [21 x i8] c"basic_string::append\00", align 1

; Function Attrs: nofree nosync nounwind readonly uwtable
define dso_local noundef i32 @_Z3sumRKSt6vectorIiSaIiEE(%"class.std::vector"* nocapture noundef nonnull readonly align 8 dereferenceable(24) %0) local_unnamed_addr #0 !dbg !9 {
  %2 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !12
  %3 = load i32*, i32** %2, align 8, !dbg !16, !tbaa !20
  %4 = getelementptr inbounds %"class.std::vector", %"class.std::vector"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !24
  %5 = load i32*, i32** %4, align 8, !dbg !27, !tbaa !20
  %6 = icmp eq i32* %3, %5, !dbg !29
  br i1 %6, label %100, label %7, !dbg !32

7:                                                ; preds = %1
  %8 = ptrtoint i32* %5 to i64, !dbg !29
  %9 = ptrtoint i32* %3 to i64, !dbg !24
  %10 = add i64 %8, -4, !dbg !33
  %11 = sub i64 %10, %9, !dbg !33
  %12 = lshr i64 %11, 2, !dbg !33
  %13 = add nuw nsw i64 %12, 1, !dbg !33
  %14 = icmp ult i64 %11, 28, !dbg !33
  br i1 %14, label %97, label %15, !dbg !33

15:                                               ; preds = %7
  %16 = and i64 %13, 9223372036854775800, !dbg !33
  %17 = getelementptr i32, i32* %3, i64 %16, !dbg !33
  %18 = add nsw i64 %16, -8, !dbg !33
  %19 = lshr exact i64 %18, 3, !dbg !33
  %20 = add nuw nsw i64 %19, 1, !dbg !33
  %21 = and i64 %20, 3, !dbg !33
  %22 = icmp ult i64 %18, 24, !dbg !33
  br i1 %22, label %68, label %23, !dbg !33

23:                                               ; preds = %15
  %24 = and i64 %20, 4611686018427387900, !dbg !33
  br label %25, !dbg !33

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %65, %25 ]
  %27 = phi <4 x i32> [ zeroinitializer, %23 ], [ %63, %25 ]
  %28 = phi <4 x i32> [ zeroinitializer, %23 ], [ %64, %25 ]
  %29 = phi i64 [ 0, %23 ], [ %66, %25 ]
  %30 = getelementptr i32, i32* %3, i64 %26
  %31 = bitcast i32* %30 to <4 x i32>*, !dbg !32
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !dbg !32, !tbaa !34
  %33 = getelementptr i32, i32* %30, i64 4, !dbg !32
  %34 = bitcast i32* %33 to <4 x i32>*, !dbg !32
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !dbg !32, !tbaa !34
  %36 = add <4 x i32> %32, %27, !dbg !36
  %37 = add <4 x i32> %35, %28, !dbg !36
  %38 = or i64 %26, 8
  %39 = getelementptr i32, i32* %3, i64 %38
  %40 = bitcast i32* %39 to <4 x i32>*, !dbg !32
  %41 = load <4 x i32>, <4 x i32>* %40, align 4, !dbg !32, !tbaa !34
  %42 = getelementptr i32, i32* %39, i64 4, !dbg !32
  %43 = bitcast i32* %42 to <4 x i32>*, !dbg !32
  %44 = load <4 x i32>, <4 x i32>* %43, align 4, !dbg !32, !tbaa !34
  %45 = add <4 x i32> %41, %36, !dbg !36
  %46 = add <4 x i32> %44, %37, !dbg !36
  %47 = or i64 %26, 16
  %48 = getelementptr i32, i32* %3, i64 %47
  %49 = bitcast i32* %48 to <4 x i32>*, !dbg !32
  %50 = load <4 x i32>, <4 x i32>* %49, align 4, !dbg !32, !tbaa !34
  %51 = getelementptr i32, i32* %48, i64 4, !dbg !32
  %52 = bitcast i32* %51 to <4 x i32>*, !dbg !32
  %53 = load <4 x i32>, <4 x i32>* %52, align 4, !dbg !32, !tbaa !34
  %54 = add <4 x i32> %50, %45, !dbg !36
  %55 = add <4 x i32> %53, %46, !dbg !36
  %56 = or i64 %26, 24
  %57 = getelementptr i32, i32* %3, i64 %56
  %58 = bitcast i32* %57 to <4 x i32>*, !dbg !32
  %59 = load <4 x i32>, <4 x i32>* %58, align 4, !dbg !32, !tbaa !34
  %60 = getelementptr i32, i32* %57, i64 4, !dbg !32
  %61 = bitcast i32* %60 to <4 x i32>*, !dbg !32
  %62 = load <4 x i32>, <4 x i32>* %61, align 4, !dbg !32, !tbaa !34
  %63 = add <4 x i32> %59, %54, !dbg !36
  %64 = add <4 x i32> %62, %55, !dbg !36
  %65 = add nuw i64 %26, 32
  %66 = add i64 %29, 4
  %67 = icmp eq i64 %66, %24
  br i1 %67, label %68, label %25, !llvm.loop !37

68:                                               ; preds = %25, %15
  %69 = phi <4 x i32> [ undef, %15 ], [ %63, %25 ]
  %70 = phi <4 x i32> [ undef, %15 ], [ %64, %25 ]
  %71 = phi i64 [ 0, %15 ], [ %65, %25 ]
  %72 = phi <4 x i32> [ zeroinitializer, %15 ], [ %63, %25 ]
  %73 = phi <4 x i32> [ zeroinitializer, %15 ], [ %64, %25 ]
  %74 = icmp eq i64 %21, 0
  br i1 %74, label %91, label %75

75:                                               ; preds = %68, %75
  %76 = phi i64 [ %88, %75 ], [ %71, %68 ]
  %77 = phi <4 x i32> [ %86, %75 ], [ %72, %68 ]
  %78 = phi <4 x i32> [ %87, %75 ], [ %73, %68 ]
  %79 = phi i64 [ %89, %75 ], [ 0, %68 ]
  %80 = getelementptr i32, i32* %3, i64 %76
  %81 = bitcast i32* %80 to <4 x i32>*, !dbg !32
  %82 = load <4 x i32>, <4 x i32>* %81, align 4, !dbg !32, !tbaa !34
  %83 = getelementptr i32, i32* %80, i64 4, !dbg !32
  %84 = bitcast i32* %83 to <4 x i32>*, !dbg !32
  %85 = load <4 x i32>, <4 x i32>* %84, align 4, !dbg !32, !tbaa !34
  %86 = add <4 x i32> %82, %77, !dbg !36
  %87 = add <4 x i32> %85, %78, !dbg !36
  %88 = add nuw i64 %76, 8
  %89 = add i64 %79, 1
  %90 = icmp eq i64 %89, %21
  br i1 %90, label %91, label %75, !llvm.loop !40

91:                                               ; preds = %75, %68
  %92 = phi <4 x i32> [ %69, %68 ], [ %86, %75 ], !dbg !36
  %93 = phi <4 x i32> [ %70, %68 ], [ %87, %75 ], !dbg !36
  %94 = add <4 x i32> %93, %92, !dbg !32
  %95 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %94), !dbg !32
  %96 = icmp eq i64 %13, %16, !dbg !32
  br i1 %96, label %100, label %97, !dbg !32

97:                                               ; preds = %7, %91
  %98 = phi i32 [ 0, %7 ], [ %95, %91 ]
  %99 = phi i32* [ %3, %7 ], [ %17, %91 ]
  br label %102, !dbg !33

100:                                              ; preds = %102, %91, %1
  %101 = phi i32 [ 0, %1 ], [ %95, %91 ], [ %106, %102 ], !dbg !42
  ret i32 %101, !dbg !43

102:                                              ; preds = %97, %102
  %103 = phi i32 [ %106, %102 ], [ %98, %97 ]
  %104 = phi i32* [ %107, %102 ], [ %99, %97 ]
  %105 = load i32, i32* %104, align 4, !dbg !32, !tbaa !34
  %106 = add nsw i32 %105, %103, !dbg !36
  %107 = getelementptr inbounds i32, i32* %104, i64 1, !dbg !44
  %108 = icmp eq i32* %107, %5, !dbg !29
  br i1 %108, label %100, label %102, !dbg !32, !llvm.loop !47
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind readonly uwtable
define dso_local noundef i64 @_Z7sumLongRKSt6vectorIlSaIlEE(%"class.std::vector.0"* nocapture noundef nonnull readonly align 8 dereferenceable(24) %0) local_unnamed_addr #0 !dbg !49 {
  %2 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %0, i64 0, i32 0, i32 0, i32 0, i32 0, !dbg !50
  %3 = load i64*, i64** %2, align 8, !dbg !53, !tbaa !20
  %4 = getelementptr inbounds %"class.std::vector.0", %"class.std::vector.0"* %0, i64 0, i32 0, i32 0, i32 0, i32 1, !dbg !56
  %5 = load i64*, i64** %4, align 8, !dbg !59, !tbaa !20
  %6 = icmp eq i64* %3, %5, !dbg !61
  br i1 %6, label %100, label %7, !dbg !64

7:                                                ; preds = %1
  %8 = ptrtoint i64* %5 to i64, !dbg !61
  %9 = ptrtoint i64* %3 to i64, !dbg !56
  %10 = add i64 %8, -8, !dbg !65
  %11 = sub i64 %10, %9, !dbg !65
  %12 = lshr i64 %11, 3, !dbg !65
  %13 = add nuw nsw i64 %12, 1, !dbg !65
  %14 = icmp ult i64 %11, 24, !dbg !65
  br i1 %14, label %97, label %15, !dbg !65

15:                                               ; preds = %7
  %16 = and i64 %13, 4611686018427387900, !dbg !65
  %17 = getelementptr i64, i64* %3, i64 %16, !dbg !65
  %18 = add nsw i64 %16, -4, !dbg !65
  %19 = lshr exact i64 %18, 2, !dbg !65
  %20 = add nuw nsw i64 %19, 1, !dbg !65
  %21 = and i64 %20, 3, !dbg !65
  %22 = icmp ult i64 %18, 12, !dbg !65
  br i1 %22, label %68, label %23, !dbg !65

23:                                               ; preds = %15
  %24 = and i64 %20, 9223372036854775804, !dbg !65
  br label %25, !dbg !65

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %65, %25 ]
  %27 = phi <2 x i64> [ zeroinitializer, %23 ], [ %63, %25 ]
  %28 = phi <2 x i64> [ zeroinitializer, %23 ], [ %64, %25 ]
  %29 = phi i64 [ 0, %23 ], [ %66, %25 ]
  %30 = getelementptr i64, i64* %3, i64 %26
  %31 = bitcast i64* %30 to <2 x i64>*, !dbg !64
  %32 = load <2 x i64>, <2 x i64>* %31, align 8, !dbg !64, !tbaa !66
  %33 = getelementptr i64, i64* %30, i64 2, !dbg !64
  %34 = bitcast i64* %33 to <2 x i64>*, !dbg !64
  %35 = load <2 x i64>, <2 x i64>* %34, align 8, !dbg !64, !tbaa !66
  %36 = add <2 x i64> %32, %27, !dbg !68
  %37 = add <2 x i64> %35, %28, !dbg !68
  %38 = or i64 %26, 4
  %39 = getelementptr i64, i64* %3, i64 %38
  %40 = bitcast i64* %39 to <2 x i64>*, !dbg !64
  %41 = load <2 x i64>, <2 x i64>* %40, align 8, !dbg !64, !tbaa !66
  %42 = getelementptr i64, i64* %39, i64 2, !dbg !64
  %43 = bitcast i64* %42 to <2 x i64>*, !dbg !64
  %44 = load <2 x i64>, <2 x i64>* %43, align 8, !dbg !64, !tbaa !66
  %45 = add <2 x i64> %41, %36, !dbg !68
  %46 = add <2 x i64> %44, %37, !dbg !68
  %47 = or i64 %26, 8
  %48 = getelementptr i64, i64* %3, i64 %47
  %49 = bitcast i64* %48 to <2 x i64>*, !dbg !64
  %50 = load <2 x i64>, <2 x i64>* %49, align 8, !dbg !64, !tbaa !66
  %51 = getelementptr i64, i64* %48, i64 2, !dbg !64
  %52 = bitcast i64* %51 to <2 x i64>*, !dbg !64
  %53 = load <2 x i64>, <2 x i64>* %52, align 8, !dbg !64, !tbaa !66
  %54 = add <2 x i64> %50, %45, !dbg !68
  %55 = add <2 x i64> %53, %46, !dbg !68
  %56 = or i64 %26, 12
  %57 = getelementptr i64, i64* %3, i64 %56
  %58 = bitcast i64* %57 to <2 x i64>*, !dbg !64
  %59 = load <2 x i64>, <2 x i64>* %58, align 8, !dbg !64, !tbaa !66
  %60 = getelementptr i64, i64* %57, i64 2, !dbg !64
  %61 = bitcast i64* %60 to <2 x i64>*, !dbg !64
  %62 = load <2 x i64>, <2 x i64>* %61, align 8, !dbg !64, !tbaa !66
  %63 = add <2 x i64> %59, %54, !dbg !68
  %64 = add <2 x i64> %62, %55, !dbg !68
  %65 = add nuw i64 %26, 16
  %66 = add nuw i64 %29, 4
  %67 = icmp eq i64 %66, %24
  br i1 %67, label %68, label %25, !llvm.loop !69

68:                                               ; preds = %25, %15
  %69 = phi <2 x i64> [ undef, %15 ], [ %63, %25 ]
  %70 = phi <2 x i64> [ undef, %15 ], [ %64, %25 ]
  %71 = phi i64 [ 0, %15 ], [ %65, %25 ]
  %72 = phi <2 x i64> [ zeroinitializer, %15 ], [ %63, %25 ]
  %73 = phi <2 x i64> [ zeroinitializer, %15 ], [ %64, %25 ]
  %74 = icmp eq i64 %21, 0
  br i1 %74, label %91, label %75

75:                                               ; preds = %68, %75
  %76 = phi i64 [ %88, %75 ], [ %71, %68 ]
  %77 = phi <2 x i64> [ %86, %75 ], [ %72, %68 ]
  %78 = phi <2 x i64> [ %87, %75 ], [ %73, %68 ]
  %79 = phi i64 [ %89, %75 ], [ 0, %68 ]
  %80 = getelementptr i64, i64* %3, i64 %76
  %81 = bitcast i64* %80 to <2 x i64>*, !dbg !64
  %82 = load <2 x i64>, <2 x i64>* %81, align 8, !dbg !64, !tbaa !66
  %83 = getelementptr i64, i64* %80, i64 2, !dbg !64
  %84 = bitcast i64* %83 to <2 x i64>*, !dbg !64
  %85 = load <2 x i64>, <2 x i64>* %84, align 8, !dbg !64, !tbaa !66
  %86 = add <2 x i64> %82, %77, !dbg !68
  %87 = add <2 x i64> %85, %78, !dbg !68
  %88 = add nuw i64 %76, 4
  %89 = add i64 %79, 1
  %90 = icmp eq i64 %89, %21
  br i1 %90, label %91, label %75, !llvm.loop !71

91:                                               ; preds = %75, %68
  %92 = phi <2 x i64> [ %69, %68 ], [ %86, %75 ], !dbg !68
  %93 = phi <2 x i64> [ %70, %68 ], [ %87, %75 ], !dbg !68
  %94 = add <2 x i64> %93, %92, !dbg !64
  %95 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %94), !dbg !64
  %96 = icmp eq i64 %13, %16, !dbg !64
  br i1 %96, label %100, label %97, !dbg !64

97:                                               ; preds = %7, %91
  %98 = phi i64 [ 0, %7 ], [ %95, %91 ]
  %99 = phi i64* [ %3, %7 ], [ %17, %91 ]
  br label %102, !dbg !65

100:                                              ; preds = %102, %91, %1
  %101 = phi i64 [ 0, %1 ], [ %95, %91 ], [ %106, %102 ], !dbg !72
  ret i64 %101, !dbg !73

102:                                              ; preds = %97, %102
  %103 = phi i64 [ %106, %102 ], [ %98, %97 ]
  %104 = phi i64* [ %107, %102 ], [ %99, %97 ]
  %105 = load i64, i64* %104, align 8, !dbg !64, !tbaa !66
  %106 = add nsw i64 %105, %103, !dbg !68
  %107 = getelementptr inbounds i64, i64* %104, i64 1, !dbg !74
  %108 = icmp eq i64* %107, %5, !dbg !61
  br i1 %108, label %100, label %102, !dbg !64, !llvm.loop !77
}

; Function Attrs: mustprogress uwtable
define dso_local void @_Z5greetRKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(%"class.std::__cxx11::basic_string"* noalias sret(%"class.std::__cxx11::basic_string") align 8 %0, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #2 !dbg !78 {
  tail call void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_RKS8_(%"class.std::__cxx11::basic_string"* sret(%"class.std::__cxx11::basic_string") align 8 %0, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %1), !dbg !79
  ret void, !dbg !80
}

; Function Attrs: uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_RKS8_(%"class.std::__cxx11::basic_string"* noalias sret(%"class.std::__cxx11::basic_string") align 8 %0, i8* noundef %1, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #3 comdat personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !81 {
  %4 = tail call i64 @strlen(i8* noundef nonnull dereferenceable(1) %1) #20, !dbg !83
  %5 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 2, !dbg !87
  %6 = bitcast %"class.std::__cxx11::basic_string"* %0 to %union.anon**, !dbg !93
  store %union.anon* %5, %union.anon** %6, align 8, !dbg !93, !tbaa !96
  %7 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 1, !dbg !98
  store i64 0, i64* %7, align 8, !dbg !103, !tbaa !104
  %8 = bitcast %union.anon* %5 to i8*, !dbg !106
  store i8 0, i8* %8, align 8, !dbg !109, !tbaa !112
  %9 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 1, !dbg !113
  %10 = load i64, i64* %9, align 8, !dbg !113, !tbaa !104
  %11 = add i64 %10, %4, !dbg !116
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %11)
          to label %12 unwind label %31, !dbg !117

12:                                               ; preds = %3
  %13 = load i64, i64* %7, align 8, !dbg !118, !tbaa !104
  %14 = sub i64 4611686018427387903, %13, !dbg !124
  %15 = icmp ult i64 %14, %4, !dbg !125
  br i1 %15, label %16, label %18, !dbg !126

16:                                               ; preds = %12
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i64 0, i64 0)) #21
          to label %17 unwind label %31, !dbg !127

17:                                               ; preds = %16
  unreachable, !dbg !127

18:                                               ; preds = %12
  %19 = invoke noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i8* noundef %1, i64 noundef %4)
          to label %20 unwind label %31, !dbg !128

20:                                               ; preds = %18
  %21 = load i64, i64* %9, align 8, !dbg !129, !tbaa !104
  %22 = load i64, i64* %7, align 8, !dbg !133, !tbaa !104
  %23 = sub i64 4611686018427387903, %22, !dbg !137
  %24 = icmp ult i64 %23, %21, !dbg !138
  br i1 %24, label %25, label %27, !dbg !139

25:                                               ; preds = %20
  invoke void @_ZSt20__throw_length_errorPKc(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.5, i64 0, i64 0)) #21
          to label %26 unwind label %31, !dbg !140

26:                                               ; preds = %25
  unreachable, !dbg !140

27:                                               ; preds = %20
  %28 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 0, i32 0, !dbg !141
  %29 = load i8*, i8** %28, align 8, !dbg !141, !tbaa !143
  %30 = invoke noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i8* noundef %29, i64 noundef %21)
          to label %37 unwind label %31, !dbg !144

31:                                               ; preds = %27, %25, %18, %16, %3
  %32 = landingpad { i8*, i32 }
          cleanup, !dbg !145
  %33 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %0, i64 0, i32 0, i32 0, !dbg !146
  %34 = load i8*, i8** %33, align 8, !dbg !146, !tbaa !143
  %35 = icmp eq i8* %34, %8, !dbg !154
  br i1 %35, label %38, label %36, !dbg !155

36:                                               ; preds = %31
  tail call void @_ZdlPv(i8* noundef %34) #22, !dbg !156
  br label %38, !dbg !165

37:                                               ; preds = %27
  ret void, !dbg !145

38:                                               ; preds = %36, %31
  resume { i8*, i32 } %32, !dbg !145
}

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z5parsePKc(i8* noundef readonly %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !166 {
  %2 = icmp eq i8* %0, null, !dbg !167
  br i1 %2, label %3, label %9, !dbg !168

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i64 16) #20, !dbg !169
  %5 = bitcast i8* %4 to %"class.std::invalid_argument"*, !dbg !169
  invoke void @_ZNSt16invalid_argumentC1EPKc(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16) %5, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0))
          to label %6 unwind label %7, !dbg !170

6:                                                ; preds = %3
  tail call void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTISt16invalid_argument to i8*), i8* bitcast (void (%"class.std::invalid_argument"*)* @_ZNSt16invalid_argumentD1Ev to i8*)) #21, !dbg !169
  unreachable, !dbg !169

7:                                                ; preds = %3
  %8 = landingpad { i8*, i32 }
          cleanup, !dbg !171
  tail call void @__cxa_free_exception(i8* %4) #20, !dbg !169
  resume { i8*, i32 } %8, !dbg !169

9:                                                ; preds = %1
  %10 = tail call i64 @strlen(i8* noundef nonnull %0) #23, !dbg !172
  %11 = trunc i64 %10 to i32, !dbg !172
  ret i32 %11, !dbg !173
}

declare i8* @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt16invalid_argumentC1EPKc(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16), i8* noundef) unnamed_addr #4

declare i32 @__gxx_personality_v0(...)

declare void @__cxa_free_exception(i8*) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: argmemonly mustprogress nofree nounwind readonly willreturn
declare i64 @strlen(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress uwtable
define dso_local noundef i32 @_Z9safeParsePKc(i8* noundef readonly %0) local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !174 {
  %2 = icmp eq i8* %0, null, !dbg !175
  br i1 %2, label %3, label %10, !dbg !177

3:                                                ; preds = %1
  %4 = tail call i8* @__cxa_allocate_exception(i64 16) #20, !dbg !178
  %5 = bitcast i8* %4 to %"class.std::invalid_argument"*, !dbg !178
  invoke void @_ZNSt16invalid_argumentC1EPKc(%"class.std::invalid_argument"* noundef nonnull align 8 dereferenceable(16) %5, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0))
          to label %6 unwind label %8, !dbg !179

6:                                                ; preds = %3
  invoke void @__cxa_throw(i8* %4, i8* bitcast (i8** @_ZTISt16invalid_argument to i8*), i8* bitcast (void (%"class.std::invalid_argument"*)* @_ZNSt16invalid_argumentD1Ev to i8*)) #21
          to label %7 unwind label %13, !dbg !178

7:                                                ; preds = %6
  unreachable, !dbg !178

8:                                                ; preds = %3
  %9 = landingpad { i8*, i32 }
          cleanup
          catch i8* bitcast (i8** @_ZTISt9exception to i8*), !dbg !180
  tail call void @__cxa_free_exception(i8* %4) #20, !dbg !178
  br label %15

10:                                               ; preds = %1
  %11 = tail call i64 @strlen(i8* noundef nonnull %0) #23, !dbg !181
  %12 = trunc i64 %11 to i32, !dbg !181
  br label %23, !dbg !182

13:                                               ; preds = %6
  %14 = landingpad { i8*, i32 }
          catch i8* bitcast (i8** @_ZTISt9exception to i8*), !dbg !183
  br label %15, !dbg !183

15:                                               ; preds = %8, %13
  %16 = phi { i8*, i32 } [ %14, %13 ], [ %9, %8 ]
  %17 = extractvalue { i8*, i32 } %16, 1, !dbg !183
  %18 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #20, !dbg !184
  %19 = icmp eq i32 %17, %18, !dbg !184
  br i1 %19, label %20, label %25, !dbg !184

20:                                               ; preds = %15
  %21 = extractvalue { i8*, i32 } %16, 0, !dbg !183
  %22 = tail call i8* @__cxa_begin_catch(i8* %21) #20, !dbg !184
  tail call void @__cxa_end_catch(), !dbg !185
  br label %23

23:                                               ; preds = %10, %20
  %24 = phi i32 [ -1, %20 ], [ %12, %10 ], !dbg !186
  ret i32 %24, !dbg !183

25:                                               ; preds = %15
  resume { i8*, i32 } %16, !dbg !184
}

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #7

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nounwind uwtable willreturn
define dso_local noundef i32 @_Z4bumpv() local_unnamed_addr #8 !dbg !187 {
  %1 = atomicrmw add i32* getelementptr inbounds (%"struct.std::atomic", %"struct.std::atomic"* @counter, i64 0, i32 0, i32 0), i32 1 monotonic, align 4, !dbg !188
  %2 = add nsw i32 %1, 1, !dbg !192
  ret i32 %2, !dbg !193
}

; Function Attrs: mustprogress nofree nosync nounwind uwtable willreturn
define dso_local void @_Z10copyPointsP5PointPKS_j(%struct.Point* nocapture noundef writeonly %0, %struct.Point* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #9 !dbg !194 {
  %4 = bitcast %struct.Point* %0 to i8*, !dbg !195
  %5 = bitcast %struct.Point* %1 to i8*, !dbg !195
  %6 = zext i32 %2 to i64, !dbg !196
  %7 = shl nuw nsw i64 %6, 3, !dbg !197
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %4, i8* align 4 %5, i64 %7, i1 false), !dbg !195
  ret void, !dbg !198
}

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local noundef double @_Z5scaledd(double noundef %0, double noundef %1) local_unnamed_addr #11 !dbg !199 {
  %3 = tail call double @llvm.fma.f64(double %0, double %1, double 1.000000e+00), !dbg !200
  ret double %3, !dbg !201
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #12

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local noundef i32 @_Z11addOverflowjj(i32 noundef %0, i32 noundef %1) local_unnamed_addr #11 !dbg !202 {
  %3 = tail call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %1), !dbg !203
  %4 = extractvalue { i32, i1 } %3, 1, !dbg !203
  %5 = extractvalue { i32, i1 } %3, 0, !dbg !203
  %6 = select i1 %4, i32 0, i32 %5, !dbg !203
  ret i32 %6, !dbg !204
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #12

; Function Attrs: mustprogress nofree nosync nounwind uwtable
define dso_local noundef i32 @_Z11variadicSumiz(i32 noundef %0, ...) local_unnamed_addr #13 !dbg !205 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast [1 x %struct.__va_list_tag]* %2 to i8*, !dbg !206
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %3) #20, !dbg !206
  call void @llvm.va_start(i8* nonnull %3), !dbg !207
  %4 = icmp sgt i32 %0, 0, !dbg !208
  br i1 %4, label %5, label %34, !dbg !209

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], [1 x %struct.__va_list_tag]* %2, i64 0, i64 0, i32 3
  %9 = load i8*, i8** %8, align 16
  %10 = load i32, i32* %6, align 16, !dbg !210
  %11 = and i32 %0, 1, !dbg !209
  %12 = icmp eq i32 %0, 1, !dbg !209
  br i1 %12, label %15, label %13, !dbg !209

13:                                               ; preds = %5
  %14 = and i32 %0, -2, !dbg !209
  br label %36, !dbg !209

15:                                               ; preds = %62, %5
  %16 = phi i32 [ undef, %5 ], [ %67, %62 ]
  %17 = phi i32 [ %10, %5 ], [ %63, %62 ]
  %18 = phi i32 [ 0, %5 ], [ %67, %62 ]
  %19 = icmp eq i32 %11, 0, !dbg !210
  br i1 %19, label %34, label %20, !dbg !210

20:                                               ; preds = %15
  %21 = icmp ult i32 %17, 41, !dbg !210
  br i1 %21, label %25, label %22, !dbg !210

22:                                               ; preds = %20
  %23 = load i8*, i8** %7, align 8, !dbg !210
  %24 = getelementptr i8, i8* %23, i64 8, !dbg !210
  store i8* %24, i8** %7, align 8, !dbg !210
  br label %29, !dbg !210

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64, !dbg !210
  %27 = getelementptr i8, i8* %9, i64 %26, !dbg !210
  %28 = add nuw nsw i32 %17, 8, !dbg !210
  store i32 %28, i32* %6, align 16, !dbg !210
  br label %29, !dbg !210

29:                                               ; preds = %25, %22
  %30 = phi i8* [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast i8* %30 to i32*, !dbg !210
  %32 = load i32, i32* %31, align 4, !dbg !210
  %33 = add nsw i32 %32, %18, !dbg !211
  br label %34, !dbg !212

34:                                               ; preds = %29, %15, %1
  %35 = phi i32 [ 0, %1 ], [ %16, %15 ], [ %33, %29 ], !dbg !213
  call void @llvm.va_end(i8* nonnull %3), !dbg !212
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %3) #20, !dbg !214
  ret i32 %35, !dbg !215

36:                                               ; preds = %62, %13
  %37 = phi i32 [ %10, %13 ], [ %63, %62 ], !dbg !210
  %38 = phi i32 [ 0, %13 ], [ %67, %62 ]
  %39 = phi i32 [ 0, %13 ], [ %68, %62 ]
  %40 = icmp ult i32 %37, 41, !dbg !210
  br i1 %40, label %41, label %45, !dbg !210

41:                                               ; preds = %36
  %42 = zext i32 %37 to i64, !dbg !210
  %43 = getelementptr i8, i8* %9, i64 %42, !dbg !210
  %44 = add nuw nsw i32 %37, 8, !dbg !210
  store i32 %44, i32* %6, align 16, !dbg !210
  br label %48, !dbg !210

45:                                               ; preds = %36
  %46 = load i8*, i8** %7, align 8, !dbg !210
  %47 = getelementptr i8, i8* %46, i64 8, !dbg !210
  store i8* %47, i8** %7, align 8, !dbg !210
  br label %48, !dbg !210

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi i8* [ %43, %41 ], [ %46, %45 ]
  %51 = bitcast i8* %50 to i32*, !dbg !210
  %52 = load i32, i32* %51, align 4, !dbg !210
  %53 = add nsw i32 %52, %38, !dbg !211
  %54 = icmp ult i32 %49, 41, !dbg !210
  br i1 %54, label %58, label %55, !dbg !210

55:                                               ; preds = %48
  %56 = load i8*, i8** %7, align 8, !dbg !210
  %57 = getelementptr i8, i8* %56, i64 8, !dbg !210
  store i8* %57, i8** %7, align 8, !dbg !210
  br label %62, !dbg !210

58:                                               ; preds = %48
  %59 = zext i32 %49 to i64, !dbg !210
  %60 = getelementptr i8, i8* %9, i64 %59, !dbg !210
  %61 = add nuw nsw i32 %49, 8, !dbg !210
  store i32 %61, i32* %6, align 16, !dbg !210
  br label %62, !dbg !210

62:                                               ; preds = %58, %55
  %63 = phi i32 [ %61, %58 ], [ %49, %55 ]
  %64 = phi i8* [ %60, %58 ], [ %56, %55 ]
  %65 = bitcast i8* %64 to i32*, !dbg !210
  %66 = load i32, i32* %65, align 4, !dbg !210
  %67 = add nsw i32 %66, %53, !dbg !211
  %68 = add i32 %39, 2, !dbg !209
  %69 = icmp eq i32 %68, %14, !dbg !209
  br i1 %69, label %15, label %36, !dbg !209, !llvm.loop !216
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_start(i8*) #14

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.va_end(i8*) #14

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define dso_local noundef i8* @_Z6callerv() local_unnamed_addr #11 !dbg !219 {
  %1 = tail call i8* @llvm.returnaddress(i32 0), !dbg !220
  ret i8* %1, !dbg !221
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.returnaddress(i32 immarg) #15

; Function Attrs: cold mustprogress nofree noinline norecurse nosync nounwind optsize readnone uwtable willreturn
define dso_local void @_Z8logErrorPKc(i8* nocapture %0) local_unnamed_addr #16 !dbg !222 {
  ret void, !dbg !223
}

; Function Attrs: uwtable
define dso_local noundef i32 @_Z6useAllv() local_unnamed_addr #3 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !224 {
  %1 = alloca %"class.std::__cxx11::basic_string", align 8
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = atomicrmw add i32* getelementptr inbounds (%"struct.std::atomic", %"struct.std::atomic"* @counter, i64 0, i32 0, i32 0), i32 1 monotonic, align 4, !dbg !225
  %4 = tail call noundef i32 (i32, ...) @_Z11variadicSumiz(i32 noundef 2, i32 noundef 1, i32 noundef 2), !dbg !228
  %5 = bitcast %"class.std::__cxx11::basic_string"* %1 to i8*, !dbg !229
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %5) #20, !dbg !229
  %6 = bitcast %"class.std::__cxx11::basic_string"* %2 to i8*, !dbg !230
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %6) #20, !dbg !230
  %7 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 2, !dbg !231
  %8 = bitcast %"class.std::__cxx11::basic_string"* %2 to %union.anon**, !dbg !235
  store %union.anon* %7, %union.anon** %8, align 8, !dbg !235, !tbaa !96
  %9 = bitcast %union.anon* %7 to i8*, !dbg !237
  store i8 119, i8* %9, align 8, !dbg !238, !tbaa !112
  %10 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 0, i32 0, !dbg !246
  %11 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %2, i64 0, i32 1, !dbg !248
  store i64 1, i64* %11, align 8, !dbg !251, !tbaa !104
  %12 = getelementptr inbounds i8, i8* %9, i64 1, !dbg !252
  store i8 0, i8* %12, align 1, !dbg !253, !tbaa !112
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_RKS8_(%"class.std::__cxx11::basic_string"* nonnull sret(%"class.std::__cxx11::basic_string") align 8 %1, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %2)
          to label %13 unwind label %37, !dbg !255

13:                                               ; preds = %0
  %14 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %1, i64 0, i32 1, !dbg !257
  %15 = load i64, i64* %14, align 8, !dbg !257, !tbaa !104
  %16 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %1, i64 0, i32 0, i32 0, !dbg !259
  %17 = load i8*, i8** %16, align 8, !dbg !259, !tbaa !143
  %18 = getelementptr inbounds %"class.std::__cxx11::basic_string", %"class.std::__cxx11::basic_string"* %1, i64 0, i32 2, !dbg !264
  %19 = bitcast %union.anon* %18 to i8*, !dbg !267
  %20 = icmp eq i8* %17, %19, !dbg !268
  br i1 %20, label %22, label %21, !dbg !269

21:                                               ; preds = %13
  call void @_ZdlPv(i8* noundef %17) #22, !dbg !270
  br label %22, !dbg !274

22:                                               ; preds = %13, %21
  %23 = load i8*, i8** %10, align 8, !dbg !275, !tbaa !143
  %24 = icmp eq i8* %23, %9, !dbg !280
  br i1 %24, label %26, label %25, !dbg !281

25:                                               ; preds = %22
  call void @_ZdlPv(i8* noundef %23) #22, !dbg !282
  br label %26, !dbg !286

26:                                               ; preds = %22, %25
  %27 = add i32 %3, 16, !dbg !287
  %28 = add i32 %27, %4, !dbg !288
  %29 = zext i32 %28 to i64, !dbg !289
  %30 = add i64 %15, %29, !dbg !290
  %31 = call i8* @llvm.returnaddress(i32 0) #20, !dbg !291
  %32 = icmp ne i8* %31, null, !dbg !293
  %33 = zext i1 %32 to i64, !dbg !294
  %34 = add i64 %30, %33, !dbg !295
  %35 = trunc i64 %34 to i32, !dbg !289
  %36 = add i32 %35, 4, !dbg !289
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %6) #20, !dbg !296
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %5) #20, !dbg !296
  ret i32 %36, !dbg !297

37:                                               ; preds = %0
  %38 = landingpad { i8*, i32 }
          cleanup, !dbg !297
  %39 = load i8*, i8** %10, align 8, !dbg !298, !tbaa !143
  %40 = icmp eq i8* %39, %9, !dbg !303
  br i1 %40, label %42, label %41, !dbg !304

41:                                               ; preds = %37
  call void @_ZdlPv(i8* noundef %39) #22, !dbg !305
  br label %42, !dbg !309

42:                                               ; preds = %41, %37
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %6) #20, !dbg !296
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %5) #20, !dbg !296
  resume { i8*, i32 } %38, !dbg !297
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) local_unnamed_addr #17

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7reserveEm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i64 noundef) local_unnamed_addr #4

declare noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i8* noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) local_unnamed_addr #18

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #19

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #19

attributes #0 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind readonly willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone }
attributes #8 = { mustprogress nofree norecurse nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #11 = { mustprogress nofree nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #13 = { mustprogress nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree nosync nounwind willreturn }
attributes #15 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #16 = { cold mustprogress nofree noinline norecurse nosync nounwind optsize readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nofree nosync nounwind readnone willreturn }
attributes #20 = { nounwind }
attributes #21 = { noreturn }
attributes #22 = { builtin nounwind }
attributes #23 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "clang14.cpp", directory: "/work/main/merge/allow/testdata", checksumkind: CSK_MD5, checksum: "a0a0b6f9ad85abd2e31b6071e169da5d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 879, column: 45, scope: !13, inlinedAt: !15)
!13 = distinct !DISubprogram(name: "begin", scope: !14, file: !14, line: 878, type: !10, scopeLine: 879, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!14 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!15 = distinct !DILocation(line: 14, column: 14, scope: !9)
!16 = !DILocation(line: 1073, column: 20, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__normal_iterator", scope: !18, file: !18, line: 1072, type: !10, scopeLine: 1073, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!18 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!19 = distinct !DILocation(line: 879, column: 16, scope: !13, inlinedAt: !15)
!20 = !{!21, !21, i64 0}
!21 = !{!"any pointer", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C++ TBAA"}
!24 = !DILocation(line: 899, column: 45, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "end", scope: !14, file: !14, line: 898, type: !10, scopeLine: 899, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!26 = distinct !DILocation(line: 14, column: 14, scope: !9)
!27 = !DILocation(line: 1073, column: 20, scope: !17, inlinedAt: !28)
!28 = distinct !DILocation(line: 899, column: 16, scope: !25, inlinedAt: !26)
!29 = !DILocation(line: 1240, column: 27, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "operator!=<const int *, std::vector<int, std::allocator<int> > >", scope: !18, file: !18, line: 1237, type: !10, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!31 = distinct !DILocation(line: 14, column: 14, scope: !9)
!32 = !DILocation(line: 14, column: 14, scope: !9)
!33 = !DILocation(line: 14, column: 3, scope: !9)
!34 = !{!35, !35, i64 0}
!35 = !{!"int", !22, i64 0}
!36 = !DILocation(line: 14, column: 21, scope: !9)
!37 = distinct !{!37, !33, !38, !39}
!38 = !DILocation(line: 14, column: 24, scope: !9)
!39 = !{!"llvm.loop.isvectorized", i32 1}
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.unroll.disable"}
!42 = !DILocation(line: 0, scope: !9)
!43 = !DILocation(line: 15, column: 3, scope: !9)
!44 = !DILocation(line: 1107, column: 2, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "operator++", scope: !18, file: !18, line: 1105, type: !10, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!46 = distinct !DILocation(line: 14, column: 14, scope: !9)
!47 = distinct !{!47, !33, !38, !48, !39}
!48 = !{!"llvm.loop.unroll.runtime.disable"}
!49 = distinct !DISubprogram(name: "sumLong", scope: !1, file: !1, line: 18, type: !10, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!50 = !DILocation(line: 879, column: 45, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "begin", scope: !14, file: !14, line: 878, type: !10, scopeLine: 879, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!52 = distinct !DILocation(line: 20, column: 15, scope: !49)
!53 = !DILocation(line: 1073, column: 20, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "__normal_iterator", scope: !18, file: !18, line: 1072, type: !10, scopeLine: 1073, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!55 = distinct !DILocation(line: 879, column: 16, scope: !51, inlinedAt: !52)
!56 = !DILocation(line: 899, column: 45, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "end", scope: !14, file: !14, line: 898, type: !10, scopeLine: 899, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!58 = distinct !DILocation(line: 20, column: 15, scope: !49)
!59 = !DILocation(line: 1073, column: 20, scope: !54, inlinedAt: !60)
!60 = distinct !DILocation(line: 899, column: 16, scope: !57, inlinedAt: !58)
!61 = !DILocation(line: 1240, column: 27, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "operator!=<const long *, std::vector<long, std::allocator<long> > >", scope: !18, file: !18, line: 1237, type: !10, scopeLine: 1240, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!63 = distinct !DILocation(line: 20, column: 15, scope: !49)
!64 = !DILocation(line: 20, column: 15, scope: !49)
!65 = !DILocation(line: 20, column: 3, scope: !49)
!66 = !{!67, !67, i64 0}
!67 = !{!"long", !22, i64 0}
!68 = !DILocation(line: 20, column: 22, scope: !49)
!69 = distinct !{!69, !65, !70, !39}
!70 = !DILocation(line: 20, column: 25, scope: !49)
!71 = distinct !{!71, !41}
!72 = !DILocation(line: 0, scope: !49)
!73 = !DILocation(line: 21, column: 3, scope: !49)
!74 = !DILocation(line: 1107, column: 2, scope: !75, inlinedAt: !76)
!75 = distinct !DISubprogram(name: "operator++", scope: !18, file: !18, line: 1105, type: !10, scopeLine: 1106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!76 = distinct !DILocation(line: 20, column: 15, scope: !49)
!77 = distinct !{!77, !65, !70, !48, !39}
!78 = distinct !DISubprogram(name: "greet", scope: !1, file: !1, line: 24, type: !10, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!79 = !DILocation(line: 24, column: 62, scope: !78)
!80 = !DILocation(line: 24, column: 46, scope: !78)
!81 = distinct !DISubprogram(name: "operator+<char, std::char_traits<char>, std::allocator<char> >", scope: !82, file: !82, line: 606, type: !10, scopeLine: 608, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!82 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/basic_string.tcc", directory: "")
!83 = !DILocation(line: 395, column: 9, scope: !84, inlinedAt: !86)
!84 = distinct !DISubprogram(name: "length", scope: !85, file: !85, line: 389, type: !10, scopeLine: 390, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!85 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/char_traits.h", directory: "")
!86 = distinct !DILocation(line: 615, column: 33, scope: !81)
!87 = !DILocation(line: 241, column: 51, scope: !88, inlinedAt: !90)
!88 = distinct !DISubprogram(name: "_M_local_data", scope: !89, file: !89, line: 238, type: !10, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!89 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/basic_string.h", directory: "")
!90 = distinct !DILocation(line: 529, column: 21, scope: !91, inlinedAt: !92)
!91 = distinct !DISubprogram(name: "basic_string", scope: !89, file: !89, line: 528, type: !10, scopeLine: 530, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!92 = distinct !DILocation(line: 616, column: 21, scope: !81)
!93 = !DILocation(line: 200, column: 25, scope: !94, inlinedAt: !95)
!94 = distinct !DISubprogram(name: "_Alloc_hider", scope: !89, file: !89, line: 199, type: !10, scopeLine: 200, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!95 = distinct !DILocation(line: 529, column: 9, scope: !91, inlinedAt: !92)
!96 = !{!97, !21, i64 0}
!97 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !21, i64 0}
!98 = !DILocation(line: 229, column: 9, scope: !99, inlinedAt: !100)
!99 = distinct !DISubprogram(name: "_M_length", scope: !89, file: !89, line: 228, type: !10, scopeLine: 229, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!100 = distinct !DILocation(line: 267, column: 2, scope: !101, inlinedAt: !102)
!101 = distinct !DISubprogram(name: "_M_set_length", scope: !89, file: !89, line: 265, type: !10, scopeLine: 266, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!102 = distinct !DILocation(line: 532, column: 2, scope: !91, inlinedAt: !92)
!103 = !DILocation(line: 229, column: 26, scope: !99, inlinedAt: !100)
!104 = !{!105, !67, i64 8}
!105 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !97, i64 0, !67, i64 8, !22, i64 16}
!106 = !DILocation(line: 234, column: 28, scope: !107, inlinedAt: !108)
!107 = distinct !DISubprogram(name: "_M_data", scope: !89, file: !89, line: 233, type: !10, scopeLine: 234, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!108 = distinct !DILocation(line: 268, column: 22, scope: !101, inlinedAt: !102)
!109 = !DILocation(line: 354, column: 7, scope: !110, inlinedAt: !111)
!110 = distinct !DISubprogram(name: "assign", scope: !85, file: !85, line: 347, type: !10, scopeLine: 348, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!111 = distinct !DILocation(line: 268, column: 2, scope: !101, inlinedAt: !102)
!112 = !{!22, !22, i64 0}
!113 = !DILocation(line: 1064, column: 16, scope: !114, inlinedAt: !115)
!114 = distinct !DISubprogram(name: "size", scope: !89, file: !89, line: 1063, type: !10, scopeLine: 1064, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!115 = distinct !DILocation(line: 618, column: 35, scope: !81)
!116 = !DILocation(line: 618, column: 27, scope: !81)
!117 = !DILocation(line: 618, column: 13, scope: !81)
!118 = !DILocation(line: 1064, column: 16, scope: !114, inlinedAt: !119)
!119 = distinct !DILocation(line: 392, column: 32, scope: !120, inlinedAt: !121)
!120 = distinct !DISubprogram(name: "_M_check_length", scope: !89, file: !89, line: 390, type: !10, scopeLine: 391, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!121 = distinct !DILocation(line: 1421, column: 2, scope: !122, inlinedAt: !123)
!122 = distinct !DISubprogram(name: "append", scope: !89, file: !89, line: 1418, type: !10, scopeLine: 1419, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!123 = distinct !DILocation(line: 619, column: 13, scope: !81)
!124 = !DILocation(line: 392, column: 23, scope: !120, inlinedAt: !121)
!125 = !DILocation(line: 392, column: 47, scope: !120, inlinedAt: !121)
!126 = !DILocation(line: 392, column: 6, scope: !120, inlinedAt: !121)
!127 = !DILocation(line: 393, column: 4, scope: !120, inlinedAt: !121)
!128 = !DILocation(line: 1422, column: 9, scope: !122, inlinedAt: !123)
!129 = !DILocation(line: 1064, column: 16, scope: !114, inlinedAt: !130)
!130 = distinct !DILocation(line: 1388, column: 52, scope: !131, inlinedAt: !132)
!131 = distinct !DISubprogram(name: "append", scope: !89, file: !89, line: 1387, type: !10, scopeLine: 1388, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!132 = distinct !DILocation(line: 620, column: 13, scope: !81)
!133 = !DILocation(line: 1064, column: 16, scope: !114, inlinedAt: !134)
!134 = distinct !DILocation(line: 392, column: 32, scope: !120, inlinedAt: !135)
!135 = distinct !DILocation(line: 1421, column: 2, scope: !122, inlinedAt: !136)
!136 = distinct !DILocation(line: 1388, column: 22, scope: !131, inlinedAt: !132)
!137 = !DILocation(line: 392, column: 23, scope: !120, inlinedAt: !135)
!138 = !DILocation(line: 392, column: 47, scope: !120, inlinedAt: !135)
!139 = !DILocation(line: 392, column: 6, scope: !120, inlinedAt: !135)
!140 = !DILocation(line: 393, column: 4, scope: !120, inlinedAt: !135)
!141 = !DILocation(line: 234, column: 28, scope: !107, inlinedAt: !142)
!142 = distinct !DILocation(line: 1388, column: 35, scope: !131, inlinedAt: !132)
!143 = !{!105, !21, i64 0}
!144 = !DILocation(line: 1422, column: 9, scope: !122, inlinedAt: !136)
!145 = !DILocation(line: 622, column: 5, scope: !81)
!146 = !DILocation(line: 234, column: 28, scope: !107, inlinedAt: !147)
!147 = distinct !DILocation(line: 274, column: 16, scope: !148, inlinedAt: !149)
!148 = distinct !DISubprogram(name: "_M_is_local", scope: !89, file: !89, line: 273, type: !10, scopeLine: 274, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!149 = distinct !DILocation(line: 285, column: 7, scope: !150, inlinedAt: !151)
!150 = distinct !DISubprogram(name: "_M_dispose", scope: !89, file: !89, line: 283, type: !10, scopeLine: 284, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!151 = distinct !DILocation(line: 795, column: 9, scope: !152, inlinedAt: !153)
!152 = distinct !DISubprogram(name: "~basic_string", scope: !89, file: !89, line: 794, type: !10, scopeLine: 795, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!153 = distinct !DILocation(line: 622, column: 5, scope: !81)
!154 = !DILocation(line: 274, column: 26, scope: !148, inlinedAt: !149)
!155 = !DILocation(line: 285, column: 6, scope: !150, inlinedAt: !151)
!156 = !DILocation(line: 158, column: 2, scope: !157, inlinedAt: !159)
!157 = distinct !DISubprogram(name: "deallocate", scope: !158, file: !158, line: 142, type: !10, scopeLine: 143, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!158 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!159 = distinct !DILocation(line: 496, column: 13, scope: !160, inlinedAt: !162)
!160 = distinct !DISubprogram(name: "deallocate", scope: !161, file: !161, line: 495, type: !10, scopeLine: 496, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!161 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!162 = distinct !DILocation(line: 292, column: 9, scope: !163, inlinedAt: !164)
!163 = distinct !DISubprogram(name: "_M_destroy", scope: !89, file: !89, line: 291, type: !10, scopeLine: 292, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!164 = distinct !DILocation(line: 286, column: 4, scope: !150, inlinedAt: !151)
!165 = !DILocation(line: 286, column: 4, scope: !150, inlinedAt: !151)
!166 = distinct !DISubprogram(name: "parse", scope: !1, file: !1, line: 26, type: !10, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!167 = !DILocation(line: 27, column: 8, scope: !166)
!168 = !DILocation(line: 27, column: 7, scope: !166)
!169 = !DILocation(line: 27, column: 11, scope: !166)
!170 = !DILocation(line: 27, column: 17, scope: !166)
!171 = !DILocation(line: 29, column: 1, scope: !166)
!172 = !DILocation(line: 28, column: 15, scope: !166)
!173 = !DILocation(line: 28, column: 3, scope: !166)
!174 = distinct !DISubprogram(name: "safeParse", scope: !1, file: !1, line: 31, type: !10, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!175 = !DILocation(line: 27, column: 8, scope: !166, inlinedAt: !176)
!176 = distinct !DILocation(line: 32, column: 16, scope: !174)
!177 = !DILocation(line: 27, column: 7, scope: !166, inlinedAt: !176)
!178 = !DILocation(line: 27, column: 11, scope: !166, inlinedAt: !176)
!179 = !DILocation(line: 27, column: 17, scope: !166, inlinedAt: !176)
!180 = !DILocation(line: 29, column: 1, scope: !166, inlinedAt: !176)
!181 = !DILocation(line: 28, column: 15, scope: !166, inlinedAt: !176)
!182 = !DILocation(line: 28, column: 3, scope: !166, inlinedAt: !176)
!183 = !DILocation(line: 33, column: 1, scope: !174)
!184 = !DILocation(line: 32, column: 26, scope: !174)
!185 = !DILocation(line: 32, column: 72, scope: !174)
!186 = !DILocation(line: 0, scope: !174)
!187 = distinct !DISubprogram(name: "bump", scope: !1, file: !1, line: 36, type: !10, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!188 = !DILocation(line: 618, column: 16, scope: !189, inlinedAt: !191)
!189 = distinct !DISubprogram(name: "fetch_add", scope: !190, file: !190, line: 616, type: !10, scopeLine: 618, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!190 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/atomic_base.h", directory: "")
!191 = distinct !DILocation(line: 36, column: 29, scope: !187)
!192 = !DILocation(line: 36, column: 69, scope: !187)
!193 = !DILocation(line: 36, column: 14, scope: !187)
!194 = distinct !DISubprogram(name: "copyPoints", scope: !1, file: !1, line: 38, type: !10, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!195 = !DILocation(line: 38, column: 61, scope: !194)
!196 = !DILocation(line: 38, column: 83, scope: !194)
!197 = !DILocation(line: 38, column: 85, scope: !194)
!198 = !DILocation(line: 38, column: 103, scope: !194)
!199 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 40, type: !10, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!200 = !DILocation(line: 40, column: 43, scope: !199)
!201 = !DILocation(line: 40, column: 36, scope: !199)
!202 = distinct !DISubprogram(name: "addOverflow", scope: !1, file: !1, line: 42, type: !10, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!203 = !DILocation(line: 44, column: 7, scope: !202)
!204 = !DILocation(line: 46, column: 1, scope: !202)
!205 = distinct !DISubprogram(name: "variadicSum", scope: !1, file: !1, line: 48, type: !10, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!206 = !DILocation(line: 49, column: 3, scope: !205)
!207 = !DILocation(line: 50, column: 3, scope: !205)
!208 = !DILocation(line: 52, column: 21, scope: !205)
!209 = !DILocation(line: 52, column: 3, scope: !205)
!210 = !DILocation(line: 52, column: 36, scope: !205)
!211 = !DILocation(line: 52, column: 33, scope: !205)
!212 = !DILocation(line: 53, column: 3, scope: !205)
!213 = !DILocation(line: 0, scope: !205)
!214 = !DILocation(line: 55, column: 1, scope: !205)
!215 = !DILocation(line: 54, column: 3, scope: !205)
!216 = distinct !{!216, !209, !217, !218}
!217 = !DILocation(line: 52, column: 60, scope: !205)
!218 = !{!"llvm.loop.mustprogress"}
!219 = distinct !DISubprogram(name: "caller", scope: !1, file: !1, line: 57, type: !10, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!220 = !DILocation(line: 57, column: 25, scope: !219)
!221 = !DILocation(line: 57, column: 18, scope: !219)
!222 = distinct !DISubprogram(name: "logError", scope: !1, file: !1, line: 59, type: !10, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!223 = !DILocation(line: 59, column: 90, scope: !222)
!224 = distinct !DISubprogram(name: "useAll", scope: !1, file: !1, line: 61, type: !10, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!225 = !DILocation(line: 618, column: 16, scope: !189, inlinedAt: !226)
!226 = distinct !DILocation(line: 36, column: 29, scope: !187, inlinedAt: !227)
!227 = distinct !DILocation(line: 66, column: 38, scope: !224)
!228 = !DILocation(line: 66, column: 91, scope: !224)
!229 = !DILocation(line: 67, column: 10, scope: !224)
!230 = !DILocation(line: 67, column: 16, scope: !224)
!231 = !DILocation(line: 241, column: 51, scope: !88, inlinedAt: !232)
!232 = distinct !DILocation(line: 635, column: 21, scope: !233, inlinedAt: !234)
!233 = distinct !DISubprogram(name: "basic_string<std::allocator<char> >", scope: !89, file: !89, line: 634, type: !10, scopeLine: 636, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!234 = distinct !DILocation(line: 67, column: 16, scope: !224)
!235 = !DILocation(line: 200, column: 25, scope: !94, inlinedAt: !236)
!236 = distinct !DILocation(line: 635, column: 9, scope: !233, inlinedAt: !234)
!237 = !DILocation(line: 638, column: 6, scope: !233, inlinedAt: !234)
!238 = !DILocation(line: 354, column: 7, scope: !110, inlinedAt: !239)
!239 = distinct !DILocation(line: 421, column: 4, scope: !240, inlinedAt: !241)
!240 = distinct !DISubprogram(name: "_S_copy", scope: !89, file: !89, line: 418, type: !10, scopeLine: 419, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!241 = distinct !DILocation(line: 477, column: 9, scope: !242, inlinedAt: !243)
!242 = distinct !DISubprogram(name: "_S_copy_chars", scope: !89, file: !89, line: 475, type: !10, scopeLine: 477, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!243 = distinct !DILocation(line: 243, column: 2, scope: !244, inlinedAt: !245)
!244 = distinct !DISubprogram(name: "_M_construct<const char *>", scope: !82, file: !82, line: 218, type: !10, scopeLine: 220, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!245 = distinct !DILocation(line: 642, column: 2, scope: !233, inlinedAt: !234)
!246 = !DILocation(line: 234, column: 28, scope: !107, inlinedAt: !247)
!247 = distinct !DILocation(line: 243, column: 22, scope: !244, inlinedAt: !245)
!248 = !DILocation(line: 229, column: 9, scope: !99, inlinedAt: !249)
!249 = distinct !DILocation(line: 267, column: 2, scope: !101, inlinedAt: !250)
!250 = distinct !DILocation(line: 247, column: 2, scope: !244, inlinedAt: !245)
!251 = !DILocation(line: 229, column: 26, scope: !99, inlinedAt: !249)
!252 = !DILocation(line: 268, column: 22, scope: !101, inlinedAt: !250)
!253 = !DILocation(line: 354, column: 7, scope: !110, inlinedAt: !254)
!254 = distinct !DILocation(line: 268, column: 2, scope: !101, inlinedAt: !250)
!255 = !DILocation(line: 24, column: 62, scope: !78, inlinedAt: !256)
!256 = distinct !DILocation(line: 67, column: 10, scope: !224)
!257 = !DILocation(line: 1064, column: 16, scope: !114, inlinedAt: !258)
!258 = distinct !DILocation(line: 67, column: 21, scope: !224)
!259 = !DILocation(line: 234, column: 28, scope: !107, inlinedAt: !260)
!260 = distinct !DILocation(line: 274, column: 16, scope: !148, inlinedAt: !261)
!261 = distinct !DILocation(line: 285, column: 7, scope: !150, inlinedAt: !262)
!262 = distinct !DILocation(line: 795, column: 9, scope: !152, inlinedAt: !263)
!263 = distinct !DILocation(line: 66, column: 3, scope: !224)
!264 = !DILocation(line: 252, column: 57, scope: !265, inlinedAt: !266)
!265 = distinct !DISubprogram(name: "_M_local_data", scope: !89, file: !89, line: 249, type: !10, scopeLine: 250, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!266 = distinct !DILocation(line: 274, column: 29, scope: !148, inlinedAt: !261)
!267 = !DILocation(line: 252, column: 56, scope: !265, inlinedAt: !266)
!268 = !DILocation(line: 274, column: 26, scope: !148, inlinedAt: !261)
!269 = !DILocation(line: 285, column: 6, scope: !150, inlinedAt: !262)
!270 = !DILocation(line: 158, column: 2, scope: !157, inlinedAt: !271)
!271 = distinct !DILocation(line: 496, column: 13, scope: !160, inlinedAt: !272)
!272 = distinct !DILocation(line: 292, column: 9, scope: !163, inlinedAt: !273)
!273 = distinct !DILocation(line: 286, column: 4, scope: !150, inlinedAt: !262)
!274 = !DILocation(line: 286, column: 4, scope: !150, inlinedAt: !262)
!275 = !DILocation(line: 234, column: 28, scope: !107, inlinedAt: !276)
!276 = distinct !DILocation(line: 274, column: 16, scope: !148, inlinedAt: !277)
!277 = distinct !DILocation(line: 285, column: 7, scope: !150, inlinedAt: !278)
!278 = distinct !DILocation(line: 795, column: 9, scope: !152, inlinedAt: !279)
!279 = distinct !DILocation(line: 66, column: 3, scope: !224)
!280 = !DILocation(line: 274, column: 26, scope: !148, inlinedAt: !277)
!281 = !DILocation(line: 285, column: 6, scope: !150, inlinedAt: !278)
!282 = !DILocation(line: 158, column: 2, scope: !157, inlinedAt: !283)
!283 = distinct !DILocation(line: 496, column: 13, scope: !160, inlinedAt: !284)
!284 = distinct !DILocation(line: 292, column: 9, scope: !163, inlinedAt: !285)
!285 = distinct !DILocation(line: 286, column: 4, scope: !150, inlinedAt: !278)
!286 = !DILocation(line: 286, column: 4, scope: !150, inlinedAt: !278)
!287 = !DILocation(line: 66, column: 64, scope: !224)
!288 = !DILocation(line: 66, column: 89, scope: !224)
!289 = !DILocation(line: 66, column: 10, scope: !224)
!290 = !DILocation(line: 66, column: 112, scope: !224)
!291 = !DILocation(line: 57, column: 25, scope: !219, inlinedAt: !292)
!292 = distinct !DILocation(line: 67, column: 31, scope: !224)
!293 = !DILocation(line: 67, column: 40, scope: !224)
!294 = !DILocation(line: 67, column: 30, scope: !224)
!295 = !DILocation(line: 67, column: 28, scope: !224)
!296 = !DILocation(line: 66, column: 3, scope: !224)
!297 = !DILocation(line: 68, column: 1, scope: !224)
!298 = !DILocation(line: 234, column: 28, scope: !107, inlinedAt: !299)
!299 = distinct !DILocation(line: 274, column: 16, scope: !148, inlinedAt: !300)
!300 = distinct !DILocation(line: 285, column: 7, scope: !150, inlinedAt: !301)
!301 = distinct !DILocation(line: 795, column: 9, scope: !152, inlinedAt: !302)
!302 = distinct !DILocation(line: 66, column: 3, scope: !224)
!303 = !DILocation(line: 274, column: 26, scope: !148, inlinedAt: !300)
!304 = !DILocation(line: 285, column: 6, scope: !150, inlinedAt: !301)
!305 = !DILocation(line: 158, column: 2, scope: !157, inlinedAt: !306)
!306 = distinct !DILocation(line: 496, column: 13, scope: !160, inlinedAt: !307)
!307 = distinct !DILocation(line: 292, column: 9, scope: !163, inlinedAt: !308)
!308 = distinct !DILocation(line: 286, column: 4, scope: !150, inlinedAt: !301)
!309 = !DILocation(line: 286, column: 4, scope: !150, inlinedAt: !301)
