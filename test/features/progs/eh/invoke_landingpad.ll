; fmerge-test: ldflags=-lstdc++
; invoke / landingpad / resume with __gxx_personality_v0, written in IR:
; twins whose landing pads differ in a constant, and identical ones.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fmt = private unnamed_addr constant [16 x i8] c"%d %d %d %d %d\0A\00"
@_ZTIi = external constant i8*

define void @thrower(i32 %v) noinline {
  %c = icmp sgt i32 %v, 2
  br i1 %c, label %t, label %n
t:
  %e = call i8* @__cxa_allocate_exception(i64 4)
  %ei = bitcast i8* %e to i32*
  store i32 %v, i32* %ei
  call void @__cxa_throw(i8* %e, i8* bitcast (i8** @_ZTIi to i8*), i8* null)
  unreachable
n:
  ret void
}
define i32 @c1(i32 %v) noinline personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @thrower(i32 %v) to label %ok unwind label %lp
ok:
  ret i32 %v
lp:
  %l = landingpad { i8*, i32 } catch i8* bitcast (i8** @_ZTIi to i8*)
  %ex = extractvalue { i8*, i32 } %l, 0
  %p = call i8* @__cxa_begin_catch(i8* %ex)
  %pi = bitcast i8* %p to i32*
  %x = load i32, i32* %pi
  call void @__cxa_end_catch()
  %r = mul i32 %x, 10
  ret i32 %r
}
define i32 @c2(i32 %v) noinline personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @thrower(i32 %v) to label %ok unwind label %lp
ok:
  ret i32 %v
lp:
  %l = landingpad { i8*, i32 } catch i8* bitcast (i8** @_ZTIi to i8*)
  %ex = extractvalue { i8*, i32 } %l, 0
  %p = call i8* @__cxa_begin_catch(i8* %ex)
  %pi = bitcast i8* %p to i32*
  %x = load i32, i32* %pi
  call void @__cxa_end_catch()
  %r = mul i32 %x, 10
  ret i32 %r
}
define i32 @c3(i32 %v) noinline personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @thrower(i32 %v) to label %ok unwind label %lp
ok:
  ret i32 %v
lp:
  %l = landingpad { i8*, i32 } catch i8* bitcast (i8** @_ZTIi to i8*)
  %ex = extractvalue { i8*, i32 } %l, 0
  %p = call i8* @__cxa_begin_catch(i8* %ex)
  %pi = bitcast i8* %p to i32*
  %x = load i32, i32* %pi
  call void @__cxa_end_catch()
  %r = mul i32 %x, 100
  ret i32 %r
}
@cleanups = global i32 0
define void @cl(i32 %v) noinline personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @thrower(i32 %v) to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { i8*, i32 } cleanup
  %n = load i32, i32* @cleanups
  %n1 = add i32 %n, 1
  store i32 %n1, i32* @cleanups
  resume { i8*, i32 } %l
}
define i32 @wrap(i32 %v) noinline personality i32 (...)* @__gxx_personality_v0 {
entry:
  invoke void @cl(i32 %v) to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %l = landingpad { i8*, i32 } catch i8* null
  %ex = extractvalue { i8*, i32 } %l, 0
  %p = call i8* @__cxa_begin_catch(i8* %ex)
  call void @__cxa_end_catch()
  ret i32 1
}
define i32 @main() {
  %a = call i32 @c1(i32 1)
  %b = call i32 @c2(i32 5)
  %c = call i32 @c3(i32 6)
  %d = call i32 @wrap(i32 9)
  %n = load i32, i32* @cleanups
  %f = getelementptr [16 x i8], [16 x i8]* @fmt, i64 0, i64 0
  call i32 (i8*, ...) @printf(i8* %f, i32 %a, i32 %b, i32 %c, i32 %d, i32 %n)
  ret i32 0
}
declare i8* @__cxa_allocate_exception(i64)
declare void @__cxa_throw(i8*, i8*, i8*)
declare i8* @__cxa_begin_catch(i8*)
declare void @__cxa_end_catch()
declare i32 @__gxx_personality_v0(...)
declare i32 @printf(i8*, ...)
