; ModuleID = 'a.cpp'
source_filename = "a.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"struct.std::atomic" = type { %"struct.std::__atomic_base" }
%"struct.std::__atomic_base" = type { i64 }
%struct.Box.1 = type { %struct.S }
%struct.S = type { i32, i64 }
%struct.Box = type { i32 }
%struct.Box.0 = type { i32 }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { i32*, i32*, i32* }
%"class.std::vector.2" = type { %"struct.std::_Vector_base.3" }
%"struct.std::_Vector_base.3" = type { %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl" }
%"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl" = type { %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data" = type { i32*, i32*, i32* }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { i8* }
%union.anon = type { i64, [8 x i8] }
%"class.std::allocator.7" = type { i8 }
%"class.__gnu_cxx::__normal_iterator" = type { i32* }
%"class.std::allocator" = type { i8 }
%"class.std::allocator.4" = type { i8 }
%"class.std::__new_allocator" = type { i8 }
%"class.std::__new_allocator.5" = type { i8 }
%"struct.std::integral_constant" = type { i8 }
%"class.__gnu_cxx::__normal_iterator.10" = type { i32* }

$_ZNSt6vectorIiSaIiEEC2Ev = comdat any

$_ZNSt6vectorIiSaIiEE9push_backERKi = comdat any

$_ZNSt6vectorIjSaIjEEC2Ev = comdat any

$_ZNSt6vectorIjSaIjEE9push_backEOj = comdat any

$_ZNSt7__cxx119to_stringEi = comdat any

$_ZN3BoxIiE3getEv = comdat any

$_ZN3BoxIjE3getEv = comdat any

$_ZNK3BoxI1SE4cgetEv = comdat any

$_ZNKSt6vectorIiSaIiEE4sizeEv = comdat any

$_ZNKSt6vectorIjSaIjEE4sizeEv = comdat any

$_ZNSt6vectorIjSaIjEED2Ev = comdat any

$_ZNSt6vectorIiSaIiEED2Ev = comdat any

$_ZNSt12_Vector_baseIiSaIiEEC2Ev = comdat any

$_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev = comdat any

$_ZNSaIiEC2Ev = comdat any

$_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt15__new_allocatorIiEC2Ev = comdat any

$_ZNSt12_Vector_baseIjSaIjEEC2Ev = comdat any

$_ZNSt12_Vector_baseIjSaIjEE12_Vector_implC2Ev = comdat any

$_ZNSaIjEC2Ev = comdat any

$_ZNSt12_Vector_baseIjSaIjEE17_Vector_impl_dataC2Ev = comdat any

$_ZNSt15__new_allocatorIjEC2Ev = comdat any

$_ZNSt8__detail14__to_chars_lenIjEEjT_i = comdat any

$__clang_call_terminate = comdat any

$_ZNSt8__detail18__to_chars_10_implIjEEvPcjT_ = comdat any

$_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E = comdat any

$_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt12_Vector_baseIiSaIiEED2Ev = comdat any

$_ZSt8_DestroyIPiEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_ = comdat any

$_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim = comdat any

$_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev = comdat any

$_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim = comdat any

$_ZNSt15__new_allocatorIiE10deallocateEPim = comdat any

$_ZNSaIiED2Ev = comdat any

$_ZNSt15__new_allocatorIiED2Ev = comdat any

$_ZNSt16allocator_traitsISaIiEE9constructIiJRKiEEEvRS0_PT_DpOT0_ = comdat any

$_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJRKiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_ = comdat any

$_ZNSt6vectorIiSaIiEE3endEv = comdat any

$_ZNSt15__new_allocatorIiE9constructIiJRKiEEEvPT_DpOT0_ = comdat any

$_ZSt7forwardIRKiEOT_RNSt16remove_referenceIS2_E4typeE = comdat any

$_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc = comdat any

$_ZN9__gnu_cxxmiIPiSt6vectorIiSaIiEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_ = comdat any

$_ZNSt6vectorIiSaIiEE5beginEv = comdat any

$_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm = comdat any

$_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv = comdat any

$_ZNKSt6vectorIiSaIiEE8max_sizeEv = comdat any

$_ZSt3maxImERKT_S2_S2_ = comdat any

$_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_ = comdat any

$_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_ = comdat any

$_ZSt3minImERKT_S2_S2_ = comdat any

$_ZNKSt15__new_allocatorIiE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorIiE11_M_max_sizeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEC2ERKS1_ = comdat any

$_ZNSt16allocator_traitsISaIiEE8allocateERS0_m = comdat any

$_ZNSt15__new_allocatorIiE8allocateEmPKv = comdat any

$_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE = comdat any

$_ZSt12__relocate_aIPiS0_SaIiEET0_T_S3_S2_RT1_ = comdat any

$_ZSt14__relocate_a_1IiiENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E = comdat any

$_ZSt12__niter_baseIPiET_S1_ = comdat any

$_ZSt8_DestroyIPjjEvT_S1_RSaIT0_E = comdat any

$_ZNSt12_Vector_baseIjSaIjEE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt12_Vector_baseIjSaIjEED2Ev = comdat any

$_ZSt8_DestroyIPjEvT_S1_ = comdat any

$_ZNSt12_Destroy_auxILb1EE9__destroyIPjEEvT_S3_ = comdat any

$_ZNSt12_Vector_baseIjSaIjEE13_M_deallocateEPjm = comdat any

$_ZNSt12_Vector_baseIjSaIjEE12_Vector_implD2Ev = comdat any

$_ZNSt16allocator_traitsISaIjEE10deallocateERS0_Pjm = comdat any

$_ZNSt15__new_allocatorIjE10deallocateEPjm = comdat any

$_ZNSaIjED2Ev = comdat any

$_ZNSt15__new_allocatorIjED2Ev = comdat any

$_ZNSt6vectorIjSaIjEE12emplace_backIJjEEEvDpOT_ = comdat any

$_ZSt4moveIRjEONSt16remove_referenceIT_E4typeEOS2_ = comdat any

$_ZNSt16allocator_traitsISaIjEE9constructIjJjEEEvRS0_PT_DpOT0_ = comdat any

$_ZSt7forwardIjEOT_RNSt16remove_referenceIS0_E4typeE = comdat any

$_ZNSt6vectorIjSaIjEE17_M_realloc_insertIJjEEEvN9__gnu_cxx17__normal_iteratorIPjS1_EEDpOT_ = comdat any

$_ZNSt6vectorIjSaIjEE3endEv = comdat any

$_ZNSt15__new_allocatorIjE9constructIjJjEEEvPT_DpOT0_ = comdat any

$_ZNKSt6vectorIjSaIjEE12_M_check_lenEmPKc = comdat any

$_ZN9__gnu_cxxmiIPjSt6vectorIjSaIjEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_ = comdat any

$_ZNSt6vectorIjSaIjEE5beginEv = comdat any

$_ZNSt12_Vector_baseIjSaIjEE11_M_allocateEm = comdat any

$_ZNSt6vectorIjSaIjEE11_S_relocateEPjS2_S2_RS0_ = comdat any

$_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEE4baseEv = comdat any

$_ZNKSt6vectorIjSaIjEE8max_sizeEv = comdat any

$_ZNSt6vectorIjSaIjEE11_S_max_sizeERKS0_ = comdat any

$_ZNKSt12_Vector_baseIjSaIjEE19_M_get_Tp_allocatorEv = comdat any

$_ZNSt16allocator_traitsISaIjEE8max_sizeERKS0_ = comdat any

$_ZNKSt15__new_allocatorIjE8max_sizeEv = comdat any

$_ZNKSt15__new_allocatorIjE11_M_max_sizeEv = comdat any

$_ZN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEC2ERKS1_ = comdat any

$_ZNSt16allocator_traitsISaIjEE8allocateERS0_m = comdat any

$_ZNSt15__new_allocatorIjE8allocateEmPKv = comdat any

$_ZNSt6vectorIjSaIjEE14_S_do_relocateEPjS2_S2_RS0_St17integral_constantIbLb1EE = comdat any

$_ZSt12__relocate_aIPjS0_SaIjEET0_T_S3_S2_RT1_ = comdat any

$_ZSt14__relocate_a_1IjjENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E = comdat any

$_ZSt12__niter_baseIPjET_S1_ = comdat any

$_ZSt23__cmpexch_failure_orderSt12memory_order = comdat any

$_ZStorSt12memory_orderSt23__memory_order_modifier = comdat any

$_ZSt24__cmpexch_failure_order2St12memory_order = comdat any

$_ZStanSt12memory_orderSt23__memory_order_modifier = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

@counter = dso_local global %"struct.std::atomic" zeroinitializer, align 8, !dbg !0
@__const.main.s = private unnamed_addr constant %struct.Box.1 { %struct.S { i32 1, i64 2 } }, align 8
@.str = private unnamed_addr constant [3 x i8] c"hi\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"%d %u %d %zu %zu %s %d %d\0A\00", align 1
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16, !dbg !1221
@.str.2 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_Z2f1i(i32 noundef %0) #0 !dbg !2004 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !2005, metadata !DIExpression()), !dbg !2006
  %3 = load i32, i32* %2, align 4, !dbg !2007
  %4 = mul nsw i32 %3, 3, !dbg !2008
  %5 = add nsw i32 %4, 1, !dbg !2009
  ret i32 %5, !dbg !2010
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i32 @_Z2f2i(i32 noundef %0) #0 !dbg !2011 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !2012, metadata !DIExpression()), !dbg !2013
  %3 = load i32, i32* %2, align 4, !dbg !2014
  %4 = mul nsw i32 %3, 3, !dbg !2015
  %5 = add nsw i32 %4, 1, !dbg !2016
  ret i32 %5, !dbg !2017
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** noundef %1) #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2018 {
  %3 = alloca %"struct.std::__atomic_base"*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca %"struct.std::__atomic_base"*, align 8
  %11 = alloca i64*, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca %"struct.std::__atomic_base"*, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i8**, align 8
  %22 = alloca %struct.Box, align 4
  %23 = alloca %struct.Box.0, align 4
  %24 = alloca %struct.Box.1, align 8
  %25 = alloca %"class.std::vector", align 8
  %26 = alloca i32, align 4
  %27 = alloca i8*, align 8
  %28 = alloca i32, align 4
  %29 = alloca %"class.std::vector.2", align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca %"class.std::__cxx11::basic_string", align 8
  %34 = alloca %"class.std::allocator.7", align 1
  %35 = alloca %"class.std::__cxx11::basic_string", align 8
  store i32 0, i32* %19, align 4
  store i32 %0, i32* %20, align 4
  call void @llvm.dbg.declare(metadata i32* %20, metadata !2021, metadata !DIExpression()), !dbg !2022
  store i8** %1, i8*** %21, align 8
  call void @llvm.dbg.declare(metadata i8*** %21, metadata !2023, metadata !DIExpression()), !dbg !2024
  call void @llvm.dbg.declare(metadata %struct.Box* %22, metadata !2025, metadata !DIExpression()), !dbg !2040
  %36 = getelementptr inbounds %struct.Box, %struct.Box* %22, i32 0, i32 0, !dbg !2041
  %37 = load i32, i32* %20, align 4, !dbg !2042
  store i32 %37, i32* %36, align 4, !dbg !2041
  call void @llvm.dbg.declare(metadata %struct.Box.0* %23, metadata !2043, metadata !DIExpression()), !dbg !2058
  %38 = getelementptr inbounds %struct.Box.0, %struct.Box.0* %23, i32 0, i32 0, !dbg !2059
  %39 = load i32, i32* %20, align 4, !dbg !2060
  store i32 %39, i32* %38, align 4, !dbg !2059
  call void @llvm.dbg.declare(metadata %struct.Box.1* %24, metadata !2061, metadata !DIExpression()), !dbg !2083
  %40 = bitcast %struct.Box.1* %24 to i8*, !dbg !2083
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %40, i8* align 8 bitcast (%struct.Box.1* @__const.main.s to i8*), i64 16, i1 false), !dbg !2083
  call void @llvm.dbg.declare(metadata %"class.std::vector"* %25, metadata !2084, metadata !DIExpression()), !dbg !2085
  call void @_ZNSt6vectorIiSaIiEEC2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %25) #12, !dbg !2085
  call void @llvm.dbg.declare(metadata i32* %26, metadata !2086, metadata !DIExpression()), !dbg !2088
  store i32 0, i32* %26, align 4, !dbg !2088
  br label %41, !dbg !2089

41:                                               ; preds = %47, %2
  %42 = load i32, i32* %26, align 4, !dbg !2090
  %43 = load i32, i32* %20, align 4, !dbg !2092
  %44 = icmp slt i32 %42, %43, !dbg !2093
  br i1 %44, label %45, label %54, !dbg !2094

45:                                               ; preds = %41
  invoke void @_ZNSt6vectorIiSaIiEE9push_backERKi(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %25, i32* noundef nonnull align 4 dereferenceable(4) %26)
          to label %46 unwind label %50, !dbg !2095

46:                                               ; preds = %45
  br label %47, !dbg !2096

47:                                               ; preds = %46
  %48 = load i32, i32* %26, align 4, !dbg !2097
  %49 = add nsw i32 %48, 1, !dbg !2097
  store i32 %49, i32* %26, align 4, !dbg !2097
  br label %41, !dbg !2098, !llvm.loop !2099

50:                                               ; preds = %45
  %51 = landingpad { i8*, i32 }
          cleanup, !dbg !2102
  %52 = extractvalue { i8*, i32 } %51, 0, !dbg !2102
  store i8* %52, i8** %27, align 8, !dbg !2102
  %53 = extractvalue { i8*, i32 } %51, 1, !dbg !2102
  store i32 %53, i32* %28, align 4, !dbg !2102
  br label %289, !dbg !2102

54:                                               ; preds = %41
  call void @llvm.dbg.declare(metadata %"class.std::vector.2"* %29, metadata !2103, metadata !DIExpression()), !dbg !2104
  call void @_ZNSt6vectorIjSaIjEEC2Ev(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %29) #12, !dbg !2104
  call void @llvm.dbg.declare(metadata i32* %30, metadata !2105, metadata !DIExpression()), !dbg !2107
  store i32 0, i32* %30, align 4, !dbg !2107
  br label %55, !dbg !2108

55:                                               ; preds = %62, %54
  %56 = load i32, i32* %30, align 4, !dbg !2109
  %57 = load i32, i32* %20, align 4, !dbg !2111
  %58 = icmp slt i32 %56, %57, !dbg !2112
  br i1 %58, label %59, label %69, !dbg !2113

59:                                               ; preds = %55
  %60 = load i32, i32* %30, align 4, !dbg !2114
  store i32 %60, i32* %31, align 4, !dbg !2114
  invoke void @_ZNSt6vectorIjSaIjEE9push_backEOj(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %29, i32* noundef nonnull align 4 dereferenceable(4) %31)
          to label %61 unwind label %65, !dbg !2115

61:                                               ; preds = %59
  br label %62, !dbg !2116

62:                                               ; preds = %61
  %63 = load i32, i32* %30, align 4, !dbg !2117
  %64 = add nsw i32 %63, 1, !dbg !2117
  store i32 %64, i32* %30, align 4, !dbg !2117
  br label %55, !dbg !2118, !llvm.loop !2119

65:                                               ; preds = %59
  %66 = landingpad { i8*, i32 }
          cleanup, !dbg !2121
  %67 = extractvalue { i8*, i32 } %66, 0, !dbg !2121
  store i8* %67, i8** %27, align 8, !dbg !2121
  %68 = extractvalue { i8*, i32 } %66, 1, !dbg !2121
  store i32 %68, i32* %28, align 4, !dbg !2121
  br label %288, !dbg !2121

69:                                               ; preds = %55
  store %"struct.std::__atomic_base"* getelementptr inbounds (%"struct.std::atomic", %"struct.std::atomic"* @counter, i32 0, i32 0), %"struct.std::__atomic_base"** %14, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::__atomic_base"** %14, metadata !2122, metadata !DIExpression()), !dbg !2125
  store i64 1, i64* %15, align 8
  call void @llvm.dbg.declare(metadata i64* %15, metadata !2127, metadata !DIExpression()), !dbg !2128
  store i32 5, i32* %16, align 4
  call void @llvm.dbg.declare(metadata i32* %16, metadata !2129, metadata !DIExpression()), !dbg !2130
  %70 = load %"struct.std::__atomic_base"*, %"struct.std::__atomic_base"** %14, align 8
  %71 = getelementptr inbounds %"struct.std::__atomic_base", %"struct.std::__atomic_base"* %70, i32 0, i32 0, !dbg !2131
  %72 = load i32, i32* %16, align 4, !dbg !2132
  %73 = load i64, i64* %15, align 8, !dbg !2133
  store i64 %73, i64* %17, align 8, !dbg !2134
  switch i32 %72, label %74 [
    i32 1, label %77
    i32 2, label %77
    i32 3, label %80
    i32 4, label %83
    i32 5, label %86
  ], !dbg !2134

74:                                               ; preds = %69
  %75 = load i64, i64* %17, align 8, !dbg !2134
  %76 = atomicrmw add i64* %71, i64 %75 monotonic, align 8, !dbg !2134
  store i64 %76, i64* %18, align 8, !dbg !2134
  br label %89, !dbg !2134

77:                                               ; preds = %69, %69
  %78 = load i64, i64* %17, align 8, !dbg !2134
  %79 = atomicrmw add i64* %71, i64 %78 acquire, align 8, !dbg !2134
  store i64 %79, i64* %18, align 8, !dbg !2134
  br label %89, !dbg !2134

80:                                               ; preds = %69
  %81 = load i64, i64* %17, align 8, !dbg !2134
  %82 = atomicrmw add i64* %71, i64 %81 release, align 8, !dbg !2134
  store i64 %82, i64* %18, align 8, !dbg !2134
  br label %89, !dbg !2134

83:                                               ; preds = %69
  %84 = load i64, i64* %17, align 8, !dbg !2134
  %85 = atomicrmw add i64* %71, i64 %84 acq_rel, align 8, !dbg !2134
  store i64 %85, i64* %18, align 8, !dbg !2134
  br label %89, !dbg !2134

86:                                               ; preds = %69
  %87 = load i64, i64* %17, align 8, !dbg !2134
  %88 = atomicrmw add i64* %71, i64 %87 seq_cst, align 8, !dbg !2134
  store i64 %88, i64* %18, align 8, !dbg !2134
  br label %89, !dbg !2134

89:                                               ; preds = %74, %77, %80, %83, %86
  %90 = load i64, i64* %18, align 8, !dbg !2134
  call void @llvm.dbg.declare(metadata i64* %32, metadata !2135, metadata !DIExpression()), !dbg !2136
  store i64 1, i64* %32, align 8, !dbg !2136
  store %"struct.std::__atomic_base"* getelementptr inbounds (%"struct.std::atomic", %"struct.std::atomic"* @counter, i32 0, i32 0), %"struct.std::__atomic_base"** %10, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::__atomic_base"** %10, metadata !2137, metadata !DIExpression()) #12, !dbg !2139
  store i64* %32, i64** %11, align 8
  call void @llvm.dbg.declare(metadata i64** %11, metadata !2141, metadata !DIExpression()) #12, !dbg !2142
  store i64 5, i64* %12, align 8
  call void @llvm.dbg.declare(metadata i64* %12, metadata !2143, metadata !DIExpression()) #12, !dbg !2144
  store i32 5, i32* %13, align 4
  call void @llvm.dbg.declare(metadata i32* %13, metadata !2145, metadata !DIExpression()) #12, !dbg !2146
  %91 = load %"struct.std::__atomic_base"*, %"struct.std::__atomic_base"** %10, align 8
  %92 = load i64*, i64** %11, align 8, !dbg !2147
  %93 = load i64, i64* %12, align 8, !dbg !2148
  %94 = load i32, i32* %13, align 4, !dbg !2149
  %95 = load i32, i32* %13, align 4, !dbg !2150
  %96 = call noundef i32 @_ZSt23__cmpexch_failure_orderSt12memory_order(i32 noundef %95) #12, !dbg !2151
  store %"struct.std::__atomic_base"* %91, %"struct.std::__atomic_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::__atomic_base"** %3, metadata !2152, metadata !DIExpression()), !dbg !2154
  store i64* %92, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !2156, metadata !DIExpression()), !dbg !2157
  store i64 %93, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2158, metadata !DIExpression()), !dbg !2159
  store i32 %94, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !2160, metadata !DIExpression()), !dbg !2161
  store i32 %96, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !2162, metadata !DIExpression()), !dbg !2163
  %97 = load %"struct.std::__atomic_base"*, %"struct.std::__atomic_base"** %3, align 8
  %98 = getelementptr inbounds %"struct.std::__atomic_base", %"struct.std::__atomic_base"* %97, i32 0, i32 0, !dbg !2164
  %99 = load i32, i32* %6, align 4, !dbg !2165
  %100 = load i64*, i64** %4, align 8, !dbg !2166
  %101 = load i64, i64* %5, align 8, !dbg !2167
  store i64 %101, i64* %8, align 8, !dbg !2168
  %102 = load i32, i32* %7, align 4, !dbg !2169
  switch i32 %99, label %103 [
    i32 1, label %104
    i32 2, label %104
    i32 3, label %105
    i32 4, label %106
    i32 5, label %107
  ], !dbg !2168

103:                                              ; preds = %89
  switch i32 %102, label %108 [
    i32 1, label %114
    i32 2, label %114
    i32 5, label %120
  ], !dbg !2168

104:                                              ; preds = %89, %89
  switch i32 %102, label %136 [
    i32 1, label %142
    i32 2, label %142
    i32 5, label %148
  ], !dbg !2168

105:                                              ; preds = %89
  switch i32 %102, label %164 [
    i32 1, label %170
    i32 2, label %170
    i32 5, label %176
  ], !dbg !2168

106:                                              ; preds = %89
  switch i32 %102, label %192 [
    i32 1, label %198
    i32 2, label %198
    i32 5, label %204
  ], !dbg !2168

107:                                              ; preds = %89
  switch i32 %102, label %220 [
    i32 1, label %226
    i32 2, label %226
    i32 5, label %232
  ], !dbg !2168

108:                                              ; preds = %103
  %109 = load i64, i64* %100, align 8, !dbg !2168
  %110 = load i64, i64* %8, align 8, !dbg !2168
  %111 = cmpxchg i64* %98, i64 %109, i64 %110 monotonic monotonic, align 8, !dbg !2168
  %112 = extractvalue { i64, i1 } %111, 0, !dbg !2168
  %113 = extractvalue { i64, i1 } %111, 1, !dbg !2168
  br i1 %113, label %128, label %127, !dbg !2168

114:                                              ; preds = %103, %103
  %115 = load i64, i64* %100, align 8, !dbg !2168
  %116 = load i64, i64* %8, align 8, !dbg !2168
  %117 = cmpxchg i64* %98, i64 %115, i64 %116 monotonic acquire, align 8, !dbg !2168
  %118 = extractvalue { i64, i1 } %117, 0, !dbg !2168
  %119 = extractvalue { i64, i1 } %117, 1, !dbg !2168
  br i1 %119, label %131, label %130, !dbg !2168

120:                                              ; preds = %103
  %121 = load i64, i64* %100, align 8, !dbg !2168
  %122 = load i64, i64* %8, align 8, !dbg !2168
  %123 = cmpxchg i64* %98, i64 %121, i64 %122 monotonic seq_cst, align 8, !dbg !2168
  %124 = extractvalue { i64, i1 } %123, 0, !dbg !2168
  %125 = extractvalue { i64, i1 } %123, 1, !dbg !2168
  br i1 %125, label %134, label %133, !dbg !2168

126:                                              ; preds = %134, %131, %128
  br label %248, !dbg !2168

127:                                              ; preds = %108
  store i64 %112, i64* %100, align 8, !dbg !2168
  br label %128, !dbg !2168

128:                                              ; preds = %127, %108
  %129 = zext i1 %113 to i8, !dbg !2168
  store i8 %129, i8* %9, align 1, !dbg !2168
  br label %126, !dbg !2168

130:                                              ; preds = %114
  store i64 %118, i64* %100, align 8, !dbg !2168
  br label %131, !dbg !2168

131:                                              ; preds = %130, %114
  %132 = zext i1 %119 to i8, !dbg !2168
  store i8 %132, i8* %9, align 1, !dbg !2168
  br label %126, !dbg !2168

133:                                              ; preds = %120
  store i64 %124, i64* %100, align 8, !dbg !2168
  br label %134, !dbg !2168

134:                                              ; preds = %133, %120
  %135 = zext i1 %125 to i8, !dbg !2168
  store i8 %135, i8* %9, align 1, !dbg !2168
  br label %126, !dbg !2168

136:                                              ; preds = %104
  %137 = load i64, i64* %100, align 8, !dbg !2168
  %138 = load i64, i64* %8, align 8, !dbg !2168
  %139 = cmpxchg i64* %98, i64 %137, i64 %138 acquire monotonic, align 8, !dbg !2168
  %140 = extractvalue { i64, i1 } %139, 0, !dbg !2168
  %141 = extractvalue { i64, i1 } %139, 1, !dbg !2168
  br i1 %141, label %156, label %155, !dbg !2168

142:                                              ; preds = %104, %104
  %143 = load i64, i64* %100, align 8, !dbg !2168
  %144 = load i64, i64* %8, align 8, !dbg !2168
  %145 = cmpxchg i64* %98, i64 %143, i64 %144 acquire acquire, align 8, !dbg !2168
  %146 = extractvalue { i64, i1 } %145, 0, !dbg !2168
  %147 = extractvalue { i64, i1 } %145, 1, !dbg !2168
  br i1 %147, label %159, label %158, !dbg !2168

148:                                              ; preds = %104
  %149 = load i64, i64* %100, align 8, !dbg !2168
  %150 = load i64, i64* %8, align 8, !dbg !2168
  %151 = cmpxchg i64* %98, i64 %149, i64 %150 acquire seq_cst, align 8, !dbg !2168
  %152 = extractvalue { i64, i1 } %151, 0, !dbg !2168
  %153 = extractvalue { i64, i1 } %151, 1, !dbg !2168
  br i1 %153, label %162, label %161, !dbg !2168

154:                                              ; preds = %162, %159, %156
  br label %248, !dbg !2168

155:                                              ; preds = %136
  store i64 %140, i64* %100, align 8, !dbg !2168
  br label %156, !dbg !2168

156:                                              ; preds = %155, %136
  %157 = zext i1 %141 to i8, !dbg !2168
  store i8 %157, i8* %9, align 1, !dbg !2168
  br label %154, !dbg !2168

158:                                              ; preds = %142
  store i64 %146, i64* %100, align 8, !dbg !2168
  br label %159, !dbg !2168

159:                                              ; preds = %158, %142
  %160 = zext i1 %147 to i8, !dbg !2168
  store i8 %160, i8* %9, align 1, !dbg !2168
  br label %154, !dbg !2168

161:                                              ; preds = %148
  store i64 %152, i64* %100, align 8, !dbg !2168
  br label %162, !dbg !2168

162:                                              ; preds = %161, %148
  %163 = zext i1 %153 to i8, !dbg !2168
  store i8 %163, i8* %9, align 1, !dbg !2168
  br label %154, !dbg !2168

164:                                              ; preds = %105
  %165 = load i64, i64* %100, align 8, !dbg !2168
  %166 = load i64, i64* %8, align 8, !dbg !2168
  %167 = cmpxchg i64* %98, i64 %165, i64 %166 release monotonic, align 8, !dbg !2168
  %168 = extractvalue { i64, i1 } %167, 0, !dbg !2168
  %169 = extractvalue { i64, i1 } %167, 1, !dbg !2168
  br i1 %169, label %184, label %183, !dbg !2168

170:                                              ; preds = %105, %105
  %171 = load i64, i64* %100, align 8, !dbg !2168
  %172 = load i64, i64* %8, align 8, !dbg !2168
  %173 = cmpxchg i64* %98, i64 %171, i64 %172 release acquire, align 8, !dbg !2168
  %174 = extractvalue { i64, i1 } %173, 0, !dbg !2168
  %175 = extractvalue { i64, i1 } %173, 1, !dbg !2168
  br i1 %175, label %187, label %186, !dbg !2168

176:                                              ; preds = %105
  %177 = load i64, i64* %100, align 8, !dbg !2168
  %178 = load i64, i64* %8, align 8, !dbg !2168
  %179 = cmpxchg i64* %98, i64 %177, i64 %178 release seq_cst, align 8, !dbg !2168
  %180 = extractvalue { i64, i1 } %179, 0, !dbg !2168
  %181 = extractvalue { i64, i1 } %179, 1, !dbg !2168
  br i1 %181, label %190, label %189, !dbg !2168

182:                                              ; preds = %190, %187, %184
  br label %248, !dbg !2168

183:                                              ; preds = %164
  store i64 %168, i64* %100, align 8, !dbg !2168
  br label %184, !dbg !2168

184:                                              ; preds = %183, %164
  %185 = zext i1 %169 to i8, !dbg !2168
  store i8 %185, i8* %9, align 1, !dbg !2168
  br label %182, !dbg !2168

186:                                              ; preds = %170
  store i64 %174, i64* %100, align 8, !dbg !2168
  br label %187, !dbg !2168

187:                                              ; preds = %186, %170
  %188 = zext i1 %175 to i8, !dbg !2168
  store i8 %188, i8* %9, align 1, !dbg !2168
  br label %182, !dbg !2168

189:                                              ; preds = %176
  store i64 %180, i64* %100, align 8, !dbg !2168
  br label %190, !dbg !2168

190:                                              ; preds = %189, %176
  %191 = zext i1 %181 to i8, !dbg !2168
  store i8 %191, i8* %9, align 1, !dbg !2168
  br label %182, !dbg !2168

192:                                              ; preds = %106
  %193 = load i64, i64* %100, align 8, !dbg !2168
  %194 = load i64, i64* %8, align 8, !dbg !2168
  %195 = cmpxchg i64* %98, i64 %193, i64 %194 acq_rel monotonic, align 8, !dbg !2168
  %196 = extractvalue { i64, i1 } %195, 0, !dbg !2168
  %197 = extractvalue { i64, i1 } %195, 1, !dbg !2168
  br i1 %197, label %212, label %211, !dbg !2168

198:                                              ; preds = %106, %106
  %199 = load i64, i64* %100, align 8, !dbg !2168
  %200 = load i64, i64* %8, align 8, !dbg !2168
  %201 = cmpxchg i64* %98, i64 %199, i64 %200 acq_rel acquire, align 8, !dbg !2168
  %202 = extractvalue { i64, i1 } %201, 0, !dbg !2168
  %203 = extractvalue { i64, i1 } %201, 1, !dbg !2168
  br i1 %203, label %215, label %214, !dbg !2168

204:                                              ; preds = %106
  %205 = load i64, i64* %100, align 8, !dbg !2168
  %206 = load i64, i64* %8, align 8, !dbg !2168
  %207 = cmpxchg i64* %98, i64 %205, i64 %206 acq_rel seq_cst, align 8, !dbg !2168
  %208 = extractvalue { i64, i1 } %207, 0, !dbg !2168
  %209 = extractvalue { i64, i1 } %207, 1, !dbg !2168
  br i1 %209, label %218, label %217, !dbg !2168

210:                                              ; preds = %218, %215, %212
  br label %248, !dbg !2168

211:                                              ; preds = %192
  store i64 %196, i64* %100, align 8, !dbg !2168
  br label %212, !dbg !2168

212:                                              ; preds = %211, %192
  %213 = zext i1 %197 to i8, !dbg !2168
  store i8 %213, i8* %9, align 1, !dbg !2168
  br label %210, !dbg !2168

214:                                              ; preds = %198
  store i64 %202, i64* %100, align 8, !dbg !2168
  br label %215, !dbg !2168

215:                                              ; preds = %214, %198
  %216 = zext i1 %203 to i8, !dbg !2168
  store i8 %216, i8* %9, align 1, !dbg !2168
  br label %210, !dbg !2168

217:                                              ; preds = %204
  store i64 %208, i64* %100, align 8, !dbg !2168
  br label %218, !dbg !2168

218:                                              ; preds = %217, %204
  %219 = zext i1 %209 to i8, !dbg !2168
  store i8 %219, i8* %9, align 1, !dbg !2168
  br label %210, !dbg !2168

220:                                              ; preds = %107
  %221 = load i64, i64* %100, align 8, !dbg !2168
  %222 = load i64, i64* %8, align 8, !dbg !2168
  %223 = cmpxchg i64* %98, i64 %221, i64 %222 seq_cst monotonic, align 8, !dbg !2168
  %224 = extractvalue { i64, i1 } %223, 0, !dbg !2168
  %225 = extractvalue { i64, i1 } %223, 1, !dbg !2168
  br i1 %225, label %240, label %239, !dbg !2168

226:                                              ; preds = %107, %107
  %227 = load i64, i64* %100, align 8, !dbg !2168
  %228 = load i64, i64* %8, align 8, !dbg !2168
  %229 = cmpxchg i64* %98, i64 %227, i64 %228 seq_cst acquire, align 8, !dbg !2168
  %230 = extractvalue { i64, i1 } %229, 0, !dbg !2168
  %231 = extractvalue { i64, i1 } %229, 1, !dbg !2168
  br i1 %231, label %243, label %242, !dbg !2168

232:                                              ; preds = %107
  %233 = load i64, i64* %100, align 8, !dbg !2168
  %234 = load i64, i64* %8, align 8, !dbg !2168
  %235 = cmpxchg i64* %98, i64 %233, i64 %234 seq_cst seq_cst, align 8, !dbg !2168
  %236 = extractvalue { i64, i1 } %235, 0, !dbg !2168
  %237 = extractvalue { i64, i1 } %235, 1, !dbg !2168
  br i1 %237, label %246, label %245, !dbg !2168

238:                                              ; preds = %246, %243, %240
  br label %248, !dbg !2168

239:                                              ; preds = %220
  store i64 %224, i64* %100, align 8, !dbg !2168
  br label %240, !dbg !2168

240:                                              ; preds = %239, %220
  %241 = zext i1 %225 to i8, !dbg !2168
  store i8 %241, i8* %9, align 1, !dbg !2168
  br label %238, !dbg !2168

242:                                              ; preds = %226
  store i64 %230, i64* %100, align 8, !dbg !2168
  br label %243, !dbg !2168

243:                                              ; preds = %242, %226
  %244 = zext i1 %231 to i8, !dbg !2168
  store i8 %244, i8* %9, align 1, !dbg !2168
  br label %238, !dbg !2168

245:                                              ; preds = %232
  store i64 %236, i64* %100, align 8, !dbg !2168
  br label %246, !dbg !2168

246:                                              ; preds = %245, %232
  %247 = zext i1 %237 to i8, !dbg !2168
  store i8 %247, i8* %9, align 1, !dbg !2168
  br label %238, !dbg !2168

248:                                              ; preds = %126, %154, %182, %210, %238
  %249 = load i8, i8* %9, align 1, !dbg !2168
  %250 = trunc i8 %249 to i1, !dbg !2168
  call void @llvm.dbg.declare(metadata %"class.std::__cxx11::basic_string"* %33, metadata !2170, metadata !DIExpression()), !dbg !2176
  call void @_ZNSaIcEC1Ev(%"class.std::allocator.7"* noundef nonnull align 1 dereferenceable(1) %34) #12, !dbg !2177
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EPKcRKS3_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %33, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), %"class.std::allocator.7"* noundef nonnull align 1 dereferenceable(1) %34)
          to label %251 unwind label %275, !dbg !2177

251:                                              ; preds = %248
  call void @_ZNSaIcED1Ev(%"class.std::allocator.7"* noundef nonnull align 1 dereferenceable(1) %34) #12, !dbg !2176
  %252 = load i32, i32* %20, align 4, !dbg !2178
  call void @_ZNSt7__cxx119to_stringEi(%"class.std::__cxx11::basic_string"* sret(%"class.std::__cxx11::basic_string") align 8 %35, i32 noundef %252) #12, !dbg !2179
  %253 = invoke noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLERKS4_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %33, %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %35)
          to label %254 unwind label %279, !dbg !2180

254:                                              ; preds = %251
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %35) #12, !dbg !2181
  %255 = invoke noundef nonnull align 4 dereferenceable(4) i32* @_ZN3BoxIiE3getEv(%struct.Box* noundef nonnull align 4 dereferenceable(4) %22)
          to label %256 unwind label %283, !dbg !2182

256:                                              ; preds = %254
  %257 = load i32, i32* %255, align 4, !dbg !2182
  %258 = invoke noundef nonnull align 4 dereferenceable(4) i32* @_ZN3BoxIjE3getEv(%struct.Box.0* noundef nonnull align 4 dereferenceable(4) %23)
          to label %259 unwind label %283, !dbg !2183

259:                                              ; preds = %256
  %260 = load i32, i32* %258, align 4, !dbg !2183
  %261 = invoke noundef nonnull align 8 dereferenceable(16) %struct.S* @_ZNK3BoxI1SE4cgetEv(%struct.Box.1* noundef nonnull align 8 dereferenceable(16) %24)
          to label %262 unwind label %283, !dbg !2184

262:                                              ; preds = %259
  %263 = getelementptr inbounds %struct.S, %struct.S* %261, i32 0, i32 0, !dbg !2185
  %264 = load i32, i32* %263, align 8, !dbg !2185
  %265 = call noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %25) #12, !dbg !2186
  %266 = call noundef i64 @_ZNKSt6vectorIjSaIjEE4sizeEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %29) #12, !dbg !2187
  %267 = call noundef i8* @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %33) #12, !dbg !2188
  %268 = load i32, i32* %20, align 4, !dbg !2189
  %269 = call noundef i32 @_Z2f1i(i32 noundef %268), !dbg !2190
  %270 = load i32, i32* %20, align 4, !dbg !2191
  %271 = call noundef i32 @_Z2f2i(i32 noundef %270), !dbg !2192
  %272 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i32 noundef %257, i32 noundef %260, i32 noundef %264, i64 noundef %265, i64 noundef %266, i8* noundef %267, i32 noundef %269, i32 noundef %271)
          to label %273 unwind label %283, !dbg !2193

273:                                              ; preds = %262
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %33) #12, !dbg !2194
  call void @_ZNSt6vectorIjSaIjEED2Ev(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %29) #12, !dbg !2194
  call void @_ZNSt6vectorIiSaIiEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %25) #12, !dbg !2194
  %274 = load i32, i32* %19, align 4, !dbg !2194
  ret i32 %274, !dbg !2194

275:                                              ; preds = %248
  %276 = landingpad { i8*, i32 }
          cleanup, !dbg !2194
  %277 = extractvalue { i8*, i32 } %276, 0, !dbg !2194
  store i8* %277, i8** %27, align 8, !dbg !2194
  %278 = extractvalue { i8*, i32 } %276, 1, !dbg !2194
  store i32 %278, i32* %28, align 4, !dbg !2194
  call void @_ZNSaIcED1Ev(%"class.std::allocator.7"* noundef nonnull align 1 dereferenceable(1) %34) #12, !dbg !2176
  br label %288, !dbg !2176

279:                                              ; preds = %251
  %280 = landingpad { i8*, i32 }
          cleanup, !dbg !2194
  %281 = extractvalue { i8*, i32 } %280, 0, !dbg !2194
  store i8* %281, i8** %27, align 8, !dbg !2194
  %282 = extractvalue { i8*, i32 } %280, 1, !dbg !2194
  store i32 %282, i32* %28, align 4, !dbg !2194
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %35) #12, !dbg !2181
  br label %287, !dbg !2181

283:                                              ; preds = %262, %259, %256, %254
  %284 = landingpad { i8*, i32 }
          cleanup, !dbg !2194
  %285 = extractvalue { i8*, i32 } %284, 0, !dbg !2194
  store i8* %285, i8** %27, align 8, !dbg !2194
  %286 = extractvalue { i8*, i32 } %284, 1, !dbg !2194
  store i32 %286, i32* %28, align 4, !dbg !2194
  br label %287, !dbg !2194

287:                                              ; preds = %283, %279
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %33) #12, !dbg !2194
  br label %288, !dbg !2194

288:                                              ; preds = %287, %275, %65
  call void @_ZNSt6vectorIjSaIjEED2Ev(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %29) #12, !dbg !2194
  br label %289, !dbg !2194

289:                                              ; preds = %288, %50
  call void @_ZNSt6vectorIiSaIiEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %25) #12, !dbg !2194
  br label %290, !dbg !2194

290:                                              ; preds = %289
  %291 = load i8*, i8** %27, align 8, !dbg !2194
  %292 = load i32, i32* %28, align 4, !dbg !2194
  %293 = insertvalue { i8*, i32 } undef, i8* %291, 0, !dbg !2194
  %294 = insertvalue { i8*, i32 } %293, i32 %292, 1, !dbg !2194
  resume { i8*, i32 } %294, !dbg !2194
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEEC2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !2195 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !2196, metadata !DIExpression()), !dbg !2198
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !2199
  call void @_ZNSt12_Vector_baseIiSaIiEEC2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %4) #12, !dbg !2200
  ret void, !dbg !2199
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEE9push_backERKi(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i32* noundef nonnull align 4 dereferenceable(4) %1) #5 comdat align 2 !dbg !2201 {
  %3 = alloca %"class.std::vector"*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !2202, metadata !DIExpression()), !dbg !2203
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !2204, metadata !DIExpression()), !dbg !2205
  %6 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %7 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !2206
  %8 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !2206
  %9 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2208
  %10 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %9, i32 0, i32 1, !dbg !2209
  %11 = load i32*, i32** %10, align 8, !dbg !2209
  %12 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !2210
  %13 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %12, i32 0, i32 0, !dbg !2210
  %14 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %13 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2211
  %15 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %14, i32 0, i32 2, !dbg !2212
  %16 = load i32*, i32** %15, align 8, !dbg !2212
  %17 = icmp ne i32* %11, %16, !dbg !2213
  br i1 %17, label %18, label %34, !dbg !2214

18:                                               ; preds = %2
  %19 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !2215
  %20 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %19, i32 0, i32 0, !dbg !2215
  %21 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %20 to %"class.std::allocator"*, !dbg !2217
  %22 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !2218
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %22, i32 0, i32 0, !dbg !2218
  %24 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %23 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2219
  %25 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %24, i32 0, i32 1, !dbg !2220
  %26 = load i32*, i32** %25, align 8, !dbg !2220
  %27 = load i32*, i32** %4, align 8, !dbg !2221
  call void @_ZNSt16allocator_traitsISaIiEE9constructIiJRKiEEEvRS0_PT_DpOT0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %21, i32* noundef %26, i32* noundef nonnull align 4 dereferenceable(4) %27) #12, !dbg !2222
  %28 = bitcast %"class.std::vector"* %6 to %"struct.std::_Vector_base"*, !dbg !2223
  %29 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %28, i32 0, i32 0, !dbg !2223
  %30 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %29 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2224
  %31 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %30, i32 0, i32 1, !dbg !2225
  %32 = load i32*, i32** %31, align 8, !dbg !2226
  %33 = getelementptr inbounds i32, i32* %32, i32 1, !dbg !2226
  store i32* %33, i32** %31, align 8, !dbg !2226
  br label %40, !dbg !2227

34:                                               ; preds = %2
  %35 = call i32* @_ZNSt6vectorIiSaIiEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %6) #12, !dbg !2228
  %36 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !2228
  store i32* %35, i32** %36, align 8, !dbg !2228
  %37 = load i32*, i32** %4, align 8, !dbg !2229
  %38 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !2230
  %39 = load i32*, i32** %38, align 8, !dbg !2230
  call void @_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJRKiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %6, i32* %39, i32* noundef nonnull align 4 dereferenceable(4) %37), !dbg !2230
  br label %40

40:                                               ; preds = %34, %18
  ret void, !dbg !2231
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIjSaIjEEC2Ev(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !2232 {
  %2 = alloca %"class.std::vector.2"*, align 8
  store %"class.std::vector.2"* %0, %"class.std::vector.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.2"** %2, metadata !2233, metadata !DIExpression()), !dbg !2235
  %3 = load %"class.std::vector.2"*, %"class.std::vector.2"** %2, align 8
  %4 = bitcast %"class.std::vector.2"* %3 to %"struct.std::_Vector_base.3"*, !dbg !2236
  call void @_ZNSt12_Vector_baseIjSaIjEEC2Ev(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %4) #12, !dbg !2237
  ret void, !dbg !2236
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIjSaIjEE9push_backEOj(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %0, i32* noundef nonnull align 4 dereferenceable(4) %1) #5 comdat align 2 !dbg !2238 {
  %3 = alloca %"class.std::vector.2"*, align 8
  %4 = alloca i32*, align 8
  store %"class.std::vector.2"* %0, %"class.std::vector.2"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.2"** %3, metadata !2239, metadata !DIExpression()), !dbg !2240
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !2241, metadata !DIExpression()), !dbg !2242
  %5 = load %"class.std::vector.2"*, %"class.std::vector.2"** %3, align 8
  %6 = load i32*, i32** %4, align 8, !dbg !2243
  %7 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt4moveIRjEONSt16remove_referenceIT_E4typeEOS2_(i32* noundef nonnull align 4 dereferenceable(4) %6) #12, !dbg !2244
  call void @_ZNSt6vectorIjSaIjEE12emplace_backIJjEEEvDpOT_(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %5, i32* noundef nonnull align 4 dereferenceable(4) %7), !dbg !2245
  ret void, !dbg !2246
}

; Function Attrs: nounwind
declare void @_ZNSaIcEC1Ev(%"class.std::allocator.7"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #6

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EPKcRKS3_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i8* noundef, %"class.std::allocator.7"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSaIcED1Ev(%"class.std::allocator.7"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx119to_stringEi(%"class.std::__cxx11::basic_string"* noalias sret(%"class.std::__cxx11::basic_string") align 8 %0, i32 noundef %1) #0 comdat personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2247 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i1, align 1
  %9 = alloca %"class.std::allocator.7", align 1
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  %12 = bitcast %"class.std::__cxx11::basic_string"* %0 to i8*
  store i8* %12, i8** %3, align 8
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !2251, metadata !DIExpression()), !dbg !2252
  call void @llvm.dbg.declare(metadata i8* %5, metadata !2253, metadata !DIExpression()), !dbg !2254
  %13 = load i32, i32* %4, align 4, !dbg !2255
  %14 = icmp slt i32 %13, 0, !dbg !2256
  %15 = zext i1 %14 to i8, !dbg !2254
  store i8 %15, i8* %5, align 1, !dbg !2254
  call void @llvm.dbg.declare(metadata i32* %6, metadata !2257, metadata !DIExpression()), !dbg !2258
  %16 = load i8, i8* %5, align 1, !dbg !2259
  %17 = trunc i8 %16 to i1, !dbg !2259
  br i1 %17, label %18, label %22, !dbg !2259

18:                                               ; preds = %2
  %19 = load i32, i32* %4, align 4, !dbg !2260
  %20 = xor i32 %19, -1, !dbg !2261
  %21 = add i32 %20, 1, !dbg !2262
  br label %24, !dbg !2259

22:                                               ; preds = %2
  %23 = load i32, i32* %4, align 4, !dbg !2263
  br label %24, !dbg !2259

24:                                               ; preds = %22, %18
  %25 = phi i32 [ %21, %18 ], [ %23, %22 ], !dbg !2259
  store i32 %25, i32* %6, align 4, !dbg !2258
  call void @llvm.dbg.declare(metadata i32* %7, metadata !2264, metadata !DIExpression()), !dbg !2265
  %26 = load i32, i32* %6, align 4, !dbg !2266
  %27 = call noundef i32 @_ZNSt8__detail14__to_chars_lenIjEEjT_i(i32 noundef %26, i32 noundef 10) #12, !dbg !2267
  store i32 %27, i32* %7, align 4, !dbg !2265
  store i1 false, i1* %8, align 1, !dbg !2268
  call void @llvm.dbg.declare(metadata i8** %3, metadata !2269, metadata !DIExpression(DW_OP_deref)), !dbg !2270
  %28 = load i8, i8* %5, align 1, !dbg !2271
  %29 = trunc i8 %28 to i1, !dbg !2271
  %30 = zext i1 %29 to i32, !dbg !2271
  %31 = load i32, i32* %7, align 4, !dbg !2272
  %32 = add i32 %30, %31, !dbg !2273
  %33 = zext i32 %32 to i64, !dbg !2271
  call void @_ZNSaIcEC1Ev(%"class.std::allocator.7"* noundef nonnull align 1 dereferenceable(1) %9) #12, !dbg !2270
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EmcRKS3_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %33, i8 noundef signext 45, %"class.std::allocator.7"* noundef nonnull align 1 dereferenceable(1) %9)
          to label %34 unwind label %43, !dbg !2270

34:                                               ; preds = %24
  call void @_ZNSaIcED1Ev(%"class.std::allocator.7"* noundef nonnull align 1 dereferenceable(1) %9) #12, !dbg !2270
  %35 = load i8, i8* %5, align 1, !dbg !2274
  %36 = trunc i8 %35 to i1, !dbg !2274
  %37 = zext i1 %36 to i64, !dbg !2274
  %38 = invoke noundef nonnull align 1 dereferenceable(1) i8* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %37)
          to label %39 unwind label %47, !dbg !2275

39:                                               ; preds = %34
  %40 = load i32, i32* %7, align 4, !dbg !2276
  %41 = load i32, i32* %6, align 4, !dbg !2277
  call void @_ZNSt8__detail18__to_chars_10_implIjEEvPcjT_(i8* noundef %38, i32 noundef %40, i32 noundef %41) #12, !dbg !2278
  store i1 true, i1* %8, align 1, !dbg !2279
  %42 = load i1, i1* %8, align 1, !dbg !2280
  br i1 %42, label %52, label %51, !dbg !2280

43:                                               ; preds = %24
  %44 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2280
  %45 = extractvalue { i8*, i32 } %44, 0, !dbg !2280
  store i8* %45, i8** %10, align 8, !dbg !2280
  %46 = extractvalue { i8*, i32 } %44, 1, !dbg !2280
  store i32 %46, i32* %11, align 4, !dbg !2280
  call void @_ZNSaIcED1Ev(%"class.std::allocator.7"* noundef nonnull align 1 dereferenceable(1) %9) #12, !dbg !2270
  br label %53, !dbg !2270

47:                                               ; preds = %34
  %48 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2280
  %49 = extractvalue { i8*, i32 } %48, 0, !dbg !2280
  store i8* %49, i8** %10, align 8, !dbg !2280
  %50 = extractvalue { i8*, i32 } %48, 1, !dbg !2280
  store i32 %50, i32* %11, align 4, !dbg !2280
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0) #12, !dbg !2280
  br label %53, !dbg !2280

51:                                               ; preds = %39
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32) %0) #12, !dbg !2280
  br label %52, !dbg !2280

52:                                               ; preds = %51, %39
  ret void, !dbg !2280

53:                                               ; preds = %47, %43
  %54 = load i8*, i8** %10, align 8, !dbg !2270
  call void @__clang_call_terminate(i8* %54) #13, !dbg !2270
  unreachable, !dbg !2270
}

declare noundef nonnull align 8 dereferenceable(32) %"class.std::__cxx11::basic_string"* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEpLERKS4_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), %"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32)) #7

; Function Attrs: nounwind
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare i32 @printf(i8* noundef, ...) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZN3BoxIiE3getEv(%struct.Box* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 !dbg !2281 {
  %2 = alloca %struct.Box*, align 8
  store %struct.Box* %0, %struct.Box** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Box** %2, metadata !2282, metadata !DIExpression()), !dbg !2284
  %3 = load %struct.Box*, %struct.Box** %2, align 8
  %4 = getelementptr inbounds %struct.Box, %struct.Box* %3, i32 0, i32 0, !dbg !2285
  ret i32* %4, !dbg !2286
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZN3BoxIjE3getEv(%struct.Box.0* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat align 2 !dbg !2287 {
  %2 = alloca %struct.Box.0*, align 8
  store %struct.Box.0* %0, %struct.Box.0** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Box.0** %2, metadata !2288, metadata !DIExpression()), !dbg !2290
  %3 = load %struct.Box.0*, %struct.Box.0** %2, align 8
  %4 = getelementptr inbounds %struct.Box.0, %struct.Box.0* %3, i32 0, i32 0, !dbg !2291
  ret i32* %4, !dbg !2292
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(16) %struct.S* @_ZNK3BoxI1SE4cgetEv(%struct.Box.1* noundef nonnull align 8 dereferenceable(16) %0) #0 comdat align 2 !dbg !2293 {
  %2 = alloca %struct.Box.1*, align 8
  store %struct.Box.1* %0, %struct.Box.1** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.Box.1** %2, metadata !2294, metadata !DIExpression()), !dbg !2296
  %3 = load %struct.Box.1*, %struct.Box.1** %2, align 8
  %4 = getelementptr inbounds %struct.Box.1, %struct.Box.1* %3, i32 0, i32 0, !dbg !2297
  ret %struct.S* %4, !dbg !2298
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2299 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !2300, metadata !DIExpression()), !dbg !2302
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !2303
  %5 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %4, i32 0, i32 0, !dbg !2303
  %6 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2304
  %7 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %6, i32 0, i32 1, !dbg !2305
  %8 = load i32*, i32** %7, align 8, !dbg !2305
  %9 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !2306
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %9, i32 0, i32 0, !dbg !2306
  %11 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2307
  %12 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !2308
  %13 = load i32*, i32** %12, align 8, !dbg !2308
  %14 = ptrtoint i32* %8 to i64, !dbg !2309
  %15 = ptrtoint i32* %13 to i64, !dbg !2309
  %16 = sub i64 %14, %15, !dbg !2309
  %17 = sdiv exact i64 %16, 4, !dbg !2309
  ret i64 %17, !dbg !2310
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIjSaIjEE4sizeEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2311 {
  %2 = alloca %"class.std::vector.2"*, align 8
  store %"class.std::vector.2"* %0, %"class.std::vector.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.2"** %2, metadata !2312, metadata !DIExpression()), !dbg !2314
  %3 = load %"class.std::vector.2"*, %"class.std::vector.2"** %2, align 8
  %4 = bitcast %"class.std::vector.2"* %3 to %"struct.std::_Vector_base.3"*, !dbg !2315
  %5 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %4, i32 0, i32 0, !dbg !2315
  %6 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %5 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !2316
  %7 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %6, i32 0, i32 1, !dbg !2317
  %8 = load i32*, i32** %7, align 8, !dbg !2317
  %9 = bitcast %"class.std::vector.2"* %3 to %"struct.std::_Vector_base.3"*, !dbg !2318
  %10 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %9, i32 0, i32 0, !dbg !2318
  %11 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !2319
  %12 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %11, i32 0, i32 0, !dbg !2320
  %13 = load i32*, i32** %12, align 8, !dbg !2320
  %14 = ptrtoint i32* %8 to i64, !dbg !2321
  %15 = ptrtoint i32* %13 to i64, !dbg !2321
  %16 = sub i64 %14, %15, !dbg !2321
  %17 = sdiv exact i64 %16, 4, !dbg !2321
  ret i64 %17, !dbg !2322
}

; Function Attrs: nounwind
declare noundef i8* @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE5c_strEv(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32)) #6

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIjSaIjEED2Ev(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2323 {
  %2 = alloca %"class.std::vector.2"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector.2"* %0, %"class.std::vector.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.2"** %2, metadata !2324, metadata !DIExpression()), !dbg !2325
  %5 = load %"class.std::vector.2"*, %"class.std::vector.2"** %2, align 8
  %6 = bitcast %"class.std::vector.2"* %5 to %"struct.std::_Vector_base.3"*, !dbg !2326
  %7 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %6, i32 0, i32 0, !dbg !2326
  %8 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !2328
  %9 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !2329
  %10 = load i32*, i32** %9, align 8, !dbg !2329
  %11 = bitcast %"class.std::vector.2"* %5 to %"struct.std::_Vector_base.3"*, !dbg !2330
  %12 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %11, i32 0, i32 0, !dbg !2330
  %13 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !2331
  %14 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !2332
  %15 = load i32*, i32** %14, align 8, !dbg !2332
  %16 = bitcast %"class.std::vector.2"* %5 to %"struct.std::_Vector_base.3"*, !dbg !2333
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.4"* @_ZNSt12_Vector_baseIjSaIjEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %16) #12, !dbg !2333
  invoke void @_ZSt8_DestroyIPjjEvT_S1_RSaIT0_E(i32* noundef %10, i32* noundef %15, %"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !2334

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector.2"* %5 to %"struct.std::_Vector_base.3"*, !dbg !2335
  call void @_ZNSt12_Vector_baseIjSaIjEED2Ev(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %19) #12, !dbg !2335
  ret void, !dbg !2336

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2335
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !2335
  store i8* %22, i8** %3, align 8, !dbg !2335
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !2335
  store i32 %23, i32* %4, align 4, !dbg !2335
  %24 = bitcast %"class.std::vector.2"* %5 to %"struct.std::_Vector_base.3"*, !dbg !2335
  call void @_ZNSt12_Vector_baseIjSaIjEED2Ev(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %24) #12, !dbg !2335
  br label %25, !dbg !2335

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !2335
  call void @__clang_call_terminate(i8* %26) #13, !dbg !2335
  unreachable, !dbg !2335
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEED2Ev(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2337 {
  %2 = alloca %"class.std::vector"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !2338, metadata !DIExpression()), !dbg !2339
  %5 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %6 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2340
  %7 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %6, i32 0, i32 0, !dbg !2340
  %8 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %7 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2342
  %9 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %8, i32 0, i32 0, !dbg !2343
  %10 = load i32*, i32** %9, align 8, !dbg !2343
  %11 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2344
  %12 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %11, i32 0, i32 0, !dbg !2344
  %13 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %12 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2345
  %14 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %13, i32 0, i32 1, !dbg !2346
  %15 = load i32*, i32** %14, align 8, !dbg !2346
  %16 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2347
  %17 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %16) #12, !dbg !2347
  invoke void @_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E(i32* noundef %10, i32* noundef %15, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %17)
          to label %18 unwind label %20, !dbg !2348

18:                                               ; preds = %1
  %19 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2349
  call void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %19) #12, !dbg !2349
  ret void, !dbg !2350

20:                                               ; preds = %1
  %21 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2349
  %22 = extractvalue { i8*, i32 } %21, 0, !dbg !2349
  store i8* %22, i8** %3, align 8, !dbg !2349
  %23 = extractvalue { i8*, i32 } %21, 1, !dbg !2349
  store i32 %23, i32* %4, align 4, !dbg !2349
  %24 = bitcast %"class.std::vector"* %5 to %"struct.std::_Vector_base"*, !dbg !2349
  call void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %24) #12, !dbg !2349
  br label %25, !dbg !2349

25:                                               ; preds = %20
  %26 = load i8*, i8** %3, align 8, !dbg !2349
  call void @__clang_call_terminate(i8* %26) #13, !dbg !2349
  unreachable, !dbg !2349
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEEC2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !2351 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !2352, metadata !DIExpression()), !dbg !2354
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !2355
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %4) #12, !dbg !2355
  ret void, !dbg !2356
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !2357 {
  %2 = alloca %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %0, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, metadata !2358, metadata !DIExpression()), !dbg !2360
  %3 = load %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !2361
  call void @_ZNSaIiEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !2362
  %5 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %3 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2361
  call void @_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %5) #12, !dbg !2363
  ret void, !dbg !2364
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIiEC2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 !dbg !2365 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !2366, metadata !DIExpression()), !dbg !2368
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !2369
  call void @_ZNSt15__new_allocatorIiEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !2370
  ret void, !dbg !2371
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !2372 {
  %2 = alloca %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"** %2, metadata !2373, metadata !DIExpression()), !dbg !2375
  %3 = load %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !2376
  store i32* null, i32** %4, align 8, !dbg !2376
  %5 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !2377
  store i32* null, i32** %5, align 8, !dbg !2377
  %6 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !2378
  store i32* null, i32** %6, align 8, !dbg !2378
  ret void, !dbg !2379
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiEC2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 !dbg !2380 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2381, metadata !DIExpression()), !dbg !2383
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !2384
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIjSaIjEEC2Ev(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !2385 {
  %2 = alloca %"struct.std::_Vector_base.3"*, align 8
  store %"struct.std::_Vector_base.3"* %0, %"struct.std::_Vector_base.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.3"** %2, metadata !2386, metadata !DIExpression()), !dbg !2388
  %3 = load %"struct.std::_Vector_base.3"*, %"struct.std::_Vector_base.3"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %3, i32 0, i32 0, !dbg !2389
  call void @_ZNSt12_Vector_baseIjSaIjEE12_Vector_implC2Ev(%"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %4) #12, !dbg !2389
  ret void, !dbg !2390
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIjSaIjEE12_Vector_implC2Ev(%"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !2391 {
  %2 = alloca %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %0, %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"** %2, metadata !2392, metadata !DIExpression()), !dbg !2394
  %3 = load %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"*, %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %3 to %"class.std::allocator.4"*, !dbg !2395
  call void @_ZNSaIjEC2Ev(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !2396
  %5 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %3 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !2395
  call void @_ZNSt12_Vector_baseIjSaIjEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %5) #12, !dbg !2397
  ret void, !dbg !2398
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIjEC2Ev(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 !dbg !2399 {
  %2 = alloca %"class.std::allocator.4"*, align 8
  store %"class.std::allocator.4"* %0, %"class.std::allocator.4"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.4"** %2, metadata !2400, metadata !DIExpression()), !dbg !2402
  %3 = load %"class.std::allocator.4"*, %"class.std::allocator.4"** %2, align 8
  %4 = bitcast %"class.std::allocator.4"* %3 to %"class.std::__new_allocator.5"*, !dbg !2403
  call void @_ZNSt15__new_allocatorIjEC2Ev(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !2404
  ret void, !dbg !2405
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIjSaIjEE17_Vector_impl_dataC2Ev(%"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !2406 {
  %2 = alloca %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, align 8
  store %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %0, %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"** %2, metadata !2407, metadata !DIExpression()), !dbg !2409
  %3 = load %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %3, i32 0, i32 0, !dbg !2410
  store i32* null, i32** %4, align 8, !dbg !2410
  %5 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %3, i32 0, i32 1, !dbg !2411
  store i32* null, i32** %5, align 8, !dbg !2411
  %6 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %3, i32 0, i32 2, !dbg !2412
  store i32* null, i32** %6, align 8, !dbg !2412
  ret void, !dbg !2413
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIjEC2Ev(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 !dbg !2414 {
  %2 = alloca %"class.std::__new_allocator.5"*, align 8
  store %"class.std::__new_allocator.5"* %0, %"class.std::__new_allocator.5"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.5"** %2, metadata !2415, metadata !DIExpression()), !dbg !2417
  %3 = load %"class.std::__new_allocator.5"*, %"class.std::__new_allocator.5"** %2, align 8
  ret void, !dbg !2418
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt8__detail14__to_chars_lenIjEEjT_i(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !2419 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !2422, metadata !DIExpression()), !dbg !2423
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !2424, metadata !DIExpression()), !dbg !2425
  call void @llvm.dbg.declare(metadata i32* %6, metadata !2426, metadata !DIExpression()), !dbg !2427
  store i32 1, i32* %6, align 4, !dbg !2427
  call void @llvm.dbg.declare(metadata i32* %7, metadata !2428, metadata !DIExpression()), !dbg !2429
  %10 = load i32, i32* %5, align 4, !dbg !2430
  %11 = load i32, i32* %5, align 4, !dbg !2431
  %12 = mul nsw i32 %10, %11, !dbg !2432
  store i32 %12, i32* %7, align 4, !dbg !2429
  call void @llvm.dbg.declare(metadata i32* %8, metadata !2433, metadata !DIExpression()), !dbg !2434
  %13 = load i32, i32* %7, align 4, !dbg !2435
  %14 = load i32, i32* %5, align 4, !dbg !2436
  %15 = mul i32 %13, %14, !dbg !2437
  store i32 %15, i32* %8, align 4, !dbg !2434
  call void @llvm.dbg.declare(metadata i64* %9, metadata !2438, metadata !DIExpression()), !dbg !2440
  %16 = load i32, i32* %8, align 4, !dbg !2441
  %17 = load i32, i32* %5, align 4, !dbg !2442
  %18 = mul i32 %16, %17, !dbg !2443
  %19 = zext i32 %18 to i64, !dbg !2441
  store i64 %19, i64* %9, align 8, !dbg !2440
  br label %20, !dbg !2444

20:                                               ; preds = %48, %2
  %21 = load i32, i32* %4, align 4, !dbg !2445
  %22 = load i32, i32* %5, align 4, !dbg !2450
  %23 = icmp ult i32 %21, %22, !dbg !2451
  br i1 %23, label %24, label %26, !dbg !2452

24:                                               ; preds = %20
  %25 = load i32, i32* %6, align 4, !dbg !2453
  store i32 %25, i32* %3, align 4, !dbg !2454
  br label %56, !dbg !2454

26:                                               ; preds = %20
  %27 = load i32, i32* %4, align 4, !dbg !2455
  %28 = load i32, i32* %7, align 4, !dbg !2457
  %29 = icmp ult i32 %27, %28, !dbg !2458
  br i1 %29, label %30, label %33, !dbg !2459

30:                                               ; preds = %26
  %31 = load i32, i32* %6, align 4, !dbg !2460
  %32 = add i32 %31, 1, !dbg !2461
  store i32 %32, i32* %3, align 4, !dbg !2462
  br label %56, !dbg !2462

33:                                               ; preds = %26
  %34 = load i32, i32* %4, align 4, !dbg !2463
  %35 = load i32, i32* %8, align 4, !dbg !2465
  %36 = icmp ult i32 %34, %35, !dbg !2466
  br i1 %36, label %37, label %40, !dbg !2467

37:                                               ; preds = %33
  %38 = load i32, i32* %6, align 4, !dbg !2468
  %39 = add i32 %38, 2, !dbg !2469
  store i32 %39, i32* %3, align 4, !dbg !2470
  br label %56, !dbg !2470

40:                                               ; preds = %33
  %41 = load i32, i32* %4, align 4, !dbg !2471
  %42 = zext i32 %41 to i64, !dbg !2471
  %43 = load i64, i64* %9, align 8, !dbg !2473
  %44 = icmp ult i64 %42, %43, !dbg !2474
  br i1 %44, label %45, label %48, !dbg !2475

45:                                               ; preds = %40
  %46 = load i32, i32* %6, align 4, !dbg !2476
  %47 = add i32 %46, 3, !dbg !2477
  store i32 %47, i32* %3, align 4, !dbg !2478
  br label %56, !dbg !2478

48:                                               ; preds = %40
  %49 = load i64, i64* %9, align 8, !dbg !2479
  %50 = load i32, i32* %4, align 4, !dbg !2480
  %51 = zext i32 %50 to i64, !dbg !2480
  %52 = udiv i64 %51, %49, !dbg !2480
  %53 = trunc i64 %52 to i32, !dbg !2480
  store i32 %53, i32* %4, align 4, !dbg !2480
  %54 = load i32, i32* %6, align 4, !dbg !2481
  %55 = add i32 %54, 4, !dbg !2481
  store i32 %55, i32* %6, align 4, !dbg !2481
  br label %20, !dbg !2482, !llvm.loop !2483

56:                                               ; preds = %45, %37, %30, %24
  %57 = load i32, i32* %3, align 4, !dbg !2486
  ret i32 %57, !dbg !2486
}

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1EmcRKS3_(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef signext, %"class.std::allocator.7"* noundef nonnull align 1 dereferenceable(1)) unnamed_addr #7

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(i8* %0) #8 comdat {
  %2 = call i8* @__cxa_begin_catch(i8* %0) #12
  call void @_ZSt9terminatev() #13
  unreachable
}

declare i8* @__cxa_begin_catch(i8*)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt8__detail18__to_chars_10_implIjEEvPcjT_(i8* noundef %0, i32 noundef %1, i32 noundef %2) #0 comdat !dbg !1223 {
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !2487, metadata !DIExpression()), !dbg !2488
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !2489, metadata !DIExpression()), !dbg !2490
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !2491, metadata !DIExpression()), !dbg !2492
  call void @llvm.dbg.declare(metadata i32* %7, metadata !2493, metadata !DIExpression()), !dbg !2494
  %10 = load i32, i32* %5, align 4, !dbg !2495
  %11 = sub i32 %10, 1, !dbg !2496
  store i32 %11, i32* %7, align 4, !dbg !2494
  br label %12, !dbg !2497

12:                                               ; preds = %15, %3
  %13 = load i32, i32* %6, align 4, !dbg !2498
  %14 = icmp uge i32 %13, 100, !dbg !2499
  br i1 %14, label %15, label %41, !dbg !2497

15:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i32* %8, metadata !2500, metadata !DIExpression()), !dbg !2502
  %16 = load i32, i32* %6, align 4, !dbg !2503
  %17 = urem i32 %16, 100, !dbg !2504
  %18 = mul i32 %17, 2, !dbg !2505
  store i32 %18, i32* %8, align 4, !dbg !2502
  %19 = load i32, i32* %6, align 4, !dbg !2506
  %20 = udiv i32 %19, 100, !dbg !2506
  store i32 %20, i32* %6, align 4, !dbg !2506
  %21 = load i32, i32* %8, align 4, !dbg !2507
  %22 = add i32 %21, 1, !dbg !2508
  %23 = zext i32 %22 to i64, !dbg !2509
  %24 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %23, !dbg !2509
  %25 = load i8, i8* %24, align 1, !dbg !2509
  %26 = load i8*, i8** %4, align 8, !dbg !2510
  %27 = load i32, i32* %7, align 4, !dbg !2511
  %28 = zext i32 %27 to i64, !dbg !2510
  %29 = getelementptr inbounds i8, i8* %26, i64 %28, !dbg !2510
  store i8 %25, i8* %29, align 1, !dbg !2512
  %30 = load i32, i32* %8, align 4, !dbg !2513
  %31 = zext i32 %30 to i64, !dbg !2514
  %32 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %31, !dbg !2514
  %33 = load i8, i8* %32, align 1, !dbg !2514
  %34 = load i8*, i8** %4, align 8, !dbg !2515
  %35 = load i32, i32* %7, align 4, !dbg !2516
  %36 = sub i32 %35, 1, !dbg !2517
  %37 = zext i32 %36 to i64, !dbg !2515
  %38 = getelementptr inbounds i8, i8* %34, i64 %37, !dbg !2515
  store i8 %33, i8* %38, align 1, !dbg !2518
  %39 = load i32, i32* %7, align 4, !dbg !2519
  %40 = sub i32 %39, 2, !dbg !2519
  store i32 %40, i32* %7, align 4, !dbg !2519
  br label %12, !dbg !2497, !llvm.loop !2520

41:                                               ; preds = %12
  %42 = load i32, i32* %6, align 4, !dbg !2522
  %43 = icmp uge i32 %42, 10, !dbg !2524
  br i1 %43, label %44, label %60, !dbg !2525

44:                                               ; preds = %41
  call void @llvm.dbg.declare(metadata i32* %9, metadata !2526, metadata !DIExpression()), !dbg !2528
  %45 = load i32, i32* %6, align 4, !dbg !2529
  %46 = mul i32 %45, 2, !dbg !2530
  store i32 %46, i32* %9, align 4, !dbg !2528
  %47 = load i32, i32* %9, align 4, !dbg !2531
  %48 = add i32 %47, 1, !dbg !2532
  %49 = zext i32 %48 to i64, !dbg !2533
  %50 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %49, !dbg !2533
  %51 = load i8, i8* %50, align 1, !dbg !2533
  %52 = load i8*, i8** %4, align 8, !dbg !2534
  %53 = getelementptr inbounds i8, i8* %52, i64 1, !dbg !2534
  store i8 %51, i8* %53, align 1, !dbg !2535
  %54 = load i32, i32* %9, align 4, !dbg !2536
  %55 = zext i32 %54 to i64, !dbg !2537
  %56 = getelementptr inbounds [201 x i8], [201 x i8]* @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %55, !dbg !2537
  %57 = load i8, i8* %56, align 1, !dbg !2537
  %58 = load i8*, i8** %4, align 8, !dbg !2538
  %59 = getelementptr inbounds i8, i8* %58, i64 0, !dbg !2538
  store i8 %57, i8* %59, align 1, !dbg !2539
  br label %66, !dbg !2540

60:                                               ; preds = %41
  %61 = load i32, i32* %6, align 4, !dbg !2541
  %62 = add i32 48, %61, !dbg !2542
  %63 = trunc i32 %62 to i8, !dbg !2543
  %64 = load i8*, i8** %4, align 8, !dbg !2544
  %65 = getelementptr inbounds i8, i8* %64, i64 0, !dbg !2544
  store i8 %63, i8* %65, align 1, !dbg !2545
  br label %66

66:                                               ; preds = %60, %44
  ret void, !dbg !2546
}

declare noundef nonnull align 1 dereferenceable(1) i8* @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEixEm(%"class.std::__cxx11::basic_string"* noundef nonnull align 8 dereferenceable(32), i64 noundef) #7

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E(i32* noundef %0, i32* noundef %1, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %2) #5 comdat !dbg !2547 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca %"class.std::allocator"*, align 8
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !2552, metadata !DIExpression()), !dbg !2553
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2554, metadata !DIExpression()), !dbg !2555
  store %"class.std::allocator"* %2, %"class.std::allocator"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %6, metadata !2556, metadata !DIExpression()), !dbg !2557
  %7 = load i32*, i32** %4, align 8, !dbg !2558
  %8 = load i32*, i32** %5, align 8, !dbg !2559
  call void @_ZSt8_DestroyIPiEvT_S1_(i32* noundef %7, i32* noundef %8), !dbg !2560
  ret void, !dbg !2561
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2562 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !2563, metadata !DIExpression()), !dbg !2564
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !2565
  %5 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !2566
  ret %"class.std::allocator"* %5, !dbg !2567
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEED2Ev(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2568 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !2569, metadata !DIExpression()), !dbg !2570
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2571
  %7 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2571
  %8 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !2573
  %9 = load i32*, i32** %8, align 8, !dbg !2573
  %10 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2574
  %11 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2574
  %12 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !2575
  %13 = load i32*, i32** %12, align 8, !dbg !2575
  %14 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2576
  %15 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2576
  %16 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !2577
  %17 = load i32*, i32** %16, align 8, !dbg !2577
  %18 = ptrtoint i32* %13 to i64, !dbg !2578
  %19 = ptrtoint i32* %17 to i64, !dbg !2578
  %20 = sub i64 %18, %19, !dbg !2578
  %21 = sdiv exact i64 %20, 4, !dbg !2578
  invoke void @_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %5, i32* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !2579

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2580
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #12, !dbg !2580
  ret void, !dbg !2581

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2580
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !2580
  store i8* %26, i8** %3, align 8, !dbg !2580
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !2580
  store i32 %27, i32* %4, align 4, !dbg !2580
  %28 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2580
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #12, !dbg !2580
  br label %29, !dbg !2580

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !2580
  call void @__clang_call_terminate(i8* %30) #13, !dbg !2580
  unreachable, !dbg !2580
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPiEvT_S1_(i32* noundef %0, i32* noundef %1) #5 comdat !dbg !2582 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !2587, metadata !DIExpression()), !dbg !2588
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !2589, metadata !DIExpression()), !dbg !2590
  %5 = load i32*, i32** %3, align 8, !dbg !2591
  %6 = load i32*, i32** %4, align 8, !dbg !2592
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_(i32* noundef %5, i32* noundef %6), !dbg !2593
  ret void, !dbg !2594
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_(i32* noundef %0, i32* noundef %1) #0 comdat align 2 !dbg !2595 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !2600, metadata !DIExpression()), !dbg !2601
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !2602, metadata !DIExpression()), !dbg !2603
  ret void, !dbg !2604
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i32* noundef %1, i64 noundef %2) #5 comdat align 2 !dbg !2605 {
  %4 = alloca %"struct.std::_Vector_base"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %4, metadata !2606, metadata !DIExpression()), !dbg !2607
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2608, metadata !DIExpression()), !dbg !2609
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2610, metadata !DIExpression()), !dbg !2611
  %7 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !2612
  %9 = icmp ne i32* %8, null, !dbg !2612
  br i1 %9, label %10, label %15, !dbg !2614

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %7, i32 0, i32 0, !dbg !2615
  %12 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %11 to %"class.std::allocator"*, !dbg !2615
  %13 = load i32*, i32** %5, align 8, !dbg !2616
  %14 = load i64, i64* %6, align 8, !dbg !2617
  call void @_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %12, i32* noundef %13, i64 noundef %14), !dbg !2618
  br label %15, !dbg !2618

15:                                               ; preds = %10, %3
  ret void, !dbg !2619
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev(%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !2620 {
  %2 = alloca %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %0, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, metadata !2622, metadata !DIExpression()), !dbg !2623
  %3 = load %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"*, %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %3 to %"class.std::allocator"*, !dbg !2624
  call void @_ZNSaIiED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !2624
  ret void, !dbg !2626
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i64 noundef %2) #5 comdat align 2 !dbg !2627 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2628, metadata !DIExpression()), !dbg !2629
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2630, metadata !DIExpression()), !dbg !2631
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2632, metadata !DIExpression()), !dbg !2633
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2634
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !2634
  %9 = load i32*, i32** %5, align 8, !dbg !2635
  %10 = load i64, i64* %6, align 8, !dbg !2636
  call void @_ZNSt15__new_allocatorIiE10deallocateEPim(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, i32* noundef %9, i64 noundef %10), !dbg !2637
  ret void, !dbg !2638
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiE10deallocateEPim(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i64 noundef %2) #0 comdat align 2 !dbg !2639 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2640, metadata !DIExpression()), !dbg !2641
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2642, metadata !DIExpression()), !dbg !2643
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !2644, metadata !DIExpression()), !dbg !2645
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !2646
  %9 = bitcast i32* %8 to i8*, !dbg !2646
  call void @_ZdlPv(i8* noundef %9) #14, !dbg !2647
  ret void, !dbg !2648
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(i8* noundef) #9

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIiED2Ev(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 !dbg !2649 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !2650, metadata !DIExpression()), !dbg !2651
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !2652
  call void @_ZNSt15__new_allocatorIiED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !2652
  ret void, !dbg !2654
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiED2Ev(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 !dbg !2655 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2656, metadata !DIExpression()), !dbg !2657
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret void, !dbg !2658
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIiEE9constructIiJRKiEEEvRS0_PT_DpOT0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #0 comdat align 2 !dbg !2659 {
  %4 = alloca %"class.std::allocator"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %4, metadata !2668, metadata !DIExpression()), !dbg !2669
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2670, metadata !DIExpression()), !dbg !2671
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !2672, metadata !DIExpression()), !dbg !2673
  %7 = load %"class.std::allocator"*, %"class.std::allocator"** %4, align 8, !dbg !2674
  %8 = bitcast %"class.std::allocator"* %7 to %"class.std::__new_allocator"*, !dbg !2674
  %9 = load i32*, i32** %5, align 8, !dbg !2675
  %10 = load i32*, i32** %6, align 8, !dbg !2676
  %11 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIRKiEOT_RNSt16remove_referenceIS2_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %10) #12, !dbg !2677
  call void @_ZNSt15__new_allocatorIiE9constructIiJRKiEEEvPT_DpOT0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %8, i32* noundef %9, i32* noundef nonnull align 4 dereferenceable(4) %11) #12, !dbg !2678
  ret void, !dbg !2679
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJRKiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i32* %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #5 comdat align 2 !dbg !2680 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %5 = alloca %"class.std::vector"*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i64, align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32*, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %4, i32 0, i32 0
  store i32* %1, i32** %14, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %5, metadata !2686, metadata !DIExpression()), !dbg !2687
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"* %4, metadata !2688, metadata !DIExpression()), !dbg !2689
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !2690, metadata !DIExpression()), !dbg !2691
  %15 = load %"class.std::vector"*, %"class.std::vector"** %5, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !2692, metadata !DIExpression()), !dbg !2694
  %16 = call noundef i64 @_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15, i64 noundef 1, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0)), !dbg !2695
  store i64 %16, i64* %7, align 8, !dbg !2694
  call void @llvm.dbg.declare(metadata i32** %8, metadata !2696, metadata !DIExpression()), !dbg !2697
  %17 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2698
  %18 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %17, i32 0, i32 0, !dbg !2698
  %19 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2699
  %20 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !2700
  %21 = load i32*, i32** %20, align 8, !dbg !2700
  store i32* %21, i32** %8, align 8, !dbg !2697
  call void @llvm.dbg.declare(metadata i32** %9, metadata !2701, metadata !DIExpression()), !dbg !2702
  %22 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2703
  %23 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %22, i32 0, i32 0, !dbg !2703
  %24 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %23 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2704
  %25 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %24, i32 0, i32 1, !dbg !2705
  %26 = load i32*, i32** %25, align 8, !dbg !2705
  store i32* %26, i32** %9, align 8, !dbg !2702
  call void @llvm.dbg.declare(metadata i64* %10, metadata !2706, metadata !DIExpression()), !dbg !2707
  %27 = call i32* @_ZNSt6vectorIiSaIiEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %15) #12, !dbg !2708
  %28 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %11, i32 0, i32 0, !dbg !2708
  store i32* %27, i32** %28, align 8, !dbg !2708
  %29 = call noundef i64 @_ZN9__gnu_cxxmiIPiSt6vectorIiSaIiEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %11) #12, !dbg !2709
  store i64 %29, i64* %10, align 8, !dbg !2707
  call void @llvm.dbg.declare(metadata i32** %12, metadata !2710, metadata !DIExpression()), !dbg !2711
  %30 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2712
  %31 = load i64, i64* %7, align 8, !dbg !2713
  %32 = call noundef i32* @_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %30, i64 noundef %31), !dbg !2712
  store i32* %32, i32** %12, align 8, !dbg !2711
  call void @llvm.dbg.declare(metadata i32** %13, metadata !2714, metadata !DIExpression()), !dbg !2715
  %33 = load i32*, i32** %12, align 8, !dbg !2716
  store i32* %33, i32** %13, align 8, !dbg !2715
  %34 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2717
  %35 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %34, i32 0, i32 0, !dbg !2717
  %36 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %35 to %"class.std::allocator"*, !dbg !2719
  %37 = load i32*, i32** %12, align 8, !dbg !2720
  %38 = load i64, i64* %10, align 8, !dbg !2721
  %39 = getelementptr inbounds i32, i32* %37, i64 %38, !dbg !2722
  %40 = load i32*, i32** %6, align 8, !dbg !2723
  %41 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIRKiEOT_RNSt16remove_referenceIS2_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %40) #12, !dbg !2724
  call void @_ZNSt16allocator_traitsISaIiEE9constructIiJRKiEEEvRS0_PT_DpOT0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %36, i32* noundef %39, i32* noundef nonnull align 4 dereferenceable(4) %41) #12, !dbg !2725
  store i32* null, i32** %13, align 8, !dbg !2726
  %42 = load i32*, i32** %8, align 8, !dbg !2727
  %43 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2730
  %44 = load i32*, i32** %43, align 8, !dbg !2730
  %45 = load i32*, i32** %12, align 8, !dbg !2731
  %46 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2732
  %47 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %46) #12, !dbg !2732
  %48 = call noundef i32* @_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_(i32* noundef %42, i32* noundef %44, i32* noundef %45, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %47) #12, !dbg !2733
  store i32* %48, i32** %13, align 8, !dbg !2734
  %49 = load i32*, i32** %13, align 8, !dbg !2735
  %50 = getelementptr inbounds i32, i32* %49, i32 1, !dbg !2735
  store i32* %50, i32** %13, align 8, !dbg !2735
  %51 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !2736
  %52 = load i32*, i32** %51, align 8, !dbg !2736
  %53 = load i32*, i32** %9, align 8, !dbg !2737
  %54 = load i32*, i32** %13, align 8, !dbg !2738
  %55 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2739
  %56 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %55) #12, !dbg !2739
  %57 = call noundef i32* @_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_(i32* noundef %52, i32* noundef %53, i32* noundef %54, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %56) #12, !dbg !2740
  store i32* %57, i32** %13, align 8, !dbg !2741
  %58 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2742
  %59 = load i32*, i32** %8, align 8, !dbg !2743
  %60 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2744
  %61 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %60, i32 0, i32 0, !dbg !2744
  %62 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %61 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2745
  %63 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %62, i32 0, i32 2, !dbg !2746
  %64 = load i32*, i32** %63, align 8, !dbg !2746
  %65 = load i32*, i32** %8, align 8, !dbg !2747
  %66 = ptrtoint i32* %64 to i64, !dbg !2748
  %67 = ptrtoint i32* %65 to i64, !dbg !2748
  %68 = sub i64 %66, %67, !dbg !2748
  %69 = sdiv exact i64 %68, 4, !dbg !2748
  call void @_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %58, i32* noundef %59, i64 noundef %69), !dbg !2742
  %70 = load i32*, i32** %12, align 8, !dbg !2749
  %71 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2750
  %72 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %71, i32 0, i32 0, !dbg !2750
  %73 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %72 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2751
  %74 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %73, i32 0, i32 0, !dbg !2752
  store i32* %70, i32** %74, align 8, !dbg !2753
  %75 = load i32*, i32** %13, align 8, !dbg !2754
  %76 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2755
  %77 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %76, i32 0, i32 0, !dbg !2755
  %78 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %77 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2756
  %79 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %78, i32 0, i32 1, !dbg !2757
  store i32* %75, i32** %79, align 8, !dbg !2758
  %80 = load i32*, i32** %12, align 8, !dbg !2759
  %81 = load i64, i64* %7, align 8, !dbg !2760
  %82 = getelementptr inbounds i32, i32* %80, i64 %81, !dbg !2761
  %83 = bitcast %"class.std::vector"* %15 to %"struct.std::_Vector_base"*, !dbg !2762
  %84 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %83, i32 0, i32 0, !dbg !2762
  %85 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %84 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2763
  %86 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %85, i32 0, i32 2, !dbg !2764
  store i32* %82, i32** %86, align 8, !dbg !2765
  ret void, !dbg !2766
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local i32* @_ZNSt6vectorIiSaIiEE3endEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2767 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !2768, metadata !DIExpression()), !dbg !2769
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !2770
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2770
  %7 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2771
  %8 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %7, i32 0, i32 1, !dbg !2772
  call void @_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, i32** noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !2773
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !2774
  %10 = load i32*, i32** %9, align 8, !dbg !2774
  ret i32* %10, !dbg !2774
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIiE9constructIiJRKiEEEvPT_DpOT0_(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #0 comdat align 2 !dbg !2775 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2779, metadata !DIExpression()), !dbg !2780
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2781, metadata !DIExpression()), !dbg !2782
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !2783, metadata !DIExpression()), !dbg !2784
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !2785
  %9 = bitcast i32* %8 to i8*, !dbg !2785
  %10 = bitcast i8* %9 to i32*, !dbg !2786
  %11 = load i32*, i32** %6, align 8, !dbg !2787
  %12 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIRKiEOT_RNSt16remove_referenceIS2_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %11) #12, !dbg !2788
  %13 = load i32, i32* %12, align 4, !dbg !2788
  store i32 %13, i32* %10, align 4, !dbg !2786
  ret void, !dbg !2789
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIRKiEOT_RNSt16remove_referenceIS2_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat !dbg !2790 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !2799, metadata !DIExpression()), !dbg !2800
  %3 = load i32*, i32** %2, align 8, !dbg !2801
  ret i32* %3, !dbg !2802
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i8* noundef %2) #5 comdat align 2 !dbg !2803 {
  %4 = alloca %"class.std::vector"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %4, metadata !2804, metadata !DIExpression()), !dbg !2805
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2806, metadata !DIExpression()), !dbg !2807
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !2808, metadata !DIExpression()), !dbg !2809
  %9 = load %"class.std::vector"*, %"class.std::vector"** %4, align 8
  %10 = call noundef i64 @_ZNKSt6vectorIiSaIiEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2810
  %11 = call noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2812
  %12 = sub i64 %10, %11, !dbg !2813
  %13 = load i64, i64* %5, align 8, !dbg !2814
  %14 = icmp ult i64 %12, %13, !dbg !2815
  br i1 %14, label %15, label %17, !dbg !2816

15:                                               ; preds = %3
  %16 = load i8*, i8** %6, align 8, !dbg !2817
  call void @_ZSt20__throw_length_errorPKc(i8* noundef %16) #15, !dbg !2818
  unreachable, !dbg !2818

17:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i64* %7, metadata !2819, metadata !DIExpression()), !dbg !2820
  %18 = call noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2821
  %19 = call noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2822
  store i64 %19, i64* %8, align 8, !dbg !2822
  %20 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3maxImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %8, i64* noundef nonnull align 8 dereferenceable(8) %5), !dbg !2823
  %21 = load i64, i64* %20, align 8, !dbg !2823
  %22 = add i64 %18, %21, !dbg !2824
  store i64 %22, i64* %7, align 8, !dbg !2820
  %23 = load i64, i64* %7, align 8, !dbg !2825
  %24 = call noundef i64 @_ZNKSt6vectorIiSaIiEE4sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2826
  %25 = icmp ult i64 %23, %24, !dbg !2827
  br i1 %25, label %30, label %26, !dbg !2828

26:                                               ; preds = %17
  %27 = load i64, i64* %7, align 8, !dbg !2829
  %28 = call noundef i64 @_ZNKSt6vectorIiSaIiEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2830
  %29 = icmp ugt i64 %27, %28, !dbg !2831
  br i1 %29, label %30, label %32, !dbg !2832

30:                                               ; preds = %26, %17
  %31 = call noundef i64 @_ZNKSt6vectorIiSaIiEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !2833
  br label %34, !dbg !2832

32:                                               ; preds = %26
  %33 = load i64, i64* %7, align 8, !dbg !2834
  br label %34, !dbg !2832

34:                                               ; preds = %32, %30
  %35 = phi i64 [ %31, %30 ], [ %33, %32 ], !dbg !2832
  ret i64 %35, !dbg !2835
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZN9__gnu_cxxmiIPiSt6vectorIiSaIiEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat !dbg !2836 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !2840, metadata !DIExpression()), !dbg !2841
  store %"class.__gnu_cxx::__normal_iterator"* %1, %"class.__gnu_cxx::__normal_iterator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %4, metadata !2842, metadata !DIExpression()), !dbg !2843
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8, !dbg !2844
  %6 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !2845
  %7 = load i32*, i32** %6, align 8, !dbg !2845
  %8 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %4, align 8, !dbg !2846
  %9 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !2847
  %10 = load i32*, i32** %9, align 8, !dbg !2847
  %11 = ptrtoint i32* %7 to i64, !dbg !2848
  %12 = ptrtoint i32* %10 to i64, !dbg !2848
  %13 = sub i64 %11, %12, !dbg !2848
  %14 = sdiv exact i64 %13, 4, !dbg !2848
  ret i64 %14, !dbg !2849
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local i32* @_ZNSt6vectorIiSaIiEE5beginEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2850 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator", align 8
  %3 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %3, metadata !2851, metadata !DIExpression()), !dbg !2852
  %4 = load %"class.std::vector"*, %"class.std::vector"** %3, align 8
  %5 = bitcast %"class.std::vector"* %4 to %"struct.std::_Vector_base"*, !dbg !2853
  %6 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2853
  %7 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"*, !dbg !2854
  %8 = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data", %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !2855
  call void @_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %2, i32** noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !2856
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %2, i32 0, i32 0, !dbg !2857
  %10 = load i32*, i32** %9, align 8, !dbg !2857
  ret i32* %10, !dbg !2857
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #5 comdat align 2 !dbg !2858 {
  %3 = alloca %"struct.std::_Vector_base"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %3, metadata !2859, metadata !DIExpression()), !dbg !2860
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2861, metadata !DIExpression()), !dbg !2862
  %5 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !2863
  %7 = icmp ne i64 %6, 0, !dbg !2864
  br i1 %7, label %8, label %13, !dbg !2863

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %5, i32 0, i32 0, !dbg !2865
  %10 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %9 to %"class.std::allocator"*, !dbg !2865
  %11 = load i64, i64* %4, align 8, !dbg !2866
  %12 = call noundef i32* @_ZNSt16allocator_traitsISaIiEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !2867
  br label %14, !dbg !2863

13:                                               ; preds = %2
  br label %14, !dbg !2863

14:                                               ; preds = %13, %8
  %15 = phi i32* [ %12, %8 ], [ null, %13 ], !dbg !2863
  ret i32* %15, !dbg !2868
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_(i32* noundef %0, i32* noundef %1, i32* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat align 2 !dbg !576 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  %9 = alloca %"struct.std::integral_constant", align 1
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !2869, metadata !DIExpression()), !dbg !2870
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !2871, metadata !DIExpression()), !dbg !2872
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !2873, metadata !DIExpression()), !dbg !2874
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !2875, metadata !DIExpression()), !dbg !2876
  %10 = load i32*, i32** %5, align 8, !dbg !2877
  %11 = load i32*, i32** %6, align 8, !dbg !2878
  %12 = load i32*, i32** %7, align 8, !dbg !2879
  %13 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !2880
  %14 = call noundef i32* @_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE(i32* noundef %10, i32* noundef %11, i32* noundef %12, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13) #12, !dbg !2881
  ret i32* %14, !dbg !2882
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0) #0 comdat align 2 !dbg !2883 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %2, metadata !2884, metadata !DIExpression()), !dbg !2886
  %3 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %3, i32 0, i32 0, !dbg !2887
  ret i32** %4, !dbg !2888
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIiSaIiEE8max_sizeEv(%"class.std::vector"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2889 {
  %2 = alloca %"class.std::vector"*, align 8
  store %"class.std::vector"* %0, %"class.std::vector"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector"** %2, metadata !2890, metadata !DIExpression()), !dbg !2891
  %3 = load %"class.std::vector"*, %"class.std::vector"** %2, align 8
  %4 = bitcast %"class.std::vector"* %3 to %"struct.std::_Vector_base"*, !dbg !2892
  %5 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %4) #12, !dbg !2892
  %6 = call noundef i64 @_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #12, !dbg !2893
  ret i64 %6, !dbg !2894
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(i8* noundef) #10

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3maxImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat !dbg !2895 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !2902, metadata !DIExpression()), !dbg !2903
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !2904, metadata !DIExpression()), !dbg !2905
  %6 = load i64*, i64** %4, align 8, !dbg !2906
  %7 = load i64, i64* %6, align 8, !dbg !2906
  %8 = load i64*, i64** %5, align 8, !dbg !2908
  %9 = load i64, i64* %8, align 8, !dbg !2908
  %10 = icmp ult i64 %7, %9, !dbg !2909
  br i1 %10, label %11, label %13, !dbg !2910

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !2911
  store i64* %12, i64** %3, align 8, !dbg !2912
  br label %15, !dbg !2912

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !2913
  store i64* %14, i64** %3, align 8, !dbg !2914
  br label %15, !dbg !2914

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !2915
  ret i64* %16, !dbg !2915
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !2916 {
  %2 = alloca %"class.std::allocator"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !2917, metadata !DIExpression()), !dbg !2918
  call void @llvm.dbg.declare(metadata i64* %3, metadata !2919, metadata !DIExpression()), !dbg !2921
  store i64 2305843009213693951, i64* %3, align 8, !dbg !2921
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2922, metadata !DIExpression()), !dbg !2923
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !2924
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %5) #12, !dbg !2925
  store i64 %6, i64* %4, align 8, !dbg !2923
  %7 = invoke noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4)
          to label %8 unwind label %10, !dbg !2926

8:                                                ; preds = %1
  %9 = load i64, i64* %7, align 8, !dbg !2926
  ret i64 %9, !dbg !2927

10:                                               ; preds = %1
  %11 = landingpad { i8*, i32 }
          catch i8* null, !dbg !2926
  %12 = extractvalue { i8*, i32 } %11, 0, !dbg !2926
  call void @__clang_call_terminate(i8* %12) #13, !dbg !2926
  unreachable, !dbg !2926
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator"* @_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !2928 {
  %2 = alloca %"struct.std::_Vector_base"*, align 8
  store %"struct.std::_Vector_base"* %0, %"struct.std::_Vector_base"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base"** %2, metadata !2929, metadata !DIExpression()), !dbg !2931
  %3 = load %"struct.std::_Vector_base"*, %"struct.std::_Vector_base"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base", %"struct.std::_Vector_base"* %3, i32 0, i32 0, !dbg !2932
  %5 = bitcast %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl"* %4 to %"class.std::allocator"*, !dbg !2933
  ret %"class.std::allocator"* %5, !dbg !2934
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !2935 {
  %2 = alloca %"class.std::allocator"*, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %2, metadata !2936, metadata !DIExpression()), !dbg !2937
  %3 = load %"class.std::allocator"*, %"class.std::allocator"** %2, align 8, !dbg !2938
  %4 = bitcast %"class.std::allocator"* %3 to %"class.std::__new_allocator"*, !dbg !2938
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIiE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !2939
  ret i64 %5, !dbg !2940
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %0, i64* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat !dbg !2941 {
  %3 = alloca i64*, align 8
  %4 = alloca i64*, align 8
  %5 = alloca i64*, align 8
  store i64* %0, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !2942, metadata !DIExpression()), !dbg !2943
  store i64* %1, i64** %5, align 8
  call void @llvm.dbg.declare(metadata i64** %5, metadata !2944, metadata !DIExpression()), !dbg !2945
  %6 = load i64*, i64** %5, align 8, !dbg !2946
  %7 = load i64, i64* %6, align 8, !dbg !2946
  %8 = load i64*, i64** %4, align 8, !dbg !2948
  %9 = load i64, i64* %8, align 8, !dbg !2948
  %10 = icmp ult i64 %7, %9, !dbg !2949
  br i1 %10, label %11, label %13, !dbg !2950

11:                                               ; preds = %2
  %12 = load i64*, i64** %5, align 8, !dbg !2951
  store i64* %12, i64** %3, align 8, !dbg !2952
  br label %15, !dbg !2952

13:                                               ; preds = %2
  %14 = load i64*, i64** %4, align 8, !dbg !2953
  store i64* %14, i64** %3, align 8, !dbg !2954
  br label %15, !dbg !2954

15:                                               ; preds = %13, %11
  %16 = load i64*, i64** %3, align 8, !dbg !2955
  ret i64* %16, !dbg !2955
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIiE8max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !2956 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2957, metadata !DIExpression()), !dbg !2959
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIiE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %3) #12, !dbg !2960
  ret i64 %4, !dbg !2961
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIiE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !2962 {
  %2 = alloca %"class.std::__new_allocator"*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %2, metadata !2963, metadata !DIExpression()), !dbg !2964
  %3 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %2, align 8
  ret i64 2305843009213693951, !dbg !2965
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator"* noundef nonnull align 8 dereferenceable(8) %0, i32** noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #4 comdat align 2 !dbg !2966 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator"*, align 8
  %4 = alloca i32**, align 8
  store %"class.__gnu_cxx::__normal_iterator"* %0, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator"** %3, metadata !2967, metadata !DIExpression()), !dbg !2969
  store i32** %1, i32*** %4, align 8
  call void @llvm.dbg.declare(metadata i32*** %4, metadata !2970, metadata !DIExpression()), !dbg !2971
  %5 = load %"class.__gnu_cxx::__normal_iterator"*, %"class.__gnu_cxx::__normal_iterator"** %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator", %"class.__gnu_cxx::__normal_iterator"* %5, i32 0, i32 0, !dbg !2972
  %7 = load i32**, i32*** %4, align 8, !dbg !2973
  %8 = load i32*, i32** %7, align 8, !dbg !2973
  store i32* %8, i32** %6, align 8, !dbg !2972
  ret void, !dbg !2974
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt16allocator_traitsISaIiEE8allocateERS0_m(%"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #5 comdat align 2 !dbg !2975 {
  %3 = alloca %"class.std::allocator"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator"* %0, %"class.std::allocator"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %3, metadata !2976, metadata !DIExpression()), !dbg !2977
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !2978, metadata !DIExpression()), !dbg !2979
  %5 = load %"class.std::allocator"*, %"class.std::allocator"** %3, align 8, !dbg !2980
  %6 = bitcast %"class.std::allocator"* %5 to %"class.std::__new_allocator"*, !dbg !2980
  %7 = load i64, i64* %4, align 8, !dbg !2981
  %8 = call noundef i32* @_ZNSt15__new_allocatorIiE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !2982
  ret i32* %8, !dbg !2983
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt15__new_allocatorIiE8allocateEmPKv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #5 comdat align 2 !dbg !2984 {
  %4 = alloca %"class.std::__new_allocator"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator"* %0, %"class.std::__new_allocator"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator"** %4, metadata !2985, metadata !DIExpression()), !dbg !2986
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !2987, metadata !DIExpression()), !dbg !2988
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !2989, metadata !DIExpression()), !dbg !2990
  %7 = load %"class.std::__new_allocator"*, %"class.std::__new_allocator"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !2991
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIiE11_M_max_sizeEv(%"class.std::__new_allocator"* noundef nonnull align 1 dereferenceable(1) %7) #12, !dbg !2993
  %10 = icmp ugt i64 %8, %9, !dbg !2994
  br i1 %10, label %11, label %16, !dbg !2995

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !2996
  %13 = icmp ugt i64 %12, 4611686018427387903, !dbg !2999
  br i1 %13, label %14, label %15, !dbg !3000

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #15, !dbg !3001
  unreachable, !dbg !3001

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #15, !dbg !3002
  unreachable, !dbg !3002

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !3003
  %18 = mul i64 %17, 4, !dbg !3004
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #16, !dbg !3005
  %20 = bitcast i8* %19 to i32*, !dbg !3006
  ret i32* %20, !dbg !3007
}

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() #10

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() #10

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znwm(i64 noundef) #11

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE(i32* noundef %0, i32* noundef %1, i32* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat align 2 !dbg !3008 {
  %5 = alloca %"struct.std::integral_constant", align 1
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca %"class.std::allocator"*, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3009, metadata !DIExpression()), !dbg !3010
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !3011, metadata !DIExpression()), !dbg !3012
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !3013, metadata !DIExpression()), !dbg !3014
  store %"class.std::allocator"* %3, %"class.std::allocator"** %9, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %9, metadata !3015, metadata !DIExpression()), !dbg !3016
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* %5, metadata !3017, metadata !DIExpression()), !dbg !3018
  %10 = load i32*, i32** %6, align 8, !dbg !3019
  %11 = load i32*, i32** %7, align 8, !dbg !3020
  %12 = load i32*, i32** %8, align 8, !dbg !3021
  %13 = load %"class.std::allocator"*, %"class.std::allocator"** %9, align 8, !dbg !3022
  %14 = call noundef i32* @_ZSt12__relocate_aIPiS0_SaIiEET0_T_S3_S2_RT1_(i32* noundef %10, i32* noundef %11, i32* noundef %12, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %13) #12, !dbg !3023
  ret i32* %14, !dbg !3024
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt12__relocate_aIPiS0_SaIiEET0_T_S3_S2_RT1_(i32* noundef %0, i32* noundef %1, i32* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat !dbg !3025 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3032, metadata !DIExpression()), !dbg !3033
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3034, metadata !DIExpression()), !dbg !3035
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !3036, metadata !DIExpression()), !dbg !3037
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !3038, metadata !DIExpression()), !dbg !3039
  %9 = load i32*, i32** %5, align 8, !dbg !3040
  %10 = call noundef i32* @_ZSt12__niter_baseIPiET_S1_(i32* noundef %9) #12, !dbg !3041
  %11 = load i32*, i32** %6, align 8, !dbg !3042
  %12 = call noundef i32* @_ZSt12__niter_baseIPiET_S1_(i32* noundef %11) #12, !dbg !3043
  %13 = load i32*, i32** %7, align 8, !dbg !3044
  %14 = call noundef i32* @_ZSt12__niter_baseIPiET_S1_(i32* noundef %13) #12, !dbg !3045
  %15 = load %"class.std::allocator"*, %"class.std::allocator"** %8, align 8, !dbg !3046
  %16 = call noundef i32* @_ZSt14__relocate_a_1IiiENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E(i32* noundef %10, i32* noundef %12, i32* noundef %14, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %15) #12, !dbg !3047
  ret i32* %16, !dbg !3048
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt14__relocate_a_1IiiENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E(i32* noundef %0, i32* noundef %1, i32* noundef %2, %"class.std::allocator"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat !dbg !3049 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca %"class.std::allocator"*, align 8
  %9 = alloca i64, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3058, metadata !DIExpression()), !dbg !3059
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3060, metadata !DIExpression()), !dbg !3061
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !3062, metadata !DIExpression()), !dbg !3063
  store %"class.std::allocator"* %3, %"class.std::allocator"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator"** %8, metadata !3064, metadata !DIExpression()), !dbg !3065
  call void @llvm.dbg.declare(metadata i64* %9, metadata !3066, metadata !DIExpression()), !dbg !3067
  %10 = load i32*, i32** %6, align 8, !dbg !3068
  %11 = load i32*, i32** %5, align 8, !dbg !3069
  %12 = ptrtoint i32* %10 to i64, !dbg !3070
  %13 = ptrtoint i32* %11 to i64, !dbg !3070
  %14 = sub i64 %12, %13, !dbg !3070
  %15 = sdiv exact i64 %14, 4, !dbg !3070
  store i64 %15, i64* %9, align 8, !dbg !3067
  %16 = load i64, i64* %9, align 8, !dbg !3071
  %17 = icmp sgt i64 %16, 0, !dbg !3073
  br i1 %17, label %18, label %25, !dbg !3074

18:                                               ; preds = %4
  %19 = load i32*, i32** %7, align 8, !dbg !3075
  %20 = bitcast i32* %19 to i8*, !dbg !3077
  %21 = load i32*, i32** %5, align 8, !dbg !3078
  %22 = bitcast i32* %21 to i8*, !dbg !3077
  %23 = load i64, i64* %9, align 8, !dbg !3079
  %24 = mul i64 %23, 4, !dbg !3080
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 4 %20, i8* align 4 %22, i64 %24, i1 false), !dbg !3077
  br label %25, !dbg !3081

25:                                               ; preds = %18, %4
  %26 = load i32*, i32** %7, align 8, !dbg !3082
  %27 = load i64, i64* %9, align 8, !dbg !3083
  %28 = getelementptr inbounds i32, i32* %26, i64 %27, !dbg !3084
  ret i32* %28, !dbg !3085
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt12__niter_baseIPiET_S1_(i32* noundef %0) #0 comdat !dbg !3086 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !3089, metadata !DIExpression()), !dbg !3090
  %3 = load i32*, i32** %2, align 8, !dbg !3091
  ret i32* %3, !dbg !3092
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPjjEvT_S1_RSaIT0_E(i32* noundef %0, i32* noundef %1, %"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %2) #5 comdat !dbg !3093 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca %"class.std::allocator.4"*, align 8
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !3098, metadata !DIExpression()), !dbg !3099
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3100, metadata !DIExpression()), !dbg !3101
  store %"class.std::allocator.4"* %2, %"class.std::allocator.4"** %6, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.4"** %6, metadata !3102, metadata !DIExpression()), !dbg !3103
  %7 = load i32*, i32** %4, align 8, !dbg !3104
  %8 = load i32*, i32** %5, align 8, !dbg !3105
  call void @_ZSt8_DestroyIPjEvT_S1_(i32* noundef %7, i32* noundef %8), !dbg !3106
  ret void, !dbg !3107
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.4"* @_ZNSt12_Vector_baseIjSaIjEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !3108 {
  %2 = alloca %"struct.std::_Vector_base.3"*, align 8
  store %"struct.std::_Vector_base.3"* %0, %"struct.std::_Vector_base.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.3"** %2, metadata !3109, metadata !DIExpression()), !dbg !3110
  %3 = load %"struct.std::_Vector_base.3"*, %"struct.std::_Vector_base.3"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %3, i32 0, i32 0, !dbg !3111
  %5 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %4 to %"class.std::allocator.4"*, !dbg !3112
  ret %"class.std::allocator.4"* %5, !dbg !3113
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIjSaIjEED2Ev(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !3114 {
  %2 = alloca %"struct.std::_Vector_base.3"*, align 8
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  store %"struct.std::_Vector_base.3"* %0, %"struct.std::_Vector_base.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.3"** %2, metadata !3115, metadata !DIExpression()), !dbg !3116
  %5 = load %"struct.std::_Vector_base.3"*, %"struct.std::_Vector_base.3"** %2, align 8
  %6 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %5, i32 0, i32 0, !dbg !3117
  %7 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3117
  %8 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !3119
  %9 = load i32*, i32** %8, align 8, !dbg !3119
  %10 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %5, i32 0, i32 0, !dbg !3120
  %11 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %10 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3120
  %12 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %11, i32 0, i32 2, !dbg !3121
  %13 = load i32*, i32** %12, align 8, !dbg !3121
  %14 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %5, i32 0, i32 0, !dbg !3122
  %15 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %14 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3122
  %16 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %15, i32 0, i32 0, !dbg !3123
  %17 = load i32*, i32** %16, align 8, !dbg !3123
  %18 = ptrtoint i32* %13 to i64, !dbg !3124
  %19 = ptrtoint i32* %17 to i64, !dbg !3124
  %20 = sub i64 %18, %19, !dbg !3124
  %21 = sdiv exact i64 %20, 4, !dbg !3124
  invoke void @_ZNSt12_Vector_baseIjSaIjEE13_M_deallocateEPjm(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %5, i32* noundef %9, i64 noundef %21)
          to label %22 unwind label %24, !dbg !3125

22:                                               ; preds = %1
  %23 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %5, i32 0, i32 0, !dbg !3126
  call void @_ZNSt12_Vector_baseIjSaIjEE12_Vector_implD2Ev(%"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %23) #12, !dbg !3126
  ret void, !dbg !3127

24:                                               ; preds = %1
  %25 = landingpad { i8*, i32 }
          catch i8* null, !dbg !3126
  %26 = extractvalue { i8*, i32 } %25, 0, !dbg !3126
  store i8* %26, i8** %3, align 8, !dbg !3126
  %27 = extractvalue { i8*, i32 } %25, 1, !dbg !3126
  store i32 %27, i32* %4, align 4, !dbg !3126
  %28 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %5, i32 0, i32 0, !dbg !3126
  call void @_ZNSt12_Vector_baseIjSaIjEE12_Vector_implD2Ev(%"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %28) #12, !dbg !3126
  br label %29, !dbg !3126

29:                                               ; preds = %24
  %30 = load i8*, i8** %3, align 8, !dbg !3126
  call void @__clang_call_terminate(i8* %30) #13, !dbg !3126
  unreachable, !dbg !3126
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZSt8_DestroyIPjEvT_S1_(i32* noundef %0, i32* noundef %1) #5 comdat !dbg !3128 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !3132, metadata !DIExpression()), !dbg !3133
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !3134, metadata !DIExpression()), !dbg !3135
  %5 = load i32*, i32** %3, align 8, !dbg !3136
  %6 = load i32*, i32** %4, align 8, !dbg !3137
  call void @_ZNSt12_Destroy_auxILb1EE9__destroyIPjEEvT_S3_(i32* noundef %5, i32* noundef %6), !dbg !3138
  ret void, !dbg !3139
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Destroy_auxILb1EE9__destroyIPjEEvT_S3_(i32* noundef %0, i32* noundef %1) #0 comdat align 2 !dbg !3140 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !3142, metadata !DIExpression()), !dbg !3143
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !3144, metadata !DIExpression()), !dbg !3145
  ret void, !dbg !3146
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIjSaIjEE13_M_deallocateEPjm(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %0, i32* noundef %1, i64 noundef %2) #5 comdat align 2 !dbg !3147 {
  %4 = alloca %"struct.std::_Vector_base.3"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"struct.std::_Vector_base.3"* %0, %"struct.std::_Vector_base.3"** %4, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.3"** %4, metadata !3148, metadata !DIExpression()), !dbg !3149
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3150, metadata !DIExpression()), !dbg !3151
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !3152, metadata !DIExpression()), !dbg !3153
  %7 = load %"struct.std::_Vector_base.3"*, %"struct.std::_Vector_base.3"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !3154
  %9 = icmp ne i32* %8, null, !dbg !3154
  br i1 %9, label %10, label %15, !dbg !3156

10:                                               ; preds = %3
  %11 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %7, i32 0, i32 0, !dbg !3157
  %12 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %11 to %"class.std::allocator.4"*, !dbg !3157
  %13 = load i32*, i32** %5, align 8, !dbg !3158
  %14 = load i64, i64* %6, align 8, !dbg !3159
  call void @_ZNSt16allocator_traitsISaIjEE10deallocateERS0_Pjm(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %12, i32* noundef %13, i64 noundef %14), !dbg !3160
  br label %15, !dbg !3160

15:                                               ; preds = %10, %3
  ret void, !dbg !3161
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt12_Vector_baseIjSaIjEE12_Vector_implD2Ev(%"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #4 comdat align 2 !dbg !3162 {
  %2 = alloca %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"*, align 8
  store %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %0, %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"** %2, metadata !3164, metadata !DIExpression()), !dbg !3165
  %3 = load %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"*, %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"** %2, align 8
  %4 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %3 to %"class.std::allocator.4"*, !dbg !3166
  call void @_ZNSaIjED2Ev(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !3166
  ret void, !dbg !3168
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIjEE10deallocateERS0_Pjm(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i64 noundef %2) #5 comdat align 2 !dbg !3169 {
  %4 = alloca %"class.std::allocator.4"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"class.std::allocator.4"* %0, %"class.std::allocator.4"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.4"** %4, metadata !3170, metadata !DIExpression()), !dbg !3171
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3172, metadata !DIExpression()), !dbg !3173
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !3174, metadata !DIExpression()), !dbg !3175
  %7 = load %"class.std::allocator.4"*, %"class.std::allocator.4"** %4, align 8, !dbg !3176
  %8 = bitcast %"class.std::allocator.4"* %7 to %"class.std::__new_allocator.5"*, !dbg !3176
  %9 = load i32*, i32** %5, align 8, !dbg !3177
  %10 = load i64, i64* %6, align 8, !dbg !3178
  call void @_ZNSt15__new_allocatorIjE10deallocateEPjm(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %8, i32* noundef %9, i64 noundef %10), !dbg !3179
  ret void, !dbg !3180
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIjE10deallocateEPjm(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i64 noundef %2) #0 comdat align 2 !dbg !3181 {
  %4 = alloca %"class.std::__new_allocator.5"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i64, align 8
  store %"class.std::__new_allocator.5"* %0, %"class.std::__new_allocator.5"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.5"** %4, metadata !3182, metadata !DIExpression()), !dbg !3183
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3184, metadata !DIExpression()), !dbg !3185
  store i64 %2, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !3186, metadata !DIExpression()), !dbg !3187
  %7 = load %"class.std::__new_allocator.5"*, %"class.std::__new_allocator.5"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !3188
  %9 = bitcast i32* %8 to i8*, !dbg !3188
  call void @_ZdlPv(i8* noundef %9) #14, !dbg !3189
  ret void, !dbg !3190
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSaIjED2Ev(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 !dbg !3191 {
  %2 = alloca %"class.std::allocator.4"*, align 8
  store %"class.std::allocator.4"* %0, %"class.std::allocator.4"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.4"** %2, metadata !3192, metadata !DIExpression()), !dbg !3193
  %3 = load %"class.std::allocator.4"*, %"class.std::allocator.4"** %2, align 8
  %4 = bitcast %"class.std::allocator.4"* %3 to %"class.std::__new_allocator.5"*, !dbg !3194
  call void @_ZNSt15__new_allocatorIjED2Ev(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !3194
  ret void, !dbg !3196
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIjED2Ev(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #4 comdat align 2 !dbg !3197 {
  %2 = alloca %"class.std::__new_allocator.5"*, align 8
  store %"class.std::__new_allocator.5"* %0, %"class.std::__new_allocator.5"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.5"** %2, metadata !3198, metadata !DIExpression()), !dbg !3199
  %3 = load %"class.std::__new_allocator.5"*, %"class.std::__new_allocator.5"** %2, align 8
  ret void, !dbg !3200
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIjSaIjEE12emplace_backIJjEEEvDpOT_(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %0, i32* noundef nonnull align 4 dereferenceable(4) %1) #5 comdat align 2 !dbg !3201 {
  %3 = alloca %"class.std::vector.2"*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca %"class.__gnu_cxx::__normal_iterator.10", align 8
  store %"class.std::vector.2"* %0, %"class.std::vector.2"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.2"** %3, metadata !3209, metadata !DIExpression()), !dbg !3210
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !3211, metadata !DIExpression()), !dbg !3212
  %6 = load %"class.std::vector.2"*, %"class.std::vector.2"** %3, align 8
  %7 = bitcast %"class.std::vector.2"* %6 to %"struct.std::_Vector_base.3"*, !dbg !3213
  %8 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %7, i32 0, i32 0, !dbg !3213
  %9 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %8 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3215
  %10 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %9, i32 0, i32 1, !dbg !3216
  %11 = load i32*, i32** %10, align 8, !dbg !3216
  %12 = bitcast %"class.std::vector.2"* %6 to %"struct.std::_Vector_base.3"*, !dbg !3217
  %13 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %12, i32 0, i32 0, !dbg !3217
  %14 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %13 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3218
  %15 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %14, i32 0, i32 2, !dbg !3219
  %16 = load i32*, i32** %15, align 8, !dbg !3219
  %17 = icmp ne i32* %11, %16, !dbg !3220
  br i1 %17, label %18, label %35, !dbg !3221

18:                                               ; preds = %2
  %19 = bitcast %"class.std::vector.2"* %6 to %"struct.std::_Vector_base.3"*, !dbg !3222
  %20 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %19, i32 0, i32 0, !dbg !3222
  %21 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %20 to %"class.std::allocator.4"*, !dbg !3224
  %22 = bitcast %"class.std::vector.2"* %6 to %"struct.std::_Vector_base.3"*, !dbg !3225
  %23 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %22, i32 0, i32 0, !dbg !3225
  %24 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %23 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3226
  %25 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %24, i32 0, i32 1, !dbg !3227
  %26 = load i32*, i32** %25, align 8, !dbg !3227
  %27 = load i32*, i32** %4, align 8, !dbg !3228
  %28 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIjEOT_RNSt16remove_referenceIS0_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %27) #12, !dbg !3229
  call void @_ZNSt16allocator_traitsISaIjEE9constructIjJjEEEvRS0_PT_DpOT0_(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %21, i32* noundef %26, i32* noundef nonnull align 4 dereferenceable(4) %28) #12, !dbg !3230
  %29 = bitcast %"class.std::vector.2"* %6 to %"struct.std::_Vector_base.3"*, !dbg !3231
  %30 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %29, i32 0, i32 0, !dbg !3231
  %31 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %30 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3232
  %32 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %31, i32 0, i32 1, !dbg !3233
  %33 = load i32*, i32** %32, align 8, !dbg !3234
  %34 = getelementptr inbounds i32, i32* %33, i32 1, !dbg !3234
  store i32* %34, i32** %32, align 8, !dbg !3234
  br label %42, !dbg !3235

35:                                               ; preds = %2
  %36 = call i32* @_ZNSt6vectorIjSaIjEE3endEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %6) #12, !dbg !3236
  %37 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.10", %"class.__gnu_cxx::__normal_iterator.10"* %5, i32 0, i32 0, !dbg !3236
  store i32* %36, i32** %37, align 8, !dbg !3236
  %38 = load i32*, i32** %4, align 8, !dbg !3237
  %39 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIjEOT_RNSt16remove_referenceIS0_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %38) #12, !dbg !3238
  %40 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.10", %"class.__gnu_cxx::__normal_iterator.10"* %5, i32 0, i32 0, !dbg !3239
  %41 = load i32*, i32** %40, align 8, !dbg !3239
  call void @_ZNSt6vectorIjSaIjEE17_M_realloc_insertIJjEEEvN9__gnu_cxx17__normal_iteratorIPjS1_EEDpOT_(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %6, i32* %41, i32* noundef nonnull align 4 dereferenceable(4) %39), !dbg !3239
  br label %42

42:                                               ; preds = %35, %18
  ret void, !dbg !3240
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZSt4moveIRjEONSt16remove_referenceIT_E4typeEOS2_(i32* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat !dbg !3241 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !3249, metadata !DIExpression()), !dbg !3250
  %3 = load i32*, i32** %2, align 8, !dbg !3251
  ret i32* %3, !dbg !3252
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt16allocator_traitsISaIjEE9constructIjJjEEEvRS0_PT_DpOT0_(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #0 comdat align 2 !dbg !3253 {
  %4 = alloca %"class.std::allocator.4"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  store %"class.std::allocator.4"* %0, %"class.std::allocator.4"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.4"** %4, metadata !3259, metadata !DIExpression()), !dbg !3260
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3261, metadata !DIExpression()), !dbg !3262
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3263, metadata !DIExpression()), !dbg !3264
  %7 = load %"class.std::allocator.4"*, %"class.std::allocator.4"** %4, align 8, !dbg !3265
  %8 = bitcast %"class.std::allocator.4"* %7 to %"class.std::__new_allocator.5"*, !dbg !3265
  %9 = load i32*, i32** %5, align 8, !dbg !3266
  %10 = load i32*, i32** %6, align 8, !dbg !3267
  %11 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIjEOT_RNSt16remove_referenceIS0_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %10) #12, !dbg !3268
  call void @_ZNSt15__new_allocatorIjE9constructIjJjEEEvPT_DpOT0_(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %8, i32* noundef %9, i32* noundef nonnull align 4 dereferenceable(4) %11) #12, !dbg !3269
  ret void, !dbg !3270
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIjEOT_RNSt16remove_referenceIS0_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %0) #0 comdat !dbg !3271 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !3277, metadata !DIExpression()), !dbg !3278
  %3 = load i32*, i32** %2, align 8, !dbg !3279
  ret i32* %3, !dbg !3280
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt6vectorIjSaIjEE17_M_realloc_insertIJjEEEvN9__gnu_cxx17__normal_iteratorIPjS1_EEDpOT_(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %0, i32* %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #5 comdat align 2 !dbg !3281 {
  %4 = alloca %"class.__gnu_cxx::__normal_iterator.10", align 8
  %5 = alloca %"class.std::vector.2"*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i64, align 8
  %11 = alloca %"class.__gnu_cxx::__normal_iterator.10", align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32*, align 8
  %14 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.10", %"class.__gnu_cxx::__normal_iterator.10"* %4, i32 0, i32 0
  store i32* %1, i32** %14, align 8
  store %"class.std::vector.2"* %0, %"class.std::vector.2"** %5, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.2"** %5, metadata !3285, metadata !DIExpression()), !dbg !3286
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.10"* %4, metadata !3287, metadata !DIExpression()), !dbg !3288
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3289, metadata !DIExpression()), !dbg !3290
  %15 = load %"class.std::vector.2"*, %"class.std::vector.2"** %5, align 8
  call void @llvm.dbg.declare(metadata i64* %7, metadata !3291, metadata !DIExpression()), !dbg !3292
  %16 = call noundef i64 @_ZNKSt6vectorIjSaIjEE12_M_check_lenEmPKc(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %15, i64 noundef 1, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.2, i64 0, i64 0)), !dbg !3293
  store i64 %16, i64* %7, align 8, !dbg !3292
  call void @llvm.dbg.declare(metadata i32** %8, metadata !3294, metadata !DIExpression()), !dbg !3295
  %17 = bitcast %"class.std::vector.2"* %15 to %"struct.std::_Vector_base.3"*, !dbg !3296
  %18 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %17, i32 0, i32 0, !dbg !3296
  %19 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %18 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3297
  %20 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %19, i32 0, i32 0, !dbg !3298
  %21 = load i32*, i32** %20, align 8, !dbg !3298
  store i32* %21, i32** %8, align 8, !dbg !3295
  call void @llvm.dbg.declare(metadata i32** %9, metadata !3299, metadata !DIExpression()), !dbg !3300
  %22 = bitcast %"class.std::vector.2"* %15 to %"struct.std::_Vector_base.3"*, !dbg !3301
  %23 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %22, i32 0, i32 0, !dbg !3301
  %24 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %23 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3302
  %25 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %24, i32 0, i32 1, !dbg !3303
  %26 = load i32*, i32** %25, align 8, !dbg !3303
  store i32* %26, i32** %9, align 8, !dbg !3300
  call void @llvm.dbg.declare(metadata i64* %10, metadata !3304, metadata !DIExpression()), !dbg !3305
  %27 = call i32* @_ZNSt6vectorIjSaIjEE5beginEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %15) #12, !dbg !3306
  %28 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.10", %"class.__gnu_cxx::__normal_iterator.10"* %11, i32 0, i32 0, !dbg !3306
  store i32* %27, i32** %28, align 8, !dbg !3306
  %29 = call noundef i64 @_ZN9__gnu_cxxmiIPjSt6vectorIjSaIjEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator.10"* noundef nonnull align 8 dereferenceable(8) %4, %"class.__gnu_cxx::__normal_iterator.10"* noundef nonnull align 8 dereferenceable(8) %11) #12, !dbg !3307
  store i64 %29, i64* %10, align 8, !dbg !3305
  call void @llvm.dbg.declare(metadata i32** %12, metadata !3308, metadata !DIExpression()), !dbg !3309
  %30 = bitcast %"class.std::vector.2"* %15 to %"struct.std::_Vector_base.3"*, !dbg !3310
  %31 = load i64, i64* %7, align 8, !dbg !3311
  %32 = call noundef i32* @_ZNSt12_Vector_baseIjSaIjEE11_M_allocateEm(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %30, i64 noundef %31), !dbg !3310
  store i32* %32, i32** %12, align 8, !dbg !3309
  call void @llvm.dbg.declare(metadata i32** %13, metadata !3312, metadata !DIExpression()), !dbg !3313
  %33 = load i32*, i32** %12, align 8, !dbg !3314
  store i32* %33, i32** %13, align 8, !dbg !3313
  %34 = bitcast %"class.std::vector.2"* %15 to %"struct.std::_Vector_base.3"*, !dbg !3315
  %35 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %34, i32 0, i32 0, !dbg !3315
  %36 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %35 to %"class.std::allocator.4"*, !dbg !3317
  %37 = load i32*, i32** %12, align 8, !dbg !3318
  %38 = load i64, i64* %10, align 8, !dbg !3319
  %39 = getelementptr inbounds i32, i32* %37, i64 %38, !dbg !3320
  %40 = load i32*, i32** %6, align 8, !dbg !3321
  %41 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIjEOT_RNSt16remove_referenceIS0_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %40) #12, !dbg !3322
  call void @_ZNSt16allocator_traitsISaIjEE9constructIjJjEEEvRS0_PT_DpOT0_(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %36, i32* noundef %39, i32* noundef nonnull align 4 dereferenceable(4) %41) #12, !dbg !3323
  store i32* null, i32** %13, align 8, !dbg !3324
  %42 = load i32*, i32** %8, align 8, !dbg !3325
  %43 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.10"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !3328
  %44 = load i32*, i32** %43, align 8, !dbg !3328
  %45 = load i32*, i32** %12, align 8, !dbg !3329
  %46 = bitcast %"class.std::vector.2"* %15 to %"struct.std::_Vector_base.3"*, !dbg !3330
  %47 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.4"* @_ZNSt12_Vector_baseIjSaIjEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %46) #12, !dbg !3330
  %48 = call noundef i32* @_ZNSt6vectorIjSaIjEE11_S_relocateEPjS2_S2_RS0_(i32* noundef %42, i32* noundef %44, i32* noundef %45, %"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %47) #12, !dbg !3331
  store i32* %48, i32** %13, align 8, !dbg !3332
  %49 = load i32*, i32** %13, align 8, !dbg !3333
  %50 = getelementptr inbounds i32, i32* %49, i32 1, !dbg !3333
  store i32* %50, i32** %13, align 8, !dbg !3333
  %51 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.10"* noundef nonnull align 8 dereferenceable(8) %4) #12, !dbg !3334
  %52 = load i32*, i32** %51, align 8, !dbg !3334
  %53 = load i32*, i32** %9, align 8, !dbg !3335
  %54 = load i32*, i32** %13, align 8, !dbg !3336
  %55 = bitcast %"class.std::vector.2"* %15 to %"struct.std::_Vector_base.3"*, !dbg !3337
  %56 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.4"* @_ZNSt12_Vector_baseIjSaIjEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %55) #12, !dbg !3337
  %57 = call noundef i32* @_ZNSt6vectorIjSaIjEE11_S_relocateEPjS2_S2_RS0_(i32* noundef %52, i32* noundef %53, i32* noundef %54, %"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %56) #12, !dbg !3338
  store i32* %57, i32** %13, align 8, !dbg !3339
  %58 = bitcast %"class.std::vector.2"* %15 to %"struct.std::_Vector_base.3"*, !dbg !3340
  %59 = load i32*, i32** %8, align 8, !dbg !3341
  %60 = bitcast %"class.std::vector.2"* %15 to %"struct.std::_Vector_base.3"*, !dbg !3342
  %61 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %60, i32 0, i32 0, !dbg !3342
  %62 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %61 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3343
  %63 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %62, i32 0, i32 2, !dbg !3344
  %64 = load i32*, i32** %63, align 8, !dbg !3344
  %65 = load i32*, i32** %8, align 8, !dbg !3345
  %66 = ptrtoint i32* %64 to i64, !dbg !3346
  %67 = ptrtoint i32* %65 to i64, !dbg !3346
  %68 = sub i64 %66, %67, !dbg !3346
  %69 = sdiv exact i64 %68, 4, !dbg !3346
  call void @_ZNSt12_Vector_baseIjSaIjEE13_M_deallocateEPjm(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %58, i32* noundef %59, i64 noundef %69), !dbg !3340
  %70 = load i32*, i32** %12, align 8, !dbg !3347
  %71 = bitcast %"class.std::vector.2"* %15 to %"struct.std::_Vector_base.3"*, !dbg !3348
  %72 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %71, i32 0, i32 0, !dbg !3348
  %73 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %72 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3349
  %74 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %73, i32 0, i32 0, !dbg !3350
  store i32* %70, i32** %74, align 8, !dbg !3351
  %75 = load i32*, i32** %13, align 8, !dbg !3352
  %76 = bitcast %"class.std::vector.2"* %15 to %"struct.std::_Vector_base.3"*, !dbg !3353
  %77 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %76, i32 0, i32 0, !dbg !3353
  %78 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %77 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3354
  %79 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %78, i32 0, i32 1, !dbg !3355
  store i32* %75, i32** %79, align 8, !dbg !3356
  %80 = load i32*, i32** %12, align 8, !dbg !3357
  %81 = load i64, i64* %7, align 8, !dbg !3358
  %82 = getelementptr inbounds i32, i32* %80, i64 %81, !dbg !3359
  %83 = bitcast %"class.std::vector.2"* %15 to %"struct.std::_Vector_base.3"*, !dbg !3360
  %84 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %83, i32 0, i32 0, !dbg !3360
  %85 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %84 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3361
  %86 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %85, i32 0, i32 2, !dbg !3362
  store i32* %82, i32** %86, align 8, !dbg !3363
  ret void, !dbg !3364
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local i32* @_ZNSt6vectorIjSaIjEE3endEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !3365 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.10", align 8
  %3 = alloca %"class.std::vector.2"*, align 8
  store %"class.std::vector.2"* %0, %"class.std::vector.2"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.2"** %3, metadata !3366, metadata !DIExpression()), !dbg !3367
  %4 = load %"class.std::vector.2"*, %"class.std::vector.2"** %3, align 8
  %5 = bitcast %"class.std::vector.2"* %4 to %"struct.std::_Vector_base.3"*, !dbg !3368
  %6 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %5, i32 0, i32 0, !dbg !3368
  %7 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3369
  %8 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %7, i32 0, i32 1, !dbg !3370
  call void @_ZN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator.10"* noundef nonnull align 8 dereferenceable(8) %2, i32** noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !3371
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.10", %"class.__gnu_cxx::__normal_iterator.10"* %2, i32 0, i32 0, !dbg !3372
  %10 = load i32*, i32** %9, align 8, !dbg !3372
  ret i32* %10, !dbg !3372
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt15__new_allocatorIjE9constructIjJjEEEvPT_DpOT0_(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %0, i32* noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2) #0 comdat align 2 !dbg !3373 {
  %4 = alloca %"class.std::__new_allocator.5"*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  store %"class.std::__new_allocator.5"* %0, %"class.std::__new_allocator.5"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.5"** %4, metadata !3377, metadata !DIExpression()), !dbg !3378
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3379, metadata !DIExpression()), !dbg !3380
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3381, metadata !DIExpression()), !dbg !3382
  %7 = load %"class.std::__new_allocator.5"*, %"class.std::__new_allocator.5"** %4, align 8
  %8 = load i32*, i32** %5, align 8, !dbg !3383
  %9 = bitcast i32* %8 to i8*, !dbg !3383
  %10 = bitcast i8* %9 to i32*, !dbg !3384
  %11 = load i32*, i32** %6, align 8, !dbg !3385
  %12 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZSt7forwardIjEOT_RNSt16remove_referenceIS0_E4typeE(i32* noundef nonnull align 4 dereferenceable(4) %11) #12, !dbg !3386
  %13 = load i32, i32* %12, align 4, !dbg !3386
  store i32 %13, i32* %10, align 4, !dbg !3384
  ret void, !dbg !3387
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIjSaIjEE12_M_check_lenEmPKc(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, i8* noundef %2) #5 comdat align 2 !dbg !3388 {
  %4 = alloca %"class.std::vector.2"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store %"class.std::vector.2"* %0, %"class.std::vector.2"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.2"** %4, metadata !3389, metadata !DIExpression()), !dbg !3390
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !3391, metadata !DIExpression()), !dbg !3392
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !3393, metadata !DIExpression()), !dbg !3394
  %9 = load %"class.std::vector.2"*, %"class.std::vector.2"** %4, align 8
  %10 = call noundef i64 @_ZNKSt6vectorIjSaIjEE8max_sizeEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !3395
  %11 = call noundef i64 @_ZNKSt6vectorIjSaIjEE4sizeEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !3397
  %12 = sub i64 %10, %11, !dbg !3398
  %13 = load i64, i64* %5, align 8, !dbg !3399
  %14 = icmp ult i64 %12, %13, !dbg !3400
  br i1 %14, label %15, label %17, !dbg !3401

15:                                               ; preds = %3
  %16 = load i8*, i8** %6, align 8, !dbg !3402
  call void @_ZSt20__throw_length_errorPKc(i8* noundef %16) #15, !dbg !3403
  unreachable, !dbg !3403

17:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i64* %7, metadata !3404, metadata !DIExpression()), !dbg !3405
  %18 = call noundef i64 @_ZNKSt6vectorIjSaIjEE4sizeEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !3406
  %19 = call noundef i64 @_ZNKSt6vectorIjSaIjEE4sizeEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !3407
  store i64 %19, i64* %8, align 8, !dbg !3407
  %20 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3maxImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %8, i64* noundef nonnull align 8 dereferenceable(8) %5), !dbg !3408
  %21 = load i64, i64* %20, align 8, !dbg !3408
  %22 = add i64 %18, %21, !dbg !3409
  store i64 %22, i64* %7, align 8, !dbg !3405
  %23 = load i64, i64* %7, align 8, !dbg !3410
  %24 = call noundef i64 @_ZNKSt6vectorIjSaIjEE4sizeEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !3411
  %25 = icmp ult i64 %23, %24, !dbg !3412
  br i1 %25, label %30, label %26, !dbg !3413

26:                                               ; preds = %17
  %27 = load i64, i64* %7, align 8, !dbg !3414
  %28 = call noundef i64 @_ZNKSt6vectorIjSaIjEE8max_sizeEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !3415
  %29 = icmp ugt i64 %27, %28, !dbg !3416
  br i1 %29, label %30, label %32, !dbg !3417

30:                                               ; preds = %26, %17
  %31 = call noundef i64 @_ZNKSt6vectorIjSaIjEE8max_sizeEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %9) #12, !dbg !3418
  br label %34, !dbg !3417

32:                                               ; preds = %26
  %33 = load i64, i64* %7, align 8, !dbg !3419
  br label %34, !dbg !3417

34:                                               ; preds = %32, %30
  %35 = phi i64 [ %31, %30 ], [ %33, %32 ], !dbg !3417
  ret i64 %35, !dbg !3420
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZN9__gnu_cxxmiIPjSt6vectorIjSaIjEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_(%"class.__gnu_cxx::__normal_iterator.10"* noundef nonnull align 8 dereferenceable(8) %0, %"class.__gnu_cxx::__normal_iterator.10"* noundef nonnull align 8 dereferenceable(8) %1) #0 comdat !dbg !3421 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator.10"*, align 8
  %4 = alloca %"class.__gnu_cxx::__normal_iterator.10"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.10"* %0, %"class.__gnu_cxx::__normal_iterator.10"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.10"** %3, metadata !3425, metadata !DIExpression()), !dbg !3426
  store %"class.__gnu_cxx::__normal_iterator.10"* %1, %"class.__gnu_cxx::__normal_iterator.10"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.10"** %4, metadata !3427, metadata !DIExpression()), !dbg !3428
  %5 = load %"class.__gnu_cxx::__normal_iterator.10"*, %"class.__gnu_cxx::__normal_iterator.10"** %3, align 8, !dbg !3429
  %6 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.10"* noundef nonnull align 8 dereferenceable(8) %5) #12, !dbg !3430
  %7 = load i32*, i32** %6, align 8, !dbg !3430
  %8 = load %"class.__gnu_cxx::__normal_iterator.10"*, %"class.__gnu_cxx::__normal_iterator.10"** %4, align 8, !dbg !3431
  %9 = call noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.10"* noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !3432
  %10 = load i32*, i32** %9, align 8, !dbg !3432
  %11 = ptrtoint i32* %7 to i64, !dbg !3433
  %12 = ptrtoint i32* %10 to i64, !dbg !3433
  %13 = sub i64 %11, %12, !dbg !3433
  %14 = sdiv exact i64 %13, 4, !dbg !3433
  ret i64 %14, !dbg !3434
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local i32* @_ZNSt6vectorIjSaIjEE5beginEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !3435 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.10", align 8
  %3 = alloca %"class.std::vector.2"*, align 8
  store %"class.std::vector.2"* %0, %"class.std::vector.2"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.2"** %3, metadata !3436, metadata !DIExpression()), !dbg !3437
  %4 = load %"class.std::vector.2"*, %"class.std::vector.2"** %3, align 8
  %5 = bitcast %"class.std::vector.2"* %4 to %"struct.std::_Vector_base.3"*, !dbg !3438
  %6 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %5, i32 0, i32 0, !dbg !3438
  %7 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %6 to %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"*, !dbg !3439
  %8 = getelementptr inbounds %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data", %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl_data"* %7, i32 0, i32 0, !dbg !3440
  call void @_ZN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator.10"* noundef nonnull align 8 dereferenceable(8) %2, i32** noundef nonnull align 8 dereferenceable(8) %8) #12, !dbg !3441
  %9 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.10", %"class.__gnu_cxx::__normal_iterator.10"* %2, i32 0, i32 0, !dbg !3442
  %10 = load i32*, i32** %9, align 8, !dbg !3442
  ret i32* %10, !dbg !3442
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt12_Vector_baseIjSaIjEE11_M_allocateEm(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1) #5 comdat align 2 !dbg !3443 {
  %3 = alloca %"struct.std::_Vector_base.3"*, align 8
  %4 = alloca i64, align 8
  store %"struct.std::_Vector_base.3"* %0, %"struct.std::_Vector_base.3"** %3, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.3"** %3, metadata !3444, metadata !DIExpression()), !dbg !3445
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !3446, metadata !DIExpression()), !dbg !3447
  %5 = load %"struct.std::_Vector_base.3"*, %"struct.std::_Vector_base.3"** %3, align 8
  %6 = load i64, i64* %4, align 8, !dbg !3448
  %7 = icmp ne i64 %6, 0, !dbg !3449
  br i1 %7, label %8, label %13, !dbg !3448

8:                                                ; preds = %2
  %9 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %5, i32 0, i32 0, !dbg !3450
  %10 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %9 to %"class.std::allocator.4"*, !dbg !3450
  %11 = load i64, i64* %4, align 8, !dbg !3451
  %12 = call noundef i32* @_ZNSt16allocator_traitsISaIjEE8allocateERS0_m(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %10, i64 noundef %11), !dbg !3452
  br label %14, !dbg !3448

13:                                               ; preds = %2
  br label %14, !dbg !3448

14:                                               ; preds = %13, %8
  %15 = phi i32* [ %12, %8 ], [ null, %13 ], !dbg !3448
  ret i32* %15, !dbg !3453
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt6vectorIjSaIjEE11_S_relocateEPjS2_S2_RS0_(i32* noundef %0, i32* noundef %1, i32* noundef %2, %"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat align 2 !dbg !1068 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca %"class.std::allocator.4"*, align 8
  %9 = alloca %"struct.std::integral_constant", align 1
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3454, metadata !DIExpression()), !dbg !3455
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3456, metadata !DIExpression()), !dbg !3457
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !3458, metadata !DIExpression()), !dbg !3459
  store %"class.std::allocator.4"* %3, %"class.std::allocator.4"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.4"** %8, metadata !3460, metadata !DIExpression()), !dbg !3461
  %10 = load i32*, i32** %5, align 8, !dbg !3462
  %11 = load i32*, i32** %6, align 8, !dbg !3463
  %12 = load i32*, i32** %7, align 8, !dbg !3464
  %13 = load %"class.std::allocator.4"*, %"class.std::allocator.4"** %8, align 8, !dbg !3465
  %14 = call noundef i32* @_ZNSt6vectorIjSaIjEE14_S_do_relocateEPjS2_S2_RS0_St17integral_constantIbLb1EE(i32* noundef %10, i32* noundef %11, i32* noundef %12, %"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %13) #12, !dbg !3466
  ret i32* %14, !dbg !3467
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) i32** @_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEE4baseEv(%"class.__gnu_cxx::__normal_iterator.10"* noundef nonnull align 8 dereferenceable(8) %0) #0 comdat align 2 !dbg !3468 {
  %2 = alloca %"class.__gnu_cxx::__normal_iterator.10"*, align 8
  store %"class.__gnu_cxx::__normal_iterator.10"* %0, %"class.__gnu_cxx::__normal_iterator.10"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.10"** %2, metadata !3469, metadata !DIExpression()), !dbg !3471
  %3 = load %"class.__gnu_cxx::__normal_iterator.10"*, %"class.__gnu_cxx::__normal_iterator.10"** %2, align 8
  %4 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.10", %"class.__gnu_cxx::__normal_iterator.10"* %3, i32 0, i32 0, !dbg !3472
  ret i32** %4, !dbg !3473
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt6vectorIjSaIjEE8max_sizeEv(%"class.std::vector.2"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !3474 {
  %2 = alloca %"class.std::vector.2"*, align 8
  store %"class.std::vector.2"* %0, %"class.std::vector.2"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::vector.2"** %2, metadata !3475, metadata !DIExpression()), !dbg !3476
  %3 = load %"class.std::vector.2"*, %"class.std::vector.2"** %2, align 8
  %4 = bitcast %"class.std::vector.2"* %3 to %"struct.std::_Vector_base.3"*, !dbg !3477
  %5 = call noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.4"* @_ZNKSt12_Vector_baseIjSaIjEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %4) #12, !dbg !3477
  %6 = call noundef i64 @_ZNSt6vectorIjSaIjEE11_S_max_sizeERKS0_(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %5) #12, !dbg !3478
  ret i64 %6, !dbg !3479
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt6vectorIjSaIjEE11_S_max_sizeERKS0_(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !3480 {
  %2 = alloca %"class.std::allocator.4"*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator.4"* %0, %"class.std::allocator.4"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.4"** %2, metadata !3481, metadata !DIExpression()), !dbg !3482
  call void @llvm.dbg.declare(metadata i64* %3, metadata !3483, metadata !DIExpression()), !dbg !3484
  store i64 2305843009213693951, i64* %3, align 8, !dbg !3484
  call void @llvm.dbg.declare(metadata i64* %4, metadata !3485, metadata !DIExpression()), !dbg !3486
  %5 = load %"class.std::allocator.4"*, %"class.std::allocator.4"** %2, align 8, !dbg !3487
  %6 = call noundef i64 @_ZNSt16allocator_traitsISaIjEE8max_sizeERKS0_(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %5) #12, !dbg !3488
  store i64 %6, i64* %4, align 8, !dbg !3486
  %7 = call noundef nonnull align 8 dereferenceable(8) i64* @_ZSt3minImERKT_S2_S2_(i64* noundef nonnull align 8 dereferenceable(8) %3, i64* noundef nonnull align 8 dereferenceable(8) %4), !dbg !3489
  %8 = load i64, i64* %7, align 8, !dbg !3489
  ret i64 %8, !dbg !3490
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 1 dereferenceable(1) %"class.std::allocator.4"* @_ZNKSt12_Vector_baseIjSaIjEE19_M_get_Tp_allocatorEv(%"struct.std::_Vector_base.3"* noundef nonnull align 8 dereferenceable(24) %0) #0 comdat align 2 !dbg !3491 {
  %2 = alloca %"struct.std::_Vector_base.3"*, align 8
  store %"struct.std::_Vector_base.3"* %0, %"struct.std::_Vector_base.3"** %2, align 8
  call void @llvm.dbg.declare(metadata %"struct.std::_Vector_base.3"** %2, metadata !3492, metadata !DIExpression()), !dbg !3494
  %3 = load %"struct.std::_Vector_base.3"*, %"struct.std::_Vector_base.3"** %2, align 8
  %4 = getelementptr inbounds %"struct.std::_Vector_base.3", %"struct.std::_Vector_base.3"* %3, i32 0, i32 0, !dbg !3495
  %5 = bitcast %"struct.std::_Vector_base<unsigned int, std::allocator<unsigned int>>::_Vector_impl"* %4 to %"class.std::allocator.4"*, !dbg !3496
  ret %"class.std::allocator.4"* %5, !dbg !3497
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt16allocator_traitsISaIjEE8max_sizeERKS0_(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !3498 {
  %2 = alloca %"class.std::allocator.4"*, align 8
  store %"class.std::allocator.4"* %0, %"class.std::allocator.4"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.4"** %2, metadata !3499, metadata !DIExpression()), !dbg !3500
  %3 = load %"class.std::allocator.4"*, %"class.std::allocator.4"** %2, align 8, !dbg !3501
  %4 = bitcast %"class.std::allocator.4"* %3 to %"class.std::__new_allocator.5"*, !dbg !3501
  %5 = call noundef i64 @_ZNKSt15__new_allocatorIjE8max_sizeEv(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %4) #12, !dbg !3502
  ret i64 %5, !dbg !3503
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIjE8max_sizeEv(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !3504 {
  %2 = alloca %"class.std::__new_allocator.5"*, align 8
  store %"class.std::__new_allocator.5"* %0, %"class.std::__new_allocator.5"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.5"** %2, metadata !3505, metadata !DIExpression()), !dbg !3507
  %3 = load %"class.std::__new_allocator.5"*, %"class.std::__new_allocator.5"** %2, align 8
  %4 = call noundef i64 @_ZNKSt15__new_allocatorIjE11_M_max_sizeEv(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %3) #12, !dbg !3508
  ret i64 %4, !dbg !3509
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNKSt15__new_allocatorIjE11_M_max_sizeEv(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 !dbg !3510 {
  %2 = alloca %"class.std::__new_allocator.5"*, align 8
  store %"class.std::__new_allocator.5"* %0, %"class.std::__new_allocator.5"** %2, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.5"** %2, metadata !3511, metadata !DIExpression()), !dbg !3512
  %3 = load %"class.std::__new_allocator.5"*, %"class.std::__new_allocator.5"** %2, align 8
  ret i64 2305843009213693951, !dbg !3513
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEC2ERKS1_(%"class.__gnu_cxx::__normal_iterator.10"* noundef nonnull align 8 dereferenceable(8) %0, i32** noundef nonnull align 8 dereferenceable(8) %1) unnamed_addr #4 comdat align 2 !dbg !3514 {
  %3 = alloca %"class.__gnu_cxx::__normal_iterator.10"*, align 8
  %4 = alloca i32**, align 8
  store %"class.__gnu_cxx::__normal_iterator.10"* %0, %"class.__gnu_cxx::__normal_iterator.10"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.__gnu_cxx::__normal_iterator.10"** %3, metadata !3515, metadata !DIExpression()), !dbg !3517
  store i32** %1, i32*** %4, align 8
  call void @llvm.dbg.declare(metadata i32*** %4, metadata !3518, metadata !DIExpression()), !dbg !3519
  %5 = load %"class.__gnu_cxx::__normal_iterator.10"*, %"class.__gnu_cxx::__normal_iterator.10"** %3, align 8
  %6 = getelementptr inbounds %"class.__gnu_cxx::__normal_iterator.10", %"class.__gnu_cxx::__normal_iterator.10"* %5, i32 0, i32 0, !dbg !3520
  %7 = load i32**, i32*** %4, align 8, !dbg !3521
  %8 = load i32*, i32** %7, align 8, !dbg !3521
  store i32* %8, i32** %6, align 8, !dbg !3520
  ret void, !dbg !3522
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt16allocator_traitsISaIjEE8allocateERS0_m(%"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1) #5 comdat align 2 !dbg !3523 {
  %3 = alloca %"class.std::allocator.4"*, align 8
  %4 = alloca i64, align 8
  store %"class.std::allocator.4"* %0, %"class.std::allocator.4"** %3, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.4"** %3, metadata !3524, metadata !DIExpression()), !dbg !3525
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !3526, metadata !DIExpression()), !dbg !3527
  %5 = load %"class.std::allocator.4"*, %"class.std::allocator.4"** %3, align 8, !dbg !3528
  %6 = bitcast %"class.std::allocator.4"* %5 to %"class.std::__new_allocator.5"*, !dbg !3528
  %7 = load i64, i64* %4, align 8, !dbg !3529
  %8 = call noundef i32* @_ZNSt15__new_allocatorIjE8allocateEmPKv(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %6, i64 noundef %7, i8* noundef null), !dbg !3530
  ret i32* %8, !dbg !3531
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt15__new_allocatorIjE8allocateEmPKv(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %0, i64 noundef %1, i8* noundef %2) #5 comdat align 2 !dbg !3532 {
  %4 = alloca %"class.std::__new_allocator.5"*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i8*, align 8
  store %"class.std::__new_allocator.5"* %0, %"class.std::__new_allocator.5"** %4, align 8
  call void @llvm.dbg.declare(metadata %"class.std::__new_allocator.5"** %4, metadata !3533, metadata !DIExpression()), !dbg !3534
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !3535, metadata !DIExpression()), !dbg !3536
  store i8* %2, i8** %6, align 8
  call void @llvm.dbg.declare(metadata i8** %6, metadata !3537, metadata !DIExpression()), !dbg !3538
  %7 = load %"class.std::__new_allocator.5"*, %"class.std::__new_allocator.5"** %4, align 8
  %8 = load i64, i64* %5, align 8, !dbg !3539
  %9 = call noundef i64 @_ZNKSt15__new_allocatorIjE11_M_max_sizeEv(%"class.std::__new_allocator.5"* noundef nonnull align 1 dereferenceable(1) %7) #12, !dbg !3541
  %10 = icmp ugt i64 %8, %9, !dbg !3542
  br i1 %10, label %11, label %16, !dbg !3543

11:                                               ; preds = %3
  %12 = load i64, i64* %5, align 8, !dbg !3544
  %13 = icmp ugt i64 %12, 4611686018427387903, !dbg !3547
  br i1 %13, label %14, label %15, !dbg !3548

14:                                               ; preds = %11
  call void @_ZSt28__throw_bad_array_new_lengthv() #15, !dbg !3549
  unreachable, !dbg !3549

15:                                               ; preds = %11
  call void @_ZSt17__throw_bad_allocv() #15, !dbg !3550
  unreachable, !dbg !3550

16:                                               ; preds = %3
  %17 = load i64, i64* %5, align 8, !dbg !3551
  %18 = mul i64 %17, 4, !dbg !3552
  %19 = call noalias noundef nonnull i8* @_Znwm(i64 noundef %18) #16, !dbg !3553
  %20 = bitcast i8* %19 to i32*, !dbg !3554
  ret i32* %20, !dbg !3555
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZNSt6vectorIjSaIjEE14_S_do_relocateEPjS2_S2_RS0_St17integral_constantIbLb1EE(i32* noundef %0, i32* noundef %1, i32* noundef %2, %"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat align 2 !dbg !3556 {
  %5 = alloca %"struct.std::integral_constant", align 1
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca %"class.std::allocator.4"*, align 8
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3557, metadata !DIExpression()), !dbg !3558
  store i32* %1, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !3559, metadata !DIExpression()), !dbg !3560
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !3561, metadata !DIExpression()), !dbg !3562
  store %"class.std::allocator.4"* %3, %"class.std::allocator.4"** %9, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.4"** %9, metadata !3563, metadata !DIExpression()), !dbg !3564
  call void @llvm.dbg.declare(metadata %"struct.std::integral_constant"* %5, metadata !3565, metadata !DIExpression()), !dbg !3566
  %10 = load i32*, i32** %6, align 8, !dbg !3567
  %11 = load i32*, i32** %7, align 8, !dbg !3568
  %12 = load i32*, i32** %8, align 8, !dbg !3569
  %13 = load %"class.std::allocator.4"*, %"class.std::allocator.4"** %9, align 8, !dbg !3570
  %14 = call noundef i32* @_ZSt12__relocate_aIPjS0_SaIjEET0_T_S3_S2_RT1_(i32* noundef %10, i32* noundef %11, i32* noundef %12, %"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %13) #12, !dbg !3571
  ret i32* %14, !dbg !3572
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt12__relocate_aIPjS0_SaIjEET0_T_S3_S2_RT1_(i32* noundef %0, i32* noundef %1, i32* noundef %2, %"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat !dbg !3573 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca %"class.std::allocator.4"*, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3579, metadata !DIExpression()), !dbg !3580
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3581, metadata !DIExpression()), !dbg !3582
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !3583, metadata !DIExpression()), !dbg !3584
  store %"class.std::allocator.4"* %3, %"class.std::allocator.4"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.4"** %8, metadata !3585, metadata !DIExpression()), !dbg !3586
  %9 = load i32*, i32** %5, align 8, !dbg !3587
  %10 = call noundef i32* @_ZSt12__niter_baseIPjET_S1_(i32* noundef %9) #12, !dbg !3588
  %11 = load i32*, i32** %6, align 8, !dbg !3589
  %12 = call noundef i32* @_ZSt12__niter_baseIPjET_S1_(i32* noundef %11) #12, !dbg !3590
  %13 = load i32*, i32** %7, align 8, !dbg !3591
  %14 = call noundef i32* @_ZSt12__niter_baseIPjET_S1_(i32* noundef %13) #12, !dbg !3592
  %15 = load %"class.std::allocator.4"*, %"class.std::allocator.4"** %8, align 8, !dbg !3593
  %16 = call noundef i32* @_ZSt14__relocate_a_1IjjENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E(i32* noundef %10, i32* noundef %12, i32* noundef %14, %"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %15) #12, !dbg !3594
  ret i32* %16, !dbg !3595
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt14__relocate_a_1IjjENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E(i32* noundef %0, i32* noundef %1, i32* noundef %2, %"class.std::allocator.4"* noundef nonnull align 1 dereferenceable(1) %3) #0 comdat !dbg !3596 {
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca %"class.std::allocator.4"*, align 8
  %9 = alloca i64, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !3605, metadata !DIExpression()), !dbg !3606
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !3607, metadata !DIExpression()), !dbg !3608
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !3609, metadata !DIExpression()), !dbg !3610
  store %"class.std::allocator.4"* %3, %"class.std::allocator.4"** %8, align 8
  call void @llvm.dbg.declare(metadata %"class.std::allocator.4"** %8, metadata !3611, metadata !DIExpression()), !dbg !3612
  call void @llvm.dbg.declare(metadata i64* %9, metadata !3613, metadata !DIExpression()), !dbg !3614
  %10 = load i32*, i32** %6, align 8, !dbg !3615
  %11 = load i32*, i32** %5, align 8, !dbg !3616
  %12 = ptrtoint i32* %10 to i64, !dbg !3617
  %13 = ptrtoint i32* %11 to i64, !dbg !3617
  %14 = sub i64 %12, %13, !dbg !3617
  %15 = sdiv exact i64 %14, 4, !dbg !3617
  store i64 %15, i64* %9, align 8, !dbg !3614
  %16 = load i64, i64* %9, align 8, !dbg !3618
  %17 = icmp sgt i64 %16, 0, !dbg !3620
  br i1 %17, label %18, label %25, !dbg !3621

18:                                               ; preds = %4
  %19 = load i32*, i32** %7, align 8, !dbg !3622
  %20 = bitcast i32* %19 to i8*, !dbg !3624
  %21 = load i32*, i32** %5, align 8, !dbg !3625
  %22 = bitcast i32* %21 to i8*, !dbg !3624
  %23 = load i64, i64* %9, align 8, !dbg !3626
  %24 = mul i64 %23, 4, !dbg !3627
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 4 %20, i8* align 4 %22, i64 %24, i1 false), !dbg !3624
  br label %25, !dbg !3628

25:                                               ; preds = %18, %4
  %26 = load i32*, i32** %7, align 8, !dbg !3629
  %27 = load i64, i64* %9, align 8, !dbg !3630
  %28 = getelementptr inbounds i32, i32* %26, i64 %27, !dbg !3631
  ret i32* %28, !dbg !3632
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32* @_ZSt12__niter_baseIPjET_S1_(i32* noundef %0) #0 comdat !dbg !3633 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !3636, metadata !DIExpression()), !dbg !3637
  %3 = load i32*, i32** %2, align 8, !dbg !3638
  ret i32* %3, !dbg !3639
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZSt23__cmpexch_failure_orderSt12memory_order(i32 noundef %0) #0 comdat personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) !dbg !3640 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !3643, metadata !DIExpression()), !dbg !3644
  %3 = load i32, i32* %2, align 4, !dbg !3645
  %4 = invoke noundef i32 @_ZStanSt12memory_orderSt23__memory_order_modifier(i32 noundef %3, i32 noundef 65535)
          to label %5 unwind label %12, !dbg !3646

5:                                                ; preds = %1
  %6 = call noundef i32 @_ZSt24__cmpexch_failure_order2St12memory_order(i32 noundef %4) #12, !dbg !3647
  %7 = load i32, i32* %2, align 4, !dbg !3648
  %8 = invoke noundef i32 @_ZStanSt12memory_orderSt23__memory_order_modifier(i32 noundef %7, i32 noundef -65536)
          to label %9 unwind label %12, !dbg !3649

9:                                                ; preds = %5
  %10 = invoke noundef i32 @_ZStorSt12memory_orderSt23__memory_order_modifier(i32 noundef %6, i32 noundef %8)
          to label %11 unwind label %12, !dbg !3650

11:                                               ; preds = %9
  ret i32 %10, !dbg !3651

12:                                               ; preds = %9, %5, %1
  %13 = landingpad { i8*, i32 }
          catch i8* null, !dbg !3646
  %14 = extractvalue { i8*, i32 } %13, 0, !dbg !3646
  call void @__clang_call_terminate(i8* %14) #13, !dbg !3646
  unreachable, !dbg !3646
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZStorSt12memory_orderSt23__memory_order_modifier(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !3652 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !3655, metadata !DIExpression()), !dbg !3656
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !3657, metadata !DIExpression()), !dbg !3658
  %5 = load i32, i32* %3, align 4, !dbg !3659
  %6 = load i32, i32* %4, align 4, !dbg !3660
  %7 = or i32 %5, %6, !dbg !3661
  ret i32 %7, !dbg !3662
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZSt24__cmpexch_failure_order2St12memory_order(i32 noundef %0) #0 comdat !dbg !3663 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !3664, metadata !DIExpression()), !dbg !3665
  %3 = load i32, i32* %2, align 4, !dbg !3666
  %4 = icmp eq i32 %3, 4, !dbg !3667
  br i1 %4, label %5, label %6, !dbg !3666

5:                                                ; preds = %1
  br label %14, !dbg !3666

6:                                                ; preds = %1
  %7 = load i32, i32* %2, align 4, !dbg !3668
  %8 = icmp eq i32 %7, 3, !dbg !3669
  br i1 %8, label %9, label %10, !dbg !3668

9:                                                ; preds = %6
  br label %12, !dbg !3668

10:                                               ; preds = %6
  %11 = load i32, i32* %2, align 4, !dbg !3670
  br label %12, !dbg !3668

12:                                               ; preds = %10, %9
  %13 = phi i32 [ 0, %9 ], [ %11, %10 ], !dbg !3668
  br label %14, !dbg !3666

14:                                               ; preds = %12, %5
  %15 = phi i32 [ 2, %5 ], [ %13, %12 ], !dbg !3666
  ret i32 %15, !dbg !3671
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZStanSt12memory_orderSt23__memory_order_modifier(i32 noundef %0, i32 noundef %1) #0 comdat !dbg !3672 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !3673, metadata !DIExpression()), !dbg !3674
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !3675, metadata !DIExpression()), !dbg !3676
  %5 = load i32, i32* %3, align 4, !dbg !3677
  %6 = load i32, i32* %4, align 4, !dbg !3678
  %7 = and i32 %5, %6, !dbg !3679
  ret i32 %7, !dbg !3680
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline noreturn nounwind }
attributes #9 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { builtin nounwind }
attributes #15 = { noreturn }
attributes #16 = { builtin allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!1996, !1997, !1998, !1999, !2000, !2001, !2002}
!llvm.ident = !{!2003}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !1191, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !22, globals: !1220, imports: !1233, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "a.cpp", directory: "/tmp/rt", checksumkind: CSK_MD5, checksum: "8dc95eb7b37422ea46a4569d284a9870")
!4 = !{!5, !16}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", scope: !7, file: !6, line: 78, baseType: !8, size: 32, elements: !9, identifier: "_ZTSSt12memory_order")
!6 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/atomic_base.h", directory: "")
!7 = !DINamespace(name: "std", scope: null)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !{!10, !11, !12, !13, !14, !15}
!10 = !DIEnumerator(name: "memory_order_relaxed", value: 0, isUnsigned: true)
!11 = !DIEnumerator(name: "memory_order_consume", value: 1, isUnsigned: true)
!12 = !DIEnumerator(name: "memory_order_acquire", value: 2, isUnsigned: true)
!13 = !DIEnumerator(name: "memory_order_release", value: 3, isUnsigned: true)
!14 = !DIEnumerator(name: "memory_order_acq_rel", value: 4, isUnsigned: true)
!15 = !DIEnumerator(name: "memory_order_seq_cst", value: 5, isUnsigned: true)
!16 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "__memory_order_modifier", scope: !7, file: !6, line: 89, baseType: !8, size: 32, elements: !17, identifier: "_ZTSSt23__memory_order_modifier")
!17 = !{!18, !19, !20, !21}
!18 = !DIEnumerator(name: "__memory_order_mask", value: 65535, isUnsigned: true)
!19 = !DIEnumerator(name: "__memory_order_modifier_mask", value: 4294901760, isUnsigned: true)
!20 = !DIEnumerator(name: "__memory_order_hle_acquire", value: 65536, isUnsigned: true)
!21 = !DIEnumerator(name: "__memory_order_hle_release", value: 131072, isUnsigned: true)
!22 = !{!8, !23, !24, !26, !29, !96, !54, !575, !578, !600, !1067, !55, !1069, !16, !1070, !1191, !30, !518, !33, !36, !58, !64, !159, !579, !1013, !582, !585, !603, !607, !692}
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !25, line: 458, baseType: !26)
!25 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_vector.h", directory: "", checksumkind: CSK_MD5, checksum: "8db44c3d22440641ac1ba040d9370a58")
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", scope: !7, file: !27, line: 298, baseType: !28)
!27 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++config.h", directory: "", checksumkind: CSK_MD5, checksum: "abdf1e7c43540a32b508ae209704da66")
!28 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !30, file: !25, line: 453, baseType: !518)
!30 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<int, std::allocator<int> >", scope: !7, file: !25, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !31, templateParams: !252, identifier: "_ZTSSt6vectorIiSaIiEE")
!31 = !{!32, !253, !272, !288, !289, !295, !298, !301, !305, !311, !314, !320, !325, !329, !339, !342, !345, !348, !353, !354, !358, !361, !364, !367, !370, !373, !380, !381, !382, !387, !392, !393, !394, !395, !396, !397, !398, !401, !402, !405, !406, !407, !408, !411, !412, !420, !427, !430, !431, !432, !435, !438, !439, !440, !443, !446, !449, !453, !454, !457, !460, !463, !466, !469, !472, !475, !476, !477, !478, !479, !482, !483, !486, !487, !488, !495, !498, !503, !506, !509, !512, !515}
!32 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !30, baseType: !33, flags: DIFlagProtected, extraData: i32 0)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<int, std::allocator<int> >", scope: !7, file: !25, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !34, templateParams: !252, identifier: "_ZTSSt12_Vector_baseIiSaIiEE")
!34 = !{!35, !203, !208, !213, !217, !220, !225, !228, !231, !235, !238, !241, !244, !245, !248, !251}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !33, file: !25, line: 371, baseType: !36, size: 192)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !33, file: !25, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !37, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE12_Vector_implE")
!37 = !{!38, !158, !183, !187, !192, !196, !200}
!38 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !36, baseType: !39, extraData: i32 0)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !33, file: !25, line: 88, baseType: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !42, file: !41, line: 120, baseType: !157)
!41 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/ext/alloc_traits.h", directory: "")
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<int>", scope: !43, file: !41, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !156, templateParams: !105, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiE6rebindIiEE")
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<int>, int>", scope: !44, file: !41, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !45, templateParams: !154, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIiEiEE")
!44 = !DINamespace(name: "__gnu_cxx", scope: null)
!45 = !{!46, !140, !143, !146, !150, !151, !152, !153}
!46 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !43, baseType: !47, extraData: i32 0)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<int> >", scope: !7, file: !48, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !49, templateParams: !138, identifier: "_ZTSSt16allocator_traitsISaIiEE")
!48 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/alloc_traits.h", directory: "", checksumkind: CSK_MD5, checksum: "fd441eaab0a8965f7012f98a3edcbb86")
!49 = !{!50, !122, !126, !129, !135}
!50 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !47, file: !48, line: 463, type: !51, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !56, !121}
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !47, file: !48, line: 420, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!56 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !47, file: !48, line: 414, baseType: !58)
!58 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<int>", scope: !7, file: !59, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !60, templateParams: !105, identifier: "_ZTSSaIiE")
!59 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6fa856a93062ce2b39cf0c9a3a6a3468")
!60 = !{!61, !107, !111, !116, !120}
!61 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !58, baseType: !62, flags: DIFlagPublic, extraData: i32 0)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<int>", scope: !7, file: !63, line: 47, baseType: !64)
!63 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/x86_64-linux-gnu/c++/12/bits/c++allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "3c43333b0e1372330d7f702387d162e2")
!64 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<int>", scope: !7, file: !65, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !66, templateParams: !105, identifier: "_ZTSSt15__new_allocatorIiE")
!65 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/new_allocator.h", directory: "", checksumkind: CSK_MD5, checksum: "6b069d101319ece6de3732b658fb1d77")
!66 = !{!67, !71, !76, !77, !84, !92, !98, !101, !104}
!67 = !DISubprogram(name: "__new_allocator", scope: !64, file: !65, line: 80, type: !68, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!71 = !DISubprogram(name: "__new_allocator", scope: !64, file: !65, line: 83, type: !72, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!72 = !DISubroutineType(types: !73)
!73 = !{null, !70, !74}
!74 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!76 = !DISubprogram(name: "~__new_allocator", scope: !64, file: !65, line: 90, type: !68, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!77 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERi", scope: !64, file: !65, line: 93, type: !78, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!78 = !DISubroutineType(types: !79)
!79 = !{!80, !81, !82}
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !64, file: !65, line: 63, baseType: !54)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !64, file: !65, line: 65, baseType: !83)
!83 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !55, size: 64)
!84 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIiE7addressERKi", scope: !64, file: !65, line: 97, type: !85, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!85 = !DISubroutineType(types: !86)
!86 = !{!87, !81, !90}
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !64, file: !65, line: 64, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !55)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !64, file: !65, line: 66, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !89, size: 64)
!92 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !64, file: !65, line: 112, type: !93, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!93 = !DISubroutineType(types: !94)
!94 = !{!54, !70, !95, !96}
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !65, line: 60, baseType: !26)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!98 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !64, file: !65, line: 142, type: !99, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!99 = !DISubroutineType(types: !100)
!100 = !{null, !70, !54, !95}
!101 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !64, file: !65, line: 167, type: !102, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!102 = !DISubroutineType(types: !103)
!103 = !{!95, !81}
!104 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !64, file: !65, line: 210, type: !102, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!105 = !{!106}
!106 = !DITemplateTypeParameter(name: "_Tp", type: !55)
!107 = !DISubprogram(name: "allocator", scope: !58, file: !59, line: 156, type: !108, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!108 = !DISubroutineType(types: !109)
!109 = !{null, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!111 = !DISubprogram(name: "allocator", scope: !58, file: !59, line: 159, type: !112, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!112 = !DISubroutineType(types: !113)
!113 = !{null, !110, !114}
!114 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!116 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIiEaSERKS_", scope: !58, file: !59, line: 164, type: !117, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!117 = !DISubroutineType(types: !118)
!118 = !{!119, !110, !114}
!119 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !58, size: 64)
!120 = !DISubprogram(name: "~allocator", scope: !58, file: !59, line: 174, type: !108, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", file: !48, line: 435, baseType: !26)
!122 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_mPKv", scope: !47, file: !48, line: 477, type: !123, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!123 = !DISubroutineType(types: !124)
!124 = !{!53, !56, !121, !125}
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_void_pointer", file: !48, line: 429, baseType: !96)
!126 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !47, file: !48, line: 495, type: !127, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !56, !53, !121}
!129 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !47, file: !48, line: 547, type: !130, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!130 = !DISubroutineType(types: !131)
!131 = !{!132, !133}
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !47, file: !48, line: 435, baseType: !26)
!133 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!135 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIiEE37select_on_container_copy_constructionERKS0_", scope: !47, file: !48, line: 562, type: !136, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!136 = !DISubroutineType(types: !137)
!137 = !{!57, !133}
!138 = !{!139}
!139 = !DITemplateTypeParameter(name: "_Alloc", type: !58)
!140 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE17_S_select_on_copyERKS1_", scope: !43, file: !41, line: 97, type: !141, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!141 = !DISubroutineType(types: !142)
!142 = !{!58, !114}
!143 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE10_S_on_swapERS1_S3_", scope: !43, file: !41, line: 100, type: !144, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!144 = !DISubroutineType(types: !145)
!145 = !{null, !119, !119}
!146 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_copy_assignEv", scope: !43, file: !41, line: 103, type: !147, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!147 = !DISubroutineType(types: !148)
!148 = !{!149}
!149 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!150 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE27_S_propagate_on_move_assignEv", scope: !43, file: !41, line: 106, type: !147, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!151 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE20_S_propagate_on_swapEv", scope: !43, file: !41, line: 109, type: !147, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!152 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_always_equalEv", scope: !43, file: !41, line: 112, type: !147, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!153 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIiEiE15_S_nothrow_moveEv", scope: !43, file: !41, line: 115, type: !147, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!154 = !{!139, !155}
!155 = !DITemplateTypeParameter(type: !55)
!156 = !{}
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<int>", scope: !47, file: !48, line: 450, baseType: !58)
!158 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !36, baseType: !159, extraData: i32 0)
!159 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !33, file: !25, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !160, identifier: "_ZTSNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataE")
!160 = !{!161, !164, !165, !166, !170, !174, !179}
!161 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !159, file: !25, line: 94, baseType: !162, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !33, file: !25, line: 90, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !43, file: !41, line: 57, baseType: !53)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !159, file: !25, line: 95, baseType: !162, size: 64, offset: 64)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !159, file: !25, line: 96, baseType: !162, size: 64, offset: 128)
!166 = !DISubprogram(name: "_Vector_impl_data", scope: !159, file: !25, line: 99, type: !167, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !169}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!170 = !DISubprogram(name: "_Vector_impl_data", scope: !159, file: !25, line: 105, type: !171, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!171 = !DISubroutineType(types: !172)
!172 = !{null, !169, !173}
!173 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !159, size: 64)
!174 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !159, file: !25, line: 113, type: !175, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !169, !177}
!177 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !159)
!179 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !159, file: !25, line: 122, type: !180, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!180 = !DISubroutineType(types: !181)
!181 = !{null, !169, !182}
!182 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !159, size: 64)
!183 = !DISubprogram(name: "_Vector_impl", scope: !36, file: !25, line: 137, type: !184, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !186}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!187 = !DISubprogram(name: "_Vector_impl", scope: !36, file: !25, line: 143, type: !188, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!188 = !DISubroutineType(types: !189)
!189 = !{null, !186, !190}
!190 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !191, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!192 = !DISubprogram(name: "_Vector_impl", scope: !36, file: !25, line: 151, type: !193, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !186, !195}
!195 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !36, size: 64)
!196 = !DISubprogram(name: "_Vector_impl", scope: !36, file: !25, line: 156, type: !197, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !186, !199}
!199 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !39, size: 64)
!200 = !DISubprogram(name: "_Vector_impl", scope: !36, file: !25, line: 161, type: !201, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !186, !199, !195}
!203 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !33, file: !25, line: 298, type: !204, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!204 = !DISubroutineType(types: !205)
!205 = !{!206, !207}
!206 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !39, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!208 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !33, file: !25, line: 303, type: !209, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!209 = !DISubroutineType(types: !210)
!210 = !{!190, !211}
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!212 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!213 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE13get_allocatorEv", scope: !33, file: !25, line: 308, type: !214, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!214 = !DISubroutineType(types: !215)
!215 = !{!216, !211}
!216 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !33, file: !25, line: 294, baseType: !58)
!217 = !DISubprogram(name: "_Vector_base", scope: !33, file: !25, line: 312, type: !218, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !207}
!220 = !DISubprogram(name: "_Vector_base", scope: !33, file: !25, line: 318, type: !221, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!221 = !DISubroutineType(types: !222)
!222 = !{null, !207, !223}
!223 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !224, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !216)
!225 = !DISubprogram(name: "_Vector_base", scope: !33, file: !25, line: 324, type: !226, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !207, !26}
!228 = !DISubprogram(name: "_Vector_base", scope: !33, file: !25, line: 330, type: !229, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!229 = !DISubroutineType(types: !230)
!230 = !{null, !207, !26, !223}
!231 = !DISubprogram(name: "_Vector_base", scope: !33, file: !25, line: 335, type: !232, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!232 = !DISubroutineType(types: !233)
!233 = !{null, !207, !234}
!234 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !33, size: 64)
!235 = !DISubprogram(name: "_Vector_base", scope: !33, file: !25, line: 340, type: !236, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!236 = !DISubroutineType(types: !237)
!237 = !{null, !207, !199}
!238 = !DISubprogram(name: "_Vector_base", scope: !33, file: !25, line: 344, type: !239, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !207, !234, !223}
!241 = !DISubprogram(name: "_Vector_base", scope: !33, file: !25, line: 358, type: !242, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !207, !223, !234}
!244 = !DISubprogram(name: "~_Vector_base", scope: !33, file: !25, line: 364, type: !218, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!245 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !33, file: !25, line: 375, type: !246, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!246 = !DISubroutineType(types: !247)
!247 = !{!162, !207, !26}
!248 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !33, file: !25, line: 383, type: !249, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!249 = !DISubroutineType(types: !250)
!250 = !{null, !207, !162, !26}
!251 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_M_create_storageEm", scope: !33, file: !25, line: 393, type: !226, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!252 = !{!106, !139}
!253 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !30, file: !25, line: 465, type: !254, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!254 = !DISubroutineType(types: !255)
!255 = !{!149, !256}
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "true_type", scope: !7, file: !257, line: 82, baseType: !258)
!257 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/type_traits", directory: "")
!258 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, true>", scope: !7, file: !257, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !259, templateParams: !269, identifier: "_ZTSSt17integral_constantIbLb1EE")
!259 = !{!260, !262, !268}
!260 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !258, file: !257, line: 64, baseType: !261, flags: DIFlagStaticMember, extraData: i1 true)
!261 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!262 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb1EEcvbEv", scope: !258, file: !257, line: 67, type: !263, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!263 = !DISubroutineType(types: !264)
!264 = !{!265, !266}
!265 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !258, file: !257, line: 65, baseType: !149)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !267, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!267 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !258)
!268 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb1EEclEv", scope: !258, file: !257, line: 72, type: !263, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!269 = !{!270, !271}
!270 = !DITemplateTypeParameter(name: "_Tp", type: !149)
!271 = !DITemplateValueParameter(name: "__v", type: !149, value: i8 1)
!272 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIiSaIiEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !30, file: !25, line: 474, type: !273, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!273 = !DISubroutineType(types: !274)
!274 = !{!149, !275}
!275 = !DIDerivedType(tag: DW_TAG_typedef, name: "false_type", scope: !7, file: !257, line: 85, baseType: !276)
!276 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "integral_constant<bool, false>", scope: !7, file: !257, line: 62, size: 8, flags: DIFlagTypePassByValue, elements: !277, templateParams: !286, identifier: "_ZTSSt17integral_constantIbLb0EE")
!277 = !{!278, !279, !285}
!278 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !276, file: !257, line: 64, baseType: !261, flags: DIFlagStaticMember, extraData: i1 false)
!279 = !DISubprogram(name: "operator bool", linkageName: "_ZNKSt17integral_constantIbLb0EEcvbEv", scope: !276, file: !257, line: 67, type: !280, scopeLine: 67, flags: DIFlagPrototyped, spFlags: 0)
!280 = !DISubroutineType(types: !281)
!281 = !{!282, !283}
!282 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !276, file: !257, line: 65, baseType: !149)
!283 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !284, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!284 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !276)
!285 = !DISubprogram(name: "operator()", linkageName: "_ZNKSt17integral_constantIbLb0EEclEv", scope: !276, file: !257, line: 72, type: !280, scopeLine: 72, flags: DIFlagPrototyped, spFlags: 0)
!286 = !{!270, !287}
!287 = !DITemplateValueParameter(name: "__v", type: !149, value: i8 0)
!288 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIiSaIiEE15_S_use_relocateEv", scope: !30, file: !25, line: 478, type: !147, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!289 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !30, file: !25, line: 487, type: !290, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!290 = !DISubroutineType(types: !291)
!291 = !{!292, !292, !292, !292, !293, !256}
!292 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !30, file: !25, line: 449, baseType: !162)
!293 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !294, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !30, file: !25, line: 444, baseType: !39)
!295 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb0EE", scope: !30, file: !25, line: 494, type: !296, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!296 = !DISubroutineType(types: !297)
!297 = !{!292, !292, !292, !292, !293, !275}
!298 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_", scope: !30, file: !25, line: 499, type: !299, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!299 = !DISubroutineType(types: !300)
!300 = !{!292, !292, !292, !292, !293}
!301 = !DISubprogram(name: "vector", scope: !30, file: !25, line: 526, type: !302, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!302 = !DISubroutineType(types: !303)
!303 = !{null, !304}
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!305 = !DISubprogram(name: "vector", scope: !30, file: !25, line: 537, type: !306, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!306 = !DISubroutineType(types: !307)
!307 = !{null, !304, !308}
!308 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !309, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !310)
!310 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !30, file: !25, line: 460, baseType: !58)
!311 = !DISubprogram(name: "vector", scope: !30, file: !25, line: 551, type: !312, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !304, !24, !308}
!314 = !DISubprogram(name: "vector", scope: !30, file: !25, line: 564, type: !315, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!315 = !DISubroutineType(types: !316)
!316 = !{null, !304, !24, !317, !308}
!317 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !318, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !319)
!319 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !30, file: !25, line: 448, baseType: !55)
!320 = !DISubprogram(name: "vector", scope: !30, file: !25, line: 596, type: !321, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!321 = !DISubroutineType(types: !322)
!322 = !{null, !304, !323}
!323 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !324, size: 64)
!324 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!325 = !DISubprogram(name: "vector", scope: !30, file: !25, line: 615, type: !326, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!326 = !DISubroutineType(types: !327)
!327 = !{null, !304, !328}
!328 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !30, size: 64)
!329 = !DISubprogram(name: "vector", scope: !30, file: !25, line: 619, type: !330, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!330 = !DISubroutineType(types: !331)
!331 = !{null, !304, !323, !332}
!332 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !333, size: 64)
!333 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !334)
!334 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<int> >", scope: !7, file: !257, line: 128, baseType: !335)
!335 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !336, file: !257, line: 125, baseType: !58)
!336 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<int> >", scope: !7, file: !257, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !156, templateParams: !337, identifier: "_ZTSSt15__type_identityISaIiEE")
!337 = !{!338}
!338 = !DITemplateTypeParameter(name: "_Type", type: !58)
!339 = !DISubprogram(name: "vector", scope: !30, file: !25, line: 630, type: !340, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!340 = !DISubroutineType(types: !341)
!341 = !{null, !304, !328, !308, !256}
!342 = !DISubprogram(name: "vector", scope: !30, file: !25, line: 635, type: !343, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!343 = !DISubroutineType(types: !344)
!344 = !{null, !304, !328, !308, !275}
!345 = !DISubprogram(name: "vector", scope: !30, file: !25, line: 654, type: !346, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!346 = !DISubroutineType(types: !347)
!347 = !{null, !304, !328, !332}
!348 = !DISubprogram(name: "vector", scope: !30, file: !25, line: 673, type: !349, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!349 = !DISubroutineType(types: !350)
!350 = !{null, !304, !351, !308}
!351 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<int>", scope: !7, file: !352, line: 47, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIiE")
!352 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/initializer_list", directory: "")
!353 = !DISubprogram(name: "~vector", scope: !30, file: !25, line: 728, type: !302, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!354 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSERKS1_", scope: !30, file: !25, line: 746, type: !355, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!355 = !DISubroutineType(types: !356)
!356 = !{!357, !304, !323}
!357 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !30, size: 64)
!358 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSEOS1_", scope: !30, file: !25, line: 761, type: !359, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!359 = !DISubroutineType(types: !360)
!360 = !{!357, !304, !328}
!361 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIiSaIiEEaSESt16initializer_listIiE", scope: !30, file: !25, line: 783, type: !362, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!362 = !DISubroutineType(types: !363)
!363 = !{!357, !304, !351}
!364 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignEmRKi", scope: !30, file: !25, line: 803, type: !365, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!365 = !DISubroutineType(types: !366)
!366 = !{null, !304, !24, !317}
!367 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIiSaIiEE6assignESt16initializer_listIiE", scope: !30, file: !25, line: 850, type: !368, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!368 = !DISubroutineType(types: !369)
!369 = !{null, !304, !351}
!370 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !30, file: !25, line: 868, type: !371, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!371 = !DISubroutineType(types: !372)
!372 = !{!29, !304}
!373 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIiSaIiEE5beginEv", scope: !30, file: !25, line: 878, type: !374, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!374 = !DISubroutineType(types: !375)
!375 = !{!376, !379}
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !30, file: !25, line: 455, baseType: !377)
!377 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const int *, std::vector<int, std::allocator<int> > >", scope: !44, file: !378, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEE")
!378 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator.h", directory: "", checksumkind: CSK_MD5, checksum: "bea55f548d6c981fe14b47f481b3c513")
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!380 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !30, file: !25, line: 888, type: !371, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!381 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIiSaIiEE3endEv", scope: !30, file: !25, line: 898, type: !374, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!382 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIiSaIiEE6rbeginEv", scope: !30, file: !25, line: 908, type: !383, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!383 = !DISubroutineType(types: !384)
!384 = !{!385, !304}
!385 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !30, file: !25, line: 457, baseType: !386)
!386 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<int *, std::vector<int, std::allocator<int> > > >", scope: !7, file: !378, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEEE")
!387 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6rbeginEv", scope: !30, file: !25, line: 918, type: !388, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!388 = !DISubroutineType(types: !389)
!389 = !{!390, !379}
!390 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !30, file: !25, line: 456, baseType: !391)
!391 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const int *, std::vector<int, std::allocator<int> > > >", scope: !7, file: !378, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKiSt6vectorIiSaIiEEEEE")
!392 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIiSaIiEE4rendEv", scope: !30, file: !25, line: 928, type: !383, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!393 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIiSaIiEE4rendEv", scope: !30, file: !25, line: 938, type: !388, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!394 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIiSaIiEE6cbeginEv", scope: !30, file: !25, line: 949, type: !374, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!395 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIiSaIiEE4cendEv", scope: !30, file: !25, line: 959, type: !374, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!396 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIiSaIiEE7crbeginEv", scope: !30, file: !25, line: 969, type: !388, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!397 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIiSaIiEE5crendEv", scope: !30, file: !25, line: 979, type: !388, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!398 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !30, file: !25, line: 987, type: !399, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!399 = !DISubroutineType(types: !400)
!400 = !{!24, !379}
!401 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIiSaIiEE8max_sizeEv", scope: !30, file: !25, line: 993, type: !399, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!402 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEm", scope: !30, file: !25, line: 1008, type: !403, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!403 = !DISubroutineType(types: !404)
!404 = !{null, !304, !24}
!405 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIiSaIiEE6resizeEmRKi", scope: !30, file: !25, line: 1029, type: !365, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!406 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE13shrink_to_fitEv", scope: !30, file: !25, line: 1063, type: !302, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!407 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIiSaIiEE8capacityEv", scope: !30, file: !25, line: 1073, type: !399, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!408 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIiSaIiEE5emptyEv", scope: !30, file: !25, line: 1083, type: !409, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!409 = !DISubroutineType(types: !410)
!410 = !{!149, !379}
!411 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIiSaIiEE7reserveEm", scope: !30, file: !25, line: 1105, type: !403, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!412 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIiSaIiEEixEm", scope: !30, file: !25, line: 1121, type: !413, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!413 = !DISubroutineType(types: !414)
!414 = !{!415, !304, !24}
!415 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !30, file: !25, line: 451, baseType: !416)
!416 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !43, file: !41, line: 62, baseType: !417)
!417 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !418, size: 64)
!418 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !43, file: !41, line: 56, baseType: !419)
!419 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !47, file: !48, line: 417, baseType: !55)
!420 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIiSaIiEEixEm", scope: !30, file: !25, line: 1140, type: !421, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!421 = !DISubroutineType(types: !422)
!422 = !{!423, !379, !24}
!423 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !30, file: !25, line: 452, baseType: !424)
!424 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !43, file: !41, line: 63, baseType: !425)
!425 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !426, size: 64)
!426 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !418)
!427 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIiSaIiEE14_M_range_checkEm", scope: !30, file: !25, line: 1150, type: !428, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!428 = !DISubroutineType(types: !429)
!429 = !{null, !379, !24}
!430 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIiSaIiEE2atEm", scope: !30, file: !25, line: 1173, type: !413, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!431 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIiSaIiEE2atEm", scope: !30, file: !25, line: 1192, type: !421, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!432 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIiSaIiEE5frontEv", scope: !30, file: !25, line: 1204, type: !433, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!433 = !DISubroutineType(types: !434)
!434 = !{!415, !304}
!435 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIiSaIiEE5frontEv", scope: !30, file: !25, line: 1216, type: !436, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!436 = !DISubroutineType(types: !437)
!437 = !{!423, !379}
!438 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIiSaIiEE4backEv", scope: !30, file: !25, line: 1228, type: !433, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!439 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIiSaIiEE4backEv", scope: !30, file: !25, line: 1240, type: !436, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!440 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIiSaIiEE4dataEv", scope: !30, file: !25, line: 1255, type: !441, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!441 = !DISubroutineType(types: !442)
!442 = !{!54, !304}
!443 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIiSaIiEE4dataEv", scope: !30, file: !25, line: 1260, type: !444, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!444 = !DISubroutineType(types: !445)
!445 = !{!88, !379}
!446 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backERKi", scope: !30, file: !25, line: 1276, type: !447, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!447 = !DISubroutineType(types: !448)
!448 = !{null, !304, !317}
!449 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backEOi", scope: !30, file: !25, line: 1293, type: !450, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!450 = !DISubroutineType(types: !451)
!451 = !{null, !304, !452}
!452 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !319, size: 64)
!453 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIiSaIiEE8pop_backEv", scope: !30, file: !25, line: 1317, type: !302, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!454 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EERS4_", scope: !30, file: !25, line: 1357, type: !455, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!455 = !DISubroutineType(types: !456)
!456 = !{!29, !304, !376, !317}
!457 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !30, file: !25, line: 1388, type: !458, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!458 = !DISubroutineType(types: !459)
!459 = !{!29, !304, !376, !452}
!460 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EESt16initializer_listIiE", scope: !30, file: !25, line: 1406, type: !461, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!461 = !DISubroutineType(types: !462)
!462 = !{!29, !304, !376, !351}
!463 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIiSaIiEE6insertEN9__gnu_cxx17__normal_iteratorIPKiS1_EEmRS4_", scope: !30, file: !25, line: 1432, type: !464, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!464 = !DISubroutineType(types: !465)
!465 = !{!29, !304, !376, !24, !317}
!466 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EE", scope: !30, file: !25, line: 1529, type: !467, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!467 = !DISubroutineType(types: !468)
!468 = !{!29, !304, !376}
!469 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIiSaIiEE5eraseEN9__gnu_cxx17__normal_iteratorIPKiS1_EES6_", scope: !30, file: !25, line: 1557, type: !470, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!470 = !DISubroutineType(types: !471)
!471 = !{!29, !304, !376, !376}
!472 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIiSaIiEE4swapERS1_", scope: !30, file: !25, line: 1581, type: !473, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!473 = !DISubroutineType(types: !474)
!474 = !{null, !304, !357}
!475 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIiSaIiEE5clearEv", scope: !30, file: !25, line: 1600, type: !302, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!476 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIiSaIiEE18_M_fill_initializeEmRKi", scope: !30, file: !25, line: 1699, type: !365, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!477 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIiSaIiEE21_M_default_initializeEm", scope: !30, file: !25, line: 1710, type: !403, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!478 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_assignEmRKi", scope: !30, file: !25, line: 1757, type: !365, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!479 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIiSaIiEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPiS1_EEmRKi", scope: !30, file: !25, line: 1801, type: !480, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!480 = !DISubroutineType(types: !481)
!481 = !{null, !304, !29, !24, !317}
!482 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIiSaIiEE17_M_default_appendEm", scope: !30, file: !25, line: 1807, type: !403, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!483 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIiSaIiEE16_M_shrink_to_fitEv", scope: !30, file: !25, line: 1811, type: !484, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!484 = !DISubroutineType(types: !485)
!485 = !{!149, !304}
!486 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIiSaIiEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !30, file: !25, line: 1873, type: !458, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!487 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIiSaIiEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKiS1_EEOi", scope: !30, file: !25, line: 1884, type: !458, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!488 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !30, file: !25, line: 1891, type: !489, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!489 = !DISubroutineType(types: !490)
!490 = !{!491, !379, !24, !492}
!491 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !30, file: !25, line: 458, baseType: !26)
!492 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !493, size: 64)
!493 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !494)
!494 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!495 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIiSaIiEE17_S_check_init_lenEmRKS0_", scope: !30, file: !25, line: 1902, type: !496, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!496 = !DISubroutineType(types: !497)
!497 = !{!491, !24, !308}
!498 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !30, file: !25, line: 1911, type: !499, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!499 = !DISubroutineType(types: !500)
!500 = !{!491, !501}
!501 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !502, size: 64)
!502 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !294)
!503 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIiSaIiEE15_M_erase_at_endEPi", scope: !30, file: !25, line: 1928, type: !504, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!504 = !DISubroutineType(types: !505)
!505 = !{null, !304, !292}
!506 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EE", scope: !30, file: !25, line: 1941, type: !507, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!507 = !DISubroutineType(types: !508)
!508 = !{!29, !304, !29}
!509 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIiSaIiEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPiS1_EES5_", scope: !30, file: !25, line: 1945, type: !510, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!510 = !DISubroutineType(types: !511)
!511 = !{!29, !304, !29, !29}
!512 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !30, file: !25, line: 1954, type: !513, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!513 = !DISubroutineType(types: !514)
!514 = !{null, !304, !328, !256}
!515 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIiSaIiEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !30, file: !25, line: 1966, type: !516, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!516 = !DISubroutineType(types: !517)
!517 = !{null, !304, !328, !275}
!518 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<int *, std::vector<int, std::allocator<int> > >", scope: !44, file: !378, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !519, templateParams: !573, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEE")
!519 = !{!520, !521, !525, !530, !541, !546, !550, !553, !554, !555, !562, !565, !568, !569, !570}
!520 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !518, file: !378, line: 1046, baseType: !54, size: 64, flags: DIFlagProtected)
!521 = !DISubprogram(name: "__normal_iterator", scope: !518, file: !378, line: 1068, type: !522, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!522 = !DISubroutineType(types: !523)
!523 = !{null, !524}
!524 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !518, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!525 = !DISubprogram(name: "__normal_iterator", scope: !518, file: !378, line: 1072, type: !526, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!526 = !DISubroutineType(types: !527)
!527 = !{null, !524, !528}
!528 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !529, size: 64)
!529 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!530 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEdeEv", scope: !518, file: !378, line: 1095, type: !531, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!531 = !DISubroutineType(types: !532)
!532 = !{!533, !539}
!533 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !518, file: !378, line: 1061, baseType: !534)
!534 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !536, file: !535, line: 216, baseType: !83)
!535 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_iterator_base_types.h", directory: "")
!536 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<int *>", scope: !7, file: !535, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !156, templateParams: !537, identifier: "_ZTSSt15iterator_traitsIPiE")
!537 = !{!538}
!538 = !DITemplateTypeParameter(name: "_Iterator", type: !54)
!539 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !540, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!540 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !518)
!541 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEptEv", scope: !518, file: !378, line: 1100, type: !542, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!542 = !DISubroutineType(types: !543)
!543 = !{!544, !539}
!544 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !518, file: !378, line: 1062, baseType: !545)
!545 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !536, file: !535, line: 215, baseType: !54)
!546 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEv", scope: !518, file: !378, line: 1105, type: !547, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!547 = !DISubroutineType(types: !548)
!548 = !{!549, !524}
!549 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !518, size: 64)
!550 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEppEi", scope: !518, file: !378, line: 1113, type: !551, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!551 = !DISubroutineType(types: !552)
!552 = !{!518, !524, !55}
!553 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEmmEv", scope: !518, file: !378, line: 1119, type: !547, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!554 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEmmEi", scope: !518, file: !378, line: 1127, type: !551, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!555 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEixEl", scope: !518, file: !378, line: 1133, type: !556, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!556 = !DISubroutineType(types: !557)
!557 = !{!533, !539, !558}
!558 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !518, file: !378, line: 1060, baseType: !559)
!559 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !536, file: !535, line: 214, baseType: !560)
!560 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", scope: !7, file: !27, line: 299, baseType: !561)
!561 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!562 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEpLEl", scope: !518, file: !378, line: 1138, type: !563, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!563 = !DISubroutineType(types: !564)
!564 = !{!549, !524, !558}
!565 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEplEl", scope: !518, file: !378, line: 1143, type: !566, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!566 = !DISubroutineType(types: !567)
!567 = !{!518, !539, !558}
!568 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEmIEl", scope: !518, file: !378, line: 1148, type: !563, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!569 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEmiEl", scope: !518, file: !378, line: 1153, type: !566, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!570 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv", scope: !518, file: !378, line: 1158, type: !571, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!571 = !DISubroutineType(types: !572)
!572 = !{!528, !539}
!573 = !{!538, !574}
!574 = !DITemplateTypeParameter(name: "_Container", type: !30)
!575 = !DIDerivedType(tag: DW_TAG_typedef, name: "__do_it", scope: !576, file: !25, line: 506, baseType: !577)
!576 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIiSaIiEE11_S_relocateEPiS2_S2_RS0_", scope: !30, file: !25, line: 499, type: !299, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !298, retainedNodes: !156)
!577 = !DIDerivedType(tag: DW_TAG_typedef, name: "__bool_constant<_S_use_relocate()>", scope: !7, file: !257, line: 90, baseType: !258)
!578 = !DIDerivedType(tag: DW_TAG_typedef, name: "iterator", scope: !579, file: !25, line: 453, baseType: !1013)
!579 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "vector<unsigned int, std::allocator<unsigned int> >", scope: !7, file: !25, line: 423, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !580, templateParams: !785, identifier: "_ZTSSt6vectorIjSaIjEE")
!580 = !{!581, !786, !787, !788, !789, !795, !798, !801, !805, !811, !814, !820, !825, !829, !839, !842, !845, !848, !852, !853, !857, !860, !863, !866, !869, !872, !878, !879, !880, !885, !890, !891, !892, !893, !894, !895, !896, !899, !900, !903, !904, !905, !906, !909, !910, !918, !925, !928, !929, !930, !933, !936, !937, !938, !941, !944, !947, !951, !952, !955, !958, !961, !964, !967, !970, !973, !974, !975, !976, !977, !980, !981, !984, !985, !986, !990, !993, !998, !1001, !1004, !1007, !1010}
!581 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !579, baseType: !582, flags: DIFlagProtected, extraData: i32 0)
!582 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_base<unsigned int, std::allocator<unsigned int> >", scope: !7, file: !25, line: 85, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !583, templateParams: !785, identifier: "_ZTSSt12_Vector_baseIjSaIjEE")
!583 = !{!584, !736, !741, !746, !750, !753, !758, !761, !764, !768, !771, !774, !777, !778, !781, !784}
!584 = !DIDerivedType(tag: DW_TAG_member, name: "_M_impl", scope: !582, file: !25, line: 371, baseType: !585, size: 192)
!585 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl", scope: !582, file: !25, line: 133, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !586, identifier: "_ZTSNSt12_Vector_baseIjSaIjEE12_Vector_implE")
!586 = !{!587, !691, !716, !720, !725, !729, !733}
!587 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !585, baseType: !588, extraData: i32 0)
!588 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !582, file: !25, line: 88, baseType: !589)
!589 = !DIDerivedType(tag: DW_TAG_typedef, name: "other", scope: !590, file: !41, line: 120, baseType: !690)
!590 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rebind<unsigned int>", scope: !591, file: !41, line: 119, size: 8, flags: DIFlagTypePassByValue, elements: !156, templateParams: !644, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIjEjE6rebindIjEE")
!591 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__alloc_traits<std::allocator<unsigned int>, unsigned int>", scope: !44, file: !41, line: 48, size: 8, flags: DIFlagTypePassByValue, elements: !592, templateParams: !688, identifier: "_ZTSN9__gnu_cxx14__alloc_traitsISaIjEjEE")
!592 = !{!593, !677, !680, !683, !684, !685, !686, !687}
!593 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !591, baseType: !594, extraData: i32 0)
!594 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "allocator_traits<std::allocator<unsigned int> >", scope: !7, file: !48, line: 411, size: 8, flags: DIFlagTypePassByValue, elements: !595, templateParams: !675, identifier: "_ZTSSt16allocator_traitsISaIjEE")
!595 = !{!596, !660, !663, !666, !672}
!596 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIjEE8allocateERS0_m", scope: !594, file: !48, line: 463, type: !597, scopeLine: 463, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!597 = !DISubroutineType(types: !598)
!598 = !{!599, !601, !121}
!599 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !594, file: !48, line: 420, baseType: !600)
!600 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!601 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !602, size: 64)
!602 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !594, file: !48, line: 414, baseType: !603)
!603 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "allocator<unsigned int>", scope: !7, file: !59, line: 124, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !604, templateParams: !644, identifier: "_ZTSSaIjE")
!604 = !{!605, !646, !650, !655, !659}
!605 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !603, baseType: !606, flags: DIFlagPublic, extraData: i32 0)
!606 = !DIDerivedType(tag: DW_TAG_typedef, name: "__allocator_base<unsigned int>", scope: !7, file: !63, line: 47, baseType: !607)
!607 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__new_allocator<unsigned int>", scope: !7, file: !65, line: 56, size: 8, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !608, templateParams: !644, identifier: "_ZTSSt15__new_allocatorIjE")
!608 = !{!609, !613, !618, !619, !626, !634, !637, !640, !643}
!609 = !DISubprogram(name: "__new_allocator", scope: !607, file: !65, line: 80, type: !610, scopeLine: 80, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!610 = !DISubroutineType(types: !611)
!611 = !{null, !612}
!612 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !607, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!613 = !DISubprogram(name: "__new_allocator", scope: !607, file: !65, line: 83, type: !614, scopeLine: 83, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!614 = !DISubroutineType(types: !615)
!615 = !{null, !612, !616}
!616 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !617, size: 64)
!617 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !607)
!618 = !DISubprogram(name: "~__new_allocator", scope: !607, file: !65, line: 90, type: !610, scopeLine: 90, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!619 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIjE7addressERj", scope: !607, file: !65, line: 93, type: !620, scopeLine: 93, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!620 = !DISubroutineType(types: !621)
!621 = !{!622, !623, !624}
!622 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !607, file: !65, line: 63, baseType: !600)
!623 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !617, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!624 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !607, file: !65, line: 65, baseType: !625)
!625 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !8, size: 64)
!626 = !DISubprogram(name: "address", linkageName: "_ZNKSt15__new_allocatorIjE7addressERKj", scope: !607, file: !65, line: 97, type: !627, scopeLine: 97, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!627 = !DISubroutineType(types: !628)
!628 = !{!629, !623, !632}
!629 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_pointer", scope: !607, file: !65, line: 64, baseType: !630)
!630 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !631, size: 64)
!631 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!632 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !607, file: !65, line: 66, baseType: !633)
!633 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !631, size: 64)
!634 = !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIjE8allocateEmPKv", scope: !607, file: !65, line: 112, type: !635, scopeLine: 112, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!635 = !DISubroutineType(types: !636)
!636 = !{!600, !612, !95, !96}
!637 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIjE10deallocateEPjm", scope: !607, file: !65, line: 142, type: !638, scopeLine: 142, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!638 = !DISubroutineType(types: !639)
!639 = !{null, !612, !600, !95}
!640 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIjE8max_sizeEv", scope: !607, file: !65, line: 167, type: !641, scopeLine: 167, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!641 = !DISubroutineType(types: !642)
!642 = !{!95, !623}
!643 = !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIjE11_M_max_sizeEv", scope: !607, file: !65, line: 210, type: !641, scopeLine: 210, flags: DIFlagPrototyped, spFlags: 0)
!644 = !{!645}
!645 = !DITemplateTypeParameter(name: "_Tp", type: !8)
!646 = !DISubprogram(name: "allocator", scope: !603, file: !59, line: 156, type: !647, scopeLine: 156, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!647 = !DISubroutineType(types: !648)
!648 = !{null, !649}
!649 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !603, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!650 = !DISubprogram(name: "allocator", scope: !603, file: !59, line: 159, type: !651, scopeLine: 159, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!651 = !DISubroutineType(types: !652)
!652 = !{null, !649, !653}
!653 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !654, size: 64)
!654 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !603)
!655 = !DISubprogram(name: "operator=", linkageName: "_ZNSaIjEaSERKS_", scope: !603, file: !59, line: 164, type: !656, scopeLine: 164, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!656 = !DISubroutineType(types: !657)
!657 = !{!658, !649, !653}
!658 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !603, size: 64)
!659 = !DISubprogram(name: "~allocator", scope: !603, file: !59, line: 174, type: !647, scopeLine: 174, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!660 = !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIjEE8allocateERS0_mPKv", scope: !594, file: !48, line: 477, type: !661, scopeLine: 477, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!661 = !DISubroutineType(types: !662)
!662 = !{!599, !601, !121, !125}
!663 = !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIjEE10deallocateERS0_Pjm", scope: !594, file: !48, line: 495, type: !664, scopeLine: 495, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!664 = !DISubroutineType(types: !665)
!665 = !{null, !601, !599, !121}
!666 = !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIjEE8max_sizeERKS0_", scope: !594, file: !48, line: 547, type: !667, scopeLine: 547, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!667 = !DISubroutineType(types: !668)
!668 = !{!669, !670}
!669 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !594, file: !48, line: 435, baseType: !26)
!670 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !671, size: 64)
!671 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !602)
!672 = !DISubprogram(name: "select_on_container_copy_construction", linkageName: "_ZNSt16allocator_traitsISaIjEE37select_on_container_copy_constructionERKS0_", scope: !594, file: !48, line: 562, type: !673, scopeLine: 562, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!673 = !DISubroutineType(types: !674)
!674 = !{!602, !670}
!675 = !{!676}
!676 = !DITemplateTypeParameter(name: "_Alloc", type: !603)
!677 = !DISubprogram(name: "_S_select_on_copy", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIjEjE17_S_select_on_copyERKS1_", scope: !591, file: !41, line: 97, type: !678, scopeLine: 97, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!678 = !DISubroutineType(types: !679)
!679 = !{!603, !653}
!680 = !DISubprogram(name: "_S_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIjEjE10_S_on_swapERS1_S3_", scope: !591, file: !41, line: 100, type: !681, scopeLine: 100, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!681 = !DISubroutineType(types: !682)
!682 = !{null, !658, !658}
!683 = !DISubprogram(name: "_S_propagate_on_copy_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIjEjE27_S_propagate_on_copy_assignEv", scope: !591, file: !41, line: 103, type: !147, scopeLine: 103, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!684 = !DISubprogram(name: "_S_propagate_on_move_assign", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIjEjE27_S_propagate_on_move_assignEv", scope: !591, file: !41, line: 106, type: !147, scopeLine: 106, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!685 = !DISubprogram(name: "_S_propagate_on_swap", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIjEjE20_S_propagate_on_swapEv", scope: !591, file: !41, line: 109, type: !147, scopeLine: 109, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!686 = !DISubprogram(name: "_S_always_equal", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIjEjE15_S_always_equalEv", scope: !591, file: !41, line: 112, type: !147, scopeLine: 112, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!687 = !DISubprogram(name: "_S_nothrow_move", linkageName: "_ZN9__gnu_cxx14__alloc_traitsISaIjEjE15_S_nothrow_moveEv", scope: !591, file: !41, line: 115, type: !147, scopeLine: 115, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!688 = !{!676, !689}
!689 = !DITemplateTypeParameter(type: !8)
!690 = !DIDerivedType(tag: DW_TAG_typedef, name: "rebind_alloc<unsigned int>", scope: !594, file: !48, line: 450, baseType: !603)
!691 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !585, baseType: !692, extraData: i32 0)
!692 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Vector_impl_data", scope: !582, file: !25, line: 92, size: 192, flags: DIFlagTypePassByReference | DIFlagNonTrivial, elements: !693, identifier: "_ZTSNSt12_Vector_baseIjSaIjEE17_Vector_impl_dataE")
!693 = !{!694, !697, !698, !699, !703, !707, !712}
!694 = !DIDerivedType(tag: DW_TAG_member, name: "_M_start", scope: !692, file: !25, line: 94, baseType: !695, size: 64)
!695 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !582, file: !25, line: 90, baseType: !696)
!696 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !591, file: !41, line: 57, baseType: !599)
!697 = !DIDerivedType(tag: DW_TAG_member, name: "_M_finish", scope: !692, file: !25, line: 95, baseType: !695, size: 64, offset: 64)
!698 = !DIDerivedType(tag: DW_TAG_member, name: "_M_end_of_storage", scope: !692, file: !25, line: 96, baseType: !695, size: 64, offset: 128)
!699 = !DISubprogram(name: "_Vector_impl_data", scope: !692, file: !25, line: 99, type: !700, scopeLine: 99, flags: DIFlagPrototyped, spFlags: 0)
!700 = !DISubroutineType(types: !701)
!701 = !{null, !702}
!702 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !692, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!703 = !DISubprogram(name: "_Vector_impl_data", scope: !692, file: !25, line: 105, type: !704, scopeLine: 105, flags: DIFlagPrototyped, spFlags: 0)
!704 = !DISubroutineType(types: !705)
!705 = !{null, !702, !706}
!706 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !692, size: 64)
!707 = !DISubprogram(name: "_M_copy_data", linkageName: "_ZNSt12_Vector_baseIjSaIjEE17_Vector_impl_data12_M_copy_dataERKS2_", scope: !692, file: !25, line: 113, type: !708, scopeLine: 113, flags: DIFlagPrototyped, spFlags: 0)
!708 = !DISubroutineType(types: !709)
!709 = !{null, !702, !710}
!710 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !711, size: 64)
!711 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !692)
!712 = !DISubprogram(name: "_M_swap_data", linkageName: "_ZNSt12_Vector_baseIjSaIjEE17_Vector_impl_data12_M_swap_dataERS2_", scope: !692, file: !25, line: 122, type: !713, scopeLine: 122, flags: DIFlagPrototyped, spFlags: 0)
!713 = !DISubroutineType(types: !714)
!714 = !{null, !702, !715}
!715 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !692, size: 64)
!716 = !DISubprogram(name: "_Vector_impl", scope: !585, file: !25, line: 137, type: !717, scopeLine: 137, flags: DIFlagPrototyped, spFlags: 0)
!717 = !DISubroutineType(types: !718)
!718 = !{null, !719}
!719 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !585, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!720 = !DISubprogram(name: "_Vector_impl", scope: !585, file: !25, line: 143, type: !721, scopeLine: 143, flags: DIFlagPrototyped, spFlags: 0)
!721 = !DISubroutineType(types: !722)
!722 = !{null, !719, !723}
!723 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !724, size: 64)
!724 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !588)
!725 = !DISubprogram(name: "_Vector_impl", scope: !585, file: !25, line: 151, type: !726, scopeLine: 151, flags: DIFlagPrototyped, spFlags: 0)
!726 = !DISubroutineType(types: !727)
!727 = !{null, !719, !728}
!728 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !585, size: 64)
!729 = !DISubprogram(name: "_Vector_impl", scope: !585, file: !25, line: 156, type: !730, scopeLine: 156, flags: DIFlagPrototyped, spFlags: 0)
!730 = !DISubroutineType(types: !731)
!731 = !{null, !719, !732}
!732 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !588, size: 64)
!733 = !DISubprogram(name: "_Vector_impl", scope: !585, file: !25, line: 161, type: !734, scopeLine: 161, flags: DIFlagPrototyped, spFlags: 0)
!734 = !DISubroutineType(types: !735)
!735 = !{null, !719, !732, !728}
!736 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIjSaIjEE19_M_get_Tp_allocatorEv", scope: !582, file: !25, line: 298, type: !737, scopeLine: 298, flags: DIFlagPrototyped, spFlags: 0)
!737 = !DISubroutineType(types: !738)
!738 = !{!739, !740}
!739 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !588, size: 64)
!740 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !582, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!741 = !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIjSaIjEE19_M_get_Tp_allocatorEv", scope: !582, file: !25, line: 303, type: !742, scopeLine: 303, flags: DIFlagPrototyped, spFlags: 0)
!742 = !DISubroutineType(types: !743)
!743 = !{!723, !744}
!744 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !745, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!745 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !582)
!746 = !DISubprogram(name: "get_allocator", linkageName: "_ZNKSt12_Vector_baseIjSaIjEE13get_allocatorEv", scope: !582, file: !25, line: 308, type: !747, scopeLine: 308, flags: DIFlagPrototyped, spFlags: 0)
!747 = !DISubroutineType(types: !748)
!748 = !{!749, !744}
!749 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !582, file: !25, line: 294, baseType: !603)
!750 = !DISubprogram(name: "_Vector_base", scope: !582, file: !25, line: 312, type: !751, scopeLine: 312, flags: DIFlagPrototyped, spFlags: 0)
!751 = !DISubroutineType(types: !752)
!752 = !{null, !740}
!753 = !DISubprogram(name: "_Vector_base", scope: !582, file: !25, line: 318, type: !754, scopeLine: 318, flags: DIFlagPrototyped, spFlags: 0)
!754 = !DISubroutineType(types: !755)
!755 = !{null, !740, !756}
!756 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !757, size: 64)
!757 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !749)
!758 = !DISubprogram(name: "_Vector_base", scope: !582, file: !25, line: 324, type: !759, scopeLine: 324, flags: DIFlagPrototyped, spFlags: 0)
!759 = !DISubroutineType(types: !760)
!760 = !{null, !740, !26}
!761 = !DISubprogram(name: "_Vector_base", scope: !582, file: !25, line: 330, type: !762, scopeLine: 330, flags: DIFlagPrototyped, spFlags: 0)
!762 = !DISubroutineType(types: !763)
!763 = !{null, !740, !26, !756}
!764 = !DISubprogram(name: "_Vector_base", scope: !582, file: !25, line: 335, type: !765, scopeLine: 335, flags: DIFlagPrototyped, spFlags: 0)
!765 = !DISubroutineType(types: !766)
!766 = !{null, !740, !767}
!767 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !582, size: 64)
!768 = !DISubprogram(name: "_Vector_base", scope: !582, file: !25, line: 340, type: !769, scopeLine: 340, flags: DIFlagPrototyped, spFlags: 0)
!769 = !DISubroutineType(types: !770)
!770 = !{null, !740, !732}
!771 = !DISubprogram(name: "_Vector_base", scope: !582, file: !25, line: 344, type: !772, scopeLine: 344, flags: DIFlagPrototyped, spFlags: 0)
!772 = !DISubroutineType(types: !773)
!773 = !{null, !740, !767, !756}
!774 = !DISubprogram(name: "_Vector_base", scope: !582, file: !25, line: 358, type: !775, scopeLine: 358, flags: DIFlagPrototyped, spFlags: 0)
!775 = !DISubroutineType(types: !776)
!776 = !{null, !740, !756, !767}
!777 = !DISubprogram(name: "~_Vector_base", scope: !582, file: !25, line: 364, type: !751, scopeLine: 364, flags: DIFlagPrototyped, spFlags: 0)
!778 = !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIjSaIjEE11_M_allocateEm", scope: !582, file: !25, line: 375, type: !779, scopeLine: 375, flags: DIFlagPrototyped, spFlags: 0)
!779 = !DISubroutineType(types: !780)
!780 = !{!695, !740, !26}
!781 = !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIjSaIjEE13_M_deallocateEPjm", scope: !582, file: !25, line: 383, type: !782, scopeLine: 383, flags: DIFlagPrototyped, spFlags: 0)
!782 = !DISubroutineType(types: !783)
!783 = !{null, !740, !695, !26}
!784 = !DISubprogram(name: "_M_create_storage", linkageName: "_ZNSt12_Vector_baseIjSaIjEE17_M_create_storageEm", scope: !582, file: !25, line: 393, type: !759, scopeLine: 393, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!785 = !{!645, !676}
!786 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIjSaIjEE19_S_nothrow_relocateESt17integral_constantIbLb1EE", scope: !579, file: !25, line: 465, type: !254, scopeLine: 465, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!787 = !DISubprogram(name: "_S_nothrow_relocate", linkageName: "_ZNSt6vectorIjSaIjEE19_S_nothrow_relocateESt17integral_constantIbLb0EE", scope: !579, file: !25, line: 474, type: !273, scopeLine: 474, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!788 = !DISubprogram(name: "_S_use_relocate", linkageName: "_ZNSt6vectorIjSaIjEE15_S_use_relocateEv", scope: !579, file: !25, line: 478, type: !147, scopeLine: 478, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!789 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIjSaIjEE14_S_do_relocateEPjS2_S2_RS0_St17integral_constantIbLb1EE", scope: !579, file: !25, line: 487, type: !790, scopeLine: 487, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!790 = !DISubroutineType(types: !791)
!791 = !{!792, !792, !792, !792, !793, !256}
!792 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !579, file: !25, line: 449, baseType: !695)
!793 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !794, size: 64)
!794 = !DIDerivedType(tag: DW_TAG_typedef, name: "_Tp_alloc_type", scope: !579, file: !25, line: 444, baseType: !588)
!795 = !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIjSaIjEE14_S_do_relocateEPjS2_S2_RS0_St17integral_constantIbLb0EE", scope: !579, file: !25, line: 494, type: !796, scopeLine: 494, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!796 = !DISubroutineType(types: !797)
!797 = !{!792, !792, !792, !792, !793, !275}
!798 = !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIjSaIjEE11_S_relocateEPjS2_S2_RS0_", scope: !579, file: !25, line: 499, type: !799, scopeLine: 499, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!799 = !DISubroutineType(types: !800)
!800 = !{!792, !792, !792, !792, !793}
!801 = !DISubprogram(name: "vector", scope: !579, file: !25, line: 526, type: !802, scopeLine: 526, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!802 = !DISubroutineType(types: !803)
!803 = !{null, !804}
!804 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !579, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!805 = !DISubprogram(name: "vector", scope: !579, file: !25, line: 537, type: !806, scopeLine: 537, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!806 = !DISubroutineType(types: !807)
!807 = !{null, !804, !808}
!808 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !809, size: 64)
!809 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !810)
!810 = !DIDerivedType(tag: DW_TAG_typedef, name: "allocator_type", scope: !579, file: !25, line: 460, baseType: !603)
!811 = !DISubprogram(name: "vector", scope: !579, file: !25, line: 551, type: !812, scopeLine: 551, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!812 = !DISubroutineType(types: !813)
!813 = !{null, !804, !24, !808}
!814 = !DISubprogram(name: "vector", scope: !579, file: !25, line: 564, type: !815, scopeLine: 564, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!815 = !DISubroutineType(types: !816)
!816 = !{null, !804, !24, !817, !808}
!817 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !818, size: 64)
!818 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !819)
!819 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !579, file: !25, line: 448, baseType: !8)
!820 = !DISubprogram(name: "vector", scope: !579, file: !25, line: 596, type: !821, scopeLine: 596, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!821 = !DISubroutineType(types: !822)
!822 = !{null, !804, !823}
!823 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !824, size: 64)
!824 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !579)
!825 = !DISubprogram(name: "vector", scope: !579, file: !25, line: 615, type: !826, scopeLine: 615, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!826 = !DISubroutineType(types: !827)
!827 = !{null, !804, !828}
!828 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !579, size: 64)
!829 = !DISubprogram(name: "vector", scope: !579, file: !25, line: 619, type: !830, scopeLine: 619, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!830 = !DISubroutineType(types: !831)
!831 = !{null, !804, !823, !832}
!832 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !833, size: 64)
!833 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !834)
!834 = !DIDerivedType(tag: DW_TAG_typedef, name: "__type_identity_t<std::allocator<unsigned int> >", scope: !7, file: !257, line: 128, baseType: !835)
!835 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !836, file: !257, line: 125, baseType: !603)
!836 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__type_identity<std::allocator<unsigned int> >", scope: !7, file: !257, line: 124, size: 8, flags: DIFlagTypePassByValue, elements: !156, templateParams: !837, identifier: "_ZTSSt15__type_identityISaIjEE")
!837 = !{!838}
!838 = !DITemplateTypeParameter(name: "_Type", type: !603)
!839 = !DISubprogram(name: "vector", scope: !579, file: !25, line: 630, type: !840, scopeLine: 630, flags: DIFlagPrototyped, spFlags: 0)
!840 = !DISubroutineType(types: !841)
!841 = !{null, !804, !828, !808, !256}
!842 = !DISubprogram(name: "vector", scope: !579, file: !25, line: 635, type: !843, scopeLine: 635, flags: DIFlagPrototyped, spFlags: 0)
!843 = !DISubroutineType(types: !844)
!844 = !{null, !804, !828, !808, !275}
!845 = !DISubprogram(name: "vector", scope: !579, file: !25, line: 654, type: !846, scopeLine: 654, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!846 = !DISubroutineType(types: !847)
!847 = !{null, !804, !828, !832}
!848 = !DISubprogram(name: "vector", scope: !579, file: !25, line: 673, type: !849, scopeLine: 673, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!849 = !DISubroutineType(types: !850)
!850 = !{null, !804, !851, !808}
!851 = !DICompositeType(tag: DW_TAG_class_type, name: "initializer_list<unsigned int>", scope: !7, file: !352, line: 47, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16initializer_listIjE")
!852 = !DISubprogram(name: "~vector", scope: !579, file: !25, line: 728, type: !802, scopeLine: 728, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!853 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIjSaIjEEaSERKS1_", scope: !579, file: !25, line: 746, type: !854, scopeLine: 746, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!854 = !DISubroutineType(types: !855)
!855 = !{!856, !804, !823}
!856 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !579, size: 64)
!857 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIjSaIjEEaSEOS1_", scope: !579, file: !25, line: 761, type: !858, scopeLine: 761, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!858 = !DISubroutineType(types: !859)
!859 = !{!856, !804, !828}
!860 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6vectorIjSaIjEEaSESt16initializer_listIjE", scope: !579, file: !25, line: 783, type: !861, scopeLine: 783, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!861 = !DISubroutineType(types: !862)
!862 = !{!856, !804, !851}
!863 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIjSaIjEE6assignEmRKj", scope: !579, file: !25, line: 803, type: !864, scopeLine: 803, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!864 = !DISubroutineType(types: !865)
!865 = !{null, !804, !24, !817}
!866 = !DISubprogram(name: "assign", linkageName: "_ZNSt6vectorIjSaIjEE6assignESt16initializer_listIjE", scope: !579, file: !25, line: 850, type: !867, scopeLine: 850, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!867 = !DISubroutineType(types: !868)
!868 = !{null, !804, !851}
!869 = !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIjSaIjEE5beginEv", scope: !579, file: !25, line: 868, type: !870, scopeLine: 868, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!870 = !DISubroutineType(types: !871)
!871 = !{!578, !804}
!872 = !DISubprogram(name: "begin", linkageName: "_ZNKSt6vectorIjSaIjEE5beginEv", scope: !579, file: !25, line: 878, type: !873, scopeLine: 878, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!873 = !DISubroutineType(types: !874)
!874 = !{!875, !877}
!875 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_iterator", scope: !579, file: !25, line: 455, baseType: !876)
!876 = !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<const unsigned int *, std::vector<unsigned int, std::allocator<unsigned int> > >", scope: !44, file: !378, line: 1043, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPKjSt6vectorIjSaIjEEEE")
!877 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !824, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!878 = !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIjSaIjEE3endEv", scope: !579, file: !25, line: 888, type: !870, scopeLine: 888, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!879 = !DISubprogram(name: "end", linkageName: "_ZNKSt6vectorIjSaIjEE3endEv", scope: !579, file: !25, line: 898, type: !873, scopeLine: 898, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!880 = !DISubprogram(name: "rbegin", linkageName: "_ZNSt6vectorIjSaIjEE6rbeginEv", scope: !579, file: !25, line: 908, type: !881, scopeLine: 908, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!881 = !DISubroutineType(types: !882)
!882 = !{!883, !804}
!883 = !DIDerivedType(tag: DW_TAG_typedef, name: "reverse_iterator", scope: !579, file: !25, line: 457, baseType: !884)
!884 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<unsigned int *, std::vector<unsigned int, std::allocator<unsigned int> > > >", scope: !7, file: !378, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEEE")
!885 = !DISubprogram(name: "rbegin", linkageName: "_ZNKSt6vectorIjSaIjEE6rbeginEv", scope: !579, file: !25, line: 918, type: !886, scopeLine: 918, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!886 = !DISubroutineType(types: !887)
!887 = !{!888, !877}
!888 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reverse_iterator", scope: !579, file: !25, line: 456, baseType: !889)
!889 = !DICompositeType(tag: DW_TAG_class_type, name: "reverse_iterator<__gnu_cxx::__normal_iterator<const unsigned int *, std::vector<unsigned int, std::allocator<unsigned int> > > >", scope: !7, file: !378, line: 132, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSSt16reverse_iteratorIN9__gnu_cxx17__normal_iteratorIPKjSt6vectorIjSaIjEEEEE")
!890 = !DISubprogram(name: "rend", linkageName: "_ZNSt6vectorIjSaIjEE4rendEv", scope: !579, file: !25, line: 928, type: !881, scopeLine: 928, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!891 = !DISubprogram(name: "rend", linkageName: "_ZNKSt6vectorIjSaIjEE4rendEv", scope: !579, file: !25, line: 938, type: !886, scopeLine: 938, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!892 = !DISubprogram(name: "cbegin", linkageName: "_ZNKSt6vectorIjSaIjEE6cbeginEv", scope: !579, file: !25, line: 949, type: !873, scopeLine: 949, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!893 = !DISubprogram(name: "cend", linkageName: "_ZNKSt6vectorIjSaIjEE4cendEv", scope: !579, file: !25, line: 959, type: !873, scopeLine: 959, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!894 = !DISubprogram(name: "crbegin", linkageName: "_ZNKSt6vectorIjSaIjEE7crbeginEv", scope: !579, file: !25, line: 969, type: !886, scopeLine: 969, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!895 = !DISubprogram(name: "crend", linkageName: "_ZNKSt6vectorIjSaIjEE5crendEv", scope: !579, file: !25, line: 979, type: !886, scopeLine: 979, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!896 = !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIjSaIjEE4sizeEv", scope: !579, file: !25, line: 987, type: !897, scopeLine: 987, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!897 = !DISubroutineType(types: !898)
!898 = !{!24, !877}
!899 = !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIjSaIjEE8max_sizeEv", scope: !579, file: !25, line: 993, type: !897, scopeLine: 993, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!900 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIjSaIjEE6resizeEm", scope: !579, file: !25, line: 1008, type: !901, scopeLine: 1008, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!901 = !DISubroutineType(types: !902)
!902 = !{null, !804, !24}
!903 = !DISubprogram(name: "resize", linkageName: "_ZNSt6vectorIjSaIjEE6resizeEmRKj", scope: !579, file: !25, line: 1029, type: !864, scopeLine: 1029, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!904 = !DISubprogram(name: "shrink_to_fit", linkageName: "_ZNSt6vectorIjSaIjEE13shrink_to_fitEv", scope: !579, file: !25, line: 1063, type: !802, scopeLine: 1063, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!905 = !DISubprogram(name: "capacity", linkageName: "_ZNKSt6vectorIjSaIjEE8capacityEv", scope: !579, file: !25, line: 1073, type: !897, scopeLine: 1073, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!906 = !DISubprogram(name: "empty", linkageName: "_ZNKSt6vectorIjSaIjEE5emptyEv", scope: !579, file: !25, line: 1083, type: !907, scopeLine: 1083, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!907 = !DISubroutineType(types: !908)
!908 = !{!149, !877}
!909 = !DISubprogram(name: "reserve", linkageName: "_ZNSt6vectorIjSaIjEE7reserveEm", scope: !579, file: !25, line: 1105, type: !901, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!910 = !DISubprogram(name: "operator[]", linkageName: "_ZNSt6vectorIjSaIjEEixEm", scope: !579, file: !25, line: 1121, type: !911, scopeLine: 1121, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!911 = !DISubroutineType(types: !912)
!912 = !{!913, !804, !24}
!913 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !579, file: !25, line: 451, baseType: !914)
!914 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !591, file: !41, line: 62, baseType: !915)
!915 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !916, size: 64)
!916 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !591, file: !41, line: 56, baseType: !917)
!917 = !DIDerivedType(tag: DW_TAG_typedef, name: "value_type", scope: !594, file: !48, line: 417, baseType: !8)
!918 = !DISubprogram(name: "operator[]", linkageName: "_ZNKSt6vectorIjSaIjEEixEm", scope: !579, file: !25, line: 1140, type: !919, scopeLine: 1140, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!919 = !DISubroutineType(types: !920)
!920 = !{!921, !877, !24}
!921 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !579, file: !25, line: 452, baseType: !922)
!922 = !DIDerivedType(tag: DW_TAG_typedef, name: "const_reference", scope: !591, file: !41, line: 63, baseType: !923)
!923 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !924, size: 64)
!924 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !916)
!925 = !DISubprogram(name: "_M_range_check", linkageName: "_ZNKSt6vectorIjSaIjEE14_M_range_checkEm", scope: !579, file: !25, line: 1150, type: !926, scopeLine: 1150, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!926 = !DISubroutineType(types: !927)
!927 = !{null, !877, !24}
!928 = !DISubprogram(name: "at", linkageName: "_ZNSt6vectorIjSaIjEE2atEm", scope: !579, file: !25, line: 1173, type: !911, scopeLine: 1173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!929 = !DISubprogram(name: "at", linkageName: "_ZNKSt6vectorIjSaIjEE2atEm", scope: !579, file: !25, line: 1192, type: !919, scopeLine: 1192, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!930 = !DISubprogram(name: "front", linkageName: "_ZNSt6vectorIjSaIjEE5frontEv", scope: !579, file: !25, line: 1204, type: !931, scopeLine: 1204, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!931 = !DISubroutineType(types: !932)
!932 = !{!913, !804}
!933 = !DISubprogram(name: "front", linkageName: "_ZNKSt6vectorIjSaIjEE5frontEv", scope: !579, file: !25, line: 1216, type: !934, scopeLine: 1216, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!934 = !DISubroutineType(types: !935)
!935 = !{!921, !877}
!936 = !DISubprogram(name: "back", linkageName: "_ZNSt6vectorIjSaIjEE4backEv", scope: !579, file: !25, line: 1228, type: !931, scopeLine: 1228, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!937 = !DISubprogram(name: "back", linkageName: "_ZNKSt6vectorIjSaIjEE4backEv", scope: !579, file: !25, line: 1240, type: !934, scopeLine: 1240, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!938 = !DISubprogram(name: "data", linkageName: "_ZNSt6vectorIjSaIjEE4dataEv", scope: !579, file: !25, line: 1255, type: !939, scopeLine: 1255, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!939 = !DISubroutineType(types: !940)
!940 = !{!600, !804}
!941 = !DISubprogram(name: "data", linkageName: "_ZNKSt6vectorIjSaIjEE4dataEv", scope: !579, file: !25, line: 1260, type: !942, scopeLine: 1260, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!942 = !DISubroutineType(types: !943)
!943 = !{!630, !877}
!944 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIjSaIjEE9push_backERKj", scope: !579, file: !25, line: 1276, type: !945, scopeLine: 1276, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!945 = !DISubroutineType(types: !946)
!946 = !{null, !804, !817}
!947 = !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIjSaIjEE9push_backEOj", scope: !579, file: !25, line: 1293, type: !948, scopeLine: 1293, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!948 = !DISubroutineType(types: !949)
!949 = !{null, !804, !950}
!950 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !819, size: 64)
!951 = !DISubprogram(name: "pop_back", linkageName: "_ZNSt6vectorIjSaIjEE8pop_backEv", scope: !579, file: !25, line: 1317, type: !802, scopeLine: 1317, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!952 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIjSaIjEE6insertEN9__gnu_cxx17__normal_iteratorIPKjS1_EERS4_", scope: !579, file: !25, line: 1357, type: !953, scopeLine: 1357, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!953 = !DISubroutineType(types: !954)
!954 = !{!578, !804, !875, !817}
!955 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIjSaIjEE6insertEN9__gnu_cxx17__normal_iteratorIPKjS1_EEOj", scope: !579, file: !25, line: 1388, type: !956, scopeLine: 1388, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!956 = !DISubroutineType(types: !957)
!957 = !{!578, !804, !875, !950}
!958 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIjSaIjEE6insertEN9__gnu_cxx17__normal_iteratorIPKjS1_EESt16initializer_listIjE", scope: !579, file: !25, line: 1406, type: !959, scopeLine: 1406, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!959 = !DISubroutineType(types: !960)
!960 = !{!578, !804, !875, !851}
!961 = !DISubprogram(name: "insert", linkageName: "_ZNSt6vectorIjSaIjEE6insertEN9__gnu_cxx17__normal_iteratorIPKjS1_EEmRS4_", scope: !579, file: !25, line: 1432, type: !962, scopeLine: 1432, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!962 = !DISubroutineType(types: !963)
!963 = !{!578, !804, !875, !24, !817}
!964 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIjSaIjEE5eraseEN9__gnu_cxx17__normal_iteratorIPKjS1_EE", scope: !579, file: !25, line: 1529, type: !965, scopeLine: 1529, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!965 = !DISubroutineType(types: !966)
!966 = !{!578, !804, !875}
!967 = !DISubprogram(name: "erase", linkageName: "_ZNSt6vectorIjSaIjEE5eraseEN9__gnu_cxx17__normal_iteratorIPKjS1_EES6_", scope: !579, file: !25, line: 1557, type: !968, scopeLine: 1557, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!968 = !DISubroutineType(types: !969)
!969 = !{!578, !804, !875, !875}
!970 = !DISubprogram(name: "swap", linkageName: "_ZNSt6vectorIjSaIjEE4swapERS1_", scope: !579, file: !25, line: 1581, type: !971, scopeLine: 1581, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!971 = !DISubroutineType(types: !972)
!972 = !{null, !804, !856}
!973 = !DISubprogram(name: "clear", linkageName: "_ZNSt6vectorIjSaIjEE5clearEv", scope: !579, file: !25, line: 1600, type: !802, scopeLine: 1600, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!974 = !DISubprogram(name: "_M_fill_initialize", linkageName: "_ZNSt6vectorIjSaIjEE18_M_fill_initializeEmRKj", scope: !579, file: !25, line: 1699, type: !864, scopeLine: 1699, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!975 = !DISubprogram(name: "_M_default_initialize", linkageName: "_ZNSt6vectorIjSaIjEE21_M_default_initializeEm", scope: !579, file: !25, line: 1710, type: !901, scopeLine: 1710, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!976 = !DISubprogram(name: "_M_fill_assign", linkageName: "_ZNSt6vectorIjSaIjEE14_M_fill_assignEmRKj", scope: !579, file: !25, line: 1757, type: !864, scopeLine: 1757, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!977 = !DISubprogram(name: "_M_fill_insert", linkageName: "_ZNSt6vectorIjSaIjEE14_M_fill_insertEN9__gnu_cxx17__normal_iteratorIPjS1_EEmRKj", scope: !579, file: !25, line: 1801, type: !978, scopeLine: 1801, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!978 = !DISubroutineType(types: !979)
!979 = !{null, !804, !578, !24, !817}
!980 = !DISubprogram(name: "_M_default_append", linkageName: "_ZNSt6vectorIjSaIjEE17_M_default_appendEm", scope: !579, file: !25, line: 1807, type: !901, scopeLine: 1807, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!981 = !DISubprogram(name: "_M_shrink_to_fit", linkageName: "_ZNSt6vectorIjSaIjEE16_M_shrink_to_fitEv", scope: !579, file: !25, line: 1811, type: !982, scopeLine: 1811, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!982 = !DISubroutineType(types: !983)
!983 = !{!149, !804}
!984 = !DISubprogram(name: "_M_insert_rval", linkageName: "_ZNSt6vectorIjSaIjEE14_M_insert_rvalEN9__gnu_cxx17__normal_iteratorIPKjS1_EEOj", scope: !579, file: !25, line: 1873, type: !956, scopeLine: 1873, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!985 = !DISubprogram(name: "_M_emplace_aux", linkageName: "_ZNSt6vectorIjSaIjEE14_M_emplace_auxEN9__gnu_cxx17__normal_iteratorIPKjS1_EEOj", scope: !579, file: !25, line: 1884, type: !956, scopeLine: 1884, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!986 = !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIjSaIjEE12_M_check_lenEmPKc", scope: !579, file: !25, line: 1891, type: !987, scopeLine: 1891, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!987 = !DISubroutineType(types: !988)
!988 = !{!989, !877, !24, !492}
!989 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_type", scope: !579, file: !25, line: 458, baseType: !26)
!990 = !DISubprogram(name: "_S_check_init_len", linkageName: "_ZNSt6vectorIjSaIjEE17_S_check_init_lenEmRKS0_", scope: !579, file: !25, line: 1902, type: !991, scopeLine: 1902, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!991 = !DISubroutineType(types: !992)
!992 = !{!989, !24, !808}
!993 = !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIjSaIjEE11_S_max_sizeERKS0_", scope: !579, file: !25, line: 1911, type: !994, scopeLine: 1911, flags: DIFlagProtected | DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!994 = !DISubroutineType(types: !995)
!995 = !{!989, !996}
!996 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !997, size: 64)
!997 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !794)
!998 = !DISubprogram(name: "_M_erase_at_end", linkageName: "_ZNSt6vectorIjSaIjEE15_M_erase_at_endEPj", scope: !579, file: !25, line: 1928, type: !999, scopeLine: 1928, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!999 = !DISubroutineType(types: !1000)
!1000 = !{null, !804, !792}
!1001 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIjSaIjEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPjS1_EE", scope: !579, file: !25, line: 1941, type: !1002, scopeLine: 1941, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1002 = !DISubroutineType(types: !1003)
!1003 = !{!578, !804, !578}
!1004 = !DISubprogram(name: "_M_erase", linkageName: "_ZNSt6vectorIjSaIjEE8_M_eraseEN9__gnu_cxx17__normal_iteratorIPjS1_EES5_", scope: !579, file: !25, line: 1945, type: !1005, scopeLine: 1945, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0)
!1005 = !DISubroutineType(types: !1006)
!1006 = !{!578, !804, !578, !578}
!1007 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIjSaIjEE14_M_move_assignEOS1_St17integral_constantIbLb1EE", scope: !579, file: !25, line: 1954, type: !1008, scopeLine: 1954, flags: DIFlagPrototyped, spFlags: 0)
!1008 = !DISubroutineType(types: !1009)
!1009 = !{null, !804, !828, !256}
!1010 = !DISubprogram(name: "_M_move_assign", linkageName: "_ZNSt6vectorIjSaIjEE14_M_move_assignEOS1_St17integral_constantIbLb0EE", scope: !579, file: !25, line: 1966, type: !1011, scopeLine: 1966, flags: DIFlagPrototyped, spFlags: 0)
!1011 = !DISubroutineType(types: !1012)
!1012 = !{null, !804, !828, !275}
!1013 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "__normal_iterator<unsigned int *, std::vector<unsigned int, std::allocator<unsigned int> > >", scope: !44, file: !378, line: 1043, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !1014, templateParams: !1065, identifier: "_ZTSN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEE")
!1014 = !{!1015, !1016, !1020, !1025, !1035, !1040, !1044, !1047, !1048, !1049, !1054, !1057, !1060, !1061, !1062}
!1015 = !DIDerivedType(tag: DW_TAG_member, name: "_M_current", scope: !1013, file: !378, line: 1046, baseType: !600, size: 64, flags: DIFlagProtected)
!1016 = !DISubprogram(name: "__normal_iterator", scope: !1013, file: !378, line: 1068, type: !1017, scopeLine: 1068, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1017 = !DISubroutineType(types: !1018)
!1018 = !{null, !1019}
!1019 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1013, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1020 = !DISubprogram(name: "__normal_iterator", scope: !1013, file: !378, line: 1072, type: !1021, scopeLine: 1072, flags: DIFlagPublic | DIFlagExplicit | DIFlagPrototyped, spFlags: 0)
!1021 = !DISubroutineType(types: !1022)
!1022 = !{null, !1019, !1023}
!1023 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1024, size: 64)
!1024 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !600)
!1025 = !DISubprogram(name: "operator*", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEdeEv", scope: !1013, file: !378, line: 1095, type: !1026, scopeLine: 1095, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1026 = !DISubroutineType(types: !1027)
!1027 = !{!1028, !1033}
!1028 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !1013, file: !378, line: 1061, baseType: !1029)
!1029 = !DIDerivedType(tag: DW_TAG_typedef, name: "reference", scope: !1030, file: !535, line: 216, baseType: !625)
!1030 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "iterator_traits<unsigned int *>", scope: !7, file: !535, line: 210, size: 8, flags: DIFlagTypePassByValue, elements: !156, templateParams: !1031, identifier: "_ZTSSt15iterator_traitsIPjE")
!1031 = !{!1032}
!1032 = !DITemplateTypeParameter(name: "_Iterator", type: !600)
!1033 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1034, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1034 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1013)
!1035 = !DISubprogram(name: "operator->", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEptEv", scope: !1013, file: !378, line: 1100, type: !1036, scopeLine: 1100, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1036 = !DISubroutineType(types: !1037)
!1037 = !{!1038, !1033}
!1038 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1013, file: !378, line: 1062, baseType: !1039)
!1039 = !DIDerivedType(tag: DW_TAG_typedef, name: "pointer", scope: !1030, file: !535, line: 215, baseType: !600)
!1040 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEppEv", scope: !1013, file: !378, line: 1105, type: !1041, scopeLine: 1105, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1041 = !DISubroutineType(types: !1042)
!1042 = !{!1043, !1019}
!1043 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1013, size: 64)
!1044 = !DISubprogram(name: "operator++", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEppEi", scope: !1013, file: !378, line: 1113, type: !1045, scopeLine: 1113, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1045 = !DISubroutineType(types: !1046)
!1046 = !{!1013, !1019, !55}
!1047 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEmmEv", scope: !1013, file: !378, line: 1119, type: !1041, scopeLine: 1119, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1048 = !DISubprogram(name: "operator--", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEmmEi", scope: !1013, file: !378, line: 1127, type: !1045, scopeLine: 1127, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1049 = !DISubprogram(name: "operator[]", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEixEl", scope: !1013, file: !378, line: 1133, type: !1050, scopeLine: 1133, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1050 = !DISubroutineType(types: !1051)
!1051 = !{!1028, !1033, !1052}
!1052 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !1013, file: !378, line: 1060, baseType: !1053)
!1053 = !DIDerivedType(tag: DW_TAG_typedef, name: "difference_type", scope: !1030, file: !535, line: 214, baseType: !560)
!1054 = !DISubprogram(name: "operator+=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEpLEl", scope: !1013, file: !378, line: 1138, type: !1055, scopeLine: 1138, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1055 = !DISubroutineType(types: !1056)
!1056 = !{!1043, !1019, !1052}
!1057 = !DISubprogram(name: "operator+", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEplEl", scope: !1013, file: !378, line: 1143, type: !1058, scopeLine: 1143, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1058 = !DISubroutineType(types: !1059)
!1059 = !{!1013, !1033, !1052}
!1060 = !DISubprogram(name: "operator-=", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEmIEl", scope: !1013, file: !378, line: 1148, type: !1055, scopeLine: 1148, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1061 = !DISubprogram(name: "operator-", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEmiEl", scope: !1013, file: !378, line: 1153, type: !1058, scopeLine: 1153, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1062 = !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEE4baseEv", scope: !1013, file: !378, line: 1158, type: !1063, scopeLine: 1158, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0)
!1063 = !DISubroutineType(types: !1064)
!1064 = !{!1023, !1033}
!1065 = !{!1032, !1066}
!1066 = !DITemplateTypeParameter(name: "_Container", type: !579)
!1067 = !DIDerivedType(tag: DW_TAG_typedef, name: "__do_it", scope: !1068, file: !25, line: 506, baseType: !577)
!1068 = distinct !DISubprogram(name: "_S_relocate", linkageName: "_ZNSt6vectorIjSaIjEE11_S_relocateEPjS2_S2_RS0_", scope: !579, file: !25, line: 499, type: !799, scopeLine: 501, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !798, retainedNodes: !156)
!1069 = !DIDerivedType(tag: DW_TAG_typedef, name: "memory_order", scope: !7, file: !6, line: 86, baseType: !5)
!1070 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__atomic_base<long>", scope: !7, file: !6, line: 324, size: 64, flags: DIFlagTypePassByReference, elements: !1071, templateParams: !1189, identifier: "_ZTSSt13__atomic_baseIlE")
!1071 = !{!1072, !1073, !1075, !1079, !1080, !1085, !1089, !1094, !1097, !1101, !1106, !1109, !1112, !1115, !1118, !1119, !1120, !1123, !1126, !1127, !1128, !1129, !1130, !1131, !1132, !1133, !1134, !1135, !1136, !1137, !1138, !1141, !1144, !1147, !1150, !1153, !1156, !1159, !1162, !1166, !1169, !1172, !1175, !1176, !1177, !1178, !1179, !1180, !1181, !1182, !1183, !1184, !1185, !1186, !1187, !1188}
!1072 = !DIDerivedType(tag: DW_TAG_member, name: "_S_alignment", scope: !1070, file: !6, line: 332, baseType: !89, flags: DIFlagPrivate | DIFlagStaticMember, extraData: i32 8)
!1073 = !DIDerivedType(tag: DW_TAG_member, name: "_M_i", scope: !1070, file: !6, line: 335, baseType: !1074, size: 64, align: 64, flags: DIFlagPrivate)
!1074 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_type", scope: !1070, file: !6, line: 330, baseType: !561)
!1075 = !DISubprogram(name: "__atomic_base", scope: !1070, file: !6, line: 338, type: !1076, scopeLine: 338, flags: DIFlagPrototyped, spFlags: 0)
!1076 = !DISubroutineType(types: !1077)
!1077 = !{null, !1078}
!1078 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1070, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1079 = !DISubprogram(name: "~__atomic_base", scope: !1070, file: !6, line: 339, type: !1076, scopeLine: 339, flags: DIFlagPrototyped, spFlags: 0)
!1080 = !DISubprogram(name: "__atomic_base", scope: !1070, file: !6, line: 340, type: !1081, scopeLine: 340, flags: DIFlagPrototyped, spFlags: DISPFlagDeleted)
!1081 = !DISubroutineType(types: !1082)
!1082 = !{null, !1078, !1083}
!1083 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1084, size: 64)
!1084 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1070)
!1085 = !DISubprogram(name: "operator=", linkageName: "_ZNSt13__atomic_baseIlEaSERKS0_", scope: !1070, file: !6, line: 341, type: !1086, scopeLine: 341, flags: DIFlagPrototyped, spFlags: DISPFlagDeleted)
!1086 = !DISubroutineType(types: !1087)
!1087 = !{!1088, !1078, !1083}
!1088 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1070, size: 64)
!1089 = !DISubprogram(name: "operator=", linkageName: "_ZNVSt13__atomic_baseIlEaSERKS0_", scope: !1070, file: !6, line: 342, type: !1090, scopeLine: 342, flags: DIFlagPrototyped, spFlags: DISPFlagDeleted)
!1090 = !DISubroutineType(types: !1091)
!1091 = !{!1088, !1092, !1083}
!1092 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1093, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1093 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !1070)
!1094 = !DISubprogram(name: "__atomic_base", scope: !1070, file: !6, line: 345, type: !1095, scopeLine: 345, flags: DIFlagPrototyped, spFlags: 0)
!1095 = !DISubroutineType(types: !1096)
!1096 = !{null, !1078, !1074}
!1097 = !DISubprogram(name: "operator long", linkageName: "_ZNKSt13__atomic_baseIlEcvlEv", scope: !1070, file: !6, line: 347, type: !1098, scopeLine: 347, flags: DIFlagPrototyped, spFlags: 0)
!1098 = !DISubroutineType(types: !1099)
!1099 = !{!1074, !1100}
!1100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1084, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1101 = !DISubprogram(name: "operator long", linkageName: "_ZNVKSt13__atomic_baseIlEcvlEv", scope: !1070, file: !6, line: 350, type: !1102, scopeLine: 350, flags: DIFlagPrototyped, spFlags: 0)
!1102 = !DISubroutineType(types: !1103)
!1103 = !{!1074, !1104}
!1104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1105, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1093)
!1106 = !DISubprogram(name: "operator=", linkageName: "_ZNSt13__atomic_baseIlEaSEl", scope: !1070, file: !6, line: 354, type: !1107, scopeLine: 354, flags: DIFlagPrototyped, spFlags: 0)
!1107 = !DISubroutineType(types: !1108)
!1108 = !{!1074, !1078, !1074}
!1109 = !DISubprogram(name: "operator=", linkageName: "_ZNVSt13__atomic_baseIlEaSEl", scope: !1070, file: !6, line: 361, type: !1110, scopeLine: 361, flags: DIFlagPrototyped, spFlags: 0)
!1110 = !DISubroutineType(types: !1111)
!1111 = !{!1074, !1092, !1074}
!1112 = !DISubprogram(name: "operator++", linkageName: "_ZNSt13__atomic_baseIlEppEi", scope: !1070, file: !6, line: 368, type: !1113, scopeLine: 368, flags: DIFlagPrototyped, spFlags: 0)
!1113 = !DISubroutineType(types: !1114)
!1114 = !{!1074, !1078, !55}
!1115 = !DISubprogram(name: "operator++", linkageName: "_ZNVSt13__atomic_baseIlEppEi", scope: !1070, file: !6, line: 372, type: !1116, scopeLine: 372, flags: DIFlagPrototyped, spFlags: 0)
!1116 = !DISubroutineType(types: !1117)
!1117 = !{!1074, !1092, !55}
!1118 = !DISubprogram(name: "operator--", linkageName: "_ZNSt13__atomic_baseIlEmmEi", scope: !1070, file: !6, line: 376, type: !1113, scopeLine: 376, flags: DIFlagPrototyped, spFlags: 0)
!1119 = !DISubprogram(name: "operator--", linkageName: "_ZNVSt13__atomic_baseIlEmmEi", scope: !1070, file: !6, line: 380, type: !1116, scopeLine: 380, flags: DIFlagPrototyped, spFlags: 0)
!1120 = !DISubprogram(name: "operator++", linkageName: "_ZNSt13__atomic_baseIlEppEv", scope: !1070, file: !6, line: 384, type: !1121, scopeLine: 384, flags: DIFlagPrototyped, spFlags: 0)
!1121 = !DISubroutineType(types: !1122)
!1122 = !{!1074, !1078}
!1123 = !DISubprogram(name: "operator++", linkageName: "_ZNVSt13__atomic_baseIlEppEv", scope: !1070, file: !6, line: 388, type: !1124, scopeLine: 388, flags: DIFlagPrototyped, spFlags: 0)
!1124 = !DISubroutineType(types: !1125)
!1125 = !{!1074, !1092}
!1126 = !DISubprogram(name: "operator--", linkageName: "_ZNSt13__atomic_baseIlEmmEv", scope: !1070, file: !6, line: 392, type: !1121, scopeLine: 392, flags: DIFlagPrototyped, spFlags: 0)
!1127 = !DISubprogram(name: "operator--", linkageName: "_ZNVSt13__atomic_baseIlEmmEv", scope: !1070, file: !6, line: 396, type: !1124, scopeLine: 396, flags: DIFlagPrototyped, spFlags: 0)
!1128 = !DISubprogram(name: "operator+=", linkageName: "_ZNSt13__atomic_baseIlEpLEl", scope: !1070, file: !6, line: 400, type: !1107, scopeLine: 400, flags: DIFlagPrototyped, spFlags: 0)
!1129 = !DISubprogram(name: "operator+=", linkageName: "_ZNVSt13__atomic_baseIlEpLEl", scope: !1070, file: !6, line: 404, type: !1110, scopeLine: 404, flags: DIFlagPrototyped, spFlags: 0)
!1130 = !DISubprogram(name: "operator-=", linkageName: "_ZNSt13__atomic_baseIlEmIEl", scope: !1070, file: !6, line: 408, type: !1107, scopeLine: 408, flags: DIFlagPrototyped, spFlags: 0)
!1131 = !DISubprogram(name: "operator-=", linkageName: "_ZNVSt13__atomic_baseIlEmIEl", scope: !1070, file: !6, line: 412, type: !1110, scopeLine: 412, flags: DIFlagPrototyped, spFlags: 0)
!1132 = !DISubprogram(name: "operator&=", linkageName: "_ZNSt13__atomic_baseIlEaNEl", scope: !1070, file: !6, line: 416, type: !1107, scopeLine: 416, flags: DIFlagPrototyped, spFlags: 0)
!1133 = !DISubprogram(name: "operator&=", linkageName: "_ZNVSt13__atomic_baseIlEaNEl", scope: !1070, file: !6, line: 420, type: !1110, scopeLine: 420, flags: DIFlagPrototyped, spFlags: 0)
!1134 = !DISubprogram(name: "operator|=", linkageName: "_ZNSt13__atomic_baseIlEoREl", scope: !1070, file: !6, line: 424, type: !1107, scopeLine: 424, flags: DIFlagPrototyped, spFlags: 0)
!1135 = !DISubprogram(name: "operator|=", linkageName: "_ZNVSt13__atomic_baseIlEoREl", scope: !1070, file: !6, line: 428, type: !1110, scopeLine: 428, flags: DIFlagPrototyped, spFlags: 0)
!1136 = !DISubprogram(name: "operator^=", linkageName: "_ZNSt13__atomic_baseIlEeOEl", scope: !1070, file: !6, line: 432, type: !1107, scopeLine: 432, flags: DIFlagPrototyped, spFlags: 0)
!1137 = !DISubprogram(name: "operator^=", linkageName: "_ZNVSt13__atomic_baseIlEeOEl", scope: !1070, file: !6, line: 436, type: !1110, scopeLine: 436, flags: DIFlagPrototyped, spFlags: 0)
!1138 = !DISubprogram(name: "is_lock_free", linkageName: "_ZNKSt13__atomic_baseIlE12is_lock_freeEv", scope: !1070, file: !6, line: 440, type: !1139, scopeLine: 440, flags: DIFlagPrototyped, spFlags: 0)
!1139 = !DISubroutineType(types: !1140)
!1140 = !{!149, !1100}
!1141 = !DISubprogram(name: "is_lock_free", linkageName: "_ZNVKSt13__atomic_baseIlE12is_lock_freeEv", scope: !1070, file: !6, line: 448, type: !1142, scopeLine: 448, flags: DIFlagPrototyped, spFlags: 0)
!1142 = !DISubroutineType(types: !1143)
!1143 = !{!149, !1104}
!1144 = !DISubprogram(name: "store", linkageName: "_ZNSt13__atomic_baseIlE5storeElSt12memory_order", scope: !1070, file: !6, line: 456, type: !1145, scopeLine: 456, flags: DIFlagPrototyped, spFlags: 0)
!1145 = !DISubroutineType(types: !1146)
!1146 = !{null, !1078, !1074, !1069}
!1147 = !DISubprogram(name: "store", linkageName: "_ZNVSt13__atomic_baseIlE5storeElSt12memory_order", scope: !1070, file: !6, line: 468, type: !1148, scopeLine: 468, flags: DIFlagPrototyped, spFlags: 0)
!1148 = !DISubroutineType(types: !1149)
!1149 = !{null, !1092, !1074, !1069}
!1150 = !DISubprogram(name: "load", linkageName: "_ZNKSt13__atomic_baseIlE4loadESt12memory_order", scope: !1070, file: !6, line: 481, type: !1151, scopeLine: 481, flags: DIFlagPrototyped, spFlags: 0)
!1151 = !DISubroutineType(types: !1152)
!1152 = !{!1074, !1100, !1069}
!1153 = !DISubprogram(name: "load", linkageName: "_ZNVKSt13__atomic_baseIlE4loadESt12memory_order", scope: !1070, file: !6, line: 492, type: !1154, scopeLine: 492, flags: DIFlagPrototyped, spFlags: 0)
!1154 = !DISubroutineType(types: !1155)
!1155 = !{!1074, !1104, !1069}
!1156 = !DISubprogram(name: "exchange", linkageName: "_ZNSt13__atomic_baseIlE8exchangeElSt12memory_order", scope: !1070, file: !6, line: 503, type: !1157, scopeLine: 503, flags: DIFlagPrototyped, spFlags: 0)
!1157 = !DISubroutineType(types: !1158)
!1158 = !{!1074, !1078, !1074, !1069}
!1159 = !DISubprogram(name: "exchange", linkageName: "_ZNVSt13__atomic_baseIlE8exchangeElSt12memory_order", scope: !1070, file: !6, line: 511, type: !1160, scopeLine: 511, flags: DIFlagPrototyped, spFlags: 0)
!1160 = !DISubroutineType(types: !1161)
!1161 = !{!1074, !1092, !1074, !1069}
!1162 = !DISubprogram(name: "compare_exchange_weak", linkageName: "_ZNSt13__atomic_baseIlE21compare_exchange_weakERllSt12memory_orderS2_", scope: !1070, file: !6, line: 518, type: !1163, scopeLine: 518, flags: DIFlagPrototyped, spFlags: 0)
!1163 = !DISubroutineType(types: !1164)
!1164 = !{!149, !1078, !1165, !1074, !1069, !1069}
!1165 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1074, size: 64)
!1166 = !DISubprogram(name: "compare_exchange_weak", linkageName: "_ZNVSt13__atomic_baseIlE21compare_exchange_weakERllSt12memory_orderS2_", scope: !1070, file: !6, line: 528, type: !1167, scopeLine: 528, flags: DIFlagPrototyped, spFlags: 0)
!1167 = !DISubroutineType(types: !1168)
!1168 = !{!149, !1092, !1165, !1074, !1069, !1069}
!1169 = !DISubprogram(name: "compare_exchange_weak", linkageName: "_ZNSt13__atomic_baseIlE21compare_exchange_weakERllSt12memory_order", scope: !1070, file: !6, line: 539, type: !1170, scopeLine: 539, flags: DIFlagPrototyped, spFlags: 0)
!1170 = !DISubroutineType(types: !1171)
!1171 = !{!149, !1078, !1165, !1074, !1069}
!1172 = !DISubprogram(name: "compare_exchange_weak", linkageName: "_ZNVSt13__atomic_baseIlE21compare_exchange_weakERllSt12memory_order", scope: !1070, file: !6, line: 547, type: !1173, scopeLine: 547, flags: DIFlagPrototyped, spFlags: 0)
!1173 = !DISubroutineType(types: !1174)
!1174 = !{!149, !1092, !1165, !1074, !1069}
!1175 = !DISubprogram(name: "compare_exchange_strong", linkageName: "_ZNSt13__atomic_baseIlE23compare_exchange_strongERllSt12memory_orderS2_", scope: !1070, file: !6, line: 555, type: !1163, scopeLine: 555, flags: DIFlagPrototyped, spFlags: 0)
!1176 = !DISubprogram(name: "compare_exchange_strong", linkageName: "_ZNVSt13__atomic_baseIlE23compare_exchange_strongERllSt12memory_orderS2_", scope: !1070, file: !6, line: 565, type: !1167, scopeLine: 565, flags: DIFlagPrototyped, spFlags: 0)
!1177 = !DISubprogram(name: "compare_exchange_strong", linkageName: "_ZNSt13__atomic_baseIlE23compare_exchange_strongERllSt12memory_order", scope: !1070, file: !6, line: 576, type: !1170, scopeLine: 576, flags: DIFlagPrototyped, spFlags: 0)
!1178 = !DISubprogram(name: "compare_exchange_strong", linkageName: "_ZNVSt13__atomic_baseIlE23compare_exchange_strongERllSt12memory_order", scope: !1070, file: !6, line: 584, type: !1173, scopeLine: 584, flags: DIFlagPrototyped, spFlags: 0)
!1179 = !DISubprogram(name: "fetch_add", linkageName: "_ZNSt13__atomic_baseIlE9fetch_addElSt12memory_order", scope: !1070, file: !6, line: 616, type: !1157, scopeLine: 616, flags: DIFlagPrototyped, spFlags: 0)
!1180 = !DISubprogram(name: "fetch_add", linkageName: "_ZNVSt13__atomic_baseIlE9fetch_addElSt12memory_order", scope: !1070, file: !6, line: 621, type: !1160, scopeLine: 621, flags: DIFlagPrototyped, spFlags: 0)
!1181 = !DISubprogram(name: "fetch_sub", linkageName: "_ZNSt13__atomic_baseIlE9fetch_subElSt12memory_order", scope: !1070, file: !6, line: 626, type: !1157, scopeLine: 626, flags: DIFlagPrototyped, spFlags: 0)
!1182 = !DISubprogram(name: "fetch_sub", linkageName: "_ZNVSt13__atomic_baseIlE9fetch_subElSt12memory_order", scope: !1070, file: !6, line: 631, type: !1160, scopeLine: 631, flags: DIFlagPrototyped, spFlags: 0)
!1183 = !DISubprogram(name: "fetch_and", linkageName: "_ZNSt13__atomic_baseIlE9fetch_andElSt12memory_order", scope: !1070, file: !6, line: 636, type: !1157, scopeLine: 636, flags: DIFlagPrototyped, spFlags: 0)
!1184 = !DISubprogram(name: "fetch_and", linkageName: "_ZNVSt13__atomic_baseIlE9fetch_andElSt12memory_order", scope: !1070, file: !6, line: 641, type: !1160, scopeLine: 641, flags: DIFlagPrototyped, spFlags: 0)
!1185 = !DISubprogram(name: "fetch_or", linkageName: "_ZNSt13__atomic_baseIlE8fetch_orElSt12memory_order", scope: !1070, file: !6, line: 646, type: !1157, scopeLine: 646, flags: DIFlagPrototyped, spFlags: 0)
!1186 = !DISubprogram(name: "fetch_or", linkageName: "_ZNVSt13__atomic_baseIlE8fetch_orElSt12memory_order", scope: !1070, file: !6, line: 651, type: !1160, scopeLine: 651, flags: DIFlagPrototyped, spFlags: 0)
!1187 = !DISubprogram(name: "fetch_xor", linkageName: "_ZNSt13__atomic_baseIlE9fetch_xorElSt12memory_order", scope: !1070, file: !6, line: 656, type: !1157, scopeLine: 656, flags: DIFlagPrototyped, spFlags: 0)
!1188 = !DISubprogram(name: "fetch_xor", linkageName: "_ZNVSt13__atomic_baseIlE9fetch_xorElSt12memory_order", scope: !1070, file: !6, line: 661, type: !1160, scopeLine: 661, flags: DIFlagPrototyped, spFlags: 0)
!1189 = !{!1190}
!1190 = !DITemplateTypeParameter(name: "_ITp", type: !561)
!1191 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "atomic<long>", scope: !7, file: !1192, line: 870, size: 64, flags: DIFlagTypePassByReference, elements: !1193, templateParams: !1218, identifier: "_ZTSSt6atomicIlE")
!1192 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/atomic", directory: "")
!1193 = !{!1194, !1195, !1199, !1200, !1205, !1209, !1214}
!1194 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !1191, baseType: !1070, extraData: i32 0)
!1195 = !DISubprogram(name: "atomic", scope: !1191, file: !1192, line: 875, type: !1196, scopeLine: 875, flags: DIFlagPrototyped, spFlags: 0)
!1196 = !DISubroutineType(types: !1197)
!1197 = !{null, !1198}
!1198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1191, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1199 = !DISubprogram(name: "~atomic", scope: !1191, file: !1192, line: 876, type: !1196, scopeLine: 876, flags: DIFlagPrototyped, spFlags: 0)
!1200 = !DISubprogram(name: "atomic", scope: !1191, file: !1192, line: 877, type: !1201, scopeLine: 877, flags: DIFlagPrototyped, spFlags: DISPFlagDeleted)
!1201 = !DISubroutineType(types: !1202)
!1202 = !{null, !1198, !1203}
!1203 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1204, size: 64)
!1204 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1191)
!1205 = !DISubprogram(name: "operator=", linkageName: "_ZNSt6atomicIlEaSERKS0_", scope: !1191, file: !1192, line: 878, type: !1206, scopeLine: 878, flags: DIFlagPrototyped, spFlags: DISPFlagDeleted)
!1206 = !DISubroutineType(types: !1207)
!1207 = !{!1208, !1198, !1203}
!1208 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1191, size: 64)
!1209 = !DISubprogram(name: "operator=", linkageName: "_ZNVSt6atomicIlEaSERKS0_", scope: !1191, file: !1192, line: 879, type: !1210, scopeLine: 879, flags: DIFlagPrototyped, spFlags: DISPFlagDeleted)
!1210 = !DISubroutineType(types: !1211)
!1211 = !{!1208, !1212, !1203}
!1212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1213, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!1213 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !1191)
!1214 = !DISubprogram(name: "atomic", scope: !1191, file: !1192, line: 881, type: !1215, scopeLine: 881, flags: DIFlagPrototyped, spFlags: 0)
!1215 = !DISubroutineType(types: !1216)
!1216 = !{null, !1198, !1217}
!1217 = !DIDerivedType(tag: DW_TAG_typedef, name: "__integral_type", scope: !1191, file: !1192, line: 872, baseType: !561)
!1218 = !{!1219}
!1219 = !DITemplateTypeParameter(name: "_Tp", type: !561)
!1220 = !{!0, !1221}
!1221 = !DIGlobalVariableExpression(var: !1222, expr: !DIExpression())
!1222 = distinct !DIGlobalVariable(name: "__digits", scope: !1223, file: !1224, line: 77, type: !1229, isLocal: false, isDefinition: true)
!1223 = distinct !DISubprogram(name: "__to_chars_10_impl<unsigned int>", linkageName: "_ZNSt8__detail18__to_chars_10_implIjEEvPcjT_", scope: !1225, file: !1224, line: 72, type: !1226, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !644, retainedNodes: !156)
!1224 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/charconv.h", directory: "")
!1225 = !DINamespace(name: "__detail", scope: !7)
!1226 = !DISubroutineType(types: !1227)
!1227 = !{null, !1228, !8, !8}
!1228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !494, size: 64)
!1229 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1230)
!1230 = !DICompositeType(tag: DW_TAG_array_type, baseType: !494, size: 1608, elements: !1231)
!1231 = !{!1232}
!1232 = !DISubrange(count: 201)
!1233 = !{!1234, !1238, !1255, !1258, !1263, !1271, !1279, !1283, !1290, !1294, !1298, !1300, !1302, !1306, !1315, !1319, !1325, !1331, !1333, !1337, !1341, !1345, !1349, !1361, !1363, !1367, !1371, !1375, !1377, !1382, !1386, !1390, !1392, !1394, !1398, !1406, !1410, !1414, !1418, !1420, !1426, !1428, !1435, !1440, !1444, !1448, !1452, !1456, !1460, !1462, !1464, !1468, !1472, !1476, !1478, !1482, !1486, !1488, !1490, !1494, !1499, !1504, !1509, !1510, !1511, !1512, !1513, !1514, !1515, !1516, !1517, !1518, !1519, !1526, !1530, !1533, !1536, !1539, !1541, !1543, !1545, !1548, !1551, !1554, !1557, !1560, !1562, !1567, !1571, !1574, !1577, !1579, !1581, !1583, !1585, !1588, !1591, !1594, !1597, !1600, !1602, !1606, !1610, !1615, !1621, !1623, !1625, !1627, !1629, !1631, !1633, !1635, !1637, !1639, !1641, !1643, !1645, !1647, !1651, !1655, !1661, !1665, !1670, !1672, !1676, !1680, !1684, !1692, !1696, !1700, !1704, !1708, !1712, !1716, !1720, !1724, !1728, !1732, !1736, !1740, !1742, !1746, !1750, !1754, !1760, !1764, !1768, !1770, !1774, !1778, !1784, !1786, !1790, !1794, !1798, !1802, !1806, !1810, !1814, !1815, !1816, !1817, !1819, !1820, !1821, !1822, !1823, !1824, !1825, !1829, !1835, !1840, !1844, !1846, !1848, !1850, !1852, !1859, !1863, !1867, !1871, !1875, !1879, !1884, !1888, !1890, !1894, !1900, !1904, !1909, !1911, !1913, !1917, !1921, !1923, !1925, !1927, !1929, !1933, !1935, !1937, !1941, !1945, !1949, !1953, !1957, !1961, !1963, !1967, !1971, !1975, !1979, !1981, !1983, !1987, !1991, !1992, !1993, !1994, !1995}
!1234 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !1235, entity: !1236, file: !1237, line: 58)
!1235 = !DINamespace(name: "__gnu_debug", scope: null)
!1236 = !DINamespace(name: "__debug", scope: !7)
!1237 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/debug/debug.h", directory: "", checksumkind: CSK_MD5, checksum: "09fce61e0085ea92b4bd81d6cd4dcc16")
!1238 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1239, file: !1254, line: 64)
!1239 = !DIDerivedType(tag: DW_TAG_typedef, name: "mbstate_t", file: !1240, line: 6, baseType: !1241)
!1240 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "ba8742313715e20e434cf6ccb2db98e3")
!1241 = !DIDerivedType(tag: DW_TAG_typedef, name: "__mbstate_t", file: !1242, line: 21, baseType: !1243)
!1242 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__mbstate_t.h", directory: "", checksumkind: CSK_MD5, checksum: "82911a3e689448e3691ded3e0b471a55")
!1243 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1242, line: 13, size: 64, flags: DIFlagTypePassByValue, elements: !1244, identifier: "_ZTS11__mbstate_t")
!1244 = !{!1245, !1246}
!1245 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !1243, file: !1242, line: 15, baseType: !55, size: 32)
!1246 = !DIDerivedType(tag: DW_TAG_member, name: "__value", scope: !1243, file: !1242, line: 20, baseType: !1247, size: 32, offset: 32)
!1247 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !1243, file: !1242, line: 16, size: 32, flags: DIFlagTypePassByValue, elements: !1248, identifier: "_ZTSN11__mbstate_tUt_E")
!1248 = !{!1249, !1250}
!1249 = !DIDerivedType(tag: DW_TAG_member, name: "__wch", scope: !1247, file: !1242, line: 18, baseType: !8, size: 32)
!1250 = !DIDerivedType(tag: DW_TAG_member, name: "__wchb", scope: !1247, file: !1242, line: 19, baseType: !1251, size: 32)
!1251 = !DICompositeType(tag: DW_TAG_array_type, baseType: !494, size: 32, elements: !1252)
!1252 = !{!1253}
!1253 = !DISubrange(count: 4)
!1254 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cwchar", directory: "")
!1255 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1256, file: !1254, line: 141)
!1256 = !DIDerivedType(tag: DW_TAG_typedef, name: "wint_t", file: !1257, line: 20, baseType: !8)
!1257 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/wint_t.h", directory: "", checksumkind: CSK_MD5, checksum: "aa31b53ef28dc23152ceb41e2763ded3")
!1258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1259, file: !1254, line: 143)
!1259 = !DISubprogram(name: "btowc", scope: !1260, file: !1260, line: 285, type: !1261, flags: DIFlagPrototyped, spFlags: 0)
!1260 = !DIFile(filename: "/usr/include/wchar.h", directory: "", checksumkind: CSK_MD5, checksum: "c2c1588988a2a89d06792ce221872236")
!1261 = !DISubroutineType(types: !1262)
!1262 = !{!1256, !55}
!1263 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1264, file: !1254, line: 144)
!1264 = !DISubprogram(name: "fgetwc", scope: !1260, file: !1260, line: 744, type: !1265, flags: DIFlagPrototyped, spFlags: 0)
!1265 = !DISubroutineType(types: !1266)
!1266 = !{!1256, !1267}
!1267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1268, size: 64)
!1268 = !DIDerivedType(tag: DW_TAG_typedef, name: "__FILE", file: !1269, line: 5, baseType: !1270)
!1269 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "72a8fe90981f484acae7c6f3dfc5c2b7")
!1270 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1269, line: 4, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS8_IO_FILE")
!1271 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1272, file: !1254, line: 145)
!1272 = !DISubprogram(name: "fgetws", scope: !1260, file: !1260, line: 773, type: !1273, flags: DIFlagPrototyped, spFlags: 0)
!1273 = !DISubroutineType(types: !1274)
!1274 = !{!1275, !1277, !55, !1278}
!1275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1276, size: 64)
!1276 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!1277 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1275)
!1278 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1267)
!1279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1280, file: !1254, line: 146)
!1280 = !DISubprogram(name: "fputwc", scope: !1260, file: !1260, line: 758, type: !1281, flags: DIFlagPrototyped, spFlags: 0)
!1281 = !DISubroutineType(types: !1282)
!1282 = !{!1256, !1276, !1267}
!1283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1284, file: !1254, line: 147)
!1284 = !DISubprogram(name: "fputws", scope: !1260, file: !1260, line: 780, type: !1285, flags: DIFlagPrototyped, spFlags: 0)
!1285 = !DISubroutineType(types: !1286)
!1286 = !{!55, !1287, !1278}
!1287 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1288)
!1288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1289, size: 64)
!1289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1276)
!1290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1291, file: !1254, line: 148)
!1291 = !DISubprogram(name: "fwide", scope: !1260, file: !1260, line: 588, type: !1292, flags: DIFlagPrototyped, spFlags: 0)
!1292 = !DISubroutineType(types: !1293)
!1293 = !{!55, !1267, !55}
!1294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1295, file: !1254, line: 149)
!1295 = !DISubprogram(name: "fwprintf", scope: !1260, file: !1260, line: 595, type: !1296, flags: DIFlagPrototyped, spFlags: 0)
!1296 = !DISubroutineType(types: !1297)
!1297 = !{!55, !1278, !1287, null}
!1298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1299, file: !1254, line: 150)
!1299 = !DISubprogram(name: "fwscanf", linkageName: "__isoc99_fwscanf", scope: !1260, file: !1260, line: 657, type: !1296, flags: DIFlagPrototyped, spFlags: 0)
!1300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1301, file: !1254, line: 151)
!1301 = !DISubprogram(name: "getwc", scope: !1260, file: !1260, line: 745, type: !1265, flags: DIFlagPrototyped, spFlags: 0)
!1302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1303, file: !1254, line: 152)
!1303 = !DISubprogram(name: "getwchar", scope: !1260, file: !1260, line: 751, type: !1304, flags: DIFlagPrototyped, spFlags: 0)
!1304 = !DISubroutineType(types: !1305)
!1305 = !{!1256}
!1306 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1307, file: !1254, line: 153)
!1307 = !DISubprogram(name: "mbrlen", scope: !1260, file: !1260, line: 308, type: !1308, flags: DIFlagPrototyped, spFlags: 0)
!1308 = !DISubroutineType(types: !1309)
!1309 = !{!1310, !1312, !1310, !1313}
!1310 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1311, line: 46, baseType: !28)
!1311 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!1312 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !492)
!1313 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1314)
!1314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1239, size: 64)
!1315 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1316, file: !1254, line: 154)
!1316 = !DISubprogram(name: "mbrtowc", scope: !1260, file: !1260, line: 297, type: !1317, flags: DIFlagPrototyped, spFlags: 0)
!1317 = !DISubroutineType(types: !1318)
!1318 = !{!1310, !1277, !1312, !1310, !1313}
!1319 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1320, file: !1254, line: 155)
!1320 = !DISubprogram(name: "mbsinit", scope: !1260, file: !1260, line: 293, type: !1321, flags: DIFlagPrototyped, spFlags: 0)
!1321 = !DISubroutineType(types: !1322)
!1322 = !{!55, !1323}
!1323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1324, size: 64)
!1324 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1239)
!1325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1326, file: !1254, line: 156)
!1326 = !DISubprogram(name: "mbsrtowcs", scope: !1260, file: !1260, line: 338, type: !1327, flags: DIFlagPrototyped, spFlags: 0)
!1327 = !DISubroutineType(types: !1328)
!1328 = !{!1310, !1277, !1329, !1310, !1313}
!1329 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1330)
!1330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !492, size: 64)
!1331 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1332, file: !1254, line: 157)
!1332 = !DISubprogram(name: "putwc", scope: !1260, file: !1260, line: 759, type: !1281, flags: DIFlagPrototyped, spFlags: 0)
!1333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1334, file: !1254, line: 158)
!1334 = !DISubprogram(name: "putwchar", scope: !1260, file: !1260, line: 765, type: !1335, flags: DIFlagPrototyped, spFlags: 0)
!1335 = !DISubroutineType(types: !1336)
!1336 = !{!1256, !1276}
!1337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1338, file: !1254, line: 160)
!1338 = !DISubprogram(name: "swprintf", scope: !1260, file: !1260, line: 605, type: !1339, flags: DIFlagPrototyped, spFlags: 0)
!1339 = !DISubroutineType(types: !1340)
!1340 = !{!55, !1277, !1310, !1287, null}
!1341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1342, file: !1254, line: 162)
!1342 = !DISubprogram(name: "swscanf", linkageName: "__isoc99_swscanf", scope: !1260, file: !1260, line: 664, type: !1343, flags: DIFlagPrototyped, spFlags: 0)
!1343 = !DISubroutineType(types: !1344)
!1344 = !{!55, !1287, !1287, null}
!1345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1346, file: !1254, line: 163)
!1346 = !DISubprogram(name: "ungetwc", scope: !1260, file: !1260, line: 788, type: !1347, flags: DIFlagPrototyped, spFlags: 0)
!1347 = !DISubroutineType(types: !1348)
!1348 = !{!1256, !1256, !1267}
!1349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1350, file: !1254, line: 164)
!1350 = !DISubprogram(name: "vfwprintf", scope: !1260, file: !1260, line: 613, type: !1351, flags: DIFlagPrototyped, spFlags: 0)
!1351 = !DISubroutineType(types: !1352)
!1352 = !{!55, !1278, !1287, !1353}
!1353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1354, size: 64)
!1354 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, flags: DIFlagTypePassByValue, elements: !1355, identifier: "_ZTS13__va_list_tag")
!1355 = !{!1356, !1358, !1359, !1360}
!1356 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !1354, file: !1357, baseType: !8, size: 32)
!1357 = !DIFile(filename: "a.cpp", directory: "/tmp/rt")
!1358 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !1354, file: !1357, baseType: !8, size: 32, offset: 32)
!1359 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !1354, file: !1357, baseType: !23, size: 64, offset: 64)
!1360 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !1354, file: !1357, baseType: !23, size: 64, offset: 128)
!1361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1362, file: !1254, line: 166)
!1362 = !DISubprogram(name: "vfwscanf", linkageName: "__isoc99_vfwscanf", scope: !1260, file: !1260, line: 711, type: !1351, flags: DIFlagPrototyped, spFlags: 0)
!1363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1364, file: !1254, line: 169)
!1364 = !DISubprogram(name: "vswprintf", scope: !1260, file: !1260, line: 626, type: !1365, flags: DIFlagPrototyped, spFlags: 0)
!1365 = !DISubroutineType(types: !1366)
!1366 = !{!55, !1277, !1310, !1287, !1353}
!1367 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1368, file: !1254, line: 172)
!1368 = !DISubprogram(name: "vswscanf", linkageName: "__isoc99_vswscanf", scope: !1260, file: !1260, line: 718, type: !1369, flags: DIFlagPrototyped, spFlags: 0)
!1369 = !DISubroutineType(types: !1370)
!1370 = !{!55, !1287, !1287, !1353}
!1371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1372, file: !1254, line: 174)
!1372 = !DISubprogram(name: "vwprintf", scope: !1260, file: !1260, line: 621, type: !1373, flags: DIFlagPrototyped, spFlags: 0)
!1373 = !DISubroutineType(types: !1374)
!1374 = !{!55, !1287, !1353}
!1375 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1376, file: !1254, line: 176)
!1376 = !DISubprogram(name: "vwscanf", linkageName: "__isoc99_vwscanf", scope: !1260, file: !1260, line: 715, type: !1373, flags: DIFlagPrototyped, spFlags: 0)
!1377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1378, file: !1254, line: 178)
!1378 = !DISubprogram(name: "wcrtomb", scope: !1260, file: !1260, line: 302, type: !1379, flags: DIFlagPrototyped, spFlags: 0)
!1379 = !DISubroutineType(types: !1380)
!1380 = !{!1310, !1381, !1276, !1313}
!1381 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1228)
!1382 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1383, file: !1254, line: 179)
!1383 = !DISubprogram(name: "wcscat", scope: !1260, file: !1260, line: 97, type: !1384, flags: DIFlagPrototyped, spFlags: 0)
!1384 = !DISubroutineType(types: !1385)
!1385 = !{!1275, !1277, !1287}
!1386 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1387, file: !1254, line: 180)
!1387 = !DISubprogram(name: "wcscmp", scope: !1260, file: !1260, line: 106, type: !1388, flags: DIFlagPrototyped, spFlags: 0)
!1388 = !DISubroutineType(types: !1389)
!1389 = !{!55, !1288, !1288}
!1390 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1391, file: !1254, line: 181)
!1391 = !DISubprogram(name: "wcscoll", scope: !1260, file: !1260, line: 131, type: !1388, flags: DIFlagPrototyped, spFlags: 0)
!1392 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1393, file: !1254, line: 182)
!1393 = !DISubprogram(name: "wcscpy", scope: !1260, file: !1260, line: 87, type: !1384, flags: DIFlagPrototyped, spFlags: 0)
!1394 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1395, file: !1254, line: 183)
!1395 = !DISubprogram(name: "wcscspn", scope: !1260, file: !1260, line: 188, type: !1396, flags: DIFlagPrototyped, spFlags: 0)
!1396 = !DISubroutineType(types: !1397)
!1397 = !{!1310, !1288, !1288}
!1398 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1399, file: !1254, line: 184)
!1399 = !DISubprogram(name: "wcsftime", scope: !1260, file: !1260, line: 852, type: !1400, flags: DIFlagPrototyped, spFlags: 0)
!1400 = !DISubroutineType(types: !1401)
!1401 = !{!1310, !1277, !1310, !1287, !1402}
!1402 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1403)
!1403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1404, size: 64)
!1404 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1405)
!1405 = !DICompositeType(tag: DW_TAG_structure_type, name: "tm", file: !1260, line: 83, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS2tm")
!1406 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1407, file: !1254, line: 185)
!1407 = !DISubprogram(name: "wcslen", scope: !1260, file: !1260, line: 223, type: !1408, flags: DIFlagPrototyped, spFlags: 0)
!1408 = !DISubroutineType(types: !1409)
!1409 = !{!1310, !1288}
!1410 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1411, file: !1254, line: 186)
!1411 = !DISubprogram(name: "wcsncat", scope: !1260, file: !1260, line: 101, type: !1412, flags: DIFlagPrototyped, spFlags: 0)
!1412 = !DISubroutineType(types: !1413)
!1413 = !{!1275, !1277, !1287, !1310}
!1414 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1415, file: !1254, line: 187)
!1415 = !DISubprogram(name: "wcsncmp", scope: !1260, file: !1260, line: 109, type: !1416, flags: DIFlagPrototyped, spFlags: 0)
!1416 = !DISubroutineType(types: !1417)
!1417 = !{!55, !1288, !1288, !1310}
!1418 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1419, file: !1254, line: 188)
!1419 = !DISubprogram(name: "wcsncpy", scope: !1260, file: !1260, line: 92, type: !1412, flags: DIFlagPrototyped, spFlags: 0)
!1420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1421, file: !1254, line: 189)
!1421 = !DISubprogram(name: "wcsrtombs", scope: !1260, file: !1260, line: 344, type: !1422, flags: DIFlagPrototyped, spFlags: 0)
!1422 = !DISubroutineType(types: !1423)
!1423 = !{!1310, !1381, !1424, !1310, !1313}
!1424 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1425)
!1425 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1288, size: 64)
!1426 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1427, file: !1254, line: 190)
!1427 = !DISubprogram(name: "wcsspn", scope: !1260, file: !1260, line: 192, type: !1396, flags: DIFlagPrototyped, spFlags: 0)
!1428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1429, file: !1254, line: 191)
!1429 = !DISubprogram(name: "wcstod", scope: !1260, file: !1260, line: 378, type: !1430, flags: DIFlagPrototyped, spFlags: 0)
!1430 = !DISubroutineType(types: !1431)
!1431 = !{!1432, !1287, !1433}
!1432 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!1433 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1434)
!1434 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1275, size: 64)
!1435 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1436, file: !1254, line: 193)
!1436 = !DISubprogram(name: "wcstof", scope: !1260, file: !1260, line: 383, type: !1437, flags: DIFlagPrototyped, spFlags: 0)
!1437 = !DISubroutineType(types: !1438)
!1438 = !{!1439, !1287, !1433}
!1439 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!1440 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1441, file: !1254, line: 195)
!1441 = !DISubprogram(name: "wcstok", scope: !1260, file: !1260, line: 218, type: !1442, flags: DIFlagPrototyped, spFlags: 0)
!1442 = !DISubroutineType(types: !1443)
!1443 = !{!1275, !1277, !1287, !1433}
!1444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1445, file: !1254, line: 196)
!1445 = !DISubprogram(name: "wcstol", scope: !1260, file: !1260, line: 429, type: !1446, flags: DIFlagPrototyped, spFlags: 0)
!1446 = !DISubroutineType(types: !1447)
!1447 = !{!561, !1287, !1433, !55}
!1448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1449, file: !1254, line: 197)
!1449 = !DISubprogram(name: "wcstoul", scope: !1260, file: !1260, line: 434, type: !1450, flags: DIFlagPrototyped, spFlags: 0)
!1450 = !DISubroutineType(types: !1451)
!1451 = !{!28, !1287, !1433, !55}
!1452 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1453, file: !1254, line: 198)
!1453 = !DISubprogram(name: "wcsxfrm", scope: !1260, file: !1260, line: 135, type: !1454, flags: DIFlagPrototyped, spFlags: 0)
!1454 = !DISubroutineType(types: !1455)
!1455 = !{!1310, !1277, !1287, !1310}
!1456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1457, file: !1254, line: 199)
!1457 = !DISubprogram(name: "wctob", scope: !1260, file: !1260, line: 289, type: !1458, flags: DIFlagPrototyped, spFlags: 0)
!1458 = !DISubroutineType(types: !1459)
!1459 = !{!55, !1256}
!1460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1461, file: !1254, line: 200)
!1461 = !DISubprogram(name: "wmemcmp", scope: !1260, file: !1260, line: 259, type: !1416, flags: DIFlagPrototyped, spFlags: 0)
!1462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1463, file: !1254, line: 201)
!1463 = !DISubprogram(name: "wmemcpy", scope: !1260, file: !1260, line: 263, type: !1412, flags: DIFlagPrototyped, spFlags: 0)
!1464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1465, file: !1254, line: 202)
!1465 = !DISubprogram(name: "wmemmove", scope: !1260, file: !1260, line: 268, type: !1466, flags: DIFlagPrototyped, spFlags: 0)
!1466 = !DISubroutineType(types: !1467)
!1467 = !{!1275, !1275, !1288, !1310}
!1468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1469, file: !1254, line: 203)
!1469 = !DISubprogram(name: "wmemset", scope: !1260, file: !1260, line: 272, type: !1470, flags: DIFlagPrototyped, spFlags: 0)
!1470 = !DISubroutineType(types: !1471)
!1471 = !{!1275, !1275, !1276, !1310}
!1472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1473, file: !1254, line: 204)
!1473 = !DISubprogram(name: "wprintf", scope: !1260, file: !1260, line: 602, type: !1474, flags: DIFlagPrototyped, spFlags: 0)
!1474 = !DISubroutineType(types: !1475)
!1475 = !{!55, !1287, null}
!1476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1477, file: !1254, line: 205)
!1477 = !DISubprogram(name: "wscanf", linkageName: "__isoc99_wscanf", scope: !1260, file: !1260, line: 661, type: !1474, flags: DIFlagPrototyped, spFlags: 0)
!1478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1479, file: !1254, line: 206)
!1479 = !DISubprogram(name: "wcschr", scope: !1260, file: !1260, line: 165, type: !1480, flags: DIFlagPrototyped, spFlags: 0)
!1480 = !DISubroutineType(types: !1481)
!1481 = !{!1275, !1288, !1276}
!1482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1483, file: !1254, line: 207)
!1483 = !DISubprogram(name: "wcspbrk", scope: !1260, file: !1260, line: 202, type: !1484, flags: DIFlagPrototyped, spFlags: 0)
!1484 = !DISubroutineType(types: !1485)
!1485 = !{!1275, !1288, !1288}
!1486 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1487, file: !1254, line: 208)
!1487 = !DISubprogram(name: "wcsrchr", scope: !1260, file: !1260, line: 175, type: !1480, flags: DIFlagPrototyped, spFlags: 0)
!1488 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1489, file: !1254, line: 209)
!1489 = !DISubprogram(name: "wcsstr", scope: !1260, file: !1260, line: 213, type: !1484, flags: DIFlagPrototyped, spFlags: 0)
!1490 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1491, file: !1254, line: 210)
!1491 = !DISubprogram(name: "wmemchr", scope: !1260, file: !1260, line: 254, type: !1492, flags: DIFlagPrototyped, spFlags: 0)
!1492 = !DISubroutineType(types: !1493)
!1493 = !{!1275, !1288, !1276, !1310}
!1494 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1495, file: !1254, line: 251)
!1495 = !DISubprogram(name: "wcstold", scope: !1260, file: !1260, line: 385, type: !1496, flags: DIFlagPrototyped, spFlags: 0)
!1496 = !DISubroutineType(types: !1497)
!1497 = !{!1498, !1287, !1433}
!1498 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!1499 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1500, file: !1254, line: 260)
!1500 = !DISubprogram(name: "wcstoll", scope: !1260, file: !1260, line: 442, type: !1501, flags: DIFlagPrototyped, spFlags: 0)
!1501 = !DISubroutineType(types: !1502)
!1502 = !{!1503, !1287, !1433, !55}
!1503 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!1504 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1505, file: !1254, line: 261)
!1505 = !DISubprogram(name: "wcstoull", scope: !1260, file: !1260, line: 449, type: !1506, flags: DIFlagPrototyped, spFlags: 0)
!1506 = !DISubroutineType(types: !1507)
!1507 = !{!1508, !1287, !1433, !55}
!1508 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!1509 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1495, file: !1254, line: 267)
!1510 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1500, file: !1254, line: 268)
!1511 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1505, file: !1254, line: 269)
!1512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1436, file: !1254, line: 283)
!1513 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1362, file: !1254, line: 286)
!1514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1368, file: !1254, line: 289)
!1515 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1376, file: !1254, line: 292)
!1516 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1495, file: !1254, line: 296)
!1517 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1500, file: !1254, line: 297)
!1518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1505, file: !1254, line: 298)
!1519 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1520, file: !1525, line: 47)
!1520 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !1521, line: 24, baseType: !1522)
!1521 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!1522 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !1523, line: 37, baseType: !1524)
!1523 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1524 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1525 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdint", directory: "")
!1526 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1527, file: !1525, line: 48)
!1527 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !1521, line: 25, baseType: !1528)
!1528 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !1523, line: 39, baseType: !1529)
!1529 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!1530 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1531, file: !1525, line: 49)
!1531 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !1521, line: 26, baseType: !1532)
!1532 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !1523, line: 41, baseType: !55)
!1533 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1534, file: !1525, line: 50)
!1534 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !1521, line: 27, baseType: !1535)
!1535 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !1523, line: 44, baseType: !561)
!1536 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1537, file: !1525, line: 52)
!1537 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast8_t", file: !1538, line: 58, baseType: !1524)
!1538 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!1539 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1540, file: !1525, line: 53)
!1540 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast16_t", file: !1538, line: 60, baseType: !561)
!1541 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1542, file: !1525, line: 54)
!1542 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast32_t", file: !1538, line: 61, baseType: !561)
!1543 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1544, file: !1525, line: 55)
!1544 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_fast64_t", file: !1538, line: 62, baseType: !561)
!1545 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1546, file: !1525, line: 57)
!1546 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least8_t", file: !1538, line: 43, baseType: !1547)
!1547 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least8_t", file: !1523, line: 52, baseType: !1522)
!1548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1549, file: !1525, line: 58)
!1549 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least16_t", file: !1538, line: 44, baseType: !1550)
!1550 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least16_t", file: !1523, line: 54, baseType: !1528)
!1551 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1552, file: !1525, line: 59)
!1552 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least32_t", file: !1538, line: 45, baseType: !1553)
!1553 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least32_t", file: !1523, line: 56, baseType: !1532)
!1554 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1555, file: !1525, line: 60)
!1555 = !DIDerivedType(tag: DW_TAG_typedef, name: "int_least64_t", file: !1538, line: 46, baseType: !1556)
!1556 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int_least64_t", file: !1523, line: 58, baseType: !1535)
!1557 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1558, file: !1525, line: 62)
!1558 = !DIDerivedType(tag: DW_TAG_typedef, name: "intmax_t", file: !1538, line: 101, baseType: !1559)
!1559 = !DIDerivedType(tag: DW_TAG_typedef, name: "__intmax_t", file: !1523, line: 72, baseType: !561)
!1560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1561, file: !1525, line: 63)
!1561 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !1538, line: 87, baseType: !561)
!1562 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1563, file: !1525, line: 65)
!1563 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !1564, line: 24, baseType: !1565)
!1564 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!1565 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !1523, line: 38, baseType: !1566)
!1566 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!1567 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1568, file: !1525, line: 66)
!1568 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !1564, line: 25, baseType: !1569)
!1569 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !1523, line: 40, baseType: !1570)
!1570 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!1571 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1572, file: !1525, line: 67)
!1572 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !1564, line: 26, baseType: !1573)
!1573 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !1523, line: 42, baseType: !8)
!1574 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1575, file: !1525, line: 68)
!1575 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !1564, line: 27, baseType: !1576)
!1576 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !1523, line: 45, baseType: !28)
!1577 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1578, file: !1525, line: 70)
!1578 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast8_t", file: !1538, line: 71, baseType: !1566)
!1579 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1580, file: !1525, line: 71)
!1580 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast16_t", file: !1538, line: 73, baseType: !28)
!1581 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1582, file: !1525, line: 72)
!1582 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast32_t", file: !1538, line: 74, baseType: !28)
!1583 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1584, file: !1525, line: 73)
!1584 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_fast64_t", file: !1538, line: 75, baseType: !28)
!1585 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1586, file: !1525, line: 75)
!1586 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least8_t", file: !1538, line: 49, baseType: !1587)
!1587 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least8_t", file: !1523, line: 53, baseType: !1565)
!1588 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1589, file: !1525, line: 76)
!1589 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least16_t", file: !1538, line: 50, baseType: !1590)
!1590 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least16_t", file: !1523, line: 55, baseType: !1569)
!1591 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1592, file: !1525, line: 77)
!1592 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least32_t", file: !1538, line: 51, baseType: !1593)
!1593 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least32_t", file: !1523, line: 57, baseType: !1573)
!1594 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1595, file: !1525, line: 78)
!1595 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint_least64_t", file: !1538, line: 52, baseType: !1596)
!1596 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint_least64_t", file: !1523, line: 59, baseType: !1576)
!1597 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1598, file: !1525, line: 80)
!1598 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintmax_t", file: !1538, line: 102, baseType: !1599)
!1599 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uintmax_t", file: !1523, line: 73, baseType: !28)
!1600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1601, file: !1525, line: 81)
!1601 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !1538, line: 90, baseType: !28)
!1602 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1603, file: !1605, line: 53)
!1603 = !DICompositeType(tag: DW_TAG_structure_type, name: "lconv", file: !1604, line: 51, size: 768, flags: DIFlagFwdDecl, identifier: "_ZTS5lconv")
!1604 = !DIFile(filename: "/usr/include/locale.h", directory: "", checksumkind: CSK_MD5, checksum: "a1d177e0f311dc60a74cb347049d75bc")
!1605 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/clocale", directory: "")
!1606 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1607, file: !1605, line: 54)
!1607 = !DISubprogram(name: "setlocale", scope: !1604, file: !1604, line: 122, type: !1608, flags: DIFlagPrototyped, spFlags: 0)
!1608 = !DISubroutineType(types: !1609)
!1609 = !{!1228, !55, !492}
!1610 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1611, file: !1605, line: 55)
!1611 = !DISubprogram(name: "localeconv", scope: !1604, file: !1604, line: 125, type: !1612, flags: DIFlagPrototyped, spFlags: 0)
!1612 = !DISubroutineType(types: !1613)
!1613 = !{!1614}
!1614 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1603, size: 64)
!1615 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1616, file: !1620, line: 64)
!1616 = !DISubprogram(name: "isalnum", scope: !1617, file: !1617, line: 108, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1617 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!1618 = !DISubroutineType(types: !1619)
!1619 = !{!55, !55}
!1620 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cctype", directory: "")
!1621 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1622, file: !1620, line: 65)
!1622 = !DISubprogram(name: "isalpha", scope: !1617, file: !1617, line: 109, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1623 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1624, file: !1620, line: 66)
!1624 = !DISubprogram(name: "iscntrl", scope: !1617, file: !1617, line: 110, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1625 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1626, file: !1620, line: 67)
!1626 = !DISubprogram(name: "isdigit", scope: !1617, file: !1617, line: 111, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1627 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1628, file: !1620, line: 68)
!1628 = !DISubprogram(name: "isgraph", scope: !1617, file: !1617, line: 113, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1629 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1630, file: !1620, line: 69)
!1630 = !DISubprogram(name: "islower", scope: !1617, file: !1617, line: 112, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1631 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1632, file: !1620, line: 70)
!1632 = !DISubprogram(name: "isprint", scope: !1617, file: !1617, line: 114, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1633 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1634, file: !1620, line: 71)
!1634 = !DISubprogram(name: "ispunct", scope: !1617, file: !1617, line: 115, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1635 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1636, file: !1620, line: 72)
!1636 = !DISubprogram(name: "isspace", scope: !1617, file: !1617, line: 116, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1637 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1638, file: !1620, line: 73)
!1638 = !DISubprogram(name: "isupper", scope: !1617, file: !1617, line: 117, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1639 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1640, file: !1620, line: 74)
!1640 = !DISubprogram(name: "isxdigit", scope: !1617, file: !1617, line: 118, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1641 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1642, file: !1620, line: 75)
!1642 = !DISubprogram(name: "tolower", scope: !1617, file: !1617, line: 122, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1643 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1644, file: !1620, line: 76)
!1644 = !DISubprogram(name: "toupper", scope: !1617, file: !1617, line: 125, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1645 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1646, file: !1620, line: 87)
!1646 = !DISubprogram(name: "isblank", scope: !1617, file: !1617, line: 130, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1647 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1648, file: !1650, line: 52)
!1648 = !DISubprogram(name: "abs", scope: !1649, file: !1649, line: 861, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1649 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1650 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!1651 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1652, file: !1654, line: 127)
!1652 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !1649, line: 63, baseType: !1653)
!1653 = !DICompositeType(tag: DW_TAG_structure_type, file: !1649, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!1654 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!1655 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1656, file: !1654, line: 128)
!1656 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !1649, line: 71, baseType: !1657)
!1657 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1649, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !1658, identifier: "_ZTS6ldiv_t")
!1658 = !{!1659, !1660}
!1659 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1657, file: !1649, line: 69, baseType: !561, size: 64)
!1660 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1657, file: !1649, line: 70, baseType: !561, size: 64, offset: 64)
!1661 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1662, file: !1654, line: 130)
!1662 = !DISubprogram(name: "abort", scope: !1649, file: !1649, line: 611, type: !1663, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1663 = !DISubroutineType(types: !1664)
!1664 = !{null}
!1665 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1666, file: !1654, line: 134)
!1666 = !DISubprogram(name: "atexit", scope: !1649, file: !1649, line: 615, type: !1667, flags: DIFlagPrototyped, spFlags: 0)
!1667 = !DISubroutineType(types: !1668)
!1668 = !{!55, !1669}
!1669 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1663, size: 64)
!1670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1671, file: !1654, line: 137)
!1671 = !DISubprogram(name: "at_quick_exit", scope: !1649, file: !1649, line: 620, type: !1667, flags: DIFlagPrototyped, spFlags: 0)
!1672 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1673, file: !1654, line: 140)
!1673 = !DISubprogram(name: "atof", scope: !1649, file: !1649, line: 102, type: !1674, flags: DIFlagPrototyped, spFlags: 0)
!1674 = !DISubroutineType(types: !1675)
!1675 = !{!1432, !492}
!1676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1677, file: !1654, line: 141)
!1677 = !DISubprogram(name: "atoi", scope: !1649, file: !1649, line: 105, type: !1678, flags: DIFlagPrototyped, spFlags: 0)
!1678 = !DISubroutineType(types: !1679)
!1679 = !{!55, !492}
!1680 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1681, file: !1654, line: 142)
!1681 = !DISubprogram(name: "atol", scope: !1649, file: !1649, line: 108, type: !1682, flags: DIFlagPrototyped, spFlags: 0)
!1682 = !DISubroutineType(types: !1683)
!1683 = !{!561, !492}
!1684 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1685, file: !1654, line: 143)
!1685 = !DISubprogram(name: "bsearch", scope: !1649, file: !1649, line: 841, type: !1686, flags: DIFlagPrototyped, spFlags: 0)
!1686 = !DISubroutineType(types: !1687)
!1687 = !{!23, !96, !96, !1310, !1310, !1688}
!1688 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !1649, line: 829, baseType: !1689)
!1689 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1690, size: 64)
!1690 = !DISubroutineType(types: !1691)
!1691 = !{!55, !96, !96}
!1692 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1693, file: !1654, line: 144)
!1693 = !DISubprogram(name: "calloc", scope: !1649, file: !1649, line: 556, type: !1694, flags: DIFlagPrototyped, spFlags: 0)
!1694 = !DISubroutineType(types: !1695)
!1695 = !{!23, !1310, !1310}
!1696 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1697, file: !1654, line: 145)
!1697 = !DISubprogram(name: "div", scope: !1649, file: !1649, line: 873, type: !1698, flags: DIFlagPrototyped, spFlags: 0)
!1698 = !DISubroutineType(types: !1699)
!1699 = !{!1652, !55, !55}
!1700 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1701, file: !1654, line: 146)
!1701 = !DISubprogram(name: "exit", scope: !1649, file: !1649, line: 637, type: !1702, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1702 = !DISubroutineType(types: !1703)
!1703 = !{null, !55}
!1704 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1705, file: !1654, line: 147)
!1705 = !DISubprogram(name: "free", scope: !1649, file: !1649, line: 568, type: !1706, flags: DIFlagPrototyped, spFlags: 0)
!1706 = !DISubroutineType(types: !1707)
!1707 = !{null, !23}
!1708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1709, file: !1654, line: 148)
!1709 = !DISubprogram(name: "getenv", scope: !1649, file: !1649, line: 654, type: !1710, flags: DIFlagPrototyped, spFlags: 0)
!1710 = !DISubroutineType(types: !1711)
!1711 = !{!1228, !492}
!1712 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1713, file: !1654, line: 149)
!1713 = !DISubprogram(name: "labs", scope: !1649, file: !1649, line: 862, type: !1714, flags: DIFlagPrototyped, spFlags: 0)
!1714 = !DISubroutineType(types: !1715)
!1715 = !{!561, !561}
!1716 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1717, file: !1654, line: 150)
!1717 = !DISubprogram(name: "ldiv", scope: !1649, file: !1649, line: 875, type: !1718, flags: DIFlagPrototyped, spFlags: 0)
!1718 = !DISubroutineType(types: !1719)
!1719 = !{!1656, !561, !561}
!1720 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1721, file: !1654, line: 151)
!1721 = !DISubprogram(name: "malloc", scope: !1649, file: !1649, line: 553, type: !1722, flags: DIFlagPrototyped, spFlags: 0)
!1722 = !DISubroutineType(types: !1723)
!1723 = !{!23, !1310}
!1724 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1725, file: !1654, line: 153)
!1725 = !DISubprogram(name: "mblen", scope: !1649, file: !1649, line: 943, type: !1726, flags: DIFlagPrototyped, spFlags: 0)
!1726 = !DISubroutineType(types: !1727)
!1727 = !{!55, !492, !1310}
!1728 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1729, file: !1654, line: 154)
!1729 = !DISubprogram(name: "mbstowcs", scope: !1649, file: !1649, line: 954, type: !1730, flags: DIFlagPrototyped, spFlags: 0)
!1730 = !DISubroutineType(types: !1731)
!1731 = !{!1310, !1277, !1312, !1310}
!1732 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1733, file: !1654, line: 155)
!1733 = !DISubprogram(name: "mbtowc", scope: !1649, file: !1649, line: 946, type: !1734, flags: DIFlagPrototyped, spFlags: 0)
!1734 = !DISubroutineType(types: !1735)
!1735 = !{!55, !1277, !1312, !1310}
!1736 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1737, file: !1654, line: 157)
!1737 = !DISubprogram(name: "qsort", scope: !1649, file: !1649, line: 851, type: !1738, flags: DIFlagPrototyped, spFlags: 0)
!1738 = !DISubroutineType(types: !1739)
!1739 = !{null, !23, !1310, !1310, !1688}
!1740 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1741, file: !1654, line: 160)
!1741 = !DISubprogram(name: "quick_exit", scope: !1649, file: !1649, line: 643, type: !1702, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1742 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1743, file: !1654, line: 163)
!1743 = !DISubprogram(name: "rand", scope: !1649, file: !1649, line: 454, type: !1744, flags: DIFlagPrototyped, spFlags: 0)
!1744 = !DISubroutineType(types: !1745)
!1745 = !{!55}
!1746 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1747, file: !1654, line: 164)
!1747 = !DISubprogram(name: "realloc", scope: !1649, file: !1649, line: 564, type: !1748, flags: DIFlagPrototyped, spFlags: 0)
!1748 = !DISubroutineType(types: !1749)
!1749 = !{!23, !23, !1310}
!1750 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1751, file: !1654, line: 165)
!1751 = !DISubprogram(name: "srand", scope: !1649, file: !1649, line: 456, type: !1752, flags: DIFlagPrototyped, spFlags: 0)
!1752 = !DISubroutineType(types: !1753)
!1753 = !{null, !8}
!1754 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1755, file: !1654, line: 166)
!1755 = !DISubprogram(name: "strtod", scope: !1649, file: !1649, line: 118, type: !1756, flags: DIFlagPrototyped, spFlags: 0)
!1756 = !DISubroutineType(types: !1757)
!1757 = !{!1432, !1312, !1758}
!1758 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1759)
!1759 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1228, size: 64)
!1760 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1761, file: !1654, line: 167)
!1761 = !DISubprogram(name: "strtol", scope: !1649, file: !1649, line: 177, type: !1762, flags: DIFlagPrototyped, spFlags: 0)
!1762 = !DISubroutineType(types: !1763)
!1763 = !{!561, !1312, !1758, !55}
!1764 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1765, file: !1654, line: 168)
!1765 = !DISubprogram(name: "strtoul", scope: !1649, file: !1649, line: 181, type: !1766, flags: DIFlagPrototyped, spFlags: 0)
!1766 = !DISubroutineType(types: !1767)
!1767 = !{!28, !1312, !1758, !55}
!1768 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1769, file: !1654, line: 169)
!1769 = !DISubprogram(name: "system", scope: !1649, file: !1649, line: 804, type: !1678, flags: DIFlagPrototyped, spFlags: 0)
!1770 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1771, file: !1654, line: 171)
!1771 = !DISubprogram(name: "wcstombs", scope: !1649, file: !1649, line: 958, type: !1772, flags: DIFlagPrototyped, spFlags: 0)
!1772 = !DISubroutineType(types: !1773)
!1773 = !{!1310, !1381, !1287, !1310}
!1774 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1775, file: !1654, line: 172)
!1775 = !DISubprogram(name: "wctomb", scope: !1649, file: !1649, line: 950, type: !1776, flags: DIFlagPrototyped, spFlags: 0)
!1776 = !DISubroutineType(types: !1777)
!1777 = !{!55, !1228, !1276}
!1778 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1779, file: !1654, line: 200)
!1779 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !1649, line: 81, baseType: !1780)
!1780 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1649, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !1781, identifier: "_ZTS7lldiv_t")
!1781 = !{!1782, !1783}
!1782 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !1780, file: !1649, line: 79, baseType: !1503, size: 64)
!1783 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !1780, file: !1649, line: 80, baseType: !1503, size: 64, offset: 64)
!1784 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1785, file: !1654, line: 206)
!1785 = !DISubprogram(name: "_Exit", scope: !1649, file: !1649, line: 649, type: !1702, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: 0)
!1786 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1787, file: !1654, line: 210)
!1787 = !DISubprogram(name: "llabs", scope: !1649, file: !1649, line: 865, type: !1788, flags: DIFlagPrototyped, spFlags: 0)
!1788 = !DISubroutineType(types: !1789)
!1789 = !{!1503, !1503}
!1790 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1791, file: !1654, line: 216)
!1791 = !DISubprogram(name: "lldiv", scope: !1649, file: !1649, line: 879, type: !1792, flags: DIFlagPrototyped, spFlags: 0)
!1792 = !DISubroutineType(types: !1793)
!1793 = !{!1779, !1503, !1503}
!1794 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1795, file: !1654, line: 227)
!1795 = !DISubprogram(name: "atoll", scope: !1649, file: !1649, line: 113, type: !1796, flags: DIFlagPrototyped, spFlags: 0)
!1796 = !DISubroutineType(types: !1797)
!1797 = !{!1503, !492}
!1798 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1799, file: !1654, line: 228)
!1799 = !DISubprogram(name: "strtoll", scope: !1649, file: !1649, line: 201, type: !1800, flags: DIFlagPrototyped, spFlags: 0)
!1800 = !DISubroutineType(types: !1801)
!1801 = !{!1503, !1312, !1758, !55}
!1802 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1803, file: !1654, line: 229)
!1803 = !DISubprogram(name: "strtoull", scope: !1649, file: !1649, line: 206, type: !1804, flags: DIFlagPrototyped, spFlags: 0)
!1804 = !DISubroutineType(types: !1805)
!1805 = !{!1508, !1312, !1758, !55}
!1806 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1807, file: !1654, line: 231)
!1807 = !DISubprogram(name: "strtof", scope: !1649, file: !1649, line: 124, type: !1808, flags: DIFlagPrototyped, spFlags: 0)
!1808 = !DISubroutineType(types: !1809)
!1809 = !{!1439, !1312, !1758}
!1810 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1811, file: !1654, line: 232)
!1811 = !DISubprogram(name: "strtold", scope: !1649, file: !1649, line: 127, type: !1812, flags: DIFlagPrototyped, spFlags: 0)
!1812 = !DISubroutineType(types: !1813)
!1813 = !{!1498, !1312, !1758}
!1814 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1779, file: !1654, line: 240)
!1815 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1785, file: !1654, line: 242)
!1816 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1787, file: !1654, line: 244)
!1817 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1818, file: !1654, line: 245)
!1818 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !44, file: !1654, line: 213, type: !1792, flags: DIFlagPrototyped, spFlags: 0)
!1819 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1791, file: !1654, line: 246)
!1820 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1795, file: !1654, line: 248)
!1821 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1807, file: !1654, line: 249)
!1822 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1799, file: !1654, line: 250)
!1823 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1803, file: !1654, line: 251)
!1824 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1811, file: !1654, line: 252)
!1825 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1826, file: !1828, line: 98)
!1826 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1827, line: 7, baseType: !1270)
!1827 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1828 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!1829 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1830, file: !1828, line: 99)
!1830 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !1831, line: 84, baseType: !1832)
!1831 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1832 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !1833, line: 14, baseType: !1834)
!1833 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!1834 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !1833, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!1835 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1836, file: !1828, line: 101)
!1836 = !DISubprogram(name: "clearerr", scope: !1831, file: !1831, line: 786, type: !1837, flags: DIFlagPrototyped, spFlags: 0)
!1837 = !DISubroutineType(types: !1838)
!1838 = !{null, !1839}
!1839 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1826, size: 64)
!1840 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1841, file: !1828, line: 102)
!1841 = !DISubprogram(name: "fclose", scope: !1831, file: !1831, line: 178, type: !1842, flags: DIFlagPrototyped, spFlags: 0)
!1842 = !DISubroutineType(types: !1843)
!1843 = !{!55, !1839}
!1844 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1845, file: !1828, line: 103)
!1845 = !DISubprogram(name: "feof", scope: !1831, file: !1831, line: 788, type: !1842, flags: DIFlagPrototyped, spFlags: 0)
!1846 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1847, file: !1828, line: 104)
!1847 = !DISubprogram(name: "ferror", scope: !1831, file: !1831, line: 790, type: !1842, flags: DIFlagPrototyped, spFlags: 0)
!1848 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1849, file: !1828, line: 105)
!1849 = !DISubprogram(name: "fflush", scope: !1831, file: !1831, line: 230, type: !1842, flags: DIFlagPrototyped, spFlags: 0)
!1850 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1851, file: !1828, line: 106)
!1851 = !DISubprogram(name: "fgetc", scope: !1831, file: !1831, line: 513, type: !1842, flags: DIFlagPrototyped, spFlags: 0)
!1852 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1853, file: !1828, line: 107)
!1853 = !DISubprogram(name: "fgetpos", scope: !1831, file: !1831, line: 760, type: !1854, flags: DIFlagPrototyped, spFlags: 0)
!1854 = !DISubroutineType(types: !1855)
!1855 = !{!55, !1856, !1857}
!1856 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1839)
!1857 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1858)
!1858 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1830, size: 64)
!1859 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1860, file: !1828, line: 108)
!1860 = !DISubprogram(name: "fgets", scope: !1831, file: !1831, line: 592, type: !1861, flags: DIFlagPrototyped, spFlags: 0)
!1861 = !DISubroutineType(types: !1862)
!1862 = !{!1228, !1381, !55, !1856}
!1863 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1864, file: !1828, line: 109)
!1864 = !DISubprogram(name: "fopen", scope: !1831, file: !1831, line: 258, type: !1865, flags: DIFlagPrototyped, spFlags: 0)
!1865 = !DISubroutineType(types: !1866)
!1866 = !{!1839, !1312, !1312}
!1867 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1868, file: !1828, line: 110)
!1868 = !DISubprogram(name: "fprintf", scope: !1831, file: !1831, line: 350, type: !1869, flags: DIFlagPrototyped, spFlags: 0)
!1869 = !DISubroutineType(types: !1870)
!1870 = !{!55, !1856, !1312, null}
!1871 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1872, file: !1828, line: 111)
!1872 = !DISubprogram(name: "fputc", scope: !1831, file: !1831, line: 549, type: !1873, flags: DIFlagPrototyped, spFlags: 0)
!1873 = !DISubroutineType(types: !1874)
!1874 = !{!55, !55, !1839}
!1875 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1876, file: !1828, line: 112)
!1876 = !DISubprogram(name: "fputs", scope: !1831, file: !1831, line: 655, type: !1877, flags: DIFlagPrototyped, spFlags: 0)
!1877 = !DISubroutineType(types: !1878)
!1878 = !{!55, !1312, !1856}
!1879 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1880, file: !1828, line: 113)
!1880 = !DISubprogram(name: "fread", scope: !1831, file: !1831, line: 675, type: !1881, flags: DIFlagPrototyped, spFlags: 0)
!1881 = !DISubroutineType(types: !1882)
!1882 = !{!1310, !1883, !1310, !1310, !1856}
!1883 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !23)
!1884 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1885, file: !1828, line: 114)
!1885 = !DISubprogram(name: "freopen", scope: !1831, file: !1831, line: 265, type: !1886, flags: DIFlagPrototyped, spFlags: 0)
!1886 = !DISubroutineType(types: !1887)
!1887 = !{!1839, !1312, !1312, !1856}
!1888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1889, file: !1828, line: 115)
!1889 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !1831, file: !1831, line: 434, type: !1869, flags: DIFlagPrototyped, spFlags: 0)
!1890 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1891, file: !1828, line: 116)
!1891 = !DISubprogram(name: "fseek", scope: !1831, file: !1831, line: 713, type: !1892, flags: DIFlagPrototyped, spFlags: 0)
!1892 = !DISubroutineType(types: !1893)
!1893 = !{!55, !1839, !561, !55}
!1894 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1895, file: !1828, line: 117)
!1895 = !DISubprogram(name: "fsetpos", scope: !1831, file: !1831, line: 765, type: !1896, flags: DIFlagPrototyped, spFlags: 0)
!1896 = !DISubroutineType(types: !1897)
!1897 = !{!55, !1839, !1898}
!1898 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1899, size: 64)
!1899 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1830)
!1900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1901, file: !1828, line: 118)
!1901 = !DISubprogram(name: "ftell", scope: !1831, file: !1831, line: 718, type: !1902, flags: DIFlagPrototyped, spFlags: 0)
!1902 = !DISubroutineType(types: !1903)
!1903 = !{!561, !1839}
!1904 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1905, file: !1828, line: 119)
!1905 = !DISubprogram(name: "fwrite", scope: !1831, file: !1831, line: 681, type: !1906, flags: DIFlagPrototyped, spFlags: 0)
!1906 = !DISubroutineType(types: !1907)
!1907 = !{!1310, !1908, !1310, !1310, !1856}
!1908 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!1909 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1910, file: !1828, line: 120)
!1910 = !DISubprogram(name: "getc", scope: !1831, file: !1831, line: 514, type: !1842, flags: DIFlagPrototyped, spFlags: 0)
!1911 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1912, file: !1828, line: 121)
!1912 = !DISubprogram(name: "getchar", scope: !1831, file: !1831, line: 520, type: !1744, flags: DIFlagPrototyped, spFlags: 0)
!1913 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1914, file: !1828, line: 126)
!1914 = !DISubprogram(name: "perror", scope: !1831, file: !1831, line: 804, type: !1915, flags: DIFlagPrototyped, spFlags: 0)
!1915 = !DISubroutineType(types: !1916)
!1916 = !{null, !492}
!1917 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1918, file: !1828, line: 127)
!1918 = !DISubprogram(name: "printf", scope: !1831, file: !1831, line: 356, type: !1919, flags: DIFlagPrototyped, spFlags: 0)
!1919 = !DISubroutineType(types: !1920)
!1920 = !{!55, !1312, null}
!1921 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1922, file: !1828, line: 128)
!1922 = !DISubprogram(name: "putc", scope: !1831, file: !1831, line: 550, type: !1873, flags: DIFlagPrototyped, spFlags: 0)
!1923 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1924, file: !1828, line: 129)
!1924 = !DISubprogram(name: "putchar", scope: !1831, file: !1831, line: 556, type: !1618, flags: DIFlagPrototyped, spFlags: 0)
!1925 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1926, file: !1828, line: 130)
!1926 = !DISubprogram(name: "puts", scope: !1831, file: !1831, line: 661, type: !1678, flags: DIFlagPrototyped, spFlags: 0)
!1927 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1928, file: !1828, line: 131)
!1928 = !DISubprogram(name: "remove", scope: !1831, file: !1831, line: 152, type: !1678, flags: DIFlagPrototyped, spFlags: 0)
!1929 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1930, file: !1828, line: 132)
!1930 = !DISubprogram(name: "rename", scope: !1831, file: !1831, line: 154, type: !1931, flags: DIFlagPrototyped, spFlags: 0)
!1931 = !DISubroutineType(types: !1932)
!1932 = !{!55, !492, !492}
!1933 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1934, file: !1828, line: 133)
!1934 = !DISubprogram(name: "rewind", scope: !1831, file: !1831, line: 723, type: !1837, flags: DIFlagPrototyped, spFlags: 0)
!1935 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1936, file: !1828, line: 134)
!1936 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !1831, file: !1831, line: 437, type: !1919, flags: DIFlagPrototyped, spFlags: 0)
!1937 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1938, file: !1828, line: 135)
!1938 = !DISubprogram(name: "setbuf", scope: !1831, file: !1831, line: 328, type: !1939, flags: DIFlagPrototyped, spFlags: 0)
!1939 = !DISubroutineType(types: !1940)
!1940 = !{null, !1856, !1381}
!1941 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1942, file: !1828, line: 136)
!1942 = !DISubprogram(name: "setvbuf", scope: !1831, file: !1831, line: 332, type: !1943, flags: DIFlagPrototyped, spFlags: 0)
!1943 = !DISubroutineType(types: !1944)
!1944 = !{!55, !1856, !1381, !55, !1310}
!1945 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1946, file: !1828, line: 137)
!1946 = !DISubprogram(name: "sprintf", scope: !1831, file: !1831, line: 358, type: !1947, flags: DIFlagPrototyped, spFlags: 0)
!1947 = !DISubroutineType(types: !1948)
!1948 = !{!55, !1381, !1312, null}
!1949 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1950, file: !1828, line: 138)
!1950 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !1831, file: !1831, line: 439, type: !1951, flags: DIFlagPrototyped, spFlags: 0)
!1951 = !DISubroutineType(types: !1952)
!1952 = !{!55, !1312, !1312, null}
!1953 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1954, file: !1828, line: 139)
!1954 = !DISubprogram(name: "tmpfile", scope: !1831, file: !1831, line: 188, type: !1955, flags: DIFlagPrototyped, spFlags: 0)
!1955 = !DISubroutineType(types: !1956)
!1956 = !{!1839}
!1957 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1958, file: !1828, line: 141)
!1958 = !DISubprogram(name: "tmpnam", scope: !1831, file: !1831, line: 205, type: !1959, flags: DIFlagPrototyped, spFlags: 0)
!1959 = !DISubroutineType(types: !1960)
!1960 = !{!1228, !1228}
!1961 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1962, file: !1828, line: 143)
!1962 = !DISubprogram(name: "ungetc", scope: !1831, file: !1831, line: 668, type: !1873, flags: DIFlagPrototyped, spFlags: 0)
!1963 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1964, file: !1828, line: 144)
!1964 = !DISubprogram(name: "vfprintf", scope: !1831, file: !1831, line: 365, type: !1965, flags: DIFlagPrototyped, spFlags: 0)
!1965 = !DISubroutineType(types: !1966)
!1966 = !{!55, !1856, !1312, !1353}
!1967 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1968, file: !1828, line: 145)
!1968 = !DISubprogram(name: "vprintf", scope: !1831, file: !1831, line: 371, type: !1969, flags: DIFlagPrototyped, spFlags: 0)
!1969 = !DISubroutineType(types: !1970)
!1970 = !{!55, !1312, !1353}
!1971 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1972, file: !1828, line: 146)
!1972 = !DISubprogram(name: "vsprintf", scope: !1831, file: !1831, line: 373, type: !1973, flags: DIFlagPrototyped, spFlags: 0)
!1973 = !DISubroutineType(types: !1974)
!1974 = !{!55, !1381, !1312, !1353}
!1975 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1976, file: !1828, line: 175)
!1976 = !DISubprogram(name: "snprintf", scope: !1831, file: !1831, line: 378, type: !1977, flags: DIFlagPrototyped, spFlags: 0)
!1977 = !DISubroutineType(types: !1978)
!1978 = !{!55, !1381, !1310, !1312, null}
!1979 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1980, file: !1828, line: 176)
!1980 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !1831, file: !1831, line: 479, type: !1965, flags: DIFlagPrototyped, spFlags: 0)
!1981 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1982, file: !1828, line: 177)
!1982 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !1831, file: !1831, line: 484, type: !1969, flags: DIFlagPrototyped, spFlags: 0)
!1983 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1984, file: !1828, line: 178)
!1984 = !DISubprogram(name: "vsnprintf", scope: !1831, file: !1831, line: 382, type: !1985, flags: DIFlagPrototyped, spFlags: 0)
!1985 = !DISubroutineType(types: !1986)
!1986 = !{!55, !1381, !1310, !1312, !1353}
!1987 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !1988, file: !1828, line: 179)
!1988 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !1831, file: !1831, line: 487, type: !1989, flags: DIFlagPrototyped, spFlags: 0)
!1989 = !DISubroutineType(types: !1990)
!1990 = !{!55, !1312, !1312, !1353}
!1991 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1976, file: !1828, line: 185)
!1992 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1980, file: !1828, line: 186)
!1993 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1982, file: !1828, line: 187)
!1994 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1984, file: !1828, line: 188)
!1995 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !1988, file: !1828, line: 189)
!1996 = !{i32 7, !"Dwarf Version", i32 5}
!1997 = !{i32 2, !"Debug Info Version", i32 3}
!1998 = !{i32 1, !"wchar_size", i32 4}
!1999 = !{i32 7, !"PIC Level", i32 2}
!2000 = !{i32 7, !"PIE Level", i32 2}
!2001 = !{i32 7, !"uwtable", i32 1}
!2002 = !{i32 7, !"frame-pointer", i32 2}
!2003 = !{!"Debian clang version 14.0.6"}
!2004 = distinct !DISubprogram(name: "f1", linkageName: "_Z2f1i", scope: !3, file: !3, line: 8, type: !1618, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !156)
!2005 = !DILocalVariable(name: "x", arg: 1, scope: !2004, file: !3, line: 8, type: !55)
!2006 = !DILocation(line: 8, column: 12, scope: !2004)
!2007 = !DILocation(line: 8, column: 24, scope: !2004)
!2008 = !DILocation(line: 8, column: 26, scope: !2004)
!2009 = !DILocation(line: 8, column: 30, scope: !2004)
!2010 = !DILocation(line: 8, column: 17, scope: !2004)
!2011 = distinct !DISubprogram(name: "f2", linkageName: "_Z2f2i", scope: !3, file: !3, line: 9, type: !1618, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !156)
!2012 = !DILocalVariable(name: "x", arg: 1, scope: !2011, file: !3, line: 9, type: !55)
!2013 = !DILocation(line: 9, column: 12, scope: !2011)
!2014 = !DILocation(line: 9, column: 24, scope: !2011)
!2015 = !DILocation(line: 9, column: 26, scope: !2011)
!2016 = !DILocation(line: 9, column: 30, scope: !2011)
!2017 = !DILocation(line: 9, column: 17, scope: !2011)
!2018 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !2019, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !156)
!2019 = !DISubroutineType(types: !2020)
!2020 = !{!55, !55, !1759}
!2021 = !DILocalVariable(name: "argc", arg: 1, scope: !2018, file: !3, line: 10, type: !55)
!2022 = !DILocation(line: 10, column: 14, scope: !2018)
!2023 = !DILocalVariable(arg: 2, scope: !2018, file: !3, line: 10, type: !1759)
!2024 = !DILocation(line: 10, column: 26, scope: !2018)
!2025 = !DILocalVariable(name: "b", scope: !2018, file: !3, line: 11, type: !2026)
!2026 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box<int>", file: !3, line: 6, size: 32, flags: DIFlagTypePassByValue, elements: !2027, templateParams: !2038, identifier: "_ZTS3BoxIiE")
!2027 = !{!2028, !2029, !2033}
!2028 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !2026, file: !3, line: 6, baseType: !55, size: 32)
!2029 = !DISubprogram(name: "get", linkageName: "_ZN3BoxIiE3getEv", scope: !2026, file: !3, line: 6, type: !2030, scopeLine: 6, flags: DIFlagPrototyped, spFlags: 0)
!2030 = !DISubroutineType(types: !2031)
!2031 = !{!83, !2032}
!2032 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2026, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2033 = !DISubprogram(name: "cget", linkageName: "_ZNK3BoxIiE4cgetEv", scope: !2026, file: !3, line: 6, type: !2034, scopeLine: 6, flags: DIFlagPrototyped, spFlags: 0)
!2034 = !DISubroutineType(types: !2035)
!2035 = !{!91, !2036}
!2036 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2037, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2037 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2026)
!2038 = !{!2039}
!2039 = !DITemplateTypeParameter(name: "T", type: !55)
!2040 = !DILocation(line: 11, column: 12, scope: !2018)
!2041 = !DILocation(line: 11, column: 13, scope: !2018)
!2042 = !DILocation(line: 11, column: 14, scope: !2018)
!2043 = !DILocalVariable(name: "c", scope: !2018, file: !3, line: 11, type: !2044)
!2044 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box<unsigned int>", file: !3, line: 6, size: 32, flags: DIFlagTypePassByValue, elements: !2045, templateParams: !2056, identifier: "_ZTS3BoxIjE")
!2045 = !{!2046, !2047, !2051}
!2046 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !2044, file: !3, line: 6, baseType: !8, size: 32)
!2047 = !DISubprogram(name: "get", linkageName: "_ZN3BoxIjE3getEv", scope: !2044, file: !3, line: 6, type: !2048, scopeLine: 6, flags: DIFlagPrototyped, spFlags: 0)
!2048 = !DISubroutineType(types: !2049)
!2049 = !{!625, !2050}
!2050 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2044, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2051 = !DISubprogram(name: "cget", linkageName: "_ZNK3BoxIjE4cgetEv", scope: !2044, file: !3, line: 6, type: !2052, scopeLine: 6, flags: DIFlagPrototyped, spFlags: 0)
!2052 = !DISubroutineType(types: !2053)
!2053 = !{!633, !2054}
!2054 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2055, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2055 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2044)
!2056 = !{!2057}
!2057 = !DITemplateTypeParameter(name: "T", type: !8)
!2058 = !DILocation(line: 11, column: 35, scope: !2018)
!2059 = !DILocation(line: 11, column: 36, scope: !2018)
!2060 = !DILocation(line: 11, column: 47, scope: !2018)
!2061 = !DILocalVariable(name: "s", scope: !2018, file: !3, line: 11, type: !2062)
!2062 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box<S>", file: !3, line: 6, size: 128, flags: DIFlagTypePassByValue, elements: !2063, templateParams: !2081, identifier: "_ZTS3BoxI1SE")
!2063 = !{!2064, !2069, !2074}
!2064 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !2062, file: !3, line: 6, baseType: !2065, size: 128)
!2065 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 5, size: 128, flags: DIFlagTypePassByValue, elements: !2066, identifier: "_ZTS1S")
!2066 = !{!2067, !2068}
!2067 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !2065, file: !3, line: 5, baseType: !55, size: 32)
!2068 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !2065, file: !3, line: 5, baseType: !561, size: 64, offset: 64)
!2069 = !DISubprogram(name: "get", linkageName: "_ZN3BoxI1SE3getEv", scope: !2062, file: !3, line: 6, type: !2070, scopeLine: 6, flags: DIFlagPrototyped, spFlags: 0)
!2070 = !DISubroutineType(types: !2071)
!2071 = !{!2072, !2073}
!2072 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2065, size: 64)
!2073 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2062, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2074 = !DISubprogram(name: "cget", linkageName: "_ZNK3BoxI1SE4cgetEv", scope: !2062, file: !3, line: 6, type: !2075, scopeLine: 6, flags: DIFlagPrototyped, spFlags: 0)
!2075 = !DISubroutineType(types: !2076)
!2076 = !{!2077, !2079}
!2077 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2078, size: 64)
!2078 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2065)
!2079 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2080, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!2080 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !2062)
!2081 = !{!2082}
!2082 = !DITemplateTypeParameter(name: "T", type: !2065)
!2083 = !DILocation(line: 11, column: 61, scope: !2018)
!2084 = !DILocalVariable(name: "v", scope: !2018, file: !3, line: 12, type: !30)
!2085 = !DILocation(line: 12, column: 20, scope: !2018)
!2086 = !DILocalVariable(name: "i", scope: !2087, file: !3, line: 12, type: !55)
!2087 = distinct !DILexicalBlock(scope: !2018, file: !3, line: 12, column: 23)
!2088 = !DILocation(line: 12, column: 32, scope: !2087)
!2089 = !DILocation(line: 12, column: 28, scope: !2087)
!2090 = !DILocation(line: 12, column: 36, scope: !2091)
!2091 = distinct !DILexicalBlock(scope: !2087, file: !3, line: 12, column: 23)
!2092 = !DILocation(line: 12, column: 38, scope: !2091)
!2093 = !DILocation(line: 12, column: 37, scope: !2091)
!2094 = !DILocation(line: 12, column: 23, scope: !2087)
!2095 = !DILocation(line: 12, column: 50, scope: !2091)
!2096 = !DILocation(line: 12, column: 48, scope: !2091)
!2097 = !DILocation(line: 12, column: 44, scope: !2091)
!2098 = !DILocation(line: 12, column: 23, scope: !2091)
!2099 = distinct !{!2099, !2094, !2100, !2101}
!2100 = !DILocation(line: 12, column: 61, scope: !2087)
!2101 = !{!"llvm.loop.mustprogress"}
!2102 = !DILocation(line: 18, column: 1, scope: !2091)
!2103 = !DILocalVariable(name: "w", scope: !2018, file: !3, line: 13, type: !579)
!2104 = !DILocation(line: 13, column: 25, scope: !2018)
!2105 = !DILocalVariable(name: "i", scope: !2106, file: !3, line: 13, type: !55)
!2106 = distinct !DILexicalBlock(scope: !2018, file: !3, line: 13, column: 28)
!2107 = !DILocation(line: 13, column: 37, scope: !2106)
!2108 = !DILocation(line: 13, column: 33, scope: !2106)
!2109 = !DILocation(line: 13, column: 41, scope: !2110)
!2110 = distinct !DILexicalBlock(scope: !2106, file: !3, line: 13, column: 28)
!2111 = !DILocation(line: 13, column: 43, scope: !2110)
!2112 = !DILocation(line: 13, column: 42, scope: !2110)
!2113 = !DILocation(line: 13, column: 28, scope: !2106)
!2114 = !DILocation(line: 13, column: 65, scope: !2110)
!2115 = !DILocation(line: 13, column: 55, scope: !2110)
!2116 = !DILocation(line: 13, column: 53, scope: !2110)
!2117 = !DILocation(line: 13, column: 49, scope: !2110)
!2118 = !DILocation(line: 13, column: 28, scope: !2110)
!2119 = distinct !{!2119, !2113, !2120, !2101}
!2120 = !DILocation(line: 13, column: 66, scope: !2106)
!2121 = !DILocation(line: 18, column: 1, scope: !2110)
!2122 = !DILocalVariable(name: "this", arg: 1, scope: !2123, type: !2124, flags: DIFlagArtificial | DIFlagObjectPointer)
!2123 = distinct !DISubprogram(name: "fetch_add", linkageName: "_ZNSt13__atomic_baseIlE9fetch_addElSt12memory_order", scope: !1070, file: !6, line: 616, type: !1157, scopeLine: 618, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !1179, retainedNodes: !156)
!2124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1070, size: 64)
!2125 = !DILocation(line: 0, scope: !2123, inlinedAt: !2126)
!2126 = distinct !DILocation(line: 14, column: 11, scope: !2018)
!2127 = !DILocalVariable(name: "__i", arg: 2, scope: !2123, file: !6, line: 616, type: !1074)
!2128 = !DILocation(line: 616, column: 28, scope: !2123, inlinedAt: !2126)
!2129 = !DILocalVariable(name: "__m", arg: 3, scope: !2123, file: !6, line: 617, type: !1069)
!2130 = !DILocation(line: 617, column: 16, scope: !2123, inlinedAt: !2126)
!2131 = !DILocation(line: 618, column: 36, scope: !2123, inlinedAt: !2126)
!2132 = !DILocation(line: 618, column: 51, scope: !2123, inlinedAt: !2126)
!2133 = !DILocation(line: 618, column: 42, scope: !2123, inlinedAt: !2126)
!2134 = !DILocation(line: 618, column: 16, scope: !2123, inlinedAt: !2126)
!2135 = !DILocalVariable(name: "expected", scope: !2018, file: !3, line: 15, type: !561)
!2136 = !DILocation(line: 15, column: 8, scope: !2018)
!2137 = !DILocalVariable(name: "this", arg: 1, scope: !2138, type: !2124, flags: DIFlagArtificial | DIFlagObjectPointer)
!2138 = distinct !DISubprogram(name: "compare_exchange_strong", linkageName: "_ZNSt13__atomic_baseIlE23compare_exchange_strongERllSt12memory_order", scope: !1070, file: !6, line: 576, type: !1170, scopeLine: 578, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !1177, retainedNodes: !156)
!2139 = !DILocation(line: 0, scope: !2138, inlinedAt: !2140)
!2140 = distinct !DILocation(line: 15, column: 30, scope: !2018)
!2141 = !DILocalVariable(name: "__i1", arg: 2, scope: !2138, file: !6, line: 576, type: !1165)
!2142 = !DILocation(line: 576, column: 43, scope: !2138, inlinedAt: !2140)
!2143 = !DILocalVariable(name: "__i2", arg: 3, scope: !2138, file: !6, line: 576, type: !1074)
!2144 = !DILocation(line: 576, column: 60, scope: !2138, inlinedAt: !2140)
!2145 = !DILocalVariable(name: "__m", arg: 4, scope: !2138, file: !6, line: 577, type: !1069)
!2146 = !DILocation(line: 577, column: 23, scope: !2138, inlinedAt: !2140)
!2147 = !DILocation(line: 579, column: 33, scope: !2138, inlinedAt: !2140)
!2148 = !DILocation(line: 579, column: 39, scope: !2138, inlinedAt: !2140)
!2149 = !DILocation(line: 579, column: 45, scope: !2138, inlinedAt: !2140)
!2150 = !DILocation(line: 580, column: 36, scope: !2138, inlinedAt: !2140)
!2151 = !DILocation(line: 580, column: 12, scope: !2138, inlinedAt: !2140)
!2152 = !DILocalVariable(name: "this", arg: 1, scope: !2153, type: !2124, flags: DIFlagArtificial | DIFlagObjectPointer)
!2153 = distinct !DISubprogram(name: "compare_exchange_strong", linkageName: "_ZNSt13__atomic_baseIlE23compare_exchange_strongERllSt12memory_orderS2_", scope: !1070, file: !6, line: 555, type: !1163, scopeLine: 557, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !1175, retainedNodes: !156)
!2154 = !DILocation(line: 0, scope: !2153, inlinedAt: !2155)
!2155 = distinct !DILocation(line: 579, column: 9, scope: !2138, inlinedAt: !2140)
!2156 = !DILocalVariable(name: "__i1", arg: 2, scope: !2153, file: !6, line: 555, type: !1165)
!2157 = !DILocation(line: 555, column: 43, scope: !2153, inlinedAt: !2155)
!2158 = !DILocalVariable(name: "__i2", arg: 3, scope: !2153, file: !6, line: 555, type: !1074)
!2159 = !DILocation(line: 555, column: 60, scope: !2153, inlinedAt: !2155)
!2160 = !DILocalVariable(name: "__m1", arg: 4, scope: !2153, file: !6, line: 556, type: !1069)
!2161 = !DILocation(line: 556, column: 23, scope: !2153, inlinedAt: !2155)
!2162 = !DILocalVariable(name: "__m2", arg: 5, scope: !2153, file: !6, line: 556, type: !1069)
!2163 = !DILocation(line: 556, column: 42, scope: !2153, inlinedAt: !2155)
!2164 = !DILocation(line: 560, column: 38, scope: !2153, inlinedAt: !2155)
!2165 = !DILocation(line: 561, column: 13, scope: !2153, inlinedAt: !2155)
!2166 = !DILocation(line: 560, column: 45, scope: !2153, inlinedAt: !2155)
!2167 = !DILocation(line: 560, column: 51, scope: !2153, inlinedAt: !2155)
!2168 = !DILocation(line: 560, column: 9, scope: !2153, inlinedAt: !2155)
!2169 = !DILocation(line: 561, column: 24, scope: !2153, inlinedAt: !2155)
!2170 = !DILocalVariable(name: "str", scope: !2018, file: !3, line: 16, type: !2171)
!2171 = !DIDerivedType(tag: DW_TAG_typedef, name: "string", scope: !7, file: !2172, line: 77, baseType: !2173)
!2172 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stringfwd.h", directory: "")
!2173 = !DICompositeType(tag: DW_TAG_class_type, name: "basic_string<char, std::char_traits<char>, std::allocator<char> >", scope: !2175, file: !2174, line: 1082, size: 256, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE")
!2174 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/basic_string.tcc", directory: "")
!2175 = !DINamespace(name: "__cxx11", scope: !7, exportSymbols: true)
!2176 = !DILocation(line: 16, column: 15, scope: !2018)
!2177 = !DILocation(line: 16, column: 21, scope: !2018)
!2178 = !DILocation(line: 16, column: 49, scope: !2018)
!2179 = !DILocation(line: 16, column: 34, scope: !2018)
!2180 = !DILocation(line: 16, column: 31, scope: !2018)
!2181 = !DILocation(line: 16, column: 27, scope: !2018)
!2182 = !DILocation(line: 17, column: 43, scope: !2018)
!2183 = !DILocation(line: 17, column: 52, scope: !2018)
!2184 = !DILocation(line: 17, column: 61, scope: !2018)
!2185 = !DILocation(line: 17, column: 68, scope: !2018)
!2186 = !DILocation(line: 17, column: 73, scope: !2018)
!2187 = !DILocation(line: 17, column: 83, scope: !2018)
!2188 = !DILocation(line: 17, column: 95, scope: !2018)
!2189 = !DILocation(line: 17, column: 107, scope: !2018)
!2190 = !DILocation(line: 17, column: 104, scope: !2018)
!2191 = !DILocation(line: 17, column: 117, scope: !2018)
!2192 = !DILocation(line: 17, column: 114, scope: !2018)
!2193 = !DILocation(line: 17, column: 3, scope: !2018)
!2194 = !DILocation(line: 18, column: 1, scope: !2018)
!2195 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIiSaIiEEC2Ev", scope: !30, file: !25, line: 526, type: !302, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !301, retainedNodes: !156)
!2196 = !DILocalVariable(name: "this", arg: 1, scope: !2195, type: !2197, flags: DIFlagArtificial | DIFlagObjectPointer)
!2197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!2198 = !DILocation(line: 0, scope: !2195)
!2199 = !DILocation(line: 526, column: 24, scope: !2195)
!2200 = !DILocation(line: 526, column: 7, scope: !2195)
!2201 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIiSaIiEE9push_backERKi", scope: !30, file: !25, line: 1276, type: !447, scopeLine: 1277, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !446, retainedNodes: !156)
!2202 = !DILocalVariable(name: "this", arg: 1, scope: !2201, type: !2197, flags: DIFlagArtificial | DIFlagObjectPointer)
!2203 = !DILocation(line: 0, scope: !2201)
!2204 = !DILocalVariable(name: "__x", arg: 2, scope: !2201, file: !25, line: 1276, type: !317)
!2205 = !DILocation(line: 1276, column: 35, scope: !2201)
!2206 = !DILocation(line: 1278, column: 12, scope: !2207)
!2207 = distinct !DILexicalBlock(scope: !2201, file: !25, line: 1278, column: 6)
!2208 = !DILocation(line: 1278, column: 6, scope: !2207)
!2209 = !DILocation(line: 1278, column: 20, scope: !2207)
!2210 = !DILocation(line: 1278, column: 39, scope: !2207)
!2211 = !DILocation(line: 1278, column: 33, scope: !2207)
!2212 = !DILocation(line: 1278, column: 47, scope: !2207)
!2213 = !DILocation(line: 1278, column: 30, scope: !2207)
!2214 = !DILocation(line: 1278, column: 6, scope: !2201)
!2215 = !DILocation(line: 1281, column: 37, scope: !2216)
!2216 = distinct !DILexicalBlock(scope: !2207, file: !25, line: 1279, column: 4)
!2217 = !DILocation(line: 1281, column: 31, scope: !2216)
!2218 = !DILocation(line: 1281, column: 52, scope: !2216)
!2219 = !DILocation(line: 1281, column: 46, scope: !2216)
!2220 = !DILocation(line: 1281, column: 60, scope: !2216)
!2221 = !DILocation(line: 1282, column: 10, scope: !2216)
!2222 = !DILocation(line: 1281, column: 6, scope: !2216)
!2223 = !DILocation(line: 1283, column: 14, scope: !2216)
!2224 = !DILocation(line: 1283, column: 8, scope: !2216)
!2225 = !DILocation(line: 1283, column: 22, scope: !2216)
!2226 = !DILocation(line: 1283, column: 6, scope: !2216)
!2227 = !DILocation(line: 1285, column: 4, scope: !2216)
!2228 = !DILocation(line: 1287, column: 22, scope: !2207)
!2229 = !DILocation(line: 1287, column: 29, scope: !2207)
!2230 = !DILocation(line: 1287, column: 4, scope: !2207)
!2231 = !DILocation(line: 1288, column: 7, scope: !2201)
!2232 = distinct !DISubprogram(name: "vector", linkageName: "_ZNSt6vectorIjSaIjEEC2Ev", scope: !579, file: !25, line: 526, type: !802, scopeLine: 526, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !801, retainedNodes: !156)
!2233 = !DILocalVariable(name: "this", arg: 1, scope: !2232, type: !2234, flags: DIFlagArtificial | DIFlagObjectPointer)
!2234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !579, size: 64)
!2235 = !DILocation(line: 0, scope: !2232)
!2236 = !DILocation(line: 526, column: 24, scope: !2232)
!2237 = !DILocation(line: 526, column: 7, scope: !2232)
!2238 = distinct !DISubprogram(name: "push_back", linkageName: "_ZNSt6vectorIjSaIjEE9push_backEOj", scope: !579, file: !25, line: 1293, type: !948, scopeLine: 1294, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !947, retainedNodes: !156)
!2239 = !DILocalVariable(name: "this", arg: 1, scope: !2238, type: !2234, flags: DIFlagArtificial | DIFlagObjectPointer)
!2240 = !DILocation(line: 0, scope: !2238)
!2241 = !DILocalVariable(name: "__x", arg: 2, scope: !2238, file: !25, line: 1293, type: !950)
!2242 = !DILocation(line: 1293, column: 30, scope: !2238)
!2243 = !DILocation(line: 1294, column: 32, scope: !2238)
!2244 = !DILocation(line: 1294, column: 22, scope: !2238)
!2245 = !DILocation(line: 1294, column: 9, scope: !2238)
!2246 = !DILocation(line: 1294, column: 39, scope: !2238)
!2247 = distinct !DISubprogram(name: "to_string", linkageName: "_ZNSt7__cxx119to_stringEi", scope: !2175, file: !2248, line: 4012, type: !2249, scopeLine: 4016, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !156)
!2248 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/basic_string.h", directory: "")
!2249 = !DISubroutineType(types: !2250)
!2250 = !{!2171, !55}
!2251 = !DILocalVariable(name: "__val", arg: 1, scope: !2247, file: !2248, line: 4012, type: !55)
!2252 = !DILocation(line: 4012, column: 17, scope: !2247)
!2253 = !DILocalVariable(name: "__neg", scope: !2247, file: !2248, line: 4017, type: !261)
!2254 = !DILocation(line: 4017, column: 16, scope: !2247)
!2255 = !DILocation(line: 4017, column: 24, scope: !2247)
!2256 = !DILocation(line: 4017, column: 30, scope: !2247)
!2257 = !DILocalVariable(name: "__uval", scope: !2247, file: !2248, line: 4018, type: !631)
!2258 = !DILocation(line: 4018, column: 20, scope: !2247)
!2259 = !DILocation(line: 4018, column: 29, scope: !2247)
!2260 = !DILocation(line: 4018, column: 48, scope: !2247)
!2261 = !DILocation(line: 4018, column: 47, scope: !2247)
!2262 = !DILocation(line: 4018, column: 54, scope: !2247)
!2263 = !DILocation(line: 4018, column: 61, scope: !2247)
!2264 = !DILocalVariable(name: "__len", scope: !2247, file: !2248, line: 4019, type: !631)
!2265 = !DILocation(line: 4019, column: 16, scope: !2247)
!2266 = !DILocation(line: 4019, column: 49, scope: !2247)
!2267 = !DILocation(line: 4019, column: 24, scope: !2247)
!2268 = !DILocation(line: 4020, column: 5, scope: !2247)
!2269 = !DILocalVariable(name: "__str", scope: !2247, file: !2248, line: 4020, type: !2171)
!2270 = !DILocation(line: 4020, column: 12, scope: !2247)
!2271 = !DILocation(line: 4020, column: 18, scope: !2247)
!2272 = !DILocation(line: 4020, column: 26, scope: !2247)
!2273 = !DILocation(line: 4020, column: 24, scope: !2247)
!2274 = !DILocation(line: 4021, column: 41, scope: !2247)
!2275 = !DILocation(line: 4021, column: 35, scope: !2247)
!2276 = !DILocation(line: 4021, column: 49, scope: !2247)
!2277 = !DILocation(line: 4021, column: 56, scope: !2247)
!2278 = !DILocation(line: 4021, column: 5, scope: !2247)
!2279 = !DILocation(line: 4022, column: 5, scope: !2247)
!2280 = !DILocation(line: 4023, column: 3, scope: !2247)
!2281 = distinct !DISubprogram(name: "get", linkageName: "_ZN3BoxIiE3getEv", scope: !2026, file: !3, line: 6, type: !2030, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !2029, retainedNodes: !156)
!2282 = !DILocalVariable(name: "this", arg: 1, scope: !2281, type: !2283, flags: DIFlagArtificial | DIFlagObjectPointer)
!2283 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2026, size: 64)
!2284 = !DILocation(line: 0, scope: !2281)
!2285 = !DILocation(line: 6, column: 56, scope: !2281)
!2286 = !DILocation(line: 6, column: 49, scope: !2281)
!2287 = distinct !DISubprogram(name: "get", linkageName: "_ZN3BoxIjE3getEv", scope: !2044, file: !3, line: 6, type: !2048, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !2047, retainedNodes: !156)
!2288 = !DILocalVariable(name: "this", arg: 1, scope: !2287, type: !2289, flags: DIFlagArtificial | DIFlagObjectPointer)
!2289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2044, size: 64)
!2290 = !DILocation(line: 0, scope: !2287)
!2291 = !DILocation(line: 6, column: 56, scope: !2287)
!2292 = !DILocation(line: 6, column: 49, scope: !2287)
!2293 = distinct !DISubprogram(name: "cget", linkageName: "_ZNK3BoxI1SE4cgetEv", scope: !2062, file: !3, line: 6, type: !2075, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !2074, retainedNodes: !156)
!2294 = !DILocalVariable(name: "this", arg: 1, scope: !2293, type: !2295, flags: DIFlagArtificial | DIFlagObjectPointer)
!2295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !2080, size: 64)
!2296 = !DILocation(line: 0, scope: !2293)
!2297 = !DILocation(line: 6, column: 92, scope: !2293)
!2298 = !DILocation(line: 6, column: 85, scope: !2293)
!2299 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIiSaIiEE4sizeEv", scope: !30, file: !25, line: 987, type: !399, scopeLine: 988, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !398, retainedNodes: !156)
!2300 = !DILocalVariable(name: "this", arg: 1, scope: !2299, type: !2301, flags: DIFlagArtificial | DIFlagObjectPointer)
!2301 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 64)
!2302 = !DILocation(line: 0, scope: !2299)
!2303 = !DILocation(line: 988, column: 32, scope: !2299)
!2304 = !DILocation(line: 988, column: 26, scope: !2299)
!2305 = !DILocation(line: 988, column: 40, scope: !2299)
!2306 = !DILocation(line: 988, column: 58, scope: !2299)
!2307 = !DILocation(line: 988, column: 52, scope: !2299)
!2308 = !DILocation(line: 988, column: 66, scope: !2299)
!2309 = !DILocation(line: 988, column: 50, scope: !2299)
!2310 = !DILocation(line: 988, column: 9, scope: !2299)
!2311 = distinct !DISubprogram(name: "size", linkageName: "_ZNKSt6vectorIjSaIjEE4sizeEv", scope: !579, file: !25, line: 987, type: !897, scopeLine: 988, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !896, retainedNodes: !156)
!2312 = !DILocalVariable(name: "this", arg: 1, scope: !2311, type: !2313, flags: DIFlagArtificial | DIFlagObjectPointer)
!2313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !824, size: 64)
!2314 = !DILocation(line: 0, scope: !2311)
!2315 = !DILocation(line: 988, column: 32, scope: !2311)
!2316 = !DILocation(line: 988, column: 26, scope: !2311)
!2317 = !DILocation(line: 988, column: 40, scope: !2311)
!2318 = !DILocation(line: 988, column: 58, scope: !2311)
!2319 = !DILocation(line: 988, column: 52, scope: !2311)
!2320 = !DILocation(line: 988, column: 66, scope: !2311)
!2321 = !DILocation(line: 988, column: 50, scope: !2311)
!2322 = !DILocation(line: 988, column: 9, scope: !2311)
!2323 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIjSaIjEED2Ev", scope: !579, file: !25, line: 728, type: !802, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !852, retainedNodes: !156)
!2324 = !DILocalVariable(name: "this", arg: 1, scope: !2323, type: !2234, flags: DIFlagArtificial | DIFlagObjectPointer)
!2325 = !DILocation(line: 0, scope: !2323)
!2326 = !DILocation(line: 730, column: 22, scope: !2327)
!2327 = distinct !DILexicalBlock(scope: !2323, file: !25, line: 729, column: 7)
!2328 = !DILocation(line: 730, column: 16, scope: !2327)
!2329 = !DILocation(line: 730, column: 30, scope: !2327)
!2330 = !DILocation(line: 730, column: 46, scope: !2327)
!2331 = !DILocation(line: 730, column: 40, scope: !2327)
!2332 = !DILocation(line: 730, column: 54, scope: !2327)
!2333 = !DILocation(line: 731, column: 9, scope: !2327)
!2334 = !DILocation(line: 730, column: 2, scope: !2327)
!2335 = !DILocation(line: 733, column: 7, scope: !2327)
!2336 = !DILocation(line: 733, column: 7, scope: !2323)
!2337 = distinct !DISubprogram(name: "~vector", linkageName: "_ZNSt6vectorIiSaIiEED2Ev", scope: !30, file: !25, line: 728, type: !302, scopeLine: 729, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !353, retainedNodes: !156)
!2338 = !DILocalVariable(name: "this", arg: 1, scope: !2337, type: !2197, flags: DIFlagArtificial | DIFlagObjectPointer)
!2339 = !DILocation(line: 0, scope: !2337)
!2340 = !DILocation(line: 730, column: 22, scope: !2341)
!2341 = distinct !DILexicalBlock(scope: !2337, file: !25, line: 729, column: 7)
!2342 = !DILocation(line: 730, column: 16, scope: !2341)
!2343 = !DILocation(line: 730, column: 30, scope: !2341)
!2344 = !DILocation(line: 730, column: 46, scope: !2341)
!2345 = !DILocation(line: 730, column: 40, scope: !2341)
!2346 = !DILocation(line: 730, column: 54, scope: !2341)
!2347 = !DILocation(line: 731, column: 9, scope: !2341)
!2348 = !DILocation(line: 730, column: 2, scope: !2341)
!2349 = !DILocation(line: 733, column: 7, scope: !2341)
!2350 = !DILocation(line: 733, column: 7, scope: !2337)
!2351 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEEC2Ev", scope: !33, file: !25, line: 312, type: !218, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !217, retainedNodes: !156)
!2352 = !DILocalVariable(name: "this", arg: 1, scope: !2351, type: !2353, flags: DIFlagArtificial | DIFlagObjectPointer)
!2353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!2354 = !DILocation(line: 0, scope: !2351)
!2355 = !DILocation(line: 312, column: 7, scope: !2351)
!2356 = !DILocation(line: 312, column: 30, scope: !2351)
!2357 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev", scope: !36, file: !25, line: 137, type: !184, scopeLine: 140, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !183, retainedNodes: !156)
!2358 = !DILocalVariable(name: "this", arg: 1, scope: !2357, type: !2359, flags: DIFlagArtificial | DIFlagObjectPointer)
!2359 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!2360 = !DILocation(line: 0, scope: !2357)
!2361 = !DILocation(line: 140, column: 2, scope: !2357)
!2362 = !DILocation(line: 139, column: 4, scope: !2357)
!2363 = !DILocation(line: 137, column: 2, scope: !2357)
!2364 = !DILocation(line: 140, column: 4, scope: !2357)
!2365 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIiEC2Ev", scope: !58, file: !59, line: 156, type: !108, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !107, retainedNodes: !156)
!2366 = !DILocalVariable(name: "this", arg: 1, scope: !2365, type: !2367, flags: DIFlagArtificial | DIFlagObjectPointer)
!2367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!2368 = !DILocation(line: 0, scope: !2365)
!2369 = !DILocation(line: 156, column: 36, scope: !2365)
!2370 = !DILocation(line: 156, column: 7, scope: !2365)
!2371 = !DILocation(line: 156, column: 38, scope: !2365)
!2372 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIiSaIiEE17_Vector_impl_dataC2Ev", scope: !159, file: !25, line: 99, type: !167, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !166, retainedNodes: !156)
!2373 = !DILocalVariable(name: "this", arg: 1, scope: !2372, type: !2374, flags: DIFlagArtificial | DIFlagObjectPointer)
!2374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!2375 = !DILocation(line: 0, scope: !2372)
!2376 = !DILocation(line: 100, column: 4, scope: !2372)
!2377 = !DILocation(line: 100, column: 16, scope: !2372)
!2378 = !DILocation(line: 100, column: 29, scope: !2372)
!2379 = !DILocation(line: 101, column: 4, scope: !2372)
!2380 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIiEC2Ev", scope: !64, file: !65, line: 80, type: !68, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !67, retainedNodes: !156)
!2381 = !DILocalVariable(name: "this", arg: 1, scope: !2380, type: !2382, flags: DIFlagArtificial | DIFlagObjectPointer)
!2382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!2383 = !DILocation(line: 0, scope: !2380)
!2384 = !DILocation(line: 80, column: 49, scope: !2380)
!2385 = distinct !DISubprogram(name: "_Vector_base", linkageName: "_ZNSt12_Vector_baseIjSaIjEEC2Ev", scope: !582, file: !25, line: 312, type: !751, scopeLine: 312, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !750, retainedNodes: !156)
!2386 = !DILocalVariable(name: "this", arg: 1, scope: !2385, type: !2387, flags: DIFlagArtificial | DIFlagObjectPointer)
!2387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !582, size: 64)
!2388 = !DILocation(line: 0, scope: !2385)
!2389 = !DILocation(line: 312, column: 7, scope: !2385)
!2390 = !DILocation(line: 312, column: 30, scope: !2385)
!2391 = distinct !DISubprogram(name: "_Vector_impl", linkageName: "_ZNSt12_Vector_baseIjSaIjEE12_Vector_implC2Ev", scope: !585, file: !25, line: 137, type: !717, scopeLine: 140, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !716, retainedNodes: !156)
!2392 = !DILocalVariable(name: "this", arg: 1, scope: !2391, type: !2393, flags: DIFlagArtificial | DIFlagObjectPointer)
!2393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !585, size: 64)
!2394 = !DILocation(line: 0, scope: !2391)
!2395 = !DILocation(line: 140, column: 2, scope: !2391)
!2396 = !DILocation(line: 139, column: 4, scope: !2391)
!2397 = !DILocation(line: 137, column: 2, scope: !2391)
!2398 = !DILocation(line: 140, column: 4, scope: !2391)
!2399 = distinct !DISubprogram(name: "allocator", linkageName: "_ZNSaIjEC2Ev", scope: !603, file: !59, line: 156, type: !647, scopeLine: 156, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !646, retainedNodes: !156)
!2400 = !DILocalVariable(name: "this", arg: 1, scope: !2399, type: !2401, flags: DIFlagArtificial | DIFlagObjectPointer)
!2401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !603, size: 64)
!2402 = !DILocation(line: 0, scope: !2399)
!2403 = !DILocation(line: 156, column: 36, scope: !2399)
!2404 = !DILocation(line: 156, column: 7, scope: !2399)
!2405 = !DILocation(line: 156, column: 38, scope: !2399)
!2406 = distinct !DISubprogram(name: "_Vector_impl_data", linkageName: "_ZNSt12_Vector_baseIjSaIjEE17_Vector_impl_dataC2Ev", scope: !692, file: !25, line: 99, type: !700, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !699, retainedNodes: !156)
!2407 = !DILocalVariable(name: "this", arg: 1, scope: !2406, type: !2408, flags: DIFlagArtificial | DIFlagObjectPointer)
!2408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !692, size: 64)
!2409 = !DILocation(line: 0, scope: !2406)
!2410 = !DILocation(line: 100, column: 4, scope: !2406)
!2411 = !DILocation(line: 100, column: 16, scope: !2406)
!2412 = !DILocation(line: 100, column: 29, scope: !2406)
!2413 = !DILocation(line: 101, column: 4, scope: !2406)
!2414 = distinct !DISubprogram(name: "__new_allocator", linkageName: "_ZNSt15__new_allocatorIjEC2Ev", scope: !607, file: !65, line: 80, type: !610, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !609, retainedNodes: !156)
!2415 = !DILocalVariable(name: "this", arg: 1, scope: !2414, type: !2416, flags: DIFlagArtificial | DIFlagObjectPointer)
!2416 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !607, size: 64)
!2417 = !DILocation(line: 0, scope: !2414)
!2418 = !DILocation(line: 80, column: 49, scope: !2414)
!2419 = distinct !DISubprogram(name: "__to_chars_len<unsigned int>", linkageName: "_ZNSt8__detail14__to_chars_lenIjEEjT_i", scope: !1225, file: !1224, line: 47, type: !2420, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !644, retainedNodes: !156)
!2420 = !DISubroutineType(types: !2421)
!2421 = !{!8, !8, !55}
!2422 = !DILocalVariable(name: "__value", arg: 1, scope: !2419, file: !1224, line: 47, type: !8)
!2423 = !DILocation(line: 47, column: 24, scope: !2419)
!2424 = !DILocalVariable(name: "__base", arg: 2, scope: !2419, file: !1224, line: 47, type: !55)
!2425 = !DILocation(line: 47, column: 37, scope: !2419)
!2426 = !DILocalVariable(name: "__n", scope: !2419, file: !1224, line: 52, type: !8)
!2427 = !DILocation(line: 52, column: 16, scope: !2419)
!2428 = !DILocalVariable(name: "__b2", scope: !2419, file: !1224, line: 53, type: !631)
!2429 = !DILocation(line: 53, column: 22, scope: !2419)
!2430 = !DILocation(line: 53, column: 29, scope: !2419)
!2431 = !DILocation(line: 53, column: 39, scope: !2419)
!2432 = !DILocation(line: 53, column: 37, scope: !2419)
!2433 = !DILocalVariable(name: "__b3", scope: !2419, file: !1224, line: 54, type: !631)
!2434 = !DILocation(line: 54, column: 22, scope: !2419)
!2435 = !DILocation(line: 54, column: 29, scope: !2419)
!2436 = !DILocation(line: 54, column: 36, scope: !2419)
!2437 = !DILocation(line: 54, column: 34, scope: !2419)
!2438 = !DILocalVariable(name: "__b4", scope: !2419, file: !1224, line: 55, type: !2439)
!2439 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!2440 = !DILocation(line: 55, column: 27, scope: !2419)
!2441 = !DILocation(line: 55, column: 34, scope: !2419)
!2442 = !DILocation(line: 55, column: 41, scope: !2419)
!2443 = !DILocation(line: 55, column: 39, scope: !2419)
!2444 = !DILocation(line: 56, column: 7, scope: !2419)
!2445 = !DILocation(line: 58, column: 8, scope: !2446)
!2446 = distinct !DILexicalBlock(scope: !2447, file: !1224, line: 58, column: 8)
!2447 = distinct !DILexicalBlock(scope: !2448, file: !1224, line: 57, column: 2)
!2448 = distinct !DILexicalBlock(scope: !2449, file: !1224, line: 56, column: 7)
!2449 = distinct !DILexicalBlock(scope: !2419, file: !1224, line: 56, column: 7)
!2450 = !DILocation(line: 58, column: 28, scope: !2446)
!2451 = !DILocation(line: 58, column: 16, scope: !2446)
!2452 = !DILocation(line: 58, column: 8, scope: !2447)
!2453 = !DILocation(line: 58, column: 43, scope: !2446)
!2454 = !DILocation(line: 58, column: 36, scope: !2446)
!2455 = !DILocation(line: 59, column: 8, scope: !2456)
!2456 = distinct !DILexicalBlock(scope: !2447, file: !1224, line: 59, column: 8)
!2457 = !DILocation(line: 59, column: 18, scope: !2456)
!2458 = !DILocation(line: 59, column: 16, scope: !2456)
!2459 = !DILocation(line: 59, column: 8, scope: !2447)
!2460 = !DILocation(line: 59, column: 31, scope: !2456)
!2461 = !DILocation(line: 59, column: 35, scope: !2456)
!2462 = !DILocation(line: 59, column: 24, scope: !2456)
!2463 = !DILocation(line: 60, column: 8, scope: !2464)
!2464 = distinct !DILexicalBlock(scope: !2447, file: !1224, line: 60, column: 8)
!2465 = !DILocation(line: 60, column: 18, scope: !2464)
!2466 = !DILocation(line: 60, column: 16, scope: !2464)
!2467 = !DILocation(line: 60, column: 8, scope: !2447)
!2468 = !DILocation(line: 60, column: 31, scope: !2464)
!2469 = !DILocation(line: 60, column: 35, scope: !2464)
!2470 = !DILocation(line: 60, column: 24, scope: !2464)
!2471 = !DILocation(line: 61, column: 8, scope: !2472)
!2472 = distinct !DILexicalBlock(scope: !2447, file: !1224, line: 61, column: 8)
!2473 = !DILocation(line: 61, column: 18, scope: !2472)
!2474 = !DILocation(line: 61, column: 16, scope: !2472)
!2475 = !DILocation(line: 61, column: 8, scope: !2447)
!2476 = !DILocation(line: 61, column: 31, scope: !2472)
!2477 = !DILocation(line: 61, column: 35, scope: !2472)
!2478 = !DILocation(line: 61, column: 24, scope: !2472)
!2479 = !DILocation(line: 62, column: 15, scope: !2447)
!2480 = !DILocation(line: 62, column: 12, scope: !2447)
!2481 = !DILocation(line: 63, column: 8, scope: !2447)
!2482 = !DILocation(line: 56, column: 7, scope: !2448)
!2483 = distinct !{!2483, !2484, !2485, !2101}
!2484 = !DILocation(line: 56, column: 7, scope: !2449)
!2485 = !DILocation(line: 64, column: 2, scope: !2449)
!2486 = !DILocation(line: 65, column: 5, scope: !2419)
!2487 = !DILocalVariable(name: "__first", arg: 1, scope: !1223, file: !1224, line: 72, type: !1228)
!2488 = !DILocation(line: 72, column: 30, scope: !1223)
!2489 = !DILocalVariable(name: "__len", arg: 2, scope: !1223, file: !1224, line: 72, type: !8)
!2490 = !DILocation(line: 72, column: 48, scope: !1223)
!2491 = !DILocalVariable(name: "__val", arg: 3, scope: !1223, file: !1224, line: 72, type: !8)
!2492 = !DILocation(line: 72, column: 59, scope: !1223)
!2493 = !DILocalVariable(name: "__pos", scope: !1223, file: !1224, line: 83, type: !8)
!2494 = !DILocation(line: 83, column: 16, scope: !1223)
!2495 = !DILocation(line: 83, column: 24, scope: !1223)
!2496 = !DILocation(line: 83, column: 30, scope: !1223)
!2497 = !DILocation(line: 84, column: 7, scope: !1223)
!2498 = !DILocation(line: 84, column: 14, scope: !1223)
!2499 = !DILocation(line: 84, column: 20, scope: !1223)
!2500 = !DILocalVariable(name: "__num", scope: !2501, file: !1224, line: 86, type: !631)
!2501 = distinct !DILexicalBlock(scope: !1223, file: !1224, line: 85, column: 2)
!2502 = !DILocation(line: 86, column: 15, scope: !2501)
!2503 = !DILocation(line: 86, column: 24, scope: !2501)
!2504 = !DILocation(line: 86, column: 30, scope: !2501)
!2505 = !DILocation(line: 86, column: 37, scope: !2501)
!2506 = !DILocation(line: 87, column: 10, scope: !2501)
!2507 = !DILocation(line: 88, column: 30, scope: !2501)
!2508 = !DILocation(line: 88, column: 36, scope: !2501)
!2509 = !DILocation(line: 88, column: 21, scope: !2501)
!2510 = !DILocation(line: 88, column: 4, scope: !2501)
!2511 = !DILocation(line: 88, column: 12, scope: !2501)
!2512 = !DILocation(line: 88, column: 19, scope: !2501)
!2513 = !DILocation(line: 89, column: 34, scope: !2501)
!2514 = !DILocation(line: 89, column: 25, scope: !2501)
!2515 = !DILocation(line: 89, column: 4, scope: !2501)
!2516 = !DILocation(line: 89, column: 12, scope: !2501)
!2517 = !DILocation(line: 89, column: 18, scope: !2501)
!2518 = !DILocation(line: 89, column: 23, scope: !2501)
!2519 = !DILocation(line: 90, column: 10, scope: !2501)
!2520 = distinct !{!2520, !2497, !2521, !2101}
!2521 = !DILocation(line: 91, column: 2, scope: !1223)
!2522 = !DILocation(line: 92, column: 11, scope: !2523)
!2523 = distinct !DILexicalBlock(scope: !1223, file: !1224, line: 92, column: 11)
!2524 = !DILocation(line: 92, column: 17, scope: !2523)
!2525 = !DILocation(line: 92, column: 11, scope: !1223)
!2526 = !DILocalVariable(name: "__num", scope: !2527, file: !1224, line: 94, type: !631)
!2527 = distinct !DILexicalBlock(scope: !2523, file: !1224, line: 93, column: 2)
!2528 = !DILocation(line: 94, column: 15, scope: !2527)
!2529 = !DILocation(line: 94, column: 23, scope: !2527)
!2530 = !DILocation(line: 94, column: 29, scope: !2527)
!2531 = !DILocation(line: 95, column: 26, scope: !2527)
!2532 = !DILocation(line: 95, column: 32, scope: !2527)
!2533 = !DILocation(line: 95, column: 17, scope: !2527)
!2534 = !DILocation(line: 95, column: 4, scope: !2527)
!2535 = !DILocation(line: 95, column: 15, scope: !2527)
!2536 = !DILocation(line: 96, column: 26, scope: !2527)
!2537 = !DILocation(line: 96, column: 17, scope: !2527)
!2538 = !DILocation(line: 96, column: 4, scope: !2527)
!2539 = !DILocation(line: 96, column: 15, scope: !2527)
!2540 = !DILocation(line: 97, column: 2, scope: !2527)
!2541 = !DILocation(line: 99, column: 21, scope: !2523)
!2542 = !DILocation(line: 99, column: 19, scope: !2523)
!2543 = !DILocation(line: 99, column: 15, scope: !2523)
!2544 = !DILocation(line: 99, column: 2, scope: !2523)
!2545 = !DILocation(line: 99, column: 13, scope: !2523)
!2546 = !DILocation(line: 100, column: 5, scope: !1223)
!2547 = distinct !DISubprogram(name: "_Destroy<int *, int>", linkageName: "_ZSt8_DestroyIPiiEvT_S1_RSaIT0_E", scope: !7, file: !48, line: 847, type: !2548, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !2550, retainedNodes: !156)
!2548 = !DISubroutineType(types: !2549)
!2549 = !{null, !54, !54, !119}
!2550 = !{!2551, !106}
!2551 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !54)
!2552 = !DILocalVariable(name: "__first", arg: 1, scope: !2547, file: !48, line: 847, type: !54)
!2553 = !DILocation(line: 847, column: 31, scope: !2547)
!2554 = !DILocalVariable(name: "__last", arg: 2, scope: !2547, file: !48, line: 847, type: !54)
!2555 = !DILocation(line: 847, column: 57, scope: !2547)
!2556 = !DILocalVariable(arg: 3, scope: !2547, file: !48, line: 848, type: !119)
!2557 = !DILocation(line: 848, column: 22, scope: !2547)
!2558 = !DILocation(line: 850, column: 16, scope: !2547)
!2559 = !DILocation(line: 850, column: 25, scope: !2547)
!2560 = !DILocation(line: 850, column: 7, scope: !2547)
!2561 = !DILocation(line: 851, column: 5, scope: !2547)
!2562 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !33, file: !25, line: 298, type: !204, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !203, retainedNodes: !156)
!2563 = !DILocalVariable(name: "this", arg: 1, scope: !2562, type: !2353, flags: DIFlagArtificial | DIFlagObjectPointer)
!2564 = !DILocation(line: 0, scope: !2562)
!2565 = !DILocation(line: 299, column: 22, scope: !2562)
!2566 = !DILocation(line: 299, column: 16, scope: !2562)
!2567 = !DILocation(line: 299, column: 9, scope: !2562)
!2568 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIiSaIiEED2Ev", scope: !33, file: !25, line: 364, type: !218, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !244, retainedNodes: !156)
!2569 = !DILocalVariable(name: "this", arg: 1, scope: !2568, type: !2353, flags: DIFlagArtificial | DIFlagObjectPointer)
!2570 = !DILocation(line: 0, scope: !2568)
!2571 = !DILocation(line: 366, column: 16, scope: !2572)
!2572 = distinct !DILexicalBlock(scope: !2568, file: !25, line: 365, column: 7)
!2573 = !DILocation(line: 366, column: 24, scope: !2572)
!2574 = !DILocation(line: 367, column: 9, scope: !2572)
!2575 = !DILocation(line: 367, column: 17, scope: !2572)
!2576 = !DILocation(line: 367, column: 37, scope: !2572)
!2577 = !DILocation(line: 367, column: 45, scope: !2572)
!2578 = !DILocation(line: 367, column: 35, scope: !2572)
!2579 = !DILocation(line: 366, column: 2, scope: !2572)
!2580 = !DILocation(line: 368, column: 7, scope: !2572)
!2581 = !DILocation(line: 368, column: 7, scope: !2568)
!2582 = distinct !DISubprogram(name: "_Destroy<int *>", linkageName: "_ZSt8_DestroyIPiEvT_S1_", scope: !7, file: !2583, line: 182, type: !2584, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !2586, retainedNodes: !156)
!2583 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_construct.h", directory: "", checksumkind: CSK_MD5, checksum: "ceba413818ae9b0f6742666be9b2ed67")
!2584 = !DISubroutineType(types: !2585)
!2585 = !{null, !54, !54}
!2586 = !{!2551}
!2587 = !DILocalVariable(name: "__first", arg: 1, scope: !2582, file: !2583, line: 182, type: !54)
!2588 = !DILocation(line: 182, column: 31, scope: !2582)
!2589 = !DILocalVariable(name: "__last", arg: 2, scope: !2582, file: !2583, line: 182, type: !54)
!2590 = !DILocation(line: 182, column: 57, scope: !2582)
!2591 = !DILocation(line: 196, column: 12, scope: !2582)
!2592 = !DILocation(line: 196, column: 21, scope: !2582)
!2593 = !DILocation(line: 195, column: 7, scope: !2582)
!2594 = !DILocation(line: 197, column: 5, scope: !2582)
!2595 = distinct !DISubprogram(name: "__destroy<int *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_", scope: !2596, file: !2583, line: 172, type: !2584, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !2586, declaration: !2599, retainedNodes: !156)
!2596 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_Destroy_aux<true>", scope: !7, file: !2583, line: 168, size: 8, flags: DIFlagTypePassByValue, elements: !156, templateParams: !2597, identifier: "_ZTSSt12_Destroy_auxILb1EE")
!2597 = !{!2598}
!2598 = !DITemplateValueParameter(type: !149, value: i8 1)
!2599 = !DISubprogram(name: "__destroy<int *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPiEEvT_S3_", scope: !2596, file: !2583, line: 172, type: !2584, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2586)
!2600 = !DILocalVariable(arg: 1, scope: !2595, file: !2583, line: 172, type: !54)
!2601 = !DILocation(line: 172, column: 35, scope: !2595)
!2602 = !DILocalVariable(arg: 2, scope: !2595, file: !2583, line: 172, type: !54)
!2603 = !DILocation(line: 172, column: 53, scope: !2595)
!2604 = !DILocation(line: 172, column: 57, scope: !2595)
!2605 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE13_M_deallocateEPim", scope: !33, file: !25, line: 383, type: !249, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !248, retainedNodes: !156)
!2606 = !DILocalVariable(name: "this", arg: 1, scope: !2605, type: !2353, flags: DIFlagArtificial | DIFlagObjectPointer)
!2607 = !DILocation(line: 0, scope: !2605)
!2608 = !DILocalVariable(name: "__p", arg: 2, scope: !2605, file: !25, line: 383, type: !162)
!2609 = !DILocation(line: 383, column: 29, scope: !2605)
!2610 = !DILocalVariable(name: "__n", arg: 3, scope: !2605, file: !25, line: 383, type: !26)
!2611 = !DILocation(line: 383, column: 41, scope: !2605)
!2612 = !DILocation(line: 386, column: 6, scope: !2613)
!2613 = distinct !DILexicalBlock(scope: !2605, file: !25, line: 386, column: 6)
!2614 = !DILocation(line: 386, column: 6, scope: !2605)
!2615 = !DILocation(line: 387, column: 20, scope: !2613)
!2616 = !DILocation(line: 387, column: 29, scope: !2613)
!2617 = !DILocation(line: 387, column: 34, scope: !2613)
!2618 = !DILocation(line: 387, column: 4, scope: !2613)
!2619 = !DILocation(line: 388, column: 7, scope: !2605)
!2620 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIiSaIiEE12_Vector_implD2Ev", scope: !36, file: !25, line: 133, type: !184, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !2621, retainedNodes: !156)
!2621 = !DISubprogram(name: "~_Vector_impl", scope: !36, type: !184, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!2622 = !DILocalVariable(name: "this", arg: 1, scope: !2620, type: !2359, flags: DIFlagArtificial | DIFlagObjectPointer)
!2623 = !DILocation(line: 0, scope: !2620)
!2624 = !DILocation(line: 133, column: 14, scope: !2625)
!2625 = distinct !DILexicalBlock(scope: !2620, file: !25, line: 133, column: 14)
!2626 = !DILocation(line: 133, column: 14, scope: !2620)
!2627 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIiEE10deallocateERS0_Pim", scope: !47, file: !48, line: 495, type: !127, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !126, retainedNodes: !156)
!2628 = !DILocalVariable(name: "__a", arg: 1, scope: !2627, file: !48, line: 495, type: !56)
!2629 = !DILocation(line: 495, column: 34, scope: !2627)
!2630 = !DILocalVariable(name: "__p", arg: 2, scope: !2627, file: !48, line: 495, type: !53)
!2631 = !DILocation(line: 495, column: 47, scope: !2627)
!2632 = !DILocalVariable(name: "__n", arg: 3, scope: !2627, file: !48, line: 495, type: !121)
!2633 = !DILocation(line: 495, column: 62, scope: !2627)
!2634 = !DILocation(line: 496, column: 9, scope: !2627)
!2635 = !DILocation(line: 496, column: 24, scope: !2627)
!2636 = !DILocation(line: 496, column: 29, scope: !2627)
!2637 = !DILocation(line: 496, column: 13, scope: !2627)
!2638 = !DILocation(line: 496, column: 35, scope: !2627)
!2639 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIiE10deallocateEPim", scope: !64, file: !65, line: 142, type: !99, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !98, retainedNodes: !156)
!2640 = !DILocalVariable(name: "this", arg: 1, scope: !2639, type: !2382, flags: DIFlagArtificial | DIFlagObjectPointer)
!2641 = !DILocation(line: 0, scope: !2639)
!2642 = !DILocalVariable(name: "__p", arg: 2, scope: !2639, file: !65, line: 142, type: !54)
!2643 = !DILocation(line: 142, column: 23, scope: !2639)
!2644 = !DILocalVariable(name: "__n", arg: 3, scope: !2639, file: !65, line: 142, type: !95)
!2645 = !DILocation(line: 142, column: 38, scope: !2639)
!2646 = !DILocation(line: 158, column: 27, scope: !2639)
!2647 = !DILocation(line: 158, column: 2, scope: !2639)
!2648 = !DILocation(line: 159, column: 7, scope: !2639)
!2649 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIiED2Ev", scope: !58, file: !59, line: 174, type: !108, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !120, retainedNodes: !156)
!2650 = !DILocalVariable(name: "this", arg: 1, scope: !2649, type: !2367, flags: DIFlagArtificial | DIFlagObjectPointer)
!2651 = !DILocation(line: 0, scope: !2649)
!2652 = !DILocation(line: 174, column: 39, scope: !2653)
!2653 = distinct !DILexicalBlock(scope: !2649, file: !59, line: 174, column: 37)
!2654 = !DILocation(line: 174, column: 39, scope: !2649)
!2655 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIiED2Ev", scope: !64, file: !65, line: 90, type: !68, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !76, retainedNodes: !156)
!2656 = !DILocalVariable(name: "this", arg: 1, scope: !2655, type: !2382, flags: DIFlagArtificial | DIFlagObjectPointer)
!2657 = !DILocation(line: 0, scope: !2655)
!2658 = !DILocation(line: 90, column: 50, scope: !2655)
!2659 = distinct !DISubprogram(name: "construct<int, const int &>", linkageName: "_ZNSt16allocator_traitsISaIiEE9constructIiJRKiEEEvRS0_PT_DpOT0_", scope: !47, file: !48, line: 511, type: !2660, scopeLine: 514, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !2663, declaration: !2662, retainedNodes: !156)
!2660 = !DISubroutineType(types: !2661)
!2661 = !{null, !56, !54, !91}
!2662 = !DISubprogram(name: "construct<int, const int &>", linkageName: "_ZNSt16allocator_traitsISaIiEE9constructIiJRKiEEEvRS0_PT_DpOT0_", scope: !47, file: !48, line: 511, type: !2660, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !2663)
!2663 = !{!2664, !2665}
!2664 = !DITemplateTypeParameter(name: "_Up", type: !55)
!2665 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !2666)
!2666 = !{!2667}
!2667 = !DITemplateTypeParameter(type: !91)
!2668 = !DILocalVariable(name: "__a", arg: 1, scope: !2659, file: !48, line: 511, type: !56)
!2669 = !DILocation(line: 511, column: 28, scope: !2659)
!2670 = !DILocalVariable(name: "__p", arg: 2, scope: !2659, file: !48, line: 511, type: !54)
!2671 = !DILocation(line: 511, column: 66, scope: !2659)
!2672 = !DILocalVariable(name: "__args", arg: 3, scope: !2659, file: !48, line: 512, type: !91)
!2673 = !DILocation(line: 512, column: 16, scope: !2659)
!2674 = !DILocation(line: 516, column: 4, scope: !2659)
!2675 = !DILocation(line: 516, column: 18, scope: !2659)
!2676 = !DILocation(line: 516, column: 43, scope: !2659)
!2677 = !DILocation(line: 516, column: 23, scope: !2659)
!2678 = !DILocation(line: 516, column: 8, scope: !2659)
!2679 = !DILocation(line: 520, column: 2, scope: !2659)
!2680 = distinct !DISubprogram(name: "_M_realloc_insert<const int &>", linkageName: "_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJRKiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_", scope: !30, file: !2681, line: 440, type: !2682, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !2685, declaration: !2684, retainedNodes: !156)
!2681 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/vector.tcc", directory: "", checksumkind: CSK_MD5, checksum: "702d153ab458d0b16d6f5b626a017649")
!2682 = !DISubroutineType(types: !2683)
!2683 = !{null, !304, !29, !91}
!2684 = !DISubprogram(name: "_M_realloc_insert<const int &>", linkageName: "_ZNSt6vectorIiSaIiEE17_M_realloc_insertIJRKiEEEvN9__gnu_cxx17__normal_iteratorIPiS1_EEDpOT_", scope: !30, file: !25, line: 1868, type: !2682, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0, templateParams: !2685)
!2685 = !{!2665}
!2686 = !DILocalVariable(name: "this", arg: 1, scope: !2680, type: !2197, flags: DIFlagArtificial | DIFlagObjectPointer)
!2687 = !DILocation(line: 0, scope: !2680)
!2688 = !DILocalVariable(name: "__position", arg: 2, scope: !2680, file: !25, line: 1868, type: !29)
!2689 = !DILocation(line: 1868, column: 29, scope: !2680)
!2690 = !DILocalVariable(name: "__args", arg: 3, scope: !2680, file: !25, line: 1868, type: !91)
!2691 = !DILocation(line: 1868, column: 52, scope: !2680)
!2692 = !DILocalVariable(name: "__len", scope: !2680, file: !2681, line: 448, type: !2693)
!2693 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!2694 = !DILocation(line: 448, column: 23, scope: !2680)
!2695 = !DILocation(line: 449, column: 2, scope: !2680)
!2696 = !DILocalVariable(name: "__old_start", scope: !2680, file: !2681, line: 450, type: !292)
!2697 = !DILocation(line: 450, column: 15, scope: !2680)
!2698 = !DILocation(line: 450, column: 35, scope: !2680)
!2699 = !DILocation(line: 450, column: 29, scope: !2680)
!2700 = !DILocation(line: 450, column: 43, scope: !2680)
!2701 = !DILocalVariable(name: "__old_finish", scope: !2680, file: !2681, line: 451, type: !292)
!2702 = !DILocation(line: 451, column: 15, scope: !2680)
!2703 = !DILocation(line: 451, column: 36, scope: !2680)
!2704 = !DILocation(line: 451, column: 30, scope: !2680)
!2705 = !DILocation(line: 451, column: 44, scope: !2680)
!2706 = !DILocalVariable(name: "__elems_before", scope: !2680, file: !2681, line: 452, type: !2693)
!2707 = !DILocation(line: 452, column: 23, scope: !2680)
!2708 = !DILocation(line: 452, column: 53, scope: !2680)
!2709 = !DILocation(line: 452, column: 51, scope: !2680)
!2710 = !DILocalVariable(name: "__new_start", scope: !2680, file: !2681, line: 453, type: !292)
!2711 = !DILocation(line: 453, column: 15, scope: !2680)
!2712 = !DILocation(line: 453, column: 33, scope: !2680)
!2713 = !DILocation(line: 453, column: 45, scope: !2680)
!2714 = !DILocalVariable(name: "__new_finish", scope: !2680, file: !2681, line: 454, type: !292)
!2715 = !DILocation(line: 454, column: 15, scope: !2680)
!2716 = !DILocation(line: 454, column: 28, scope: !2680)
!2717 = !DILocation(line: 462, column: 35, scope: !2718)
!2718 = distinct !DILexicalBlock(scope: !2680, file: !2681, line: 456, column: 2)
!2719 = !DILocation(line: 462, column: 29, scope: !2718)
!2720 = !DILocation(line: 463, column: 8, scope: !2718)
!2721 = !DILocation(line: 463, column: 22, scope: !2718)
!2722 = !DILocation(line: 463, column: 20, scope: !2718)
!2723 = !DILocation(line: 465, column: 28, scope: !2718)
!2724 = !DILocation(line: 465, column: 8, scope: !2718)
!2725 = !DILocation(line: 462, column: 4, scope: !2718)
!2726 = !DILocation(line: 469, column: 17, scope: !2718)
!2727 = !DILocation(line: 474, column: 35, scope: !2728)
!2728 = distinct !DILexicalBlock(scope: !2729, file: !2681, line: 473, column: 6)
!2729 = distinct !DILexicalBlock(scope: !2718, file: !2681, line: 472, column: 29)
!2730 = !DILocation(line: 474, column: 59, scope: !2728)
!2731 = !DILocation(line: 475, column: 7, scope: !2728)
!2732 = !DILocation(line: 475, column: 20, scope: !2728)
!2733 = !DILocation(line: 474, column: 23, scope: !2728)
!2734 = !DILocation(line: 474, column: 21, scope: !2728)
!2735 = !DILocation(line: 477, column: 8, scope: !2728)
!2736 = !DILocation(line: 479, column: 46, scope: !2728)
!2737 = !DILocation(line: 479, column: 54, scope: !2728)
!2738 = !DILocation(line: 480, column: 7, scope: !2728)
!2739 = !DILocation(line: 480, column: 21, scope: !2728)
!2740 = !DILocation(line: 479, column: 23, scope: !2728)
!2741 = !DILocation(line: 479, column: 21, scope: !2728)
!2742 = !DILocation(line: 513, column: 7, scope: !2680)
!2743 = !DILocation(line: 513, column: 21, scope: !2680)
!2744 = !DILocation(line: 514, column: 13, scope: !2680)
!2745 = !DILocation(line: 514, column: 7, scope: !2680)
!2746 = !DILocation(line: 514, column: 21, scope: !2680)
!2747 = !DILocation(line: 514, column: 41, scope: !2680)
!2748 = !DILocation(line: 514, column: 39, scope: !2680)
!2749 = !DILocation(line: 515, column: 32, scope: !2680)
!2750 = !DILocation(line: 515, column: 13, scope: !2680)
!2751 = !DILocation(line: 515, column: 7, scope: !2680)
!2752 = !DILocation(line: 515, column: 21, scope: !2680)
!2753 = !DILocation(line: 515, column: 30, scope: !2680)
!2754 = !DILocation(line: 516, column: 33, scope: !2680)
!2755 = !DILocation(line: 516, column: 13, scope: !2680)
!2756 = !DILocation(line: 516, column: 7, scope: !2680)
!2757 = !DILocation(line: 516, column: 21, scope: !2680)
!2758 = !DILocation(line: 516, column: 31, scope: !2680)
!2759 = !DILocation(line: 517, column: 41, scope: !2680)
!2760 = !DILocation(line: 517, column: 55, scope: !2680)
!2761 = !DILocation(line: 517, column: 53, scope: !2680)
!2762 = !DILocation(line: 517, column: 13, scope: !2680)
!2763 = !DILocation(line: 517, column: 7, scope: !2680)
!2764 = !DILocation(line: 517, column: 21, scope: !2680)
!2765 = !DILocation(line: 517, column: 39, scope: !2680)
!2766 = !DILocation(line: 518, column: 5, scope: !2680)
!2767 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIiSaIiEE3endEv", scope: !30, file: !25, line: 888, type: !371, scopeLine: 889, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !380, retainedNodes: !156)
!2768 = !DILocalVariable(name: "this", arg: 1, scope: !2767, type: !2197, flags: DIFlagArtificial | DIFlagObjectPointer)
!2769 = !DILocation(line: 0, scope: !2767)
!2770 = !DILocation(line: 889, column: 31, scope: !2767)
!2771 = !DILocation(line: 889, column: 25, scope: !2767)
!2772 = !DILocation(line: 889, column: 39, scope: !2767)
!2773 = !DILocation(line: 889, column: 16, scope: !2767)
!2774 = !DILocation(line: 889, column: 9, scope: !2767)
!2775 = distinct !DISubprogram(name: "construct<int, const int &>", linkageName: "_ZNSt15__new_allocatorIiE9constructIiJRKiEEEvPT_DpOT0_", scope: !64, file: !65, line: 173, type: !2776, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !2663, declaration: !2778, retainedNodes: !156)
!2776 = !DISubroutineType(types: !2777)
!2777 = !{null, !70, !54, !91}
!2778 = !DISubprogram(name: "construct<int, const int &>", linkageName: "_ZNSt15__new_allocatorIiE9constructIiJRKiEEEvPT_DpOT0_", scope: !64, file: !65, line: 173, type: !2776, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !2663)
!2779 = !DILocalVariable(name: "this", arg: 1, scope: !2775, type: !2382, flags: DIFlagArtificial | DIFlagObjectPointer)
!2780 = !DILocation(line: 0, scope: !2775)
!2781 = !DILocalVariable(name: "__p", arg: 2, scope: !2775, file: !65, line: 173, type: !54)
!2782 = !DILocation(line: 173, column: 17, scope: !2775)
!2783 = !DILocalVariable(name: "__args", arg: 3, scope: !2775, file: !65, line: 173, type: !91)
!2784 = !DILocation(line: 173, column: 33, scope: !2775)
!2785 = !DILocation(line: 175, column: 18, scope: !2775)
!2786 = !DILocation(line: 175, column: 4, scope: !2775)
!2787 = !DILocation(line: 175, column: 47, scope: !2775)
!2788 = !DILocation(line: 175, column: 27, scope: !2775)
!2789 = !DILocation(line: 175, column: 60, scope: !2775)
!2790 = distinct !DISubprogram(name: "forward<const int &>", linkageName: "_ZSt7forwardIRKiEOT_RNSt16remove_referenceIS2_E4typeE", scope: !7, file: !2791, line: 77, type: !2792, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !2797, retainedNodes: !156)
!2791 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/move.h", directory: "", checksumkind: CSK_MD5, checksum: "0c3876f398d8dc449bea393734a87ee1")
!2792 = !DISubroutineType(types: !2793)
!2793 = !{!91, !2794}
!2794 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2795, size: 64)
!2795 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !2796, file: !257, line: 1633, baseType: !89)
!2796 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<const int &>", scope: !7, file: !257, line: 1632, size: 8, flags: DIFlagTypePassByValue, elements: !156, templateParams: !2797, identifier: "_ZTSSt16remove_referenceIRKiE")
!2797 = !{!2798}
!2798 = !DITemplateTypeParameter(name: "_Tp", type: !91)
!2799 = !DILocalVariable(name: "__t", arg: 1, scope: !2790, file: !2791, line: 77, type: !2794)
!2800 = !DILocation(line: 77, column: 56, scope: !2790)
!2801 = !DILocation(line: 78, column: 33, scope: !2790)
!2802 = !DILocation(line: 78, column: 7, scope: !2790)
!2803 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIiSaIiEE12_M_check_lenEmPKc", scope: !30, file: !25, line: 1891, type: !489, scopeLine: 1892, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !488, retainedNodes: !156)
!2804 = !DILocalVariable(name: "this", arg: 1, scope: !2803, type: !2301, flags: DIFlagArtificial | DIFlagObjectPointer)
!2805 = !DILocation(line: 0, scope: !2803)
!2806 = !DILocalVariable(name: "__n", arg: 2, scope: !2803, file: !25, line: 1891, type: !24)
!2807 = !DILocation(line: 1891, column: 30, scope: !2803)
!2808 = !DILocalVariable(name: "__s", arg: 3, scope: !2803, file: !25, line: 1891, type: !492)
!2809 = !DILocation(line: 1891, column: 47, scope: !2803)
!2810 = !DILocation(line: 1893, column: 6, scope: !2811)
!2811 = distinct !DILexicalBlock(scope: !2803, file: !25, line: 1893, column: 6)
!2812 = !DILocation(line: 1893, column: 19, scope: !2811)
!2813 = !DILocation(line: 1893, column: 17, scope: !2811)
!2814 = !DILocation(line: 1893, column: 28, scope: !2811)
!2815 = !DILocation(line: 1893, column: 26, scope: !2811)
!2816 = !DILocation(line: 1893, column: 6, scope: !2803)
!2817 = !DILocation(line: 1894, column: 25, scope: !2811)
!2818 = !DILocation(line: 1894, column: 4, scope: !2811)
!2819 = !DILocalVariable(name: "__len", scope: !2803, file: !25, line: 1896, type: !2693)
!2820 = !DILocation(line: 1896, column: 18, scope: !2803)
!2821 = !DILocation(line: 1896, column: 26, scope: !2803)
!2822 = !DILocation(line: 1896, column: 46, scope: !2803)
!2823 = !DILocation(line: 1896, column: 35, scope: !2803)
!2824 = !DILocation(line: 1896, column: 33, scope: !2803)
!2825 = !DILocation(line: 1897, column: 10, scope: !2803)
!2826 = !DILocation(line: 1897, column: 18, scope: !2803)
!2827 = !DILocation(line: 1897, column: 16, scope: !2803)
!2828 = !DILocation(line: 1897, column: 25, scope: !2803)
!2829 = !DILocation(line: 1897, column: 28, scope: !2803)
!2830 = !DILocation(line: 1897, column: 36, scope: !2803)
!2831 = !DILocation(line: 1897, column: 34, scope: !2803)
!2832 = !DILocation(line: 1897, column: 9, scope: !2803)
!2833 = !DILocation(line: 1897, column: 50, scope: !2803)
!2834 = !DILocation(line: 1897, column: 63, scope: !2803)
!2835 = !DILocation(line: 1897, column: 2, scope: !2803)
!2836 = distinct !DISubprogram(name: "operator-<int *, std::vector<int, std::allocator<int> > >", linkageName: "_ZN9__gnu_cxxmiIPiSt6vectorIiSaIiEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_", scope: !44, file: !378, line: 1330, type: !2837, scopeLine: 1333, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !573, retainedNodes: !156)
!2837 = !DISubroutineType(types: !2838)
!2838 = !{!558, !2839, !2839}
!2839 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !540, size: 64)
!2840 = !DILocalVariable(name: "__lhs", arg: 1, scope: !2836, file: !378, line: 1330, type: !2839)
!2841 = !DILocation(line: 1330, column: 63, scope: !2836)
!2842 = !DILocalVariable(name: "__rhs", arg: 2, scope: !2836, file: !378, line: 1331, type: !2839)
!2843 = !DILocation(line: 1331, column: 56, scope: !2836)
!2844 = !DILocation(line: 1333, column: 14, scope: !2836)
!2845 = !DILocation(line: 1333, column: 20, scope: !2836)
!2846 = !DILocation(line: 1333, column: 29, scope: !2836)
!2847 = !DILocation(line: 1333, column: 35, scope: !2836)
!2848 = !DILocation(line: 1333, column: 27, scope: !2836)
!2849 = !DILocation(line: 1333, column: 7, scope: !2836)
!2850 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIiSaIiEE5beginEv", scope: !30, file: !25, line: 868, type: !371, scopeLine: 869, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !370, retainedNodes: !156)
!2851 = !DILocalVariable(name: "this", arg: 1, scope: !2850, type: !2197, flags: DIFlagArtificial | DIFlagObjectPointer)
!2852 = !DILocation(line: 0, scope: !2850)
!2853 = !DILocation(line: 869, column: 31, scope: !2850)
!2854 = !DILocation(line: 869, column: 25, scope: !2850)
!2855 = !DILocation(line: 869, column: 39, scope: !2850)
!2856 = !DILocation(line: 869, column: 16, scope: !2850)
!2857 = !DILocation(line: 869, column: 9, scope: !2850)
!2858 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIiSaIiEE11_M_allocateEm", scope: !33, file: !25, line: 375, type: !246, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !245, retainedNodes: !156)
!2859 = !DILocalVariable(name: "this", arg: 1, scope: !2858, type: !2353, flags: DIFlagArtificial | DIFlagObjectPointer)
!2860 = !DILocation(line: 0, scope: !2858)
!2861 = !DILocalVariable(name: "__n", arg: 2, scope: !2858, file: !25, line: 375, type: !26)
!2862 = !DILocation(line: 375, column: 26, scope: !2858)
!2863 = !DILocation(line: 378, column: 9, scope: !2858)
!2864 = !DILocation(line: 378, column: 13, scope: !2858)
!2865 = !DILocation(line: 378, column: 34, scope: !2858)
!2866 = !DILocation(line: 378, column: 43, scope: !2858)
!2867 = !DILocation(line: 378, column: 20, scope: !2858)
!2868 = !DILocation(line: 378, column: 2, scope: !2858)
!2869 = !DILocalVariable(name: "__first", arg: 1, scope: !576, file: !25, line: 499, type: !292)
!2870 = !DILocation(line: 499, column: 27, scope: !576)
!2871 = !DILocalVariable(name: "__last", arg: 2, scope: !576, file: !25, line: 499, type: !292)
!2872 = !DILocation(line: 499, column: 44, scope: !576)
!2873 = !DILocalVariable(name: "__result", arg: 3, scope: !576, file: !25, line: 499, type: !292)
!2874 = !DILocation(line: 499, column: 60, scope: !576)
!2875 = !DILocalVariable(name: "__alloc", arg: 4, scope: !576, file: !25, line: 500, type: !293)
!2876 = !DILocation(line: 500, column: 21, scope: !576)
!2877 = !DILocation(line: 507, column: 24, scope: !576)
!2878 = !DILocation(line: 507, column: 33, scope: !576)
!2879 = !DILocation(line: 507, column: 41, scope: !576)
!2880 = !DILocation(line: 507, column: 51, scope: !576)
!2881 = !DILocation(line: 507, column: 9, scope: !576)
!2882 = !DILocation(line: 507, column: 2, scope: !576)
!2883 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEE4baseEv", scope: !518, file: !378, line: 1158, type: !571, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !570, retainedNodes: !156)
!2884 = !DILocalVariable(name: "this", arg: 1, scope: !2883, type: !2885, flags: DIFlagArtificial | DIFlagObjectPointer)
!2885 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !540, size: 64)
!2886 = !DILocation(line: 0, scope: !2883)
!2887 = !DILocation(line: 1159, column: 16, scope: !2883)
!2888 = !DILocation(line: 1159, column: 9, scope: !2883)
!2889 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIiSaIiEE8max_sizeEv", scope: !30, file: !25, line: 993, type: !399, scopeLine: 994, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !401, retainedNodes: !156)
!2890 = !DILocalVariable(name: "this", arg: 1, scope: !2889, type: !2301, flags: DIFlagArtificial | DIFlagObjectPointer)
!2891 = !DILocation(line: 0, scope: !2889)
!2892 = !DILocation(line: 994, column: 28, scope: !2889)
!2893 = !DILocation(line: 994, column: 16, scope: !2889)
!2894 = !DILocation(line: 994, column: 9, scope: !2889)
!2895 = distinct !DISubprogram(name: "max<unsigned long>", linkageName: "_ZSt3maxImERKT_S2_S2_", scope: !7, file: !2896, line: 254, type: !2897, scopeLine: 255, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !2900, retainedNodes: !156)
!2896 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_algobase.h", directory: "", checksumkind: CSK_MD5, checksum: "acd8696ab950544891c62593445fe486")
!2897 = !DISubroutineType(types: !2898)
!2898 = !{!2899, !2899, !2899}
!2899 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !2439, size: 64)
!2900 = !{!2901}
!2901 = !DITemplateTypeParameter(name: "_Tp", type: !28)
!2902 = !DILocalVariable(name: "__a", arg: 1, scope: !2895, file: !2896, line: 254, type: !2899)
!2903 = !DILocation(line: 254, column: 20, scope: !2895)
!2904 = !DILocalVariable(name: "__b", arg: 2, scope: !2895, file: !2896, line: 254, type: !2899)
!2905 = !DILocation(line: 254, column: 36, scope: !2895)
!2906 = !DILocation(line: 259, column: 11, scope: !2907)
!2907 = distinct !DILexicalBlock(scope: !2895, file: !2896, line: 259, column: 11)
!2908 = !DILocation(line: 259, column: 17, scope: !2907)
!2909 = !DILocation(line: 259, column: 15, scope: !2907)
!2910 = !DILocation(line: 259, column: 11, scope: !2895)
!2911 = !DILocation(line: 260, column: 9, scope: !2907)
!2912 = !DILocation(line: 260, column: 2, scope: !2907)
!2913 = !DILocation(line: 261, column: 14, scope: !2895)
!2914 = !DILocation(line: 261, column: 7, scope: !2895)
!2915 = !DILocation(line: 262, column: 5, scope: !2895)
!2916 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIiSaIiEE11_S_max_sizeERKS0_", scope: !30, file: !25, line: 1911, type: !499, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !498, retainedNodes: !156)
!2917 = !DILocalVariable(name: "__a", arg: 1, scope: !2916, file: !25, line: 1911, type: !501)
!2918 = !DILocation(line: 1911, column: 41, scope: !2916)
!2919 = !DILocalVariable(name: "__diffmax", scope: !2916, file: !25, line: 1916, type: !2920)
!2920 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!2921 = !DILocation(line: 1916, column: 15, scope: !2916)
!2922 = !DILocalVariable(name: "__allocmax", scope: !2916, file: !25, line: 1918, type: !2920)
!2923 = !DILocation(line: 1918, column: 15, scope: !2916)
!2924 = !DILocation(line: 1918, column: 52, scope: !2916)
!2925 = !DILocation(line: 1918, column: 28, scope: !2916)
!2926 = !DILocation(line: 1919, column: 9, scope: !2916)
!2927 = !DILocation(line: 1919, column: 2, scope: !2916)
!2928 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIiSaIiEE19_M_get_Tp_allocatorEv", scope: !33, file: !25, line: 303, type: !209, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !208, retainedNodes: !156)
!2929 = !DILocalVariable(name: "this", arg: 1, scope: !2928, type: !2930, flags: DIFlagArtificial | DIFlagObjectPointer)
!2930 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !212, size: 64)
!2931 = !DILocation(line: 0, scope: !2928)
!2932 = !DILocation(line: 304, column: 22, scope: !2928)
!2933 = !DILocation(line: 304, column: 16, scope: !2928)
!2934 = !DILocation(line: 304, column: 9, scope: !2928)
!2935 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_", scope: !47, file: !48, line: 547, type: !130, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !129, retainedNodes: !156)
!2936 = !DILocalVariable(name: "__a", arg: 1, scope: !2935, file: !48, line: 547, type: !133)
!2937 = !DILocation(line: 547, column: 38, scope: !2935)
!2938 = !DILocation(line: 550, column: 9, scope: !2935)
!2939 = !DILocation(line: 550, column: 13, scope: !2935)
!2940 = !DILocation(line: 550, column: 2, scope: !2935)
!2941 = distinct !DISubprogram(name: "min<unsigned long>", linkageName: "_ZSt3minImERKT_S2_S2_", scope: !7, file: !2896, line: 230, type: !2897, scopeLine: 231, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !2900, retainedNodes: !156)
!2942 = !DILocalVariable(name: "__a", arg: 1, scope: !2941, file: !2896, line: 230, type: !2899)
!2943 = !DILocation(line: 230, column: 20, scope: !2941)
!2944 = !DILocalVariable(name: "__b", arg: 2, scope: !2941, file: !2896, line: 230, type: !2899)
!2945 = !DILocation(line: 230, column: 36, scope: !2941)
!2946 = !DILocation(line: 235, column: 11, scope: !2947)
!2947 = distinct !DILexicalBlock(scope: !2941, file: !2896, line: 235, column: 11)
!2948 = !DILocation(line: 235, column: 17, scope: !2947)
!2949 = !DILocation(line: 235, column: 15, scope: !2947)
!2950 = !DILocation(line: 235, column: 11, scope: !2941)
!2951 = !DILocation(line: 236, column: 9, scope: !2947)
!2952 = !DILocation(line: 236, column: 2, scope: !2947)
!2953 = !DILocation(line: 237, column: 14, scope: !2941)
!2954 = !DILocation(line: 237, column: 7, scope: !2941)
!2955 = !DILocation(line: 238, column: 5, scope: !2941)
!2956 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIiE8max_sizeEv", scope: !64, file: !65, line: 167, type: !102, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !101, retainedNodes: !156)
!2957 = !DILocalVariable(name: "this", arg: 1, scope: !2956, type: !2958, flags: DIFlagArtificial | DIFlagObjectPointer)
!2958 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!2959 = !DILocation(line: 0, scope: !2956)
!2960 = !DILocation(line: 168, column: 16, scope: !2956)
!2961 = !DILocation(line: 168, column: 9, scope: !2956)
!2962 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIiE11_M_max_sizeEv", scope: !64, file: !65, line: 210, type: !102, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !104, retainedNodes: !156)
!2963 = !DILocalVariable(name: "this", arg: 1, scope: !2962, type: !2958, flags: DIFlagArtificial | DIFlagObjectPointer)
!2964 = !DILocation(line: 0, scope: !2962)
!2965 = !DILocation(line: 213, column: 2, scope: !2962)
!2966 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPiSt6vectorIiSaIiEEEC2ERKS1_", scope: !518, file: !378, line: 1072, type: !526, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !525, retainedNodes: !156)
!2967 = !DILocalVariable(name: "this", arg: 1, scope: !2966, type: !2968, flags: DIFlagArtificial | DIFlagObjectPointer)
!2968 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !518, size: 64)
!2969 = !DILocation(line: 0, scope: !2966)
!2970 = !DILocalVariable(name: "__i", arg: 2, scope: !2966, file: !378, line: 1072, type: !528)
!2971 = !DILocation(line: 1072, column: 42, scope: !2966)
!2972 = !DILocation(line: 1073, column: 9, scope: !2966)
!2973 = !DILocation(line: 1073, column: 20, scope: !2966)
!2974 = !DILocation(line: 1073, column: 27, scope: !2966)
!2975 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIiEE8allocateERS0_m", scope: !47, file: !48, line: 463, type: !51, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !50, retainedNodes: !156)
!2976 = !DILocalVariable(name: "__a", arg: 1, scope: !2975, file: !48, line: 463, type: !56)
!2977 = !DILocation(line: 463, column: 32, scope: !2975)
!2978 = !DILocalVariable(name: "__n", arg: 2, scope: !2975, file: !48, line: 463, type: !121)
!2979 = !DILocation(line: 463, column: 47, scope: !2975)
!2980 = !DILocation(line: 464, column: 16, scope: !2975)
!2981 = !DILocation(line: 464, column: 29, scope: !2975)
!2982 = !DILocation(line: 464, column: 20, scope: !2975)
!2983 = !DILocation(line: 464, column: 9, scope: !2975)
!2984 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIiE8allocateEmPKv", scope: !64, file: !65, line: 112, type: !93, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !92, retainedNodes: !156)
!2985 = !DILocalVariable(name: "this", arg: 1, scope: !2984, type: !2382, flags: DIFlagArtificial | DIFlagObjectPointer)
!2986 = !DILocation(line: 0, scope: !2984)
!2987 = !DILocalVariable(name: "__n", arg: 2, scope: !2984, file: !65, line: 112, type: !95)
!2988 = !DILocation(line: 112, column: 26, scope: !2984)
!2989 = !DILocalVariable(arg: 3, scope: !2984, file: !65, line: 112, type: !96)
!2990 = !DILocation(line: 112, column: 43, scope: !2984)
!2991 = !DILocation(line: 120, column: 23, scope: !2992)
!2992 = distinct !DILexicalBlock(scope: !2984, file: !65, line: 120, column: 6)
!2993 = !DILocation(line: 120, column: 35, scope: !2992)
!2994 = !DILocation(line: 120, column: 27, scope: !2992)
!2995 = !DILocation(line: 120, column: 6, scope: !2984)
!2996 = !DILocation(line: 124, column: 10, scope: !2997)
!2997 = distinct !DILexicalBlock(scope: !2998, file: !65, line: 124, column: 10)
!2998 = distinct !DILexicalBlock(scope: !2992, file: !65, line: 121, column: 4)
!2999 = !DILocation(line: 124, column: 14, scope: !2997)
!3000 = !DILocation(line: 124, column: 10, scope: !2998)
!3001 = !DILocation(line: 125, column: 8, scope: !2997)
!3002 = !DILocation(line: 126, column: 6, scope: !2998)
!3003 = !DILocation(line: 137, column: 49, scope: !2984)
!3004 = !DILocation(line: 137, column: 53, scope: !2984)
!3005 = !DILocation(line: 137, column: 27, scope: !2984)
!3006 = !DILocation(line: 137, column: 9, scope: !2984)
!3007 = !DILocation(line: 137, column: 2, scope: !2984)
!3008 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIiSaIiEE14_S_do_relocateEPiS2_S2_RS0_St17integral_constantIbLb1EE", scope: !30, file: !25, line: 487, type: !290, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !289, retainedNodes: !156)
!3009 = !DILocalVariable(name: "__first", arg: 1, scope: !3008, file: !25, line: 487, type: !292)
!3010 = !DILocation(line: 487, column: 30, scope: !3008)
!3011 = !DILocalVariable(name: "__last", arg: 2, scope: !3008, file: !25, line: 487, type: !292)
!3012 = !DILocation(line: 487, column: 47, scope: !3008)
!3013 = !DILocalVariable(name: "__result", arg: 3, scope: !3008, file: !25, line: 487, type: !292)
!3014 = !DILocation(line: 487, column: 63, scope: !3008)
!3015 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3008, file: !25, line: 488, type: !293)
!3016 = !DILocation(line: 488, column: 24, scope: !3008)
!3017 = !DILocalVariable(arg: 5, scope: !3008, file: !25, line: 488, type: !256)
!3018 = !DILocation(line: 488, column: 42, scope: !3008)
!3019 = !DILocation(line: 490, column: 27, scope: !3008)
!3020 = !DILocation(line: 490, column: 36, scope: !3008)
!3021 = !DILocation(line: 490, column: 44, scope: !3008)
!3022 = !DILocation(line: 490, column: 54, scope: !3008)
!3023 = !DILocation(line: 490, column: 9, scope: !3008)
!3024 = !DILocation(line: 490, column: 2, scope: !3008)
!3025 = distinct !DISubprogram(name: "__relocate_a<int *, int *, std::allocator<int> >", linkageName: "_ZSt12__relocate_aIPiS0_SaIiEET0_T_S3_S2_RT1_", scope: !7, file: !3026, line: 1127, type: !3027, scopeLine: 1132, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !3029, retainedNodes: !156)
!3026 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/stl_uninitialized.h", directory: "", checksumkind: CSK_MD5, checksum: "76b804c7705a952d454f754eea890c01")
!3027 = !DISubroutineType(types: !3028)
!3028 = !{!54, !54, !54, !54, !119}
!3029 = !{!3030, !2551, !3031}
!3030 = !DITemplateTypeParameter(name: "_InputIterator", type: !54)
!3031 = !DITemplateTypeParameter(name: "_Allocator", type: !58)
!3032 = !DILocalVariable(name: "__first", arg: 1, scope: !3025, file: !3026, line: 1127, type: !54)
!3033 = !DILocation(line: 1127, column: 33, scope: !3025)
!3034 = !DILocalVariable(name: "__last", arg: 2, scope: !3025, file: !3026, line: 1127, type: !54)
!3035 = !DILocation(line: 1127, column: 57, scope: !3025)
!3036 = !DILocalVariable(name: "__result", arg: 3, scope: !3025, file: !3026, line: 1128, type: !54)
!3037 = !DILocation(line: 1128, column: 21, scope: !3025)
!3038 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3025, file: !3026, line: 1128, type: !119)
!3039 = !DILocation(line: 1128, column: 43, scope: !3025)
!3040 = !DILocation(line: 1133, column: 52, scope: !3025)
!3041 = !DILocation(line: 1133, column: 34, scope: !3025)
!3042 = !DILocation(line: 1134, column: 24, scope: !3025)
!3043 = !DILocation(line: 1134, column: 6, scope: !3025)
!3044 = !DILocation(line: 1135, column: 24, scope: !3025)
!3045 = !DILocation(line: 1135, column: 6, scope: !3025)
!3046 = !DILocation(line: 1135, column: 35, scope: !3025)
!3047 = !DILocation(line: 1133, column: 14, scope: !3025)
!3048 = !DILocation(line: 1133, column: 7, scope: !3025)
!3049 = distinct !DISubprogram(name: "__relocate_a_1<int, int>", linkageName: "_ZSt14__relocate_a_1IiiENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !7, file: !3026, line: 1100, type: !3050, scopeLine: 1103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !3057, retainedNodes: !156)
!3050 = !DISubroutineType(types: !3051)
!3051 = !{!3052, !54, !54, !54, !119}
!3052 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<int>::value, int *>", scope: !7, file: !257, line: 2240, baseType: !3053)
!3053 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !3054, file: !257, line: 2234, baseType: !54)
!3054 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, int *>", scope: !7, file: !257, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !156, templateParams: !3055, identifier: "_ZTSSt9enable_ifILb1EPiE")
!3055 = !{!2598, !3056}
!3056 = !DITemplateTypeParameter(name: "_Tp", type: !54)
!3057 = !{!106, !2664}
!3058 = !DILocalVariable(name: "__first", arg: 1, scope: !3049, file: !3026, line: 1100, type: !54)
!3059 = !DILocation(line: 1100, column: 25, scope: !3049)
!3060 = !DILocalVariable(name: "__last", arg: 2, scope: !3049, file: !3026, line: 1100, type: !54)
!3061 = !DILocation(line: 1100, column: 39, scope: !3049)
!3062 = !DILocalVariable(name: "__result", arg: 3, scope: !3049, file: !3026, line: 1101, type: !54)
!3063 = !DILocation(line: 1101, column: 11, scope: !3049)
!3064 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3049, file: !3026, line: 1102, type: !119)
!3065 = !DILocation(line: 1102, column: 43, scope: !3049)
!3066 = !DILocalVariable(name: "__count", scope: !3049, file: !3026, line: 1104, type: !560)
!3067 = !DILocation(line: 1104, column: 17, scope: !3049)
!3068 = !DILocation(line: 1104, column: 27, scope: !3049)
!3069 = !DILocation(line: 1104, column: 36, scope: !3049)
!3070 = !DILocation(line: 1104, column: 34, scope: !3049)
!3071 = !DILocation(line: 1105, column: 11, scope: !3072)
!3072 = distinct !DILexicalBlock(scope: !3049, file: !3026, line: 1105, column: 11)
!3073 = !DILocation(line: 1105, column: 19, scope: !3072)
!3074 = !DILocation(line: 1105, column: 11, scope: !3049)
!3075 = !DILocation(line: 1117, column: 22, scope: !3076)
!3076 = distinct !DILexicalBlock(scope: !3072, file: !3026, line: 1106, column: 2)
!3077 = !DILocation(line: 1117, column: 4, scope: !3076)
!3078 = !DILocation(line: 1117, column: 32, scope: !3076)
!3079 = !DILocation(line: 1117, column: 41, scope: !3076)
!3080 = !DILocation(line: 1117, column: 49, scope: !3076)
!3081 = !DILocation(line: 1118, column: 2, scope: !3076)
!3082 = !DILocation(line: 1119, column: 14, scope: !3049)
!3083 = !DILocation(line: 1119, column: 25, scope: !3049)
!3084 = !DILocation(line: 1119, column: 23, scope: !3049)
!3085 = !DILocation(line: 1119, column: 7, scope: !3049)
!3086 = distinct !DISubprogram(name: "__niter_base<int *>", linkageName: "_ZSt12__niter_baseIPiET_S1_", scope: !7, file: !2896, line: 313, type: !3087, scopeLine: 315, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !537, retainedNodes: !156)
!3087 = !DISubroutineType(types: !3088)
!3088 = !{!54, !54}
!3089 = !DILocalVariable(name: "__it", arg: 1, scope: !3086, file: !2896, line: 313, type: !54)
!3090 = !DILocation(line: 313, column: 28, scope: !3086)
!3091 = !DILocation(line: 315, column: 14, scope: !3086)
!3092 = !DILocation(line: 315, column: 7, scope: !3086)
!3093 = distinct !DISubprogram(name: "_Destroy<unsigned int *, unsigned int>", linkageName: "_ZSt8_DestroyIPjjEvT_S1_RSaIT0_E", scope: !7, file: !48, line: 847, type: !3094, scopeLine: 849, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !3096, retainedNodes: !156)
!3094 = !DISubroutineType(types: !3095)
!3095 = !{null, !600, !600, !658}
!3096 = !{!3097, !645}
!3097 = !DITemplateTypeParameter(name: "_ForwardIterator", type: !600)
!3098 = !DILocalVariable(name: "__first", arg: 1, scope: !3093, file: !48, line: 847, type: !600)
!3099 = !DILocation(line: 847, column: 31, scope: !3093)
!3100 = !DILocalVariable(name: "__last", arg: 2, scope: !3093, file: !48, line: 847, type: !600)
!3101 = !DILocation(line: 847, column: 57, scope: !3093)
!3102 = !DILocalVariable(arg: 3, scope: !3093, file: !48, line: 848, type: !658)
!3103 = !DILocation(line: 848, column: 22, scope: !3093)
!3104 = !DILocation(line: 850, column: 16, scope: !3093)
!3105 = !DILocation(line: 850, column: 25, scope: !3093)
!3106 = !DILocation(line: 850, column: 7, scope: !3093)
!3107 = !DILocation(line: 851, column: 5, scope: !3093)
!3108 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNSt12_Vector_baseIjSaIjEE19_M_get_Tp_allocatorEv", scope: !582, file: !25, line: 298, type: !737, scopeLine: 299, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !736, retainedNodes: !156)
!3109 = !DILocalVariable(name: "this", arg: 1, scope: !3108, type: !2387, flags: DIFlagArtificial | DIFlagObjectPointer)
!3110 = !DILocation(line: 0, scope: !3108)
!3111 = !DILocation(line: 299, column: 22, scope: !3108)
!3112 = !DILocation(line: 299, column: 16, scope: !3108)
!3113 = !DILocation(line: 299, column: 9, scope: !3108)
!3114 = distinct !DISubprogram(name: "~_Vector_base", linkageName: "_ZNSt12_Vector_baseIjSaIjEED2Ev", scope: !582, file: !25, line: 364, type: !751, scopeLine: 365, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !777, retainedNodes: !156)
!3115 = !DILocalVariable(name: "this", arg: 1, scope: !3114, type: !2387, flags: DIFlagArtificial | DIFlagObjectPointer)
!3116 = !DILocation(line: 0, scope: !3114)
!3117 = !DILocation(line: 366, column: 16, scope: !3118)
!3118 = distinct !DILexicalBlock(scope: !3114, file: !25, line: 365, column: 7)
!3119 = !DILocation(line: 366, column: 24, scope: !3118)
!3120 = !DILocation(line: 367, column: 9, scope: !3118)
!3121 = !DILocation(line: 367, column: 17, scope: !3118)
!3122 = !DILocation(line: 367, column: 37, scope: !3118)
!3123 = !DILocation(line: 367, column: 45, scope: !3118)
!3124 = !DILocation(line: 367, column: 35, scope: !3118)
!3125 = !DILocation(line: 366, column: 2, scope: !3118)
!3126 = !DILocation(line: 368, column: 7, scope: !3118)
!3127 = !DILocation(line: 368, column: 7, scope: !3114)
!3128 = distinct !DISubprogram(name: "_Destroy<unsigned int *>", linkageName: "_ZSt8_DestroyIPjEvT_S1_", scope: !7, file: !2583, line: 182, type: !3129, scopeLine: 183, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !3131, retainedNodes: !156)
!3129 = !DISubroutineType(types: !3130)
!3130 = !{null, !600, !600}
!3131 = !{!3097}
!3132 = !DILocalVariable(name: "__first", arg: 1, scope: !3128, file: !2583, line: 182, type: !600)
!3133 = !DILocation(line: 182, column: 31, scope: !3128)
!3134 = !DILocalVariable(name: "__last", arg: 2, scope: !3128, file: !2583, line: 182, type: !600)
!3135 = !DILocation(line: 182, column: 57, scope: !3128)
!3136 = !DILocation(line: 196, column: 12, scope: !3128)
!3137 = !DILocation(line: 196, column: 21, scope: !3128)
!3138 = !DILocation(line: 195, column: 7, scope: !3128)
!3139 = !DILocation(line: 197, column: 5, scope: !3128)
!3140 = distinct !DISubprogram(name: "__destroy<unsigned int *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPjEEvT_S3_", scope: !2596, file: !2583, line: 172, type: !3129, scopeLine: 172, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !3131, declaration: !3141, retainedNodes: !156)
!3141 = !DISubprogram(name: "__destroy<unsigned int *>", linkageName: "_ZNSt12_Destroy_auxILb1EE9__destroyIPjEEvT_S3_", scope: !2596, file: !2583, line: 172, type: !3129, scopeLine: 172, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !3131)
!3142 = !DILocalVariable(arg: 1, scope: !3140, file: !2583, line: 172, type: !600)
!3143 = !DILocation(line: 172, column: 35, scope: !3140)
!3144 = !DILocalVariable(arg: 2, scope: !3140, file: !2583, line: 172, type: !600)
!3145 = !DILocation(line: 172, column: 53, scope: !3140)
!3146 = !DILocation(line: 172, column: 57, scope: !3140)
!3147 = distinct !DISubprogram(name: "_M_deallocate", linkageName: "_ZNSt12_Vector_baseIjSaIjEE13_M_deallocateEPjm", scope: !582, file: !25, line: 383, type: !782, scopeLine: 384, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !781, retainedNodes: !156)
!3148 = !DILocalVariable(name: "this", arg: 1, scope: !3147, type: !2387, flags: DIFlagArtificial | DIFlagObjectPointer)
!3149 = !DILocation(line: 0, scope: !3147)
!3150 = !DILocalVariable(name: "__p", arg: 2, scope: !3147, file: !25, line: 383, type: !695)
!3151 = !DILocation(line: 383, column: 29, scope: !3147)
!3152 = !DILocalVariable(name: "__n", arg: 3, scope: !3147, file: !25, line: 383, type: !26)
!3153 = !DILocation(line: 383, column: 41, scope: !3147)
!3154 = !DILocation(line: 386, column: 6, scope: !3155)
!3155 = distinct !DILexicalBlock(scope: !3147, file: !25, line: 386, column: 6)
!3156 = !DILocation(line: 386, column: 6, scope: !3147)
!3157 = !DILocation(line: 387, column: 20, scope: !3155)
!3158 = !DILocation(line: 387, column: 29, scope: !3155)
!3159 = !DILocation(line: 387, column: 34, scope: !3155)
!3160 = !DILocation(line: 387, column: 4, scope: !3155)
!3161 = !DILocation(line: 388, column: 7, scope: !3147)
!3162 = distinct !DISubprogram(name: "~_Vector_impl", linkageName: "_ZNSt12_Vector_baseIjSaIjEE12_Vector_implD2Ev", scope: !585, file: !25, line: 133, type: !717, scopeLine: 133, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !3163, retainedNodes: !156)
!3163 = !DISubprogram(name: "~_Vector_impl", scope: !585, type: !717, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: 0)
!3164 = !DILocalVariable(name: "this", arg: 1, scope: !3162, type: !2393, flags: DIFlagArtificial | DIFlagObjectPointer)
!3165 = !DILocation(line: 0, scope: !3162)
!3166 = !DILocation(line: 133, column: 14, scope: !3167)
!3167 = distinct !DILexicalBlock(scope: !3162, file: !25, line: 133, column: 14)
!3168 = !DILocation(line: 133, column: 14, scope: !3162)
!3169 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt16allocator_traitsISaIjEE10deallocateERS0_Pjm", scope: !594, file: !48, line: 495, type: !664, scopeLine: 496, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !663, retainedNodes: !156)
!3170 = !DILocalVariable(name: "__a", arg: 1, scope: !3169, file: !48, line: 495, type: !601)
!3171 = !DILocation(line: 495, column: 34, scope: !3169)
!3172 = !DILocalVariable(name: "__p", arg: 2, scope: !3169, file: !48, line: 495, type: !599)
!3173 = !DILocation(line: 495, column: 47, scope: !3169)
!3174 = !DILocalVariable(name: "__n", arg: 3, scope: !3169, file: !48, line: 495, type: !121)
!3175 = !DILocation(line: 495, column: 62, scope: !3169)
!3176 = !DILocation(line: 496, column: 9, scope: !3169)
!3177 = !DILocation(line: 496, column: 24, scope: !3169)
!3178 = !DILocation(line: 496, column: 29, scope: !3169)
!3179 = !DILocation(line: 496, column: 13, scope: !3169)
!3180 = !DILocation(line: 496, column: 35, scope: !3169)
!3181 = distinct !DISubprogram(name: "deallocate", linkageName: "_ZNSt15__new_allocatorIjE10deallocateEPjm", scope: !607, file: !65, line: 142, type: !638, scopeLine: 143, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !637, retainedNodes: !156)
!3182 = !DILocalVariable(name: "this", arg: 1, scope: !3181, type: !2416, flags: DIFlagArtificial | DIFlagObjectPointer)
!3183 = !DILocation(line: 0, scope: !3181)
!3184 = !DILocalVariable(name: "__p", arg: 2, scope: !3181, file: !65, line: 142, type: !600)
!3185 = !DILocation(line: 142, column: 23, scope: !3181)
!3186 = !DILocalVariable(name: "__n", arg: 3, scope: !3181, file: !65, line: 142, type: !95)
!3187 = !DILocation(line: 142, column: 38, scope: !3181)
!3188 = !DILocation(line: 158, column: 27, scope: !3181)
!3189 = !DILocation(line: 158, column: 2, scope: !3181)
!3190 = !DILocation(line: 159, column: 7, scope: !3181)
!3191 = distinct !DISubprogram(name: "~allocator", linkageName: "_ZNSaIjED2Ev", scope: !603, file: !59, line: 174, type: !647, scopeLine: 174, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !659, retainedNodes: !156)
!3192 = !DILocalVariable(name: "this", arg: 1, scope: !3191, type: !2401, flags: DIFlagArtificial | DIFlagObjectPointer)
!3193 = !DILocation(line: 0, scope: !3191)
!3194 = !DILocation(line: 174, column: 39, scope: !3195)
!3195 = distinct !DILexicalBlock(scope: !3191, file: !59, line: 174, column: 37)
!3196 = !DILocation(line: 174, column: 39, scope: !3191)
!3197 = distinct !DISubprogram(name: "~__new_allocator", linkageName: "_ZNSt15__new_allocatorIjED2Ev", scope: !607, file: !65, line: 90, type: !610, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !618, retainedNodes: !156)
!3198 = !DILocalVariable(name: "this", arg: 1, scope: !3197, type: !2416, flags: DIFlagArtificial | DIFlagObjectPointer)
!3199 = !DILocation(line: 0, scope: !3197)
!3200 = !DILocation(line: 90, column: 50, scope: !3197)
!3201 = distinct !DISubprogram(name: "emplace_back<unsigned int>", linkageName: "_ZNSt6vectorIjSaIjEE12emplace_backIJjEEEvDpOT_", scope: !579, file: !2681, line: 112, type: !3202, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !3206, declaration: !3205, retainedNodes: !156)
!3202 = !DISubroutineType(types: !3203)
!3203 = !{null, !804, !3204}
!3204 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !8, size: 64)
!3205 = !DISubprogram(name: "emplace_back<unsigned int>", linkageName: "_ZNSt6vectorIjSaIjEE12emplace_backIJjEEEvDpOT_", scope: !579, file: !25, line: 1303, type: !3202, scopeLine: 1303, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !3206)
!3206 = !{!3207}
!3207 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "_Args", value: !3208)
!3208 = !{!689}
!3209 = !DILocalVariable(name: "this", arg: 1, scope: !3201, type: !2234, flags: DIFlagArtificial | DIFlagObjectPointer)
!3210 = !DILocation(line: 0, scope: !3201)
!3211 = !DILocalVariable(name: "__args", arg: 2, scope: !3201, file: !25, line: 1303, type: !3204)
!3212 = !DILocation(line: 1303, column: 26, scope: !3201)
!3213 = !DILocation(line: 114, column: 12, scope: !3214)
!3214 = distinct !DILexicalBlock(scope: !3201, file: !2681, line: 114, column: 6)
!3215 = !DILocation(line: 114, column: 6, scope: !3214)
!3216 = !DILocation(line: 114, column: 20, scope: !3214)
!3217 = !DILocation(line: 114, column: 39, scope: !3214)
!3218 = !DILocation(line: 114, column: 33, scope: !3214)
!3219 = !DILocation(line: 114, column: 47, scope: !3214)
!3220 = !DILocation(line: 114, column: 30, scope: !3214)
!3221 = !DILocation(line: 114, column: 6, scope: !3201)
!3222 = !DILocation(line: 117, column: 37, scope: !3223)
!3223 = distinct !DILexicalBlock(scope: !3214, file: !2681, line: 115, column: 4)
!3224 = !DILocation(line: 117, column: 31, scope: !3223)
!3225 = !DILocation(line: 117, column: 52, scope: !3223)
!3226 = !DILocation(line: 117, column: 46, scope: !3223)
!3227 = !DILocation(line: 117, column: 60, scope: !3223)
!3228 = !DILocation(line: 118, column: 30, scope: !3223)
!3229 = !DILocation(line: 118, column: 10, scope: !3223)
!3230 = !DILocation(line: 117, column: 6, scope: !3223)
!3231 = !DILocation(line: 119, column: 14, scope: !3223)
!3232 = !DILocation(line: 119, column: 8, scope: !3223)
!3233 = !DILocation(line: 119, column: 22, scope: !3223)
!3234 = !DILocation(line: 119, column: 6, scope: !3223)
!3235 = !DILocation(line: 121, column: 4, scope: !3223)
!3236 = !DILocation(line: 123, column: 22, scope: !3214)
!3237 = !DILocation(line: 123, column: 49, scope: !3214)
!3238 = !DILocation(line: 123, column: 29, scope: !3214)
!3239 = !DILocation(line: 123, column: 4, scope: !3214)
!3240 = !DILocation(line: 127, column: 7, scope: !3201)
!3241 = distinct !DISubprogram(name: "move<unsigned int &>", linkageName: "_ZSt4moveIRjEONSt16remove_referenceIT_E4typeEOS2_", scope: !7, file: !2791, line: 104, type: !3242, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !3247, retainedNodes: !156)
!3242 = !DISubroutineType(types: !3243)
!3243 = !{!3244, !625}
!3244 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !3245, size: 64)
!3245 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !3246, file: !257, line: 1633, baseType: !8)
!3246 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<unsigned int &>", scope: !7, file: !257, line: 1632, size: 8, flags: DIFlagTypePassByValue, elements: !156, templateParams: !3247, identifier: "_ZTSSt16remove_referenceIRjE")
!3247 = !{!3248}
!3248 = !DITemplateTypeParameter(name: "_Tp", type: !625)
!3249 = !DILocalVariable(name: "__t", arg: 1, scope: !3241, file: !2791, line: 104, type: !625)
!3250 = !DILocation(line: 104, column: 16, scope: !3241)
!3251 = !DILocation(line: 105, column: 71, scope: !3241)
!3252 = !DILocation(line: 105, column: 7, scope: !3241)
!3253 = distinct !DISubprogram(name: "construct<unsigned int, unsigned int>", linkageName: "_ZNSt16allocator_traitsISaIjEE9constructIjJjEEEvRS0_PT_DpOT0_", scope: !594, file: !48, line: 511, type: !3254, scopeLine: 514, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !3257, declaration: !3256, retainedNodes: !156)
!3254 = !DISubroutineType(types: !3255)
!3255 = !{null, !601, !600, !3204}
!3256 = !DISubprogram(name: "construct<unsigned int, unsigned int>", linkageName: "_ZNSt16allocator_traitsISaIjEE9constructIjJjEEEvRS0_PT_DpOT0_", scope: !594, file: !48, line: 511, type: !3254, scopeLine: 511, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0, templateParams: !3257)
!3257 = !{!3258, !3207}
!3258 = !DITemplateTypeParameter(name: "_Up", type: !8)
!3259 = !DILocalVariable(name: "__a", arg: 1, scope: !3253, file: !48, line: 511, type: !601)
!3260 = !DILocation(line: 511, column: 28, scope: !3253)
!3261 = !DILocalVariable(name: "__p", arg: 2, scope: !3253, file: !48, line: 511, type: !600)
!3262 = !DILocation(line: 511, column: 66, scope: !3253)
!3263 = !DILocalVariable(name: "__args", arg: 3, scope: !3253, file: !48, line: 512, type: !3204)
!3264 = !DILocation(line: 512, column: 16, scope: !3253)
!3265 = !DILocation(line: 516, column: 4, scope: !3253)
!3266 = !DILocation(line: 516, column: 18, scope: !3253)
!3267 = !DILocation(line: 516, column: 43, scope: !3253)
!3268 = !DILocation(line: 516, column: 23, scope: !3253)
!3269 = !DILocation(line: 516, column: 8, scope: !3253)
!3270 = !DILocation(line: 520, column: 2, scope: !3253)
!3271 = distinct !DISubprogram(name: "forward<unsigned int>", linkageName: "_ZSt7forwardIjEOT_RNSt16remove_referenceIS0_E4typeE", scope: !7, file: !2791, line: 77, type: !3272, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !644, retainedNodes: !156)
!3272 = !DISubroutineType(types: !3273)
!3273 = !{!3204, !3274}
!3274 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3275, size: 64)
!3275 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !3276, file: !257, line: 1629, baseType: !8)
!3276 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "remove_reference<unsigned int>", scope: !7, file: !257, line: 1628, size: 8, flags: DIFlagTypePassByValue, elements: !156, templateParams: !644, identifier: "_ZTSSt16remove_referenceIjE")
!3277 = !DILocalVariable(name: "__t", arg: 1, scope: !3271, file: !2791, line: 77, type: !3274)
!3278 = !DILocation(line: 77, column: 56, scope: !3271)
!3279 = !DILocation(line: 78, column: 33, scope: !3271)
!3280 = !DILocation(line: 78, column: 7, scope: !3271)
!3281 = distinct !DISubprogram(name: "_M_realloc_insert<unsigned int>", linkageName: "_ZNSt6vectorIjSaIjEE17_M_realloc_insertIJjEEEvN9__gnu_cxx17__normal_iteratorIPjS1_EEDpOT_", scope: !579, file: !2681, line: 440, type: !3282, scopeLine: 447, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !3206, declaration: !3284, retainedNodes: !156)
!3282 = !DISubroutineType(types: !3283)
!3283 = !{null, !804, !578, !3204}
!3284 = !DISubprogram(name: "_M_realloc_insert<unsigned int>", linkageName: "_ZNSt6vectorIjSaIjEE17_M_realloc_insertIJjEEEvN9__gnu_cxx17__normal_iteratorIPjS1_EEDpOT_", scope: !579, file: !25, line: 1868, type: !3282, scopeLine: 1868, flags: DIFlagProtected | DIFlagPrototyped, spFlags: 0, templateParams: !3206)
!3285 = !DILocalVariable(name: "this", arg: 1, scope: !3281, type: !2234, flags: DIFlagArtificial | DIFlagObjectPointer)
!3286 = !DILocation(line: 0, scope: !3281)
!3287 = !DILocalVariable(name: "__position", arg: 2, scope: !3281, file: !25, line: 1868, type: !578)
!3288 = !DILocation(line: 1868, column: 29, scope: !3281)
!3289 = !DILocalVariable(name: "__args", arg: 3, scope: !3281, file: !25, line: 1868, type: !3204)
!3290 = !DILocation(line: 1868, column: 52, scope: !3281)
!3291 = !DILocalVariable(name: "__len", scope: !3281, file: !2681, line: 448, type: !2693)
!3292 = !DILocation(line: 448, column: 23, scope: !3281)
!3293 = !DILocation(line: 449, column: 2, scope: !3281)
!3294 = !DILocalVariable(name: "__old_start", scope: !3281, file: !2681, line: 450, type: !792)
!3295 = !DILocation(line: 450, column: 15, scope: !3281)
!3296 = !DILocation(line: 450, column: 35, scope: !3281)
!3297 = !DILocation(line: 450, column: 29, scope: !3281)
!3298 = !DILocation(line: 450, column: 43, scope: !3281)
!3299 = !DILocalVariable(name: "__old_finish", scope: !3281, file: !2681, line: 451, type: !792)
!3300 = !DILocation(line: 451, column: 15, scope: !3281)
!3301 = !DILocation(line: 451, column: 36, scope: !3281)
!3302 = !DILocation(line: 451, column: 30, scope: !3281)
!3303 = !DILocation(line: 451, column: 44, scope: !3281)
!3304 = !DILocalVariable(name: "__elems_before", scope: !3281, file: !2681, line: 452, type: !2693)
!3305 = !DILocation(line: 452, column: 23, scope: !3281)
!3306 = !DILocation(line: 452, column: 53, scope: !3281)
!3307 = !DILocation(line: 452, column: 51, scope: !3281)
!3308 = !DILocalVariable(name: "__new_start", scope: !3281, file: !2681, line: 453, type: !792)
!3309 = !DILocation(line: 453, column: 15, scope: !3281)
!3310 = !DILocation(line: 453, column: 33, scope: !3281)
!3311 = !DILocation(line: 453, column: 45, scope: !3281)
!3312 = !DILocalVariable(name: "__new_finish", scope: !3281, file: !2681, line: 454, type: !792)
!3313 = !DILocation(line: 454, column: 15, scope: !3281)
!3314 = !DILocation(line: 454, column: 28, scope: !3281)
!3315 = !DILocation(line: 462, column: 35, scope: !3316)
!3316 = distinct !DILexicalBlock(scope: !3281, file: !2681, line: 456, column: 2)
!3317 = !DILocation(line: 462, column: 29, scope: !3316)
!3318 = !DILocation(line: 463, column: 8, scope: !3316)
!3319 = !DILocation(line: 463, column: 22, scope: !3316)
!3320 = !DILocation(line: 463, column: 20, scope: !3316)
!3321 = !DILocation(line: 465, column: 28, scope: !3316)
!3322 = !DILocation(line: 465, column: 8, scope: !3316)
!3323 = !DILocation(line: 462, column: 4, scope: !3316)
!3324 = !DILocation(line: 469, column: 17, scope: !3316)
!3325 = !DILocation(line: 474, column: 35, scope: !3326)
!3326 = distinct !DILexicalBlock(scope: !3327, file: !2681, line: 473, column: 6)
!3327 = distinct !DILexicalBlock(scope: !3316, file: !2681, line: 472, column: 29)
!3328 = !DILocation(line: 474, column: 59, scope: !3326)
!3329 = !DILocation(line: 475, column: 7, scope: !3326)
!3330 = !DILocation(line: 475, column: 20, scope: !3326)
!3331 = !DILocation(line: 474, column: 23, scope: !3326)
!3332 = !DILocation(line: 474, column: 21, scope: !3326)
!3333 = !DILocation(line: 477, column: 8, scope: !3326)
!3334 = !DILocation(line: 479, column: 46, scope: !3326)
!3335 = !DILocation(line: 479, column: 54, scope: !3326)
!3336 = !DILocation(line: 480, column: 7, scope: !3326)
!3337 = !DILocation(line: 480, column: 21, scope: !3326)
!3338 = !DILocation(line: 479, column: 23, scope: !3326)
!3339 = !DILocation(line: 479, column: 21, scope: !3326)
!3340 = !DILocation(line: 513, column: 7, scope: !3281)
!3341 = !DILocation(line: 513, column: 21, scope: !3281)
!3342 = !DILocation(line: 514, column: 13, scope: !3281)
!3343 = !DILocation(line: 514, column: 7, scope: !3281)
!3344 = !DILocation(line: 514, column: 21, scope: !3281)
!3345 = !DILocation(line: 514, column: 41, scope: !3281)
!3346 = !DILocation(line: 514, column: 39, scope: !3281)
!3347 = !DILocation(line: 515, column: 32, scope: !3281)
!3348 = !DILocation(line: 515, column: 13, scope: !3281)
!3349 = !DILocation(line: 515, column: 7, scope: !3281)
!3350 = !DILocation(line: 515, column: 21, scope: !3281)
!3351 = !DILocation(line: 515, column: 30, scope: !3281)
!3352 = !DILocation(line: 516, column: 33, scope: !3281)
!3353 = !DILocation(line: 516, column: 13, scope: !3281)
!3354 = !DILocation(line: 516, column: 7, scope: !3281)
!3355 = !DILocation(line: 516, column: 21, scope: !3281)
!3356 = !DILocation(line: 516, column: 31, scope: !3281)
!3357 = !DILocation(line: 517, column: 41, scope: !3281)
!3358 = !DILocation(line: 517, column: 55, scope: !3281)
!3359 = !DILocation(line: 517, column: 53, scope: !3281)
!3360 = !DILocation(line: 517, column: 13, scope: !3281)
!3361 = !DILocation(line: 517, column: 7, scope: !3281)
!3362 = !DILocation(line: 517, column: 21, scope: !3281)
!3363 = !DILocation(line: 517, column: 39, scope: !3281)
!3364 = !DILocation(line: 518, column: 5, scope: !3281)
!3365 = distinct !DISubprogram(name: "end", linkageName: "_ZNSt6vectorIjSaIjEE3endEv", scope: !579, file: !25, line: 888, type: !870, scopeLine: 889, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !878, retainedNodes: !156)
!3366 = !DILocalVariable(name: "this", arg: 1, scope: !3365, type: !2234, flags: DIFlagArtificial | DIFlagObjectPointer)
!3367 = !DILocation(line: 0, scope: !3365)
!3368 = !DILocation(line: 889, column: 31, scope: !3365)
!3369 = !DILocation(line: 889, column: 25, scope: !3365)
!3370 = !DILocation(line: 889, column: 39, scope: !3365)
!3371 = !DILocation(line: 889, column: 16, scope: !3365)
!3372 = !DILocation(line: 889, column: 9, scope: !3365)
!3373 = distinct !DISubprogram(name: "construct<unsigned int, unsigned int>", linkageName: "_ZNSt15__new_allocatorIjE9constructIjJjEEEvPT_DpOT0_", scope: !607, file: !65, line: 173, type: !3374, scopeLine: 175, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !3257, declaration: !3376, retainedNodes: !156)
!3374 = !DISubroutineType(types: !3375)
!3375 = !{null, !612, !600, !3204}
!3376 = !DISubprogram(name: "construct<unsigned int, unsigned int>", linkageName: "_ZNSt15__new_allocatorIjE9constructIjJjEEEvPT_DpOT0_", scope: !607, file: !65, line: 173, type: !3374, scopeLine: 173, flags: DIFlagPublic | DIFlagPrototyped, spFlags: 0, templateParams: !3257)
!3377 = !DILocalVariable(name: "this", arg: 1, scope: !3373, type: !2416, flags: DIFlagArtificial | DIFlagObjectPointer)
!3378 = !DILocation(line: 0, scope: !3373)
!3379 = !DILocalVariable(name: "__p", arg: 2, scope: !3373, file: !65, line: 173, type: !600)
!3380 = !DILocation(line: 173, column: 17, scope: !3373)
!3381 = !DILocalVariable(name: "__args", arg: 3, scope: !3373, file: !65, line: 173, type: !3204)
!3382 = !DILocation(line: 173, column: 33, scope: !3373)
!3383 = !DILocation(line: 175, column: 18, scope: !3373)
!3384 = !DILocation(line: 175, column: 4, scope: !3373)
!3385 = !DILocation(line: 175, column: 47, scope: !3373)
!3386 = !DILocation(line: 175, column: 27, scope: !3373)
!3387 = !DILocation(line: 175, column: 60, scope: !3373)
!3388 = distinct !DISubprogram(name: "_M_check_len", linkageName: "_ZNKSt6vectorIjSaIjEE12_M_check_lenEmPKc", scope: !579, file: !25, line: 1891, type: !987, scopeLine: 1892, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !986, retainedNodes: !156)
!3389 = !DILocalVariable(name: "this", arg: 1, scope: !3388, type: !2313, flags: DIFlagArtificial | DIFlagObjectPointer)
!3390 = !DILocation(line: 0, scope: !3388)
!3391 = !DILocalVariable(name: "__n", arg: 2, scope: !3388, file: !25, line: 1891, type: !24)
!3392 = !DILocation(line: 1891, column: 30, scope: !3388)
!3393 = !DILocalVariable(name: "__s", arg: 3, scope: !3388, file: !25, line: 1891, type: !492)
!3394 = !DILocation(line: 1891, column: 47, scope: !3388)
!3395 = !DILocation(line: 1893, column: 6, scope: !3396)
!3396 = distinct !DILexicalBlock(scope: !3388, file: !25, line: 1893, column: 6)
!3397 = !DILocation(line: 1893, column: 19, scope: !3396)
!3398 = !DILocation(line: 1893, column: 17, scope: !3396)
!3399 = !DILocation(line: 1893, column: 28, scope: !3396)
!3400 = !DILocation(line: 1893, column: 26, scope: !3396)
!3401 = !DILocation(line: 1893, column: 6, scope: !3388)
!3402 = !DILocation(line: 1894, column: 25, scope: !3396)
!3403 = !DILocation(line: 1894, column: 4, scope: !3396)
!3404 = !DILocalVariable(name: "__len", scope: !3388, file: !25, line: 1896, type: !2693)
!3405 = !DILocation(line: 1896, column: 18, scope: !3388)
!3406 = !DILocation(line: 1896, column: 26, scope: !3388)
!3407 = !DILocation(line: 1896, column: 46, scope: !3388)
!3408 = !DILocation(line: 1896, column: 35, scope: !3388)
!3409 = !DILocation(line: 1896, column: 33, scope: !3388)
!3410 = !DILocation(line: 1897, column: 10, scope: !3388)
!3411 = !DILocation(line: 1897, column: 18, scope: !3388)
!3412 = !DILocation(line: 1897, column: 16, scope: !3388)
!3413 = !DILocation(line: 1897, column: 25, scope: !3388)
!3414 = !DILocation(line: 1897, column: 28, scope: !3388)
!3415 = !DILocation(line: 1897, column: 36, scope: !3388)
!3416 = !DILocation(line: 1897, column: 34, scope: !3388)
!3417 = !DILocation(line: 1897, column: 9, scope: !3388)
!3418 = !DILocation(line: 1897, column: 50, scope: !3388)
!3419 = !DILocation(line: 1897, column: 63, scope: !3388)
!3420 = !DILocation(line: 1897, column: 2, scope: !3388)
!3421 = distinct !DISubprogram(name: "operator-<unsigned int *, std::vector<unsigned int, std::allocator<unsigned int> > >", linkageName: "_ZN9__gnu_cxxmiIPjSt6vectorIjSaIjEEEENS_17__normal_iteratorIT_T0_E15difference_typeERKS8_SB_", scope: !44, file: !378, line: 1330, type: !3422, scopeLine: 1333, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1065, retainedNodes: !156)
!3422 = !DISubroutineType(types: !3423)
!3423 = !{!1052, !3424, !3424}
!3424 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !1034, size: 64)
!3425 = !DILocalVariable(name: "__lhs", arg: 1, scope: !3421, file: !378, line: 1330, type: !3424)
!3426 = !DILocation(line: 1330, column: 63, scope: !3421)
!3427 = !DILocalVariable(name: "__rhs", arg: 2, scope: !3421, file: !378, line: 1331, type: !3424)
!3428 = !DILocation(line: 1331, column: 56, scope: !3421)
!3429 = !DILocation(line: 1333, column: 14, scope: !3421)
!3430 = !DILocation(line: 1333, column: 20, scope: !3421)
!3431 = !DILocation(line: 1333, column: 29, scope: !3421)
!3432 = !DILocation(line: 1333, column: 35, scope: !3421)
!3433 = !DILocation(line: 1333, column: 27, scope: !3421)
!3434 = !DILocation(line: 1333, column: 7, scope: !3421)
!3435 = distinct !DISubprogram(name: "begin", linkageName: "_ZNSt6vectorIjSaIjEE5beginEv", scope: !579, file: !25, line: 868, type: !870, scopeLine: 869, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !869, retainedNodes: !156)
!3436 = !DILocalVariable(name: "this", arg: 1, scope: !3435, type: !2234, flags: DIFlagArtificial | DIFlagObjectPointer)
!3437 = !DILocation(line: 0, scope: !3435)
!3438 = !DILocation(line: 869, column: 31, scope: !3435)
!3439 = !DILocation(line: 869, column: 25, scope: !3435)
!3440 = !DILocation(line: 869, column: 39, scope: !3435)
!3441 = !DILocation(line: 869, column: 16, scope: !3435)
!3442 = !DILocation(line: 869, column: 9, scope: !3435)
!3443 = distinct !DISubprogram(name: "_M_allocate", linkageName: "_ZNSt12_Vector_baseIjSaIjEE11_M_allocateEm", scope: !582, file: !25, line: 375, type: !779, scopeLine: 376, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !778, retainedNodes: !156)
!3444 = !DILocalVariable(name: "this", arg: 1, scope: !3443, type: !2387, flags: DIFlagArtificial | DIFlagObjectPointer)
!3445 = !DILocation(line: 0, scope: !3443)
!3446 = !DILocalVariable(name: "__n", arg: 2, scope: !3443, file: !25, line: 375, type: !26)
!3447 = !DILocation(line: 375, column: 26, scope: !3443)
!3448 = !DILocation(line: 378, column: 9, scope: !3443)
!3449 = !DILocation(line: 378, column: 13, scope: !3443)
!3450 = !DILocation(line: 378, column: 34, scope: !3443)
!3451 = !DILocation(line: 378, column: 43, scope: !3443)
!3452 = !DILocation(line: 378, column: 20, scope: !3443)
!3453 = !DILocation(line: 378, column: 2, scope: !3443)
!3454 = !DILocalVariable(name: "__first", arg: 1, scope: !1068, file: !25, line: 499, type: !792)
!3455 = !DILocation(line: 499, column: 27, scope: !1068)
!3456 = !DILocalVariable(name: "__last", arg: 2, scope: !1068, file: !25, line: 499, type: !792)
!3457 = !DILocation(line: 499, column: 44, scope: !1068)
!3458 = !DILocalVariable(name: "__result", arg: 3, scope: !1068, file: !25, line: 499, type: !792)
!3459 = !DILocation(line: 499, column: 60, scope: !1068)
!3460 = !DILocalVariable(name: "__alloc", arg: 4, scope: !1068, file: !25, line: 500, type: !793)
!3461 = !DILocation(line: 500, column: 21, scope: !1068)
!3462 = !DILocation(line: 507, column: 24, scope: !1068)
!3463 = !DILocation(line: 507, column: 33, scope: !1068)
!3464 = !DILocation(line: 507, column: 41, scope: !1068)
!3465 = !DILocation(line: 507, column: 51, scope: !1068)
!3466 = !DILocation(line: 507, column: 9, scope: !1068)
!3467 = !DILocation(line: 507, column: 2, scope: !1068)
!3468 = distinct !DISubprogram(name: "base", linkageName: "_ZNK9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEE4baseEv", scope: !1013, file: !378, line: 1158, type: !1063, scopeLine: 1159, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !1062, retainedNodes: !156)
!3469 = !DILocalVariable(name: "this", arg: 1, scope: !3468, type: !3470, flags: DIFlagArtificial | DIFlagObjectPointer)
!3470 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1034, size: 64)
!3471 = !DILocation(line: 0, scope: !3468)
!3472 = !DILocation(line: 1159, column: 16, scope: !3468)
!3473 = !DILocation(line: 1159, column: 9, scope: !3468)
!3474 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt6vectorIjSaIjEE8max_sizeEv", scope: !579, file: !25, line: 993, type: !897, scopeLine: 994, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !899, retainedNodes: !156)
!3475 = !DILocalVariable(name: "this", arg: 1, scope: !3474, type: !2313, flags: DIFlagArtificial | DIFlagObjectPointer)
!3476 = !DILocation(line: 0, scope: !3474)
!3477 = !DILocation(line: 994, column: 28, scope: !3474)
!3478 = !DILocation(line: 994, column: 16, scope: !3474)
!3479 = !DILocation(line: 994, column: 9, scope: !3474)
!3480 = distinct !DISubprogram(name: "_S_max_size", linkageName: "_ZNSt6vectorIjSaIjEE11_S_max_sizeERKS0_", scope: !579, file: !25, line: 1911, type: !994, scopeLine: 1912, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !993, retainedNodes: !156)
!3481 = !DILocalVariable(name: "__a", arg: 1, scope: !3480, file: !25, line: 1911, type: !996)
!3482 = !DILocation(line: 1911, column: 41, scope: !3480)
!3483 = !DILocalVariable(name: "__diffmax", scope: !3480, file: !25, line: 1916, type: !2920)
!3484 = !DILocation(line: 1916, column: 15, scope: !3480)
!3485 = !DILocalVariable(name: "__allocmax", scope: !3480, file: !25, line: 1918, type: !2920)
!3486 = !DILocation(line: 1918, column: 15, scope: !3480)
!3487 = !DILocation(line: 1918, column: 52, scope: !3480)
!3488 = !DILocation(line: 1918, column: 28, scope: !3480)
!3489 = !DILocation(line: 1919, column: 9, scope: !3480)
!3490 = !DILocation(line: 1919, column: 2, scope: !3480)
!3491 = distinct !DISubprogram(name: "_M_get_Tp_allocator", linkageName: "_ZNKSt12_Vector_baseIjSaIjEE19_M_get_Tp_allocatorEv", scope: !582, file: !25, line: 303, type: !742, scopeLine: 304, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !741, retainedNodes: !156)
!3492 = !DILocalVariable(name: "this", arg: 1, scope: !3491, type: !3493, flags: DIFlagArtificial | DIFlagObjectPointer)
!3493 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !745, size: 64)
!3494 = !DILocation(line: 0, scope: !3491)
!3495 = !DILocation(line: 304, column: 22, scope: !3491)
!3496 = !DILocation(line: 304, column: 16, scope: !3491)
!3497 = !DILocation(line: 304, column: 9, scope: !3491)
!3498 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNSt16allocator_traitsISaIjEE8max_sizeERKS0_", scope: !594, file: !48, line: 547, type: !667, scopeLine: 548, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !666, retainedNodes: !156)
!3499 = !DILocalVariable(name: "__a", arg: 1, scope: !3498, file: !48, line: 547, type: !670)
!3500 = !DILocation(line: 547, column: 38, scope: !3498)
!3501 = !DILocation(line: 550, column: 9, scope: !3498)
!3502 = !DILocation(line: 550, column: 13, scope: !3498)
!3503 = !DILocation(line: 550, column: 2, scope: !3498)
!3504 = distinct !DISubprogram(name: "max_size", linkageName: "_ZNKSt15__new_allocatorIjE8max_sizeEv", scope: !607, file: !65, line: 167, type: !641, scopeLine: 168, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !640, retainedNodes: !156)
!3505 = !DILocalVariable(name: "this", arg: 1, scope: !3504, type: !3506, flags: DIFlagArtificial | DIFlagObjectPointer)
!3506 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !617, size: 64)
!3507 = !DILocation(line: 0, scope: !3504)
!3508 = !DILocation(line: 168, column: 16, scope: !3504)
!3509 = !DILocation(line: 168, column: 9, scope: !3504)
!3510 = distinct !DISubprogram(name: "_M_max_size", linkageName: "_ZNKSt15__new_allocatorIjE11_M_max_sizeEv", scope: !607, file: !65, line: 210, type: !641, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !643, retainedNodes: !156)
!3511 = !DILocalVariable(name: "this", arg: 1, scope: !3510, type: !3506, flags: DIFlagArtificial | DIFlagObjectPointer)
!3512 = !DILocation(line: 0, scope: !3510)
!3513 = !DILocation(line: 213, column: 2, scope: !3510)
!3514 = distinct !DISubprogram(name: "__normal_iterator", linkageName: "_ZN9__gnu_cxx17__normal_iteratorIPjSt6vectorIjSaIjEEEC2ERKS1_", scope: !1013, file: !378, line: 1072, type: !1021, scopeLine: 1073, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !1020, retainedNodes: !156)
!3515 = !DILocalVariable(name: "this", arg: 1, scope: !3514, type: !3516, flags: DIFlagArtificial | DIFlagObjectPointer)
!3516 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1013, size: 64)
!3517 = !DILocation(line: 0, scope: !3514)
!3518 = !DILocalVariable(name: "__i", arg: 2, scope: !3514, file: !378, line: 1072, type: !1023)
!3519 = !DILocation(line: 1072, column: 42, scope: !3514)
!3520 = !DILocation(line: 1073, column: 9, scope: !3514)
!3521 = !DILocation(line: 1073, column: 20, scope: !3514)
!3522 = !DILocation(line: 1073, column: 27, scope: !3514)
!3523 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt16allocator_traitsISaIjEE8allocateERS0_m", scope: !594, file: !48, line: 463, type: !597, scopeLine: 464, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !596, retainedNodes: !156)
!3524 = !DILocalVariable(name: "__a", arg: 1, scope: !3523, file: !48, line: 463, type: !601)
!3525 = !DILocation(line: 463, column: 32, scope: !3523)
!3526 = !DILocalVariable(name: "__n", arg: 2, scope: !3523, file: !48, line: 463, type: !121)
!3527 = !DILocation(line: 463, column: 47, scope: !3523)
!3528 = !DILocation(line: 464, column: 16, scope: !3523)
!3529 = !DILocation(line: 464, column: 29, scope: !3523)
!3530 = !DILocation(line: 464, column: 20, scope: !3523)
!3531 = !DILocation(line: 464, column: 9, scope: !3523)
!3532 = distinct !DISubprogram(name: "allocate", linkageName: "_ZNSt15__new_allocatorIjE8allocateEmPKv", scope: !607, file: !65, line: 112, type: !635, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !634, retainedNodes: !156)
!3533 = !DILocalVariable(name: "this", arg: 1, scope: !3532, type: !2416, flags: DIFlagArtificial | DIFlagObjectPointer)
!3534 = !DILocation(line: 0, scope: !3532)
!3535 = !DILocalVariable(name: "__n", arg: 2, scope: !3532, file: !65, line: 112, type: !95)
!3536 = !DILocation(line: 112, column: 26, scope: !3532)
!3537 = !DILocalVariable(arg: 3, scope: !3532, file: !65, line: 112, type: !96)
!3538 = !DILocation(line: 112, column: 43, scope: !3532)
!3539 = !DILocation(line: 120, column: 23, scope: !3540)
!3540 = distinct !DILexicalBlock(scope: !3532, file: !65, line: 120, column: 6)
!3541 = !DILocation(line: 120, column: 35, scope: !3540)
!3542 = !DILocation(line: 120, column: 27, scope: !3540)
!3543 = !DILocation(line: 120, column: 6, scope: !3532)
!3544 = !DILocation(line: 124, column: 10, scope: !3545)
!3545 = distinct !DILexicalBlock(scope: !3546, file: !65, line: 124, column: 10)
!3546 = distinct !DILexicalBlock(scope: !3540, file: !65, line: 121, column: 4)
!3547 = !DILocation(line: 124, column: 14, scope: !3545)
!3548 = !DILocation(line: 124, column: 10, scope: !3546)
!3549 = !DILocation(line: 125, column: 8, scope: !3545)
!3550 = !DILocation(line: 126, column: 6, scope: !3546)
!3551 = !DILocation(line: 137, column: 49, scope: !3532)
!3552 = !DILocation(line: 137, column: 53, scope: !3532)
!3553 = !DILocation(line: 137, column: 27, scope: !3532)
!3554 = !DILocation(line: 137, column: 9, scope: !3532)
!3555 = !DILocation(line: 137, column: 2, scope: !3532)
!3556 = distinct !DISubprogram(name: "_S_do_relocate", linkageName: "_ZNSt6vectorIjSaIjEE14_S_do_relocateEPjS2_S2_RS0_St17integral_constantIbLb1EE", scope: !579, file: !25, line: 487, type: !790, scopeLine: 489, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !789, retainedNodes: !156)
!3557 = !DILocalVariable(name: "__first", arg: 1, scope: !3556, file: !25, line: 487, type: !792)
!3558 = !DILocation(line: 487, column: 30, scope: !3556)
!3559 = !DILocalVariable(name: "__last", arg: 2, scope: !3556, file: !25, line: 487, type: !792)
!3560 = !DILocation(line: 487, column: 47, scope: !3556)
!3561 = !DILocalVariable(name: "__result", arg: 3, scope: !3556, file: !25, line: 487, type: !792)
!3562 = !DILocation(line: 487, column: 63, scope: !3556)
!3563 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3556, file: !25, line: 488, type: !793)
!3564 = !DILocation(line: 488, column: 24, scope: !3556)
!3565 = !DILocalVariable(arg: 5, scope: !3556, file: !25, line: 488, type: !256)
!3566 = !DILocation(line: 488, column: 42, scope: !3556)
!3567 = !DILocation(line: 490, column: 27, scope: !3556)
!3568 = !DILocation(line: 490, column: 36, scope: !3556)
!3569 = !DILocation(line: 490, column: 44, scope: !3556)
!3570 = !DILocation(line: 490, column: 54, scope: !3556)
!3571 = !DILocation(line: 490, column: 9, scope: !3556)
!3572 = !DILocation(line: 490, column: 2, scope: !3556)
!3573 = distinct !DISubprogram(name: "__relocate_a<unsigned int *, unsigned int *, std::allocator<unsigned int> >", linkageName: "_ZSt12__relocate_aIPjS0_SaIjEET0_T_S3_S2_RT1_", scope: !7, file: !3026, line: 1127, type: !3574, scopeLine: 1132, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !3576, retainedNodes: !156)
!3574 = !DISubroutineType(types: !3575)
!3575 = !{!600, !600, !600, !600, !658}
!3576 = !{!3577, !3097, !3578}
!3577 = !DITemplateTypeParameter(name: "_InputIterator", type: !600)
!3578 = !DITemplateTypeParameter(name: "_Allocator", type: !603)
!3579 = !DILocalVariable(name: "__first", arg: 1, scope: !3573, file: !3026, line: 1127, type: !600)
!3580 = !DILocation(line: 1127, column: 33, scope: !3573)
!3581 = !DILocalVariable(name: "__last", arg: 2, scope: !3573, file: !3026, line: 1127, type: !600)
!3582 = !DILocation(line: 1127, column: 57, scope: !3573)
!3583 = !DILocalVariable(name: "__result", arg: 3, scope: !3573, file: !3026, line: 1128, type: !600)
!3584 = !DILocation(line: 1128, column: 21, scope: !3573)
!3585 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3573, file: !3026, line: 1128, type: !658)
!3586 = !DILocation(line: 1128, column: 43, scope: !3573)
!3587 = !DILocation(line: 1133, column: 52, scope: !3573)
!3588 = !DILocation(line: 1133, column: 34, scope: !3573)
!3589 = !DILocation(line: 1134, column: 24, scope: !3573)
!3590 = !DILocation(line: 1134, column: 6, scope: !3573)
!3591 = !DILocation(line: 1135, column: 24, scope: !3573)
!3592 = !DILocation(line: 1135, column: 6, scope: !3573)
!3593 = !DILocation(line: 1135, column: 35, scope: !3573)
!3594 = !DILocation(line: 1133, column: 14, scope: !3573)
!3595 = !DILocation(line: 1133, column: 7, scope: !3573)
!3596 = distinct !DISubprogram(name: "__relocate_a_1<unsigned int, unsigned int>", linkageName: "_ZSt14__relocate_a_1IjjENSt9enable_ifIXsr3std24__is_bitwise_relocatableIT_EE5valueEPS1_E4typeES2_S2_S2_RSaIT0_E", scope: !7, file: !3026, line: 1100, type: !3597, scopeLine: 1103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !3604, retainedNodes: !156)
!3597 = !DISubroutineType(types: !3598)
!3598 = !{!3599, !600, !600, !600, !658}
!3599 = !DIDerivedType(tag: DW_TAG_typedef, name: "__enable_if_t<std::__is_bitwise_relocatable<unsigned int>::value, unsigned int *>", scope: !7, file: !257, line: 2240, baseType: !3600)
!3600 = !DIDerivedType(tag: DW_TAG_typedef, name: "type", scope: !3601, file: !257, line: 2234, baseType: !600)
!3601 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "enable_if<true, unsigned int *>", scope: !7, file: !257, line: 2233, size: 8, flags: DIFlagTypePassByValue, elements: !156, templateParams: !3602, identifier: "_ZTSSt9enable_ifILb1EPjE")
!3602 = !{!2598, !3603}
!3603 = !DITemplateTypeParameter(name: "_Tp", type: !600)
!3604 = !{!645, !3258}
!3605 = !DILocalVariable(name: "__first", arg: 1, scope: !3596, file: !3026, line: 1100, type: !600)
!3606 = !DILocation(line: 1100, column: 25, scope: !3596)
!3607 = !DILocalVariable(name: "__last", arg: 2, scope: !3596, file: !3026, line: 1100, type: !600)
!3608 = !DILocation(line: 1100, column: 39, scope: !3596)
!3609 = !DILocalVariable(name: "__result", arg: 3, scope: !3596, file: !3026, line: 1101, type: !600)
!3610 = !DILocation(line: 1101, column: 11, scope: !3596)
!3611 = !DILocalVariable(name: "__alloc", arg: 4, scope: !3596, file: !3026, line: 1102, type: !658)
!3612 = !DILocation(line: 1102, column: 43, scope: !3596)
!3613 = !DILocalVariable(name: "__count", scope: !3596, file: !3026, line: 1104, type: !560)
!3614 = !DILocation(line: 1104, column: 17, scope: !3596)
!3615 = !DILocation(line: 1104, column: 27, scope: !3596)
!3616 = !DILocation(line: 1104, column: 36, scope: !3596)
!3617 = !DILocation(line: 1104, column: 34, scope: !3596)
!3618 = !DILocation(line: 1105, column: 11, scope: !3619)
!3619 = distinct !DILexicalBlock(scope: !3596, file: !3026, line: 1105, column: 11)
!3620 = !DILocation(line: 1105, column: 19, scope: !3619)
!3621 = !DILocation(line: 1105, column: 11, scope: !3596)
!3622 = !DILocation(line: 1117, column: 22, scope: !3623)
!3623 = distinct !DILexicalBlock(scope: !3619, file: !3026, line: 1106, column: 2)
!3624 = !DILocation(line: 1117, column: 4, scope: !3623)
!3625 = !DILocation(line: 1117, column: 32, scope: !3623)
!3626 = !DILocation(line: 1117, column: 41, scope: !3623)
!3627 = !DILocation(line: 1117, column: 49, scope: !3623)
!3628 = !DILocation(line: 1118, column: 2, scope: !3623)
!3629 = !DILocation(line: 1119, column: 14, scope: !3596)
!3630 = !DILocation(line: 1119, column: 25, scope: !3596)
!3631 = !DILocation(line: 1119, column: 23, scope: !3596)
!3632 = !DILocation(line: 1119, column: 7, scope: !3596)
!3633 = distinct !DISubprogram(name: "__niter_base<unsigned int *>", linkageName: "_ZSt12__niter_baseIPjET_S1_", scope: !7, file: !2896, line: 313, type: !3634, scopeLine: 315, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !1031, retainedNodes: !156)
!3634 = !DISubroutineType(types: !3635)
!3635 = !{!600, !600}
!3636 = !DILocalVariable(name: "__it", arg: 1, scope: !3633, file: !2896, line: 313, type: !600)
!3637 = !DILocation(line: 313, column: 28, scope: !3633)
!3638 = !DILocation(line: 315, column: 14, scope: !3633)
!3639 = !DILocation(line: 315, column: 7, scope: !3633)
!3640 = distinct !DISubprogram(name: "__cmpexch_failure_order", linkageName: "_ZSt23__cmpexch_failure_orderSt12memory_order", scope: !7, file: !6, line: 118, type: !3641, scopeLine: 119, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !156)
!3641 = !DISubroutineType(types: !3642)
!3642 = !{!1069, !1069}
!3643 = !DILocalVariable(name: "__m", arg: 1, scope: !3640, file: !6, line: 118, type: !1069)
!3644 = !DILocation(line: 118, column: 40, scope: !3640)
!3645 = !DILocation(line: 120, column: 50, scope: !3640)
!3646 = !DILocation(line: 120, column: 54, scope: !3640)
!3647 = !DILocation(line: 120, column: 25, scope: !3640)
!3648 = !DILocation(line: 121, column: 33, scope: !3640)
!3649 = !DILocation(line: 121, column: 37, scope: !3640)
!3650 = !DILocation(line: 121, column: 7, scope: !3640)
!3651 = !DILocation(line: 120, column: 5, scope: !3640)
!3652 = distinct !DISubprogram(name: "operator|", linkageName: "_ZStorSt12memory_orderSt23__memory_order_modifier", scope: !7, file: !6, line: 98, type: !3653, scopeLine: 99, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !156)
!3653 = !DISubroutineType(types: !3654)
!3654 = !{!1069, !1069, !16}
!3655 = !DILocalVariable(name: "__m", arg: 1, scope: !3652, file: !6, line: 98, type: !1069)
!3656 = !DILocation(line: 98, column: 26, scope: !3652)
!3657 = !DILocalVariable(name: "__mod", arg: 2, scope: !3652, file: !6, line: 98, type: !16)
!3658 = !DILocation(line: 98, column: 55, scope: !3652)
!3659 = !DILocation(line: 100, column: 29, scope: !3652)
!3660 = !DILocation(line: 100, column: 40, scope: !3652)
!3661 = !DILocation(line: 100, column: 34, scope: !3652)
!3662 = !DILocation(line: 100, column: 5, scope: !3652)
!3663 = distinct !DISubprogram(name: "__cmpexch_failure_order2", linkageName: "_ZSt24__cmpexch_failure_order2St12memory_order", scope: !7, file: !6, line: 111, type: !3641, scopeLine: 112, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !156)
!3664 = !DILocalVariable(name: "__m", arg: 1, scope: !3663, file: !6, line: 111, type: !1069)
!3665 = !DILocation(line: 111, column: 41, scope: !3663)
!3666 = !DILocation(line: 113, column: 12, scope: !3663)
!3667 = !DILocation(line: 113, column: 16, scope: !3663)
!3668 = !DILocation(line: 114, column: 9, scope: !3663)
!3669 = !DILocation(line: 114, column: 13, scope: !3663)
!3670 = !DILocation(line: 114, column: 62, scope: !3663)
!3671 = !DILocation(line: 113, column: 5, scope: !3663)
!3672 = distinct !DISubprogram(name: "operator&", linkageName: "_ZStanSt12memory_orderSt23__memory_order_modifier", scope: !7, file: !6, line: 104, type: !3653, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !156)
!3673 = !DILocalVariable(name: "__m", arg: 1, scope: !3672, file: !6, line: 104, type: !1069)
!3674 = !DILocation(line: 104, column: 26, scope: !3672)
!3675 = !DILocalVariable(name: "__mod", arg: 2, scope: !3672, file: !6, line: 104, type: !16)
!3676 = !DILocation(line: 104, column: 55, scope: !3672)
!3677 = !DILocation(line: 106, column: 29, scope: !3672)
!3678 = !DILocation(line: 106, column: 40, scope: !3672)
!3679 = !DILocation(line: 106, column: 34, scope: !3672)
!3680 = !DILocation(line: 106, column: 5, scope: !3672)
